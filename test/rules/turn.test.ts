// The turn at the dice as a pure value: rolls, holds and every refusal, without a roller.
import { expect } from '@open-wc/testing';
import {
  canHold,
  getRuleset,
  newTurn,
  rollTurn,
  rollsLeft,
  toggleHold,
  type Face,
  type Turn,
  type TurnRules,
} from '../../src/rules/index.js';
import { refusal } from './refusal.js';

const loose = <T>(value: unknown): T => value as T;
const fiveDice: TurnRules = { dice: 5, rollsPerTurn: 3 };

/** A thrower that hands out these faces in order and records how many dice each throw asked for. */
function scripted(faces: Face[]): { throwDice: (count: number) => Face[]; counts: number[] } {
  const left = [...faces];
  const counts: number[] = [];
  return {
    counts,
    throwDice: (count) => {
      counts.push(count);
      if (left.length < count) throw new Error('the script ran out of faces');
      return left.splice(0, count);
    },
  };
}

/** The same face on every die thrown. */
const always =
  (face: Face) =>
  (count: number): Face[] =>
    Array.from({ length: count }, () => face);

function expectFrozen(turn: Turn): void {
  expect(Object.isFrozen(turn), 'turn').to.equal(true);
  expect(Object.isFrozen(turn.values), 'values').to.equal(true);
  expect(Object.isFrozen(turn.held), 'held').to.equal(true);
}

describe('newTurn', () => {
  for (const dice of [5, 6]) {
    it(`${dice} dice: nothing showing, none held, roll 0, every roll left`, () => {
      const rules = { dice, rollsPerTurn: 3 };
      const turn = newTurn(rules);
      expect(turn).to.deep.equal({
        values: [],
        held: Array.from({ length: dice }, () => false),
        rollNumber: 0,
      });
      expect(rollsLeft(turn, rules)).to.equal(3);
      expect(canHold(turn, rules)).to.equal(false);
      expectFrozen(turn);
    });
  }

  it('takes a ruleset as its rules', () => {
    const yahtzee = getRuleset('yahtzee');
    const turn = rollTurn(newTurn(yahtzee), yahtzee, always(4));
    expect(turn.values).to.deep.equal([4, 4, 4, 4, 4]);
    expect(rollsLeft(turn, yahtzee)).to.equal(2);
  });
});

describe('rollTurn', () => {
  it('the first roll throws every die', () => {
    const { throwDice, counts } = scripted([3, 1, 6, 2, 5]);
    const turn = rollTurn(newTurn(fiveDice), fiveDice, throwDice);
    expect(counts).to.deep.equal([5]);
    expect(turn).to.deep.equal({
      values: [3, 1, 6, 2, 5],
      held: [false, false, false, false, false],
      rollNumber: 1,
    });
    expectFrozen(turn);
  });

  it('the first roll ignores holds, even on a turn made by hand', () => {
    const handMade: Turn = { values: [], held: [true, false, true, false, false], rollNumber: 0 };
    const { throwDice, counts } = scripted([1, 2, 3, 4, 5]);
    const turn = rollTurn(handMade, fiveDice, throwDice);
    expect(counts).to.deep.equal([5]);
    expect(turn.values).to.deep.equal([1, 2, 3, 4, 5]);
    expect(turn.held).to.deep.equal([false, false, false, false, false]);
  });

  it('a later roll throws only the dice not held; held dice keep their face and place', () => {
    const { throwDice, counts } = scripted([2, 2, 5, 6, 6, 4, 1, 3]);
    let turn = rollTurn(newTurn(fiveDice), fiveDice, throwDice);
    turn = toggleHold(turn, fiveDice, 0);
    turn = toggleHold(turn, fiveDice, 3);
    turn = rollTurn(turn, fiveDice, throwDice);
    expect(counts).to.deep.equal([5, 3]);
    // Dice 0 and 3 stay; 1, 2 and 4 get the next faces in order.
    expect(turn.values).to.deep.equal([2, 4, 1, 6, 3]);
    expect(turn.held).to.deep.equal([true, false, false, true, false]);
    expect(turn.rollNumber).to.equal(2);
  });

  it('a die held and released again is thrown again; all held throws none', () => {
    const rules = { dice: 5, rollsPerTurn: 4 };
    const { throwDice, counts } = scripted([1, 2, 3, 4, 5, 6, 1, 2, 3, 4]);
    let turn = rollTurn(newTurn(rules), rules, throwDice);
    turn = toggleHold(toggleHold(turn, rules, 2), rules, 2);
    turn = rollTurn(turn, rules, throwDice);
    expect(counts).to.deep.equal([5, 5]);
    for (let die = 0; die < 5; die++) turn = toggleHold(turn, rules, die);
    const values = turn.values;
    turn = rollTurn(turn, rules, throwDice);
    expect(counts).to.deep.equal([5, 5, 0]);
    expect(turn.values).to.deep.equal(values);
    expect(turn.rollNumber).to.equal(3);
  });

  it('refuses a roll once every roll of the turn is made', () => {
    let turn = newTurn(fiveDice);
    for (let roll = 0; roll < 3; roll++) turn = rollTurn(turn, fiveDice, always(1));
    refusal(
      () => rollTurn(turn, fiveDice, always(1)),
      { code: 'no-rolls-left' },
      'No rolls left this turn',
    );
  });

  it('refuses a thrower that gives the wrong number of dice or a face that is not 1 to 6', () => {
    const problem = { code: 'bad-throw', expected: 5 } as const;
    const message = 'The dice thrower must give 5 faces from 1 to 6';
    refusal(() => rollTurn(newTurn(fiveDice), fiveDice, () => [1, 2, 3, 4]), problem, message);
    refusal(
      () => rollTurn(newTurn(fiveDice), fiveDice, () => loose<Face[]>([1, 2, 3, 4, 7])),
      problem,
      message,
    );
  });

  it('changes nothing it is given', () => {
    const before = newTurn(fiveDice);
    const after = rollTurn(before, fiveDice, always(6));
    expect(after).to.not.equal(before);
    expect(before).to.deep.equal(newTurn(fiveDice));
  });
});

describe('toggleHold', () => {
  const rolled = rollTurn(newTurn(fiveDice), fiveDice, always(3));

  it('holds a die and releases it again, in a new frozen turn', () => {
    const held = toggleHold(rolled, fiveDice, 4);
    expect(held.held).to.deep.equal([false, false, false, false, true]);
    expect(held.values).to.deep.equal(rolled.values);
    expect(held.rollNumber).to.equal(1);
    expectFrozen(held);
    expect(toggleHold(held, fiveDice, 4).held).to.deep.equal([false, false, false, false, false]);
    expect(rolled.held).to.deep.equal([false, false, false, false, false]);
  });

  it('refuses before the first roll', () => {
    refusal(
      () => toggleHold(newTurn(fiveDice), fiveDice, 0),
      { code: 'hold-before-roll' },
      'Roll first: dice can be held after the first roll',
    );
  });

  it('refuses after the last roll: holding then changes nothing', () => {
    let turn = rolled;
    turn = rollTurn(rollTurn(turn, fiveDice, always(2)), fiveDice, always(2));
    refusal(
      () => toggleHold(turn, fiveDice, 1),
      { code: 'hold-after-last-roll' },
      'No rolls left this turn: holding a die changes nothing',
    );
  });

  it('refuses an index that is not a die, before anything else', () => {
    for (const [rules, index] of [
      [fiveDice, -1],
      [fiveDice, 5],
      [fiveDice, 1.5],
      [{ dice: 6, rollsPerTurn: 3 }, 6],
    ] as const) {
      refusal(
        () => toggleHold(rolled, rules, index),
        { code: 'no-die', index, dice: rules.dice },
        `There is no die ${index}: dice are numbered 0 to ${rules.dice - 1}`,
      );
    }
    // Before the first roll too: the index is checked first, as the roller does.
    refusal(
      () => toggleHold(newTurn(fiveDice), fiveDice, 7),
      { code: 'no-die', index: 7, dice: 5 },
      'There is no die 7: dice are numbered 0 to 4',
    );
    refusal(
      () => toggleHold(rolled, fiveDice, Number.NaN),
      { code: 'no-die', index: 'NaN', dice: 5 },
      'There is no die NaN: dice are numbered 0 to 4',
    );
    refusal(
      () => toggleHold(rolled, fiveDice, loose<number>('2')),
      { code: 'no-die', index: '2', dice: 5 },
      'There is no die 2: dice are numbered 0 to 4',
    );
  });
});

describe('a whole turn, for 5 and 6 dice and 1 to 10 rolls a turn', () => {
  for (const dice of [5, 6]) {
    for (let rollsPerTurn = 1; rollsPerTurn <= 10; rollsPerTurn++) {
      it(`${dice} dice, ${rollsPerTurn} roll${rollsPerTurn === 1 ? '' : 's'}`, () => {
        const rules = { dice, rollsPerTurn };
        let turn = newTurn(rules);
        const counts: number[] = [];
        for (let roll = 1; roll <= rollsPerTurn; roll++) {
          turn = rollTurn(turn, rules, (count) => {
            counts.push(count);
            return always(((roll % 6) + 1) as Face)(count);
          });
          expect(turn.rollNumber).to.equal(roll);
          expect(turn.values).to.have.length(dice);
          expect(rollsLeft(turn, rules)).to.equal(rollsPerTurn - roll);
          // Holding is allowed only between the first and the last roll.
          expect(canHold(turn, rules)).to.equal(roll < rollsPerTurn);
          // Hold the first die from the second roll on: it is not thrown again.
          if (roll === 1 && canHold(turn, rules)) turn = toggleHold(turn, rules, 0);
        }
        expect(counts).to.deep.equal([dice, ...Array(rollsPerTurn - 1).fill(dice - 1)]);
        expect(rollsLeft(turn, rules)).to.equal(0);
        refusal(
          () => rollTurn(turn, rules, always(1)),
          { code: 'no-rolls-left' },
          'No rolls left this turn',
        );
        refusal(
          () => toggleHold(turn, rules, dice - 1),
          { code: 'hold-after-last-roll' },
          'No rolls left this turn: holding a die changes nothing',
        );
        // A new turn gives every roll back.
        expect(rollsLeft(newTurn(rules), rules)).to.equal(rollsPerTurn);
      });
    }
  }
});
