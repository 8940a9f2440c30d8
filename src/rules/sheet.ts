import type { Dice } from './dice.js';
import type { CategoryId, Ruleset } from './rulesets.js';
import { RuleError } from './rule-error.js';
import { assertCategory, shown, upperFace } from './rulesets.js';
import {
  allEqual,
  assertDice,
  countFaces,
  jokerScore,
  possibleScores,
  scoreCounts,
  sumOf,
} from './scoring.js';

/** One player's column: a filled box holds a number; `yahtzeeBonus` is the bonus points so far. */
export interface Sheet {
  readonly scores: Readonly<Partial<Record<CategoryId, number>>>;
  readonly yahtzeeBonus: number;
}

/** A box a roll may be written in now, and what it earns there. */
export interface Placement {
  readonly category: CategoryId;
  /** What the roll is worth in this box (0 where it does not fit: a scratch). */
  readonly points: number;
  /** The extra-Yahtzee bonus this roll earns, the same for every box it may go in. */
  readonly bonus: number;
}

const blank: Sheet = Object.freeze({ scores: Object.freeze({}), yahtzeeBonus: 0 });

/** A sheet with every box empty. */
export function emptySheet(): Sheet {
  return blank;
}

/** Throws unless `sheet` has the shape of a sheet (the game's loader checks the values). */
function assertSheet(sheet: unknown): asserts sheet is Sheet {
  const refuse = (check: string, given: unknown) =>
    new RuleError({ code: 'bad-sheet' }, { check, given });
  if (typeof sheet !== 'object' || sheet === null) throw refuse('sheet', sheet);
  const { scores, yahtzeeBonus } = sheet as { scores?: unknown; yahtzeeBonus?: unknown };
  if (typeof scores !== 'object' || scores === null) throw refuse('scores', scores);
  if (typeof yahtzeeBonus !== 'number') throw refuse('yahtzee-bonus', yahtzeeBonus);
}

function isFilled(sheet: Sheet, category: CategoryId): boolean {
  return sheet.scores[category] !== undefined;
}

/** True when every box of the ruleset is filled. */
export function isFull(ruleset: Ruleset, sheet: Sheet): boolean {
  assertSheet(sheet);
  return ruleset.categories.every((category) => isFilled(sheet, category));
}

/**
 * True when these are five equal dice and the Yahtzee box is already filled (with 50 or 0):
 * an extra Yahtzee, placed by the joker rule. Never true in Yatzy, which has no joker.
 */
export function isExtraYahtzee(ruleset: Ruleset, sheet: Sheet, dice: Dice): boolean {
  assertSheet(sheet);
  assertDice(ruleset, dice);
  return (
    ruleset.joker !== null &&
    isFilled(sheet, ruleset.fiveOfAKind) &&
    allEqual(ruleset, countFaces(dice)) !== 0
  );
}

/**
 * Every box this roll may be written in now, in score-pad order; `[]` when the sheet is full.
 * Applies the joker rule, so an extra Yahtzee lists only the boxes the joker order allows.
 */
export function placements(ruleset: Ruleset, sheet: Sheet, dice: Dice): Placement[] {
  assertSheet(sheet);
  assertDice(ruleset, dice);
  const counts = countFaces(dice);
  const sum = sumOf(dice);
  const empty = ruleset.categories.filter((category) => !isFilled(sheet, category));
  const face = allEqual(ruleset, counts);
  if (ruleset.joker === null || face === 0 || !isFilled(sheet, ruleset.fiveOfAKind)) {
    return empty.map((category) => ({
      category,
      points: scoreCounts(ruleset, category, counts, sum),
      bonus: 0,
    }));
  }
  if (empty.length === 0) return [];

  // Extra Yahtzee: the bonus only when the Yahtzee box holds points (a 0 there forfeits it),
  // unless the game pays it after a scratch too (Kniffel: the box needs an entry, 50 or 0).
  const earned =
    ruleset.bonusAfterScratch || (sheet.scores[ruleset.fiveOfAKind] ?? 0) > 0
      ? ruleset.yahtzeeBonus
      : 0;
  const place = (category: CategoryId, points: number, bonus: number): Placement => ({
    category,
    points,
    bonus,
  });

  // Joker step 1 (both rules): the upper box of that face, if empty, and nothing else.
  const faceBox = empty.find((category) => upperFace(category) === face);
  if (faceBox) {
    return [place(faceBox, scoreCounts(ruleset, faceBox, counts, sum), earned)];
  }

  // Kniffel pays its bonus only for an extra written in its upper box (step 1).
  const bonus = ruleset.yahtzeeBonusRule === 'upper-box' ? 0 : earned;
  const atFullValue = (category: CategoryId) =>
    place(category, jokerScore(ruleset, category, counts, sum) ?? 0, bonus);

  const emptyLower = empty.filter((category) => ruleset.lowerCategories.includes(category));
  if (ruleset.joker === 'forced') {
    // Joker step 2 (2016 rulebook): three or four of a kind, if either is empty.
    const kinds = emptyLower.filter((category) => ruleset.jokerFirst.includes(category));
    if (kinds.length > 0) return kinds.map(atFullValue);
  }
  // Joker step 3 (forced), or the free joker once the face box is filled (a house rule in
  // Yahtzee, Kniffel's own): any empty lower box at its full value.
  if (emptyLower.length > 0) return emptyLower.map(atFullValue);
  // Joker step 4: 0 in an empty upper box.
  return empty.map((category) => place(category, 0, bonus));
}

function withScore(sheet: Sheet, category: CategoryId, points: number, bonus: number): Sheet {
  return Object.freeze({
    scores: Object.freeze({ ...sheet.scores, [category]: points }),
    yahtzeeBonus: sheet.yahtzeeBonus + bonus,
  });
}

function assertEmptyBox(
  ruleset: Ruleset,
  sheet: unknown,
  category: unknown,
): asserts category is CategoryId {
  assertSheet(sheet);
  assertCategory(ruleset, category);
  if (isFilled(sheet, category)) throw new RuleError({ code: 'box-filled', category });
}

/**
 * Writes a roll in a box, with the joker rule and the extra-Yahtzee bonus. Returns a new sheet
 * and the placement it made; throws (changing nothing) for a filled box or one the joker forbids.
 */
export function placeDice(
  ruleset: Ruleset,
  sheet: Sheet,
  category: CategoryId,
  dice: Dice,
): { sheet: Sheet; placement: Placement } {
  assertEmptyBox(ruleset, sheet, category);
  const allowed = placements(ruleset, sheet, dice);
  const placement = allowed.find((candidate) => candidate.category === category);
  if (!placement) {
    const boxes = allowed.map((p) => p.category);
    throw new RuleError({ code: 'joker-order', category, allowed: boxes });
  }
  return { sheet: withScore(sheet, category, placement.points, placement.bonus), placement };
}

/**
 * Writes typed-in points in a box, checked against `possibleScores`. Adds no bonus: the
 * game knows whether an extra Yahtzee was rolled. Returns a new sheet; throws for a filled
 * box or an impossible score.
 */
export function placePoints(
  ruleset: Ruleset,
  sheet: Sheet,
  category: CategoryId,
  points: number,
): Sheet {
  assertEmptyBox(ruleset, sheet, category);
  const possible = possibleScores(ruleset, category);
  if (typeof points !== 'number' || !possible.includes(points)) {
    throw new RuleError(
      {
        code: 'impossible-points',
        category,
        points: typeof points === 'number' ? points : shown(points),
        possible,
      },
      { given: points },
    );
  }
  return withScore(sheet, category, points, 0);
}

/** Writes 0 in an empty box (always allowed, even where the roll fits). Returns a new sheet. */
export function scratch(ruleset: Ruleset, sheet: Sheet, category: CategoryId): Sheet {
  assertEmptyBox(ruleset, sheet, category);
  return withScore(sheet, category, 0, 0);
}
