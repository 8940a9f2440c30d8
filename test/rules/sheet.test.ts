// Corner cases other scorecards get wrong, bad input, and purity of the sheet functions.
import { expect } from '@open-wc/testing';
import type { CategoryId, Dice, Ruleset, Sheet } from '../../src/rules/index.js';
import {
  assertDice,
  emptySheet,
  getRuleset,
  isCategory,
  isExtraYahtzee,
  isFull,
  placeDice,
  placePoints,
  placements,
  possibleScores,
  scoreDice,
  scratch,
  totals,
  upperFace,
} from '../../src/rules/index.js';

const yahtzee = getRuleset('yahtzee');
const yatzy = getRuleset('yatzy');

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

function sheetOf(scores: Partial<Record<CategoryId, number>>, yahtzeeBonus = 0): Sheet {
  return deepFreeze({ scores: { ...scores }, yahtzeeBonus });
}

/** Lets a test pass values the types forbid, as untrusted callers do. */
const loose = <T>(value: unknown) => value as T;

describe('straights: corner cases', () => {
  it('1-2-3-3-4 and 3-4-5-6-6 are small straights (a duplicate inside)', () => {
    expect(scoreDice(yahtzee, 'small-straight', [1, 2, 3, 3, 4])).to.equal(30);
    expect(scoreDice(yahtzee, 'small-straight', [3, 4, 5, 6, 6])).to.equal(30);
    expect(scoreDice(yahtzee, 'small-straight', [6, 3, 5, 4, 3])).to.equal(30);
  });

  it('1-2-3-5-6 and 1-2-4-5-6 are not straights', () => {
    for (const dice of [
      [1, 2, 3, 5, 6],
      [1, 2, 4, 5, 6],
    ] as Dice[]) {
      expect(scoreDice(yahtzee, 'small-straight', dice), dice.join('-')).to.equal(0);
      expect(scoreDice(yahtzee, 'large-straight', dice), dice.join('-')).to.equal(0);
      expect(scoreDice(yatzy, 'small-straight', dice), dice.join('-')).to.equal(0);
      expect(scoreDice(yatzy, 'large-straight', dice), dice.join('-')).to.equal(0);
    }
  });

  it('a straight with a duplicate is never large', () => {
    expect(scoreDice(yahtzee, 'large-straight', [1, 2, 3, 4, 4])).to.equal(0);
  });
});

describe('placePoints: typed-in points', () => {
  it('Chance of 5 is legal', () => {
    expect(placePoints(yahtzee, emptySheet(), 'chance', 5).scores).to.deep.equal({ chance: 5 });
  });

  it('Threes of 7 is not, and the message names the score, the box and the possible values', () => {
    expect(() => placePoints(yahtzee, emptySheet(), 'threes', 7)).to.throw(
      '7 is not a possible score for Threes (possible: 0, 3, 6, 9, 12, 15)',
    );
  });

  it('rejects Chance of 4 and 31, a full house of 20, fractions, negatives, NaN and strings', () => {
    const bad: [CategoryId, unknown][] = [
      ['chance', 4],
      ['chance', 31],
      ['full-house', 20],
      ['threes', 4.5],
      ['threes', -3],
      ['threes', Number.NaN],
      ['threes', '9'],
      ['threes', null],
    ];
    for (const [category, points] of bad) {
      expect(() => placePoints(yahtzee, emptySheet(), category, loose<number>(points)))
        .to.throw(/is not a possible score/)
        .with.property('message')
        .that.includes(String(points === '9' ? '"9"' : points));
    }
  });

  it('adds no bonus: the sheet keeps its Yahtzee bonus', () => {
    const sheet = sheetOf({ yahtzee: 50 }, 100);
    const after = placePoints(yahtzee, sheet, 'fours', 20);
    expect(after).to.deep.equal({ scores: { yahtzee: 50, fours: 20 }, yahtzeeBonus: 100 });
  });

  it('throws for a filled box', () => {
    expect(() => placePoints(yahtzee, sheetOf({ chance: 20 }), 'chance', 22)).to.throw(
      'Chance is already filled',
    );
  });
});

describe('bad input throws an Error that names it', () => {
  it('a sixth die, or too few', () => {
    expect(() => scoreDice(yahtzee, 'chance', [1, 2, 3, 4, 5, 6] as unknown as Dice)).to.throw(
      'Expected 5 dice, got 6',
    );
    expect(() => placements(yahtzee, emptySheet(), [1, 2, 3, 4])).to.throw(
      'Expected 5 dice, got 4',
    );
    expect(() => assertDice(yahtzee, [])).to.throw('Expected 5 dice, got 0');
  });

  it('a face of 7, 0, 2.5, a string or null', () => {
    const cases: [unknown, string][] = [
      [7, 'A die shows 1 to 6, not 7'],
      [0, 'A die shows 1 to 6, not 0'],
      [2.5, 'A die shows 1 to 6, not 2.5'],
      ['3', 'A die shows 1 to 6, not "3"'],
      [null, 'A die shows 1 to 6, not null'],
    ];
    for (const [face, message] of cases) {
      const dice = loose<Dice>([1, 2, face, 4, 5]);
      expect(() => scoreDice(yahtzee, 'chance', dice)).to.throw(message);
      expect(() => placements(yahtzee, emptySheet(), dice)).to.throw(message);
      expect(() => placeDice(yahtzee, emptySheet(), 'chance', dice)).to.throw(message);
      expect(() => isExtraYahtzee(yahtzee, emptySheet(), dice)).to.throw(message);
    }
  });

  it('dice that are not an array', () => {
    expect(() => scoreDice(yahtzee, 'chance', loose<Dice>('12345'))).to.throw(
      'Expected an array of 5 dice, got "12345"',
    );
    expect(() => scoreDice(yahtzee, 'chance', loose<Dice>(undefined))).to.throw(/undefined/);
  });

  it('an unknown category: sevens, one-pair in Yahtzee, yahtzee in Yatzy', () => {
    const dice: Dice = [1, 2, 3, 4, 5];
    expect(() => scoreDice(yahtzee, loose<CategoryId>('sevens'), dice)).to.throw(
      'Unknown category "sevens" in yahtzee',
    );
    expect(() => scoreDice(yahtzee, 'one-pair', dice)).to.throw(
      'Unknown category "one-pair" in yahtzee',
    );
    expect(() => scoreDice(yatzy, 'yahtzee', dice)).to.throw('Unknown category "yahtzee" in yatzy');
    expect(() => placeDice(yahtzee, emptySheet(), 'two-pairs', dice)).to.throw(/two-pairs/);
    expect(() => placePoints(yahtzee, emptySheet(), loose<CategoryId>('sevens'), 0)).to.throw(
      /sevens/,
    );
    expect(() => scratch(yatzy, emptySheet(), 'yahtzee')).to.throw(/yahtzee/);
  });

  it('an unknown ruleset or a bad option', () => {
    expect(() => getRuleset('yacht')).to.throw('Unknown ruleset "yacht"');
    expect(() => getRuleset('')).to.throw(/Unknown ruleset ""/);
    expect(() => getRuleset('yahtzee', loose({ joker: 'loose' }))).to.throw(
      'Unknown joker rule "loose"',
    );
    for (const bonus of [-1, 2.5, '100', Number.POSITIVE_INFINITY, Number.NaN]) {
      expect(() => getRuleset('yahtzee', loose({ yahtzeeBonus: bonus })), String(bonus)).to.throw(
        /The Yahtzee bonus must be a whole number/,
      );
    }
    expect(() => getRuleset('yatzy', loose({ joker: 'loose' }))).to.throw(/joker/);
  });

  it('a filled box, for dice, points and scratch alike', () => {
    const sheet = sheetOf({ threes: 9 });
    expect(() => placeDice(yahtzee, sheet, 'threes', [3, 3, 3, 3, 1])).to.throw(
      'Threes is already filled',
    );
    expect(() => placePoints(yahtzee, sheet, 'threes', 12)).to.throw('Threes is already filled');
    expect(() => scratch(yahtzee, sheet, 'threes')).to.throw('Threes is already filled');
  });

  it('a box the joker order forbids', () => {
    const sheet = sheetOf({ yahtzee: 50 });
    expect(() => placeDice(yahtzee, sheet, 'chance', [5, 5, 5, 5, 5])).to.throw(
      'The joker rule puts this extra Yahtzee in Fives, not in Chance',
    );
  });

  it('something that is not a sheet', () => {
    expect(() => placements(yahtzee, loose<Sheet>(null), [1, 2, 3, 4, 5])).to.throw(
      'Expected a sheet, got null',
    );
    expect(() => placements(yahtzee, loose<Sheet>({}), [1, 2, 3, 4, 5])).to.throw(/scores/);
  });
});

describe('the sheet functions are pure', () => {
  it('never mutate their frozen inputs and return new sheets', () => {
    const ruleset = deepFreeze(getRuleset('yahtzee', { joker: 'free' }));
    const sheet = sheetOf({ yahtzee: 50, fives: 15 }, 100);
    const snapshot = JSON.stringify(sheet);
    const dice = deepFreeze<Dice>([5, 5, 5, 5, 5]);

    placements(ruleset, sheet, dice);
    isExtraYahtzee(ruleset, sheet, dice);
    totals(ruleset, sheet);
    isFull(ruleset, sheet);
    scoreDice(ruleset, 'chance', dice);
    const placed = placeDice(ruleset, sheet, 'chance', dice);
    const typed = placePoints(ruleset, sheet, 'ones', 3);
    const scratched = scratch(ruleset, sheet, 'twos');

    expect(JSON.stringify(sheet)).to.equal(snapshot);
    expect(dice).to.deep.equal([5, 5, 5, 5, 5]);
    for (const next of [placed.sheet, typed, scratched]) {
      expect(next).to.not.equal(sheet);
      expect(next.scores).to.not.equal(sheet.scores);
    }
    expect(placed.sheet).to.deep.equal({
      scores: { yahtzee: 50, fives: 15, chance: 25 },
      yahtzeeBonus: 200,
    });
    expect(scratched.scores).to.deep.equal({ yahtzee: 50, fives: 15, twos: 0 });
  });

  it('leaves the empty sheet empty', () => {
    scratch(yahtzee, emptySheet(), 'ones');
    placeDice(yahtzee, emptySheet(), 'chance', [1, 2, 3, 4, 5]);
    expect(emptySheet()).to.deep.equal({ scores: {}, yahtzeeBonus: 0 });
  });

  it('possibleScores hands out a list the caller cannot change', () => {
    const values = possibleScores(yahtzee, 'threes');
    expect(() => (values as number[]).push(7)).to.throw();
    expect(possibleScores(yahtzee, 'threes')).to.deep.equal([0, 3, 6, 9, 12, 15]);
  });
});

describe('a whole sheet', () => {
  function fillAll(ruleset: Ruleset): Sheet {
    let sheet = emptySheet();
    for (const category of ruleset.categories) sheet = scratch(ruleset, sheet, category);
    return sheet;
  }

  it('is full after one box per category, and then no placement is left', () => {
    for (const ruleset of [yahtzee, yatzy]) {
      let sheet = emptySheet();
      for (const category of ruleset.categories) {
        expect(isFull(ruleset, sheet)).to.equal(false);
        sheet = scratch(ruleset, sheet, category);
      }
      expect(isFull(ruleset, sheet)).to.equal(true);
      expect(placements(ruleset, sheet, [1, 2, 3, 4, 5])).to.deep.equal([]);
      expect(placements(ruleset, sheet, [6, 6, 6, 6, 6])).to.deep.equal([]);
    }
  });

  it('lists every empty box for an ordinary roll, in score-pad order', () => {
    const options = placements(yatzy, sheetOf({ ones: 1 }), [6, 6, 1, 1, 3]);
    expect(options.map((p) => p.category)).to.deep.equal(yatzy.categories.slice(1));
    expect(options.find((p) => p.category === 'two-pairs')?.points).to.equal(14);
  });

  it('totals of an empty and a scratched sheet are all 0', () => {
    const zero = {
      upper: 0,
      upperBonus: 0,
      upperTotal: 0,
      lower: 0,
      yahtzeeBonus: 0,
      lowerTotal: 0,
      total: 0,
    };
    expect(totals(yahtzee, emptySheet())).to.deep.equal(zero);
    expect(totals(yatzy, fillAll(yatzy))).to.deep.equal(zero);
  });

  it('the best Yahtzee sheet without extra Yahtzees is 375', () => {
    const best = sheetOf({
      ones: 5,
      twos: 10,
      threes: 15,
      fours: 20,
      fives: 25,
      sixes: 30,
      'three-of-a-kind': 30,
      'four-of-a-kind': 30,
      'full-house': 25,
      'small-straight': 30,
      'large-straight': 40,
      yahtzee: 50,
      chance: 30,
    });
    expect(totals(yahtzee, best).total).to.equal(375);
  });
});

describe('rulesets', () => {
  it('getRuleset returns the same frozen object for the same options', () => {
    expect(getRuleset('yahtzee')).to.equal(getRuleset('yahtzee', { joker: 'forced' }));
    expect(getRuleset('yahtzee', { yahtzeeBonus: 0 })).to.not.equal(getRuleset('yahtzee'));
    expect(Object.isFrozen(yahtzee)).to.equal(true);
    expect(Object.isFrozen(yahtzee.categories)).to.equal(true);
  });

  it('isCategory knows the boxes of each ruleset', () => {
    expect(isCategory(yahtzee, 'full-house')).to.equal(true);
    expect(isCategory(yahtzee, 'one-pair')).to.equal(false);
    expect(isCategory(yatzy, 'one-pair')).to.equal(true);
    expect(isCategory(yatzy, 'yahtzee')).to.equal(false);
    expect(isCategory(yahtzee, 'toString')).to.equal(false);
    expect(isCategory(yahtzee, 3)).to.equal(false);
  });

  it('upperFace maps ones..sixes to 1..6 and nothing else', () => {
    expect(yahtzee.upperCategories.map(upperFace)).to.deep.equal([1, 2, 3, 4, 5, 6]);
    expect(upperFace('chance')).to.equal(undefined);
    expect(upperFace(loose<CategoryId>('toString'))).to.equal(undefined);
  });

  it('has the upper bonus thresholds and points of the rulebooks', () => {
    expect(yahtzee).to.include({ upperBonusThreshold: 63, upperBonus: 35 });
    expect(yatzy).to.include({ upperBonusThreshold: 63, upperBonus: 50 });
  });
});
