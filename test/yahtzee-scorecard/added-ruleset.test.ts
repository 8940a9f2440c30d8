// A game that exists only in this test, added as data: the card draws and plays it with no change
// to any element.
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/yahtzee-scorecard/yahtzee-scorecard.js';
import type { YahtzeeScorecard } from '../../src/yahtzee-scorecard/yahtzee-scorecard.js';
import { addRuleset, type RulesetData, type RulesetId } from '../../src/rules/rulesets.js';
import { $, $$, clearStorage, clickPlacement, text, typeDice } from './helpers.js';

const key = 'test-added-ruleset';
const count = (counts: readonly number[], face: number) => counts[face] ?? 0;

// Four dice, two rolls, three upper and three lower boxes; its own bonus and total lines.
const fourDice: RulesetData<'four-dice'> = {
  id: 'four-dice',
  dice: 4,
  rollsPerTurn: 2,
  upperCategories: ['ones', 'twos', 'threes'],
  lowerCategories: ['one-pair', 'chance', 'yatzy'],
  scorers: {
    ones: (counts) => count(counts, 1),
    twos: (counts) => 2 * count(counts, 2),
    threes: (counts) => 3 * count(counts, 3),
    'one-pair': (counts) => {
      for (let face = 6; face >= 1; face--) if (count(counts, face) >= 2) return 2 * face;
      return 0;
    },
    chance: (_counts, sum) => sum,
    yatzy: (counts) => (counts.some((n) => n === 4) ? 40 : 0),
  },
  upperBonusThreshold: 9,
  upperBonus: 5,
  fiveOfAKind: 'yatzy',
  extra: null,
  upperLines: ['upper', 'upperBonus'],
  lowerLines: ['lower', 'total'],
};

describe('<yahtzee-scorecard> with a ruleset added as data', () => {
  before(() => addRuleset(fourDice));
  beforeEach(() => clearStorage(key));
  afterEach(() => clearStorage(key));

  it('draws its boxes and total lines in its order, and plays a whole game by the UI', async () => {
    const el = await fixture<YahtzeeScorecard>(
      html`<yahtzee-scorecard
        lang="en"
        storage-key=${key}
        players="Solo"
        ruleset=${'four-dice' as RulesetId}
      ></yahtzee-scorecard>`,
    );
    const rows = () => $$(el, 'table.sheet tbody th[scope="row"]').map(text);
    expect(rows()).to.deep.equal([
      'Aces',
      'Twos',
      'Threes',
      'Upper sum',
      'Bonus (5 at 9 or more)',
      'One pair',
      'Chance',
      'Yatzy',
      'Lower sum',
      'Grand total',
    ]);
    expect(text($(el, '.turn'))).to.equal('Round 1 of 6: Solo’s turn');
    await expect(el).to.be.accessible();

    // Four dice make a roll; the places are priced by this game's scorers.
    await typeDice(el, [3, 3, 3, 2]);
    const places = $$<HTMLButtonElement>(el, 'button[data-place]').map((button) => [
      button.dataset.place,
      Number(button.dataset.points),
    ]);
    expect(places).to.deep.equal([
      ['ones', 0],
      ['twos', 2],
      ['threes', 9],
      ['one-pair', 6],
      ['chance', 11],
      ['yatzy', 0],
    ]);
    await clickPlacement(el, 'threes');
    for (const [dice, box] of [
      [[1, 1, 2, 2], 'twos'],
      [[1, 5, 6, 6], 'ones'],
      [[5, 5, 4, 4], 'one-pair'],
      [[6, 6, 6, 5], 'chance'],
      [[4, 4, 4, 4], 'yatzy'],
    ] as const) {
      await typeDice(el, dice);
      await clickPlacement(el, box);
    }
    // Upper 9 + 4 + 1 = 14 earns the bonus of 5; lower 10 + 23 + 40.
    expect(el.totals(0)).to.deep.include({ upper: 14, upperBonus: 5, lower: 73, total: 92 });
    const grand = $$(el, 'table.sheet tr.grand td').map(text);
    expect(grand).to.deep.equal(['92']);
    expect(text($(el, '.winners'))).to.equal('Solo wins!');
    await expect(el).to.be.accessible();
  });
});
