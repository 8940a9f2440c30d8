// The roller's turn as the page sees it: the holds as shown, what its events carry, a refusal of the
// rules as the Error a caller gets, and the ruleset its preview may use.
import type { DiceChangeDetail } from '../events.js';
import type { Language } from '../i18n/index.js';
import type { RuleProblem } from '../rules/rule-error.js';
import { refused } from '../i18n/refusal.js';
import { getRuleset, type Ruleset } from '../rules/rulesets.js';
import { newTurn, rollsLeft, rollsSaved, type Turn, type TurnRules } from '../rules/turn.js';

/** The ruleset of that id (saving rolls or not, as the table chose), or undefined for an id no ruleset has. */
export function knownRuleset(id: string, savedRolls?: boolean): Ruleset | undefined {
  try {
    return getRuleset(id, { savedRolls });
  } catch {
    return undefined;
  }
}

/** Which dice are held, one flag per die: holds laid out for another number of dice count as none. */
export function heldDice(turn: Turn, rules: TurnRules): boolean[] {
  const { held } = turn;
  return [...(held.length === rules.dice ? held : newTurn(rules).held)];
}

/** What the roller shows, as `dice-change` and `dice-roll` tell it: copies, never the turn itself. */
export function turnDetail(turn: Turn, rules: TurnRules): DiceChangeDetail {
  return {
    values: [...turn.values],
    held: heldDice(turn, rules),
    rollNumber: turn.rollNumber,
    rollsLeft: rollsLeft(turn, rules),
  };
}

/**
 * The rolls a new turn has saved: those `given` (a card gives the next player's), else the rolls
 * this turn leaves unused; a turn rolls at least once, so one not yet rolled keeps what it had.
 */
export function carriedRolls(turn: Turn, rules: TurnRules, saved: number, given?: number): number {
  return given ?? (turn.rollNumber > 0 ? rollsSaved(turn, rules) : saved);
}

/**
 * The words for a refusal of the turn rules, which the roller's later file (after-roll.ts) brings:
 * no reader sees a refusal (the roller's controls never ask for one), only a caller of `roll()` or
 * `toggleHold()`. Until that file has come a refusal keeps the rules' own message, as the card's do.
 */
export const refusals: { text?: (lang: Language, problem: RuleProblem) => string | undefined } = {};

/** Runs a step of the rules; a refusal is thrown in the page's language. */
export function refusing(lang: Language, step: () => Turn): Turn {
  return refused((problem) => refusals.text?.(lang, problem), step);
}
