// The cousins on the same engine: Kniffel (Schmidt Spiele) and Maxi Yatzy (six dice, saved rolls).
// Every roll in every box against oracles written from sorted dice, then the extra-Kniffel rules,
// the bonuses, the options, saved rolls in a turn and in a game, and a whole game of each.
import { expect } from '@open-wc/testing';
import type {
  CategoryId,
  Dice,
  Face,
  Game,
  Ruleset,
  RulesetOptions,
} from '../../src/rules/index.js';
import {
  RuleError,
  canHold,
  currentPlayer,
  defineRuleset,
  emptySheet,
  enterDice,
  enterExtraYahtzee,
  enterPoints,
  getRuleset,
  isExtraYahtzee,
  isOver,
  loadGame,
  newGame,
  newTurn,
  placeDice,
  placements,
  playerTotals,
  possibleScores,
  rollTurn,
  rollsLeft,
  rollsSaved,
  rulesetData,
  rulesetOf,
  savedRolls,
  scoreDice,
  scratchBox,
  sheetOf as sheetInGame,
  standings,
  toJSON,
  totals,
  turnRules,
  undo,
  undoneRoll,
  withSavedRolls,
  yahtzeeBonusMarks,
} from '../../src/rules/index.js';
import { bonuses, everyRoll, listed, sheetOf, upperFaces } from './helpers.js';
import { refusal } from './refusal.js';

const kniffel = getRuleset('kniffel');
const maxi = getRuleset('maxi-yatzy');
const yahtzee = getRuleset('yahtzee');

const upperBoxes = Object.keys(upperFaces);

const fill = (boxes: readonly CategoryId[], points = 0) =>
  Object.fromEntries(boxes.map((box) => [box, points])) as Partial<Record<CategoryId, number>>;

// ---------------------------------------------------------------- the oracles

/** What a test oracle reads off a roll: its dice sorted high to low, their sum, their distinct faces. */
interface Reading {
  sorted: Face[];
  sum: number;
  /** Distinct faces, low to high, as a string: "12356". */
  distinct: string;
  /** [face, how many] for each face shown, highest face first. */
  groups: [Face, number][];
}

function read(dice: readonly Face[]): Reading {
  const sorted = [...dice].sort((a, b) => b - a);
  const groups: [Face, number][] = [];
  for (const die of sorted) {
    const last = groups.at(-1);
    if (last && last[0] === die) last[1]++;
    else groups.push([die, 1]);
  }
  return {
    sorted,
    sum: sorted.reduce<number>((s, d) => s + d, 0),
    distinct: [...new Set(sorted)].reverse().join(''),
    groups,
  };
}

/** The faces with at least `n` dice, highest first. */
const facesWith = (r: Reading, n: number) => r.groups.filter(([, k]) => k >= n).map(([f]) => f);

/** Three and two equal dice of different faces, as a sorted run of five: aaabb or aabbb. */
function isThreeTwo(five: readonly Face[]): boolean {
  const [a, b, c, d, e] = five;
  return (a === b && b === c && d === e && c !== d) || (a === b && c === d && d === e && b !== c);
}

/** Kniffel from sorted dice: Yahtzee's boxes, the Kniffel box for five equal. */
function kniffelOracle(category: CategoryId, dice: readonly Face[]): number {
  const r = read(dice);
  const s = r.sorted;
  const face = upperFaces[category];
  if (face) return face * dice.filter((d) => d === face).length;
  switch (category) {
    case 'three-of-a-kind':
      return [0, 1, 2].some((i) => s[i] === s[i + 2]) ? r.sum : 0;
    case 'four-of-a-kind':
      return [0, 1].some((i) => s[i] === s[i + 3]) ? r.sum : 0;
    case 'full-house':
      return isThreeTwo(s) ? 25 : 0;
    case 'small-straight':
      return ['1234', '2345', '3456'].some((run) => r.distinct.includes(run)) ? 30 : 0;
    case 'large-straight':
      return r.distinct === '12345' || r.distinct === '23456' ? 40 : 0;
    case 'kniffel':
      return s[0] === s[4] ? 50 : 0;
    case 'chance':
      return r.sum;
  }
  throw new Error(`Kniffel has no ${category}`);
}

/** Maxi Yatzy from sorted dice: the dice that make each box, of different faces. */
function maxiOracle(category: CategoryId, dice: readonly Face[]): number {
  const r = read(dice);
  const s = r.sorted;
  const face = upperFaces[category];
  if (face) return face * dice.filter((d) => d === face).length;
  const pairs = facesWith(r, 2);
  const has = (run: string) => [...run].every((ch) => r.distinct.includes(ch));
  switch (category) {
    case 'one-pair':
      return pairs.length >= 1 ? 2 * pairs[0]! : 0;
    case 'two-pairs':
      return pairs.length >= 2 ? 2 * (pairs[0]! + pairs[1]!) : 0;
    case 'three-pairs':
      return pairs.length >= 3 ? 2 * (pairs[0]! + pairs[1]! + pairs[2]!) : 0;
    case 'three-of-a-kind':
    case 'four-of-a-kind':
    case 'five-of-a-kind': {
      const size = { 'three-of-a-kind': 3, 'four-of-a-kind': 4, 'five-of-a-kind': 5 }[category];
      const best = facesWith(r, size)[0];
      return best ? size * best : 0;
    }
    case 'small-straight':
      return has('12345') ? 15 : 0;
    case 'large-straight':
      return has('23456') ? 20 : 0;
    case 'full-straight':
      return r.distinct === '123456' ? 21 : 0;
    case 'full-house': {
      // Leave one die out, every way: the best five that are three and two of different faces.
      let best = 0;
      for (let out = 0; out < s.length; out++) {
        const five = s.filter((_, i) => i !== out);
        if (isThreeTwo(five)) best = Math.max(best, r.sum - s[out]!);
      }
      return best;
    }
    case 'villa':
      return s[0] === s[2] && s[3] === s[5] && s[2] !== s[3] ? r.sum : 0;
    case 'tower':
      return (s[0] === s[3] && s[4] === s[5] && s[3] !== s[4]) ||
        (s[0] === s[1] && s[2] === s[5] && s[1] !== s[2])
        ? r.sum
        : 0;
    case 'chance':
      return r.sum;
    case 'maxi-yatzy':
      return s[0] === s[5] ? 100 : 0;
  }
  throw new Error(`Maxi Yatzy has no ${category}`);
}

const fiveDice = everyRoll(5);
const sixDice = everyRoll(6);

/** Compares every roll in every box of the ruleset with the oracle; returns the comparisons made. */
function compareAll(
  ruleset: Ruleset,
  rolls: readonly Face[][],
  oracle: (category: CategoryId, dice: readonly Face[]) => number,
): number {
  let compared = 0;
  for (const category of ruleset.categories) {
    for (const dice of rolls) {
      const got = scoreDice(ruleset, category, dice);
      const want = oracle(category, dice);
      if (got !== want) {
        expect.fail(`${ruleset.id} ${category} [${dice.join(',')}]: got ${got}, want ${want}`);
      }
      compared++;
    }
  }
  return compared;
}

const countRolls = (ruleset: Ruleset, category: CategoryId, rolls: readonly Face[][]) =>
  rolls.filter((dice) => scoreDice(ruleset, category, dice) > 0).length;

// ---------------------------------------------------------------- Kniffel

describe('Kniffel (Schmidt Spiele): the pad', () => {
  it('is five dice, three rolls and the 13 boxes of a Kniffel pad, in pad order', () => {
    expect(kniffel).to.include({ id: 'kniffel', dice: 5, rollsPerTurn: 3 });
    expect(kniffel.categories).to.deep.equal([
      ...upperBoxes,
      'three-of-a-kind',
      'four-of-a-kind',
      'full-house',
      'small-straight',
      'large-straight',
      'kniffel',
      'chance',
    ]);
    expect(kniffel.fiveOfAKind).to.equal('kniffel');
    expect(kniffel.upperLines).to.deep.equal(['upper', 'upperBonus', 'upperTotal']);
    expect(kniffel.lowerLines).to.deep.equal(['yahtzeeBonus', 'lowerTotal', 'total']);
  });

  it('scores all 7,776 rolls in every box as the oracle from sorted dice does', () => {
    expect(fiveDice).to.have.length(7776);
    expect(compareAll(kniffel, fiveDice, kniffelOracle)).to.equal(13 * 7776);
  });

  it('scores like Yahtzee box by box, the Kniffel box like the Yahtzee box', () => {
    for (const dice of fiveDice) {
      for (const category of kniffel.categories) {
        const same = category === 'kniffel' ? 'yahtzee' : category;
        if (scoreDice(kniffel, category, dice) !== scoreDice(yahtzee, same, dice)) {
          expect.fail(`${category} [${dice.join(',')}]`);
        }
      }
    }
  });

  it('counts: 6 Kniffels, 300 full houses, 1,200 small and 240 large straights', () => {
    expect(countRolls(kniffel, 'kniffel', fiveDice)).to.equal(6);
    expect(countRolls(kniffel, 'full-house', fiveDice)).to.equal(300);
    expect(countRolls(kniffel, 'small-straight', fiveDice)).to.equal(1200);
    expect(countRolls(kniffel, 'large-straight', fiveDice)).to.equal(240);
  });

  it('possibleScores: 0 and every roll of every box (the joker values are rollable anyway)', () => {
    for (const category of kniffel.categories) {
      const want = new Set<number>([0]);
      for (const dice of fiveDice) want.add(kniffelOracle(category, dice));
      expect(possibleScores(kniffel, category), category).to.deep.equal(
        [...want].sort((a, b) => a - b),
      );
    }
    expect(possibleScores(kniffel, 'kniffel')).to.deep.equal([0, 50]);
    expect(possibleScores(kniffel, 'full-house')).to.deep.equal([0, 25]);
  });

  it('upper bonus: 35 at 63 or more, none at 62', () => {
    const upper = { ones: 3, twos: 6, threes: 9, fours: 12, fives: 15 };
    expect(totals(kniffel, sheetOf({ ...upper, sixes: 18 }))).to.include({
      upper: 63,
      upperBonus: 35,
      upperTotal: 98,
    });
    expect(totals(kniffel, sheetOf({ ...upper, sixes: 17 }))).to.include({
      upper: 62,
      upperBonus: 0,
    });
  });

  it('five equal dice with the Kniffel box empty are a Kniffel: 50, and no full house', () => {
    expect(isExtraYahtzee(kniffel, emptySheet(), [3, 3, 3, 3, 3])).to.equal(false);
    const placed = placements(kniffel, emptySheet(), [3, 3, 3, 3, 3]);
    expect(placed).to.have.length(13);
    expect(placed.find((p) => p.category === 'kniffel')).to.deep.equal({
      category: 'kniffel',
      points: 50,
      bonus: 0,
    });
    expect(placed.find((p) => p.category === 'full-house')!.points).to.equal(0);
  });
});

describe('Kniffel: a second, third... Kniffel', () => {
  const fiveFours: Dice = [4, 4, 4, 4, 4];
  const lower = kniffel.lowerCategories;

  it('its upper box empty: written there, with 50 extra points', () => {
    const sheet = sheetOf({ kniffel: 50 });
    expect(isExtraYahtzee(kniffel, sheet, fiveFours)).to.equal(true);
    expect(placements(kniffel, sheet, fiveFours)).to.deep.equal([
      { category: 'fours', points: 20, bonus: 50 },
    ]);
    const { sheet: after } = placeDice(kniffel, sheet, 'fours', fiveFours);
    expect(totals(kniffel, after)).to.include({ upper: 20, lower: 50, yahtzeeBonus: 50 });
  });

  it('the Kniffel box scratched (an entry of 0) still earns the 50 ("einen Eintrag")', () => {
    expect(placements(kniffel, sheetOf({ kniffel: 0 }), fiveFours)).to.deep.equal([
      { category: 'fours', points: 20, bonus: 50 },
    ]);
  });

  it('its upper box filled: a joker for any empty lower box at full value, with no extra points', () => {
    const sheet = sheetOf({ kniffel: 50, fours: 12 });
    expect(listed(kniffel, sheet, fiveFours)).to.deep.equal([
      'three-of-a-kind:20',
      'four-of-a-kind:20',
      'full-house:25',
      'small-straight:30',
      'large-straight:40',
      'chance:20',
    ]);
    expect(bonuses(kniffel, sheet, fiveFours)).to.deep.equal([0]);
    const { sheet: after, placement } = placeDice(kniffel, sheet, 'large-straight', fiveFours);
    expect(placement).to.deep.equal({ category: 'large-straight', points: 40, bonus: 0 });
    expect(after.yahtzeeBonus).to.equal(0);
  });

  it('every lower box full: a 0 in an empty upper box, with no extra points', () => {
    const sheet = sheetOf({ ...fill(lower, 10), kniffel: 50, fours: 8, ones: 2 });
    expect(listed(kniffel, sheet, fiveFours)).to.deep.equal([
      'twos:0',
      'threes:0',
      'fives:0',
      'sixes:0',
    ]);
    expect(bonuses(kniffel, sheet, fiveFours)).to.deep.equal([0]);
  });

  it('refuses an extra Kniffel in another box while its upper box is empty', () => {
    refusal(
      () => placeDice(kniffel, sheetOf({ kniffel: 50 }), 'chance', fiveFours),
      { code: 'joker-order', category: 'chance', allowed: ['fours'] },
      'The joker rule puts this extra Yahtzee in Fours, not in Chance',
    );
  });

  it('options: 100 per extra Kniffel for every one (the newspaper reading), or the forced joker', () => {
    const every = getRuleset('kniffel', { yahtzeeBonus: 100, yahtzeeBonusRule: 'every' });
    const filled = sheetOf({ kniffel: 50, fours: 12 });
    expect(bonuses(every, sheetOf({ kniffel: 50 }), fiveFours)).to.deep.equal([100]);
    expect(bonuses(every, filled, fiveFours)).to.deep.equal([100]);
    // Kniffel's scratched box still pays under "every": that is Kniffel's data, not the option.
    expect(bonuses(every, sheetOf({ kniffel: 0, fours: 12 }), fiveFours)).to.deep.equal([100]);
    const forced = getRuleset('kniffel', { joker: 'forced' });
    expect(listed(forced, filled, fiveFours)).to.deep.equal([
      'three-of-a-kind:20',
      'four-of-a-kind:20',
    ]);
    const none = getRuleset('kniffel', { yahtzeeBonus: 0 });
    expect(bonuses(none, sheetOf({ kniffel: 50 }), fiveFours)).to.deep.equal([0]);
  });

  it('Yahtzee keeps its own rules; the upper-box rule is an option there too', () => {
    expect(yahtzee).to.include({ yahtzeeBonusRule: 'every', bonusAfterScratch: false });
    const filled = sheetOf({ yahtzee: 50, fours: 12 });
    expect(bonuses(yahtzee, filled, fiveFours)).to.deep.equal([100]);
    expect(bonuses(yahtzee, sheetOf({ yahtzee: 0 }), fiveFours)).to.deep.equal([0]);
    const upperBox = getRuleset('yahtzee', { yahtzeeBonusRule: 'upper-box' });
    expect(bonuses(upperBox, sheetOf({ yahtzee: 50 }), fiveFours)).to.deep.equal([100]);
    expect(bonuses(upperBox, filled, fiveFours)).to.deep.equal([0]);
    // A scratched Yahtzee box forfeits the bonus under either rule.
    expect(bonuses(upperBox, sheetOf({ yahtzee: 0 }), fiveFours)).to.deep.equal([0]);
  });
});

// ---------------------------------------------------------------- Maxi Yatzy

describe('Maxi Yatzy: the pad', () => {
  it('is six dice, three rolls and 20 boxes, in pad order', () => {
    expect(maxi).to.include({ id: 'maxi-yatzy', dice: 6, rollsPerTurn: 3, savedRolls: true });
    expect(maxi.upperCategories).to.deep.equal(upperBoxes);
    expect(maxi.lowerCategories).to.deep.equal([
      'one-pair',
      'two-pairs',
      'three-pairs',
      'three-of-a-kind',
      'four-of-a-kind',
      'five-of-a-kind',
      'small-straight',
      'large-straight',
      'full-straight',
      'full-house',
      'villa',
      'tower',
      'chance',
      'maxi-yatzy',
    ]);
    expect(maxi.categories).to.have.length(20);
    expect(maxi).to.include({ fiveOfAKind: 'maxi-yatzy', joker: null, yahtzeeBonus: 0 });
    expect(maxi.upperLines).to.deep.equal(['upper', 'upperBonus']);
    expect(maxi.lowerLines).to.deep.equal(['total']);
  });

  it('scores all 46,656 rolls of six dice in every box as the oracle from sorted dice does', () => {
    expect(sixDice).to.have.length(46656);
    expect(new Set(sixDice.map((roll) => roll.join(''))).size).to.equal(46656);
    expect(compareAll(maxi, sixDice, maxiOracle)).to.equal(20 * 46656);
  });

  // By hand: villa C(6,2) * 6!/(3!3!) = 300; tower 6 * 5 * 6!/(4!2!) = 450; three pairs
  // C(6,3) * 6!/(2!2!2!) = 1,800; full straight 6! = 720; small straight: 1-5 and a 6 (720) or a
  // second die of 1-5 (5 * 6!/2! = 1,800); five of a kind: 6 * 5 * 6 + 6 = 186.
  it('counts: 6 Maxi Yatzys, 720 full straights, 2,520 small and large, 300 villas, 450 towers', () => {
    expect(countRolls(maxi, 'maxi-yatzy', sixDice)).to.equal(6);
    expect(countRolls(maxi, 'full-straight', sixDice)).to.equal(720);
    expect(countRolls(maxi, 'small-straight', sixDice)).to.equal(2520);
    expect(countRolls(maxi, 'large-straight', sixDice)).to.equal(2520);
    expect(countRolls(maxi, 'villa', sixDice)).to.equal(300);
    expect(countRolls(maxi, 'tower', sixDice)).to.equal(450);
    expect(countRolls(maxi, 'three-pairs', sixDice)).to.equal(1800);
    expect(countRolls(maxi, 'five-of-a-kind', sixDice)).to.equal(186);
  });

  const cases: [CategoryId, Dice, number][] = [
    // The examples of the published rules (maxiyatzy.com).
    ['one-pair', [6, 4, 2, 6, 5, 1], 12],
    ['two-pairs', [2, 1, 3, 3, 5, 5], 16],
    ['three-pairs', [2, 2, 5, 5, 6, 6], 26],
    ['three-of-a-kind', [4, 5, 3, 5, 5, 4], 15],
    ['four-of-a-kind', [2, 4, 2, 2, 5, 2], 8],
    ['five-of-a-kind', [3, 3, 2, 3, 3, 3], 15],
    ['small-straight', [1, 2, 3, 4, 5, 3], 15],
    ['large-straight', [2, 3, 4, 5, 6, 6], 20],
    ['full-straight', [1, 2, 3, 4, 5, 6], 21],
    ['full-house', [3, 4, 4, 6, 6, 6], 26],
    ['villa', [2, 2, 2, 5, 5, 5], 21],
    ['tower', [3, 3, 6, 6, 6, 6], 30],
    ['chance', [3, 4, 2, 6, 5, 4], 24],
    ['maxi-yatzy', [4, 4, 4, 4, 4, 4], 100],
    // Six dice choose the best: the higher pairs, the better three and two.
    ['two-pairs', [6, 6, 4, 4, 1, 1], 20],
    ['two-pairs', [5, 5, 5, 2, 2, 2], 14],
    ['two-pairs', [6, 6, 6, 6, 2, 2], 16],
    ['full-house', [2, 2, 2, 5, 5, 5], 19],
    ['full-house', [6, 6, 6, 6, 3, 3], 24],
    ['one-pair', [6, 6, 6, 6, 6, 6], 12],
    // Different faces: four equal dice are not two pairs, six equal are no house or tower.
    ['two-pairs', [4, 4, 4, 4, 1, 2], 0],
    ['three-pairs', [6, 6, 6, 6, 2, 2], 0],
    ['full-house', [5, 5, 5, 5, 5, 1], 0],
    ['full-house', [5, 5, 5, 5, 5, 5], 0],
    ['villa', [5, 5, 5, 5, 5, 5], 0],
    ['tower', [5, 5, 5, 5, 5, 5], 0],
    ['five-of-a-kind', [2, 2, 2, 2, 2, 2], 10],
  ];
  for (const [category, dice, points] of cases) {
    it(`${category} [${dice.join(', ')}] is ${points}`, () => {
      expect(scoreDice(maxi, category, dice)).to.equal(points);
    });
  }

  it('possibleScores: 0 and every roll of every box', () => {
    for (const category of maxi.categories) {
      const want = new Set<number>([0]);
      for (const dice of sixDice) want.add(maxiOracle(category, dice));
      expect(possibleScores(maxi, category), category).to.deep.equal(
        [...want].sort((a, b) => a - b),
      );
    }
    expect(possibleScores(maxi, 'ones')).to.deep.equal([0, 1, 2, 3, 4, 5, 6]);
    expect(possibleScores(maxi, 'full-straight')).to.deep.equal([0, 21]);
    expect(possibleScores(maxi, 'maxi-yatzy')).to.deep.equal([0, 100]);
    expect(possibleScores(maxi, 'chance')).to.deep.equal([
      0,
      ...Array.from({ length: 31 }, (_, i) => i + 6),
    ]);
  });

  it('takes rolls of six dice only', () => {
    refusal(
      () => scoreDice(maxi, 'chance', [1, 2, 3, 4, 5]),
      { code: 'bad-dice', expected: 6 },
      'Expected 6 dice, got 5',
    );
    refusal(
      () => scoreDice(kniffel, 'chance', [1, 2, 3, 4, 5, 6]),
      { code: 'bad-dice', expected: 5 },
      'Expected 5 dice, got 6',
    );
  });

  it('lists every empty box at its points for a roll of six dice; a second Maxi Yatzy is any roll', () => {
    const dice: Dice = [6, 6, 6, 5, 5, 1];
    const sheet = sheetOf({ chance: 20 });
    expect(listed(maxi, sheet, dice)).to.deep.equal(
      maxi.categories
        .filter((category) => category !== 'chance')
        .map((category) => `${category}:${maxiOracle(category, dice)}`),
    );
    const sixSixes: Dice = [6, 6, 6, 6, 6, 6];
    const filled = sheetOf({ 'maxi-yatzy': 100 });
    expect(isExtraYahtzee(maxi, filled, sixSixes)).to.equal(false);
    expect(placements(maxi, filled, sixSixes)).to.have.length(19);
    expect(bonuses(maxi, filled, sixSixes)).to.deep.equal([0]);
  });

  it('upper bonus: 100 at 84 or more, none at 83; the 50-at-75 pads as options', () => {
    const upper = { ones: 4, twos: 8, threes: 12, fours: 16, fives: 20 };
    expect(totals(maxi, sheetOf({ ...upper, sixes: 24 }))).to.include({
      upper: 84,
      upperBonus: 100,
      upperTotal: 184,
      total: 184,
    });
    expect(totals(maxi, sheetOf({ ...upper, sixes: 23 }))).to.include({ upper: 83, upperBonus: 0 });
    const fifty = getRuleset('maxi-yatzy', { upperBonus: 50, upperBonusThreshold: 75 });
    expect(fifty).to.include({ upperBonus: 50, upperBonusThreshold: 75 });
    expect(totals(fifty, sheetOf({ sixes: 36, fives: 30, fours: 9 }))).to.include({
      upper: 75,
      upperBonus: 50,
    });
    expect(totals(fifty, sheetOf({ sixes: 36, fives: 30, fours: 8 }))).to.include({
      upper: 74,
      upperBonus: 0,
    });
  });
});

// ---------------------------------------------------------------- getRuleset and its options

describe('getRuleset: the family and the options', () => {
  it("each game's own rules when no option is given", () => {
    expect(kniffel).to.include({
      joker: 'free',
      yahtzeeBonus: 50,
      yahtzeeBonusRule: 'upper-box',
      bonusAfterScratch: true,
      upperBonus: 35,
      upperBonusThreshold: 63,
      savedRolls: false,
    });
    expect(maxi).to.include({
      joker: null,
      yahtzeeBonus: 0,
      yahtzeeBonusRule: null,
      bonusAfterScratch: false,
      upperBonus: 100,
      upperBonusThreshold: 84,
      savedRolls: true,
    });
    expect(yahtzee).to.include({ joker: 'forced', yahtzeeBonus: 100, savedRolls: false });
    expect(getRuleset('yatzy')).to.include({ savedRolls: false, yahtzeeBonusRule: null });
  });

  it('the same game and rules give one frozen object, other rules another', () => {
    expect(getRuleset('kniffel', {})).to.equal(kniffel);
    expect(getRuleset('kniffel', { joker: 'free', yahtzeeBonus: 50 })).to.equal(kniffel);
    expect(getRuleset('kniffel', { joker: 'forced' })).not.to.equal(kniffel);
    // Maxi Yatzy has no joker: the joker options change nothing.
    expect(getRuleset('maxi-yatzy', { joker: 'free', yahtzeeBonus: 7 })).to.equal(maxi);
    const off = getRuleset('maxi-yatzy', { savedRolls: false });
    expect(off).not.to.equal(maxi);
    expect(off.savedRolls).to.equal(false);
    expect(getRuleset('maxi-yatzy', { savedRolls: false })).to.equal(off);
    for (const part of [maxi, maxi.categories, maxi.scorers, kniffel.jokerScorers]) {
      expect(Object.isFrozen(part)).to.equal(true);
    }
  });

  it('options apply to any game: an upper bonus of 50 at 70 for Yahtzee', () => {
    const house = getRuleset('yahtzee', { upperBonus: 50, upperBonusThreshold: 70 });
    expect(totals(house, sheetOf({ sixes: 30, fives: 25, fours: 16 }))).to.include({
      upper: 71,
      upperBonus: 50,
    });
  });

  it('refuses a bad option with its name, as data', () => {
    const bad: [
      RulesetOptions,
      'yahtzeeBonusRule' | 'upperBonus' | 'upperBonusThreshold' | 'savedRolls',
      string,
    ][] = [
      [
        { yahtzeeBonusRule: 'sometimes' as 'every' },
        'yahtzeeBonusRule',
        'Bad yahtzeeBonusRule option "sometimes": the Yahtzee bonus rule is every or upper-box',
      ],
      [
        { upperBonus: -5 },
        'upperBonus',
        'Bad upperBonus option -5: the upper bonus is a whole number, 0 or more',
      ],
      [
        { upperBonusThreshold: 1.5 },
        'upperBonusThreshold',
        'Bad upperBonusThreshold option 1.5: the upper bonus threshold is a whole number, 0 or more',
      ],
      [
        { savedRolls: 'yes' as unknown as boolean },
        'savedRolls',
        'Bad savedRolls option "yes": saved rolls are true or false',
      ],
    ];
    for (const [options, option, message] of bad) {
      refusal(() => getRuleset('maxi-yatzy', options), { code: 'bad-options', option }, message);
    }
    refusal(
      () => getRuleset('kniffel', { joker: 'wild' as 'free' }),
      { code: 'unknown-joker', joker: 'wild' },
      'Unknown joker rule "wild" (known: forced, free)',
    );
  });

  it('a copy of their data under another id plays the same; bad new data is refused', () => {
    for (const original of [kniffel, maxi]) {
      const copy = defineRuleset({ ...rulesetData[original.id], id: 'copy' });
      expect({ ...copy, id: original.id }).to.deep.equal({ ...original });
    }
    const extra = rulesetData.kniffel.extra!;
    const refused: [object, string][] = [
      [{ savedRolls: 'on' }, 'Ruleset "odd": saved rolls are true or false'],
      [
        { extra: { ...extra, bonusRule: 'never' } },
        'Ruleset "odd": the extra joker is forced or free, its bonus rule every or upper-box, its bonus after a scratch true or false',
      ],
      [{ extra: { ...extra, joker: 'wild' } }, 'Ruleset "odd": the extra joker is forced or free'],
    ];
    for (const [change, message] of refused) {
      expect(() => defineRuleset({ ...rulesetData.kniffel, id: 'odd', ...change }))
        .to.throw(RuleError, message)
        .with.property('problem')
        .that.deep.equals({ code: 'bad-ruleset', ruleset: 'odd' });
    }
  });
});

// ---------------------------------------------------------------- saved rolls

describe('saved rolls: the turn', () => {
  const maxiTurn = { dice: 6, rollsPerTurn: 3, savedRolls: true };
  const sixes = (count: number): Face[] => Array.from({ length: count }, () => 6);

  it('a turn with 2 saved rolls may roll 5 times, then no more', () => {
    const rules = withSavedRolls(maxiTurn, 2);
    expect(rules).to.deep.equal({ dice: 6, rollsPerTurn: 5, savedRolls: true });
    let turn = newTurn(rules);
    expect(rollsLeft(turn, rules)).to.equal(5);
    for (let roll = 1; roll <= 5; roll++) {
      turn = rollTurn(turn, rules, sixes);
      expect(rollsLeft(turn, rules)).to.equal(5 - roll);
      expect(canHold(turn, rules)).to.equal(roll < 5);
    }
    expect(turn.values).to.deep.equal(sixes(6));
    refusal(
      () => rollTurn(turn, rules, sixes),
      { code: 'no-rolls-left' },
      'No rolls left this turn',
    );
  });

  it('saves what a turn leaves unused, and carries on what was saved before', () => {
    const after = (saved: number, rollNumber: number) =>
      rollsSaved({ rollNumber }, withSavedRolls(maxiTurn, saved));
    expect(after(0, 1)).to.equal(2);
    expect(after(0, 3)).to.equal(0);
    expect(after(2, 1)).to.equal(4);
    expect(after(2, 5)).to.equal(0);
    // More rolls than the turn had (a roller set to more rolls) save nothing, never less than 0.
    expect(after(0, 4)).to.equal(0);
    const turn = rollTurn(newTurn(maxiTurn), maxiTurn, sixes);
    expect(rollsSaved(turn, maxiTurn)).to.equal(2);
  });

  it('saves nothing in a game without saved rolls', () => {
    const rules = getRuleset('yatzy');
    expect(rollsSaved({ rollNumber: 1 }, rules)).to.equal(0);
    expect(rollsSaved({ rollNumber: 1 }, withSavedRolls(rules, 0))).to.equal(0);
    expect(rollsSaved({ rollNumber: 1 }, getRuleset('maxi-yatzy', { savedRolls: false }))).to.equal(
      0,
    );
    expect(rollsSaved({ rollNumber: 1 }, maxi)).to.equal(2);
  });

  it('refuses a count of saved rolls that is not a whole number, 0 or more', () => {
    for (const [count, shown] of [
      [-1, '-1'],
      [1.5, '1.5'],
      [Number.NaN, 'NaN'],
    ] as const) {
      refusal(
        () => withSavedRolls(maxiTurn, count),
        { code: 'bad-options', option: 'savedRolls' },
        `Saved rolls are a whole number, 0 or more, not ${shown}`,
      );
    }
  });
});

describe('saved rolls: the game', () => {
  const held = (...indices: number[]) => Array.from({ length: 6 }, (_, i) => indices.includes(i));
  const maxiGame = (options = {}) =>
    newGame({ ruleset: 'maxi-yatzy', players: ['Anna', 'Bram'], ...options });

  it('each player saves the rolls they leave unused, and spends them later', () => {
    let game = maxiGame();
    expect(turnRules(game)).to.deep.equal({ dice: 6, rollsPerTurn: 3, savedRolls: true });
    game = enterDice(game, 'sixes', [6, 6, 6, 1, 2, 3], { rollNumber: 1, held: held() });
    expect(savedRolls(game, 0)).to.equal(2);
    expect(savedRolls(game, 1)).to.equal(0);
    // Bram's turn: his own three rolls.
    expect(turnRules(game).rollsPerTurn).to.equal(3);
    game = enterDice(game, 'fives', [5, 5, 1, 2, 3, 4], { rollNumber: 2, held: held(0) });
    expect(savedRolls(game, 1)).to.equal(1);
    // Anna again: three rolls and the two she saved.
    expect(turnRules(game).rollsPerTurn).to.equal(5);
    game = enterDice(game, 'fours', [4, 4, 4, 4, 4, 1], { rollNumber: 5, held: held(0, 1) });
    expect(savedRolls(game, 0)).to.equal(0);
    expect(undo(game).moves).to.have.length(2);
    expect(savedRolls(undo(game), 0)).to.equal(2);
  });

  it('a move typed by hand counts as a turn of three rolls: it saves and spends nothing', () => {
    let game = maxiGame({ players: ['Anna'] });
    game = enterDice(game, 'ones', [1, 1, 2, 3, 4, 5], { rollNumber: 1, held: held() });
    expect(savedRolls(game, 0)).to.equal(2);
    game = enterPoints(game, 'chance', 20);
    expect(savedRolls(game, 0)).to.equal(2);
    game = scratchBox(game, 'tower');
    expect(savedRolls(game, 0)).to.equal(2);
    game = enterDice(game, 'twos', [2, 2, 1, 3, 4, 5]);
    expect(savedRolls(game, 0)).to.equal(2);
    expect(turnRules(game).rollsPerTurn).to.equal(5);
  });

  it('a 0 written after rolling keeps the roll: its unused rolls are saved, it survives a reload, and undo gives it back', () => {
    let game = maxiGame({ players: ['Anna'] });
    const roll = { dice: [6, 6, 6, 6, 2, 3] as Dice, rollNumber: 1, held: held() };
    // The roll is worth 24 in Sixes; Anna writes 0 in Tower anyway, after one roll.
    game = scratchBox(game, 'tower', roll);
    expect(sheetInGame(game, 0).scores.tower).to.equal(0);
    expect(savedRolls(game, 0)).to.equal(2);
    expect(turnRules(game).rollsPerTurn).to.equal(5);
    const reloaded = loadGame(JSON.parse(JSON.stringify(toJSON(game))));
    expect(savedRolls(reloaded, 0)).to.equal(2);
    expect(toJSON(reloaded)).to.deep.equal(toJSON(game));
    expect(undoneRoll(game)).to.deep.equal(roll);
    expect(savedRolls(undo(game), 0)).to.equal(0);
    // The roll must be a roll of this game, its origin a roll the turn could have had.
    expect(() => scratchBox(maxiGame(), 'tower', { ...roll, dice: [6, 6, 6] as Dice })).to.throw(
      RuleError,
    );
    expect(() => scratchBox(maxiGame(), 'tower', { ...roll, rollNumber: 0 })).to.throw(RuleError);
    // A saved scratch with dice but no origin (or an origin but no dice) is not a game we wrote.
    const saved = toJSON(game);
    const diceOnly = { ...saved.moves[0]! };
    delete diceOnly.rollNumber;
    delete diceOnly.held;
    expect(() => loadGame({ ...saved, moves: [diceOnly] })).to.throw(
      "Move 1: a scratch move has dice only with the roll's number and holds",
    );
    const originOnly = { ...saved.moves[0]! };
    delete originOnly.dice;
    expect(() => loadGame({ ...saved, moves: [originOnly] })).to.throw(/Move 1: a scratch move/);
  });

  it('a 0 written after an extra Yahtzee follows the joker: the forced joker keeps it to its upper box', () => {
    const five = [5, 5, 5, 5, 5] as Dice;
    let game = newGame({ ruleset: 'yahtzee', players: ['Anna'] });
    game = enterDice(game, 'yahtzee', five, {
      rollNumber: 1,
      held: [false, false, false, false, false],
    });
    const roll = { dice: five, rollNumber: 2, held: [true, true, true, true, true] };
    refusal(
      () => scratchBox(game, 'chance', roll),
      { code: 'joker-order', category: 'chance', allowed: ['fives'] },
      'The joker rule puts this extra Yahtzee in Fives, not in Chance',
    );
    expect(sheetInGame(scratchBox(game, 'fives', roll), 0).scores.fives).to.equal(0);
    // Without the roll, a 0 may go anywhere: the card cannot know the dice.
    expect(sheetInGame(scratchBox(game, 'chance'), 0).scores.chance).to.equal(0);
  });

  it('a turn may reach a roll number past 10 with enough rolls saved, and no further', () => {
    let game = maxiGame({ players: ['Anna'] });
    const boxes: CategoryId[] = ['ones', 'twos', 'threes', 'fours', 'fives'];
    for (const box of boxes) {
      game = enterDice(game, box, [1, 2, 3, 4, 5, 6], { rollNumber: 1, held: held() });
    }
    expect(savedRolls(game, 0)).to.equal(10);
    expect(turnRules(game).rollsPerTurn).to.equal(13);
    refusal(
      () => enterDice(game, 'sixes', [6, 6, 6, 6, 6, 6], { rollNumber: 14, held: held() }),
      { code: 'bad-origin' },
      "A roll's origin is a roll number from 1 to 13 and one hold per die",
    );
    game = enterDice(game, 'sixes', [6, 6, 6, 6, 6, 6], { rollNumber: 12, held: held(1) });
    expect(savedRolls(game, 0)).to.equal(1);
    // The saved game replays to the same count, and keeps the long turn.
    const loaded = loadGame(JSON.stringify(toJSON(game)));
    expect(savedRolls(loaded, 0)).to.equal(1);
    expect(loaded.moves.at(-1)!.rollNumber).to.equal(12);
  });

  it('without saved rolls a roll number stays within 10 and nothing is saved', () => {
    let game = maxiGame({ players: ['Anna'], savedRolls: false });
    expect(game.savedRolls).to.equal(false);
    expect(rulesetOf(game).savedRolls).to.equal(false);
    game = enterDice(game, 'ones', [1, 1, 2, 3, 4, 5], { rollNumber: 1, held: held() });
    expect(savedRolls(game, 0)).to.equal(0);
    expect(turnRules(game).rollsPerTurn).to.equal(3);
    refusal(
      () => enterDice(game, 'twos', [2, 2, 1, 3, 4, 5], { rollNumber: 11, held: held() }),
      { code: 'bad-origin' },
      "A roll's origin is a roll number from 1 to 10 and one hold per die",
    );
    const yahtzeeGame = enterDice(
      newGame({ ruleset: 'yahtzee', players: ['Anna'] }),
      'ones',
      [1, 1, 2, 3, 4],
      { rollNumber: 1, held: [false, false, false, false, false] },
    );
    expect(savedRolls(yahtzeeGame, 0)).to.equal(0);
    expect(turnRules(yahtzeeGame)).to.deep.equal({ dice: 5, rollsPerTurn: 3, savedRolls: false });
  });

  it('the house rules are kept with the game, saved and loaded; left out, they stay out', () => {
    const game = maxiGame({ savedRolls: false, upperBonus: 50, upperBonusThreshold: 75 });
    expect(game).to.include({ savedRolls: false, upperBonus: 50, upperBonusThreshold: 75 });
    const json = toJSON(game);
    expect(json).to.include({ savedRolls: false, upperBonus: 50, upperBonusThreshold: 75 });
    expect(rulesetOf(loadGame(json))).to.equal(
      getRuleset('maxi-yatzy', { savedRolls: false, upperBonus: 50, upperBonusThreshold: 75 }),
    );
    const plain = toJSON(maxiGame());
    expect(Object.keys(plain)).to.deep.equal([
      'schema',
      'ruleset',
      'joker',
      'yahtzeeBonus',
      'players',
      'starter',
      'moves',
    ]);
    expect(() => loadGame({ ...plain, savedRolls: 'yes' })).to.throw(/savedRolls/);
    expect(() => loadGame({ ...plain, upperBonus: 5000 })).to.throw(
      'The upperBonus option is at most 1000, not 5000',
    );
  });

  it("a new Kniffel game takes Kniffel's own joker and bonus; chosen ones are kept", () => {
    const game = newGame({ ruleset: 'kniffel', players: ['Anna'] });
    expect(game).to.include({ joker: 'free', yahtzeeBonus: 50 });
    expect(rulesetOf(game)).to.equal(kniffel);
    const chosen = newGame({
      ruleset: 'kniffel',
      players: ['Anna'],
      joker: 'forced',
      yahtzeeBonus: 100,
      yahtzeeBonusRule: 'every',
    });
    expect(loadGame(toJSON(chosen))).to.include({
      joker: 'forced',
      yahtzeeBonus: 100,
      yahtzeeBonusRule: 'every',
    });
    expect(newGame({ ruleset: 'yahtzee', players: ['Anna'] })).to.include({
      joker: 'forced',
      yahtzeeBonus: 100,
    });
  });
});

// ---------------------------------------------------------------- whole games

/** Plays `turns` for the players in turn order: each a box and dice, points, or a scratch. */
type Turn =
  | [CategoryId, Dice, number?]
  | [CategoryId, 'points', number]
  | [CategoryId, 'scratch']
  | [CategoryId, 'extra', Face];

function play(game: Game, turns: readonly Turn[]): Game {
  for (const [box, how, extra] of turns) {
    if (how === 'points') game = enterPoints(game, box, extra as number);
    else if (how === 'scratch') game = scratchBox(game, box);
    else if (how === 'extra') game = enterExtraYahtzee(game, box, extra as Face);
    else if (extra === undefined) game = enterDice(game, box, how);
    else game = enterDice(game, box, how, { rollNumber: extra, held: how.map(() => false) });
  }
  return game;
}

describe('a whole game of Kniffel through the rules', () => {
  // Anna rolls; Bram types his points by hand. By hand, Anna: upper 20 + 18 + 15 + 9 + 6 + 3 = 71,
  // bonus 35; lower 50 + 40 + 25 + 30 + 13 + 21 + 21 = 200; one extra Kniffel in Fours: 50.
  const anna: Turn[] = [
    ['kniffel', [6, 6, 6, 6, 6]],
    ['fours', [4, 4, 4, 4, 4]],
    ['sixes', [6, 6, 6, 2, 3]],
    ['fives', [5, 5, 5, 1, 2]],
    ['threes', [3, 3, 3, 6, 6]],
    ['twos', [2, 2, 2, 5, 6]],
    ['ones', [1, 1, 1, 4, 5]],
    // Fours are filled: the joker, 40 for a large straight and no extra points.
    ['large-straight', [4, 4, 4, 4, 4]],
    ['full-house', [6, 6, 6, 5, 5]],
    ['small-straight', [1, 2, 3, 4, 6]],
    ['four-of-a-kind', [3, 3, 3, 3, 1]],
    ['three-of-a-kind', [5, 5, 5, 4, 2]],
    ['chance', [6, 5, 4, 3, 3]],
  ];
  const bram: Turn[] = kniffel.categories.map((box) =>
    box === 'chance' ? [box, 'points', 20] : [box, 'scratch'],
  );

  it('ends with the totals counted by hand, and Anna winning', () => {
    let game = newGame({ ruleset: 'kniffel', players: ['Anna', 'Bram'] });
    for (let i = 0; i < 13; i++) {
      expect(currentPlayer(game)).to.equal(0);
      game = play(game, [anna[i]!, bram[i]!]);
    }
    expect(isOver(game)).to.equal(true);
    expect(sheetInGame(game, 0).scores).to.include({ fours: 20, 'large-straight': 40 });
    expect(playerTotals(game, 0)).to.deep.equal({
      upper: 71,
      upperBonus: 35,
      upperTotal: 106,
      lower: 200,
      yahtzeeBonus: 50,
      lowerTotal: 250,
      total: 356,
    });
    expect(yahtzeeBonusMarks(game, 0)).to.equal(1);
    expect(playerTotals(game, 1).total).to.equal(20);
    expect(standings(game).winners).to.deep.equal([0]);
    const loaded = loadGame(JSON.stringify(toJSON(game)));
    expect(playerTotals(loaded, 0)).to.deep.equal(playerTotals(game, 0));
  });

  it('an extra Kniffel entered by its face takes the same rules', () => {
    let game = newGame({ ruleset: 'kniffel', players: ['Anna'] });
    game = play(game, [
      ['kniffel', 'scratch'],
      ['fives', 'extra', 5],
      ['chance', 'extra', 5],
    ]);
    expect(sheetInGame(game, 0)).to.deep.equal({
      scores: { kniffel: 0, fives: 25, chance: 25 },
      yahtzeeBonus: 50,
    });
  });
});

describe('a whole game of Maxi Yatzy through the rules', () => {
  // [box, dice (or points typed, or a scratch), roll number (or the points typed; none: no roll
  // origin), rolls saved after]. By hand: upper
  // 24 + 20 + 16 + 12 + 8 + 4 = 84, bonus 100; lower 100 + 30 + 22 + 12 + 15 + 16 + 15 + 15 +
  // 20 + 21 + 28 + 21 + 30 + 0 = 345.
  const turns: [CategoryId, Dice | 'points' | 'scratch', number | undefined, number][] = [
    ['maxi-yatzy', [6, 6, 6, 6, 6, 6], 1, 2],
    ['sixes', [6, 6, 6, 6, 1, 2], 5, 0],
    ['fives', [5, 5, 5, 5, 1, 2], 2, 1],
    ['fours', [4, 4, 4, 4, 2, 3], 3, 1],
    ['threes', [3, 3, 3, 3, 1, 2], undefined, 1],
    ['twos', [2, 2, 2, 2, 1, 3], 4, 0],
    ['ones', [1, 1, 1, 1, 2, 3], 1, 2],
    ['three-pairs', 'points', 30, 2],
    ['two-pairs', [6, 6, 5, 5, 1, 2], 3, 2],
    ['one-pair', [6, 6, 1, 2, 3, 4], 5, 0],
    ['three-of-a-kind', [5, 5, 5, 1, 2, 3], 3, 0],
    ['four-of-a-kind', [4, 4, 4, 4, 1, 2], 3, 0],
    ['five-of-a-kind', [3, 3, 3, 3, 3, 1], 2, 1],
    ['small-straight', [1, 2, 3, 4, 5, 5], 1, 3],
    ['large-straight', [2, 3, 4, 5, 6, 6], 6, 0],
    ['full-straight', [1, 2, 3, 4, 5, 6], 3, 0],
    ['full-house', [6, 6, 6, 5, 5, 1], 3, 0],
    ['villa', [2, 2, 2, 5, 5, 5], 3, 0],
    ['tower', [3, 3, 6, 6, 6, 6], 3, 0],
    ['chance', 'scratch', undefined, 0],
  ];

  it('ends with the totals counted by hand and the saved rolls tracked turn by turn', () => {
    let game = newGame({ ruleset: 'maxi-yatzy', players: ['Maja'] });
    let before = 0;
    for (const [box, how, roll, saved] of turns) {
      expect(turnRules(game).rollsPerTurn, box).to.equal(3 + before);
      if (how === 'points') game = enterPoints(game, box, roll!);
      else if (how === 'scratch') game = scratchBox(game, box);
      else game = play(game, [roll === undefined ? [box, how] : [box, how, roll]]);
      expect(savedRolls(game, 0), box).to.equal(saved);
      before = saved;
    }
    expect(isOver(game)).to.equal(true);
    expect(playerTotals(game, 0)).to.deep.equal({
      upper: 84,
      upperBonus: 100,
      upperTotal: 184,
      lower: 345,
      yahtzeeBonus: 0,
      lowerTotal: 345,
      total: 529,
    });
    expect(sheetInGame(game, 0).scores).to.include({
      'full-house': 28,
      villa: 21,
      tower: 30,
      'maxi-yatzy': 100,
    });
    const loaded = loadGame(toJSON(game));
    expect(playerTotals(loaded, 0).total).to.equal(529);
    expect(savedRolls(loaded, 0)).to.equal(0);
  });
});
