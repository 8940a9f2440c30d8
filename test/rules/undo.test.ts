// Undo keeps what it knows of the game and replays only the last mover's sheet: every undo of
// whole games of each ruleset must give what a fresh replay of the same moves gives.
import { expect } from '@open-wc/testing';
import type { Dice, Game } from '../../src/rules/index.js';
import {
  currentPlayer,
  enterDice,
  isOver,
  legalPlacements,
  loadGame,
  newGame,
  playerTotals,
  savedRolls,
  scratchBox,
  sheets,
  toJSON,
  undo,
} from '../../src/rules/index.js';

/** A small deterministic random source (a linear congruential generator): the same games each run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** What a game says of every player: each sheet, saved rolls and totals. */
function table(game: Game) {
  return game.players.map((_, seat) => ({
    sheet: sheets(game)[seat],
    saved: savedRolls(game, seat),
    totals: playerTotals(game, seat),
  }));
}

/** The same moves replayed from nothing, as a reload does. */
const fresh = (game: Game) => loadGame(JSON.parse(JSON.stringify(toJSON(game))));

for (const ruleset of ['yahtzee', 'yatzy', 'kniffel', 'maxi-yatzy'] as const) {
  describe(`undo in ${ruleset}`, () => {
    it('gives, after every move of three whole games, what a fresh replay of its moves gives', () => {
      const next = random(ruleset.length);
      for (let round = 0; round < 3; round++) {
        let game = newGame({ ruleset, players: ['Anna', 'Bram', 'Cees'] });
        const dice = ruleset === 'maxi-yatzy' ? 6 : 5;
        while (!isOver(game)) {
          const roll = Array.from({ length: dice }, () => 1 + Math.floor(next() * 6)) as Dice;
          const places = legalPlacements(game, roll);
          const place = places[Math.floor(next() * places.length)]!;
          // Rolls 1 to 3, with the dice held after it, so that Maxi Yatzy saves the unused rolls.
          const origin = { rollNumber: 1 + Math.floor(next() * 3), held: roll.map(() => false) };
          game =
            next() < 0.2
              ? scratchBox(game, place.category, { dice: roll, ...origin })
              : enterDice(game, place.category, roll, origin);
          table(game); // what a card reads after each move: the cache undo starts from
          const undone = undo(game);
          expect(table(undone), `${ruleset}, after ${game.moves.length} moves`).to.deep.equal(
            table(fresh(undone)),
          );
          expect(currentPlayer(undone)).to.equal(currentPlayer(fresh(undone)));
        }
        // Undo after undo, back to the empty sheet.
        for (let undone = game; undone.moves.length > 0;) {
          undone = undo(undone);
          expect(table(undone)).to.deep.equal(table(fresh(undone)));
        }
      }
    });
  });
}
