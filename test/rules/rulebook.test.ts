// Every rule and FAQ answer of the source pages (../shared/seeds/) as a named test.
import { expect } from '@open-wc/testing';
import type { CategoryId, Dice } from '../../src/rules/index.js';
import { bonuses, listed, sheetOf } from './helpers.js';
import {
  emptySheet,
  getRuleset,
  isExtraYahtzee,
  placeDice,
  placements,
  scoreDice,
  scratch,
  totals,
} from '../../src/rules/index.js';

const yahtzee = getRuleset('yahtzee');
const free = getRuleset('yahtzee', { joker: 'free' });
const noBonus = getRuleset('yahtzee', { yahtzeeBonus: 0 });
const yatzy = getRuleset('yatzy');

const fiveFours: Dice = [4, 4, 4, 4, 4];

describe('Yahtzee (2016 rulebook): the game', () => {
  it('is five dice, three rolls a turn and thirteen boxes', () => {
    expect(yahtzee.dice).to.equal(5);
    expect(yahtzee.rollsPerTurn).to.equal(3);
    expect(yahtzee.categories).to.have.length(13);
  });

  it('defaults to the forced joker and a bonus of 100 per extra Yahtzee', () => {
    expect(yahtzee.joker).to.equal('forced');
    expect(yahtzee.yahtzeeBonus).to.equal(100);
    expect(yahtzee.fiveOfAKind).to.equal('yahtzee');
  });

  it('upper boxes count only the dice of their face: three threes are 9', () => {
    expect(scoreDice(yahtzee, 'threes', [3, 3, 3, 5, 6])).to.equal(9);
  });

  it('63 in the upper section exactly earns the 35 bonus', () => {
    const sheet = sheetOf({ ones: 3, twos: 6, threes: 9, fours: 12, fives: 15, sixes: 18 });
    expect(totals(yahtzee, sheet)).to.include({ upper: 63, upperBonus: 35, upperTotal: 98 });
  });

  it('62 in the upper section earns no bonus', () => {
    const sheet = sheetOf({ ones: 2, twos: 6, threes: 9, fours: 12, fives: 15, sixes: 18 });
    expect(totals(yahtzee, sheet)).to.include({ upper: 62, upperBonus: 0, upperTotal: 62 });
  });

  it('three and four of a kind count all five dice', () => {
    expect(scoreDice(yahtzee, 'three-of-a-kind', [4, 4, 4, 2, 1])).to.equal(15);
    expect(scoreDice(yahtzee, 'four-of-a-kind', [5, 5, 5, 5, 2])).to.equal(22);
  });

  it('a full house is three plus a pair, 25 whatever the faces', () => {
    expect(scoreDice(yahtzee, 'full-house', [4, 4, 4, 2, 2])).to.equal(25);
    expect(scoreDice(yahtzee, 'full-house', [1, 1, 6, 6, 6])).to.equal(25);
  });

  it('five equal dice are not a full house (without the joker)', () => {
    expect(scoreDice(yahtzee, 'full-house', [3, 3, 3, 3, 3])).to.equal(0);
    expect(listed(yahtzee, emptySheet(), [3, 3, 3, 3, 3])).to.include('full-house:0');
  });

  it('a small straight is four consecutive faces, 30', () => {
    expect(scoreDice(yahtzee, 'small-straight', [2, 3, 4, 5, 2])).to.equal(30);
    expect(scoreDice(yahtzee, 'small-straight', [6, 1, 3, 4, 5])).to.equal(30);
  });

  it('a large straight may be written as a small straight, for 30', () => {
    expect(scoreDice(yahtzee, 'small-straight', [2, 3, 4, 5, 6])).to.equal(30);
    const sheet = sheetOf({ 'large-straight': 40 });
    const { placement } = placeDice(yahtzee, sheet, 'small-straight', [1, 2, 3, 4, 5]);
    expect(placement).to.deep.equal({ category: 'small-straight', points: 30, bonus: 0 });
  });

  it('a large straight is five consecutive faces, 40', () => {
    expect(scoreDice(yahtzee, 'large-straight', [1, 2, 3, 4, 5])).to.equal(40);
    expect(scoreDice(yahtzee, 'large-straight', [1, 2, 3, 4, 6])).to.equal(0);
  });

  it('a Yahtzee is five equal dice, 50; Chance is the sum', () => {
    expect(scoreDice(yahtzee, 'yahtzee', [6, 6, 6, 6, 6])).to.equal(50);
    expect(scoreDice(yahtzee, 'yahtzee', [6, 6, 6, 6, 5])).to.equal(0);
    expect(scoreDice(yahtzee, 'chance', [6, 6, 6, 6, 5])).to.equal(29);
  });

  it('a roll that fits nowhere is written as 0 in an empty box of choice', () => {
    const options = placements(yahtzee, sheetOf({ ones: 0, fours: 0 }), [2, 2, 3, 5, 6]);
    expect(options.map((p) => p.category)).to.not.include('ones');
    expect(options.find((p) => p.category === 'yahtzee')).to.deep.equal({
      category: 'yahtzee',
      points: 0,
      bonus: 0,
    });
  });

  it('any box may be scratched, even where the roll fits', () => {
    expect(scratch(yahtzee, emptySheet(), 'yahtzee').scores).to.deep.equal({ yahtzee: 0 });
  });

  it('a filled box never changes ("vol is vol")', () => {
    const sheet = sheetOf({ threes: 3 });
    expect(() => placeDice(yahtzee, sheet, 'threes', [3, 3, 3, 3, 1])).to.throw(
      'Threes is already filled',
    );
    expect(() => scratch(yahtzee, sheet, 'threes')).to.throw('Threes is already filled');
  });

  it('the grand total is upper with bonus plus lower plus the Yahtzee bonuses', () => {
    const sheet = sheetOf(
      {
        ones: 3,
        twos: 6,
        threes: 9,
        fours: 12,
        fives: 15,
        sixes: 18,
        'three-of-a-kind': 20,
        'four-of-a-kind': 0,
        'full-house': 25,
        'small-straight': 30,
        'large-straight': 40,
        yahtzee: 50,
        chance: 22,
      },
      200,
    );
    expect(totals(yahtzee, sheet)).to.deep.equal({
      upper: 63,
      upperBonus: 35,
      upperTotal: 98,
      lower: 187,
      yahtzeeBonus: 200,
      lowerTotal: 387,
      total: 485,
    });
  });
});

describe('Yahtzee: an extra Yahtzee and the forced joker order', () => {
  const withFifty = { yahtzee: 50 } as const;

  it('five equal dice with the Yahtzee box empty place normally: Yahtzee 50, no bonus', () => {
    expect(isExtraYahtzee(yahtzee, emptySheet(), fiveFours)).to.equal(false);
    expect(listed(yahtzee, emptySheet(), fiveFours)).to.deep.equal([
      'ones:0',
      'twos:0',
      'threes:0',
      'fours:20',
      'fives:0',
      'sixes:0',
      'three-of-a-kind:20',
      'four-of-a-kind:20',
      'full-house:0',
      'small-straight:0',
      'large-straight:0',
      'yahtzee:50',
      'chance:20',
    ]);
    expect(bonuses(yahtzee, emptySheet(), fiveFours)).to.deep.equal([0]);
  });

  it('a second Yahtzee with 50 in the box earns 100 and still fills a box', () => {
    const sheet = sheetOf(withFifty);
    expect(isExtraYahtzee(yahtzee, sheet, fiveFours)).to.equal(true);
    const { sheet: after, placement } = placeDice(yahtzee, sheet, 'fours', fiveFours);
    expect(placement).to.deep.equal({ category: 'fours', points: 20, bonus: 100 });
    expect(after.scores).to.deep.equal({ yahtzee: 50, fours: 20 });
    expect(after.yahtzeeBonus).to.equal(100);
    expect(totals(yahtzee, after)).to.include({ yahtzeeBonus: 100, lowerTotal: 150, total: 170 });
  });

  it('the bonus comes as often as it happens', () => {
    let sheet = sheetOf(withFifty);
    sheet = placeDice(yahtzee, sheet, 'fours', fiveFours).sheet;
    sheet = placeDice(yahtzee, sheet, 'twos', [2, 2, 2, 2, 2]).sheet;
    sheet = placeDice(yahtzee, sheet, 'three-of-a-kind', fiveFours).sheet;
    expect(sheet.yahtzeeBonus).to.equal(300);
  });

  it('a second Yahtzee with 0 in the box earns nothing but still follows the joker order', () => {
    const sheet = sheetOf({ yahtzee: 0 });
    expect(isExtraYahtzee(yahtzee, sheet, fiveFours)).to.equal(true);
    expect(listed(yahtzee, sheet, fiveFours)).to.deep.equal(['fours:20']);
    expect(bonuses(yahtzee, sheet, fiveFours)).to.deep.equal([0]);
    expect(() => placeDice(yahtzee, sheet, 'chance', fiveFours)).to.throw(/joker.*Fours/);
    expect(placeDice(yahtzee, sheet, 'fours', fiveFours).sheet.yahtzeeBonus).to.equal(0);
  });

  it('step 1: the upper box of that face, and only that box', () => {
    const sheet = sheetOf(withFifty);
    expect(listed(yahtzee, sheet, fiveFours)).to.deep.equal(['fours:20']);
    expect(bonuses(yahtzee, sheet, fiveFours)).to.deep.equal([100]);
    expect(() => placeDice(yahtzee, sheet, 'full-house', fiveFours)).to.throw(
      'The joker rule puts this extra Yahtzee in Fours, not in Full house',
    );
  });

  it('step 2: face box filled, three or four of a kind for the sum of the dice', () => {
    const sheet = sheetOf({ ...withFifty, fours: 12 });
    expect(listed(yahtzee, sheet, fiveFours)).to.deep.equal([
      'three-of-a-kind:20',
      'four-of-a-kind:20',
    ]);
    expect(() => placeDice(yahtzee, sheet, 'large-straight', fiveFours)).to.throw(
      /joker.*Three of a kind or Four of a kind/,
    );
    expect(() => placeDice(yahtzee, sheet, 'ones', fiveFours)).to.throw(/joker/);
    const onlyFour = sheetOf({ ...withFifty, fours: 12, 'three-of-a-kind': 0 });
    expect(listed(yahtzee, onlyFour, fiveFours)).to.deep.equal(['four-of-a-kind:20']);
  });

  it('step 3: then any other empty lower box at its full value (full house 25, straights 30 and 40)', () => {
    const sheet = sheetOf({
      ...withFifty,
      fours: 12,
      'three-of-a-kind': 20,
      'four-of-a-kind': 0,
    });
    expect(listed(yahtzee, sheet, fiveFours)).to.deep.equal([
      'full-house:25',
      'small-straight:30',
      'large-straight:40',
      'chance:20',
    ]);
    const { placement } = placeDice(yahtzee, sheet, 'full-house', fiveFours);
    expect(placement).to.deep.equal({ category: 'full-house', points: 25, bonus: 100 });
    // Upper boxes stay closed while a lower box is empty.
    expect(() => placeDice(yahtzee, sheet, 'ones', fiveFours)).to.throw(/joker/);
  });

  it('step 4: every lower box filled, 0 in an empty upper box', () => {
    const sheet = sheetOf({
      ...withFifty,
      fours: 12,
      'three-of-a-kind': 20,
      'four-of-a-kind': 0,
      'full-house': 25,
      'small-straight': 30,
      'large-straight': 40,
      chance: 21,
    });
    expect(listed(yahtzee, sheet, fiveFours)).to.deep.equal([
      'ones:0',
      'twos:0',
      'threes:0',
      'fives:0',
      'sixes:0',
    ]);
    expect(bonuses(yahtzee, sheet, fiveFours)).to.deep.equal([100]);
    const { sheet: after } = placeDice(yahtzee, sheet, 'sixes', fiveFours);
    expect(after.scores.sixes).to.equal(0);
    expect(after.yahtzeeBonus).to.equal(100);
  });

  it('the last empty box takes an extra Yahtzee whatever the step', () => {
    const allBut = (open: CategoryId) =>
      sheetOf(Object.fromEntries(yahtzee.categories.filter((c) => c !== open).map((c) => [c, 0])));
    expect(listed(yahtzee, allBut('chance'), fiveFours)).to.deep.equal(['chance:20']);
    expect(listed(yahtzee, allBut('sixes'), fiveFours)).to.deep.equal(['sixes:0']);
  });

  it('the joker full house is only for an extra Yahtzee, never for five equal dice otherwise', () => {
    const sheet = sheetOf({ fours: 12, 'three-of-a-kind': 20, 'four-of-a-kind': 0 });
    expect(listed(yahtzee, sheet, fiveFours)).to.include('full-house:0');
  });
});

describe('Yahtzee: the free joker (house rule)', () => {
  it('still puts the roll in the upper box of its face while that box is empty', () => {
    expect(free.joker).to.equal('free');
    expect(listed(free, sheetOf({ yahtzee: 50 }), fiveFours)).to.deep.equal(['fours:20']);
  });

  it('once that box is filled, any empty lower box at full value, three of a kind empty or not', () => {
    const sheet = sheetOf({ yahtzee: 50, fours: 16 });
    expect(listed(free, sheet, fiveFours)).to.deep.equal([
      'three-of-a-kind:20',
      'four-of-a-kind:20',
      'full-house:25',
      'small-straight:30',
      'large-straight:40',
      'chance:20',
    ]);
    expect(bonuses(free, sheet, fiveFours)).to.deep.equal([100]);
    expect(placeDice(free, sheet, 'large-straight', fiveFours).placement.points).to.equal(40);
    expect(() => placeDice(free, sheet, 'ones', fiveFours)).to.throw(/joker/);
  });

  it('with every lower box filled, 0 in an empty upper box', () => {
    const lower = Object.fromEntries(yahtzee.lowerCategories.map((c) => [c, 0]));
    expect(listed(free, sheetOf({ ...lower, fours: 8 }), fiveFours)).to.deep.equal([
      'ones:0',
      'twos:0',
      'threes:0',
      'fives:0',
      'sixes:0',
    ]);
  });
});

describe('Yahtzee: the no-bonus house rule (yahtzeeBonus: 0) and other bonus values', () => {
  it('gives no bonus for an extra Yahtzee but keeps the joker order', () => {
    expect(noBonus.yahtzeeBonus).to.equal(0);
    const sheet = sheetOf({ yahtzee: 50 });
    expect(listed(noBonus, sheet, fiveFours)).to.deep.equal(['fours:20']);
    expect(bonuses(noBonus, sheet, fiveFours)).to.deep.equal([0]);
    expect(placeDice(noBonus, sheet, 'fours', fiveFours).sheet.yahtzeeBonus).to.equal(0);
  });

  it('takes any whole number as the bonus per extra Yahtzee (50, as Kniffel)', () => {
    const kniffel = getRuleset('yahtzee', { yahtzeeBonus: 50 });
    expect(bonuses(kniffel, sheetOf({ yahtzee: 50 }), fiveFours)).to.deep.equal([50]);
  });
});

describe('Yatzy (Scandinavian)', () => {
  it('is five dice, three rolls and fifteen boxes, no joker, no Yatzy bonus', () => {
    expect(yatzy.dice).to.equal(5);
    expect(yatzy.rollsPerTurn).to.equal(3);
    expect(yatzy.categories).to.have.length(15);
    expect(yatzy.joker).to.equal(null);
    expect(yatzy.yahtzeeBonus).to.equal(0);
    expect(yatzy.fiveOfAKind).to.equal('yatzy');
  });

  it('ignores the Yahtzee options: still no joker and no bonus', () => {
    const withOptions = getRuleset('yatzy', { joker: 'free', yahtzeeBonus: 100 });
    expect(withOptions.joker).to.equal(null);
    expect(withOptions.yahtzeeBonus).to.equal(0);
  });

  it('63 exactly earns the 50 bonus, 62 does not', () => {
    const at63 = sheetOf({ ones: 3, twos: 6, threes: 9, fours: 12, fives: 15, sixes: 18 });
    expect(totals(yatzy, at63)).to.include({ upper: 63, upperBonus: 50, upperTotal: 113 });
    const at62 = sheetOf({ ones: 2, twos: 6, threes: 9, fours: 12, fives: 15, sixes: 18 });
    expect(totals(yatzy, at62)).to.include({ upper: 62, upperBonus: 0 });
  });

  it('the bonus counts also with a 0 in an upper box', () => {
    const sheet = sheetOf({ ones: 0, twos: 8, threes: 12, fours: 16, fives: 15, sixes: 12 });
    expect(totals(yatzy, sheet)).to.include({ upper: 63, upperBonus: 50 });
  });

  it('one pair is the highest pair, sum of those two dice', () => {
    expect(scoreDice(yatzy, 'one-pair', [2, 2, 6, 6, 1])).to.equal(12);
    expect(scoreDice(yatzy, 'one-pair', [5, 5, 5, 1, 2])).to.equal(10);
    expect(scoreDice(yatzy, 'one-pair', [1, 2, 3, 4, 6])).to.equal(0);
  });

  it('two pairs need two different faces: four equal dice are not two pairs', () => {
    expect(scoreDice(yatzy, 'two-pairs', [2, 2, 5, 5, 6])).to.equal(14);
    expect(scoreDice(yatzy, 'two-pairs', [3, 3, 3, 3, 5])).to.equal(0);
    expect(scoreDice(yatzy, 'two-pairs', [4, 4, 4, 4, 4])).to.equal(0);
    expect(scoreDice(yatzy, 'two-pairs', [3, 3, 3, 5, 5])).to.equal(16);
  });

  it('three and four of a kind count only the equal dice', () => {
    expect(scoreDice(yatzy, 'three-of-a-kind', [4, 4, 4, 2, 1])).to.equal(12);
    expect(scoreDice(yatzy, 'three-of-a-kind', [6, 6, 6, 6, 6])).to.equal(18);
    expect(scoreDice(yatzy, 'four-of-a-kind', [5, 5, 5, 5, 2])).to.equal(20);
  });

  it('the small straight is exactly 1-2-3-4-5 for 15, the large exactly 2-3-4-5-6 for 20', () => {
    expect(scoreDice(yatzy, 'small-straight', [5, 4, 3, 2, 1])).to.equal(15);
    expect(scoreDice(yatzy, 'small-straight', [2, 3, 4, 5, 6])).to.equal(0);
    expect(scoreDice(yatzy, 'small-straight', [1, 2, 3, 4, 4])).to.equal(0);
    expect(scoreDice(yatzy, 'large-straight', [2, 3, 4, 5, 6])).to.equal(20);
    expect(scoreDice(yatzy, 'large-straight', [1, 2, 3, 4, 5])).to.equal(0);
  });

  it('a full house is three and two of a different face, the sum of all five', () => {
    expect(scoreDice(yatzy, 'full-house', [2, 2, 2, 6, 6])).to.equal(18);
  });

  it('a Yatzy is not a full house: five equal dice score 0 there', () => {
    expect(scoreDice(yatzy, 'full-house', [4, 4, 4, 4, 4])).to.equal(0);
  });

  it('a second Yatzy scores like any roll: no joker, no bonus', () => {
    const sheet = sheetOf({ yatzy: 50, fours: 16 });
    expect(isExtraYahtzee(yatzy, sheet, fiveFours)).to.equal(false);
    const options = placements(yatzy, sheet, fiveFours);
    expect(options).to.have.length(13);
    expect(options.every((p) => p.bonus === 0)).to.equal(true);
    expect(listed(yatzy, sheet, fiveFours)).to.include.members([
      'ones:0',
      'four-of-a-kind:16',
      'full-house:0',
      'chance:20',
    ]);
  });

  it('totals: grand total is upper with bonus plus lower', () => {
    const sheet = sheetOf({
      ones: 3,
      twos: 6,
      threes: 9,
      fours: 12,
      fives: 15,
      sixes: 18,
      yatzy: 50,
    });
    expect(totals(yatzy, sheet)).to.deep.equal({
      upper: 63,
      upperBonus: 50,
      upperTotal: 113,
      lower: 50,
      yahtzeeBonus: 0,
      lowerTotal: 50,
      total: 163,
    });
  });
});
