import { categoryNames } from './categories.js';
import { columnNames } from './columns.js';
import { turnProblemText } from './turn-problems.js';
import { formatList, formatNumber, catalog, type Catalog, type Language } from './index.js';
import type { RuleProblem } from '../rules/rule-error.js';
import { refused } from './refusal.js';

/** What the rules refuse, said in each language; boxes and numbers arrive already formatted. */
export interface ProblemMessages {
  gameOver: string;
  boxFilled: (box: string) => string;
  impossible: (points: string, box: string, values: string) => string;
  dice: (count: string) => string;
  /** The face of an extra Yahtzee is not 1 to 6. */
  face: string;
  joker: (box: string, allowed: string) => string;
  noExtra: (box: string) => string;
  /** An extra Yahtzee by its face in a game without one (Yatzy): a second scores as a roll. */
  noExtraRule: (box: string) => string;
  unknownBox: (box: string) => string;
  emptyName: string;
  nameTooLong: (max: string) => string;
  tooManyPlayers: (max: string) => string;
  onePlayer: string;
  playersLocked: string;
  noPlayer: (seat: string) => string;
  nothingToUndo: string;
  /** A correction of a box with nothing in it. */
  boxEmpty: (box: string) => string;
  /** A correction after which a player's later entry in a box would be refused. */
  laterRefused: (name: string, box: string) => string;
  /** A box out of the descending column's order: `next` is the box it takes now. */
  columnDown: (next: string) => string;
  /** A box out of the ascending column's order. */
  columnUp: (next: string) => string;
  /** The first-roll column after the dice were rolled again. */
  firstRoll: (column: string) => string;
  /** A box given without its column in a game of several columns. */
  columnNeeded: (columns: string) => string;
  unknownColumn: (column: string) => string;
  /** The word that joins the last two of the boxes or columns allowed. */
  or: string;
}

export const problemMessages: Catalog<ProblemMessages> = catalog<ProblemMessages>(
  {
    gameOver: 'The game is over: every box is filled.',
    boxFilled: (box) => `${box} is already filled.`,
    impossible: (points, box, values) =>
      `${points} is not possible in ${box}. Possible: ${values}.`,
    dice: (count) => `Enter ${count} faces from 1 to 6.`,
    face: 'Choose the face of the extra Yahtzee: 1 to 6.',
    joker: (box, allowed) => `The joker rule puts this roll in ${allowed}, not in ${box}.`,
    noExtra: (box) => `An extra ${box} needs the ${box} box filled first.`,
    noExtraRule: (box) =>
      `An extra ${box} scores here like any other roll: enter the dice or the points.`,
    unknownBox: (box) => `There is no box “${box}” on this card.`,
    emptyName: 'A name cannot be empty.',
    nameTooLong: (max) => `A name can have at most ${max} characters.`,
    tooManyPlayers: (max) => `At most ${max} players.`,
    onePlayer: 'A game needs at least one player.',
    playersLocked: 'Players can only be added, removed or moved before the first score.',
    noPlayer: (seat) => `There is no player ${seat}.`,
    nothingToUndo: 'Nothing to undo.',
    boxEmpty: (box) => `${box} is still empty.`,
    laterRefused: (name, box) => `${name}’s later ${box} would no longer be allowed.`,
    columnDown: (next) => `The descending column goes top to bottom: ${next} comes next.`,
    columnUp: (next) => `The ascending column goes bottom to top: ${next} comes next.`,
    firstRoll: (column) =>
      `The ${column} column takes a turn’s first roll only: it closes once the dice are rolled again.`,
    columnNeeded: (columns) => `Choose a column: ${columns}.`,
    unknownColumn: (column) => `There is no column “${column}” on this card.`,
    or: 'or',
  },
  {
    nl: () => import('./nl/problems.js'),
    sv: () => import('./sv/problems.js'),
    de: () => import('./de/problems.js'),
    fr: () => import('./fr/problems.js'),
  },
);

/**
 * A refusal of the game's rules (a turn at the dice aside) in the page's language: what the card can
 * meet, so it carries no roller's refusals. Undefined for the turn's and for setup problems no user
 * action causes (a bad ruleset or option): the element then shows the rules' own message.
 */
export function gameProblemText(lang: Language, problem: RuleProblem): string | undefined {
  const m = problemMessages[lang];
  const n = (value: number | string) =>
    typeof value === 'number' ? formatNumber(lang, value) : value;
  const names = categoryNames[lang] as unknown as Record<string, string | undefined>;
  const box = (category: string) => names[category] ?? category;
  const columns = columnNames[lang] as unknown as Record<string, string | undefined>;
  const column = (id: string) => columns[id] ?? id;
  // A box of a game in columns is named with its column: "Twos (Down)".
  const place = (category: string, at?: string) =>
    at === undefined ? box(category) : `${box(category)} (${column(at)})`;
  switch (problem.code) {
    case 'game-over':
      return m.gameOver;
    case 'unknown-category':
      return m.unknownBox(problem.category);
    case 'box-filled':
      return m.boxFilled(place(problem.category, problem.column));
    case 'column-order':
      return (problem.order === 'down' ? m.columnDown : m.columnUp)(box(problem.next));
    case 'first-roll-only':
      return m.firstRoll(column(problem.column));
    case 'column-needed':
      return m.columnNeeded(formatList(lang, problem.columns.map(column), m.or));
    case 'unknown-column':
      return m.unknownColumn(problem.column);
    case 'impossible-points':
      return m.impossible(
        n(problem.points),
        box(problem.category),
        problem.possible.map(n).join(', '),
      );
    case 'joker-order':
      return m.joker(box(problem.category), formatList(lang, problem.allowed.map(box), m.or));
    case 'bad-dice':
      return m.dice(n(problem.expected));
    case 'bad-face':
      return m.face;
    case 'no-extra-yahtzee':
      return (problem.joker ? m.noExtra : m.noExtraRule)(box(problem.category));
    case 'no-player':
      return m.noPlayer(String(problem.seat));
    case 'too-many-players':
      return m.tooManyPlayers(n(problem.max));
    case 'no-players':
      return m.onePlayer;
    case 'name-not-text':
    case 'name-empty':
      return m.emptyName;
    case 'name-too-long':
      return m.nameTooLong(n(problem.max));
    case 'players-locked':
      return m.playersLocked;
    case 'nothing-to-undo':
      return m.nothingToUndo;
    case 'box-empty':
      return m.boxEmpty(place(problem.category, problem.column));
    case 'correction-breaks-later':
      return m.laterRefused(problem.name, box(problem.category));
  }
  return undefined;
}

/** Any refusal of the rules in the page's language: the game's and the turn's. */
export function problemText(lang: Language, problem: RuleProblem): string | undefined {
  return gameProblemText(lang, problem) ?? turnProblemText(lang, problem);
}

/**
 * Runs a call of the game's rules for the card: a refusal becomes an Error in the page's language,
 * with the RuleError as its cause; anything else passes through.
 */
export function inLanguage<T>(lang: Language, call: () => T): T {
  return refused((problem) => gameProblemText(lang, problem), call);
}
