// The roller's options as the page sets them (dice, rolls, ruleset): the ruleset its preview may
// list, and the turn it shows when they change mid-turn (the warnings are in option-warnings.ts).
import type { Ruleset } from '../rules/rulesets.js';
import { newTurn, type Turn, type TurnRules } from '../rules/turn.js';
import { knownRuleset } from './roller-turn.js';

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
