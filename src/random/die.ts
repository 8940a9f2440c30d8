import type { Face } from '../rules/dice.js';

/** Has the shape of crypto.getRandomValues, so tests can swap it. */
export type RandomSource = <T extends Uint8Array | Uint16Array | Uint32Array>(array: T) => T;

/** The browser's cryptographic generator (also present in Node 20 as `globalThis.crypto`). */
export const cryptoSource: RandomSource = (array) => globalThis.crypto.getRandomValues(array);

// 252 = 6 × 42: the largest multiple of 6 a byte can hold. Bytes 252..255 are thrown away,
// so each face comes from exactly 42 of the 252 bytes kept (a plain `byte % 6` would favour 1-4).
const ACCEPT_BELOW = 252;

// crypto.getRandomValues refuses more than 65,536 bytes at a time.
const MAX_BATCH = 65_536;

/** One fair die: uniform 1..6 from random bytes with rejection sampling. */
export function rollDie(source: RandomSource = cryptoSource): Face {
  return rollDice(1, source)[0] as Face;
}

/**
 * `count` fair dice. Bytes are read in batches of exactly as many as are still needed,
 * so no byte is ever read and then ignored: the faces depend on the source's bytes in order.
 */
export function rollDice(count: number, source: RandomSource = cryptoSource): Face[] {
  if (!Number.isInteger(count) || count < 0) {
    throw new RangeError(
      `Cannot roll ${String(count)} dice: the count must be a whole number, 0 or more.`,
    );
  }
  const dice: Face[] = [];
  let refusedInARow = 0;
  while (dice.length < count) {
    const bytes = source(new Uint8Array(Math.min(count - dice.length, MAX_BATCH)));
    for (const byte of bytes) {
      if (byte < ACCEPT_BELOW) {
        dice.push(((byte % 6) + 1) as Face);
        refusedInARow = 0;
      } else refusedInARow++;
    }
    // A fair source refuses 4 bytes in 256: 1,000 in a row would take 10^1806 tries. A broken one
    // (a test's, or one that gives no bytes) would loop for ever.
    if (refusedInARow > 1000 || !bytes.length) {
      throw new Error('The random source gives no bytes a die can use.');
    }
  }
  return dice;
}
