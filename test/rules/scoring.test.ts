import { expect } from '@open-wc/testing';
import type { CategoryId, Dice, Face, Ruleset } from '../../src/rules/index.js';
import { getRuleset, possibleScores, scoreDice } from '../../src/rules/index.js';

const yahtzee = getRuleset('yahtzee') as Ruleset<'yahtzee'>;
const yatzy = getRuleset('yatzy') as Ruleset<'yatzy'>;

/** All 6^5 = 7,776 ordered rolls, by five nested loops (src enumerates differently). */
function everyOrderedRoll(): Face[][] {
  const rolls: Face[][] = [];
  const f: Face[] = [1, 2, 3, 4, 5, 6];
  for (const a of f)
    for (const b of f)
      for (const c of f) for (const d of f) for (const e of f) rolls.push([a, b, c, d, e]);
  return rolls;
}
const rolls = everyOrderedRoll();

/**
 * The test's own scoring, independent of src: a face-count array, the roll's "shape"
 * (counts sorted high to low: '5', '41', '32', '311', '221', '2111', '11111') and the
 * string of distinct faces.
 */
function oracle(game: 'yahtzee' | 'yatzy', category: CategoryId, dice: readonly Face[]): number {
  const tally = [0, 0, 0, 0, 0, 0, 0];
  dice.forEach((d) => (tally[d] += 1));
  const total = dice.reduce<number>((s, d) => s + d, 0);
  const shape = tally
    .filter((n) => n > 0)
    .sort((x, y) => y - x)
    .join('');
  const distinct = [...new Set(dice)].sort().join('');
  const facesWith = (n: number) => [1, 2, 3, 4, 5, 6].filter((f) => tally[f] >= n);
  const upper: Partial<Record<CategoryId, number>> = {
    ones: 1,
    twos: 2,
    threes: 3,
    fours: 4,
    fives: 5,
    sixes: 6,
  };
  const face = upper[category];
  if (face) return tally[face] * face;
  if (category === 'chance') return total;
  if (category === 'yahtzee' || category === 'yatzy') return shape === '5' ? 50 : 0;
  if (game === 'yahtzee') {
    switch (category) {
      case 'three-of-a-kind':
        return ['5', '41', '32', '311'].includes(shape) ? total : 0;
      case 'four-of-a-kind':
        return ['5', '41'].includes(shape) ? total : 0;
      case 'full-house':
        return shape === '32' ? 25 : 0;
      case 'small-straight':
        return ['1234', '2345', '3456'].some((run) => [...run].every((ch) => distinct.includes(ch)))
          ? 30
          : 0;
      case 'large-straight':
        return distinct === '12345' || distinct === '23456' ? 40 : 0;
    }
  } else {
    const pairs = facesWith(2);
    switch (category) {
      case 'one-pair':
        return pairs.length ? 2 * Math.max(...pairs) : 0;
      case 'two-pairs':
        return pairs.length === 2 ? 2 * (pairs[0] + pairs[1]) : 0;
      case 'three-of-a-kind':
        return facesWith(3).length ? 3 * facesWith(3)[0] : 0;
      case 'four-of-a-kind':
        return facesWith(4).length ? 4 * facesWith(4)[0] : 0;
      case 'small-straight':
        return distinct === '12345' ? 15 : 0;
      case 'large-straight':
        return distinct === '23456' ? 20 : 0;
      case 'full-house':
        return shape === '32' ? total : 0;
    }
  }
  throw new Error(`oracle has no ${category} in ${game}`);
}

function countRolls(ruleset: Ruleset, category: CategoryId): number {
  return rolls.filter((dice) => scoreDice(ruleset, category, dice) > 0).length;
}

describe('scoreDice: all 7,776 ordered rolls against an independent oracle', () => {
  it('enumerates 7,776 distinct rolls', () => {
    expect(rolls).to.have.length(7776);
    expect(new Set(rolls.map((r) => r.join(''))).size).to.equal(7776);
  });

  for (const ruleset of [yahtzee, yatzy]) {
    it(`scores every roll in every ${ruleset.id} box as the oracle does`, () => {
      let compared = 0;
      for (const category of ruleset.categories) {
        for (const dice of rolls) {
          const got = scoreDice(ruleset, category, dice);
          const want = oracle(ruleset.id, category, dice);
          if (got !== want) {
            expect.fail(`${ruleset.id} ${category} [${dice.join(',')}]: got ${got}, want ${want}`);
          }
          compared++;
        }
      }
      expect(compared).to.equal(7776 * ruleset.categories.length);
    });
  }

  it('has the boxes of each pad, in score-pad order', () => {
    expect(yahtzee.categories).to.deep.equal([
      'ones',
      'twos',
      'threes',
      'fours',
      'fives',
      'sixes',
      'three-of-a-kind',
      'four-of-a-kind',
      'full-house',
      'small-straight',
      'large-straight',
      'yahtzee',
      'chance',
    ]);
    expect(yatzy.categories).to.deep.equal([
      'ones',
      'twos',
      'threes',
      'fours',
      'fives',
      'sixes',
      'one-pair',
      'two-pairs',
      'three-of-a-kind',
      'four-of-a-kind',
      'small-straight',
      'large-straight',
      'full-house',
      'chance',
      'yatzy',
    ]);
    expect([...yahtzee.upperCategories, ...yahtzee.lowerCategories]).to.deep.equal(
      yahtzee.categories,
    );
    expect([...yatzy.upperCategories, ...yatzy.lowerCategories]).to.deep.equal(yatzy.categories);
  });
});

describe('scoreDice: known counts of rolls', () => {
  // Yahtzee, by hand: small straights are the 5! * 2 large ones plus the rolls with one
  // run of four and an extra die (duplicate or non-adjacent): 1,200 in all.
  it('Yahtzee: 1,200 small straights, 240 large, 300 full houses, 6 Yahtzees', () => {
    expect(countRolls(yahtzee, 'small-straight')).to.equal(1200);
    expect(countRolls(yahtzee, 'large-straight')).to.equal(240);
    expect(countRolls(yahtzee, 'full-house')).to.equal(300);
    expect(countRolls(yahtzee, 'yahtzee')).to.equal(6);
  });

  // 3+1+1: 6 * C(5,2) * 20 = 1200; 3+2: 300; 4+1: 6 * 5 * 5 = 150; 5: 6.
  it('Yahtzee: 1,656 rolls hold three of a kind and 156 four of a kind', () => {
    expect(countRolls(yahtzee, 'three-of-a-kind')).to.equal(1656);
    expect(countRolls(yahtzee, 'four-of-a-kind')).to.equal(156);
  });

  it('Yatzy: 120 small straights (1-2-3-4-5), 120 large (2-3-4-5-6), 300 full houses, 6 Yatzys', () => {
    expect(countRolls(yatzy, 'small-straight')).to.equal(120);
    expect(countRolls(yatzy, 'large-straight')).to.equal(120);
    expect(countRolls(yatzy, 'full-house')).to.equal(300);
    expect(countRolls(yatzy, 'yatzy')).to.equal(6);
  });

  // One pair: all but the 6*5*4*3*2 = 720 rolls of five different faces.
  // Two pairs: 2+2+1 is C(6,2) * 4 * 30 = 1800, plus the 300 full houses.
  it('Yatzy: 7,056 rolls hold a pair, 2,100 two pairs, 1,656 three and 156 four of a kind', () => {
    expect(countRolls(yatzy, 'one-pair')).to.equal(7056);
    expect(countRolls(yatzy, 'two-pairs')).to.equal(2100);
    expect(countRolls(yatzy, 'three-of-a-kind')).to.equal(1656);
    expect(countRolls(yatzy, 'four-of-a-kind')).to.equal(156);
  });

  it('every roll scores in Chance, upper boxes by their face count', () => {
    expect(countRolls(yahtzee, 'chance')).to.equal(7776);
    // A given face shows on 6^5 - 5^5 = 4,651 rolls.
    expect(countRolls(yahtzee, 'sixes')).to.equal(4651);
  });
});

describe('possibleScores', () => {
  it('Threes is exactly 0, 3, 6, 9, 12, 15', () => {
    expect(possibleScores(yahtzee, 'threes')).to.deep.equal([0, 3, 6, 9, 12, 15]);
    expect(possibleScores(yatzy, 'threes')).to.deep.equal([0, 3, 6, 9, 12, 15]);
  });

  it('Yahtzee full house is 0 or 25, straights 0 or 30 / 40, Yahtzee 0 or 50', () => {
    expect(possibleScores(yahtzee, 'full-house')).to.deep.equal([0, 25]);
    expect(possibleScores(yahtzee, 'small-straight')).to.deep.equal([0, 30]);
    expect(possibleScores(yahtzee, 'large-straight')).to.deep.equal([0, 40]);
    expect(possibleScores(yahtzee, 'yahtzee')).to.deep.equal([0, 50]);
  });

  it('Chance is 0 or 5 to 30', () => {
    const fiveToThirty = Array.from({ length: 26 }, (_, i) => i + 5);
    expect(possibleScores(yahtzee, 'chance')).to.deep.equal([0, ...fiveToThirty]);
    expect(possibleScores(yatzy, 'chance')).to.deep.equal([0, ...fiveToThirty]);
  });

  it('Yatzy one pair is 0, 2, 4, ..., 12 and its straights 0 or 15 / 20', () => {
    expect(possibleScores(yatzy, 'one-pair')).to.deep.equal([0, 2, 4, 6, 8, 10, 12]);
    expect(possibleScores(yatzy, 'small-straight')).to.deep.equal([0, 15]);
    expect(possibleScores(yatzy, 'large-straight')).to.deep.equal([0, 20]);
    expect(possibleScores(yatzy, 'four-of-a-kind')).to.deep.equal([0, 4, 8, 12, 16, 20, 24]);
  });

  it('every box holds exactly 0 and the oracle values of the 7,776 rolls', () => {
    for (const ruleset of [yahtzee, yatzy]) {
      for (const category of ruleset.categories) {
        const want = new Set<number>([0]);
        for (const dice of rolls) want.add(oracle(ruleset.id, category, dice));
        expect(possibleScores(ruleset, category), `${ruleset.id} ${category}`).to.deep.equal(
          [...want].sort((a, b) => a - b),
        );
      }
    }
  });

  it('is the same for every joker and bonus option (the joker values are rollable anyway)', () => {
    const free = getRuleset('yahtzee', { joker: 'free', yahtzeeBonus: 0 });
    for (const category of yahtzee.categories) {
      expect(possibleScores(free, category)).to.deep.equal(possibleScores(yahtzee, category));
    }
  });

  it('throws for a box the ruleset does not have', () => {
    expect(() => possibleScores(yahtzee, 'one-pair')).to.throw(/one-pair/);
    expect(() => possibleScores(yatzy, 'sevens' as CategoryId)).to.throw(/sevens/);
  });
});

describe('scoreDice: a few rolls by hand', () => {
  const cases: [Ruleset, CategoryId, Dice, number][] = [
    [yahtzee, 'threes', [3, 3, 3, 1, 2], 9],
    [yahtzee, 'three-of-a-kind', [6, 6, 6, 5, 4], 27],
    [yahtzee, 'full-house', [4, 4, 4, 2, 2], 25],
    [yahtzee, 'small-straight', [2, 3, 4, 5, 1], 30],
    [yahtzee, 'large-straight', [6, 5, 4, 3, 2], 40],
    [yahtzee, 'chance', [1, 1, 1, 1, 1], 5],
    [yatzy, 'two-pairs', [6, 6, 1, 1, 3], 14],
    [yatzy, 'full-house', [1, 1, 1, 6, 6], 15],
  ];
  for (const [ruleset, category, dice, points] of cases) {
    it(`${ruleset.id} ${category} [${dice.join(', ')}] is ${points}`, () => {
      expect(scoreDice(ruleset, category, dice)).to.equal(points);
    });
  }
});
