// The panel of one open box, opened under it: write the roll, choose points, or scratch.
import { html, nothing, type TemplateResult } from 'lit';
import type { Dice } from '../rules/dice.js';
import type { CategoryId } from '../rules/rulesets.js';
import type { Placement } from '../rules/sheet.js';
import { describedBy, errorLine, type CardError } from './errors.js';
import type { CardText } from './text.js';
import { diceLabel } from './typed-dice-view.js';
import { extrasText } from './extras-text.js';

export interface EntryInput {
  text: CardText;
  /** The player whose turn it is. */
  name: string;
  category: CategoryId;
  /** The roll on offer, where it scores in this box (one way to write 0: Scratch). */
  scores?: Placement;
  dice?: Dice;
  /** The points this box can hold, 0 left out. */
  values: readonly number[];
  selectedPoints: string;
  error?: CardError;
  /** A correction: the box's score now, and the dice of the game (they may be typed instead). */
  now?: number;
  diceCount?: number;
}

export interface EntryCallbacks {
  onKeydown: (event: KeyboardEvent) => void;
  onWriteRoll: (event: Event) => void;
  onPoints: (event: Event) => void;
  onWritePoints: () => void;
  onScratch: () => void;
  onWriteDice: () => void;
  onCancel: () => void;
}

export function entryView(input: EntryInput, on: EntryCallbacks): TemplateResult {
  const { text, scores } = input;
  const m = extrasText(text);
  const { n } = text;
  return html`
    <section class="entry" aria-labelledby="entry-heading" @keydown=${on.onKeydown}>
      <h3 id="entry-heading" tabindex="-1">
        ${
          input.now === undefined
            ? m.entryHeading(input.name, text.box(input.category))
            : m.changeHeading(input.name, text.box(input.category), n(input.now))
        }
      </h3>
      ${
        scores
          ? html`<button
              part="button primary-button"
              type="button"
              class="write-roll"
              data-place=${input.category}
              data-dice=${input.dice?.join(' ') ?? ''}
              @click=${on.onWriteRoll}
            >
              ${m.writeRoll(n(scores.points), text.bonus(scores.bonus))}
            </button>`
          : nothing
      }
      <div class="field">
        <label for="points">${m.pointsLabel}</label>
        <div class="row">
          <select
            part="field"
            id="points"
            aria-describedby=${describedBy(input.error, 'entry')}
            @change=${on.onPoints}
          >
            <option value="" ?selected=${input.selectedPoints === ''}>–</option>
            ${input.values.map(
              (value) =>
                html`<option value=${value} ?selected=${input.selectedPoints === String(value)}>
                  ${n(value)}
                </option>`,
            )}
          </select>
          <button part="button" type="button" class="write-points" @click=${on.onWritePoints}>
            ${m.write}
          </button>
        </div>
      </div>
      ${
        input.diceCount
          ? html`<div class="field">
              <label for="fix-dice">${diceLabel(text, input.diceCount)}</label>
              <div class="row">
                <input part="field" id="fix-dice" inputmode="numeric" autocomplete="off" />
                <button part="button" type="button" class="write-dice" @click=${on.onWriteDice}>
                  ${m.writeDice}
                </button>
              </div>
            </div>`
          : nothing
      }
      <div class="row">
        <button part="button" type="button" class="scratch" @click=${on.onScratch}>
          ${m.scratch}
        </button>
        <button part="button" type="button" class="cancel" @click=${on.onCancel}>
          ${m.cancel}
        </button>
      </div>
      ${errorLine(input.error, 'entry')}
    </section>
  `;
}
