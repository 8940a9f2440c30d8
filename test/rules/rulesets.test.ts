// A ruleset is data: a game that exists only in this test is scored, placed and totalled
// by the same code as Yahtzee and Yatzy, and a copy of their data under another id plays the same.
import { expect } from '@open-wc/testing';
import type { CategoryId, Dice, Face, RulesetData } from '../../src/rules/index.js';
import { everyRoll, sheetOf, upperFaces } from './helpers.js';
import {
  RuleError,
  assertDice,
  defineRuleset,
  emptySheet,
  getRuleset,
  isExtraYahtzee,
  isFull,
  placeDice,
  placements,
  possibleScores,
  rulesetData,
  scoreDice,
  scratch,
  totals,
} from '../../src/rules/index.js';

const listed = (placed: readonly { category: CategoryId; points: number }[]) =>
  placed.map((p) => `${p.category}:${p.points}`);

// ---------------------------------------------------------------- a game of this test only

const upper: CategoryId[] = ['ones', 'twos', 'threes', 'fours', 'fives', 'sixes'];
const lower: CategoryId[] = ['one-pair', 'three-of-a-kind', 'small-straight', 'yahtzee', 'chance'];

/** Four dice, two rolls; the yahtzee box is four equal dice for 40; bonus 20 at 42. */
function fourDice(): RulesetData<'four-dice'> {
  return {
    id: 'four-dice',
    dice: 4,
    rollsPerTurn: 2,
    upperCategories: [...upper],
    lowerCategories: [...lower],
    scorers: {
      ones: (counts) => counts[1],
      twos: (counts) => 2 * counts[2],
      threes: (counts) => 3 * counts[3],
      fours: (counts) => 4 * counts[4],
      fives: (counts) => 5 * counts[5],
      sixes: (counts) => 6 * counts[6],
      'one-pair': (counts) => {
        for (let face = 6; face >= 1; face--) if (counts[face] >= 2) return 2 * face;
        return 0;
      },
      'three-of-a-kind': (counts, sum) => (counts.some((n) => n >= 3) ? sum : 0),
      'small-straight': (counts) =>
        [1, 2, 3].some((from) => [0, 1, 2, 3].every((k) => counts[from + k] > 0)) ? 20 : 0,
      yahtzee: (counts) => (counts.includes(4) ? 40 : 0),
      chance: (_, sum) => sum,
    },
    upperBonusThreshold: 42,
    upperBonus: 20,
    fiveOfAKind: 'yahtzee',
    extra: {
      bonus: 50,
      jokerFirst: ['three-of-a-kind'],
      jokerScorers: {
        'one-pair': (_, sum) => sum / 2,
        'three-of-a-kind': (_, sum) => sum,
        'small-straight': () => 20,
        chance: (_, sum) => sum,
      },
    },
    upperLines: ['upper', 'upperTotal'],
    lowerLines: ['yahtzeeBonus', 'total'],
  };
}

/** The test's own scoring of the four-dice game, from sorted dice, not face counts. */
function oracle(category: CategoryId, dice: readonly Face[]): number {
  const sorted = [...dice].sort();
  const total = dice.reduce<number>((s, d) => s + d, 0);
  const distinct = [...new Set(sorted)].join('');
  const face = upperFaces[category];
  if (face) return face * dice.filter((d) => d === face).length;
  // The faces that start n equal dice in the sorted roll.
  const runs = (n: number) =>
    sorted.filter((d, i) => i + n <= sorted.length && sorted[i + n - 1] === d);
  switch (category) {
    case 'one-pair': {
      const pairs = runs(2);
      return pairs.length ? 2 * Math.max(...pairs) : 0;
    }
    case 'three-of-a-kind':
      return runs(3).length ? total : 0;
    case 'small-straight':
      return ['1234', '2345', '3456'].includes(distinct) ? 20 : 0;
    case 'yahtzee':
      return distinct.length === 1 ? 40 : 0;
    case 'chance':
      return total;
  }
  throw new Error(`the four-dice game has no ${category}`);
}

describe('a ruleset defined from data alone (a four-dice game that exists only here)', () => {
  const game = defineRuleset(fourDice());
  const rolls = everyRoll(4);

  it('has its boxes in pad order, its dice, rolls, bonus rules and total lines', () => {
    expect(game.id).to.equal('four-dice');
    expect(game.categories).to.deep.equal([...upper, ...lower]);
    expect(game.upperCategories).to.deep.equal(upper);
    expect(game.lowerCategories).to.deep.equal(lower);
    expect(game).to.include({
      dice: 4,
      rollsPerTurn: 2,
      upperBonusThreshold: 42,
      upperBonus: 20,
      joker: 'forced',
      yahtzeeBonus: 50,
      fiveOfAKind: 'yahtzee',
    });
    expect(game.upperLines).to.deep.equal(['upper', 'upperTotal']);
    expect(game.lowerLines).to.deep.equal(['yahtzeeBonus', 'total']);
    expect(defineRuleset(fourDice(), { joker: 'free', yahtzeeBonus: 75 })).to.include({
      joker: 'free',
      yahtzeeBonus: 75,
    });
  });

  it('scores all 1,296 rolls of four dice in every box as the oracle does', () => {
    expect(rolls).to.have.length(1296);
    let compared = 0;
    for (const category of game.categories) {
      for (const dice of rolls) {
        const got = scoreDice(game, category, dice);
        const want = oracle(category, dice);
        if (got !== want) expect.fail(`${category} [${dice.join(',')}]: got ${got}, want ${want}`);
        compared++;
      }
    }
    expect(compared).to.equal(11 * 1296);
  });

  it('takes rolls of its own four dice only', () => {
    expect(() => assertDice(game, [1, 2, 3, 4])).to.not.throw();
    expect(() => scoreDice(game, 'chance', [1, 2, 3, 4, 5]))
      .to.throw(RuleError, 'Expected 4 dice, got 5')
      .with.property('problem')
      .that.deep.equals({ code: 'bad-dice', expected: 4 });
    expect(() => scoreDice(game, 'two-pairs', [1, 2, 3, 4])).to.throw(
      'Unknown category "two-pairs" in four-dice',
    );
  });

  it('possibleScores: every four-dice score, 0, and the joker full values', () => {
    for (const category of game.categories) {
      const want = new Set<number>([0]);
      for (const dice of rolls) {
        want.add(oracle(category, dice));
        const sum = dice.reduce<number>((s, d) => s + d, 0);
        const joker = fourDice().extra!.jokerScorers[category];
        if (new Set(dice).size === 1 && joker) want.add(joker([], sum));
      }
      expect(possibleScores(game, category), category).to.deep.equal(
        [...want].sort((a, b) => a - b),
      );
    }
    expect(possibleScores(game, 'yahtzee')).to.deep.equal([0, 40]);
    expect(possibleScores(game, 'small-straight')).to.deep.equal([0, 20]);
    // One pair under the joker is half the sum: 2 for four ones, as well as the pair of ones.
    expect(possibleScores(game, 'one-pair')).to.deep.equal([0, 2, 4, 6, 8, 10, 12]);
  });

  it('lists every empty box at its points for an ordinary roll', () => {
    const sheet = sheetOf({ chance: 9 });
    const placed = placements(game, sheet, [2, 3, 4, 5]);
    expect(listed(placed)).to.deep.equal(
      game.categories
        .filter((category) => category !== 'chance')
        .map((category) => `${category}:${oracle(category, [2, 3, 4, 5])}`),
    );
    expect(placed.every((p) => p.bonus === 0)).to.equal(true);
  });

  it('places an extra four-of-a-kind by its own joker order and bonus', () => {
    const fiveFives: Dice = [5, 5, 5, 5];
    const filled = sheetOf({ yahtzee: 40 });
    expect(isExtraYahtzee(game, filled, fiveFives)).to.equal(true);
    expect(isExtraYahtzee(game, emptySheet(), fiveFives)).to.equal(false);
    // Step 1: the face's upper box, alone.
    expect(listed(placements(game, filled, fiveFives))).to.deep.equal(['fives:20']);
    // Step 2 of this game: three of a kind, at the sum.
    const fives = sheetOf({ yahtzee: 40, fives: 15 });
    expect(listed(placements(game, fives, fiveFives))).to.deep.equal(['three-of-a-kind:20']);
    // Step 3: any other empty lower box at its full value, in pad order.
    const kinds = sheetOf({ yahtzee: 40, fives: 15, 'three-of-a-kind': 12 });
    expect(listed(placements(game, kinds, fiveFives))).to.deep.equal([
      'one-pair:10',
      'small-straight:20',
      'chance:20',
    ]);
    // Step 4: 0 in an empty upper box.
    const lowerFull = sheetOf({ ...Object.fromEntries(lower.map((c) => [c, 0])), yahtzee: 40 });
    expect(
      listed(placements(game, sheetOf({ ...lowerFull.scores, fives: 5 }), fiveFives)),
    ).to.deep.equal(['ones:0', 'twos:0', 'threes:0', 'fours:0', 'sixes:0']);
    // The free joker opens every empty lower box once the face box is filled.
    const free = defineRuleset(fourDice(), { joker: 'free' });
    expect(listed(placements(free, fives, fiveFives))).to.deep.equal([
      'one-pair:10',
      'three-of-a-kind:20',
      'small-straight:20',
      'chance:20',
    ]);
    // The bonus: this game's 50 while the box holds points, none once it was scratched.
    expect(placements(game, fives, fiveFives)[0]!.bonus).to.equal(50);
    expect(placements(game, sheetOf({ yahtzee: 0 }), fiveFives)[0]!.bonus).to.equal(0);
    const noBonus = defineRuleset(fourDice(), { yahtzeeBonus: 0 });
    expect(placements(noBonus, filled, fiveFives)[0]!.bonus).to.equal(0);
  });

  it('writes rolls and totals them: upper bonus at 42, the extra bonus in the lower total', () => {
    let sheet = emptySheet();
    const write = (category: CategoryId, dice: Dice) =>
      (sheet = placeDice(game, sheet, category, dice).sheet);
    write('sixes', [6, 6, 6, 1]);
    write('fives', [5, 5, 5, 2]);
    write('fours', [4, 4, 4, 1]);
    expect(totals(game, sheet)).to.include({ upper: 45, upperBonus: 20, upperTotal: 65 });
    write('yahtzee', [3, 3, 3, 3]);
    write('twos', [2, 2, 2, 2]);
    expect(sheet.scores.twos).to.equal(8);
    expect(totals(game, sheet)).to.deep.equal({
      upper: 53,
      upperBonus: 20,
      upperTotal: 73,
      lower: 40,
      yahtzeeBonus: 50,
      lowerTotal: 90,
      total: 163,
    });
    expect(totals(game, sheetOf({ sixes: 24, fives: 15, ones: 2 }))).to.include({
      upper: 41,
      upperBonus: 0,
    });
    for (const category of game.categories) {
      if (sheet.scores[category] === undefined) sheet = scratch(game, sheet, category);
    }
    expect(isFull(game, sheet)).to.equal(true);
  });

  it('without an extra four-of-a-kind there is no joker and no bonus, whatever the options', () => {
    const plain = defineRuleset(
      { ...fourDice(), extra: null },
      { joker: 'free', yahtzeeBonus: 100 },
    );
    expect(plain).to.include({ joker: null, yahtzeeBonus: 0 });
    const filled = sheetOf({ yahtzee: 40 });
    expect(isExtraYahtzee(plain, filled, [5, 5, 5, 5])).to.equal(false);
    expect(placements(plain, filled, [5, 5, 5, 5])).to.have.length(10);
    expect(possibleScores(plain, 'one-pair')).to.deep.equal([0, 2, 4, 6, 8, 10, 12]);
  });

  it('copies and freezes its data: changing the data later changes no ruleset', () => {
    const data = fourDice();
    const before = defineRuleset(data);
    (data.lowerCategories as CategoryId[]).pop();
    (data.scorers as Record<string, unknown>).chance = () => 99;
    expect(before.lowerCategories).to.deep.equal(lower);
    expect(scoreDice(before, 'chance', [1, 1, 1, 2])).to.equal(5);
    for (const part of [before, before.categories, before.scorers, before.jokerScorers]) {
      expect(Object.isFrozen(part)).to.equal(true);
    }
  });

  it('refuses data the scoring cannot play, saying what is wrong', () => {
    const bad: [Partial<RulesetData>, string][] = [
      [{ id: '' }, 'Ruleset "": its id must be text'],
      [{ dice: 0 }, 'Ruleset "four-dice": dice must be a whole number, 1 or more'],
      [
        { rollsPerTurn: 1.5 },
        'Ruleset "four-dice": rolls per turn must be a whole number, 1 or more',
      ],
      [
        { upperBonus: -1 },
        'Ruleset "four-dice": the upper bonus and its threshold must be whole numbers, 0 or more',
      ],
      [
        { lowerCategories: [...lower, 'sevens' as CategoryId] },
        'Ruleset "four-dice": unknown box "sevens"',
      ],
      [
        { lowerCategories: [...lower, 'two-pairs'] },
        'Ruleset "four-dice": two-pairs has no scorer',
      ],
      [{ lowerCategories: [...lower, 'ones'] }, 'Ruleset "four-dice": a box is listed twice'],
      [{ fiveOfAKind: 'ones' }, 'Ruleset "four-dice": the five-of-a-kind box must be a lower box'],
      [
        { extra: { bonus: 50, jokerFirst: ['fours'], jokerScorers: {} } },
        'Ruleset "four-dice": the joker fills lower boxes only',
      ],
      [
        { lowerLines: ['total', 'grand' as 'total'] },
        'Ruleset "four-dice": total lines are upper, upperBonus, upperTotal, lower, yahtzeeBonus, lowerTotal, total',
      ],
    ];
    for (const [change, message] of bad) {
      const data = { ...fourDice(), ...change } as RulesetData;
      expect(() => defineRuleset(data), message)
        .to.throw(RuleError, message)
        .with.property('problem')
        .that.deep.equals({ code: 'bad-ruleset', ruleset: data.id });
    }
    expect(() => defineRuleset(fourDice(), { joker: 'wild' as 'free' })).to.throw(
      'Unknown joker rule "wild" (known: forced, free)',
    );
  });
});

// ---------------------------------------------------------------- the shipped games

describe('the shipped rulesets are data', () => {
  const yahtzee = getRuleset('yahtzee');
  const yatzy = getRuleset('yatzy');

  it('print their own total lines', () => {
    expect(yahtzee.upperLines).to.deep.equal(['upper', 'upperBonus', 'upperTotal']);
    expect(yahtzee.lowerLines).to.deep.equal(['yahtzeeBonus', 'lowerTotal', 'total']);
    expect(yatzy.upperLines).to.deep.equal(['upper', 'upperBonus']);
    expect(yatzy.lowerLines).to.deep.equal(['total']);
  });

  it('a copy of their data under another id scores, places and totals the same', () => {
    const rolls = everyRoll(5);
    const fiveSixes: Dice = [6, 6, 6, 6, 6];
    for (const original of [yahtzee, yatzy]) {
      const copy = defineRuleset({ ...rulesetData[original.id], id: 'house-game' });
      for (const category of original.categories) {
        for (const dice of rolls) {
          const got = scoreDice(copy, category, dice);
          if (got !== scoreDice(original, category, dice)) {
            expect.fail(`${original.id} ${category} [${dice.join(',')}]`);
          }
        }
        expect(possibleScores(copy, category)).to.deep.equal(possibleScores(original, category));
      }
      for (const sheet of [
        sheetOf({ [original.fiveOfAKind]: 50 }),
        sheetOf({ [original.fiveOfAKind]: 50, sixes: 30, 'three-of-a-kind': 20 }),
      ]) {
        expect(placements(copy, sheet, fiveSixes)).to.deep.equal(
          placements(original, sheet, fiveSixes),
        );
        expect(totals(copy, sheet)).to.deep.equal(totals(original, sheet));
      }
    }
  });

  it('Yatzy is one object whatever the Yahtzee options (it has neither)', () => {
    expect(getRuleset('yatzy', { joker: 'free', yahtzeeBonus: 100 })).to.equal(yatzy);
  });

  it('their data is frozen all the way down', () => {
    const data = rulesetData.yahtzee;
    for (const part of [rulesetData, data, data.lowerCategories, data.scorers, data.extra!]) {
      expect(Object.isFrozen(part)).to.equal(true);
    }
  });
});
