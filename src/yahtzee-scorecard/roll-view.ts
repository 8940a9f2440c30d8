// The roll being written: the linked roller's as it is now, or dice typed by hand, and every box
// it may go into with its points.
import { html, nothing, type TemplateResult } from 'lit';
import type { ScoreAdvice } from '../advisor/advice.js';
import type { Dice } from '../rules/dice.js';
import type { Ruleset } from '../rules/rulesets.js';
import type { Placement } from '../rules/sheet.js';
import type { EntryDraft } from './draft.js';
import { errorLine, type CardError } from './errors.js';
import type { RollerRoll } from './links.js';
import type { CardText } from './text.js';
import { lowerLevel } from '../internal/heading.js';
import { early } from './early.js';

export interface RollInput {
  text: CardText;
  ruleset: Ruleset;
  /** A roller is linked: typed dice are the second way, folded away. */
  linked: boolean;
  rollerRoll?: RollerRoll;
  draft: EntryDraft;
  /** An extra Yahtzee may be entered by its face now. */
  canExtra: boolean;
  /** Where the roll on offer may go; undefined while there is none. */
  placements?: readonly Placement[];
  /** The dice the placements are for (none for an extra Yahtzee by its face). */
  dice?: Dice;
  /** With advice on: every box's expected final total, and the sentence (or the progress). */
  advice?: ScoreAdvice;
  adviceText?: string;
  error?: CardError;
  /** What the last write put on the sheet, with its Undo (the later file's line), while no new roll is on offer. */
  written?: TemplateResult;
}

export interface RollCallbacks {
  onPlace: (event: Event) => void;
  onPlacesKeydown: (event: KeyboardEvent) => void;
}

export function rollView(input: RollInput, on: RollCallbacks): TemplateResult {
  const { text, rollerRoll } = input;
  return html`
    <section class="roll" aria-labelledby="roll-heading">
      <div
        role="heading"
        aria-level=${text.h}
        id="roll-heading"
        tabindex="-1"
        class=${rollerRoll ? 'offered' : ''}
        data-dice=${rollerRoll ? rollerRoll.dice.join(' ') : nothing}
        data-roll-number=${rollerRoll ? rollerRoll.rollNumber : nothing}
      >
        ${
          // One heading whatever it says: focused before an entry, it stays through the update.
          rollerRoll
            ? text.m.rollerRoll(text.n(rollerRoll.rollNumber), rollerRoll.dice.join(' '))
            : text.m.rollHeading
        }
      </div>
      ${input.placements ? nothing : input.written}
      ${
        rollerRoll
          ? nothing
          : input.linked
            ? html`<p class="roll-hint">${text.m.rollerWaiting}</p>
                <details class="type-dice">
                  <summary>${text.m.typeDice}</summary>
                  ${early.typedDice?.(input)}
                </details>`
            : early.typedDice?.(input)
      }
      ${input.placements ? placementsView(input, input.placements, on) : nothing}
      ${input.adviceText === undefined ? nothing : html`<p part="advice" class="advice">${input.adviceText}</p>`}
      ${errorLine(input.error, 'roll')}
    </section>
  `;
}

function placementsView(
  input: RollInput,
  placements: readonly Placement[],
  on: RollCallbacks,
): TemplateResult {
  const { text, advice } = input;
  if (placements.length === 0) return html`<p>${text.m.noPlacements}</p>`;
  return html`<div role="heading" aria-level=${lowerLevel(text.h)} class="visually-hidden">
      ${text.m.placementsHeading}
    </div>
    <ul class="placements" @keydown=${on.onPlacesKeydown}>
      ${placements.map((placement) => {
        const choice = advice?.boxes.find((box) => box.category === placement.category);
        return html`<li>
          <button
            part="button primary-button"
            type="button"
            class="place ${placement.points + placement.bonus === 0 ? 'zero' : ''} ${advice?.best === placement.category ? 'best' : ''}"
            data-place=${placement.category}
            data-points=${placement.points}
            data-bonus=${placement.bonus}
            data-dice=${input.dice?.join(' ') ?? ''}
            @click=${on.onPlace}
          >
            ${text.m.placement(
              text.box(placement.category),
              text.n(placement.points),
              text.bonus(placement.bonus),
            )}
            ${choice ? html`<span class="expected">${choice.text}</span>` : nothing}
          </button>
        </li>`;
      })}
    </ul>`;
}
