// The public entry's guard: a documented function handed a value that is not what its types say
// (null for a game, a proxy for dice, a sheet without scores) throws a RuleError that names the
// argument's kind, never a TypeError from deep inside. Only the public entry wraps: the elements
// import the submodules and pass what the rules made, so they carry none of this.
import { isFace } from './dice.js';
import { rulesetOf } from './game.js';
import { RuleError, type RuleProblem } from './rule-error.js';
import { shown, type Ruleset } from './rulesets.js';

/** What a function takes at each argument; `value` is anything not checked here (a box, a seat). */
export type Kind = 'game' | 'ruleset' | 'sheet' | 'turn' | 'rules' | 'dice' | 'thrower' | 'value';

type Data = Record<string, unknown>;
const isObject = (v: unknown): v is Data => typeof v === 'object' && v !== null;
const isNumber = (v: unknown): boolean => typeof v === 'number';

/** The shape of each kind, as far as a cheap look can tell: the functions check the rest. */
const shapes: Record<Kind, (v: unknown) => boolean> = {
  game: (v) =>
    isObject(v) &&
    typeof v.ruleset === 'string' &&
    Array.isArray(v.players) &&
    Array.isArray(v.moves),
  ruleset: (v) =>
    isObject(v) && Array.isArray(v.categories) && isNumber(v.dice) && isObject(v.scorers),
  sheet: (v) => isObject(v) && isObject(v.scores) && isNumber(v.yahtzeeBonus),
  turn: (v) =>
    isObject(v) && Array.isArray(v.values) && Array.isArray(v.held) && isNumber(v.rollNumber),
  rules: (v) => isObject(v) && isNumber(v.dice) && isNumber(v.rollsPerTurn),
  dice: (v) => Array.isArray(v) && v.every(isFace),
  thrower: (v) => typeof v === 'function',
  value: () => true,
};

/** A look that throws (a hostile getter or proxy) says the value is not of its kind. */
function fits(kind: Kind, value: unknown): boolean {
  try {
    return shapes[kind](value);
  } catch {
    return false;
  }
}

/** The dice a roll has in this call: its ruleset's, or its game's; five when neither can tell. */
function diceOf(args: readonly unknown[]): number {
  try {
    const ruleset = args.find((a) => fits('ruleset', a)) as Ruleset | undefined;
    const game = args.find((a) => fits('game', a));
    return ruleset?.dice ?? (game ? rulesetOf(game as never).dice : 5);
  } catch {
    return 5;
  }
}

/** A ruleset's id, or the value itself where it has none to read. */
function idOf(value: unknown): unknown {
  try {
    return isObject(value) ? value.id : value;
  } catch {
    return undefined;
  }
}

/** The problem of an argument of this kind that is not one. */
function problemOf(kind: Kind, args: readonly unknown[], given: unknown): RuleProblem {
  switch (kind) {
    case 'ruleset':
      return { code: 'bad-ruleset', ruleset: shown(idOf(given)) };
    case 'sheet':
      return { code: 'bad-sheet' };
    case 'turn':
    case 'rules':
      return { code: 'bad-turn' };
    case 'dice':
      return { code: 'bad-dice', expected: diceOf(args) };
    case 'thrower':
      return { code: 'bad-throw', expected: diceOf(args) };
    default:
      return { code: 'bad-game' };
  }
}

/**
 * `run` as a documented function: anything but a RuleError it throws becomes the RuleError of
 * the first argument not of its kind in `kinds`, or, when each looks right (the fault is deeper
 * inside one), of the first argument's kind.
 */
export function guard<F extends (...args: never[]) => unknown>(run: F, ...kinds: Kind[]): F {
  const guarded = (...args: unknown[]): unknown => {
    try {
      return (run as unknown as (...a: unknown[]) => unknown)(...args);
    } catch (error) {
      if (error instanceof RuleError) throw error;
      const at = Math.max(
        0,
        kinds.findIndex((kind, i) => !fits(kind, args[i])),
      );
      const kind = kinds[at] ?? 'value';
      const given = args[at];
      // A ruleset's message names it by its id, and its fault by check: 'data' is "not ruleset data".
      throw new RuleError(
        problemOf(kind, args, given),
        kind === 'ruleset' ? { given: idOf(given), check: 'data' } : { given, check: kind },
      );
    }
  };
  return Object.defineProperty(guarded, 'name', { value: run.name }) as unknown as F;
}
