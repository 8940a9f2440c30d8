// The dice typed by hand, for real dice on the table: a field, a button per face and the extra
// Yahtzee by its face. In the card's later file, or in the all-in-one's first (drawn-early.ts):
// there its controls do nothing until the later file, which brings what they do, has come.
import { html, nothing, type TemplateResult } from 'lit';
import { typedDiceMessages } from '../i18n/typed-dice.js';
import { faces } from '../rules/dice.js';
import { parseDice } from './draft.js';
import { describedBy } from './errors.js';
import { early } from './early.js';
import type { RollInput } from './roll-view.js';
import type { CardText } from './text.js';

/** "Dice (5 numbers, such as 3 3 5 6 6)". */
export const diceLabel = (text: CardText, count: number): string =>
  typedDiceMessages[text.lang].diceLabel(
    text.n(count),
    [3, 3, 5, 6, 6, 2].slice(0, count).join(' '),
  );

/** The dice typed by hand (for real dice on the table), with the face buttons and the extra Yahtzee. */
export function typedDiceView(input: RollInput): TemplateResult {
  const { text, ruleset, draft } = input;
  const on = early.typed;
  // Nothing can be typed before the later file has come.
  const invalid = !!on?.diceInvalid(draft, ruleset.dice);
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
        @input=${on?.onDiceInput}
        @change=${on?.onDiceDone}
        @keydown=${on?.onDiceDone}
      />
    </div>
    ${
      invalid
        ? html`<p part="error" class="error" id="dice-error" role="alert">
            ${on!.problemText(text.lang, { code: 'bad-dice', expected: ruleset.dice })}
          </p>`
        : nothing
    }
    ${facesView(input)} ${input.canExtra ? on?.extraView(input) : nothing}
  `;
}

/** The face buttons: a die at a time, for a phone without its keyboard open. */
function facesView(input: RollInput): TemplateResult {
  const { text, ruleset, draft } = input;
  const words = typedDiceMessages[text.lang];
  const on = early.typed;
  const typed = parseDice(draft.diceText)?.length ?? 0;
  return html`
    <div class="faces">
      ${faces.map(
        (face) =>
          html`<button
            part="button"
            type="button"
            class="face"
            aria-label=${words.addFace(text.n(face))}
            data-face=${face}
            ?disabled=${typed >= ruleset.dice}
            @click=${on?.onFace}
          >
            ${face}
          </button>`,
      )}
      <button
        part="button"
        type="button"
        ?disabled=${draft.diceText === ''}
        @click=${on?.onClearDice}
      >
        ${words.clearDice}
      </button>
    </div>
  `;
}
