// The console warnings for the roller's options (dice, rolls, ruleset) that it cannot play as set.
// A developer's words, in the later file (after-roll.ts): said once that has come, of the options
// as they are then.
import type { Ruleset } from '../rules/rulesets.js';
import type { TurnRules } from '../rules/turn.js';
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
  changed: ReadonlyMap<PropertyKey, unknown>,
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
  // No ruleset (its attribute removed) is Yahtzee, as one never set: nothing to warn of.
  if (changed.has('ruleset') && options.ruleset != null && !knownRuleset(options.ruleset)) {
    warnings.push(`unknown ruleset "${options.ruleset}"; no preview.`);
  }
  return warnings;
}
