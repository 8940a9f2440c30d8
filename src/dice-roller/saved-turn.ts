// The turn as the roller keeps it on the device: read back only in a shape the roller would have
// written, and only as a turn its rules can give.
import { isFace } from '../rules/dice.js';
import type { Ruleset } from '../rules/rulesets.js';
import type { Turn, TurnRules } from '../rules/turn.js';

/** Bump when the saved shape of a turn changes: older saves are then kept aside, not misread. */
export const turnSchema = 1;

/** A turn as saved: with the rolls it has saved from earlier turns (none in a save from before them). */
export interface SavedTurn extends Turn {
  readonly saved?: number;
}

/** What a restored turn must fit: the roller's dice and rolls before any saved, and the most it can save. */
export interface TurnBounds extends TurnRules {
  maxSaved: number;
}

/** A whole number, 0 or more. */
export const isCount = (n: unknown): n is number => Number.isSafeInteger(n) && (n as number) >= 0;

/**
 * The most rolls a player can have saved: none where the rules save none; else each turn before the
 * last leaves at most all its rolls but one (a turn rolls once), and a game has a turn per box.
 */
export function turnBounds(ruleset: Ruleset, rules: TurnRules): TurnBounds {
  const perTurn = Math.max(rules.rollsPerTurn, ruleset.rollsPerTurn) - 1;
  const maxSaved = ruleset.savedRolls ? perTurn * (ruleset.categories.length - 1) : 0;
  return { dice: rules.dice, rollsPerTurn: rules.rollsPerTurn, maxSaved };
}

/**
 * Turns saved data back into a turn; throws on anything the roller would not have written, and,
 * given `bounds`, on a turn those rules cannot give: other dice, more rolls, more saved.
 */
export function validateTurn(data: unknown, bounds?: TurnBounds): SavedTurn {
  const { values, held, rollNumber, saved = 0 } = (data ?? {}) as Partial<SavedTurn>;
  if (
    !Array.isArray(values) ||
    !values.every(isFace) ||
    !(bounds ? [0, bounds.dice] : [0, 5, 6]).includes(values.length) ||
    // Before the first roll holds count for nothing (the dice may have changed since).
    !Array.isArray(held) ||
    !held.every((h) => typeof h === 'boolean') ||
    held.length > 6 ||
    (values.length > 0 && held.length !== values.length) ||
    !isCount(saved) ||
    saved > (bounds?.maxSaved ?? saved) ||
    !isCount(rollNumber) ||
    rollNumber > (bounds ? bounds.rollsPerTurn + saved : rollNumber) ||
    // Values are empty exactly before the first roll.
    (rollNumber === 0) !== (values.length === 0)
  ) {
    throw new Error('not a turn');
  }
  return { values: [...values], held: [...held], rollNumber, ...(saved ? { saved } : {}) };
}
