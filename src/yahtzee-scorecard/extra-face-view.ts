// An extra Yahtzee known only by its face, beside the dice typed by hand (typed-dice-view.ts):
// drawn only once a Yahtzee is on the sheet, so it comes with the later file.
import { html, nothing, type TemplateResult } from 'lit';
import { faces } from '../rules/dice.js';
import { onExtra, onExtraFace } from './card-handlers.js';
import { extrasText } from './extras-text.js';
import type { RollInput } from './roll-view.js';

/** An extra Yahtzee known only by its face (points written without the dice). */
export function extraView(input: RollInput): TemplateResult {
  const { text, ruleset, draft } = input;
  const words = extrasText(text);
  return html`<div class="extra">
    <label class="check">
      <input type="checkbox" .checked=${draft.extra} @change=${onExtra} />
      ${words.extraYahtzee(text.box(ruleset.fiveOfAKind))}
    </label>
    ${
      draft.extra
        ? html`<label for="extra-face">${words.extraFace}</label>
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
