// `yahtzee-widgets/rules` as a package user imports it: in Node, with no DOM, from the built dist/.
import assert from 'node:assert/strict';
import { test } from 'node:test';

const rules = await import('yahtzee-widgets/rules');

test('the rules entry loads in Node without a DOM', () => {
  assert.equal(typeof globalThis.document, 'undefined');
  assert.equal(typeof rules.getRuleset, 'function');
});

test('it scores, places and totals a roll', () => {
  const yahtzee = rules.getRuleset('yahtzee');
  assert.equal(rules.scoreDice(yahtzee, 'full-house', [3, 3, 3, 5, 5]), 25);
  const placed = rules.placements(yahtzee, rules.emptySheet(), [3, 3, 3, 5, 5]);
  assert.deepEqual(
    placed.find((p) => p.category === 'threes'),
    { category: 'threes', points: 9, bonus: 0 },
  );
  assert.equal(rules.totals(yahtzee, rules.emptySheet()).total, 0);
});

test('it plays a game and refuses an illegal move with a message', () => {
  let game = rules.newGame({ ruleset: 'yatzy', players: ['Anna', 'Bram'] });
  game = rules.enterDice(game, 'one-pair', [6, 6, 2, 3, 4]);
  assert.equal(rules.playerTotals(game, 0).total, 12);
  assert.throws(() => rules.enterPoints(game, 'threes', 7), /7 is not a possible score/);
});

test('it ships Kniffel and Maxi Yatzy, scored and played from the build', () => {
  const kniffel = rules.getRuleset('kniffel');
  assert.equal(kniffel.categories.length, 13);
  assert.equal(rules.scoreDice(kniffel, 'kniffel', [2, 2, 2, 2, 2]), 50);
  // A second Kniffel in its upper box earns 50 extra points.
  const extra = rules.placements(
    kniffel,
    { scores: { kniffel: 50 }, yahtzeeBonus: 0 },
    [3, 3, 3, 3, 3],
  );
  assert.deepEqual(extra, [{ category: 'threes', points: 15, bonus: 50 }]);

  const maxi = rules.getRuleset('maxi-yatzy');
  assert.equal(maxi.dice, 6);
  assert.equal(maxi.categories.length, 20);
  assert.equal(rules.scoreDice(maxi, 'tower', [3, 3, 6, 6, 6, 6]), 30);
  assert.equal(rules.scoreDice(maxi, 'full-house', [2, 2, 2, 5, 5, 5]), 19);
  assert.equal(rules.scoreDice(maxi, 'maxi-yatzy', [4, 4, 4, 4, 4, 4]), 100);

  let game = rules.newGame({ ruleset: 'maxi-yatzy', players: ['Maja'] });
  const held = [false, false, false, false, false, false];
  game = rules.enterDice(game, 'sixes', [6, 6, 6, 1, 2, 3], { rollNumber: 1, held });
  assert.equal(rules.savedRolls(game, 0), 2);
  assert.equal(rules.turnRules(game).rollsPerTurn, 5);
  assert.equal(rules.playerTotals(game, 0).total, 18);
});
