import type { RandomSource } from '../../src/random/die.js';

/**
 * A replacement random source that makes the dice show the given faces, in order:
 * the fair die maps byte b (below 252) to face b % 6 + 1, so face f comes from byte f - 1.
 */
export function facesSource(faces: readonly number[]): RandomSource {
  const queue = [...faces];
  return (array) => {
    for (let i = 0; i < array.length; i++) {
      const face = queue.shift();
      if (face === undefined) throw new Error('The scripted dice ran out.');
      array[i] = face - 1;
    }
    return array;
  };
}

/** The text a reader sees in a part of the shadow DOM, spaces squeezed. */
export function textOf(root: ParentNode | null | undefined): string {
  return (root?.textContent ?? '').replace(/\s+/g, ' ').trim();
}
