/** A die shows one of six faces. */
export type Face = 1 | 2 | 3 | 4 | 5 | 6;

/** The faces of the dice in a roll, in the order they lie. */
export type Dice = readonly Face[];

export const faces: readonly Face[] = [1, 2, 3, 4, 5, 6];

/** True for a whole number from 1 to 6. */
export function isFace(value: unknown): value is Face {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 6;
}
