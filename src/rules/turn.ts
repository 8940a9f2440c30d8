import { isFace, type Face } from './dice.js';
import { RuleError } from './rule-error.js';
import { shown } from './rulesets.js';

/** What a turn needs to know of the game (a Ruleset has both). */
export interface TurnRules {
  /** Dice in a roll. */
  dice: number;
  /** Rolls a player may make in one turn. */
  rollsPerTurn: number;
  /** True when a turn's unused rolls carry over to the player's later turns (Maxi Yatzy). */
  savedRolls?: boolean;
}

/** One player's turn at the dice: a frozen value, changed only by the functions below. */
export interface Turn {
  /** The faces showing, one per die; empty before the first roll. */
  readonly values: readonly Face[];
  /** Which dice are set aside, one per die. */
  readonly held: readonly boolean[];
  /** Which roll of the turn the dice show: 0 before the first roll. */
  readonly rollNumber: number;
}

function frozenTurn(values: readonly Face[], held: readonly boolean[], rollNumber: number): Turn {
  return Object.freeze({
    values: Object.freeze([...values]),
    held: Object.freeze([...held]),
    rollNumber,
  });
}

const noneHeld = (rules: TurnRules): boolean[] => Array.from({ length: rules.dice }, () => false);

/** A turn before its first roll: no dice showing, none held, every roll left. */
export function newTurn(rules: TurnRules): Turn {
  return frozenTurn([], noneHeld(rules), 0);
}

/** Rolls still allowed this turn. */
export function rollsLeft(turn: Pick<Turn, 'rollNumber'>, rules: TurnRules): number {
  return Math.max(0, rules.rollsPerTurn - turn.rollNumber);
}

/**
 * The rules of one turn that has `saved` rolls carried over from the player's earlier turns:
 * the turn may use `rollsPerTurn + saved` rolls. Give them to every function of the turn.
 * Throws a RuleError for a count that is not a whole number, 0 or more.
 */
export function withSavedRolls(rules: TurnRules, saved: number): TurnRules {
  if (!Number.isSafeInteger(saved) || saved < 0) {
    throw new RuleError(
      { code: 'bad-options', option: 'savedRolls' },
      { check: 'count', given: saved },
    );
  }
  const turnRules: TurnRules = { dice: rules.dice, rollsPerTurn: rules.rollsPerTurn + saved };
  if (rules.savedRolls !== undefined) turnRules.savedRolls = rules.savedRolls;
  return turnRules;
}

/**
 * What a turn leaves saved for the player's next turn once its dice are written after roll
 * `rollNumber`: its unused rolls in a game that saves them, else 0. `rules` are the turn's own
 * (from `withSavedRolls`), so what was carried in and not used is carried on.
 */
export function rollsSaved(turn: Pick<Turn, 'rollNumber'>, rules: TurnRules): number {
  return rules.savedRolls ? rollsLeft(turn, rules) : 0;
}

/** True when dice may be held: after the first roll and before the last. */
export function canHold(turn: Turn, rules: TurnRules): boolean {
  return turn.rollNumber > 0 && rollsLeft(turn, rules) > 0;
}

/**
 * The next roll: `throwDice(count)` throws the dice that are not held, which keep their place.
 * The first roll throws every die, whatever is held. Throws a RuleError when no roll is left.
 */
export function rollTurn(turn: Turn, rules: TurnRules, throwDice: (count: number) => Face[]): Turn {
  if (rollsLeft(turn, rules) === 0) {
    throw new RuleError({ code: 'no-rolls-left' });
  }
  // The first roll, or a turn laid out for another number of dice, throws every die.
  const throwAll =
    turn.rollNumber === 0 || turn.values.length !== rules.dice || turn.held.length !== rules.dice;
  const held = throwAll ? noneHeld(rules) : turn.held;
  const count = held.filter((h) => !h).length;
  const thrown = throwDice(count);
  if (!Array.isArray(thrown) || thrown.length !== count || !thrown.every(isFace)) {
    throw new RuleError({ code: 'bad-throw', expected: count });
  }
  let next = 0;
  const values = held.map((h, i) => (h ? turn.values[i]! : thrown[next++]!));
  return frozenTurn(values, held, turn.rollNumber + 1);
}

/**
 * Holds the die at `index` (0-based) or releases it. Throws a RuleError for an index that is
 * not a die, before the first roll and after the last one (holding then changes nothing).
 */
export function toggleHold(turn: Turn, rules: TurnRules, index: number): Turn {
  if (!Number.isInteger(index) || index < 0 || index >= rules.dice) {
    throw new RuleError(
      { code: 'no-die', index: Number.isFinite(index) ? index : shown(index), dice: rules.dice },
      { given: index },
    );
  }
  if (turn.rollNumber === 0) throw new RuleError({ code: 'hold-before-roll' });
  if (rollsLeft(turn, rules) === 0) throw new RuleError({ code: 'hold-after-last-roll' });
  const held = turn.held.length === rules.dice ? [...turn.held] : noneHeld(rules);
  held[index] = !held[index];
  return frozenTurn(turn.values, held, turn.rollNumber);
}
