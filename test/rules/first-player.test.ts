import { expect } from '@open-wc/testing';
import {
  clockwiseOrder,
  maxRollOffRounds,
  rollOff,
  rollOffDice,
  tiedSeats,
} from '../../src/rules/index.js';

/** A roll source that plays back a script: one list of rolls per round, in seat order. */
function scripted(rounds: number[][]): (seat: number) => number {
  const queue = rounds.flat();
  return () => {
    const next = queue.shift();
    if (next === undefined) throw new Error('script ran out');
    return next;
  };
}

describe('rollOff', () => {
  it('ends after one round when one player rolls highest', () => {
    expect(rollOff(3, scripted([[2, 6, 5]]))).to.deep.equal({
      rounds: [
        [
          { seat: 0, roll: 2 },
          { seat: 1, roll: 6 },
          { seat: 2, roll: 5 },
        ],
      ],
      starter: 1,
    });
  });

  it('lets only the tied players roll again, round after round', () => {
    const result = rollOff(
      4,
      scripted([
        [5, 5, 2, 5], // three-way tie on 5
        [3, 6, 6], // seats 0, 1, 3: two-way tie on 6
        [4, 1], // seats 1, 3
      ]),
    );
    expect(result.rounds).to.deep.equal([
      [
        { seat: 0, roll: 5 },
        { seat: 1, roll: 5 },
        { seat: 2, roll: 2 },
        { seat: 3, roll: 5 },
      ],
      [
        { seat: 0, roll: 3 },
        { seat: 1, roll: 6 },
        { seat: 3, roll: 6 },
      ],
      [
        { seat: 1, roll: 4 },
        { seat: 3, roll: 1 },
      ],
    ]);
    expect(result.starter).to.equal(1);
  });

  it('asks each seat that rolls, in seat order', () => {
    const asked: number[] = [];
    const script = scripted([
      [4, 1, 4],
      [2, 2],
      [1, 3],
    ]);
    rollOff(3, (seat) => {
      asked.push(seat);
      return script(seat);
    });
    expect(asked).to.deep.equal([0, 1, 2, 0, 2, 0, 2]);
  });

  it('lets a single player roll once and begin', () => {
    expect(rollOff(1, () => 3)).to.deep.equal({ rounds: [[{ seat: 0, roll: 3 }]], starter: 0 });
  });

  it('works with five-dice totals as rolls', () => {
    expect(rollOffDice['five-dice']).to.equal(5);
    expect(rollOffDice['one-die']).to.equal(1);
    expect(
      rollOff(
        2,
        scripted([
          [17, 17],
          [12, 25],
        ]),
      ).starter,
    ).to.equal(1);
  });

  it('stops with an error when the source keeps tying', () => {
    let calls = 0;
    expect(() =>
      rollOff(2, () => {
        calls++;
        return 4;
      }),
    ).to.throw(/1000 rounds/);
    expect(calls).to.equal(2 * maxRollOffRounds);
  });

  it('refuses a table without players and rolls that are not numbers', () => {
    expect(() => rollOff(0, () => 1)).to.throw();
    expect(() => rollOff(2.5, () => 1)).to.throw();
    expect(() => rollOff(2, () => Number.NaN)).to.throw(/not a number/);
  });
});

describe('clockwiseOrder', () => {
  it('starts at the starter and wraps round in typed order', () => {
    expect(clockwiseOrder(3, 0)).to.deep.equal([0, 1, 2]);
    expect(clockwiseOrder(3, 1)).to.deep.equal([1, 2, 0]);
    expect(clockwiseOrder(4, 3)).to.deep.equal([3, 0, 1, 2]);
    expect(clockwiseOrder(1, 0)).to.deep.equal([0]);
  });

  it('holds every seat exactly once', () => {
    for (let seats = 1; seats <= 12; seats++) {
      for (let starter = 0; starter < seats; starter++) {
        const order = clockwiseOrder(seats, starter);
        expect(order[0]).to.equal(starter);
        expect([...order].sort((a, b) => a - b)).to.deep.equal([...Array(seats).keys()]);
      }
    }
  });

  it('refuses a starter who is not at the table', () => {
    expect(() => clockwiseOrder(3, 3)).to.throw();
    expect(() => clockwiseOrder(3, -1)).to.throw();
    expect(() => clockwiseOrder(0, 0)).to.throw();
  });
});

describe('tiedSeats', () => {
  it('lists the seats sharing the highest roll only when there are several', () => {
    expect(
      tiedSeats([
        { seat: 0, roll: 6 },
        { seat: 1, roll: 6 },
        { seat: 2, roll: 3 },
      ]),
    ).to.deep.equal([0, 1]);
    expect(
      tiedSeats([
        { seat: 0, roll: 6 },
        { seat: 1, roll: 5 },
      ]),
    ).to.deep.equal([]);
    expect(
      tiedSeats([
        { seat: 2, roll: 1 },
        { seat: 4, roll: 1 },
      ]),
    ).to.deep.equal([2, 4]);
    expect(tiedSeats([])).to.deep.equal([]);
  });
});
