// Every move so far, round by round.
import { html, nothing, type TemplateResult } from 'lit';
import type { Game } from '../rules/game.js';
import type { CardText } from './text.js';
import { extrasText } from './extras-text.js';
import { onHistoryToggle } from './card-handlers.js';

/**
 * The history, folded; its moves are drawn only while it is open: a big table's history is
 * hundreds of lines that every entry would otherwise redraw.
 */
export function historyView(
  text: CardText,
  game: Game,
  open: boolean,
): TemplateResult | typeof nothing {
  if (game.moves.length === 0) return nothing;
  return html`
    <details class="history" ?open=${open} @toggle=${onHistoryToggle}>
      <summary>${extrasText(text).historyHeading}</summary>
      ${open ? movesView(text, game) : nothing}
    </details>
  `;
}

function movesView(text: CardText, game: Game): TemplateResult {
  const perRound = game.players.length;
  const rounds: string[][] = [];
  const fixes = game.corrections ?? [];
  game.moves.forEach((move, index) => {
    const round = (rounds[Math.floor(index / perRound)] ??= []);
    round.push(text.entry(move, game.players));
    // Each correction of this entry, oldest first: "Anna: Ones changed from 2 to 3".
    fixes.forEach(({ move: at, was }, i) => {
      if (at !== index) return;
      const then = fixes.slice(i + 1).find((later) => later.move === at)?.was ?? move;
      const { n, box, who } = text;
      round.push(
        text.m.corrected(
          who(game.players[was.player]!),
          box(was.category),
          n(was.points),
          n(then.points),
        ),
      );
    });
  });
  return html`
    <ol>
      ${rounds.map(
        (moves, index) =>
          html`<li>
            ${extrasText(text).historyRound(text.n(index + 1))}
            <ul>
              ${moves.map((line) => html`<li>${line}</li>`)}
            </ul>
          </li>`,
      )}
    </ol>
  `;
}
