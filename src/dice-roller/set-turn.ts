// The roller's turn as code sets it (values, held, rollNumber) and the rules it plays by: pure, so
// the element only applies the result or warns.
import { isFace } from '../rules/dice.js';
import type { Ruleset } from '../rules/rulesets.js';
import { newTurn, withSavedRolls, type Turn, type TurnRules } from '../rules/turn.js';
import { heldDice } from './roller-turn.js';

/** Most rolls the `rolls` attribute may give a turn. */
export const maxRolls = 10;

/** What a set from code gives: the next turn, or why it was ignored (for a console warning). */
export type SetResult = Turn | { refused: string };

/**
 * The turn's rules: the ruleset's dice and rolls unless the `dice` and `rolls` attributes say
 * otherwise (an invalid value counts as the ruleset's), and the rolls saved from earlier turns.
 */
export function rollerRules(
  ruleset: Ruleset,
  dice: number | undefined,
  rolls: number | undefined,
  saved: number,
): TurnRules {
  const validRolls = Number.isInteger(rolls) && rolls! >= 1 && rolls! <= maxRolls;
  return withSavedRolls(
    {
      dice: dice === 5 || dice === 6 ? dice : ruleset.dice,
      rollsPerTurn: validRolls ? rolls! : ruleset.rollsPerTurn,
      savedRolls: ruleset.savedRolls,
    },
    saved,
  );
}

/** `values` set from code: empty starts the turn over, a full roll shows as at least roll 1. */
export function setValues(turn: Turn, rules: TurnRules, values: unknown): SetResult {
  const { dice } = rules;
  if (
    !Array.isArray(values) ||
    !(values.length === 0 || values.length === dice) ||
    !values.every(isFace)
  ) {
    return { refused: `values must be empty or ${dice} faces from 1 to 6` };
  }
  if (values.length === 0) return newTurn(rules);
  const held = heldDice(turn, rules);
  return { values: [...values], held, rollNumber: Math.max(1, turn.rollNumber) };
}

/** `held` set from code: one boolean per die. */
export function setHeld(turn: Turn, rules: TurnRules, held: unknown): SetResult {
  const { dice } = rules;
  if (!Array.isArray(held) || held.length !== dice || !held.every((h) => typeof h === 'boolean')) {
    return { refused: `held must be ${dice} booleans` };
  }
  return { ...turn, held: [...(held as boolean[])] };
}

/** `rollNumber` set from code: 0 starts the turn over; above 0 needs dice showing. */
export function setRollNumber(turn: Turn, rules: TurnRules, rollNumber: unknown): SetResult {
  const { rollsPerTurn } = rules;
  if (
    !Number.isInteger(rollNumber) ||
    (rollNumber as number) < 0 ||
    (rollNumber as number) > rollsPerTurn
  ) {
    return { refused: `rollNumber must be a whole number from 0 to ${rollsPerTurn}` };
  }
  if (rollNumber === 0) return newTurn(rules);
  if (turn.values.length === 0) return { refused: 'set values before a rollNumber above 0' };
  return { ...turn, rollNumber: rollNumber as number };
}

/** A key pressed inside the roller, as far as the roller reads it. */
type KeyPress = Pick<KeyboardEvent, 'key' | 'repeat' | 'altKey' | 'ctrlKey' | 'metaKey'>;

/**
 * What a key pressed inside the roller asks for: a roll, a hold of die `index`, nothing, or
 * `'stop'` for a held-down Enter or Space, which would click the focused button (Roll, a die)
 * again and again.
 */
export function keyAction(
  press: KeyPress,
  dice: number,
): 'roll' | { hold: number } | 'stop' | undefined {
  const { key } = press;
  if (press.repeat) return key === 'Enter' || key === ' ' ? 'stop' : undefined;
  if (press.altKey || press.ctrlKey || press.metaKey) return undefined;
  if (key === 'r' || key === 'R') return 'roll';
  const position = Number(key);
  return Number.isInteger(position) && position >= 1 && position <= dice
    ? { hold: position - 1 }
    : undefined;
}
