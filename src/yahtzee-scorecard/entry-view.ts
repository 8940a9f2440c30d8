// The panel of one open box, opened under it: write the roll, choose points, or scratch.
import { html, nothing, type TemplateResult } from 'lit';
import type { Dice } from '../rules/dice.js';
import { currentPlayer, rulesetOf, sheetOf, type Game } from '../rules/game.js';
import type { CategoryId } from '../rules/rulesets.js';
import { possibleScores } from '../rules/scoring.js';
import type { Placement } from '../rules/sheet.js';
import { describedBy, errorLine, type CardError } from './errors.js';
import type { CardText } from './text.js';
import { diceLabel } from './typed-dice-view.js';
import { extrasText } from './extras-text.js';
import type { EntryDraft } from './draft.js';
import {
  onCancel,
  onEntryKeydown,
  onPoints,
  onFixDiceKeydown,
  onScratch,
  onWriteDice,
  onWritePoints,
} from './card-handlers.js';
import type { RollCallbacks } from './roll-view.js';

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

/** The panel of the box open in `draft`, if any: the current player's entry, or a correction. */
export function entryPanel(
  text: CardText,
  game: Game,
  { selected: category, seat, selectedPoints, column }: EntryDraft,
  placements: readonly Placement[] | undefined,
  dice: Dice | undefined,
  error: CardError | undefined,
  on: RollCallbacks,
): TemplateResult | undefined {
  if (!category) return undefined;
  const ruleset = rulesetOf(game);
  const option = placements?.find((placement) => placement.category === category);
  const fixing = seat !== undefined;
  return entryView(
    {
      text,
      name: game.players[fixing ? seat : currentPlayer(game)]!,
      category,
      // One way to write 0: Scratch. The roll's button and the list offer only points.
      scores: !fixing && option && option.points + option.bonus > 0 ? option : undefined,
      dice,
      values: possibleScores(ruleset, category).filter((value) => value > 0),
      selectedPoints,
      error,
      ...(fixing && {
        // In a game of several columns, the box of the panel's column.
        now: (column ? sheetOf(game, seat).columns?.[column] : sheetOf(game, seat))?.scores[
          category
        ],
        diceCount: ruleset.dice,
      }),
    },
    on,
  );
}

/** `on.onPlace` writes the roll, as the roll's own places do. */
function entryView(input: EntryInput, on: RollCallbacks): TemplateResult {
  const { text, scores } = input;
  const m = extrasText(text);
  const { n } = text;
  return html`
    <section class="entry" aria-labelledby="entry-heading" @keydown=${onEntryKeydown}>
      <div role="heading" aria-level=${text.h} id="entry-heading" tabindex="-1">
        ${
          input.now === undefined
            ? m.entryHeading(text.who(input.name), text.box(input.category))
            : m.changeHeading(text.who(input.name), text.box(input.category), n(input.now))
        }
      </div>
      ${
        scores
          ? html`<button
              part="button primary-button"
              type="button"
              class="write-roll"
              data-place=${input.category}
              data-dice=${input.dice?.join(' ') ?? ''}
              @click=${on.onPlace}
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
            @change=${onPoints}
          >
            <option value="" ?selected=${input.selectedPoints === ''}>–</option>
            ${input.values.map(
              (value) =>
                html`<option value=${value} ?selected=${input.selectedPoints === String(value)}>
                  ${n(value)}
                </option>`,
            )}
          </select>
          <button part="button" type="button" class="write-points" @click=${onWritePoints}>
            ${m.write}
          </button>
        </div>
      </div>
      ${
        input.diceCount
          ? html`<div class="field">
              <label for="fix-dice">${diceLabel(text, input.diceCount)}</label>
              <div class="row">
                <input
                  part="field"
                  id="fix-dice"
                  inputmode="numeric"
                  autocomplete="off"
                  enterkeyhint="done"
                  aria-describedby=${describedBy(input.error, 'entry')}
                  @keydown=${onFixDiceKeydown}
                />
                <button part="button" type="button" class="write-dice" @click=${onWriteDice}>
                  ${m.writeDice}
                </button>
              </div>
            </div>`
          : nothing
      }
      <div class="row">
        <button part="button" type="button" class="scratch" @click=${onScratch}>
          ${m.scratch}
        </button>
        <button part="button" type="button" class="cancel" @click=${onCancel}>${m.cancel}</button>
      </div>
      ${errorLine(input.error, 'entry')}
    </section>
  `;
}
