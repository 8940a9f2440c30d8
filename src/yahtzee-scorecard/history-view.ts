// Every move so far, round by round.
import { html, nothing, type TemplateResult } from 'lit';
import type { Game, Move } from '../rules/game.js';
import type { CardText } from './text.js';

export interface HistoryCallbacks {
  onToggle: (event: Event) => void;
}

/**
 * The history, folded; its moves are drawn only while it is open: a big table's history is
 * hundreds of lines that every entry would otherwise redraw.
 */
export function historyView(
  text: CardText,
  game: Game,
  open: boolean,
  on: HistoryCallbacks,
): TemplateResult | typeof nothing {
  if (game.moves.length === 0) return nothing;
  return html`
    <details class="history" ?open=${open} @toggle=${on.onToggle}>
      <summary>${text.m.historyHeading}</summary>
      ${open ? movesView(text, game) : nothing}
    </details>
  `;
}

function movesView(text: CardText, game: Game): TemplateResult {
  const perRound = game.players.length;
  const rounds: Move[][] = [];
  game.moves.forEach((move, index) => (rounds[Math.floor(index / perRound)] ??= []).push(move));
  return html`
    <ol>
      ${rounds.map(
        (moves, index) =>
          html`<li>
            ${text.m.historyRound(text.n(index + 1))}
            <ul>
              ${moves.map((move) => html`<li>${text.entry(move, game.players)}</li>`)}
            </ul>
          </li>`,
      )}
    </ol>
  `;
}
