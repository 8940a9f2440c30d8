import type { Ruleset } from './rulesets.js';
import type { Sheet } from './sheet.js';

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

/** The totals of a sheet; empty boxes count as 0. */
export function totals(ruleset: Ruleset, sheet: Sheet): Totals {
  let upper = 0;
  for (const category of ruleset.upperCategories) upper += sheet.scores[category] ?? 0;
  let lower = 0;
  for (const category of ruleset.lowerCategories) lower += sheet.scores[category] ?? 0;
  // 63 or more earns the bonus, also with a 0 in an upper box (Yatzy says so explicitly).
  const upperBonus = upper >= ruleset.upperBonusThreshold ? ruleset.upperBonus : 0;
  const upperTotal = upper + upperBonus;
  const yahtzeeBonus = sheet.yahtzeeBonus;
  const lowerTotal = lower + yahtzeeBonus;
  return {
    upper,
    upperBonus,
    upperTotal,
    lower,
    yahtzeeBonus,
    lowerTotal,
    total: upperTotal + lowerTotal,
  };
}
