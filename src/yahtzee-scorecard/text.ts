// The card's words for one render: box names, numbers, moves and winners in the page's language.
import { categoryNames } from '../i18n/categories.js';
import { formatList, formatNumber, type Language } from '../i18n/index.js';
import {
  yahtzeeScorecardMessages,
  type YahtzeeScorecardMessages,
} from '../i18n/yahtzee-scorecard.js';
import type { Move } from '../rules/game.js';
import type { CategoryId } from '../rules/rulesets.js';

export interface CardText {
  readonly lang: Language;
  readonly m: YahtzeeScorecardMessages;
  n(value: number): string;
  box(category: CategoryId): string;
  /** " + 100 bonus", or nothing without a bonus. */
  bonus(points: number): string;
  /** "Anna: 12 in Threes + 100 bonus", as the history lists a move. */
  entry(move: Move, players: readonly string[]): string;
  /** "Undone: Anna, 12 in Threes." */
  undone(move: Move, players: readonly string[]): string;
  winners(players: readonly string[], seats: readonly number[]): string;
}

export function cardText(lang: Language): CardText {
  const m = yahtzeeScorecardMessages[lang];
  const n = (value: number) => formatNumber(lang, value);
  const box = (category: CategoryId) => categoryNames[lang][category];
  const bonus = (points: number) => (points > 0 ? m.bonusSuffix(n(points)) : '');
  return {
    lang,
    m,
    n,
    box,
    bonus,
    entry: (move, players) =>
      m.historyEntry(players[move.player]!, n(move.points), box(move.category), bonus(move.bonus)),
    undone: (move, players) =>
      m.undone(players[move.player]!, n(move.points), box(move.category), bonus(move.bonus)),
    winners: (players, seats) =>
      m.winners(
        formatList(
          lang,
          seats.map((seat) => players[seat]!),
        ),
        seats.length,
      ),
  };
}
