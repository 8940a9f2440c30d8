import { aTimeout, expect, fixture, html, oneEvent } from '@open-wc/testing';
import { emulateMedia, setViewport } from '@web/test-runner-commands';
import '../../src/dice-roller/dice-roller.js';
import type { DiceRoller } from '../../src/dice-roller/dice-roller.js';
import { RuleError } from '../../src/rules/rule-error.js';
import {
  clearKeys,
  counterText,
  dieButtons,
  dieNames,
  facesSource,
  liveText,
  newTurnButton,
  pipCounts,
  pressed,
  rollButton,
  shadow,
} from './helpers.js';

const KEY = 'yw-test:dice-roller-turn:';

async function roller(faces: number[] = [], attrs = ''): Promise<DiceRoller> {
  const el = await fixture<DiceRoller>(html`<dice-roller storage-key=${KEY}></dice-roller>`);
  for (const attr of attrs.split(' ').filter(Boolean)) {
    const [name, value = ''] = attr.split('=');
    el.setAttribute(name!, value);
  }
  el.random = facesSource(faces);
  await el.updateComplete;
  return el;
}

describe('<dice-roller>', () => {
  before(() => emulateMedia({ reducedMotion: 'reduce' }));
  after(() => emulateMedia({ reducedMotion: 'no-preference' }));
  beforeEach(() => clearKeys(KEY));
  afterEach(() => clearKeys(KEY));

  describe('accessibility (axe)', () => {
    it('before the first roll', async () => {
      const el = await roller();
      await expect(el).to.be.accessible();
    });

    it('after a roll', async () => {
      const el = await roller([1, 2, 3, 4, 5]);
      el.roll();
      await el.updateComplete;
      await expect(el).to.be.accessible();
    });

    it('with held dice', async () => {
      const el = await roller([6, 6, 2, 3, 6]);
      el.roll();
      el.toggleHold(0);
      el.toggleHold(1);
      await el.updateComplete;
      await expect(el).to.be.accessible();
    });

    it('after the last roll', async () => {
      const el = await roller([1, 2, 3, 4, 5, 6, 6, 6, 6, 6, 1, 1, 1, 1, 1]);
      el.roll();
      el.roll();
      el.roll();
      await el.updateComplete;
      await expect(el).to.be.accessible();
    });

    it('with the preview', async () => {
      const el = await roller([3, 3, 3, 5, 5], 'preview ruleset=yahtzee');
      el.roll();
      await el.updateComplete;
      expect(shadow(el).querySelector('table')).to.exist;
      await expect(el).to.be.accessible();
    });

    it('in Dutch with a storage notice', async () => {
      localStorage.setItem(KEY, 'broken');
      const el = await fixture<DiceRoller>(
        html`<div lang="nl"><dice-roller storage-key=${KEY}></dice-roller></div>`,
      );
      await expect(el).to.be.accessible();
    });
  });

  describe('a turn', () => {
    it('starts with blank dice that cannot be held, and 3 rolls to go', async () => {
      const el = await roller();
      expect(el.values).to.deep.equal([]);
      expect(el.held).to.deep.equal([false, false, false, false, false]);
      expect(el.rollNumber).to.equal(0);
      expect(pipCounts(el)).to.deep.equal([0, 0, 0, 0, 0]);
      expect(dieNames(el)[2]).to.equal('Die 3: not rolled yet');
      expect(dieButtons(el).every((b) => b.getAttribute('aria-disabled') === 'true')).to.be.true;
      expect(counterText(el)).to.equal('3 rolls this turn');
      expect(rollButton(el).disabled).to.be.false;
      expect(newTurnButton(el)).to.equal(null);
      expect(() => el.toggleHold(0)).to.throw('Roll first');
    });

    it('first roll throws all five dice, draws their pips, names them and says the roll', async () => {
      const el = await roller([3, 3, 5, 6, 6]);
      const heard = oneEvent(el, 'dice-roll');
      const returned = el.roll();
      const event = await heard;
      expect(returned).to.deep.equal([3, 3, 5, 6, 6]);
      expect(event.detail).to.deep.equal({
        values: [3, 3, 5, 6, 6],
        held: [false, false, false, false, false],
        rollNumber: 1,
        rollsLeft: 2,
      });
      expect(event.bubbles && event.composed).to.be.true;
      await el.updateComplete;
      expect(el.values).to.deep.equal([3, 3, 5, 6, 6]);
      expect(pipCounts(el)).to.deep.equal([3, 3, 5, 6, 6]);
      expect(dieNames(el)).to.deep.equal([
        'Die 1: three',
        'Die 2: three',
        'Die 3: five',
        'Die 4: six',
        'Die 5: six',
      ]);
      expect(counterText(el)).to.equal('Roll 1 of 3');
      expect(liveText(el)).to.equal('Roll 1 of 3: 3, 3, 5, 6, 6');
      expect(dieButtons(el).every((b) => b.getAttribute('aria-disabled') === 'false')).to.be.true;
      expect(newTurnButton(el)).to.exist;
    });

    it('held dice keep their faces; the others are thrown again', async () => {
      const el = await roller([6, 2, 6, 1, 4, /* second roll: */ 5, 3, 6]);
      el.roll();
      el.toggleHold(0);
      el.toggleHold(2);
      await el.updateComplete;
      expect(pressed(el)).to.deep.equal([true, false, true, false, false]);
      expect(dieNames(el)[0]).to.equal('Die 1: six, held');
      expect(shadow(el).querySelectorAll('.held-tag')[0]!.textContent).to.equal('held');

      const heard = oneEvent(el, 'dice-roll');
      expect(el.roll()).to.deep.equal([6, 5, 6, 3, 6]);
      expect((await heard).detail).to.deep.equal({
        values: [6, 5, 6, 3, 6],
        held: [true, false, true, false, false],
        rollNumber: 2,
        rollsLeft: 1,
      });
      await el.updateComplete;
      expect(pipCounts(el)).to.deep.equal([6, 5, 6, 3, 6]);
      expect(counterText(el)).to.equal('Roll 2 of 3');
      expect(liveText(el)).to.equal('Roll 2 of 3: 6, 5, 6, 3, 6');
    });

    it('a die held earlier may be released and thrown again', async () => {
      const el = await roller([2, 2, 4, 5, 1, /* 2nd */ 6, 6, 3, /* 3rd */ 4, 4, 4, 4]);
      el.roll();
      el.toggleHold(0);
      el.toggleHold(1);
      el.roll(); // [2, 2, 6, 6, 3]
      expect(el.values).to.deep.equal([2, 2, 6, 6, 3]);
      // Change of plan: release the twos, keep the sixes.
      const heard = oneEvent(el, 'dice-hold');
      el.toggleHold(0);
      expect((await heard).detail).to.deep.equal({ held: [false, true, false, false, false] });
      el.toggleHold(1);
      el.toggleHold(2);
      el.toggleHold(3);
      expect(el.held).to.deep.equal([false, false, true, true, false]);
      expect(el.roll()).to.deep.equal([4, 4, 6, 6, 4]);
    });

    it('after the last roll: Roll disabled, holding off, New turn offered; roll() throws', async () => {
      const el = await roller([1, 2, 3, 4, 5, 6, 6, 6, 6, 6, 5, 5, 5, 5, 5]);
      el.roll();
      el.roll();
      const last = oneEvent(el, 'dice-roll');
      el.roll();
      expect((await last).detail.rollsLeft).to.equal(0);
      await el.updateComplete;
      expect(counterText(el)).to.equal('Roll 3 of 3');
      expect(rollButton(el).disabled).to.be.true;
      expect(newTurnButton(el)!.classList.contains('suggested')).to.be.true;
      expect(shadow(el).textContent).to.contain(
        'No rolls left: score this roll, then start a new turn.',
      );
      expect(dieButtons(el).every((b) => b.getAttribute('aria-disabled') === 'true')).to.be.true;
      expect(() => el.roll()).to.throw(Error, 'No rolls left this turn');
      expect(() => el.toggleHold(0)).to.throw('No rolls left this turn');
      expect(el.values).to.deep.equal([5, 5, 5, 5, 5]);
      expect(el.rollNumber).to.equal(3);
    });

    it('newTurn() starts over and emits dice-new-turn', async () => {
      const el = await roller([1, 2, 3, 4, 5, 6, 6, 6, 6, 6]);
      el.roll();
      el.toggleHold(4);
      const heard = oneEvent(el, 'dice-new-turn');
      el.newTurn();
      expect((await heard).detail).to.deep.equal({});
      await el.updateComplete;
      expect(el.values).to.deep.equal([]);
      expect(el.held).to.deep.equal([false, false, false, false, false]);
      expect(el.rollNumber).to.equal(0);
      expect(counterText(el)).to.equal('3 rolls this turn');
      expect(liveText(el)).to.equal('New turn.');
      expect(el.roll()).to.deep.equal([6, 6, 6, 6, 6]);
    });

    it('honours rolls="2" and validates odd attributes with a warning', async () => {
      const warnings: string[] = [];
      const warn = console.warn;
      console.warn = (message: string) => warnings.push(message);
      try {
        const el = await roller([1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3], 'rolls=2');
        el.roll();
        el.roll();
        expect(() => el.roll()).to.throw('No rolls left this turn');
        await el.updateComplete;
        expect(counterText(el)).to.equal('Roll 2 of 2');

        el.setAttribute('dice', '7');
        el.setAttribute('rolls', 'lots');
        await el.updateComplete;
        expect(dieButtons(el)).to.have.length(5);
        // Back to 3 rolls: the turn goes on with one more.
        expect(counterText(el)).to.equal('Roll 2 of 3');
        expect(rollButton(el).disabled).to.be.false;
        expect(warnings.some((w) => w.includes('dice="7"'))).to.be.true;
        expect(warnings.some((w) => w.includes('rolls="lots"'))).to.be.true;
      } finally {
        console.warn = warn;
      }
    });

    it('plays Yahtzee again without a warning once its ruleset attribute is removed', async () => {
      const warnings: string[] = [];
      const warn = console.warn;
      console.warn = (message: string) => warnings.push(message);
      try {
        const el = await roller([1, 2, 3, 4, 5, 6], 'ruleset=maxi-yatzy');
        await el.updateComplete;
        expect(dieButtons(el)).to.have.length(6);
        el.removeAttribute('ruleset');
        await el.updateComplete;
        // Later files may still be coming: the warnings are said once they have.
        await aTimeout(50);
        expect(dieButtons(el)).to.have.length(5);
        expect(counterText(el)).to.equal('3 rolls this turn');
        expect(warnings).to.deep.equal([]);
        await expect(el).to.be.accessible();
      } finally {
        console.warn = warn;
      }
    });

    it('keeps a roll made right after a ruleset change, before the update: it was made under the new rules', async () => {
      const el = await roller([1, 2, 3, 4, 5, 2, 2, 2, 2, 2, 2]);
      el.roll();
      await el.updateComplete;
      el.setAttribute('ruleset', 'maxi-yatzy');
      el.roll();
      await el.updateComplete;
      expect(el.values).to.deep.equal([2, 2, 2, 2, 2, 2]);
      expect(el.rollNumber).to.equal(1);
      // A change with no roll after it starts the new game's own turn.
      el.setAttribute('ruleset', 'yahtzee');
      await el.updateComplete;
      expect(el.rollNumber).to.equal(0);
      expect(el.values).to.deep.equal([]);
    });

    it('rolls six dice with dice="6"', async () => {
      const el = await roller([1, 2, 3, 4, 5, 6], 'dice=6');
      expect(dieButtons(el)).to.have.length(6);
      expect(el.roll()).to.deep.equal([1, 2, 3, 4, 5, 6]);
      await el.updateComplete;
      expect(pipCounts(el)).to.deep.equal([1, 2, 3, 4, 5, 6]);
      expect(dieNames(el)[5]).to.equal('Die 6: six');
      expect(shadow(el).textContent).to.contain('keys 1–6');
    });

    it('toggleHold with an index that is not a die is a RangeError', async () => {
      const el = await roller([1, 2, 3, 4, 5]);
      el.roll();
      expect(() => el.toggleHold(5)).to.throw(RangeError);
      expect(() => el.toggleHold(-1)).to.throw(RangeError);
      expect(() => el.toggleHold(1.5)).to.throw(RangeError);
    });

    it('property sets change the dice without events', async () => {
      const el = await roller();
      let events = 0;
      for (const type of ['dice-roll', 'dice-hold', 'dice-new-turn'])
        el.addEventListener(type, () => events++);
      el.values = [4, 4, 4, 2, 2];
      el.held = [true, true, true, false, false];
      el.rollNumber = 2;
      await el.updateComplete;
      expect(events).to.equal(0);
      expect(pipCounts(el)).to.deep.equal([4, 4, 4, 2, 2]);
      expect(pressed(el)).to.deep.equal([true, true, true, false, false]);
      expect(counterText(el)).to.equal('Roll 2 of 3');
      el.rollNumber = 0;
      await el.updateComplete;
      expect(el.values).to.deep.equal([]);
      expect(events).to.equal(0);
    });

    it('ignores invalid property values with a warning', async () => {
      const el = await roller();
      const warn = console.warn;
      let warned = 0;
      console.warn = () => warned++;
      try {
        el.values = [1, 2, 3] as never;
        el.values = [0, 1, 2, 3, 4] as never;
        el.held = [true];
        el.rollNumber = 9;
      } finally {
        console.warn = warn;
      }
      expect(warned).to.equal(4);
      expect(el.values).to.deep.equal([]);
      expect(el.rollNumber).to.equal(0);
    });
  });

  describe('preview', () => {
    it('lists what the dice are worth in each Yahtzee box', async () => {
      const el = await roller([3, 3, 3, 5, 5], 'preview ruleset=yahtzee');
      expect(shadow(el).querySelector('table')).to.equal(null);
      el.roll();
      await el.updateComplete;
      const rows = [...shadow(el).querySelectorAll('tbody tr')].map((row) => [
        row.querySelector('th')!.textContent!.trim(),
        row.querySelector('td')!.textContent!.trim(),
      ]);
      expect(rows).to.deep.equal([
        ['Aces', '0'],
        ['Twos', '0'],
        ['Threes', '9'],
        ['Fours', '0'],
        ['Fives', '10'],
        ['Sixes', '0'],
        ['3 of a kind', '19'],
        ['4 of a kind', '0'],
        ['Full house', '25'],
        ['Small straight', '0'],
        ['Large straight', '0'],
        ['Yahtzee', '0'],
        ['Chance', '19'],
      ]);
      expect(shadow(el).querySelector('caption')!.textContent!.trim()).to.equal(
        'What these dice are worth',
      );
    });

    it('follows the Yatzy rules with ruleset="yatzy"', async () => {
      const el = await roller([3, 3, 3, 5, 5], 'preview ruleset=yatzy');
      el.roll();
      await el.updateComplete;
      const points = (category: string) =>
        shadow(el).querySelector(`tr[data-category="${category}"] td`)!.textContent!.trim();
      expect(points('one-pair')).to.equal('10');
      expect(points('three-of-a-kind')).to.equal('9');
      expect(points('full-house')).to.equal('19');
      expect(shadow(el).querySelectorAll('tbody tr')).to.have.length(15);
    });

    it('is not shown without the preview attribute, with six dice, or with an unknown ruleset', async () => {
      const plain = await roller([1, 2, 3, 4, 5], 'ruleset=yahtzee');
      plain.roll();
      const maxi = await roller([1, 2, 3, 4, 5, 6], 'preview dice=6');
      maxi.roll();
      const warn = console.warn;
      console.warn = () => undefined;
      let unknown: DiceRoller;
      try {
        unknown = await roller([1, 2, 3, 4, 5], 'preview ruleset=yacht');
        unknown.roll();
      } finally {
        console.warn = warn;
      }
      for (const el of [plain, maxi, unknown]) {
        await el.updateComplete;
        expect(shadow(el).querySelector('table')).to.equal(null);
      }
    });
  });

  describe('language', () => {
    it('speaks Dutch from a parent lang attribute and switches when it changes', async () => {
      const wrapper = await fixture<HTMLDivElement>(
        html`<div lang="nl"><dice-roller storage-key=${KEY}></dice-roller></div>`,
      );
      const el = wrapper.querySelector('dice-roller')!;
      el.random = facesSource([3, 3, 5, 6, 6, 2]);
      await el.updateComplete;
      expect(counterText(el)).to.equal('3 worpen deze beurt');
      expect(rollButton(el).textContent!.trim()).to.equal('Gooi');
      el.roll();
      el.toggleHold(2);
      await el.updateComplete;
      expect(counterText(el)).to.equal('Worp 1 van 3');
      expect(liveText(el)).to.equal('Worp 1 van 3: 3, 3, 5, 6, 6');
      expect(dieNames(el)[2]).to.equal('Dobbelsteen 3: vijf, vast');
      expect(newTurnButton(el)!.textContent!.trim()).to.equal('Nieuwe beurt');

      wrapper.setAttribute('lang', 'en-GB');
      await aTimeout(0);
      await el.updateComplete;
      expect(counterText(el)).to.equal('Roll 1 of 3');
      expect(dieNames(el)[2]).to.equal('Die 3: five, held');
    });

    it("refuses in the language of a Dutch page, with the rules' refusal as the cause", async () => {
      const wrapper = await fixture<HTMLDivElement>(
        html`<div lang="nl"><dice-roller storage-key=${KEY}></dice-roller></div>`,
      );
      const el = wrapper.querySelector('dice-roller')!;
      el.random = facesSource([1, 2, 3, 4, 5, 6, 6, 6, 6, 6, 2, 2, 2, 2, 2]);
      await el.updateComplete;
      const refusal = (act: () => unknown): Error => {
        try {
          act();
        } catch (error) {
          return error as Error;
        }
        throw new Error('expected a refusal');
      };

      const early = refusal(() => el.toggleHold(0));
      expect(early).to.be.instanceOf(Error);
      expect(early.message).to.equal('Gooi eerst: na de eerste worp kun je stenen vasthouden.');
      expect(early.cause).to.be.instanceOf(RuleError);
      expect((early.cause as RuleError).problem).to.deep.equal({ code: 'hold-before-roll' });

      el.roll();
      const noDie = refusal(() => el.toggleHold(7));
      expect(noDie).to.be.instanceOf(RangeError);
      expect(noDie.message).to.equal('Er is geen dobbelsteen 7: ze zijn genummerd van 0 tot 4.');
      expect((noDie.cause as RuleError).problem.code).to.equal('no-die');

      el.roll();
      el.roll();
      const noRoll = refusal(() => el.roll());
      expect(noRoll.message).to.equal('Deze beurt is er geen worp meer over.');
      expect((noRoll.cause as RuleError).problem.code).to.equal('no-rolls-left');
      const late = refusal(() => el.toggleHold(0));
      expect(late.message).to.equal(
        'Deze beurt is er geen worp meer over: vasthouden verandert niets.',
      );
      // A refusal changes nothing.
      expect(el.values).to.deep.equal([2, 2, 2, 2, 2]);
      expect(el.held).to.deep.equal([false, false, false, false, false]);
      expect(el.rollNumber).to.equal(3);

      // The same refusal follows the page when its language changes.
      wrapper.setAttribute('lang', 'en');
      await aTimeout(0);
      await el.updateComplete;
      expect(refusal(() => el.roll()).message).to.equal('No rolls left this turn.');
    });

    it('lets a failure of the random source through as it is, not as a refusal', async () => {
      const el = await roller([1, 2, 3]);
      const failure = (() => {
        try {
          el.roll();
        } catch (error) {
          return error as Error;
        }
        return undefined;
      })();
      expect(failure?.message).to.equal('The test source ran out of faces');
      expect(failure?.cause).to.equal(undefined);
      expect(el.rollNumber).to.equal(0);
    });

    it('takes its own lang attribute over the page', async () => {
      const wrapper = await fixture<HTMLDivElement>(
        html`<div lang="en"><dice-roller lang="nl" storage-key=${KEY}></dice-roller></div>`,
      );
      const el = wrapper.querySelector('dice-roller')!;
      expect(counterText(el)).to.equal('3 worpen deze beurt');
      el.setAttribute('lang', 'de');
      await aTimeout(0);
      await el.updateComplete;
      expect(counterText(el)).to.equal('3 Würfe in diesem Zug');
    });
  });
});

describe('<dice-roller> keeps its height through a turn', () => {
  afterEach(async () => {
    localStorage.removeItem(`${KEY}height`);
    await setViewport({ width: 800, height: 600 });
  });

  for (const width of [320, 390])
    for (const lang of ['en', 'nl', 'de', 'fr', 'sv']) {
      it(`${lang} at ${width} px: before the first roll, after each roll and after game over, nothing below it moves`, async () => {
        await setViewport({ width, height: 800 });
        const el = await fixture<DiceRoller>(
          html`<dice-roller lang=${lang} storage-key=${`${KEY}height`}></dice-roller>`,
        );
        const heights: number[] = [];
        const measure = async () => {
          await el.updateComplete;
          heights.push(el.getBoundingClientRect().height);
        };
        await measure();
        for (let roll = 0; roll < 3; roll++) {
          el.roll();
          await measure();
        }
        el.newTurn();
        await measure();
        el.gameOver = true;
        await measure();
        // Before, the hint came with the first roll and went with the turn: 56 px at 320 px.
        expect(new Set(heights).size, heights.join(', ')).to.equal(1);
        await expect(el).to.be.accessible();
      });
    }
});
