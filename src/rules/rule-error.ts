import type { CategoryId, CheckedOption } from './rulesets.js';

/**
 * What a refused move or input broke, as plain data, so a caller can say it in its own words.
 * Values the caller passed that are not of the expected kind are described as text.
 */
export type RuleProblem =
  /** Every box of every player is filled. */
  | { code: 'game-over' }
  /** The ruleset has no box of that name. */
  | { code: 'unknown-category'; category: string }
  /** The box is filled (in `column`, in a game of several columns). */
  | { code: 'box-filled'; category: CategoryId; column?: string }
  /** A box out of its column's order: `next` is the box the column takes now. */
  | {
      code: 'column-order';
      category: CategoryId;
      column: string;
      order: 'down' | 'up';
      next: CategoryId;
    }
  /** The column takes a turn's first roll only, and the dice were rolled again. */
  | { code: 'first-roll-only'; column: string }
  /** A game of several columns needs the column of a box: one of `columns`. */
  | { code: 'column-needed'; columns: readonly string[] }
  /** The game has no column of that name. */
  | { code: 'unknown-column'; column: string }
  /** Typed-in points that box cannot hold; `possible` lists every value it can. */
  | {
      code: 'impossible-points';
      category: CategoryId;
      points: number | string;
      possible: readonly number[];
    }
  /** An extra Yahtzee the joker order puts elsewhere: `allowed` are the boxes it may go in now. */
  | { code: 'joker-order'; category: CategoryId; allowed: readonly CategoryId[] }
  /** Not `expected` dice showing 1 to 6. */
  | { code: 'bad-dice'; expected: number }
  /** A face that is not a whole number from 1 to 6. */
  | { code: 'bad-face'; face: number | string }
  /** An extra Yahtzee entered by its face while the five-of-a-kind box (`category`) is empty, or in Yatzy. */
  | { code: 'no-extra-yahtzee'; category: CategoryId; joker: boolean }
  /** No player sits in that seat (seats run from 0 to `seats - 1`). */
  | { code: 'no-player'; seat: number; seats: number }
  /** A table seats at most `max` players (the name policy's limit). */
  | { code: 'too-many-players'; max: number }
  /** A game or a table needs at least one player. */
  | { code: 'no-players' }
  | { code: 'name-not-text' }
  | { code: 'name-empty' }
  | { code: 'name-too-long'; max: number }
  /** Players are added, removed, moved and the starter chosen only before the first score. */
  | { code: 'players-locked'; change: 'add' | 'remove' | 'move' | 'starter' }
  | { code: 'nothing-to-undo' }
  /** A correction of a box that player has not filled. */
  | { code: 'box-empty'; category: CategoryId; column?: string }
  /** A correction after which a later entry (the seat's, named `name`, in `category`) is not allowed. */
  | { code: 'correction-breaks-later'; player: number; name: string; category: CategoryId }
  | { code: 'unknown-ruleset'; ruleset: string }
  | { code: 'unknown-joker'; joker: string }
  /** Options that are not an object, or (`option`) one option that is not of its kind. */
  | { code: 'bad-options'; option?: CheckedOption }
  /** The extra-Yahtzee bonus is not a whole number from 0 to `max` (`null`: no upper limit). */
  | { code: 'bad-yahtzee-bonus'; max: number | null }
  /** Not a sheet as the rules make them. */
  | { code: 'bad-sheet' }
  /** Not a game as the rules make them (or one whose data cannot be read). */
  | { code: 'bad-game' }
  /** Not a turn, or not a turn's rules, as the rules make them. */
  | { code: 'bad-turn' }
  /** A roll-off's die gave something other than a number (or no die was given to roll). */
  | { code: 'bad-roll'; seat: number }
  /** The roll-off's dice tied `rounds` rounds in a row: no fair die does that. */
  | { code: 'roll-off-tied'; rounds: number }
  /** A roll-off round that is not a list of `{ seat, roll }`. */
  | { code: 'bad-round' }
  /** A roll's origin (roll number, holds) that no roller can have made. */
  | { code: 'bad-origin' }
  /** Ruleset data the scoring cannot play (a box without a scorer, an unknown total line...). */
  | { code: 'bad-ruleset'; ruleset: string }
  /** Every roll of the turn is made: a new turn starts with no dice. */
  | { code: 'no-rolls-left' }
  /** Dice are held only after the first roll. */
  | { code: 'hold-before-roll' }
  /** After the last roll, holding a die changes nothing. */
  | { code: 'hold-after-last-roll' }
  /** No die at that index (dice run from 0 to `dice - 1`). */
  | { code: 'no-die'; index: number | string; dice: number }
  /** The dice thrower gave something other than `expected` faces from 1 to 6. */
  | { code: 'bad-throw'; expected: number };

/**
 * What an English message says beside its problem: the problem keeps only a safe text of a refused
 * value, and one problem may be worded apart by where it was refused.
 */
export interface RuleDetail {
  /** The value refused, as it was given. */
  readonly given?: unknown;
  /** Which check refused it, where a problem's checks are worded apart (see messages.ts). */
  readonly check?: string;
  /** What else the message names: a ruleset's id, a limit, a box. */
  readonly context?: unknown;
}

/**
 * Why saved data is no game, as data. `move` is the index of the move at fault, where one is;
 * for `refused` and `unreadable` the error's cause says why.
 */
export type LoadProblem = { move?: number } & (
  | { code: 'not-an-object' }
  | { code: 'unknown-field' | 'not-plain-data'; field: string }
  | { code: 'not-whole-number'; field: 'yahtzeeBonus' | 'starter' }
  /** The schema as JSON; undefined when there is none. */
  | { code: 'unknown-schema'; schema: string | undefined }
  | { code: 'bad-players'; max: number }
  | { code: 'too-many-moves' }
  /** A roll number without holds, or holds without a roll number. */
  | { code: 'half-origin' }
  /** Dice, a roll origin or a face on a move of a kind that has none. */
  | { code: 'stray-data'; entry: string }
  | { code: 'unknown-entry'; entry: string }
  | { code: 'out-of-turn' }
  /** The saved points or bonus are not what the rules give: these are. */
  | { code: 'wrong-score'; points: number; bonus: number }
  /** The corrections are no list of at most maxCorrections, or the one at index `correction` cannot be taken back. */
  | { code: 'bad-correction'; correction?: number }
  /** The rules refuse the game's setup or a move. */
  | { code: 'refused' }
  /** Not JSON, or data that throws when it is read. */
  | { code: 'unreadable' }
);

/** How the rules' errors say what is wrong. */
export interface Wording {
  /** A refused move or input. */
  refusal(problem: RuleProblem, detail: RuleDetail): string;
  /** Saved data that is no game; `reason` is the message of what refused it ('' for none). */
  load(problem: LoadProblem, reason: string): string;
}

// Until a wording is set, a message is the problem as JSON: still what is wrong, in no language.
let wording: Wording = {
  refusal: (problem) => JSON.stringify(problem),
  load: (problem, reason) => `${JSON.stringify(problem)} ${reason}`.trim(),
};

/**
 * Sets how every error of the rules says its problem from now on. The public entry sets English
 * (messages.ts); the elements word problems in the page's language and so never carry it.
 */
export function setWording(words: Wording): void {
  wording = words;
}

/** The error every rule check throws: `problem` says what, `message` says it in words. */
export class RuleError extends Error {
  constructor(
    readonly problem: RuleProblem,
    detail: RuleDetail = {},
  ) {
    super(worded(() => wording.refusal(problem, detail), problem.code));
    this.name = 'RuleError';
  }
}

/**
 * Runs a check of values from outside: anything but a RuleError it throws (null where an object
 * belongs, a getter or a proxy that throws) becomes the RuleError `refuse` makes. @internal
 */
export function checked<T>(run: () => T, refuse: () => RuleError): T {
  try {
    return run();
  } catch (error) {
    throw error instanceof RuleError ? error : refuse();
  }
}

// A hostile value may throw when it is put in words: then the message says less, never throws.
function worded(words: () => string, fallback = ''): string {
  try {
    return words();
  } catch {
    return fallback;
  }
}

const reasonOf = (cause: unknown): string =>
  worded(() => (cause === undefined ? '' : cause instanceof Error ? cause.message : String(cause)));

/** The only error loadGame throws: the saved data is not a valid game; `problem` says why. */
export class GameLoadError extends Error {
  constructor(
    readonly problem: LoadProblem,
    options?: ErrorOptions,
  ) {
    super(
      worded(() => wording.load(problem, reasonOf(options?.cause))),
      options,
    );
    this.name = 'GameLoadError';
  }
}
