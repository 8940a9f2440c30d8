// The dice typed by hand, for real dice on the table: a field, a button per face and the extra
// Yahtzee by its face. A card with a roller folds them away, so they come after the first render.
import { html, nothing, type TemplateResult } from 'lit';
import { gameProblemText } from '../i18n/problems.js';
import { faces } from '../rules/dice.js';
import { parseDice } from './draft.js';
import { diceInvalid } from './typed-draft.js';
import { describedBy } from './errors.js';
import { onClearDice, onDiceInput, onExtra, onExtraFace, onFace } from './card-handlers.js';
import type { RollInput } from './roll-view.js';
import type { CardText } from './text.js';
import { extrasText } from './extras-text.js';

/** "Dice (5 numbers, such as 3 3 5 6 6)". */
export const diceLabel = (text: CardText, count: number): string =>
  extrasText(text).diceLabel(text.n(count), [3, 3, 5, 6, 6, 2].slice(0, count).join(' '));

/** The dice typed by hand (for real dice on the table), with the face buttons and the extra Yahtzee. */
export function typedDiceView(input: RollInput): TemplateResult {
  const { text, ruleset, draft } = input;
  const invalid = diceInvalid(draft, ruleset.dice);
  return html`
    <div class="field">
      <label for="dice">${diceLabel(text, ruleset.dice)}</label>
      <input
        part="field"
        id="dice"
        inputmode="numeric"
        autocomplete="off"
        .value=${draft.diceText}
        aria-invalid=${invalid}
        aria-describedby=${invalid ? 'dice-error' : describedBy(input.error, 'roll')}
        @input=${onDiceInput}
      />
    </div>
    ${
      invalid
        ? html`<p part="error" class="error" id="dice-error" role="alert">
            ${gameProblemText(text.lang, { code: 'bad-dice', expected: ruleset.dice })}
          </p>`
        : nothing
    }
    ${facesView(input)} ${input.canExtra ? extraView(input) : nothing}
  `;
}

/** The face buttons: a die at a time, for a phone without its keyboard open. */
function facesView(input: RollInput): TemplateResult {
  const { text, ruleset, draft } = input;
  const typed = parseDice(draft.diceText)?.length ?? 0;
  return html`
    <div class="faces">
      ${faces.map(
        (face) =>
          html`<button
            part="button"
            type="button"
            class="face"
            aria-label=${extrasText(text).addFace(text.n(face))}
            data-face=${face}
            ?disabled=${typed >= ruleset.dice}
            @click=${onFace}
          >
            ${face}
          </button>`,
      )}
      <button part="button" type="button" ?disabled=${draft.diceText === ''} @click=${onClearDice}>
        ${extrasText(text).clearDice}
      </button>
    </div>
  `;
}

/** An extra Yahtzee known only by its face (points written without the dice). */
function extraView(input: RollInput): TemplateResult {
  const { text, ruleset, draft } = input;
  return html`<div class="extra">
    <label class="check">
      <input type="checkbox" .checked=${draft.extra} @change=${onExtra} />
      ${extrasText(text).extraYahtzee(text.box(ruleset.fiveOfAKind))}
    </label>
    ${
      draft.extra
        ? html`<label for="extra-face">${extrasText(text).extraFace}</label>
            <select part="field" id="extra-face" @change=${onExtraFace}>
              <option value="" ?selected=${!draft.extraFace}>–</option>
              ${faces.map(
                (face) =>
                  html`<option value=${face} ?selected=${draft.extraFace === face}>
                    ${face}
                  </option>`,
              )}
            </select>`
        : nothing
    }
  </div>`;
}
