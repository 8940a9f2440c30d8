// Games in columns, generated whole: every step keeps each column's order, the placements list
// exactly the places the entries accept, every game ends and loads again equal from its JSON.
// A game of one column is played alongside, and a game saved before columns loads as it was.
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import type { CategoryId, Dice, Face, Game, RulesetId } from '../../src/rules/index.js';
import {
  RuleError,
  currentPlayer,
  enterDice,
  enterPoints,
  isOver,
  legalPlacements,
  loadGame,
  newGame,
  playerTotals,
  rulesetOf,
  scratchBox,
  sheetOf,
  toJSON,
  turnRules,
  turnsPerPlayer,
} from '../../src/rules/index.js';

const seed = (globalThis as { FC_SEED?: number }).FC_SEED;
const runs = 20;
const die = fc.integer({ min: 1, max: 6 }) as fc.Arbitrary<Face>;
/** One turn: the dice, the roll they came from, which place to take, how to write it; one in four tries every place. */
const turn = fc.record({
  dice: fc.array(die, { minLength: 5, maxLength: 5 }),
  rollNumber: fc.integer({ min: 1, max: 3 }),
  pick: fc.nat(),
  entry: fc.constantFrom('dice', 'dice', 'points', 'scratch'),
  tryAll: fc.nat(3),
});

type Turn = typeof turn extends fc.Arbitrary<infer T> ? T : never;

/** Throws unless each of this player's columns is filled in its order: a prefix (down) or a suffix (up). */
function checkOrders(game: Game, player: number): void {
  const ruleset = rulesetOf(game);
  const sheet = sheetOf(game, player);
  for (const column of ruleset.columns) {
    if (column.order === 'any') continue;
    const part = ruleset.columns.length > 1 ? sheet.columns?.[column.id] : sheet;
    const filled = ruleset.categories.map((box) => part?.scores[box] !== undefined);
    const count = filled.filter(Boolean).length;
    const expected = ruleset.categories.map((_, i) =>
      column.order === 'down' ? i < count : i >= filled.length - count,
    );
    expect(filled, `${column.id} column of seat ${player}`).to.deep.equal(expected);
  }
}

interface Counts {
  games: number;
  moves: number;
  tried: number;
  refused: number;
  firstRollOnly: number;
}

/** Plays a generated game through; returns it over. */
function play(ruleset: RulesetId, players: number, turns: Turn[], counts: Counts): Game {
  let game = newGame({ ruleset, players: ['Anna', 'Bram', 'Cleo'].slice(0, players) });
  const total = players * turnsPerPlayer(game);
  for (const step of turns.slice(0, total)) {
    expect(isOver(game)).to.equal(false);
    const dice: Dice = step.dice;
    // The turn has one roll exactly when a second could be written nowhere: only first-roll
    // boxes left (the Sèche). Every roll the turn allows has a place, so every turn can end.
    const { rollsPerTurn } = turnRules(game);
    const nowhereAfterReroll = legalPlacements(game, dice, 2).length === 0;
    expect(rollsPerTurn, 'rolls this turn').to.equal(nowhereAfterReroll ? 1 : 3);
    if (rollsPerTurn === 1) counts.firstRollOnly++;
    const rollNumber = Math.min(step.rollNumber, rollsPerTurn);
    const places = legalPlacements(game, dice, rollNumber);
    expect(places.length).to.be.greaterThan(0);
    const origin = { rollNumber, held: [false, false, false, false, false] };
    const key = (category: CategoryId, column?: string) => `${column ?? ''}:${category}`;
    if (step.tryAll === 0) {
      // The placements list exactly the places enterDice accepts, at the points it writes.
      const listed = new Map(places.map((p) => [key(p.category, p.column), p]));
      // A 0 goes in any box the columns' order opens (no roll: the first-roll column stays open).
      const open = new Set(
        legalPlacements(game, [1, 2, 3, 4, 6]).map((p) => key(p.category, p.column)),
      );
      const ruleset = rulesetOf(game);
      const columns = ruleset.columns.length > 1 ? ruleset.columns.map((c) => c.id) : [undefined];
      for (const column of columns) {
        for (const category of ruleset.categories) {
          counts.tried++;
          const place = listed.get(key(category, column));
          let written: Game | undefined;
          try {
            written = enterDice(game, category, dice, origin, column);
          } catch (error) {
            expect(error, key(category, column)).to.be.instanceOf(RuleError);
            counts.refused++;
          }
          expect(written !== undefined, `${key(category, column)} accepted`).to.equal(!!place);
          if (written && place) {
            expect(written.moves.at(-1)).to.include({ points: place.points, bonus: place.bonus });
          }
          counts.tried++;
          let scratched = false;
          try {
            scratched = !!scratchBox(game, category, undefined, column);
          } catch (error) {
            expect(error, key(category, column)).to.be.instanceOf(RuleError);
            counts.refused++;
          }
          expect(scratched, `0 in ${key(category, column)}`).to.equal(
            open.has(key(category, column)),
          );
        }
      }
    }
    const place = places[step.pick % places.length]!;
    const player = currentPlayer(game);
    if (step.entry === 'points' && place.bonus === 0) {
      game = enterPoints(game, place.category, place.points, place.column);
    } else if (step.entry === 'scratch') {
      game = scratchBox(game, place.category, { dice, ...origin }, place.column);
    } else {
      game = enterDice(game, place.category, dice, origin, place.column);
    }
    checkOrders(game, player);
    counts.moves++;
  }
  expect(isOver(game)).to.equal(true);
  expect(game.moves).to.have.length(total);
  expect(() => legalPlacements(game, [1, 2, 3, 4, 5])).to.throw(RuleError, 'over');
  counts.games++;
  return game;
}

for (const ruleset of ['yams', 'triple-yahtzee', 'yahtzee'] as RulesetId[]) {
  describe(`${ruleset}: whole generated games`, () => {
    it(`keeps every column's order at every step, lists exactly the legal places, ends and loads again equal (${runs} games)`, () => {
      const counts: Counts = { games: 0, moves: 0, tried: 0, refused: 0, firstRollOnly: 0 };
      fc.assert(
        fc.property(
          fc.integer({ min: 1, max: 3 }),
          fc.array(turn, { minLength: 3 * 52, maxLength: 3 * 52 }),
          (players, turns) => {
            const game = play(ruleset, players, turns, counts);
            const json = JSON.stringify(toJSON(game));
            const loaded = loadGame(json);
            expect(toJSON(loaded)).to.deep.equal(toJSON(game));
            for (let seat = 0; seat < players; seat++) {
              expect(playerTotals(loaded, seat)).to.deep.equal(playerTotals(game, seat));
              expect(playerTotals(loaded, seat).columns).to.deep.equal(
                playerTotals(game, seat).columns,
              );
            }
            // Only a game of several columns names them in its moves.
            expect(json.includes('"column"')).to.equal(ruleset !== 'yahtzee');
          },
        ),
        { numRuns: runs, ...(seed !== undefined && { seed }) },
      );
      console.log(`${ruleset}: ${JSON.stringify(counts)}`);
      expect(counts.games).to.equal(runs);
      expect(counts.tried).to.be.greaterThan(0);
      expect(counts.refused).to.be.greaterThan(0);
      // Yam's games reach turns of one roll; the others never do.
      expect(counts.firstRollOnly > 0).to.equal(ruleset === 'yams');
    });
  });
}

describe('a game saved before columns', () => {
  // As the previous version saved them: no column anywhere, Yatzy with its stored bonus of 100.
  const saved = [
    {
      schema: 1,
      ruleset: 'yahtzee',
      joker: 'forced',
      yahtzeeBonus: 100,
      players: ['Anna', 'Bram'],
      starter: 1,
      moves: [
        {
          player: 1,
          entry: 'dice',
          category: 'yahtzee',
          points: 50,
          bonus: 0,
          dice: [4, 4, 4, 4, 4],
        },
        { player: 0, entry: 'points', category: 'chance', points: 22, bonus: 0 },
        {
          player: 1,
          entry: 'dice',
          category: 'fours',
          points: 20,
          bonus: 100,
          dice: [4, 4, 4, 4, 4],
          rollNumber: 2,
          held: [true, true, false, false, true],
        },
        { player: 0, entry: 'scratch', category: 'ones', points: 0, bonus: 0 },
      ],
      corrections: [
        {
          move: 1,
          after: 4,
          was: { player: 0, entry: 'points', category: 'chance', points: 20, bonus: 0 },
        },
      ],
    },
    {
      schema: 1,
      ruleset: 'yatzy',
      joker: 'forced',
      yahtzeeBonus: 100,
      players: ['Anna'],
      starter: 0,
      moves: [
        {
          player: 0,
          entry: 'dice',
          category: 'yatzy',
          points: 50,
          bonus: 0,
          dice: [2, 2, 2, 2, 2],
        },
      ],
    },
    {
      schema: 1,
      ruleset: 'maxi-yatzy',
      joker: 'forced',
      yahtzeeBonus: 100,
      upperBonus: 50,
      upperBonusThreshold: 75,
      players: ['Anna'],
      starter: 0,
      moves: [
        {
          player: 0,
          entry: 'dice',
          category: 'sixes',
          points: 36,
          bonus: 0,
          dice: [6, 6, 6, 6, 6, 6],
          rollNumber: 1,
          held: [false, false, false, false, false, false],
        },
      ],
    },
  ];

  it('loads equal, with its totals as before and one column', () => {
    for (const json of saved) {
      const game = loadGame(JSON.stringify(json));
      expect(toJSON(game), json.ruleset).to.deep.equal(json);
      const columns = playerTotals(game, 0).columns;
      expect(columns.map((c) => [c.column, c.multiplier])).to.deep.equal([['main', 1]]);
      expect(columns[0]!.total).to.equal(playerTotals(game, 0).total);
    }
    const yahtzee = loadGame(saved[0]!);
    expect(playerTotals(yahtzee, 1)).to.deep.equal({
      upper: 20,
      upperBonus: 0,
      upperTotal: 20,
      lower: 50,
      yahtzeeBonus: 100,
      lowerTotal: 150,
      total: 170,
    });
    expect(turnsPerPlayer(yahtzee)).to.equal(13);
    // A one-column game takes its one column by name too, and no other.
    expect(() => enterPoints(yahtzee, 'twos', 4, 'main')).not.to.throw();
    expect(() => enterPoints(yahtzee, 'twos', 4, 'down')).to.throw(RuleError, 'no column');
  });
});
