import { isFace, type Dice, type Face } from './dice.js';
import { GameLoadError, RuleError, checked } from './rule-error.js';
import { cleanName, distinctName, distinctNames, nameLength, playerLimits } from './players.js';
import { describeValue, getRuleset, shown } from './rulesets.js';
import type { CategoryId, JokerRule, Ruleset, RulesetId, YahtzeeBonusRule } from './rulesets.js';
import { pointOptions } from './rulesets.js';
import { assertDice } from './scoring.js';
import {
  columnOf,
  emptySheet,
  hasColumns,
  isExtraYahtzee,
  placeDice,
  placePoints,
  placements,
  rollsOnSheet,
  scratch,
} from './sheet.js';
import type { Placement, Sheet } from './sheet.js';
import {
  assertSeat,
  beforeFirstMove,
  freezeGame,
  frozenCopy,
  gameFields,
  houseRuleNames,
  houseRules,
  plainCopy,
} from './frozen-game.js';
import { totals } from './totals.js';
import type { SheetTotals } from './totals.js';
import { rollsSaved, withSavedRolls, type TurnRules } from './turn.js';

// loadGame's error, with the game it is about.
export { GameLoadError, type LoadProblem } from './rule-error.js';

/** How a turn was written on the pad. */
export type Entry = 'dice' | 'points' | 'extra-yahtzee' | 'scratch';

/** One written box: the history of a game is its list of moves. */
export interface Move {
  /** The seat of the player who wrote it (0-based). */
  readonly player: number;
  /** How the turn was entered. */
  readonly entry: Entry;
  /** The box written. */
  readonly category: CategoryId;
  /** The box's column, in a game of several columns. */
  readonly column?: string;
  /** The points written in the box. */
  readonly points: number;
  /** The extra-Yahtzee bonus this turn earned (0 or the ruleset's bonus). */
  readonly bonus: number;
  /** The dice, when the turn was entered by dice. */
  readonly dice?: Dice;
  /** The face of the extra Yahtzee, when it was entered by its face. */
  readonly face?: Face;
  /** Which roll of the turn the dice were written after, when they came from a roller: undo gives it back. */
  readonly rollNumber?: number;
  /** Which dice were held in that roll, one per die, when they came from a roller. */
  readonly held?: readonly boolean[];
}

/** Where a roll written by dice came from: the roller's roll number and holds, given back by undo. */
export interface RollOrigin {
  rollNumber: number;
  held: readonly boolean[];
}

/**
 * The table's choices beyond the joker and its bonus, each only when the table made it: left out,
 * the game's own rule applies (and a saved game without them keeps loading as it was).
 */
export interface HouseRules {
  /** Which extra five-of-a-kind earns the bonus (Kniffel's own: `upper-box`). */
  readonly yahtzeeBonusRule?: YahtzeeBonusRule;
  /** Points of the upper bonus. */
  readonly upperBonus?: number;
  /** The upper total that earns the upper bonus. */
  readonly upperBonusThreshold?: number;
  /** Unused rolls carry over to the player's later turns (Maxi Yatzy's own: on). */
  readonly savedRolls?: boolean;
  /** Yam's: Brelan and Carré count all five dice. */
  readonly allDice?: boolean;
  /** Yam's: points of a Full. */
  readonly fullHouse?: number;
  /** Yam's: points of a Petite suite. */
  readonly smallStraight?: number;
  /** Yam's: points of a Grande suite. */
  readonly largeStraight?: number;
  /** Yam's: the straights are exactly 1-2-3-4-5 and 2-3-4-5-6. */
  readonly fixedStraights?: boolean;
  /** Yam's: the sheet has a Chance box. */
  readonly chance?: boolean;
  /** A game in columns: an extra Yahtzee's bonus counts its column's multiplier. */
  readonly yahtzeeBonusMultiplied?: boolean;
}

/** A whole game at the table: who plays, who began, and every move so far. Plain, serializable data. */
export interface Game extends HouseRules {
  /** The ruleset played. */
  readonly ruleset: RulesetId;
  /** The joker rule for an extra Yahtzee. */
  readonly joker: JokerRule;
  /** Points per extra Yahtzee (0 is the no-bonus house rule). */
  readonly yahtzeeBonus: number;
  /** The players' names, seat by seat, clockwise. */
  readonly players: readonly string[];
  /** The seat of the player who begins each round. */
  readonly starter: number;
  /** Every move, oldest first. */
  readonly moves: readonly Move[];
  /** The corrections of past moves, oldest first, for undo and the history; absent when there are none. */
  readonly corrections?: readonly Correction[];
}

/** A past entry replaced by `changeScore` or `changeDice`, every later entry kept. */
export interface Correction {
  /** The index in `moves` of the entry corrected. */
  readonly move: number;
  /** How many moves the game had when it was corrected: undo takes it back at that length. */
  readonly after: number;
  /** The entry it replaced. */
  readonly was: Move;
}

/** What a new game needs; a rule left out is the game's own (Kniffel: `free` joker, 50 bonus). */
export interface NewGameOptions extends HouseRules {
  ruleset: RulesetId;
  joker?: JokerRule;
  yahtzeeBonus?: number;
  players: readonly string[];
  starter?: number;
}

/** A player's place in the final (or current) order. */
export interface Standing {
  /** The seat. */
  player: number;
  /** The name. */
  name: string;
  /** The grand total. */
  total: number;
}

/** The standings, highest first, and the seats that share the win. */
export interface Standings {
  standings: Standing[];
  winners: number[];
}

/** The plain JSON form of a game, as saved. */
export interface GameJSON extends HouseRules {
  schema: 1;
  ruleset: RulesetId;
  joker: JokerRule;
  yahtzeeBonus: number;
  players: string[];
  starter: number;
  moves: MoveJSON[];
  /** Only when the game has corrections: saves before them have none. */
  corrections?: { move: number; after: number; was: MoveJSON }[];
}

/** The plain JSON form of a move. */
export interface MoveJSON {
  player: number;
  entry: Entry;
  category: CategoryId;
  /** Only in a game of several columns. */
  column?: string;
  points: number;
  bonus: number;
  dice?: number[];
  face?: number;
  rollNumber?: number;
  held?: boolean[];
}

/** The current schema of saved games. */
export const gameSchema = 1;
/** The longest player name, in code points: the one limit of every element (see players.ts). */
export const maxNameLength = playerLimits.maxNameLength;
/** Most rolls a turn can have had, for checking a saved roll origin (rollers allow up to 10). */
const maxRollNumber = 10;
/** More players than any table: a saved game with more is rejected as hostile. */
export const maxSavedPlayers = 1000;
const maxYahtzeeBonus = 1000;
/** Corrections a game remembers, the oldest forgotten first: loading checks each with one replay. */
export const maxCorrections = 100;

// ---------------------------------------------------------------- derived state

interface Replay {
  ruleset: Ruleset;
  sheets: readonly Sheet[];
  /** The rolls each player has saved for their next turn. */
  saved: readonly number[];
}

// A game never changes, so what is derived from it can be kept as long as the game lives.
const replays = new WeakMap<Game, Replay>();

function replay(game: Game): Replay {
  let kept = replays.get(game);
  if (!kept) {
    const ruleset = rulesetOf(game);
    const sheets = game.players.map(() => emptySheet());
    const saved = game.players.map(() => 0);
    for (const move of game.moves) {
      sheets[move.player] = applyMove(ruleset, sheets[move.player]!, move).sheet;
      saved[move.player] = savedAfter(ruleset, saved[move.player]!, move);
    }
    kept = { ruleset, sheets: Object.freeze(sheets), saved: Object.freeze(saved) };
    replays.set(game, kept);
  }
  return kept;
}

// Writes one move on a sheet through the scoring module; every entry path is checked there.
function applyMove(
  ruleset: Ruleset,
  sheet: Sheet,
  move: Pick<Move, 'entry' | 'category' | 'column' | 'points' | 'dice' | 'face' | 'rollNumber'>,
): { sheet: Sheet; placement: Placement } {
  const { column, rollNumber } = move;
  switch (move.entry) {
    case 'dice':
      return placeDice(ruleset, sheet, move.category, move.dice ?? [], column, rollNumber);
    case 'extra-yahtzee': {
      const dice = fiveOfAKind(ruleset, move.face);
      if (!isExtraYahtzee(ruleset, sheet, dice)) {
        throw new RuleError({
          code: 'no-extra-yahtzee',
          category: ruleset.fiveOfAKind,
          joker: ruleset.joker !== null,
        });
      }
      return placeDice(ruleset, sheet, move.category, dice, column);
    }
    case 'points': {
      const next = placePoints(ruleset, sheet, move.category, move.points, column);
      return { sheet: next, placement: { category: move.category, points: move.points, bonus: 0 } };
    }
    case 'scratch': {
      // Scratched after rolling: the joker still decides where that roll may go.
      if (move.dice) placeDice(ruleset, sheet, move.category, move.dice, column, rollNumber);
      const next = scratch(ruleset, sheet, move.category, column, rollNumber);
      return { sheet: next, placement: { category: move.category, points: 0, bonus: 0 } };
    }
  }
}

function fiveOfAKind(ruleset: Ruleset, face: unknown): Dice {
  if (!isFace(face)) {
    throw new RuleError(
      { code: 'bad-face', face: typeof face === 'number' ? face : shown(face) },
      { given: face },
    );
  }
  return Array.from({ length: ruleset.dice }, () => face);
}

/** The ruleset this game is played with. */
export function rulesetOf(game: Game): Ruleset {
  return getRuleset(game.ruleset, {
    joker: game.joker,
    yahtzeeBonus: game.yahtzeeBonus,
    ...houseRules(game),
  });
}

/**
 * What a player has saved after a move: the turn's unused rolls, in a game that saves them. A move
 * typed by hand (points, a scratch, dice with no roll origin) tells no roll count: it counts as a
 * turn of the ruleset's own rolls, so it neither saves a roll nor spends a saved one.
 */
function savedAfter(ruleset: Ruleset, saved: number, move: Pick<Move, 'rollNumber'>): number {
  return rollsSaved(
    { rollNumber: move.rollNumber ?? ruleset.rollsPerTurn },
    withSavedRolls(ruleset, saved),
  );
}

/** The sheet of one player, with every move replayed. */
export function sheetOf(game: Game, player: number): Sheet {
  assertSeat(game, player);
  return replay(game).sheets[player]!;
}

/** Every player's sheet, seat by seat. */
export function sheets(game: Game): readonly Sheet[] {
  return replay(game).sheets;
}

/** The totals of one player's sheet: its lines, and each column's in `columns`. */
export function playerTotals(game: Game, player: number): SheetTotals {
  return totals(replay(game).ruleset, sheetOf(game, player));
}

/** The extra Yahtzees that earned this player a bonus: the marks in the pad's Yahtzee-bonus box. */
export function yahtzeeBonusMarks(game: Game, player: number): number {
  let marks = bonusMarks.get(game);
  if (!marks) {
    // One pass for every player: a sheet asks for each of its columns on every render.
    marks = game.players.map(() => 0);
    for (const move of game.moves) if (move.bonus > 0) marks[move.player]++;
    bonusMarks.set(game, marks);
  }
  return marks[player] ?? 0;
}

const bonusMarks = new WeakMap<Game, number[]>();

/** How many turns each player has: one per box of every column. */
export function turnsPerPlayer(game: Game): number {
  const { ruleset } = replay(game);
  return ruleset.categories.length * ruleset.columns.length;
}

/** True when every box of every player is filled. */
export function isOver(game: Game): boolean {
  return game.moves.length >= game.players.length * turnsPerPlayer(game);
}

/** The seat whose turn it is: the starter, then clockwise; -1 when the game is over. */
export function currentPlayer(game: Game): number {
  if (isOver(game)) return -1;
  return (game.starter + game.moves.length) % game.players.length;
}

/** The round being played, from 1 to the number of boxes (the last round once the game is over). */
export function round(game: Game): number {
  return Math.min(Math.floor(game.moves.length / game.players.length) + 1, turnsPerPlayer(game));
}

/**
 * Every box (and column) the current player may write this roll in, with its points and bonus:
 * each column's order and the joker applied, and, given the roll's number in the turn, the
 * first-roll column's rule (with none, as for typed dice, that column stays open).
 */
export function legalPlacements(game: Game, dice: unknown, rollNumber?: number): Placement[] {
  const player = turnPlayer(game);
  const { ruleset, sheets } = replay(game);
  assertDice(ruleset, dice);
  return placements(ruleset, sheets[player]!, dice, rollNumber);
}

/** Where the current player may write an extra Yahtzee of this face (five dice showing it). */
export function extraYahtzeePlacements(game: Game, face: Face): Placement[] {
  const player = turnPlayer(game);
  const { ruleset, sheets } = replay(game);
  const dice = fiveOfAKind(ruleset, face);
  if (!isExtraYahtzee(ruleset, sheets[player]!, dice)) return [];
  return placements(ruleset, sheets[player]!, dice);
}

/** True when the current player may enter an extra Yahtzee (the ruleset has one and the box is filled). */
export function canEnterExtraYahtzee(game: Game): boolean {
  if (isOver(game)) return false;
  const { ruleset, sheets } = replay(game);
  return isExtraYahtzee(ruleset, sheets[currentPlayer(game)]!, fiveOfAKind(ruleset, 6));
}

/** The rolls this player has saved for their next turn: 0 in a game that does not save rolls. */
export function savedRolls(game: Game, player: number): number {
  assertSeat(game, player);
  return replay(game).saved[player]!;
}

/**
 * The rules of the turn being played: the ruleset's dice, and its rolls plus the ones the current
 * player has saved (Maxi Yatzy), or one roll when all the player has left are boxes that take a
 * first roll only (the Yam's Sèche). Give them to the turn's functions (rollTurn, rollsLeft, canHold,
 * rollsSaved). Once the game is over, the ruleset's own.
 */
export function turnRules(game: Game): TurnRules {
  const { ruleset, saved, sheets } = replay(game);
  const player = currentPlayer(game);
  if (player < 0) return withSavedRolls(ruleset, 0);
  const rules = withSavedRolls(ruleset, saved[player]!);
  // Only first-roll boxes left (the Yam's Sèche): a turn of one roll.
  return { ...rules, rollsPerTurn: rollsOnSheet(ruleset, sheets[player]!, rules.rollsPerTurn) };
}

// ---------------------------------------------------------------- moves

function turnPlayer(game: Game): number {
  const player = currentPlayer(game);
  if (player < 0) {
    throw new RuleError({ code: 'game-over' });
  }
  return player;
}

/** Sheets and moves being written: private and mutable until `settle` freezes them into a game. */
interface Table {
  ruleset: Ruleset;
  sheets: Sheet[];
  saved: number[];
  moves: Move[];
}

type Play = Omit<Move, 'player' | 'points' | 'bonus'> & { points?: number };

// Writes one move for `player` on the table; throws (changing nothing) when the rules refuse it.
function write(table: Table, player: number, move: Play): Move {
  const { sheet, placement } = applyMove(table.ruleset, table.sheets[player]!, {
    points: 0,
    ...move,
  });
  // Only a game of several columns names the column: a one-column game's moves stay as they were.
  const column = hasColumns(table.ruleset) ? columnOf(table.ruleset, move.column).id : undefined;
  const written = Object.freeze(
    moveFields({ ...move, ...placement, player, column } as Move, frozenCopy),
  ) as Move;
  table.sheets[player] = sheet;
  table.saved[player] = savedAfter(table.ruleset, table.saved[player]!, written);
  table.moves.push(written);
  return written;
}

// The game with the table's moves, frozen once (a replay of n moves stays linear); its sheets are kept.
function settle(game: Game, table: Table): Game {
  const next = freezeGame({ ...game, moves: Object.freeze(table.moves) });
  replays.set(next, {
    ruleset: table.ruleset,
    sheets: Object.freeze(table.sheets),
    saved: Object.freeze(table.saved),
  });
  return next;
}

function play(game: Game, move: Play): Game {
  const player = turnPlayer(game);
  const { ruleset, sheets, saved } = replay(game);
  const table: Table = { ruleset, sheets: [...sheets], saved: [...saved], moves: [...game.moves] };
  write(table, player, move);
  return settle(game, table);
}

/**
 * The current player writes these dice in a box (placements decide the points and any bonus).
 * `origin` records the roller's roll number and holds, so that undo can give the roll back.
 */
export function enterDice(
  game: Game,
  category: CategoryId,
  dice: Dice,
  origin?: RollOrigin,
  column?: string,
): Game {
  // placeDice checks the dice, after the turn and the box.
  if (origin === undefined) return play(game, { entry: 'dice', category, dice, column });
  const { rollNumber, held } = checkOrigin(origin, dice, lastRoll(game));
  return play(game, { entry: 'dice', category, dice, rollNumber, held, column });
}

/** The highest roll number the current player's roller can have reached. */
function lastRoll(game: Game): number {
  const { ruleset, saved } = replay(game);
  const player = currentPlayer(game);
  return lastRollNumber(ruleset, player < 0 ? 0 : saved[player]!);
}

/** The highest roll number a roller can have reached this turn: more with saved rolls. */
function lastRollNumber(ruleset: Ruleset, saved: number): number {
  return ruleset.savedRolls ? Math.max(maxRollNumber, ruleset.rollsPerTurn + saved) : maxRollNumber;
}

const badOrigin = (last: number) => new RuleError({ code: 'bad-origin' }, { context: last });

/** The origin's roll number and holds, read once; null, or an origin that throws when read, is none. */
function checkOrigin(origin: RollOrigin, dice: unknown, last: number): RollOrigin {
  return checked(
    () => {
      const { rollNumber, held } = origin;
      if (
        !Number.isInteger(rollNumber) ||
        rollNumber < 1 ||
        rollNumber > last ||
        !Array.isArray(held) ||
        held.length !== (dice as unknown[]).length ||
        !held.every((h) => typeof h === 'boolean')
      ) {
        throw badOrigin(last);
      }
      return { rollNumber, held: [...held] };
    },
    () => badOrigin(last),
  );
}

/** The roll the last move was written from, as undo gives it back: dice, roll number and holds. */
export function undoneRoll(
  game: Game,
): { dice: Dice; rollNumber: number; held: readonly boolean[] } | undefined {
  const last = lastCorrection(game) ? undefined : game.moves.at(-1);
  return last?.dice && last.rollNumber !== undefined && last.held
    ? { dice: last.dice, rollNumber: last.rollNumber, held: last.held }
    : undefined;
}

/**
 * The current player writes points in a box (of `column`, needed in a game of several columns);
 * the points must be a value that box can hold.
 */
export function enterPoints(
  game: Game,
  category: CategoryId,
  points: number,
  column?: string,
): Game {
  return play(game, { entry: 'points', category, points, column });
}

/** The current player writes an extra Yahtzee known only by its face: the joker order and bonus apply. */
export function enterExtraYahtzee(
  game: Game,
  category: CategoryId,
  face: Face,
  column?: string,
): Game {
  return play(game, { entry: 'extra-yahtzee', category, face, column });
}

/**
 * The current player scratches a box: 0, whatever the dice. With `roll`, the roll it is written
 * after: the joker order decides where an extra Yahtzee may go, and a roller's roll (with its
 * `rollNumber` and `held`) is kept with the move, so its unused rolls are saved (Maxi Yatzy) and
 * undo gives it back. Dice typed by hand come without them: checked, and not kept.
 */
export function scratchBox(
  game: Game,
  category: CategoryId,
  roll?: Partial<RollOrigin> & { dice: Dice },
  column?: string,
): Game {
  if (roll === undefined) return play(game, { entry: 'scratch', category, column });
  // A 0 written after rolling keeps the roll: its unused rolls are saved, and undo gives it back.
  const last = lastRoll(game);
  // Null, or a roll that throws when read, is no roll a roller made.
  const dice = checked(
    () => roll.dice,
    () => badOrigin(last),
  );
  assertDice(rulesetOf(game), dice);
  if ((roll.rollNumber ?? roll.held) === undefined) {
    // The box must be one these dice may go in, as for writing them there.
    play(game, { entry: 'dice', category, dice, column });
    return play(game, { entry: 'scratch', category, column });
  }
  const { rollNumber, held } = checkOrigin(roll as RollOrigin, dice, last);
  return play(game, { entry: 'scratch', category, dice, rollNumber, held, column });
}

/**
 * Takes back the last move, or the correction made since it (see `lastCorrection`); every total
 * and bonus is recomputed.
 */
export function undo(game: Game): Game {
  const { moves, corrections } = game;
  if (!moves[0]) throw new RuleError({ code: 'nothing-to-undo' });
  const fix = lastCorrection(game);
  // A correction puts back the entry it replaced; a move is written again as nothing.
  return fix
    ? rewrite(
        game,
        fix.move,
        (table) => write(table, fix.was.player, fix.was),
        corrections!.slice(0, -1),
      )
    : rewrite(game, moves.length - 1, () => 0, corrections);
}

// ---------------------------------------------------------------- corrections

/**
 * The game with move `index` written again by `put` (or left out, when it writes nothing), and its
 * player's later moves after it, each scored again by the rules; the other players' sheets cannot
 * change, so only that player's moves are replayed.
 */
function rewrite(
  game: Game,
  index: number,
  put: (table: Table) => unknown,
  corrections?: readonly Correction[],
): Game {
  const { ruleset, sheets, saved } = replay(game);
  const { player } = game.moves[index]!;
  const table: Table = { ruleset, sheets: [...sheets], saved: [...saved], moves: [] };
  table.sheets[player] = emptySheet();
  table.saved[player] = 0;
  game.moves.forEach((move, at) => {
    if (move.player !== player) table.moves.push(move);
    else if (at === index) put(table);
    else {
      try {
        write(table, player, move);
      } catch {
        // Only a move after the corrected one can fail: the moves before it are as they were.
        const { category } = move;
        throw new RuleError({
          code: 'correction-breaks-later',
          player,
          name: game.players[player]!,
          category,
        });
      }
    }
  });
  return settle({ ...game, corrections }, table);
}

function correct(
  game: Game,
  player: number,
  category: CategoryId,
  column: string | undefined,
  play: Play,
): Game {
  assertSeat(game, player);
  const ruleset = rulesetOf(game);
  const { id } = columnOf(ruleset, column);
  const multi = hasColumns(ruleset);
  const index = game.moves.findIndex(
    (move) =>
      move.player === player && move.category === category && (!multi || move.column === id),
  );
  const was = game.moves[index];
  if (!was) throw new RuleError({ code: 'box-empty', category, ...(multi && { column: id }) });
  const fix: Correction = Object.freeze({ move: index, after: game.moves.length, was });
  const next = rewrite(
    game,
    index,
    // The turn's roll count stays: saved rolls (Maxi Yatzy) do not move.
    (table) => write(table, player, { ...play, rollNumber: was.rollNumber, held: was.held }),
    [...(game.corrections ?? []), fix].slice(-maxCorrections),
  );
  const now = next.moves[index]!;
  // The same score again corrects nothing: there is nothing to record or to undo.
  return now.points === was.points && now.bonus === was.bonus ? game : next;
}

/**
 * Corrects a past entry of any player: `points` replace what is in that box (0 scratches it), every
 * later entry is kept, and the later rolls are scored again (bonuses and joker placements follow).
 * Throws a RuleError, changing nothing, when the box is empty, the points are impossible there, or
 * a later entry would no longer be allowed; the same points again return the same game.
 */
export function changeScore(
  game: Game,
  player: number,
  category: CategoryId,
  points: number,
  column?: string,
): Game {
  return correct(game, player, category, column, { entry: 'points', category, points, column });
}

/**
 * Corrects a past entry with the dice that were really rolled: scored by the rules as for that
 * sheet at that moment (joker and bonus included), otherwise as `changeScore`.
 */
export function changeDice(
  game: Game,
  player: number,
  category: CategoryId,
  dice: Dice,
  column?: string,
): Game {
  return correct(game, player, category, column, { entry: 'dice', category, dice, column });
}

/** The correction undo would take back now, or undefined when undo takes back the last move. */
export function lastCorrection(game: Game): Correction | undefined {
  const last = game.corrections?.at(-1);
  return last?.after === game.moves.length ? last : undefined;
}

// ---------------------------------------------------------------- players

function checkName(name: unknown): string {
  // cleanName refuses what is not text.
  const trimmed = cleanName(name as string);
  if (trimmed === '') throw new RuleError({ code: 'name-empty' });
  if (nameLength(trimmed) > maxNameLength) {
    throw new RuleError({ code: 'name-too-long', max: maxNameLength });
  }
  return trimmed;
}

const noPlayers = () => new RuleError({ code: 'no-players' });

/** The name policy seats at most 100 players: the rulebook sets no maximum, a table does. */
function checkTableSize(count: number): void {
  if (count > playerLimits.maxPlayers) {
    throw new RuleError({ code: 'too-many-players', max: playerLimits.maxPlayers });
  }
}

/** A move's fields in saving order; `copy` copies its lists (frozen in a game, plain in JSON). */
const moveFields = (move: Move, copy: typeof plainCopy): MoveJSON => ({
  player: move.player,
  entry: move.entry,
  category: move.category,
  ...(move.column !== undefined && { column: move.column }),
  points: move.points,
  bonus: move.bonus,
  ...(move.dice ? { dice: copy(move.dice) } : {}),
  ...(move.face !== undefined ? { face: move.face } : {}),
  // Dice keep a roll origin, and so may a scratch or points written in a rolled turn (load checks).
  ...(move.rollNumber !== undefined && move.held
    ? { rollNumber: move.rollNumber, held: copy(move.held) }
    : {}),
});

/** Starts a game: players in seat order (clockwise), the starter's seat (default 0). */
export function newGame(options: NewGameOptions): Game {
  // Options that are no object, or that throw when read, are refused as game options.
  return checked(
    () => startGame(options),
    () => new RuleError({ code: 'bad-options' }, { check: 'game', given: options }),
  );
}

function startGame(options: NewGameOptions): Game {
  const chosenBonus = options.yahtzeeBonus ?? undefined;
  if (chosenBonus !== undefined) checkBonus(chosenBonus);
  const rules = houseRules(options);
  for (const name of pointOptions) {
    const value = rules[name];
    if (typeof value === 'number' && value > maxYahtzeeBonus) {
      throw new RuleError(
        { code: 'bad-options', option: name },
        { check: 'max', given: value, context: maxYahtzeeBonus },
      );
    }
  }
  // getRuleset refuses an unknown ruleset id, joker rule or house rule.
  const ruleset = getRuleset(options.ruleset, {
    joker: options.joker ?? undefined,
    yahtzeeBonus: chosenBonus,
    ...rules,
  });
  // A joker and a bonus left out are the game's own; a game without them keeps Yahtzee's.
  const joker = ruleset.joker ?? options.joker ?? 'forced';
  const yahtzeeBonus =
    chosenBonus ?? (ruleset.joker === null && !ruleset.plainBonus ? 100 : ruleset.yahtzeeBonus);
  checkBonus(yahtzeeBonus);
  if (!Array.isArray(options.players) || options.players.length === 0) throw noPlayers();
  checkTableSize(options.players.length);
  // Equal names are told apart as the picker does: "Anna", "Anna (2)".
  const players = distinctNames(options.players.map(checkName));
  const starter = options.starter ?? 0;
  const game = freezeGame({
    ruleset: options.ruleset,
    joker,
    yahtzeeBonus,
    ...rules,
    players,
    starter,
    moves: [],
  });
  assertSeat(game, starter);
  return game;
}

function checkBonus(yahtzeeBonus: number): void {
  if (!Number.isInteger(yahtzeeBonus) || yahtzeeBonus < 0 || yahtzeeBonus > maxYahtzeeBonus) {
    throw new RuleError({ code: 'bad-yahtzee-bonus', max: maxYahtzeeBonus });
  }
}

/** Adds a player in the last seat (before the first score only). */
export function addPlayer(game: Game, name: string): Game {
  beforeFirstMove(game, 'add');
  checkTableSize(game.players.length + 1);
  const players = [...game.players, distinctName(game.players, checkName(name))];
  return freezeGame({ ...game, players });
}

/** Removes a player (before the first score only); at least one player stays. */
export function removePlayer(game: Game, player: number): Game {
  beforeFirstMove(game, 'remove');
  assertSeat(game, player);
  if (game.players.length === 1) throw noPlayers();
  const players = game.players.filter((_, seat) => seat !== player);
  // The starter keeps their turn to begin; if the starter leaves, the next seat clockwise begins.
  const starter = player < game.starter ? game.starter - 1 : game.starter % players.length;
  return freezeGame({ ...game, players, starter });
}

// In a file of their own: only the card's later file reseats a table.
export { movePlayer, setStarter } from './seating.js';

/** Renames a player, at any time. */
export function renamePlayer(game: Game, player: number, name: string): Game {
  assertSeat(game, player);
  const players = [...game.players];
  const others = players.filter((_, seat) => seat !== player);
  players[player] = distinctName(others, checkName(name));
  return freezeGame({ ...game, players });
}

/** A new game with the same players and rules, and empty sheets; the starter defaults to the same seat. */
export function restart(game: Game, starter: number = game.starter): Game {
  assertSeat(game, starter);
  return freezeGame({ ...game, starter, moves: [], corrections: undefined });
}

/** Every player's grand total from highest to lowest (ties keep seat order), and the seats sharing the win. */
export function standings(game: Game): Standings {
  const list = game.players.map((name, player) => ({
    player,
    name,
    total: playerTotals(game, player).total,
  }));
  list.sort((a, b) => b.total - a.total || a.player - b.player);
  const best = list[0]!.total;
  return {
    standings: list,
    winners: list.filter((standing) => standing.total === best).map((standing) => standing.player),
  };
}

// ---------------------------------------------------------------- saving and loading

/** The game as plain JSON, with the schema version. */
export function toJSON(game: Game): GameJSON {
  return {
    schema: gameSchema,
    ...gameFields(game, plainCopy),
    moves: game.moves.map(moveJSON),
    ...(game.corrections && {
      corrections: game.corrections.map(({ move, after, was }) => ({
        move,
        after,
        was: moveJSON(was),
      })),
    }),
  };
}

const moveJSON = (move: Move): MoveJSON => moveFields(move, plainCopy);

const gameKeys = [
  'schema',
  'ruleset',
  'joker',
  'yahtzeeBonus',
  ...houseRuleNames,
  'players',
  'starter',
  'moves',
  'corrections',
];
const correctionKeys = ['move', 'after', 'was'];
const moveKeys = [
  'player',
  'entry',
  'category',
  'column',
  'points',
  'bonus',
  'dice',
  'face',
  'rollNumber',
  'held',
];
const entries: readonly Entry[] = ['dice', 'points', 'extra-yahtzee', 'scratch'];

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

// Only the known fields, as own data: "__proto__", "constructor" and friends are refused.
function checkFields(
  value: Record<string, unknown>,
  allowed: readonly string[],
  move?: number,
): void {
  for (const key of Reflect.ownKeys(value)) {
    if (typeof key !== 'string' || !allowed.includes(key)) {
      throw new GameLoadError({ code: 'unknown-field', field: String(key), move });
    }
    const descriptor = Object.getOwnPropertyDescriptor(value, key);
    if (!descriptor || !('value' in descriptor)) {
      throw new GameLoadError({ code: 'not-plain-data', field: key, move });
    }
  }
}

function wholeNumber(value: unknown, field: 'yahtzeeBonus' | 'starter'): number {
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    throw new GameLoadError({ code: 'not-whole-number', field });
  }
  return value;
}

// The replay checks the box, the dice, the face, the points and whose turn it is; this adds only
// what the replay cannot see: unknown fields, data that belongs to another kind of entry, and
// saved points or bonus that differ from what the rules give.
function loadMove(table: Table, player: number, value: unknown, move: number): void {
  if (!isPlainObject(value)) throw new GameLoadError({ code: 'not-an-object', move });
  checkFields(value, moveKeys, move);
  const { entry, category, column, dice, face, rollNumber, held } = value;
  if ((rollNumber === undefined) !== (held === undefined)) {
    throw new GameLoadError({ code: 'half-origin', move });
  }
  // A scratch may keep the roll it was written after, dice and origin together; points corrected
  // from a rolled entry keep that turn's roll count (its origin), with no dice.
  const keptRoll =
    entry === 'scratch'
      ? (dice === undefined) === (rollNumber === undefined)
      : entry === 'points' && dice === undefined;
  if (
    (entry !== 'dice' && !keptRoll && (dice !== undefined || rollNumber !== undefined)) ||
    (entry !== 'extra-yahtzee' && face !== undefined)
  ) {
    throw new GameLoadError({ code: 'stray-data', entry: String(entry), move });
  }
  if (value.player !== player) throw new GameLoadError({ code: 'out-of-turn', move });
  if (!(entries as readonly unknown[]).includes(entry)) {
    throw new GameLoadError({ code: 'unknown-entry', entry: describeValue(entry), move });
  }
  let written: Move;
  try {
    const play = { entry, category, column, dice, face, points: value.points } as Move;
    if (entry === 'scratch' && dice !== undefined) assertDice(table.ruleset, dice);
    if (rollNumber !== undefined) {
      const last = lastRollNumber(table.ruleset, table.saved[player]!);
      // Points have no dice: their origin holds one flag a die.
      checkOrigin({ rollNumber, held } as RollOrigin, dice ?? { length: table.ruleset.dice }, last);
      Object.assign(play, { rollNumber, held });
    }
    written = write(table, player, play);
  } catch (error) {
    throw new GameLoadError({ code: 'refused', move }, { cause: error });
  }
  if (written.points !== value.points || written.bonus !== value.bonus) {
    const { points, bonus } = written;
    throw new GameLoadError({ code: 'wrong-score', points, bonus, move });
  }
}

/**
 * Checks saved corrections by taking each back, from the last, as undo would: the entry it
 * replaced must be a move the rules accept there, and every later move must still stand. Each
 * replays one player's moves, so a game's longest list costs at most `maxCorrections` replays.
 */
function loadCorrections(game: Game, list: unknown): Correction[] {
  if (!Array.isArray(list) || list.length > maxCorrections) {
    throw new GameLoadError({ code: 'bad-correction' });
  }
  const found: Correction[] = [];
  for (let index = list.length; index--;) {
    const value = list[index];
    let cause: unknown;
    try {
      if (isPlainObject(value)) {
        checkFields(value, correctionKeys);
        const { move, after, was } = value as { move: number; after: number; was?: MoveJSON };
        const corrected = game.moves[move];
        if (
          Number.isInteger(move) &&
          Number.isInteger(after) &&
          move >= 0 &&
          move < after &&
          after <= (found[index + 1]?.after ?? game.moves.length) &&
          was?.category === corrected?.category &&
          was?.column === corrected?.column
        ) {
          game = rewrite(game, move, (table) => loadMove(table, corrected!.player, was, move));
          found[index] = Object.freeze({ move, after, was: game.moves[move]! });
          continue;
        }
      }
    } catch (error) {
      cause = error;
    }
    throw new GameLoadError({ code: 'bad-correction', correction: index }, { cause });
  }
  return found;
}

/**
 * Loads a saved game from untrusted data (a JSON string or the parsed value): every move is replayed
 * through the rules. Returns a valid game or throws a GameLoadError, never anything else.
 */
export function loadGame(json: unknown): Game {
  try {
    const data: unknown = typeof json === 'string' ? (JSON.parse(json) as unknown) : json;
    if (!isPlainObject(data)) throw new GameLoadError({ code: 'not-an-object' });
    checkFields(data, gameKeys);
    if (data.schema !== gameSchema) {
      const schema = JSON.stringify(data.schema) as string | undefined;
      throw new GameLoadError({ code: 'unknown-schema', schema });
    }
    const { players, moves } = data;
    if (!Array.isArray(players) || players.length === 0 || players.length > maxSavedPlayers) {
      throw new GameLoadError({ code: 'bad-players', max: maxSavedPlayers });
    }
    let game: Game;
    try {
      // newGame checks the ruleset, the joker, the names and the starter's seat.
      game = newGame({
        ruleset: data.ruleset as RulesetId,
        joker: data.joker as JokerRule,
        yahtzeeBonus: wholeNumber(data.yahtzeeBonus, 'yahtzeeBonus'),
        ...houseRules(data as HouseRules),
        players: players as string[],
        starter: wholeNumber(data.starter, 'starter'),
      });
    } catch (error) {
      if (error instanceof GameLoadError) throw error;
      throw new GameLoadError({ code: 'refused' }, { cause: error });
    }
    if (!Array.isArray(moves) || moves.length > game.players.length * turnsPerPlayer(game)) {
      throw new GameLoadError({ code: 'too-many-moves' });
    }
    // One private table for the whole replay; the moves list is frozen once, at the end.
    const table: Table = {
      ruleset: rulesetOf(game),
      sheets: game.players.map(() => emptySheet()),
      saved: game.players.map(() => 0),
      moves: [],
    };
    const seats = game.players.length;
    for (let index = 0; index < moves.length; index++) {
      // Never over here: the moves are no more than the boxes of all players.
      loadMove(table, (game.starter + index) % seats, moves[index], index);
    }
    const loaded = settle(game, table);
    const { corrections } = data;
    return corrections === undefined
      ? loaded
      : settle({ ...game, corrections: loadCorrections(loaded, corrections) }, table);
  } catch (error) {
    if (error instanceof GameLoadError) throw error;
    throw new GameLoadError({ code: 'unreadable' }, { cause: error });
  }
}
