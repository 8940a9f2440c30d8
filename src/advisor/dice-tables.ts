import type { Face } from '../rules/dice.js';

/**
 * The dice of a game as multisets: every keep (0 to `dice` dice, in any faces) gets an index,
 * sorted by size, so the rolls (the keeps of all the dice) are the last `rolls` indices.
 * Built once per dice count; the turn's recursions run on these arrays alone.
 */
export interface DiceTables {
  readonly dice: number;
  /** Keeps of every size: 462 for five dice. */
  readonly keeps: number;
  /** Index of the first roll (the first keep of all the dice). */
  readonly firstRoll: number;
  /** Distinct rolls: 252 for five dice. */
  readonly rolls: number;
  /** How many dice show each face, per keep: `counts[keep * 7 + face]` (face 1 to 6). */
  readonly counts: Uint8Array;
  /** The sum of the faces, per keep. */
  readonly sums: Uint8Array;
  /** Dice in each keep. */
  readonly sizes: Uint8Array;
  /** The keep with one more die showing `face`: `addDie[keep * 6 + face - 1]`; -1 for a roll. */
  readonly addDie: Int32Array;
  /** The keeps with one die fewer (one per distinct face shown): `removals[removalStart[k] ..]`. */
  readonly removalStart: Int32Array;
  readonly removals: Int32Array;
  /** The chance of each roll when all the dice are thrown, indexed by roll (0 = `firstRoll`). */
  readonly rollChance: Float64Array;
  /** The roll whose dice all show `face`: `allEqualRoll[face - 1]`, a roll index. */
  readonly allEqualRoll: Int32Array;
}

const cache = new Map<number, DiceTables>();

function factorial(n: number): number {
  let f = 1;
  for (let i = 2; i <= n; i++) f *= i;
  return f;
}

/** The tables for `dice` dice, built once. */
export function diceTables(dice: number): DiceTables {
  let tables = cache.get(dice);
  if (!tables) cache.set(dice, (tables = buildTables(dice)));
  return tables;
}

function buildTables(dice: number): DiceTables {
  // Every multiset of 0..dice faces, as counts per face, by size then lexicographically.
  const multisets: number[][] = [];
  for (let size = 0; size <= dice; size++) {
    const counts = [0, 0, 0, 0, 0, 0, 0];
    const fill = (face: number, left: number) => {
      if (face === 6) {
        counts[6] = left;
        multisets.push([...counts]);
        return;
      }
      for (let n = left; n >= 0; n--) {
        counts[face] = n;
        fill(face + 1, left - n);
      }
    };
    fill(1, size);
  }
  const keeps = multisets.length;
  const radix = dice + 1;
  const keyOf = (counts: readonly number[]) => {
    let key = 0;
    for (let face = 1; face <= 6; face++) key = key * radix + counts[face];
    return key;
  };
  const indexOf = new Map<number, number>();
  multisets.forEach((counts, index) => indexOf.set(keyOf(counts), index));

  const counts = new Uint8Array(keeps * 7);
  const sums = new Uint8Array(keeps);
  const sizes = new Uint8Array(keeps);
  const addDie = new Int32Array(keeps * 6).fill(-1);
  const removalStart = new Int32Array(keeps + 1);
  const removalList: number[] = [];
  multisets.forEach((faces, k) => {
    let size = 0;
    let sum = 0;
    for (let face = 1; face <= 6; face++) {
      counts[k * 7 + face] = faces[face];
      size += faces[face];
      sum += face * faces[face];
    }
    sizes[k] = size;
    sums[k] = sum;
    removalStart[k] = removalList.length;
    for (let face = 1; face <= 6; face++) {
      const other = [...faces];
      if (size < dice) {
        other[face]++;
        addDie[k * 6 + face - 1] = indexOf.get(keyOf(other)) as number;
        other[face]--;
      }
      if (faces[face] > 0) {
        other[face]--;
        removalList.push(indexOf.get(keyOf(other)) as number);
      }
    }
  });
  removalStart[keeps] = removalList.length;

  let firstRoll = 0;
  while (sizes[firstRoll] < dice) firstRoll++;
  const rolls = keeps - firstRoll;
  // Multinomial: dice! / (n1! ... n6!) ordered throws out of 6^dice.
  const rollChance = new Float64Array(rolls);
  const allEqualRoll = new Int32Array(6);
  for (let r = 0; r < rolls; r++) {
    let ways = factorial(dice);
    for (let face = 1; face <= 6; face++) {
      const n = counts[(firstRoll + r) * 7 + face];
      ways /= factorial(n);
      if (n === dice) allEqualRoll[face - 1] = r;
    }
    rollChance[r] = ways / 6 ** dice;
  }
  return {
    dice,
    keeps,
    firstRoll,
    rolls,
    counts,
    sums,
    sizes,
    addDie,
    removalStart,
    removals: Int32Array.from(removalList),
    rollChance,
    allEqualRoll,
  };
}

/** The keep index of these dice (any order), or -1 when they are not 0 to `dice` faces. */
export function keepIndex(tables: DiceTables, faces: readonly Face[]): number {
  if (faces.length > tables.dice) return -1;
  let k = 0;
  for (const face of faces) {
    k = tables.addDie[k * 6 + face - 1];
    if (k < 0) return -1;
  }
  return k;
}

/** The faces of a keep, in ascending order. */
export function keepFaces(tables: DiceTables, keep: number): Face[] {
  const faces: Face[] = [];
  for (let face = 1; face <= 6; face++) {
    for (let n = tables.counts[keep * 7 + face]; n > 0; n--) faces.push(face as Face);
  }
  return faces;
}
