// Triple Yahtzee: three Yahtzee columns counted once, twice and three times. Every roll in every
// box against an oracle written here from the sources (see src/rules/rulesets.ts), the columns'
// totals and bonuses, the extra Yahtzee across columns, and a whole game.
import { expect } from '@open-wc/testing';
import type { CategoryId, Dice, Face, Game } from '../../src/rules/index.js';
import {
  RuleError,
  enterDice,
  enterExtraYahtzee,
  enterPoints,
  getRuleset,
  isOver,
  legalPlacements,
  loadGame,
  newGame,
  playerTotals,
  toJSON,
  turnsPerPlayer,
} from '../../src/rules/index.js';
import { everyRollInEveryBox } from './helpers.js';

const upper: CategoryId[] = ['ones', 'twos', 'threes', 'fours', 'fives', 'sixes'];
const boxes: CategoryId[] = [
  ...upper,
  'three-of-a-kind',
  'four-of-a-kind',
  'full-house',
  'small-straight',
  'large-straight',
  'yahtzee',
  'chance',
];

/**
 * Yahtzee's pad, as the Triple Yahtzee pages say each column is: the face boxes count that face;
 * three and four of a kind all five dice; full house (three and two) 25; small straight (four in a
 * row) 30; large (five in a row) 40; Yahtzee 50; chance all dice.
 */
function oracle(box: CategoryId, dice: Dice): number {
  const sum = dice.reduce<number>((a, b) => a + b, 0);
  const count = (face: number) => dice.filter((die) => die === face).length;
  const counts = [1, 2, 3, 4, 5, 6].map(count);
  const has = (...faces: number[]) => faces.every((face) => count(face) > 0);
  switch (box) {
    case 'three-of-a-kind':
      return Math.max(...counts) >= 3 ? sum : 0;
    case 'four-of-a-kind':
      return Math.max(...counts) >= 4 ? sum : 0;
    case 'full-house':
      return counts.includes(3) && counts.includes(2) ? 25 : 0;
    case 'small-straight':
      return has(1, 2, 3, 4) || has(2, 3, 4, 5) || has(3, 4, 5, 6) ? 30 : 0;
    case 'large-straight':
      return has(1, 2, 3, 4, 5) || has(2, 3, 4, 5, 6) ? 40 : 0;
    case 'yahtzee':
      return counts.includes(5) ? 50 : 0;
    case 'chance':
      return sum;
    default: {
      const face = upper.indexOf(box) + 1;
      return face * count(face);
    }
  }
}

const game = (options: Partial<Parameters<typeof newGame>[0]> = {}): Game =>
  newGame({ ruleset: 'triple-yahtzee', players: ['Anna'], ...options });
const five = (face: Face): Dice => [face, face, face, face, face];

describe('triple-yahtzee: the pad', () => {
  it(`every roll (${6 ** 5}) in every box (${boxes.length}) of Yahtzee's column`, () => {
    const triple = getRuleset('triple-yahtzee');
    expect(triple.categories).to.deep.equal(boxes);
    expect(everyRollInEveryBox(triple, boxes, oracle)).to.equal(7776 * 13);
  });

  it('has three columns in any order, x1 x2 x3, and 39 turns a player', () => {
    const triple = getRuleset('triple-yahtzee');
    expect(triple.columns.map((c) => [c.id, c.order, c.firstRollOnly, c.multiplier])).to.deep.equal(
      [
        ['x1', 'any', false, 1],
        ['x2', 'any', false, 2],
        ['x3', 'any', false, 3],
      ],
    );
    expect(turnsPerPlayer(game())).to.equal(39);
    const places = legalPlacements(game(), [1, 2, 3, 4, 6]);
    expect(places.map((p) => `${p.column}:${p.category}`)).to.deep.equal(
      ['x1', 'x2', 'x3'].flatMap((column) => boxes.map((box) => `${column}:${box}`)),
    );
  });

  it('multiplies each column, its upper bonus included; the grand total adds them', () => {
    let g = game();
    for (const column of ['x1', 'x2', 'x3']) {
      for (const [index, box] of upper.entries()) {
        // 63 in x1 and x3, 62 in x2.
        const points = column === 'x2' && box === 'ones' ? 2 : 3 * (index + 1);
        g = enterPoints(g, box, points, column);
      }
    }
    g = enterDice(g, 'large-straight', [2, 3, 4, 5, 6], undefined, 'x3');
    const totals = playerTotals(g, 0);
    expect(totals.columns.map((c) => [c.column, c.upperBonus, c.lower, c.total])).to.deep.equal([
      ['x1', 35, 0, 98],
      ['x2', 0, 0, 124],
      ['x3', 35, 40, (98 + 40) * 3],
    ]);
    expect(totals).to.include({ upper: 188, upperBonus: 70, lower: 40, total: 98 + 124 + 414 });
    // A copy keeps each column's totals (an event's detail cloned, JSON); a game of one column's
    // totals stay the seven lines they always were.
    const copied = JSON.parse(JSON.stringify(totals)) as typeof totals;
    expect(copied.columns).to.deep.equal(totals.columns);
    expect({ ...totals }.columns).to.equal(totals.columns);
    expect(structuredClone(totals).columns).to.deep.equal(totals.columns);
    const yahtzee = playerTotals(newGame({ ruleset: 'yahtzee', players: ['Anna'] }), 0);
    expect(Object.keys(yahtzee)).to.not.include('columns');
    expect(yahtzee.columns).to.have.length(1);
  });
});

describe('triple-yahtzee: the extra Yahtzee', () => {
  /** Anna's Yahtzee boxes filled with these points, x1 to x3. */
  function yahtzees(points: [number, number, number], options = {}): Game {
    let g = game(options);
    (['x1', 'x2', 'x3'] as const).forEach((column, i) => {
      g = points[i]
        ? enterDice(g, 'yahtzee', five(2), undefined, column)
        : enterPoints(g, 'yahtzee', 0, column);
    });
    return g;
  }

  it('is no extra until all three Yahtzee boxes are filled: it goes anywhere, with no bonus', () => {
    const g = enterDice(game(), 'yahtzee', five(3), undefined, 'x2');
    const places = legalPlacements(g, five(3));
    expect(places).to.have.length(38);
    expect(places.every((p) => p.bonus === 0)).to.equal(true);
    expect(places.find((p) => p.column === 'x3' && p.category === 'yahtzee')?.points).to.equal(50);
    expect(() => enterExtraYahtzee(g, 'threes', 3, 'x1')).to.throw(RuleError);
  });

  it('then earns 100, not multiplied, and the joker puts it in its face’s box of any column first', () => {
    const g = yahtzees([50, 50, 50]);
    expect(legalPlacements(g, five(4))).to.deep.equal(
      ['x1', 'x2', 'x3'].map((column) => ({ category: 'fours', column, points: 20, bonus: 100 })),
    );
    let after = enterDice(g, 'fours', five(4), undefined, 'x3');
    expect(playerTotals(after, 0)).to.include({
      yahtzeeBonus: 100,
      total: 50 + 100 + 150 + 60 + 100,
    });
    after = enterExtraYahtzee(after, 'fours', 4, 'x1');
    after = enterExtraYahtzee(after, 'fours', 4, 'x2');
    // The face's three boxes filled: the forced joker's three and four of a kind, in any column.
    expect(
      legalPlacements(after, five(4)).map((p) => `${p.column}:${p.category}:${p.points}`),
    ).to.deep.equal(
      ['x1', 'x2', 'x3'].flatMap((column) => [
        `${column}:three-of-a-kind:20`,
        `${column}:four-of-a-kind:20`,
      ]),
    );
    expect(playerTotals(after, 0).yahtzeeBonus).to.equal(300);
  });

  it('earns no bonus when a Yahtzee box holds 0, and counts the column with the option', () => {
    expect(legalPlacements(yahtzees([50, 0, 50]), five(6)).map((p) => p.bonus)).to.deep.equal([
      0, 0, 0,
    ]);
    const multiplied = yahtzees([50, 50, 50], { yahtzeeBonusMultiplied: true });
    expect(legalPlacements(multiplied, five(1)).map((p) => p.bonus)).to.deep.equal([100, 200, 300]);
    const g = enterDice(multiplied, 'ones', five(1), undefined, 'x2');
    expect(playerTotals(g, 0)).to.include({ yahtzeeBonus: 200 });
    expect(playerTotals(g, 0).columns[1]).to.include({
      yahtzeeBonus: 200,
      total: (50 + 5) * 2 + 200,
    });
  });

  it('plays a whole game of 39 turns a player that loads again from its JSON', () => {
    let g = newGame({ ruleset: 'triple-yahtzee', players: ['Anna', 'Bram'] });
    for (const column of ['x3', 'x1', 'x2']) {
      for (const box of [...boxes].reverse()) {
        expect(isOver(g)).to.equal(false);
        g = enterDice(g, box, [1, 2, 3, 4, 5], undefined, column);
        g = enterPoints(g, box, 0, column);
      }
    }
    expect(isOver(g)).to.equal(true);
    expect(g.moves).to.have.length(78);
    // Anna: ones..fives 15, small 30, large 40, chance 15 in each column: 100 x (1 + 2 + 3).
    expect(playerTotals(g, 0).total).to.equal(600);
    expect(toJSON(loadGame(JSON.stringify(toJSON(g))))).to.deep.equal(toJSON(g));
  });
});
