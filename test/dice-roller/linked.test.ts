// A roller named by a <yahtzee-scorecard>: the card sets `linked` and `gameOver`, writes the roll
// and ends the turn. The roller offers nothing that ends or throws away a turn, says each thing
// once across the pair, rests at game over, and hands focus over where the card expects it.
import { aTimeout, expect, fixture, html } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import '../../src/dice-roller/dice-roller.js';
import '../../src/first-player-picker/first-player-picker.js';
import type { DiceRoller } from '../../src/dice-roller/dice-roller.js';
import type { RulesetId } from '../../src/rules/rulesets.js';
import { loadAdvisor } from '../../src/advisor/client.js';
import { testWorker, tinyGame } from '../advisor/games.js';
import {
  clearKeys,
  dieButtons,
  facesSource,
  liveText,
  newTurnButton,
  pressed,
  rollButton,
  shadow,
} from './helpers.js';

const KEY = 'yw-test:dice-roller-linked:';
/** More faces than any test here uses. */
const plenty = Array.from({ length: 60 }, (_, i) => (i % 6) + 1);

async function roller(linked = true, lang = 'en', faces = plenty): Promise<DiceRoller> {
  const el = await fixture<DiceRoller>(
    html`<dice-roller lang=${lang} storage-key=${KEY} ?linked=${linked}></dice-roller>`,
  );
  el.random = facesSource(faces);
  return el;
}

async function lastRoll(el: DiceRoller): Promise<void> {
  while (el.rollNumber < 3) el.roll();
  await el.updateComplete;
}

const hints = (el: DiceRoller) =>
  [...shadow(el).querySelectorAll('.hint')].map((hint) => hint.textContent!.trim());
/** The buttons other than the dice, by their text (strings: a failed match never prints an element). */
const buttons = (el: DiceRoller) =>
  [...shadow(el).querySelectorAll('button:not(.die)')].map((button) => button.textContent!.trim());
/** Where focus is in the roller: "Roll", "die 1".."die 5", or "nothing". */
const focused = (el: DiceRoller) => {
  const on = shadow(el).activeElement as HTMLElement | null;
  if (!on) return 'nothing';
  return on.dataset.die ? `die ${Number(on.dataset.die) + 1}` : on.textContent!.trim();
};
const hasPreview = (el: DiceRoller) => !!shadow(el).querySelector('[part="preview"]');
const adviceLine = (el: DiceRoller) => shadow(el).querySelector('.advice')?.textContent?.trim();

describe('<dice-roller> linked to a card', () => {
  before(() => emulateMedia({ reducedMotion: 'reduce' }));
  after(() => emulateMedia({ reducedMotion: 'no-preference' }));
  beforeEach(() => clearKeys(KEY));
  afterEach(() => clearKeys(KEY));

  it('reflects linked and game-over as attributes, and reads them back', async () => {
    const el = await roller(false);
    el.linked = true;
    el.gameOver = true;
    await el.updateComplete;
    expect(el.hasAttribute('linked')).to.equal(true);
    expect(el.hasAttribute('game-over')).to.equal(true);
    el.removeAttribute('game-over');
    el.removeAttribute('linked');
    expect(el.gameOver).to.equal(false);
    expect(el.linked).to.equal(false);
  });

  it('has no New turn button, ever; after the last roll it says to write the roll in the card', async () => {
    const el = await roller();
    await expect(el).to.be.accessible();
    el.roll();
    await el.updateComplete;
    expect(buttons(el)).to.deep.equal(['Roll']);
    await lastRoll(el);
    expect(buttons(el)).to.deep.equal(['Roll']);
    expect(rollButton(el).disabled).to.equal(true);
    expect(hints(el)).to.deep.equal(['No rolls left: write this roll in the score card.']);
    expect(shadow(el).textContent).not.to.include('New turn');
    await expect(el).to.be.accessible();
  });

  it('says "write this roll in the score card" in all five languages', async () => {
    const said = {
      en: 'No rolls left: write this roll in the score card.',
      nl: 'Geen worpen meer: vul deze worp in op de scorekaart.',
      sv: 'Inga kast kvar: skriv in kastet i protokollet.',
      de: 'Keine Würfe mehr: diesen Wurf im Spielblock eintragen.',
      fr: 'Plus de lancer\u00a0: notez ce lancer sur la feuille de score.',
    };
    for (const [lang, hint] of Object.entries(said)) {
      const el = await roller(true, lang);
      await lastRoll(el);
      expect(hints(el), lang).to.deep.equal([hint]);
    }
  });

  it('shows New turn again once the card lets go, as a roller never linked does', async () => {
    const el = await roller(false);
    await lastRoll(el);
    expect(buttons(el)).to.deep.equal(['Roll', 'New turn', 'Advice']);
    el.linked = true;
    await el.updateComplete;
    expect(buttons(el)).to.deep.equal(['Roll']);
    el.linked = false;
    await el.updateComplete;
    expect(buttons(el)).to.deep.equal(['Roll', 'New turn', 'Advice']);
    expect(newTurnButton(el)?.classList.contains('suggested')).to.equal(true);
    expect(hints(el)).to.deep.equal(['No rolls left: score this roll, then start a new turn.']);
  });

  it('shows no preview, even with preview on: the card shows the same values', async () => {
    const el = await roller();
    el.preview = true;
    el.roll();
    await el.updateComplete;
    expect(hasPreview(el)).to.equal(false);
    el.linked = false;
    await el.updateComplete;
    expect(hasPreview(el)).to.equal(true);
  });

  it('newTurn() puts nothing in the live region; each roll is said', async () => {
    const el = await roller(true, 'en', [3, 3, 5, 6, 6, 1, 2, 3, 4, 5]);
    el.roll();
    await el.updateComplete;
    expect(liveText(el)).to.equal('Roll 1 of 3: 3, 3, 5, 6, 6');
    el.newTurn(0);
    await el.updateComplete;
    expect(liveText(el)).to.equal('');
    el.roll();
    await el.updateComplete;
    expect(liveText(el)).to.equal('Roll 1 of 3: 1, 2, 3, 4, 5');
  });

  describe('with advice (the card’s toggle drives it)', () => {
    before(async function () {
      this.timeout(20000);
      // Six boxes, solved in milliseconds; the roller finds the table already worked out.
      await loadAdvisor(tinyGame, { worker: testWorker });
    });

    it('has no toggle; marks the dice to keep and says so with rolls left, and nothing after the last roll', async () => {
      const el = await roller(true, 'en', [4, 6, 4, 6, 6, ...plenty]);
      // A game registered for the tests only: not one of the rulesets a page can name.
      el.ruleset = tinyGame.ruleset as RulesetId;
      el.advice = true;
      await el.updateComplete;
      expect(buttons(el)).to.deep.equal(['Roll']);
      el.roll();
      await waitFor(() => /expected/.test(adviceLine(el) ?? ''));
      await el.updateComplete;
      const keep = dieButtons(el).map((die) => die.classList.contains('keep'));
      expect(keep).to.include(true);
      expect(liveText(el)).to.equal(`Roll 1 of 3: 4, 6, 4, 6, 6. ${adviceLine(el)}`);
      el.held = keep;
      el.roll();
      el.roll();
      await el.updateComplete;
      await aTimeout(50);
      await el.updateComplete;
      expect(el.rollNumber).to.equal(3);
      expect(adviceLine(el)).to.equal(undefined);
      expect(shadow(el).textContent).not.to.match(/Score|expected/);
      expect(liveText(el)).to.match(/^Roll 3 of 3: [\d, ]+$/);
      // The same roller on its own says the best box.
      el.linked = false;
      await waitFor(() => /^Score/.test(adviceLine(el) ?? ''));
      expect(buttons(el)).to.deep.equal(['Roll', 'New turn', 'Advice']);
    });
  });

  describe('at game over', () => {
    it('rests the dice: Roll disabled, holds off, a line says so, roll() throws', async () => {
      const el = await roller();
      el.roll();
      el.gameOver = true;
      await el.updateComplete;
      expect(rollButton(el).disabled).to.equal(true);
      expect(dieButtons(el).every((die) => die.getAttribute('aria-disabled') === 'true')).to.equal(
        true,
      );
      expect(hints(el)).to.deep.equal(['The game is over: start a new game on the score card.']);
      expect(() => el.roll()).to.throw(
        Error,
        'The game is over: start a new game on the score card.',
      );
      expect(() => el.toggleHold(0)).to.throw('The game is over');
      dieButtons(el)[0]!.click();
      await el.updateComplete;
      expect(pressed(el)).to.deep.equal([false, false, false, false, false]);
      expect(el.rollNumber).to.equal(1);
      await expect(el).to.be.accessible();
    });

    it('says so in Dutch', async () => {
      const el = await roller(true, 'nl');
      el.gameOver = true;
      await el.updateComplete;
      const message = 'Het spel is afgelopen: begin een nieuw spel op de scorekaart.';
      expect(hints(el)).to.deep.equal([message]);
      expect(() => el.roll()).to.throw(Error, message);
    });

    it('ignores R, and lets it go on untouched', async () => {
      const el = await roller();
      el.gameOver = true;
      await el.updateComplete;
      let rolls = 0;
      el.addEventListener('dice-roll', () => rolls++);
      dieButtons(el)[0]!.focus();
      expect(await heardOutside(el, ['r'])).to.deep.equal([['r', false]]);
      await el.updateComplete;
      expect(rolls).to.equal(0);
      expect(el.rollNumber).to.equal(0);
    });

    it('wakes when gameOver is set back: Roll enabled, a fresh turn from the card rolls', async () => {
      const el = await roller(true, 'en', [2, 2, 2, 2, 2, 1, 2, 3, 4, 5]);
      el.roll();
      el.gameOver = true;
      await el.updateComplete;
      expect(rollButton(el).disabled).to.equal(true);
      el.gameOver = false;
      el.newTurn(0);
      await el.updateComplete;
      expect(rollButton(el).disabled).to.equal(false);
      expect(hints(el)).to.deep.equal([]);
      expect(el.roll()).to.deep.equal([1, 2, 3, 4, 5]);
      await el.updateComplete;
      expect(dieButtons(el)[0]!.getAttribute('aria-disabled')).to.equal('false');
    });
  });

  describe('keyboard and focus', () => {
    it('R rolls and 1–5 hold; after the last roll focus is on a die; S goes out untouched', async () => {
      const el = await roller(true, 'en', [6, 6, 1, 2, 3, 4, 5, 6, 6, 6, 6]);
      rollButton(el).focus();
      await sendKeys({ press: 'r' });
      await el.updateComplete;
      await sendKeys({ press: '1' });
      await sendKeys({ press: '2' });
      await el.updateComplete;
      expect(pressed(el)).to.deep.equal([true, true, false, false, false]);
      await aTimeout(300);
      await sendKeys({ press: 'r' });
      await aTimeout(300);
      await sendKeys({ press: 'r' });
      await el.updateComplete;
      expect(el.values).to.deep.equal([6, 6, 6, 6, 6]);
      expect(el.rollNumber).to.equal(3);
      expect(focused(el)).to.equal('die 1');
      await expect(el).to.be.accessible();

      // The card listens on the document for "S" pressed in the roller.
      expect(await heardOutside(el, ['s', 'S'])).to.deep.equal([
        ['s', false],
        ['S', false],
      ]);
    });

    it('focus() lands on Roll when it is enabled, else on the current die', async () => {
      const el = await roller();
      el.focus();
      expect(focused(el)).to.equal('Roll');
      el.roll();
      el.roll();
      el.roll();
      // Called before the roll is drawn: the die once Roll is disabled.
      el.focus();
      await el.updateComplete;
      expect(focused(el)).to.equal('die 1');
      dieButtons(el)[3]!.focus();
      (document.activeElement as HTMLElement).blur();
      el.focus();
      expect(focused(el)).to.equal('die 4');
      // The card writes the roll, starts the next turn and gives the roller focus.
      el.newTurn(0);
      el.focus();
      await el.updateComplete;
      expect(focused(el)).to.equal('Roll');
    });
  });

  describe('print', () => {
    it('prints as nothing, with the picker: they are controls, the card prints itself', async () => {
      const wrapper = await fixture<HTMLDivElement>(
        html`<div>
          <dice-roller storage-key=${KEY}></dice-roller>
          <first-player-picker storage-key=${`${KEY}picker`}></first-player-picker>
        </div>`,
      );
      const hosts = [...wrapper.children] as HTMLElement[];
      expect(hosts.map((host) => getComputedStyle(host).display)).to.deep.equal(['block', 'block']);
      await emulateMedia({ media: 'print' });
      try {
        expect(hosts.map((host) => getComputedStyle(host).display)).to.deep.equal(['none', 'none']);
      } finally {
        // Back to the screen, with the reduced motion the other tests expect.
        await emulateMedia({ media: 'screen', reducedMotion: 'reduce' });
      }
    });
  });
});

/**
 * Presses `keys` with the real keyboard; what a listener on the document heard from the roller:
 * each key and whether the roller had taken it (defaultPrevented).
 */
async function heardOutside(el: DiceRoller, keys: string[]): Promise<[string, boolean][]> {
  const heard: [string, boolean][] = [];
  const listen = (event: KeyboardEvent) => {
    if (event.target === el) heard.push([event.key, event.defaultPrevented]);
  };
  document.addEventListener('keydown', listen);
  try {
    for (const key of keys) await sendKeys({ press: key });
  } finally {
    document.removeEventListener('keydown', listen);
  }
  return heard;
}

/** Waits until `done()` holds, for at most two seconds. */
async function waitFor(done: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !done(); i++) await aTimeout(20);
  expect(done(), 'waited two seconds').to.equal(true);
}
