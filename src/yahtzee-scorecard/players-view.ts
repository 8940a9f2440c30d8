// The players: renamed at any time; added, removed, moved and the starter chosen before the first score.
import { html, nothing, type TemplateResult } from 'lit';
import { maxNameLength, type Game } from '../rules/game.js';
import { describedBy, errorLine, type CardError } from './errors.js';
import type { CardText } from './text.js';
import { extrasText } from './extras-text.js';
import * as on from './card-handlers.js';
import { groupName } from './group-name.js';

export interface PlayersInput {
  text: CardText;
  game: Game;
  newPlayerName: string;
  /** The list's own live region: the focus moves with a change, but says nothing of it. */
  said: string;
  error?: CardError;
  /** The list is unfolded (its `toggle`): after the first score its rows are drawn only then. */
  open: boolean;
}

export function playersView(input: PlayersInput): TemplateResult {
  const { text, game, error } = input;
  const m = extrasText(text);
  const unlocked = game.moves.length === 0;
  // Open before the first score, below the sheet and out of view as a card is first drawn: its
  // rows are laid out and painted only as they come near the view, in the room they take until
  // then (a row 6rem, less the last gap). Not once unfolded by a tap: in view then, they would
  // come a frame after the tap.
  const nearViewOnly = unlocked
    ? `content-visibility:auto;contain-intrinsic-block-size:auto ${6 * game.players.length - 0.5}rem`
    : '';
  return html`
    <details class="players" ?open=${unlocked} @toggle=${on.onPlayersToggle}>
      <summary>${m.playersHeading}</summary>
      ${
        // Folded after the first score, its rows are drawn only while open: at a big table they
        // are hundreds of elements every entry would redraw.
        unlocked || input.open
          ? html`<ol .style=${nearViewOnly}>
              ${game.players.map(
                (name, seat) =>
                  html`<li>
                    <div class="name-line">
                      <label for="name-${seat}">${m.nameLabel(text.n(seat + 1))}</label>
                      ${unlocked ? starterChoice(input, name, seat) : nothing}
                    </div>
                    <div class="row">
                      <input
                        part="field"
                        id="name-${seat}"
                        data-seat=${seat}
                        .value=${name}
                        maxlength=${maxNameLength}
                        aria-describedby=${describedBy(error, `name-${seat}`)}
                        @change=${on.onRename}
                      />
                      ${unlocked ? seatControls(input, name, seat) : nothing}
                    </div>
                    ${errorLine(error, `name-${seat}`)}
                  </li>`,
              )}
            </ol>`
          : nothing
      }
      ${
        unlocked
          ? html`<div class="row">
              <label for="new-player">${m.newPlayerLabel}</label>
              <input
                part="field"
                id="new-player"
                .value=${input.newPlayerName}
                maxlength=${maxNameLength}
                aria-describedby=${describedBy(error, 'players')}
                @input=${on.onNewName}
                @keydown=${on.onNewNameKeydown}
              />
              <button part="button" type="button" class="add" @click=${on.onAdd}>${m.add}</button>
            </div>`
          : nothing
      }
      ${errorLine(error, 'players')}
      <p class="visually-hidden" role="status">${input.said}</p>
    </details>
  `;
}

function seatControls(input: PlayersInput, name: string, seat: number): TemplateResult {
  const m = extrasText(input.text);
  const count = input.game.players.length;
  return html`<button
      part="button"
      type="button"
      aria-label=${m.moveLeft(name)}
      data-seat=${seat}
      data-to=${seat - 1}
      ?disabled=${seat === 0}
      @click=${on.onMove}
    >
      ←
    </button>
    <button
      part="button"
      type="button"
      aria-label=${m.moveRight(name)}
      data-seat=${seat}
      data-to=${seat + 1}
      ?disabled=${seat === count - 1}
      @click=${on.onMove}
    >
      →
    </button>
    <button
      part="button"
      type="button"
      aria-label=${m.remove(name)}
      data-seat=${seat}
      ?disabled=${count === 1}
      @click=${on.onRemove}
    >
      ✕
    </button>`;
}

/**
 * "Begins": on the name's line, so that a row is two lines at a phone's width, not three. Named
 * "Anna begins" for a screen reader, which arrows through the radios without their rows.
 */
function starterChoice(input: PlayersInput, name: string, seat: number): TemplateResult {
  const words = extrasText(input.text);
  return html`<label class="check">
    <input
      type="radio"
      name=${groupName('starter')}
      aria-label=${words.beginsName(name)}
      data-seat=${seat}
      .checked=${seat === input.game.starter}
      @change=${on.onStarter}
    />
    ${words.begins}
  </label>`;
}
