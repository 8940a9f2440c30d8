// The roller's regions: the row of dice, the counter with the Roll and New turn buttons, and the
// table of what the dice are worth in each box (after-roll.ts); and the whole roller made of them.
import { html, nothing, type TemplateResult } from 'lit';
import type { Adviser } from '../advisor/advice.js';
import { diceRollerMessages } from '../i18n/dice-roller.js';
import { plural, type Language } from '../i18n/index.js';
import { adviceToggle } from '../internal/advice.js';
import { dieFace } from '../internal/die-face.js';
import { noticeTemplate } from '../internal/notice.js';
import type { Ruleset } from '../rules/rulesets.js';
import type { Sheet } from '../rules/sheet.js';
import { canHold, rollsLeft, type Turn, type TurnRules } from '../rules/turn.js';
import type { StorageProblem } from '../storage/store.js';
import { heldDice } from './roller-turn.js';

/** What every region shows: the turn under the roller's rules, in the page's language. */
export interface TurnInput {
  lang: Language;
  turn: Turn;
  rules: TurnRules;
  /** Rolls the turn has saved from earlier turns (included in the rules' rolls). */
  saved: number;
  /** A card names the roller: it writes the roll and ends the turn. */
  linked: boolean;
  /** The card's game is over: no roll, no hold. */
  gameOver: boolean;
}

export interface DiceInput extends TurnInput {
  /** The dice being thrown right now. */
  tumbling: readonly boolean[];
  /** With advice on: the dice worth keeping, and the word that says so. */
  keep?: readonly boolean[];
  keepTag?: string;
}

/** The roller's handlers, by name; each view takes the ones it uses. */
export interface RollerCallbacks {
  /** A die was clicked; its index is in the button's `data-die`. */
  onDieClick: (event: MouseEvent) => void;
  onDiceKeydown: (event: KeyboardEvent) => void;
  onDiceFocusin: (event: FocusEvent) => void;
  onRollClick: (event: MouseEvent) => void;
  onNewTurnClick: () => void;
}

/** The whole roller's handlers: its regions' and its own. */
export interface RollerHandlers extends RollerCallbacks {
  onRollerKeydown: (event: KeyboardEvent) => void;
  onAdviceToggle: () => void;
}

type DiceCallbacks = Pick<RollerCallbacks, 'onDieClick' | 'onDiceKeydown' | 'onDiceFocusin'>;
type ControlsCallbacks = Pick<RollerCallbacks, 'onRollClick' | 'onNewTurnClick'>;

/** The row of dice: one button per die, one tab stop for the row. */
export function diceView(input: DiceInput, on: DiceCallbacks): TemplateResult {
  const { lang, turn, rules, tumbling, keep, keepTag } = input;
  const t = diceRollerMessages[lang];
  const { values, rollNumber } = turn;
  const holdable = canHold(turn, rules) && !input.gameOver;
  return html`<div
    part="dice"
    class="dice"
    role="group"
    aria-label=${t.dice}
    @keydown=${on.onDiceKeydown}
    @focusin=${on.onDiceFocusin}
  >
    ${heldDice(turn, rules).map((isHeld, i) => {
      const face = values[i];
      const shownHeld = rollNumber > 0 && isHeld;
      const kept = keep?.[i];
      return html`<button
        type="button"
        part="die${shownHeld ? ' die-held' : ''}${kept ? ' die-keep' : ''}"
        class="die ${shownHeld ? 'held' : ''} ${tumbling[i] ? 'tumbling' : ''} ${kept ? 'keep' : ''}"
        aria-pressed=${shownHeld}
        aria-disabled=${!holdable}
        aria-label="${t.die(i + 1, face ? t.faces[face] : undefined, shownHeld)}${kept ? `, ${keepTag}` : ''}"
        aria-keyshortcuts=${String(i + 1)}
        data-die=${i}
        data-face=${face ?? ''}
        @click=${on.onDieClick}
      >
        ${dieFace(face)}<span class="held-tag" aria-hidden="true"
          >${shownHeld ? t.heldTag : kept ? keepTag : ''}</span
        >
      </button>`;
    })}
  </div>`;
}

/**
 * "Roll 2 of 3" ("Roll 2 of 5 (2 saved)"), the Roll and New turn buttons (no New turn when
 * linked: writing in the card ends the turn), and the hint for what can be done now.
 */
export function controlsView(input: TurnInput, on: ControlsCallbacks): TemplateResult {
  const { lang, turn, rules, saved, linked, gameOver } = input;
  const { rollNumber } = turn;
  const { rollsPerTurn } = rules;
  const t = diceRollerMessages[lang];
  const rolled = rollNumber > 0;
  const over = rollsLeft(turn, rules) === 0;
  const counter = rolled
    ? t.counter(rollNumber, rollsPerTurn)
    : plural(lang, rollsPerTurn, t.rollsThisTurn);
  // Every hint is there, the one for now shown: the room they take never changes, and nothing
  // below the roller (a card) moves when one comes, goes or changes (56 px on every turn before).
  const shown = gameOver ? 0 : over ? 1 : rolled ? 2 : -1;
  const hints = [t.gameOver, linked ? t.writeInCard : t.lastRollHint, t.holdHint(rules.dice)];
  return html`<p part="counter" class="counter">
      ${saved > 0 ? `${counter} ${plural(lang, saved, t.savedRolls)}` : counter}
    </p>
    <div class="actions">
      <button
        type="button"
        part="button roll-button"
        class="roll"
        aria-keyshortcuts="R"
        ?disabled=${over || gameOver}
        @click=${on.onRollClick}
      >
        ${t.roll}
      </button>
      ${
        rolled && !linked
          ? html`<button
              type="button"
              part="button new-turn-button"
              class="new-turn ${over ? 'suggested' : ''}"
              @click=${on.onNewTurnClick}
            >
              ${t.newTurn}
            </button>`
          : nothing
      }
    </div>
    <div class="hints">
      ${hints.map((hint, i) => html`<p class=${i === shown ? 'hint' : 'room'}>${hint}</p>`)}
    </div>`;
}

/** What the whole roller shows: its regions, the advice, the storage notice and the live region. */
export interface RollerInput extends TurnInput {
  tumbling: readonly boolean[];
  /** Advice is switched on; `adviser` gives it once its module is here, for `sheet`. */
  advice: boolean;
  adviser: Adviser | undefined;
  sheet: Sheet | undefined;
  /** The ruleset whose boxes the preview lists; undefined for no preview. */
  preview: Ruleset | undefined;
  /** What comes after a roll (after-roll.ts), once it has come. */
  later: typeof import('./after-roll.js') | undefined;
  notice: StorageProblem | undefined;
  /** What the live region says of the last action, before the advice. */
  announcement: string;
  /** `heading-level`: "Dice" is a heading at this level; undefined, no heading. */
  level: number | undefined;
}

/** The whole roller: dice, controls, the advice and its toggle, the preview, the notice, the live region. */
export function rollerView(input: RollerInput, on: RollerHandlers): TemplateResult {
  const { lang, turn, rules, tumbling, adviser, preview, linked } = input;
  const left = rollsLeft(turn, rules);
  // Linked, the card's places say the best box after the last roll: each advice is said once.
  const advising = input.advice && (left > 0 || !linked);
  // Advice for the dice once they have landed: what to keep, or after the last roll the box.
  const advice =
    advising && turn.rollNumber && !tumbling.length
      ? adviser?.roll(input.sheet, turn.values, left, lang, turn.held)
      : undefined;
  const shown: DiceInput = { ...input, keep: advice?.keep, keepTag: advice?.keepTag };
  return html`<div part="base" class="base" @keydown=${on.onRollerKeydown}>
    ${input.level ? html`<p part="heading" class="counter" role="heading" aria-level=${input.level}>${diceRollerMessages[lang].dice}</p>` : nothing}
    ${diceView(shown, on)} ${controlsView(shown, on)}
    ${linked ? nothing : adviceToggle(input.advice, diceRollerMessages[lang].advice, on.onAdviceToggle)}
    ${advising ? html`<p part="advice" class="advice">${advice?.text ?? adviser?.status(lang)}</p>` : nothing}
    ${preview && turn.rollNumber > 0 ? input.later?.previewView(lang, preview, turn.values) : nothing}
    ${noticeTemplate(lang, input.notice)}
    <div class="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      ${[input.announcement, advice?.text].filter(Boolean).join('. ')}
    </div>
  </div>`;
}
