// The end of a game: the winners, the standings and New game; and the last game's standings, kept
// on screen until the next game's first score.
import { html, type TemplateResult } from 'lit';
import { standings, type Game, type Standing } from '../rules/game.js';
import { errorLine, type CardError } from './errors.js';
import type { CardText } from './text.js';
import { lowerLevel } from '../internal/heading.js';
import { extrasText } from './extras-text.js';
import { onNewGame, onNextStarter } from './card-handlers.js';

export interface GameOverInput {
  text: CardText;
  game: Game;
  /** A pick made during the game seats the next one: its roll-off chose who begins. */
  picked: boolean;
  nextStarter: number;
  error?: CardError;
}

export function gameOverView(input: GameOverInput): TemplateResult {
  const { text, game } = input;
  const m = extrasText(text);
  const result = standings(game);
  const newGame = html`<button
    part="button primary-button"
    type="button"
    class="new-game"
    @click=${onNewGame}
  >
    ${m.newGame}
  </button>`;
  return html`
    <section class="over" aria-labelledby="over-heading">
      <div role="heading" aria-level=${text.h} id="over-heading">${m.gameOver}</div>
      <p class="winners">${text.winners(game.players, result.winners)}</p>
      <div role="heading" aria-level=${lowerLevel(text.h)}>${m.standingsHeading}</div>
      ${standingsView(text, result.standings)}
      ${
        input.picked
          ? html`<div class="row">${newGame}</div>`
          : html`<div class="row">
              <label for="next-starter">${m.newGameStarter}</label>
              <select part="field" id="next-starter" @change=${onNextStarter}>
                ${game.players.map(
                  (name, seat) =>
                    html`<option value=${seat} ?selected=${seat === input.nextStarter}>
                      ${name}
                    </option>`,
                )}
              </select>
              ${newGame}
            </div>`
      }
      ${errorLine(input.error, 'new-game')}
    </section>
  `;
}

export function lastGameView(text: CardText, game: Game): TemplateResult {
  const result = standings(game);
  return html`<section class="last-game" aria-labelledby="last-game-heading">
    <div role="heading" aria-level=${text.h} id="last-game-heading">
      ${extrasText(text).lastGame}
    </div>
    <p>${text.winners(game.players, result.winners)}</p>
    ${standingsView(text, result.standings)}
  </section>`;
}

/** Highest first; players level on points share a place ("1. Anna: 0, 1. Bram: 0"), the next after them is third. */
function standingsView(text: CardText, list: readonly Standing[]): TemplateResult {
  return html`<ol class="standings">
    ${list.map(
      (standing) =>
        html`<li value=${1 + list.filter((other) => other.total > standing.total).length}>
          ${extrasText(text).standing(text.who(standing.name), text.n(standing.total))}
        </li>`,
    )}
  </ol>`;
}
