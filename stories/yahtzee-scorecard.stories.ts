import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import { element } from '../.storybook/arg-types.js';
import '../src/dice-roller/dice-roller.js';
import '../src/yahtzee-scorecard/yahtzee-scorecard.js';
import type { DiceRoller } from '../src/dice-roller/dice-roller.js';
import type { YahtzeeScorecard } from '../src/yahtzee-scorecard/yahtzee-scorecard.js';
import { getRuleset, type CategoryId } from '../src/rules/rulesets.js';

interface Args {
  ruleset: 'yahtzee' | 'yatzy' | 'kniffel' | 'maxi-yatzy';
  // The options: each left out is the game's own rule.
  joker?: 'forced' | 'free';
  'yahtzee-bonus'?: number;
  'yahtzee-bonus-rule'?: 'every' | 'upper-box';
  'upper-bonus'?: number;
  'upper-bonus-threshold'?: number;
  'saved-rolls'?: 'true' | 'false';
  players: string;
  'storage-key': string;
  lang: string;
  advice: boolean;
  'heading-level'?: number;
  'dice-roller'?: string;
  'first-player-picker'?: string;
}

// The boxes in pad order, from the rules module rather than a second list.
const yahtzeeBoxes = getRuleset('yahtzee').categories;

function scorecard(canvas: HTMLElement): YahtzeeScorecard {
  return canvas.querySelector('yahtzee-scorecard')!;
}

// Every story starts from nothing saved, so the states below are the same on every visit.
function fresh(storageKey: string): void {
  try {
    localStorage.removeItem(storageKey);
  } catch {
    // Blocked storage: the card works in memory.
  }
}

const meta: Meta<Args> = {
  title: 'Elements/yahtzee-scorecard',
  component: 'yahtzee-scorecard',
  args: {
    ruleset: 'yahtzee',
    players: 'Anna,Bram',
    'storage-key': 'storybook:scorecard:new',
    lang: 'en',
    advice: false,
  },
  render: (args) => {
    fresh(args['storage-key']);
    return element('yahtzee-scorecard', args);
  },
};
export default meta;

type Story = StoryObj<Args>;

/** A new game for two: the players can still be added, renamed, moved and removed. */
export const New: Story = {};

/** Four players in round 5, by dice, points and a scratch. */
export const MidGameOfFour: Story = {
  args: { players: 'Anna,Bram,Cees,Daan', 'storage-key': 'storybook:scorecard:mid', lang: 'nl' },
  play: async ({ canvasElement }) => {
    const card = scorecard(canvasElement);
    await card.updateComplete;
    const rolls: [CategoryId, number[]][] = [
      ['threes', [3, 3, 3, 1, 6]],
      ['full-house', [2, 2, 5, 5, 5]],
      ['sixes', [6, 6, 6, 6, 2]],
      ['chance', [4, 5, 6, 6, 1]],
    ];
    for (const [category, dice] of rolls)
      for (let seat = 0; seat < 4; seat++) card.enterDice(category, dice);
    card.scratch('yahtzee');
  },
};

/**
 * With `advice`: typed dice 3 3 3 4 4 after a few boxes, each place with its expected final total
 * and the best one ringed. The first visit works out the table (a few seconds, with progress).
 */
export const WithAdvice: Story = {
  args: { advice: true, players: 'Anna', 'storage-key': 'storybook:scorecard:advice' },
  play: async ({ canvasElement }) => {
    const card = scorecard(canvasElement);
    await card.updateComplete;
    card.enterDice('sixes', [6, 6, 6, 2, 1]);
    card.enterDice('chance', [5, 4, 6, 3, 2]);
    await card.updateComplete;
    const field = card.shadowRoot!.querySelector<HTMLInputElement>('#dice')!;
    field.value = '3 3 3 4 4';
    field.dispatchEvent(new Event('input'));
  },
};

/** Anna rolled a second Yahtzee: the forced joker puts it in Fours, with the 100 bonus. */
export const ExtraYahtzee: Story = {
  args: { 'storage-key': 'storybook:scorecard:extra' },
  play: async ({ canvasElement }) => {
    const card = scorecard(canvasElement);
    await card.updateComplete;
    card.enterDice('yahtzee', [6, 6, 6, 6, 6]);
    card.enterPoints('chance', 22);
    card.enterExtraYahtzee('fours', 4);
  },
};

/** A finished game where two players share the win, waiting for New game. */
export const FinishedWithTie: Story = {
  args: { players: 'Anna,Bram,Cees', 'storage-key': 'storybook:scorecard:tie' },
  play: async ({ canvasElement }) => {
    const card = scorecard(canvasElement);
    await card.updateComplete;
    for (const category of yahtzeeBoxes) {
      card.enterDice(category, [2, 3, 4, 5, 6]);
      card.enterDice(category, [2, 3, 4, 5, 6]);
      card.enterDice(category, [1, 1, 2, 3, 4]);
    }
  },
};

/** Scandinavian Yatzy: 15 boxes, bonus 50, in Swedish. */
export const Yatzy: Story = {
  args: {
    ruleset: 'yatzy',
    players: 'Sven,Astrid',
    lang: 'sv',
    'storage-key': 'storybook:scorecard:yatzy',
  },
  play: async ({ canvasElement }) => {
    const card = scorecard(canvasElement);
    await card.updateComplete;
    card.enterDice('one-pair', [6, 6, 1, 2, 3]);
    card.enterDice('two-pairs', [5, 5, 4, 4, 1]);
  },
};

/**
 * Kniffel in German, with its own rules by default: a second Kniffel goes in its upper box with
 * 50 extra points (here Fünfer: 25 + 50).
 */
export const Kniffel: Story = {
  args: {
    ruleset: 'kniffel',
    players: 'Lena,Jonas',
    lang: 'de',
    'storage-key': 'storybook:scorecard:kniffel',
  },
  play: async ({ canvasElement }) => {
    const card = scorecard(canvasElement);
    await card.updateComplete;
    card.enterDice('kniffel', [5, 5, 5, 5, 5]);
    card.enterDice('full-house', [3, 3, 6, 6, 6]);
    card.enterDice('fives', [5, 5, 5, 5, 5]);
  },
};

/**
 * Maxi Yatzy in Swedish with a linked roller: six dice, 20 boxes, bonus 100 at 84. Sven wrote
 * his roll after one throw, Astrid hers after three: Sven's turn now has two rolls saved, and
 * the turn line and the roller say so.
 */
export const MaxiYatzy: Story = {
  args: {
    ruleset: 'maxi-yatzy',
    players: 'Sven,Astrid',
    lang: 'sv',
    'storage-key': 'storybook:scorecard:maxi',
  },
  render: (args) => {
    fresh(args['storage-key']);
    fresh(`${args['storage-key']}:roller`);
    return html`<div lang=${args.lang}>
      <dice-roller
        id="story-maxi-roller"
        ruleset="maxi-yatzy"
        storage-key=${`${args['storage-key']}:roller`}
      ></dice-roller>
      <yahtzee-scorecard
        ruleset="maxi-yatzy"
        dice-roller="story-maxi-roller"
        players=${args.players}
        storage-key=${args['storage-key']}
      ></yahtzee-scorecard>
    </div>`;
  },
  play: async ({ canvasElement }) => {
    const card = scorecard(canvasElement);
    const roller = canvasElement.querySelector<DiceRoller>('dice-roller')!;
    await card.updateComplete;
    await roller.updateComplete;
    const write = async (faces: number[], rolls: number, box: CategoryId) => {
      const queue = [...faces];
      roller.random = (array) => {
        for (let i = 0; i < array.length; i++) array[i] = (queue.shift() ?? 1) - 1;
        return array;
      };
      for (let i = 0; i < rolls; i++) roller.roll();
      await card.updateComplete;
      card.shadowRoot!.querySelector<HTMLButtonElement>(`button[data-place="${box}"]`)!.click();
      await card.updateComplete;
    };
    // Sven's first roll is a villa: written after one roll, two are saved.
    await write([4, 4, 4, 6, 6, 6], 1, 'villa');
    await write([1, 2, 3, 4, 5, 5, 1, 2, 3, 4, 5, 6, 1, 2, 3, 4, 5, 5], 3, 'small-straight');
  },
};

/** Twenty players: the columns scroll, the box names stay. */
export const TwentyPlayers: Story = {
  args: {
    players: Array.from({ length: 20 }, (_, i) => `Player ${i + 1}`).join(','),
    'storage-key': 'storybook:scorecard:twenty',
  },
};

/** An impossible score typed in: the message shows where the user acted. */
export const ErrorShown: Story = {
  name: 'Error',
  args: { 'storage-key': 'storybook:scorecard:error' },
  play: async ({ canvasElement }) => {
    const card = scorecard(canvasElement);
    await card.updateComplete;
    card.shadowRoot!.querySelector<HTMLButtonElement>('button.cell[data-box="threes"]')!.click();
    await card.updateComplete;
    card.shadowRoot!.querySelector<HTMLButtonElement>('button.write-points')!.click();
  },
};

/** A saved game that cannot be restored: the notice, and a fresh game. */
export const CorruptedSave: Story = {
  args: { 'storage-key': 'storybook:scorecard:corrupt' },
  render: (args) => {
    try {
      localStorage.setItem(args['storage-key'], '{"schema":1,"revision":1,"data":{"moves":');
    } catch {
      // Blocked storage: nothing to corrupt.
    }
    return html`<yahtzee-scorecard
      players=${args.players}
      storage-key=${args['storage-key']}
      lang=${args.lang}
    ></yahtzee-scorecard>`;
  },
};
