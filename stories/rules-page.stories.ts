import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
// Value imports, not bare ones: a bare import of an element module could be tree-shaken out of
// Storybook's production build, and the tags would never be registered.
import { DiceRoller } from '../src/dice-roller/dice-roller.js';
import { FirstPlayerPicker } from '../src/first-player-picker/first-player-picker.js';
import { YahtzeeScorecard } from '../src/yahtzee-scorecard/yahtzee-scorecard.js';

interface Args {
  ruleset: 'yahtzee' | 'yatzy';
  players: string;
}

const tags = [
  ['dice-roller', DiceRoller],
  ['first-player-picker', FirstPlayerPicker],
  ['yahtzee-scorecard', YahtzeeScorecard],
] as const;

const meta: Meta<Args> = {
  title: 'Pages/Rules page (Dutch)',
  args: { ruleset: 'yahtzee', players: 'Anna, Bram' },
  argTypes: {
    ruleset: { control: 'inline-radio', options: ['yahtzee', 'yatzy'] },
  },
  parameters: { layout: 'padded' },
  play: async ({ canvasElement }) => {
    for (const [tag, element] of tags) {
      const el = canvasElement.querySelector(tag);
      if (!(el instanceof element)) throw new Error(`<${tag}> is not registered`);
      await el.updateComplete;
    }
  },
};
export default meta;

type Story = StoryObj<Args>;

/**
 * The three elements in a short Dutch rules article, as a CMS page would hold them: the card takes
 * the roller's dice and the picker's order through `dice-roller` and `first-player-picker`.
 * Storage keys of its own, so the story and the demo never share a game.
 */
export const RulesPage: Story = {
  render: (args) => html`
    <article lang="nl" style="max-width: 46rem; font-family: Georgia, serif; line-height: 1.55">
      <h1>Yahtzee in het kort</h1>
      <p>
        Om de beurt gooi je met vijf dobbelstenen, hooguit drie keer. Tussen de worpen leg je apart
        wat je wilt bewaren; de rest gooi je opnieuw. Daarna vul je één vakje op je kaart in, ook
        als er een 0 in moet.
      </p>
      <h2>Punten</h2>
      <ul>
        <li>
          Boven tel je de ogen van één getal; haal je samen 63 of meer, dan krijg je 35 bonus.
        </li>
        <li>Drie of vier gelijke: de som van alle vijf stenen.</li>
        <li>Full House 25, kleine straat 30, grote straat 40, Yahtzee 50.</li>
        <li>Kans: alles telt mee.</li>
      </ul>
      <p>Na dertien rondes is elk vakje vol en wint het hoogste totaal.</p>

      <section aria-labelledby="story-tafel">
        <h2 id="story-tafel">Speel mee</h2>

        <h3>Wie begint?</h3>
        <p>Typ het aantal spelers of hun namen, met komma's ertussen.</p>
        <first-player-picker
          id="picker"
          players=${args.players}
          storage-key="storybook:rules-page:picker"
        ></first-player-picker>

        <h3>Dobbelstenen</h3>
        <p>Tik op een steen om hem vast te houden.</p>
        <dice-roller
          id="roller"
          ruleset=${args.ruleset}
          preview
          storage-key="storybook:rules-page:roller"
        ></dice-roller>

        <h3>Puntenteller</h3>
        <p>Neem de worp over in een vakje; alles blijft op dit apparaat bewaard.</p>
        <yahtzee-scorecard
          ruleset=${args.ruleset}
          players=${args.players}
          dice-roller="roller"
          first-player-picker="picker"
          storage-key="storybook:rules-page:card:${args.ruleset}"
        ></yahtzee-scorecard>
      </section>
    </article>
  `,
};
