// The turn as the roller keeps it on the device: read back only in a shape the roller would have
// written, then fitted to the dice and rolls the roller has now.
import { isFace } from '../rules/dice.js';
import { newTurn, type Turn, type TurnRules } from '../rules/turn.js';

/** Bump when the saved shape of a turn changes: older saves are then kept aside, not misread. */
export const turnSchema = 1;

/** A turn as saved: with the rolls it has saved from earlier turns (none in a save from before them). */
export interface SavedTurn extends Turn {
  readonly saved?: number;
}

/** A whole number, 0 or more. */
export const isCount = (n: unknown): n is number => Number.isSafeInteger(n) && (n as number) >= 0;

/** Turns saved data back into a turn; throws on anything the roller would not have written. */
export function validateTurn(data: unknown): SavedTurn {
  const turn = data as Partial<SavedTurn> | null;
  if (typeof turn !== 'object' || turn === null) throw new Error('A turn must be an object');
  const { values, held, rollNumber, saved } = turn;
  if (!Array.isArray(values) || !values.every(isFace) || ![0, 5, 6].includes(values.length)) {
    throw new Error('values must be 0, 5 or 6 faces');
  }
  if (!Array.isArray(held) || !held.every((h) => typeof h === 'boolean')) {
    throw new Error('held must be booleans');
  }
  if (values.length > 0 && held.length !== values.length) {
    throw new Error('held must have one entry per die');
  }
  if (typeof rollNumber !== 'number' || !Number.isInteger(rollNumber) || rollNumber < 0) {
    throw new Error('rollNumber must be a whole number, 0 or more');
  }
  if ((rollNumber === 0) !== (values.length === 0)) {
    throw new Error('values are empty exactly before the first roll');
  }
  if (saved !== undefined && !isCount(saved)) {
    throw new Error('saved must be a whole number, 0 or more');
  }
  return { values: [...values], held: [...held], rollNumber, ...(saved ? { saved } : {}) };
}

/**
 * A saved turn as a roller with these rules can show it: dice of another count start the turn
 * over, holds of another count are dropped, rolls beyond the last are cut to the last.
 */
export function fitTurn(turn: Turn, rules: TurnRules): Turn {
  if (turn.values.length !== 0 && turn.values.length !== rules.dice) return newTurn(rules);
  return {
    values: turn.values,
    held: turn.held.length === rules.dice ? turn.held : newTurn(rules).held,
    rollNumber: Math.min(turn.rollNumber, rules.rollsPerTurn),
  };
}
