// The optimal-play solver (`yahtzee-widgets/advisor`): pure, no DOM, imports only from src/rules/.
// Its refusals of bad dice or sheets are RuleErrors worded as the page (or the rules entry) sets.
import type { Dice } from '../rules/dice.js';
import type { Ruleset } from '../rules/rulesets.js';
import type { Placement, Sheet } from '../rules/sheet.js';
import type { PlacementRule } from './game.js';
import { compileGame, tablePlacements } from './game.js';
import type { SliceOptions } from './solve.js';
import { solveGame } from './solve.js';
import type { Strategy } from './strategy.js';
import { TableStrategy } from './strategy.js';

export type { PlacementRule } from './game.js';
export type { ProgressListener, SliceOptions } from './solve.js';
export type { BoxAdvice, KeepAdvice, Strategy } from './strategy.js';

/**
 * The layout of `strategy.table` (its index is documented on `Strategy.table`): a cache keeps it
 * with the table and drops tables of another layout.
 */
export const tableFormat = 1;

/** How to solve. */
export interface SolveOptions extends SliceOptions {
  /**
   * Where an extra five-of-a-kind may go: the rules module's `placements` unless given. Only its
   * answers for five equal dice while the five-of-a-kind box is filled are asked (a game with a
   * joker); every other roll may go in any empty box at its value. For rules the module does not
   * ship, such as a published solution's own joker rule.
   */
  placements?: PlacementRule;
}

/**
 * Solves a ruleset: the expected final total of every state under optimal play, by dynamic
 * programming from the full sheet back to the empty one. Yields to the event loop every slice.
 */
export async function solve(ruleset: Ruleset, options: SolveOptions = {}): Promise<Strategy> {
  const game = compileGame(ruleset, options.placements);
  return new TableStrategy(game, await solveGame(game, options));
}

/**
 * The strategy of a table kept from `strategy.table` (a Float32Array copy is enough for advice:
 * about 1e-5 points off). Throws when the table does not have this ruleset's size.
 */
export function fromTable(
  ruleset: Ruleset,
  table: Float64Array | Float32Array,
  options: Pick<SolveOptions, 'placements'> = {},
): Strategy {
  const game = compileGame(ruleset, options.placements);
  if (table.length !== game.stateCount) {
    throw new Error(
      `A table for ${ruleset.id} has ${game.stateCount} values, this one ${table.length}`,
    );
  }
  return new TableStrategy(game, Float64Array.from(table));
}

/**
 * The placements the solver plays with for this sheet and roll, from its own tables.
 * @internal for the tests, which hold them against the rules module's `placements`.
 */
export function solverPlacements(
  ruleset: Ruleset,
  sheet: Sheet,
  dice: Dice,
  options: Pick<SolveOptions, 'placements'> = {},
): Placement[] {
  return tablePlacements(compileGame(ruleset, options.placements), sheet, dice);
}
