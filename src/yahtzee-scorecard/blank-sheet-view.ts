// "Print a blank sheet": how many columns, and the button.
import { html, type TemplateResult } from 'lit';
import { playerLimits } from '../rules/players.js';
import type { CardText } from './text.js';
import { extrasText } from './extras-text.js';

export interface BlankSheetCallbacks {
  onBlankCount: (event: Event) => void;
  onPrintBlank: () => void;
}

export function blankSheetView(
  text: CardText,
  count: number,
  on: BlankSheetCallbacks,
): TemplateResult {
  return html`
    <div class="row blank-controls">
      <label for="blank-count">${extrasText(text).blankPlayers}</label>
      <input
        part="field"
        id="blank-count"
        type="number"
        min="1"
        max=${playerLimits.maxPlayers}
        .value=${count}
        @change=${on.onBlankCount}
      />
      <button part="button" type="button" class="print-blank" @click=${on.onPrintBlank}>
        ${extrasText(text).printBlank}
      </button>
    </div>
  `;
}
