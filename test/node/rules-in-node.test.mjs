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
