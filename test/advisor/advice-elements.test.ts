// Advice in the elements: <dice-roller advice> marks the dice to keep, <yahtzee-scorecard advice>
// ranks the boxes, both say why and announce it; a toggle switches it. Real Yahtzee (the forced
// joker, the elements' default) solved once for the file in the test worker, or read from
// IndexedDB; the elements then find it there.
import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import '../../src/dice-roller/dice-roller.js';
import '../../src/yahtzee-scorecard/yahtzee-scorecard.js';
import type { DiceRoller } from '../../src/dice-roller/dice-roller.js';
import type { YahtzeeScorecard } from '../../src/yahtzee-scorecard/yahtzee-scorecard.js';
import { diceAdvice, scoreAdvice } from '../../src/advisor/advice.js';
import { loadAdvisor } from '../../src/advisor/client.js';
import type { Strategy } from '../../src/advisor/index.js';
import type { Dice, Sheet } from '../../src/rules/index.js';
import { emptySheet } from '../../src/rules/index.js';
import { clearKeys, facesSource } from '../dice-roller/helpers.js';
import { elevenGame, testWorker } from './games.js';
import { clearCache, until } from './helpers.js';

const prefix = 'yw-test:advice-elements:';
const yahtzee = { ruleset: 'yahtzee' };

const within = (el: Element) => el.shadowRoot!;
const textOf = (node: Element | null | undefined) =>
  (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
const toggle = (el: Element) =>
  within(el).querySelector<HTMLButtonElement>('button.advice-toggle')!;
const adviceLine = (el: Element) => textOf(within(el).querySelector('.advice'));
const live = (el: Element) => textOf(within(el).querySelector('[aria-live="polite"]'));
const dice = (roller: DiceRoller) => [...within(roller).querySelectorAll('button.die')];
const marked = (roller: DiceRoller) => dice(roller).map((die) => die.classList.contains('keep'));

async function roller(faces: number[], attributes = 'advice'): Promise<DiceRoller> {
  const el = await fixture<DiceRoller>(
    html`<dice-roller lang="en" storage-key=${`${prefix}roller`}></dice-roller>`,
  );
  for (const name of attributes.split(' ').filter(Boolean)) el.setAttribute(name, '');
  el.random = facesSource(faces);
  await el.updateComplete;
  return el;
}

/** Waits for the advice to show: the module's import and the table are promises away. */
async function adviceShown(el: DiceRoller | YahtzeeScorecard, match = /expected/): Promise<void> {
  await until(() => match.test(adviceLine(el)));
  await el.updateComplete;
}

describe('advice in the elements', () => {
  let strategy: Strategy;

  before(async function () {
    this.timeout(60000);
    await emulateMedia({ reducedMotion: 'reduce' });
    strategy = await loadAdvisor(yahtzee, { worker: testWorker });
  });
  after(() => emulateMedia({ reducedMotion: 'no-preference' }));
  beforeEach(() => clearKeys(prefix));
  afterEach(() => clearKeys(prefix));

  describe('<dice-roller advice>', () => {
    it('is off by default: a toggle, not pressed, no advice, nothing loaded', async () => {
      const el = await roller([4, 6, 4, 6, 6], '');
      await expect(el).to.be.accessible();
      expect(el.advice).to.equal(false);
      expect(toggle(el).getAttribute('aria-pressed')).to.equal('false');
      el.roll();
      await el.updateComplete;
      expect(marked(el)).to.deep.equal([false, false, false, false, false]);
      expect(adviceLine(el)).to.equal('');
    });

    it('marks the dice to keep after a roll (44666: the 666), says why and announces it', async () => {
      const el = await roller([4, 6, 4, 6, 6]);
      expect(el.hasAttribute('advice')).to.equal(true);
      expect(toggle(el).getAttribute('aria-pressed')).to.equal('true');
      el.roll();
      await adviceShown(el);
      const advice = diceAdvice(strategy, emptySheet(), [4, 6, 4, 6, 6], 2, 'en');
      expect(adviceLine(el)).to.equal(advice.text);
      expect(adviceLine(el)).to.match(/^Keep the three 6s: expected \d{3}\.\d$/);
      expect(marked(el)).to.deep.equal([false, true, false, true, true]);
      expect(dice(el)[1].getAttribute('part')).to.equal('die die-keep');
      expect(dice(el)[1].getAttribute('aria-label')).to.equal('Die 2: six, keep');
      expect(dice(el)[0].getAttribute('aria-label')).to.equal('Die 1: four');
      expect(live(el)).to.equal(`Roll 1 of 3: 4, 6, 4, 6, 6. ${advice.text}`);
      await expect(el).to.be.accessible();
    });

    it('follows the holds: the next roll is advised from what it shows', async () => {
      const el = await roller([4, 6, 4, 6, 6, 1, 6]);
      el.roll();
      await adviceShown(el);
      [1, 3, 4].forEach((i) => el.toggleHold(i));
      el.roll(); // 4 6 1 6 6 → then 6 6 6 with a 1 and a 6: four 6s
      await el.updateComplete;
      const shown: Dice = [1, 6, 6, 6, 6];
      const advice = diceAdvice(strategy, emptySheet(), el.values, 1, 'en', el.held);
      expect(el.values).to.have.members(shown);
      expect(adviceLine(el)).to.equal(advice.text);
      expect(adviceLine(el)).to.match(/^Keep the four 6s/);
      expect(marked(el)).to.deep.equal(advice.keep);
    });

    it('after the last roll, says the best box instead', async () => {
      const el = await roller([3, 3, 3, 4, 4, 3, 3, 3, 4, 4, 3, 3, 3, 4, 4]);
      for (let i = 0; i < 3; i++) el.roll();
      await adviceShown(el, /^Score/);
      const best = scoreAdvice(strategy, emptySheet(), [3, 3, 3, 4, 4], 'en');
      expect(adviceLine(el)).to.equal(best.text);
      expect(marked(el)).to.deep.equal([false, false, false, false, false]);
    });

    it('switched off by its toggle, with the keyboard: the advice goes, and comes back', async () => {
      const el = await roller([4, 6, 4, 6, 6]);
      el.roll();
      await adviceShown(el);
      toggle(el).focus();
      await sendKeys({ press: 'Enter' });
      await el.updateComplete;
      expect(el.advice).to.equal(false);
      expect(el.hasAttribute('advice')).to.equal(false);
      expect(toggle(el).getAttribute('aria-pressed')).to.equal('false');
      expect(marked(el)).to.deep.equal([false, false, false, false, false]);
      expect(adviceLine(el)).to.equal('');
      expect(live(el)).to.equal('Roll 1 of 3: 4, 6, 4, 6, 6');
      await expect(el).to.be.accessible();
      await sendKeys({ press: 'Space' });
      await adviceShown(el);
      expect(el.advice).to.equal(true);
      expect(marked(el)).to.deep.equal([false, true, false, true, true]);
    });

    it('a turn restored on a reload is advised, and said without an empty sentence before it', async () => {
      const first = await roller([4, 6, 4, 6, 6]);
      first.roll();
      await first.updateComplete;
      first.remove();
      // The same storage key: the roll comes back, with nothing announced of its own.
      const el = await roller([]);
      expect(el.values).to.deep.equal([4, 6, 4, 6, 6]);
      await adviceShown(el);
      expect(live(el)).to.equal(adviceLine(el));
      expect(live(el)).to.match(/^Keep/);
    });

    it('speaks the page language', async () => {
      const el = await roller([4, 6, 4, 6, 6]);
      el.lang = 'sv';
      el.roll();
      await adviceShown(el, /förväntat/);
      expect(adviceLine(el)).to.match(/^Spara de tre sexorna: förväntat \d{3},\d$/);
      expect(dice(el)[1].getAttribute('aria-label')).to.match(/, spara$/);
    });
  });

  describe('<yahtzee-scorecard advice>', () => {
    // A card's last save (under the key's lock) is done before the next test's card: a save
    // reaches every card of the page on its key, and would clear the next one's typed dice.
    afterEach(() => navigator.locks.request(`${prefix}card`, () => undefined));

    async function card(attributes = 'advice'): Promise<YahtzeeScorecard> {
      const el = await fixture<YahtzeeScorecard>(
        html`<yahtzee-scorecard
          lang="en"
          players="Anna"
          storage-key=${`${prefix}card`}
        ></yahtzee-scorecard>`,
      );
      for (const name of attributes.split(' ').filter(Boolean)) el.setAttribute(name, '');
      await el.updateComplete;
      return el;
    }

    async function typeDice(el: YahtzeeScorecard, typed: string): Promise<void> {
      const field = within(el).querySelector<HTMLInputElement>('#dice')!;
      field.value = typed;
      field.dispatchEvent(new Event('input'));
      await el.updateComplete;
    }

    const places = (el: YahtzeeScorecard) => [
      ...within(el).querySelectorAll<HTMLButtonElement>('button[data-place]'),
    ];

    it('is off by default: a toggle, not pressed, no expected totals', async () => {
      const el = await card('');
      await typeDice(el, '33344');
      await expect(el).to.be.accessible();
      expect(toggle(el).getAttribute('aria-pressed')).to.equal('false');
      expect(within(el).querySelectorAll('.expected')).to.have.length(0);
      expect(adviceLine(el)).to.equal('');
    });

    it('ranks the boxes of a typed roll: each choice its expected total, the best marked', async () => {
      const el = await card();
      await typeDice(el, '33344');
      await adviceShown(el);
      const advice = scoreAdvice(strategy, emptySheet(), [3, 3, 3, 4, 4], 'en');
      expect(adviceLine(el)).to.equal(advice.text);
      for (const place of places(el)) {
        const choice = advice.boxes.find((box) => box.category === place.dataset.place)!;
        expect(textOf(place.querySelector('.expected')), choice.category).to.equal(choice.text);
        expect(choice.text).to.equal(`expected ${choice.expectedText}`);
        expect(place.classList.contains('best'), choice.category).to.equal(
          choice.category === advice.best,
        );
      }
      expect(places(el).filter((place) => place.classList.contains('best'))).to.have.length(1);
      expect(live(el)).to.include(advice.text);
      await expect(el).to.be.accessible();
    });

    it('advises on the current player’s sheet', async () => {
      const el = await card();
      await typeDice(el, '33344');
      await adviceShown(el);
      places(el)
        .find((place) => place.dataset.place === 'full-house')!
        .click();
      await el.updateComplete;
      await typeDice(el, '66612');
      await adviceShown(el);
      const sheet: Sheet = { scores: { 'full-house': 25 }, yahtzeeBonus: 0 };
      expect(adviceLine(el)).to.equal(scoreAdvice(strategy, sheet, [6, 6, 6, 1, 2], 'en').text);
    });

    it('switched off by its toggle: the totals and the sentence go', async () => {
      const el = await card();
      await typeDice(el, '33344');
      await adviceShown(el);
      toggle(el).focus();
      await sendKeys({ press: 'Space' });
      await el.updateComplete;
      expect(el.advice).to.equal(false);
      expect(toggle(el).getAttribute('aria-pressed')).to.equal('false');
      expect(within(el).querySelectorAll('.expected, .best')).to.have.length(0);
      expect(adviceLine(el)).to.equal('');
      await expect(el).to.be.accessible();
    });
  });

  /** A roller with advice and Anna's card linked to it, on keys and an id of their own (`name`). */
  async function linkedPair(name: string) {
    const wrapper = await fixture<HTMLDivElement>(
      html`<div lang="en">
        <dice-roller
          id=${`${name}-roller`}
          advice
          storage-key=${`${prefix}${name}-roller`}
        ></dice-roller>
        <yahtzee-scorecard
          advice
          players="Anna"
          dice-roller=${`${name}-roller`}
          storage-key=${`${prefix}${name}-card`}
        ></yahtzee-scorecard>
      </div>`,
    );
    return {
      linked: wrapper.querySelector('dice-roller')!,
      el: wrapper.querySelector('yahtzee-scorecard')!,
    };
  }

  describe('a card linked to a roller', () => {
    it('gives the roller the current player’s sheet', async () => {
      const { linked, el } = await linkedPair('linked');
      linked.random = facesSource([3, 3, 3, 4, 4, 4, 6, 4, 6, 6]);
      linked.roll();
      await adviceShown(linked);
      // The card's first render may still wait for its later file (under load): its places come then.
      const place = () =>
        within(el).querySelector<HTMLButtonElement>('button[data-place="full-house"]');
      await until(() => !!place());
      place()!.click();
      await el.updateComplete;
      linked.roll();
      await linked.updateComplete;
      const sheet: Sheet = { scores: { 'full-house': 25 }, yahtzeeBonus: 0 };
      const advice = diceAdvice(strategy, sheet, [4, 6, 4, 6, 6], 2, 'en');
      await until(() => adviceLine(linked) === advice.text);
      expect(advice.text).not.to.equal(
        diceAdvice(strategy, emptySheet(), [4, 6, 4, 6, 6], 2, 'en').text,
      );
      await expect(linked).to.be.accessible();
    });
  });

  describe('a card linked to a roller, the roll not final', () => {
    it('names no box before the last roll, where the roller says which dice to keep; after it, the best box', async () => {
      const { linked, el } = await linkedPair('final');
      // A first turn of three rolls: at its last the card names the best box (its advice is there).
      linked.random = facesSource([
        ...[1, 2, 3, 4, 6],
        ...[1, 2, 3, 4, 6],
        ...[1, 2, 3, 4, 6],
        // The second turn: 4 4 6 6 6, then the two 4s again, twice.
        ...[4, 4, 6, 6, 6, 4, 4, 4, 4],
      ]);
      for (let roll = 0; roll < 3; roll++) linked.roll();
      await adviceShown(el, /^Score/);
      within(el).querySelector<HTMLButtonElement>('button[data-place].best')!.click();
      await el.updateComplete;
      await linked.updateComplete;
      linked.roll();
      await adviceShown(linked);
      expect(adviceLine(linked)).to.match(/^Keep the three 6s: expected/);
      await el.updateComplete;
      // Before, the card rang Full house ("Score 25 in Full house") beside the roller's "Keep the three 6s".
      expect(within(el).querySelectorAll('.best, .expected')).to.have.length(0);
      expect(adviceLine(el)).not.to.match(/^Score/);
      expect(live(el)).not.to.match(/Score/);
      linked.toggleHold(2);
      linked.toggleHold(3);
      linked.toggleHold(4);
      linked.roll();
      linked.roll();
      await linked.updateComplete;
      await adviceShown(el, /^Score/);
      expect(within(el).querySelectorAll('.best')).to.have.length(1);
      await expect(el).to.be.accessible();
    });
  });

  describe('while the table is worked out', () => {
    before(clearCache);

    it('the roller shows the progress, then the advice', async function () {
      this.timeout(20000);
      const el = await roller([1, 1, 1, 2, 3], '');
      el.setAttribute('ruleset', elevenGame.ruleset);
      el.advice = true;
      el.roll();
      await until(() => /^Working out the best play: \d+%$/.test(adviceLine(el)));
      await expect(el).to.be.accessible();
      await adviceShown(el);
      expect(adviceLine(el)).to.match(/^Keep /);
    });
  });
});
