// The roller for Yahtzee's cousins: Maxi Yatzy's six dice and saved rolls, Kniffel's five.
import { aTimeout, expect, fixture, html } from '@open-wc/testing';
import { emulateMedia, sendKeys, setViewport } from '@web/test-runner-commands';
import '../../src/dice-roller/dice-roller.js';
import { adviceWords } from '../../src/advisor/words.js';
import type { Language } from '../../src/i18n/index.js';
import type { DiceRoller } from '../../src/dice-roller/dice-roller.js';
import {
  clearKeys,
  clickOn,
  counterText,
  dieButtons,
  facesSource,
  newTurnButton,
  pipCounts,
  pressed,
  rollButton,
  shadow,
  shiftTab,
} from './helpers.js';

const KEY = 'yw-test:dice-roller-family:';

/** A roller as a page writes it: every attribute there before it connects. */
async function roller(attrs: string, faces: readonly number[] = [], lang = 'en') {
  const wrapper = await fixture<HTMLDivElement>(html`<div lang=${lang}></div>`);
  const el = document.createElement('dice-roller');
  el.setAttribute('storage-key', KEY);
  for (const attr of attrs.split(' ').filter(Boolean)) {
    const [name, value = ''] = attr.split('=');
    el.setAttribute(name!, value);
  }
  el.random = facesSource(faces);
  wrapper.append(el);
  await el.updateComplete;
  return el;
}

/** Rolls `count` times by a real click on Roll, waiting out the bounce guard between clicks. */
async function clickRoll(el: DiceRoller, count = 1): Promise<void> {
  for (let i = 0; i < count; i++) {
    await aTimeout(300);
    await clickOn(rollButton(el));
    await el.updateComplete;
  }
}

async function clickNewTurn(el: DiceRoller): Promise<void> {
  await clickOn(newTurnButton(el)!);
  await el.updateComplete;
}

/** The preview as a user reads it: box name and points, row by row. */
function previewRows(el: DiceRoller): [string, string][] {
  return [...shadow(el).querySelectorAll('table.preview tbody tr')].map((row) => [
    row.querySelector('th')!.textContent!.trim(),
    row.querySelector('td')!.textContent!.trim(),
  ]);
}

/**
 * Advice's keep tag, which takes the held tag's place, is whole there (and with `height`, on one
 * line as high as it). Measured on a copy of the held tag beside it, not on Lit's own node: its
 * text set by hand broke the roller's next update.
 */
function expectKeepTagWhole(tag: HTMLElement, lang: string, height?: number): void {
  const keep = tag.cloneNode() as HTMLElement;
  keep.textContent = adviceWords[lang as Language].keepTag;
  tag.after(keep);
  try {
    expect(keep.scrollWidth, `${lang}: "${keep.textContent}" is cut`).to.be.at.most(
      keep.clientWidth,
    );
    if (height !== undefined) {
      expect(keep.clientHeight, `${lang}: "${keep.textContent}" takes one line`).to.equal(height);
    }
  } finally {
    keep.remove();
  }
}

describe('<dice-roller> for Kniffel and Maxi Yatzy', () => {
  before(() => emulateMedia({ reducedMotion: 'reduce' }));
  after(() => emulateMedia({ reducedMotion: 'no-preference' }));
  beforeEach(() => clearKeys(KEY));
  afterEach(() => clearKeys(KEY));

  it('rolls six dice with ruleset="maxi-yatzy", held by real clicks and by keys 1–6', async () => {
    const el = await roller('ruleset=maxi-yatzy', [
      ...[1, 2, 3, 4, 5, 6],
      /* 2nd: dice 2 to 5 */ 6,
      6,
      6,
      6,
      /* 3rd: dice 1, 3 and 6 */ 2,
      3,
      1,
    ]);
    expect(dieButtons(el)).to.have.length(6);
    expect(counterText(el)).to.equal('3 rolls this turn');
    await expect(el).to.be.accessible();

    await clickRoll(el);
    expect(pipCounts(el)).to.deep.equal([1, 2, 3, 4, 5, 6]);
    expect(shadow(el).textContent).to.contain('keys 1–6');
    await clickOn(dieButtons(el)[0]!);
    await clickOn(dieButtons(el)[5]!);
    await el.updateComplete;
    expect(pressed(el)).to.deep.equal([true, false, false, false, false, true]);
    await expect(el).to.be.accessible();

    await clickRoll(el);
    expect(pipCounts(el)).to.deep.equal([1, 6, 6, 6, 6, 6]);
    expect(counterText(el)).to.equal('Roll 2 of 3');

    // Keys: focus inside the dice (on the die clicked last), 6 releases the sixth die, 2, 4 and 5
    // hold theirs, 1 releases the first.
    await shiftTab();
    expect(shadow(el).activeElement).to.equal(dieButtons(el)[5]);
    for (const key of ['6', '2', '4', '5', '1']) await sendKeys({ press: key });
    await el.updateComplete;
    expect(el.held).to.deep.equal([false, true, false, true, true, false]);
    expect(pressed(el)).to.deep.equal([false, true, false, true, true, false]);

    await aTimeout(300);
    await sendKeys({ press: 'r' });
    await el.updateComplete;
    expect(el.values).to.deep.equal([2, 6, 3, 6, 6, 1]);
    expect(counterText(el)).to.equal('Roll 3 of 3');
    expect(rollButton(el).disabled).to.be.true;
    await expect(el).to.be.accessible();
  });

  it('keeps six dice on one row at 320 px in every language, held or not: a held die is no wider', async () => {
    await setViewport({ width: 320, height: 640 });
    try {
      for (const lang of ['en', 'nl', 'sv', 'de', 'fr']) {
        clearKeys(KEY); // each language's roller starts a turn of its own
        const el = await roller('ruleset=maxi-yatzy', [1, 2, 3, 4, 5, 6], lang);
        el.roll();
        await el.updateComplete;
        const measure = () =>
          dieButtons(el).map((die) => {
            const { top, width } = die.getBoundingClientRect();
            return `${Math.round(top)}:${Math.round(width)}`;
          });
        const loose = measure();
        expect(new Set(loose).size, `${lang}: ${loose}`).to.equal(1);
        for (let i = 0; i < 6; i++) el.toggleHold(i);
        await el.updateComplete;
        expect(measure(), lang).to.deep.equal(loose);
        const tag = dieButtons(el)[0]!.querySelector<HTMLElement>('.held-tag')!;
        expect(tag.textContent!.trim(), lang).to.not.equal('');
        expect(tag.scrollWidth, `${lang}: "${tag.textContent}" is cut`).to.be.at.most(
          tag.clientWidth,
        );
        // Advice's keep tag takes the same place: it fits the die too, on one line.
        expectKeepTagWhole(tag, lang, tag.clientHeight);
      }
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  // Text resized to 200 % (WCAG 1.4.4): "sparad" was cut to "spa…" at 320 px, "held" to "he…".
  it('shows the held and keep tags whole with text at 200 % at 320 px in every language (the dice may take two rows)', async () => {
    await setViewport({ width: 320, height: 640 });
    document.documentElement.style.fontSize = '200%';
    try {
      for (const lang of ['en', 'nl', 'sv', 'de', 'fr']) {
        clearKeys(KEY);
        const el = await roller('ruleset=maxi-yatzy', [1, 2, 3, 4, 5, 6], lang);
        el.roll();
        await el.updateComplete;
        for (let i = 0; i < 6; i++) el.toggleHold(i);
        await el.updateComplete;
        for (const tag of shadow(el).querySelectorAll<HTMLElement>('.held-tag')) {
          expect(tag.scrollWidth, `${lang}: "${tag.textContent}" is cut`).to.be.at.most(
            tag.clientWidth,
          );
        }
        expectKeepTagWhole(dieButtons(el)[0]!.querySelector<HTMLElement>('.held-tag')!, lang);
        expect(document.documentElement.scrollWidth, `${lang}: wider than the phone`).to.be.at.most(
          320,
        );
        await expect(el).to.be.accessible();
      }
    } finally {
      document.documentElement.style.fontSize = '';
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('previews six dice in every Maxi Yatzy box, in the pad’s order', async () => {
    const el = await roller('preview ruleset=maxi-yatzy', [2, 2, 2, 5, 5, 5]);
    await clickRoll(el);
    // Counted by hand: sixes 0, a pair of fives, pairs of fives and twos, the sets of three.
    expect(previewRows(el)).to.deep.equal([
      ['Aces', '0'],
      ['Twos', '6'],
      ['Threes', '0'],
      ['Fours', '0'],
      ['Fives', '15'],
      ['Sixes', '0'],
      ['One pair', '10'],
      ['Two pairs', '14'],
      ['Three pairs', '0'],
      ['3 of a kind', '15'],
      ['4 of a kind', '0'],
      ['5 of a kind', '0'],
      ['Small straight', '0'],
      ['Large straight', '0'],
      ['Full straight', '0'],
      ['Full house', '19'],
      ['Villa', '21'],
      ['Tower', '0'],
      ['Chance', '21'],
      ['Maxi Yatzy', '0'],
    ]);
    await expect(el).to.be.accessible();
  });

  it('counts the rolls a turn leaves unused and shows them: “Roll 2 of 5 (2 saved)”', async () => {
    const el = await roller(
      'ruleset=maxi-yatzy',
      Array.from({ length: 90 }, (_, i) => (i % 6) + 1),
    );
    await clickRoll(el);
    expect(counterText(el)).to.equal('Roll 1 of 3');
    await clickNewTurn(el);
    // One roll used of three: two saved.
    expect(el.saved).to.equal(2);
    expect(counterText(el)).to.equal('5 rolls this turn (2 saved)');
    await expect(el).to.be.accessible();

    await clickRoll(el, 2);
    expect(counterText(el)).to.equal('Roll 2 of 5 (2 saved)');
    expect(rollButton(el).disabled).to.be.false;
    await clickRoll(el, 2);
    expect(counterText(el)).to.equal('Roll 4 of 5 (2 saved)');
    await clickNewTurn(el);
    // Four of five used: one carries on.
    expect(counterText(el)).to.equal('4 rolls this turn (1 saved)');

    // New turn before the first roll changes nothing: a turn rolls at least once.
    await clickRoll(el);
    await clickNewTurn(el);
    expect(el.saved).to.equal(3);
    el.newTurn();
    await el.updateComplete;
    expect(counterText(el)).to.equal('6 rolls this turn (3 saved)');

    await clickRoll(el, 6);
    expect(counterText(el)).to.equal('Roll 6 of 6 (3 saved)');
    expect(rollButton(el).disabled).to.be.true;
    await clickNewTurn(el);
    expect(el.saved).to.equal(0);
    expect(counterText(el)).to.equal('3 rolls this turn');
  });

  it('saves no rolls with saved-rolls="false", in Kniffel, or in Yahtzee', async () => {
    for (const attrs of [
      'ruleset=maxi-yatzy saved-rolls=false',
      // As an editor may type it.
      'ruleset=maxi-yatzy saved-rolls=FALSE',
      'ruleset=kniffel',
      '',
    ]) {
      const el = await roller(attrs, [1, 2, 3, 4, 5, 6]);
      await clickRoll(el);
      await clickNewTurn(el);
      expect(el.saved, attrs).to.equal(0);
      expect(counterText(el), attrs).to.equal('3 rolls this turn');
      el.remove();
      clearKeys(KEY);
    }
    // The house rule the other way: Yahtzee with saved rolls.
    const el = await roller('saved-rolls', [1, 2, 3, 4, 5]);
    await clickRoll(el);
    await clickNewTurn(el);
    expect(counterText(el)).to.equal('5 rolls this turn (2 saved)');
  });

  it('takes the saved rolls it is given: the saved attribute and newTurn(saved)', async () => {
    const el = await roller('ruleset=maxi-yatzy saved=2', [1, 2, 3, 4, 5, 6]);
    expect(counterText(el)).to.equal('5 rolls this turn (2 saved)');
    await clickRoll(el);
    el.newTurn(4);
    await el.updateComplete;
    expect(counterText(el)).to.equal('7 rolls this turn (4 saved)');
    const warn = console.warn;
    let warned = 0;
    console.warn = () => warned++;
    try {
      el.saved = -1;
    } finally {
      console.warn = warn;
    }
    expect(warned).to.equal(1);
    expect(el.saved).to.equal(4);
  });

  it('says the rolls saved in all five languages', async () => {
    const said = {
      en: ['Roll 2 of 5 (2 saved)', '4 rolls this turn (1 saved)'],
      nl: ['Worp 2 van 5 (2 bewaard)', '4 worpen deze beurt (1 bewaard)'],
      sv: ['Kast 2 av 5 (2 sparade)', '4 kast den här turen (1 sparat)'],
      de: ['Wurf 2 von 5 (2 gespart)', '4 Würfe in diesem Zug (1 gespart)'],
      fr: ['Lancer 2 sur 5 (2 en réserve)', '4 lancers ce tour-ci (1 en réserve)'],
    };
    for (const [lang, [rolled, before]] of Object.entries(said)) {
      const el = await roller(
        'ruleset=maxi-yatzy saved=2',
        [1, 2, 3, 4, 5, 6, 6, 6, 6, 6, 6, 6],
        lang,
      );
      el.roll();
      el.roll();
      await el.updateComplete;
      expect(counterText(el), lang).to.equal(rolled);
      el.newTurn(1);
      await el.updateComplete;
      expect(counterText(el), lang).to.equal(before);
      await expect(el).to.be.accessible();
      clearKeys(KEY);
    }
  });

  it('restores the saved rolls and the turn after a reload', async () => {
    const first = await roller(
      'ruleset=maxi-yatzy',
      Array.from({ length: 30 }, () => 4),
    );
    first.roll();
    first.newTurn();
    first.roll();
    first.roll();
    first.roll();
    first.roll();
    first.remove();

    const again = await roller('ruleset=maxi-yatzy', [1, 1, 1, 1, 1, 1]);
    expect(again.saved).to.equal(2);
    expect(again.rollNumber).to.equal(4);
    expect(counterText(again)).to.equal('Roll 4 of 5 (2 saved)');
    expect(again.roll()).to.deep.equal([1, 1, 1, 1, 1, 1]);
    await again.updateComplete;
    expect(counterText(again)).to.equal('Roll 5 of 5 (2 saved)');
  });

  it('plays Kniffel’s five dice and previews its boxes in German', async () => {
    const el = await roller('preview ruleset=kniffel', [4, 4, 4, 4, 4], 'de');
    expect(dieButtons(el)).to.have.length(5);
    expect(counterText(el)).to.equal('3 Würfe in diesem Zug');
    await clickRoll(el);
    const rows = previewRows(el);
    expect(rows.map(([box]) => box)).to.deep.equal([
      'Einser',
      'Zweier',
      'Dreier',
      'Vierer',
      'Fünfer',
      'Sechser',
      'Dreierpasch',
      'Viererpasch',
      'Full House',
      'Kleine Straße',
      'Große Straße',
      'Kniffel',
      'Chance',
    ]);
    expect(Object.fromEntries(rows)).to.deep.include({
      Vierer: '20',
      Dreierpasch: '20',
      'Full House': '0',
      Kniffel: '50',
    });
    await expect(el).to.be.accessible();
  });

  it('takes the dice and rolls attributes over the ruleset’s', async () => {
    const el = await roller('ruleset=maxi-yatzy dice=5 rolls=2 preview', [1, 2, 3, 4, 5]);
    expect(dieButtons(el)).to.have.length(5);
    expect(counterText(el)).to.equal('2 rolls this turn');
    await clickRoll(el);
    // Maxi Yatzy's boxes are for six dice: no preview of five.
    expect(shadow(el).querySelector('table')).to.equal(null);
    el.removeAttribute('dice');
    el.removeAttribute('rolls');
    await el.updateComplete;
    expect(dieButtons(el)).to.have.length(6);
    expect(counterText(el)).to.equal('3 rolls this turn');
  });
});
