// The roller's options as the page sets them (dice, rolls, ruleset): the warnings for values it
// cannot play, the ruleset its preview may list, and the turn it shows when they change mid-turn.
import type { Ruleset } from '../rules/rulesets.js';
import { newTurn, type Turn, type TurnRules } from '../rules/turn.js';
import { knownRuleset } from './roller-turn.js';
import { maxRolls } from './set-turn.js';

/** The options as the roller holds them now, the rolls saved from earlier turns among them. */
export interface RollerOptions {
  readonly dice: number | undefined;
  readonly rolls: number | undefined;
  readonly ruleset: string;
  readonly saved: number;
  /** An option as the page wrote it, for a warning to quote. */
  getAttribute(option: string): string | null;
}

/**
 * The console warnings for the options `changed` in this update that the roller cannot play as
 * set: it plays `rules` instead, the turn's rules from `ruleset`.
 */
export function optionWarnings(
  options: RollerOptions,
  changed: { has(option: 'dice' | 'rolls' | 'ruleset'): boolean },
  rules: TurnRules,
  ruleset: Ruleset,
): string[] {
  const { dice, rolls, saved } = options;
  const warnings: string[] = [];
  if (changed.has('dice') && dice != null && rules.dice !== dice) {
    warnings.push(
      `dice="${options.getAttribute('dice') ?? String(dice)}" is not 5 or 6; using ${rules.dice}.`,
    );
  }
  // Valid rolls are the turn's rolls before those saved from earlier turns.
  if (changed.has('rolls') && rolls != null && rules.rollsPerTurn !== rolls + saved) {
    warnings.push(
      `rolls="${options.getAttribute('rolls') ?? String(rolls)}" is not a whole number from 1 to ${maxRolls}; using ${ruleset.rollsPerTurn}.`,
    );
  }
  if (changed.has('ruleset') && !knownRuleset(options.ruleset)) {
    warnings.push(`unknown ruleset "${options.ruleset}"; no preview.`);
  }
  return warnings;
}

/** The ruleset a preview of `dice` dice may list; none for another count (dice="6" for Yahtzee). */
export function previewRuleset(id: string, dice: number): Ruleset | undefined {
  const ruleset = knownRuleset(id);
  // A ruleset scores its own number of dice.
  return ruleset?.dice === dice ? ruleset : undefined;
}

/**
 * The turn once the dice or rolls changed under it: dice of another count start it over, a roll
 * beyond the last becomes the last; undefined while it still fits.
 */
export function refitTurn(turn: Turn, rules: TurnRules): Turn | undefined {
  const { length } = turn.values;
  if (length > 0 && length !== rules.dice) return newTurn(rules);
  if (turn.rollNumber > rules.rollsPerTurn) return { ...turn, rollNumber: rules.rollsPerTurn };
  return undefined;
}
