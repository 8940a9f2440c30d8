import { expect } from '@open-wc/testing';
import { cryptoSource, rollDice, rollDie, type RandomSource } from '../../src/random/die.js';
import type { Face } from '../../src/rules/dice.js';
import { RuleError } from '../../src/rules/rule-error.js';
import '../../src/index.js';

/** A replacement source that hands out the given bytes in order and fails loudly when they run out. */
function bytesSource(bytes: readonly number[]): RandomSource & { readonly used: number } {
  let next = 0;
  const source = (<T extends Uint8Array | Uint16Array | Uint32Array>(array: T): T => {
    for (let i = 0; i < array.length; i++) {
      if (next >= bytes.length) throw new Error('The test source ran out of bytes');
      array[i] = bytes[next++] as number;
    }
    return array;
  }) as RandomSource & { used: number };
  Object.defineProperty(source, 'used', { get: () => next });
  return source;
}

describe('fair die: exact, over every byte value', () => {
  it('maps the 256 byte values to each face exactly 42 times and rejects 4', () => {
    const counts = [0, 0, 0, 0, 0, 0, 0];
    let rejected = 0;
    for (let byte = 0; byte < 256; byte++) {
      // The sentinel 0 (face 1) is only read when `byte` itself was rejected.
      const source = bytesSource([byte, 0]);
      const face = rollDie(source);
      if (source.used === 2) {
        rejected++;
        expect(face, `after rejecting ${byte}`).to.equal(1);
      } else {
        expect(source.used).to.equal(1);
        counts[face]!++;
      }
    }
    expect(counts.slice(1)).to.deep.equal([42, 42, 42, 42, 42, 42]);
    expect(rejected).to.equal(4);
  });

  it('rejects exactly the bytes 252..255', () => {
    for (const byte of [252, 253, 254, 255]) {
      const source = bytesSource([byte, 5]);
      expect(rollDie(source)).to.equal(6);
      expect(source.used).to.equal(2);
    }
    const kept = bytesSource([251]);
    expect(rollDie(kept)).to.equal(6); // 251 % 6 + 1
  });

  it('skips rejected values: 255, 255, 3 gives a 4', () => {
    expect(rollDie(bytesSource([255, 255, 3]))).to.equal(4);
  });

  it('rollDice over all 256 bytes in a row: 42 of each face, the 4 rejected ones skipped', () => {
    // 0..255, then one more byte: 253 dice need all 256 values plus the extra 0.
    const source = bytesSource([...Array.from({ length: 256 }, (_, i) => i), 0]);
    const dice = rollDice(253, source);
    expect(source.used).to.equal(257);
    expect(dice).to.have.length(253);
    const counts = [1, 2, 3, 4, 5, 6].map(
      (face) => dice.slice(0, 252).filter((d) => d === face).length,
    );
    expect(counts).to.deep.equal([42, 42, 42, 42, 42, 42]);
    expect(dice[252]).to.equal(1);
  });

  it('rollDice keeps the order of the bytes and reads more when some are rejected', () => {
    const source = bytesSource([0, 253, 1, 254, 2, 3, 4, 5]);
    expect(rollDice(5, source)).to.deep.equal([1, 2, 3, 4, 5]);
    expect(source.used).to.equal(7);
  });

  it('rollDice(0) reads nothing; a bad count is a RangeError', () => {
    const source = bytesSource([]);
    expect(rollDice(0, source)).to.deep.equal([]);
    expect(() => rollDice(-1, source)).to.throw(RangeError);
    expect(() => rollDice(2.5, source)).to.throw(RangeError);
  });
});

describe('a broken random source', () => {
  it('throws instead of rolling for ever: only refused bytes, or no bytes at all', () => {
    const refusing = (<T extends Uint8Array>(array: T): T => array.fill(255)) as RandomSource;
    expect(() => rollDice(5, refusing)).to.throw('The random source gives no bytes a die can use.');
    const empty = (() => new Uint8Array(0)) as unknown as RandomSource;
    expect(() => rollDie(empty)).to.throw('The random source gives no bytes a die can use.');
    // 1,000 refused bytes in a row are still read through: a die after them is rolled.
    expect(rollDie(bytesSource([...Array<number>(1000).fill(252), 4]))).to.equal(5);
  });

  it('a roller and a picker with one throw from roll() and pick(), and change nothing', async () => {
    const refusing = (<T extends Uint8Array>(array: T): T => array.fill(253)) as RandomSource;
    const roller = document.createElement('dice-roller');
    roller.setAttribute('storage-key', 'yw-test:broken-random');
    document.body.append(roller);
    await roller.updateComplete;
    roller.random = refusing;
    expect(() => roller.roll()).to.throw('no bytes a die can use');
    expect(roller.rollNumber).to.equal(0);
    expect(roller.values).to.deep.equal([]);
    const picker = document.createElement('first-player-picker');
    picker.setAttribute('players', 'Anna, Bram');
    picker.setAttribute('storage-key', 'yw-test:broken-random-pick');
    document.body.append(picker);
    await picker.updateComplete;
    picker.random = refusing;
    let picked = 0;
    picker.addEventListener('first-player-picked', () => picked++);
    // The rules take a roll that throws as no roll for that seat: a RuleError, not a hang.
    expect(() => picker.pick())
      .to.throw(RuleError)
      .with.property('problem')
      .that.deep.equals({ code: 'bad-roll', seat: 0 });
    await picker.updateComplete;
    expect(picked).to.equal(0);
    expect(picker.shadowRoot!.querySelector('[part="order"]')).to.equal(null);
    await expect(picker).to.be.accessible();
    roller.remove();
    picker.remove();
    localStorage.removeItem('yw-test:broken-random');
    localStorage.removeItem('yw-test:broken-random-pick');
  });
});

describe('fair die: statistical, from the real crypto source', () => {
  it('passes a chi-square test over 60,000 dice (5 degrees of freedom, α = 1e-6: 35.89)', () => {
    const n = 60_000;
    const dice: Face[] = rollDice(n, cryptoSource);
    expect(dice).to.have.length(n);
    const counts = [0, 0, 0, 0, 0, 0];
    for (const face of dice) counts[face - 1]!++;
    const expected = n / 6;
    const chiSquare = counts.reduce(
      (sum, observed) => sum + (observed - expected) ** 2 / expected,
      0,
    );
    expect(chiSquare, `counts ${counts.join(', ')}`).to.be.below(35.89);
  });

  it('single rollDie calls from the default source also pass (60,000 dice)', () => {
    const n = 60_000;
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < n; i++) counts[rollDie() - 1]!++;
    const expected = n / 6;
    const chiSquare = counts.reduce(
      (sum, observed) => sum + (observed - expected) ** 2 / expected,
      0,
    );
    expect(chiSquare, `counts ${counts.join(', ')}`).to.be.below(35.89);
  });

  it('a plain modulo would be caught: the same test rejects a biased die', () => {
    // Guard against a test that cannot fail: 1..4 each get 43 of 256 bytes with `byte % 6`.
    // With 2,000,000 bytes the biased statistic averages about 250, far above the limit.
    const n = 65_536 * 30;
    const counts = [0, 0, 0, 0, 0, 0];
    for (let batch = 0; batch < 30; batch++) {
      for (const byte of cryptoSource(new Uint8Array(65_536))) counts[byte % 6]!++;
    }
    const expected = n / 6;
    const chiSquare = counts.reduce(
      (sum, observed) => sum + (observed - expected) ** 2 / expected,
      0,
    );
    expect(chiSquare).to.be.above(35.89);
  });
});
