import type { Dice, Face } from './dice.js';
import { isFace } from './dice.js';
import type { CategoryId, Ruleset } from './rulesets.js';
import { RuleError } from './rule-error.js';
import { assertCategory } from './rulesets.js';

/** Throws unless `dice` is an array of exactly `ruleset.dice` faces from 1 to 6. */
export function assertDice(ruleset: Ruleset, dice: unknown): asserts dice is Dice {
  const expected = ruleset.dice;
  const refuse = (check: string, given: unknown) =>
    new RuleError({ code: 'bad-dice', expected }, { check, given });
  if (!Array.isArray(dice)) throw refuse('array', dice);
  if (dice.length !== expected) throw refuse('length', dice.length);
  for (const die of dice as unknown[]) if (!isFace(die)) throw refuse('face', die);
}

/**
 * How many dice show each face: index 1..6 (index 0 unused). Dice must be checked already.
 * @internal
 */
export function countFaces(dice: Dice): number[] {
  const counts = [0, 0, 0, 0, 0, 0, 0];
  for (const die of dice) counts[die]++;
  return counts;
}

/** @internal */
export function sumOf(dice: Dice): number {
  let sum = 0;
  for (const die of dice) sum += die;
  return sum;
}

/**
 * What a roll is worth in a box with no joker, from its face counts and sum. No checks.
 * @internal
 */
export function scoreCounts(
  ruleset: Ruleset,
  category: CategoryId,
  counts: readonly number[],
  sum: number,
): number {
  return ruleset.scorers[category]?.(counts, sum) ?? 0;
}

/**
 * What the joker writes in a lower box for all dice equal (its full value), `undefined` for a
 * box the joker does not fill at full value.
 * @internal
 */
export function jokerScore(
  ruleset: Ruleset,
  category: CategoryId,
  counts: readonly number[],
  sum: number,
): number | undefined {
  return ruleset.jokerScorers[category]?.(counts, sum);
}

/** The face every die shows, or 0 when they differ. @internal */
export function allEqual(ruleset: Ruleset, counts: readonly number[]): number {
  for (let face = 1; face <= 6; face++) if (counts[face] === ruleset.dice) return face;
  return 0;
}

/**
 * What these dice are worth in that box on their own, with no joker.
 * Throws on a box the ruleset does not have or on dice that are not a roll.
 */
export function scoreDice(ruleset: Ruleset, category: CategoryId, dice: Dice): number {
  assertCategory(ruleset, category);
  assertDice(ruleset, dice);
  return scoreCounts(ruleset, category, countFaces(dice), sumOf(dice));
}

/** Every ordered roll of `dice` dice, as face counts and sums: 6^5 = 7,776 for five. */
const allRolls = new Map<number, readonly { counts: number[]; sum: number }[]>();

function everyRoll(dice: number): readonly { counts: number[]; sum: number }[] {
  let rolls = allRolls.get(dice);
  if (!rolls) {
    const list: { counts: number[]; sum: number }[] = [];
    for (let n = 0; n < 6 ** dice; n++) {
      const faces: Face[] = [];
      for (let i = 0, rest = n; i < dice; i++, rest = Math.floor(rest / 6)) {
        faces.push(((rest % 6) + 1) as Face);
      }
      list.push({ counts: countFaces(faces), sum: sumOf(faces) });
    }
    allRolls.set(dice, (rolls = list));
  }
  return rolls;
}

const possibleCache = new WeakMap<Ruleset, Map<CategoryId, readonly number[]>>();

/**
 * The sorted distinct values a box can ever hold: every roll's score there, 0 for a
 * scratch, and in a game with a joker its full values. Used to check typed-in points.
 */
export function possibleScores(ruleset: Ruleset, category: CategoryId): readonly number[] {
  assertCategory(ruleset, category);
  let boxes = possibleCache.get(ruleset);
  if (!boxes) possibleCache.set(ruleset, (boxes = new Map()));
  let values = boxes.get(category);
  if (!values) {
    const seen = new Set<number>([0]);
    for (const { counts, sum } of everyRoll(ruleset.dice)) {
      seen.add(scoreCounts(ruleset, category, counts, sum));
      if (ruleset.joker !== null && allEqual(ruleset, counts)) {
        const joker = jokerScore(ruleset, category, counts, sum);
        if (joker !== undefined) seen.add(joker);
      }
    }
    values = Object.freeze([...seen].sort((a, b) => a - b));
    boxes.set(category, values);
  }
  return values;
}
