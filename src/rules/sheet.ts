import type { Dice } from './dice.js';
import type { CategoryId, Column, Ruleset } from './rulesets.js';
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

/**
 * One player's pad: a filled box holds a number; `yahtzeeBonus` is the bonus points so far. In a
 * game of several columns, `columns` holds each column's part by its id (a column not there is
 * empty), `scores` stays empty and `yahtzeeBonus` adds up the columns' bonuses.
 */
export interface Sheet {
  readonly scores: Readonly<Partial<Record<CategoryId, number>>>;
  readonly yahtzeeBonus: number;
  readonly columns?: Readonly<Record<string, Sheet>>;
}

/** A box a roll may be written in now, and what it earns there. */
export interface Placement {
  readonly category: CategoryId;
  /** The column, in a game of several columns (left out in a game of one). */
  readonly column?: string;
  /** What the roll is worth in this box (0 where it does not fit: a scratch). */
  readonly points: number;
  /** The bonus this roll earns for another five-of-a-kind written here. */
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

/** True for a game of several columns, whose moves and places name their column. */
export function hasColumns(ruleset: Ruleset): boolean {
  return ruleset.columns.length > 1;
}

/** A column of the ruleset and its part of a sheet. @internal */
export interface Part {
  readonly column: Column;
  readonly part: Sheet;
}

/** Each column with its part of the sheet: a game of one column has the sheet itself. @internal */
export function parts(ruleset: Ruleset, sheet: Sheet): Part[] {
  return ruleset.columns.map((column) => ({
    column,
    part: hasColumns(ruleset) ? (sheet.columns?.[column.id] ?? blank) : sheet,
  }));
}

/**
 * The column a call names: required in a game of several columns, optional in a game of one.
 * Throws a RuleError for a column left out where it is needed, or one the game does not have.
 */
export function columnOf(ruleset: Ruleset, column?: unknown): Column {
  const { columns } = ruleset;
  if (column === undefined) {
    if (!hasColumns(ruleset)) return columns[0]!;
    throw new RuleError({ code: 'column-needed', columns: columns.map((c) => c.id) });
  }
  const found = columns.find((c) => c.id === column);
  if (!found) {
    throw new RuleError({ code: 'unknown-column', column: shown(column) }, { given: column });
  }
  return found;
}

/** The empty boxes of a column its order lets be written now, in pad order. @internal */
export function openBoxes(ruleset: Ruleset, { column, part }: Part): CategoryId[] {
  const empty = ruleset.categories.filter((category) => !isFilled(part, category));
  return column.order === 'any' ? empty : empty.slice(column.order === 'down' ? 0 : -1).slice(0, 1);
}

/**
 * The rolls a turn has on this sheet: `rolls`, or one when every box left to write is in a column
 * that takes a first roll only (the Yam's Sèche). A second roll could then be written nowhere, and
 * the turn could not end.
 */
export function rollsOnSheet(ruleset: Ruleset, sheet: Sheet, rolls: number): number {
  const open = parts(ruleset, sheet).filter((at) => openBoxes(ruleset, at)[0]);
  return open[0] && open.every((at) => at.column.firstRollOnly) ? 1 : rolls;
}

/** True when every box of every column of the ruleset is filled. */
export function isFull(ruleset: Ruleset, sheet: Sheet): boolean {
  assertSheet(sheet);
  return parts(ruleset, sheet).every(({ part }) =>
    ruleset.categories.every((category) => isFilled(part, category)),
  );
}

/**
 * True when these are five equal dice and the Yahtzee box of every column is already filled
 * (with 50 or 0): an extra Yahtzee, placed by the joker rule. Never true in a game with no joker.
 */
export function isExtraYahtzee(ruleset: Ruleset, sheet: Sheet, dice: Dice): boolean {
  assertSheet(sheet);
  assertDice(ruleset, dice);
  return (
    ruleset.joker !== null &&
    parts(ruleset, sheet).every(({ part }) => isFilled(part, ruleset.fiveOfAKind)) &&
    allEqual(ruleset, countFaces(dice)) !== 0
  );
}

/** True when a roll of this number closes the column (its first roll only, rolled again). */
const closed = (column: Column, rollNumber: number | undefined) =>
  column.firstRollOnly && rollNumber !== undefined && rollNumber > 1;

/** An open box of a column. */
interface Box {
  readonly at: Part;
  readonly category: CategoryId;
}

/** A place for a roll: its column named only in a game of several. */
const placement = (
  ruleset: Ruleset,
  { at, category }: Box,
  points: number,
  bonus: number,
): Placement =>
  hasColumns(ruleset)
    ? { category, column: at.column.id, points, bonus }
    : { category, points, bonus };

/** True when a part's five-of-a-kind box holds points (not empty, not scratched). */
const holdsFive = (ruleset: Ruleset, part: Sheet) => (part.scores[ruleset.fiveOfAKind] ?? 0) > 0;

/**
 * A roll the joker does not place, in an open box: the box's score, and in a game with no joker
 * another five-of-a-kind pays the game's plain bonus (0 in most) where its column's box holds points.
 */
function plainPlacement(ruleset: Ruleset, box: Box, counts: number[], sum: number): Placement {
  const plain =
    ruleset.joker === null && allEqual(ruleset, counts) !== 0 && holdsFive(ruleset, box.at.part);
  return placement(
    ruleset,
    box,
    scoreCounts(ruleset, box.category, counts, sum),
    plain ? ruleset.yahtzeeBonus : 0,
  );
}

/**
 * Every box (and column) this roll may be written in now, in pad order, column by column; `[]`
 * when the sheet is full. Applies each column's order, the first-roll column's rule when
 * `rollNumber` (the roll of the turn the dice show) is given, and the joker rule, so an extra
 * Yahtzee lists only the boxes the joker order allows.
 */
export function placements(
  ruleset: Ruleset,
  sheet: Sheet,
  dice: Dice,
  rollNumber?: number,
): Placement[] {
  assertSheet(sheet);
  assertDice(ruleset, dice);
  const counts = countFaces(dice);
  const sum = sumOf(dice);
  const columns = parts(ruleset, sheet);
  const open = columns.flatMap((at) =>
    closed(at.column, rollNumber)
      ? []
      : openBoxes(ruleset, at).map((category) => ({ at, category })),
  );
  const face = allEqual(ruleset, counts);
  if (!isExtraYahtzee(ruleset, sheet, dice)) {
    return open.map((box) => plainPlacement(ruleset, box, counts, sum));
  }
  if (open.length === 0) return [];

  // Extra Yahtzee: the bonus only when every Yahtzee box holds points (a 0 there forfeits it),
  // unless the game pays it after a scratch too (Kniffel: the box needs an entry, 50 or 0).
  const earned =
    ruleset.bonusAfterScratch || columns.every(({ part }) => holdsFive(ruleset, part))
      ? ruleset.yahtzeeBonus
      : 0;
  // The bonus of a game in columns may count its column's multiplier (a table's option).
  const paid = (box: Box, bonus: number) =>
    ruleset.yahtzeeBonusMultiplied ? bonus * box.at.column.multiplier : bonus;

  // Joker step 1 (both rules): the upper box of that face, if empty, and nothing else.
  const faceBoxes = open.filter(({ category }) => upperFace(category) === face);
  if (faceBoxes[0]) {
    return faceBoxes.map((box) =>
      placement(ruleset, box, scoreCounts(ruleset, box.category, counts, sum), paid(box, earned)),
    );
  }

  // Kniffel pays its bonus only for an extra written in its upper box (step 1).
  const bonus = ruleset.yahtzeeBonusRule === 'upper-box' ? 0 : earned;
  const atFullValue = (box: Box) =>
    placement(ruleset, box, jokerScore(ruleset, box.category, counts, sum) ?? 0, paid(box, bonus));

  const openLower = open.filter(({ category }) => ruleset.lowerCategories.includes(category));
  if (ruleset.joker === 'forced') {
    // Joker step 2 (2016 rulebook): three or four of a kind, if either is empty.
    const kinds = openLower.filter(({ category }) => ruleset.jokerFirst.includes(category));
    if (kinds.length > 0) return kinds.map(atFullValue);
  }
  // Joker step 3 (forced), or the free joker once the face box is filled (a house rule in
  // Yahtzee, Kniffel's own): any empty lower box at its full value.
  if (openLower.length > 0) return openLower.map(atFullValue);
  // Joker step 4: 0 in an empty upper box.
  return open.map((box) => placement(ruleset, box, 0, paid(box, bonus)));
}

function withScore(
  ruleset: Ruleset,
  sheet: Sheet,
  column: Column,
  category: CategoryId,
  points: number,
  bonus: number,
): Sheet {
  const write = (part: Sheet): Sheet =>
    Object.freeze({
      scores: Object.freeze({ ...part.scores, [category]: points }),
      yahtzeeBonus: part.yahtzeeBonus + bonus,
    });
  if (!hasColumns(ruleset)) return write(sheet);
  const part = sheet.columns?.[column.id] ?? blank;
  return Object.freeze({
    scores: blank.scores,
    yahtzeeBonus: sheet.yahtzeeBonus + bonus,
    columns: Object.freeze({ ...sheet.columns, [column.id]: write(part) }),
  });
}

/**
 * Checks that a box of a column may be written now: the column known, the box empty, its turn in
 * the column's order, and the first-roll column open after roll `rollNumber` (when given).
 * Returns that column's part of the sheet.
 */
function assertOpenBox(
  ruleset: Ruleset,
  sheet: unknown,
  category: unknown,
  column: unknown,
  rollNumber?: number,
): Part {
  assertSheet(sheet);
  assertCategory(ruleset, category);
  const found = columnOf(ruleset, column);
  const at = parts(ruleset, sheet).find((p) => p.column === found)!;
  const where = hasColumns(ruleset) ? { column: found.id } : {};
  if (isFilled(at.part, category)) {
    throw new RuleError({ code: 'box-filled', category, ...where });
  }
  if (closed(found, rollNumber)) throw new RuleError({ code: 'first-roll-only', column: found.id });
  // Only a column with an order lists its open boxes: a big saved game checks hundreds of entries.
  if (found.order !== 'any') {
    const [next] = openBoxes(ruleset, at);
    if (next !== category) {
      throw new RuleError({
        code: 'column-order',
        category,
        column: found.id,
        order: found.order,
        next: next!,
      });
    }
  }
  return at;
}

/**
 * Writes a roll in a box (of `column`, in a game of several columns), with the column's order,
 * the first-roll column's rule (when `rollNumber` is given), the joker rule and the bonus. Returns
 * a new sheet and the placement it made; throws (changing nothing) for a box that may not take it.
 */
export function placeDice(
  ruleset: Ruleset,
  sheet: Sheet,
  category: CategoryId,
  dice: Dice,
  column?: string,
  rollNumber?: number,
): { sheet: Sheet; placement: Placement } {
  const at = assertOpenBox(ruleset, sheet, category, column, rollNumber);
  const found = at.column;
  // Only the joker order limits an open box. Any other roll goes there at its own score: a saved
  // game replays every move, and listing every box for each cost most of a big game's load.
  const allowed = () => placements(ruleset, sheet, dice, rollNumber);
  const placed = isExtraYahtzee(ruleset, sheet, dice)
    ? allowed().find(
        (candidate) =>
          candidate.category === category && (candidate.column ?? found.id) === found.id,
      )
    : plainPlacement(ruleset, { at, category }, countFaces(dice), sumOf(dice));
  if (!placed) {
    const boxes = [...new Set(allowed().map((p) => p.category))];
    throw new RuleError({ code: 'joker-order', category, allowed: boxes });
  }
  return {
    sheet: withScore(ruleset, sheet, found, category, placed.points, placed.bonus),
    placement: placed,
  };
}

/**
 * Writes typed-in points in a box (of `column`, in a game of several columns), checked against
 * `possibleScores` and the column's order. Adds no bonus: the game knows whether an extra
 * Yahtzee was rolled. Returns a new sheet; throws for a box that may not take them.
 */
export function placePoints(
  ruleset: Ruleset,
  sheet: Sheet,
  category: CategoryId,
  points: number,
  column?: string,
): Sheet {
  const found = assertOpenBox(ruleset, sheet, category, column).column;
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
  return withScore(ruleset, sheet, found, category, points, 0);
}

/**
 * Writes 0 in an empty box (of `column`), whatever the dice, where the column's order (and, after
 * roll `rollNumber`, the first-roll column's rule) allows a box. Returns a new sheet.
 */
export function scratch(
  ruleset: Ruleset,
  sheet: Sheet,
  category: CategoryId,
  column?: string,
  rollNumber?: number,
): Sheet {
  const found = assertOpenBox(ruleset, sheet, category, column, rollNumber).column;
  return withScore(ruleset, sheet, found, category, 0, 0);
}
