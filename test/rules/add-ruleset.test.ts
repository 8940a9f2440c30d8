import { expect } from '@open-wc/testing';
// The public entry: its messages are English.
import {
  RuleError,
  addRuleset,
  enterPoints,
  getRuleset,
  loadGame,
  newGame,
  rulesetData,
  toJSON,
  type RulesetData,
  type RulesetId,
} from '../../src/rules/index.js';

describe('addRuleset: a game added as data is played by its id', () => {
  const house: RulesetData = { ...rulesetData.yatzy, id: 'house-yatzy', upperBonus: 25 };
  before(() => addRuleset(house));

  it('getRuleset, newGame and a saved game know it by its id', () => {
    const ruleset = getRuleset('house-yatzy');
    expect(ruleset.id).to.equal('house-yatzy');
    expect(ruleset.upperBonus).to.equal(25);
    expect(ruleset.categories).to.deep.equal(getRuleset('yatzy').categories);
    const game = enterPoints(
      newGame({ ruleset: 'house-yatzy' as RulesetId, players: ['Anna'] }),
      'chance',
      20,
    );
    expect(loadGame(toJSON(game)).moves).to.have.length(1);
  });

  it('refuses a taken id and data the scoring cannot play, with RuleErrors', () => {
    for (const data of [
      { ...rulesetData.yahtzee },
      { ...house },
      { ...house, id: 'no-scorer', scorers: {} },
      { ...house, id: 'twice', lowerCategories: ['chance', 'chance'] },
    ] as RulesetData[]) {
      expect(() => addRuleset(data), data.id)
        .to.throw(RuleError)
        .with.property('problem')
        .that.deep.equals({ code: 'bad-ruleset', ruleset: data.id });
    }
    expect(() => getRuleset('no-scorer')).to.throw(/Unknown ruleset "no-scorer"/);
  });
});
