// Every move so far, round by round.
import { html, nothing, type TemplateResult } from 'lit';
import type { Game, Move } from '../rules/game.js';
import type { CardText } from './text.js';

export function historyView(text: CardText, game: Game): TemplateResult | typeof nothing {
  if (game.moves.length === 0) return nothing;
  const perRound = game.players.length;
  const rounds: Move[][] = [];
  game.moves.forEach((move, index) => (rounds[Math.floor(index / perRound)] ??= []).push(move));
  return html`
    <details class="history">
      <summary>${text.m.historyHeading}</summary>
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
    </details>
  `;
}
