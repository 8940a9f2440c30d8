import type { Ruleset } from './rulesets.js';
import { parts, type Sheet } from './sheet.js';

/** The totals lines of the score pad for one sheet. */
export interface Totals {
  /** The six upper boxes added up. */
  upper: number;
  /** The upper bonus, once `upper` reaches the threshold (exactly 63 is enough). */
  upperBonus: number;
  /** `upper` plus `upperBonus`. */
  upperTotal: number;
  /** The lower boxes added up, without the Yahtzee bonus. */
  lower: number;
  /** The extra-Yahtzee bonus points so far. */
  yahtzeeBonus: number;
  /** `lower` plus `yahtzeeBonus`: the paper pad's "total of lower section" includes the bonus. */
  lowerTotal: number;
  /** The grand total: `upperTotal` plus `lowerTotal`. */
  total: number;
}

/**
 * One column's totals: its lines on their own, and `total`, what it adds to the grand total:
 * `upperTotal` and `lower` times the column's multiplier, plus its bonus (a bonus is paid as its
 * placement says, never multiplied again).
 */
export interface ColumnTotals extends Totals {
  /** The column's id. */
  column: string;
  multiplier: number;
}

/**
 * A player's totals: one line per field and, in `columns`, each column's totals (one for a game of
 * one column). In a game of several columns each field adds up the columns' own lines and `total`
 * is the grand total after the multipliers. `columns` is not enumerable in a game of one column,
 * so that its totals compare and serialize as they always did; in a game of several it is, so that
 * a copy (JSON, a spread, an event's detail cloned) keeps it.
 */
export interface SheetTotals extends Totals {
  readonly columns: readonly ColumnTotals[];
}

/** The totals of a sheet; empty boxes count as 0. */
export function totals(ruleset: Ruleset, sheet: Sheet): SheetTotals {
  const sum: Totals = {
    upper: 0,
    upperBonus: 0,
    upperTotal: 0,
    lower: 0,
    yahtzeeBonus: 0,
    lowerTotal: 0,
    total: 0,
  };
  const columns = parts(ruleset, sheet).map(({ column, part }) => {
    let upper = 0;
    for (const category of ruleset.upperCategories) upper += part.scores[category] ?? 0;
    let lower = 0;
    for (const category of ruleset.lowerCategories) lower += part.scores[category] ?? 0;
    // 63 or more earns the bonus, also with a 0 in an upper box (Yatzy says so explicitly).
    const upperBonus = upper >= ruleset.upperBonusThreshold ? ruleset.upperBonus : 0;
    const upperTotal = upper + upperBonus;
    const { yahtzeeBonus } = part;
    const lowerTotal = lower + yahtzeeBonus;
    const line: ColumnTotals = {
      column: column.id,
      multiplier: column.multiplier,
      upper,
      upperBonus,
      upperTotal,
      lower,
      yahtzeeBonus,
      lowerTotal,
      total: (upperTotal + lower) * column.multiplier + yahtzeeBonus,
    };
    for (const key of Object.keys(sum) as (keyof Totals)[]) sum[key] += line[key];
    return line;
  });
  return Object.defineProperty(sum, 'columns', {
    value: Object.freeze(columns),
    enumerable: columns.length > 1,
  }) as SheetTotals;
}
