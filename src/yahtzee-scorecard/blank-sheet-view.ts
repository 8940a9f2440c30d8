// "Print a blank sheet": how many columns, and the button; and the sheet itself while it prints.
import { html, nothing, type TemplateResult } from 'lit';
import { rulesetOf, type Game } from '../rules/game.js';
import { playerLimits } from '../rules/players.js';
import { sheetView, type SheetCallbacks } from './sheet-view.js';
import type { CardText } from './text.js';
import { extrasText } from './extras-text.js';
import { onBlankCount, onPrintBlank } from './card-handlers.js';

export function blankSheetView(
  text: CardText,
  game: Game,
  count: number,
  printing: boolean,
): TemplateResult {
  // A blank sheet's boxes and default names have no control: no callback is called.
  const none = {} as SheetCallbacks;
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
        @change=${onBlankCount}
      />
      <button part="button" type="button" class="print-blank" @click=${onPrintBlank}>
        ${extrasText(text).printBlank}
      </button>
    </div>
    ${
      printing
        ? sheetView(
            {
              text,
              game,
              ruleset: rulesetOf(game),
              blankPlayers: count,
              player: -1,
              winners: [],
              preview: new Map(),
              fullNames: new Set(),
            },
            none,
          )
        : nothing
    }
  `;
}
