// What several rules tests build their cases from.
import type { CategoryId, Dice, Face, Ruleset, Sheet } from '../../src/rules/index.js';
import { placements, scoreDice } from '../../src/rules/index.js';

const faces: Face[] = [1, 2, 3, 4, 5, 6];

/** Every ordered roll of `count` dice, one die added at a time (the engine counts in base 6). */
export function everyRoll(count: number): Face[][] {
  let rolls: Face[][] = [[]];
  for (let i = 0; i < count; i++) rolls = rolls.flatMap((roll) => faces.map((f) => [...roll, f]));
  return rolls;
}

/** The face each upper box counts, for the tests' own oracles. */
export const upperFaces: Partial<Record<CategoryId, Face>> = {
  ones: 1,
  twos: 2,
  threes: 3,
  fours: 4,
  fives: 5,
  sixes: 6,
};

/** A frozen sheet with these boxes filled. */
export function sheetOf(scores: Partial<Record<CategoryId, number>>, yahtzeeBonus = 0): Sheet {
  return Object.freeze({ scores: Object.freeze({ ...scores }), yahtzeeBonus });
}

/** Boxes listed for a roll, as "category:points". */
export function listed(ruleset: Ruleset, sheet: Sheet, dice: Dice): string[] {
  return placements(ruleset, sheet, dice).map((p) => `${p.category}:${p.points}`);
}

/** The distinct bonuses the placements of a roll carry. */
export function bonuses(ruleset: Ruleset, sheet: Sheet, dice: Dice): number[] {
  return [...new Set(placements(ruleset, sheet, dice).map((p) => p.bonus))];
}

/**
 * Scores every ordered roll of the ruleset's dice in each box and compares it with the test's own
 * oracle; returns how many roll-box pairs it checked (one failure names the box and the roll).
 */
export function everyRollInEveryBox(
  ruleset: Ruleset,
  boxes: readonly CategoryId[],
  oracle: (box: CategoryId, dice: Dice) => number,
): number {
  let checked = 0;
  for (const dice of everyRoll(ruleset.dice)) {
    for (const box of boxes) {
      const scored = scoreDice(ruleset, box, dice);
      if (scored !== oracle(box, dice)) {
        throw new Error(`${box} ${dice.join('')}: ${scored}, the oracle ${oracle(box, dice)}`);
      }
      checked++;
    }
  }
  return checked;
}
