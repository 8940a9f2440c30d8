// The card's words for one render: box names, numbers, moves and winners in the page's language.
import { categoryNames } from '../i18n/categories.js';
import { formatList, formatNumber, isolated, type Language } from '../i18n/index.js';
import {
  yahtzeeScorecardMessages,
  type YahtzeeScorecardMessages,
} from '../i18n/yahtzee-scorecard.js';
import { currentPlayer, type Game, type Move } from '../rules/game.js';
import type { CategoryId } from '../rules/rulesets.js';

export interface CardText {
  readonly lang: Language;
  readonly m: YahtzeeScorecardMessages;
  /** The level of the card's top headings (`heading-level`, else 3); those under them are one lower. */
  readonly h: number;
  n(value: number): string;
  /** A player's name in a sentence: set apart from it, for a right-to-left name. */
  who(name: string): string;
  /** A box's name; with a column (a game of several), "Chance (Sèche)". */
  box(category: CategoryId, column?: string): string;
  /** " + 100 bonus", or nothing without a bonus. */
  bonus(points: number): string;
  /** "Anna: 12 in Threes + 100 bonus", as the history lists a move. */
  entry(move: Move, players: readonly string[]): string;
  /** "Undone: Anna, 12 in Threes." */
  undone(move: Move, players: readonly string[]): string;
  /** What the live region says after an undo: the move undone, and that it is that player's turn again. */
  undoneTurn(move: Move, players: readonly string[]): string;
  /** What it says after an entry: the last move, then whose turn it is, or the winners once `winners` is given. */
  played(game: Game, winners: readonly number[] | undefined): string;
  winners(players: readonly string[], seats: readonly number[]): string;
}

/**
 * The column names of a game in columns, by the page's language: set by the later file, which has
 * them and which such a game's sheet needs anyway.
 */
export const columnWords: { name?: (lang: Language, column: string) => string } = {};

export function cardText(lang: Language, h = 3): CardText {
  const m = yahtzeeScorecardMessages[lang];
  const n = (value: number) => formatNumber(lang, value);
  // "Chance (Sèche)": in a game of columns a move's box names its column.
  const box = (category: CategoryId, column?: string) => {
    const name = categoryNames[lang][category];
    return column && columnWords.name ? `${name} (${columnWords.name(lang, column)})` : name;
  };
  const bonus = (points: number) => (points > 0 ? m.bonusSuffix(n(points)) : '');
  const who = (seat: number, players: readonly string[]) => isolated(players[seat]!);
  const entry = (move: Move, players: readonly string[]) =>
    m.historyEntry(
      who(move.player, players),
      n(move.points),
      box(move.category, move.column),
      bonus(move.bonus),
    );
  const undone = (move: Move, players: readonly string[]) =>
    m.undone(
      who(move.player, players),
      n(move.points),
      box(move.category, move.column),
      bonus(move.bonus),
    );
  const winners = (players: readonly string[], seats: readonly number[]) =>
    m.winners(
      formatList(
        lang,
        seats.map((seat) => players[seat]!),
        m.and,
      ),
      seats.length,
    );
  return {
    lang,
    h,
    m,
    n,
    who: isolated,
    box,
    bonus,
    entry,
    undone,
    winners,
    undoneTurn: (move, players) =>
      `${undone(move, players)} ${m.announceTurn(players[move.player]!)}`,
    played: (game, seats) =>
      `${entry(game.moves.at(-1)!, game.players)}. ${
        seats
          ? `${m.gameOver}. ${winners(game.players, seats)}`
          : m.announceTurn(game.players[currentPlayer(game)]!)
      }`,
  };
}
