import type { Dice, Face } from './dice.js';
import { isFace } from './dice.js';
import type { CategoryId, Ruleset, RulesetId } from './rulesets.js';
import { RuleError } from './rule-error.js';
import { assertCategory, describeValue } from './rulesets.js';

/** Throws unless `dice` is an array of exactly `ruleset.dice` faces from 1 to 6. */
export function assertDice(ruleset: Ruleset, dice: unknown): asserts dice is Dice {
  const expected = ruleset.dice;
  const refuse = (message: string) => new RuleError({ code: 'bad-dice', expected }, message);
  if (!Array.isArray(dice)) {
    throw refuse(`Expected an array of ${expected} dice, got ${describeValue(dice)}`);
  }
  if (dice.length !== expected) throw refuse(`Expected ${expected} dice, got ${dice.length}`);
  for (const die of dice as unknown[]) {
    if (!isFace(die)) throw refuse(`A die shows 1 to 6, not ${describeValue(die)}`);
  }
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

/** The face shown `n` times or more, highest first; 0 when none. */
function faceWithAtLeast(counts: readonly number[], n: number): number {
  for (let face = 6; face >= 1; face--) if (counts[face] >= n) return face;
  return 0;
}

function hasRun(counts: readonly number[], from: number, length: number): boolean {
  for (let face = from; face < from + length; face++) if (counts[face] === 0) return false;
  return true;
}

/** Three of one face and two of another (five equal dice are not a full house). */
function isFullHouse(counts: readonly number[]): boolean {
  let three = false;
  let two = false;
  for (let face = 1; face <= 6; face++) {
    if (counts[face] === 3) three = true;
    else if (counts[face] === 2) two = true;
  }
  return three && two;
}

/**
 * What a roll is worth in a box with no joker, from its face counts and sum. No checks.
 * @internal
 */
export function scoreCounts(
  id: RulesetId,
  category: CategoryId,
  counts: readonly number[],
  sum: number,
): number {
  switch (category) {
    case 'ones':
      return counts[1];
    case 'twos':
      return 2 * counts[2];
    case 'threes':
      return 3 * counts[3];
    case 'fours':
      return 4 * counts[4];
    case 'fives':
      return 5 * counts[5];
    case 'sixes':
      return 6 * counts[6];
    case 'chance':
      return sum;
    case 'yahtzee':
    case 'yatzy':
      return faceWithAtLeast(counts, 5) ? 50 : 0;
    default:
      return id === 'yahtzee'
        ? yahtzeeLower(category, counts, sum)
        : yatzyLower(category, counts, sum);
  }
}

function yahtzeeLower(category: CategoryId, counts: readonly number[], sum: number): number {
  switch (category) {
    // Yahtzee: three and four of a kind count all five dice.
    case 'three-of-a-kind':
      return faceWithAtLeast(counts, 3) ? sum : 0;
    case 'four-of-a-kind':
      return faceWithAtLeast(counts, 4) ? sum : 0;
    case 'full-house':
      return isFullHouse(counts) ? 25 : 0;
    // Four consecutive faces; a large straight holds one too.
    case 'small-straight':
      return hasRun(counts, 1, 4) || hasRun(counts, 2, 4) || hasRun(counts, 3, 4) ? 30 : 0;
    case 'large-straight':
      return hasRun(counts, 1, 5) || hasRun(counts, 2, 5) ? 40 : 0;
    default:
      return 0;
  }
}

function yatzyLower(category: CategoryId, counts: readonly number[], sum: number): number {
  switch (category) {
    // Yatzy counts only the dice that make the combination.
    case 'one-pair':
      return 2 * faceWithAtLeast(counts, 2);
    case 'two-pairs': {
      const high = faceWithAtLeast(counts, 2);
      if (!high) return 0;
      // Two pairs of different faces: four equal dice are one pair only.
      for (let face = high - 1; face >= 1; face--) {
        if (counts[face] >= 2) return 2 * high + 2 * face;
      }
      return 0;
    }
    case 'three-of-a-kind':
      return 3 * faceWithAtLeast(counts, 3);
    case 'four-of-a-kind':
      return 4 * faceWithAtLeast(counts, 4);
    // Fixed straights: exactly 1-2-3-4-5 and 2-3-4-5-6.
    case 'small-straight':
      return hasRun(counts, 1, 5) ? 15 : 0;
    case 'large-straight':
      return hasRun(counts, 2, 5) ? 20 : 0;
    // Three of one face and two of a different face; five equal dice score 0 here.
    case 'full-house':
      return isFullHouse(counts) ? sum : 0;
    default:
      return 0;
  }
}

/**
 * What these dice are worth in that box on their own, with no joker.
 * Throws on a box the ruleset does not have or on dice that are not a roll.
 */
export function scoreDice(ruleset: Ruleset, category: CategoryId, dice: Dice): number {
  assertCategory(ruleset, category);
  assertDice(ruleset, dice);
  return scoreCounts(ruleset.id, category, countFaces(dice), sumOf(dice));
}

/** Every ordered roll of five dice: 6^5 = 7,776 face-count arrays with their sums. */
let allRolls: { counts: number[]; sum: number }[] | undefined;

function everyRoll(): { counts: number[]; sum: number }[] {
  if (!allRolls) {
    allRolls = [];
    for (let n = 0; n < 6 ** 5; n++) {
      const dice: Face[] = [];
      for (let i = 0, rest = n; i < 5; i++, rest = Math.floor(rest / 6)) {
        dice.push(((rest % 6) + 1) as Face);
      }
      allRolls.push({ counts: countFaces(dice), sum: sumOf(dice) });
    }
  }
  return allRolls;
}

const possibleCache = new Map<string, readonly number[]>();

/**
 * The sorted distinct values a box can ever hold: every roll's score there, 0 for a
 * scratch, and for Yahtzee the joker's full values. Used to check typed-in points.
 */
export function possibleScores(ruleset: Ruleset, category: CategoryId): readonly number[] {
  assertCategory(ruleset, category);
  const key = `${ruleset.id}:${category}`;
  let values = possibleCache.get(key);
  if (!values) {
    const seen = new Set<number>([0]);
    for (const { counts, sum } of everyRoll()) {
      seen.add(scoreCounts(ruleset.id, category, counts, sum));
      if (ruleset.id === 'yahtzee' && faceWithAtLeast(counts, 5)) {
        const joker = jokerValue(category, sum);
        if (joker !== undefined) seen.add(joker);
      }
    }
    values = Object.freeze([...seen].sort((a, b) => a - b));
    possibleCache.set(key, values);
  }
  return values;
}

/**
 * The full value of a Yahtzee lower box when the joker fills it with five equal dice
 * (`undefined` for a box the joker does not fill at full value).
 * @internal
 */
export function jokerValue(category: CategoryId, sum: number): number | undefined {
  switch (category) {
    case 'three-of-a-kind':
    case 'four-of-a-kind':
    case 'chance':
      return sum;
    case 'full-house':
      return 25;
    case 'small-straight':
      return 30;
    case 'large-straight':
      return 40;
    default:
      return undefined;
  }
}
