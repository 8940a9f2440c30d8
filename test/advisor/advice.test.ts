// The advice module: its words and numbers in the five languages (from a strategy that answers
// what the test says), then real Yahtzee positions (one solve, in the test worker, or IndexedDB's
// copy), and the adviser an element holds: progress while loading, then advice.
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import type { Adviser } from '../../src/advisor/advice.js';
import { compileGame } from '../../src/advisor/game.js';
import {
  adviser,
  canAdvise,
  diceAdvice,
  formatExpected,
  progressText,
  scoreAdvice,
} from '../../src/advisor/advice.js';
import { loadAdvisor } from '../../src/advisor/client.js';
import type { BoxAdvice, Strategy } from '../../src/advisor/index.js';
import { languages, type Language } from '../../src/i18n/index.js';
import { adviceWords } from '../../src/advisor/words.js';
import type { Dice, Face, Sheet } from '../../src/rules/index.js';
import { emptySheet, getRuleset } from '../../src/rules/index.js';
import { elevenRuleset, testWorker } from './games.js';
import { clearCache, until, withWorker } from './helpers.js';

/** A strategy that keeps `keep` and ranks `boxes`, whatever the position. */
function answering(keep: Face[], expected: number, boxes: BoxAdvice[] = []): Strategy {
  return {
    ruleset: getRuleset('yahtzee'),
    table: new Float64Array(),
    expectedScore: () => expected,
    bestKeep: () => ({ keep, expected }),
    rankBoxes: () => boxes,
  };
}

const say = (keep: Face[], dice: Dice, language: Language, expected = 242.66) =>
  diceAdvice(answering(keep, expected), emptySheet(), dice, 2, language).text;

describe('advice: words in five languages', () => {
  it('names the dice to keep, most first, with the expected total to one decimal', () => {
    const dice: Dice = [5, 2, 5, 5, 3];
    expect(say([5, 5, 5], dice, 'en')).to.equal('Keep the three 5s: expected 242.7');
    expect(say([5, 5, 5], dice, 'nl')).to.equal('Houd de drie vijven vast: verwacht 242,7');
    expect(say([5, 5, 5], dice, 'sv')).to.equal('Spara de tre femmorna: förväntat 242,7');
    expect(say([5, 5, 5], dice, 'de')).to.equal('Halte die drei Fünfen: erwartet 242,7');
    expect(say([5, 5, 5], dice, 'fr')).to.equal('Gardez les trois 5\u00a0: espérance 242,7');

    const pairAndOne: Face[] = [2, 5, 5];
    expect(say(pairAndOne, dice, 'en')).to.equal('Keep the two 5s and the 2: expected 242.7');
    expect(say(pairAndOne, dice, 'nl')).to.equal(
      'Houd de twee vijven en de 2 vast: verwacht 242,7',
    );
    expect(say(pairAndOne, dice, 'sv')).to.equal(
      'Spara de två femmorna och tvåan: förväntat 242,7',
    );
    expect(say(pairAndOne, dice, 'de')).to.equal('Halte die zwei Fünfen und die 2: erwartet 242,7');
    expect(say(pairAndOne, dice, 'fr')).to.equal(
      'Gardez les deux 5 et le 2\u00a0: espérance 242,7',
    );
  });

  it('says a straight as one list, and a single die', () => {
    const dice: Dice = [2, 3, 4, 5, 5];
    const straight: Face[] = [2, 3, 4, 5];
    expect(say(straight, dice, 'en')).to.equal('Keep the 2, 3, 4, and 5: expected 242.7');
    expect(say(straight, dice, 'nl')).to.equal('Houd de 2, 3, 4 en 5 vast: verwacht 242,7');
    expect(say(straight, dice, 'sv')).to.equal(
      'Spara tvåan, trean, fyran och femman: förväntat 242,7',
    );
    expect(say(straight, dice, 'de')).to.equal('Halte die 2, 3, 4 und 5: erwartet 242,7');
    expect(say(straight, dice, 'fr')).to.equal('Gardez les 2, 3, 4 et 5\u00a0: espérance 242,7');
    expect(say([5], dice, 'en')).to.equal('Keep the 5: expected 242.7');
    expect(say([5], dice, 'fr')).to.equal('Gardez le 5\u00a0: espérance 242,7');
    expect(say([5], dice, 'sv')).to.equal('Spara femman: förväntat 242,7');
  });

  it('says when to keep every die, and when to roll them all', () => {
    const dice: Dice = [6, 6, 6, 6, 6];
    const all = (language: Language) => say([6, 6, 6, 6, 6], dice, language, 300);
    const none = (language: Language) => say([], dice, language, 200.04);
    expect(all('en')).to.equal('Keep all the dice and score: expected 300.0');
    expect(none('en')).to.equal('Roll all the dice again: expected 200.0');
    expect(all('nl')).to.equal('Houd alle dobbelstenen vast en vul je score in: verwacht 300,0');
    expect(none('nl')).to.equal('Gooi alle dobbelstenen opnieuw: verwacht 200,0');
    expect(all('sv')).to.equal('Spara alla tärningar och skriv in poängen: förväntat 300,0');
    expect(none('sv')).to.equal('Kasta om alla tärningar: förväntat 200,0');
    expect(all('de')).to.equal('Halte alle Würfel und trag die Punkte ein: erwartet 300,0');
    expect(none('de')).to.equal('Würfle alle Würfel neu: erwartet 200,0');
    expect(all('fr')).to.equal('Gardez tous les dés et notez le score\u00a0: espérance 300,0');
    expect(none('fr')).to.equal('Relancez tous les dés\u00a0: espérance 200,0');
  });

  it('writes every expected total and progress as Intl.NumberFormat does, making none below 1,000', () => {
    const made: string[] = [];
    const Original = Intl.NumberFormat;
    // A construct trap: each formatter made is counted (the first of a page costs 20-30 ms).
    Intl.NumberFormat = new Proxy(Original, {
      construct: (target, args: ConstructorParameters<typeof Intl.NumberFormat>) => {
        made.push(String(args[0]));
        return new target(...args);
      },
    });
    let values: number[];
    try {
      // Every tenth up to 999.9, and every value a rounding could go either way at (x.x5).
      values = [...Array(19_999).keys()].map((k) => k / 20);
      for (const language of languages) {
        for (const n of values) formatExpected(language, n);
        for (let done = 0; done <= 40; done++) progressText(language, done, 40);
      }
      expect(made).to.deep.equal([]);
    } finally {
      Intl.NumberFormat = Original;
    }
    for (const language of languages) {
      const decimal = new Intl.NumberFormat(language, {
        minimumFractionDigits: 1,
        maximumFractionDigits: 1,
      });
      for (const n of values) {
        if (formatExpected(language, n) !== decimal.format(n)) {
          expect(formatExpected(language, n), `${language} ${n}`).to.equal(decimal.format(n));
        }
      }
      const percent = new Intl.NumberFormat(language, { style: 'percent' });
      const working = (text: string) => adviceWords[language].working(text);
      for (let done = 0; done <= 40; done++) {
        expect(progressText(language, done, 40)).to.equal(working(percent.format(done / 40)));
      }
    }
    fc.assert(
      fc.property(
        fc.constantFrom(...languages),
        fc.double({ min: 0, max: 2000, noNaN: true }),
        fc.nat(5000),
        fc.integer({ min: 1, max: 5000 }),
        (language, n, done, total) => {
          expect(formatExpected(language, n)).to.equal(
            new Intl.NumberFormat(language, {
              minimumFractionDigits: 1,
              maximumFractionDigits: 1,
            }).format(n),
          );
          const fraction = Math.min(done, total) / total;
          expect(progressText(language, Math.min(done, total), total)).to.equal(
            adviceWords[language].working(
              new Intl.NumberFormat(language, { style: 'percent' }).format(fraction),
            ),
          );
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('writes numbers as each language does', () => {
    const n = 1234.56;
    expect(formatExpected('en', n)).to.equal('1,234.6');
    expect(formatExpected('nl', n)).to.equal('1.234,6');
    expect(formatExpected('sv', n)).to.equal('1\u00a0234,6');
    expect(formatExpected('de', n)).to.equal('1.234,6');
    expect(formatExpected('fr', n)).to.equal('1\u202f234,6');
    expect(progressText('en', 2, 5)).to.equal('Working out the best play: 40%');
    expect(progressText('nl', 2, 5)).to.equal('De beste zet wordt berekend: 40%');
    expect(progressText('sv', 2, 5)).to.equal('Räknar ut det bästa draget: 40\u00a0%');
    expect(progressText('de', 2, 5)).to.equal('Der beste Zug wird berechnet: 40\u00a0%');
    expect(progressText('fr', 2, 5)).to.equal('Calcul du meilleur coup\u00a0: 40\u00a0%');
  });

  it('marks the dice to keep, the held ones first among equal faces', () => {
    const strategy = answering([5, 5, 5], 250);
    const dice: Dice = [5, 5, 5, 5, 2];
    const advice = (held?: boolean[]) =>
      diceAdvice(strategy, emptySheet(), dice, 1, 'en', held).keep;
    expect(advice()).to.deep.equal([true, true, true, false, false]);
    expect(advice([false, true, false, true, true])).to.deep.equal([
      true,
      true,
      false,
      true,
      false,
    ]);
    expect(diceAdvice(strategy, emptySheet(), dice, 1, 'de').keepTag).to.equal('halten');
  });

  it('names the best box and every choice in the pad words of each language', () => {
    const boxes: BoxAdvice[] = [
      { category: 'full-house', points: 25, bonus: 0, expected: 242.66 },
      { category: 'three-of-a-kind', points: 17, bonus: 0, expected: 238.04 },
    ];
    const advice = (language: Language) =>
      scoreAdvice(answering([], 0, boxes), emptySheet(), [3, 3, 3, 4, 4], language);
    const en = advice('en');
    expect(en.best).to.equal('full-house');
    expect(en.text).to.equal('Score 25 in Full house: expected 242.7');
    expect(en.boxes.map((box) => box.text)).to.deep.equal(['expected 242.7', 'expected 238.0']);
    expect(en.boxes.map((box) => box.expectedText)).to.deep.equal(['242.7', '238.0']);
    expect(advice('nl').text).to.equal('Schrijf 25 bij Full House: verwacht 242,7');
    expect(advice('nl').boxes[1].text).to.equal('verwacht 238,0');
    expect(advice('sv').text).to.equal('Skriv 25 i Kåk: förväntat 242,7');
    expect(advice('de').text).to.equal('Trag 25 bei Full House ein: erwartet 242,7');
    expect(advice('fr').boxes[1].text).to.equal('espérance 238,0');
    expect(advice('fr').text).to.equal('Notez 25 dans la case Full\u00a0: espérance 242,7');
    const full = scoreAdvice(answering([], 0, []), emptySheet(), [3, 3, 3, 4, 4], 'en');
    expect(full).to.deep.equal({ best: undefined, boxes: [], text: '' });
  });

  it('advises on pads of 15 boxes at most with a fixed number of rolls: not on games in columns', () => {
    expect(canAdvise(getRuleset('yahtzee'))).to.equal(true);
    expect(canAdvise(getRuleset('yatzy'))).to.equal(true);
    expect(canAdvise(getRuleset('kniffel'))).to.equal(true);
    expect(canAdvise(getRuleset('maxi-yatzy'))).to.equal(false);
    expect(canAdvise(getRuleset('yahtzee', { savedRolls: true }))).to.equal(false);
    // Each has Yahtzee's 13 boxes in each of its columns.
    expect(canAdvise(getRuleset('yams'))).to.equal(false);
    expect(canAdvise(getRuleset('triple-yahtzee'))).to.equal(false);
  });
});

describe('advice: real Yahtzee (forced joker, the default)', () => {
  let strategy: Strategy;
  before(async function () {
    this.timeout(60000);
    strategy = await loadAdvisor({ ruleset: 'yahtzee' }, { worker: testWorker });
  });

  it('keeps 666 of a first roll of 44666 (Verhoeff, NRC Handelsblad, 5 April 2003)', () => {
    const advice = diceAdvice(strategy, emptySheet(), [4, 6, 4, 6, 6], 2, 'en');
    expect(advice.keep).to.deep.equal([false, true, false, true, true]);
    const { expected } = strategy.bestKeep(emptySheet(), [4, 4, 6, 6, 6], 2);
    expect(advice.expected).to.equal(expected);
    expect(advice.text).to.equal(`Keep the three 6s: expected ${expected.toFixed(1)}`);
  });

  it('scratches ones rather than Yahtzee at an upper 35 with 56666 (Glenn 2006, observation 4.2)', () => {
    const lower = { 'three-of-a-kind': 20, 'four-of-a-kind': 0, 'full-house': 25 };
    const sheet: Sheet = {
      scores: { twos: 2, threes: 3, fours: 8, fives: 10, sixes: 12, ...lower },
      yahtzeeBonus: 0,
    };
    Object.assign(sheet.scores, { 'small-straight': 30, 'large-straight': 0, chance: 22 });
    const advice = scoreAdvice(strategy, sheet, [5, 6, 6, 6, 6], 'nl');
    expect(advice.best).to.equal('ones');
    expect(advice.boxes.map((box) => box.category)).to.have.members(['ones', 'yahtzee']);
    expect(advice.text).to.match(/^Schrijf 0 bij Enen: verwacht \d+,\d$/);
    expect(advice.boxes[0].expected).to.be.above(advice.boxes[1].expected);
  });

  it('words 200 positions, keep and box, each in words (time: npm run bench)', () => {
    const sheet: Sheet = { scores: { ones: 3, fours: 12, chance: 22 }, yahtzeeBonus: 0 };
    const times: number[] = [];
    for (let i = 0; i < 200; i++) {
      const face = ((i % 6) + 1) as Face;
      const started = performance.now();
      const keep = diceAdvice(strategy, sheet, [1, 3, 4, 4, face], 1 + (i % 2), 'nl');
      const box = scoreAdvice(strategy, sheet, [2, 2, 5, 5, face], 'fr');
      times.push(performance.now() - started);
      expect(keep.text, `keep, ${face}`).to.be.a('string').and.not.equal('');
      expect(box.text, `box, ${face}`).to.be.a('string').and.not.equal('');
    }
    times.sort((a, b) => a - b);
    console.log(`advice worded in ${times[100]!.toFixed(3)} ms per position (median)`);
  });

  it('the adviser of a solved game has advice at once; none for a full sheet', async () => {
    const cached = adviser(getRuleset('yahtzee'), () => {});
    expect(cached.roll(undefined, [4, 4, 6, 6, 6], 2, 'en')).to.equal(undefined);
    await until(() => cached.roll(undefined, [4, 4, 6, 6, 6], 2, 'en') !== undefined);
    expect(cached.status('en')).to.equal('');
    expect(cached.roll(undefined, [4, 4, 6, 6, 6], 2, 'en')?.text).to.match(/^Keep the three 6s/);
    expect(cached.score(emptySheet(), [4, 4, 6, 6, 6], 'en')?.best).to.equal('full-house');
    // No rolls left: where to score it, no dice marked. A full sheet: nothing to advise.
    const last = cached.roll(emptySheet(), [4, 4, 6, 6, 6], 0, 'en');
    expect(last?.text).to.match(/^Score 25 in Full house: expected \d{3}\.\d$/);
    expect(last?.keep).to.deep.equal([false, false, false, false, false]);
    const full = { scores: Object.fromEntries(strategy.ruleset.categories.map((c) => [c, 0])) };
    expect(cached.roll({ ...full, yahtzeeBonus: 0 }, [1, 2, 3, 4, 5], 1, 'en')).to.equal(undefined);
  });
});

describe('advice: the adviser while the table is worked out', () => {
  beforeEach(clearCache);

  it('says the progress, then has advice; stops when aborted', async function () {
    this.timeout(20000);
    const statuses: string[] = [];
    let current: Adviser | undefined;
    const stop = new AbortController();
    // No worker: the page solves the eleven-box game itself, in slices, with progress.
    await withWorker(undefined, async () => {
      current = adviser(
        elevenRuleset(),
        () => statuses.push(current?.status('de') ?? ''),
        stop.signal,
      );
      await until(() => current?.roll(undefined, [1, 1, 1, 2, 3], 2, 'de') !== undefined);
    });
    const working = statuses.filter((status) => status.startsWith('Der beste Zug'));
    expect(working.length).to.be.greaterThan(3);
    expect(working[0]).to.match(/^Der beste Zug wird berechnet: \d+\u00a0%$/);
    expect(statuses[statuses.length - 1]).to.equal('');
    expect(current?.roll(undefined, [1, 1, 1, 2, 3], 2, 'de')?.text).to.match(/^Halte /);
  });

  it('says why there is no advice for a game it cannot solve', () => {
    const maxi = adviser(getRuleset('maxi-yatzy'), () => {});
    expect(maxi.status('en')).to.equal(
      'No advice for this game: it has too many boxes to work out.',
    );
    expect(maxi.status('sv')).to.match(/^Inga råd för det här spelet/);
  });

  it('says plainly that it has none for the games in columns, in every language', () => {
    for (const id of ['yams', 'triple-yahtzee'] as const) {
      const inColumns = adviser(getRuleset(id), () => {});
      expect(inColumns.status('en'), id).to.equal(
        'No advice for this game: it has too many boxes to work out.',
      );
      expect(inColumns.status('fr'), id).to.equal(
        'Pas de conseil pour ce jeu\u00a0: il a trop de cases pour être calculé.',
      );
      expect(inColumns.roll(undefined, [1, 1, 1, 2, 3], 2, 'en'), id).to.equal(undefined);
      // Asked directly, the solver refuses rather than solve one column as the whole pad.
      expect(() => compileGame(getRuleset(id)), id).to.throw(
        `Ruleset ${id}: the solver plays games of one column`,
      );
    }
  });

  it('says so when the table cannot be had (a game the advisor does not know)', async () => {
    const unknown = { ...getRuleset('yahtzee'), id: 'no-such-game' };
    const failing = adviser(unknown, () => {});
    await until(() => failing.status('fr') !== '');
    expect(failing.status('fr')).to.equal(
      'Pas de conseil\u00a0: le meilleur coup n’a pas pu être calculé.',
    );
  });

  it('calls nothing once aborted', async () => {
    let changes = 0;
    const stop = new AbortController();
    const aborted = adviser(elevenRuleset(), () => changes++, stop.signal);
    stop.abort();
    const before = changes; // a solve already under way tells its progress so far at once
    await new Promise((resume) => setTimeout(resume, 300));
    expect(changes).to.equal(before);
    expect(aborted.roll(undefined, [1, 1, 1, 2, 3], 2, 'en')).to.equal(undefined);
  });
});
