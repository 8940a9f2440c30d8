import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import { categoryNames } from '../i18n/categories.js';
import { common, storageNotice } from '../i18n/common.js';
import { diceRollerMessages } from '../i18n/dice-roller.js';
import { formatNumber, type Language } from '../i18n/index.js';
import { define } from '../internal/define.js';
import { dieFace } from '../internal/die-face.js';
import { emit } from '../internal/emit.js';
import { LanguageController } from '../internal/language.js';
import { prefersReducedMotion } from '../internal/motion.js';
import { cryptoSource, rollDice, type RandomSource } from '../random/die.js';
import { isFace, type Face } from '../rules/dice.js';
import { getRuleset, type Ruleset } from '../rules/rulesets.js';
import { scoreDice } from '../rules/scoring.js';
import { StoreController } from '../storage/controller.js';
import { styles } from './dice-roller.styles.js';

export interface DiceRollDetail {
  /** The faces after this roll, one per die. */
  values: Face[];
  /** Which dice were held (kept their faces) in this roll. */
  held: boolean[];
  /** 1 for the first roll of the turn. */
  rollNumber: number;
  /** Rolls still allowed this turn. */
  rollsLeft: number;
}

export interface DiceHoldDetail {
  /** Which dice are held now, one per die. */
  held: boolean[];
}

/** `dice-new-turn` carries no data: the turn starts over with no roll. */
export type DiceNewTurnDetail = Record<string, never>;

/** What the roller shows now, after any change: a roll, a hold, a new turn, a restore, a set from code. */
export interface DiceChangeDetail {
  /** The faces showing; empty before the first roll. */
  values: Face[];
  held: boolean[];
  /** 0 before the first roll. */
  rollNumber: number;
  rollsLeft: number;
}

declare global {
  interface GlobalEventHandlersEventMap {
    'dice-roll': CustomEvent<DiceRollDetail>;
    'dice-hold': CustomEvent<DiceHoldDetail>;
    'dice-new-turn': CustomEvent<DiceNewTurnDetail>;
    'dice-change': CustomEvent<DiceChangeDetail>;
  }
  interface HTMLElementTagNameMap {
    'dice-roller': DiceRoller;
  }
}

/** One turn, as kept on screen and in storage. */
interface Turn {
  /** Empty before the first roll, else one face per die. */
  values: Face[];
  /** One per die. */
  held: boolean[];
  /** 0 before the first roll. */
  rollNumber: number;
}

/** Bump when the saved shape of a turn changes: older saves are then kept aside, not misread. */
const turnSchema = 1;
const defaultDice = 5;
const defaultRolls = 3;
const maxRolls = 10;
const animationMs = 400;
/** Even without the animation, a second press this soon after a roll is taken as a bounce. */
const bounceMs = 250;

function validateTurn(data: unknown): Turn {
  const turn = data as Partial<Turn> | null;
  if (typeof turn !== 'object' || turn === null) throw new Error('A turn must be an object');
  const { values, held, rollNumber } = turn;
  if (!Array.isArray(values) || !values.every(isFace) || ![0, 5, 6].includes(values.length)) {
    throw new Error('values must be 0, 5 or 6 faces');
  }
  if (!Array.isArray(held) || !held.every((h) => typeof h === 'boolean')) {
    throw new Error('held must be booleans');
  }
  if (values.length > 0 && held.length !== values.length) {
    throw new Error('held must have one entry per die');
  }
  if (typeof rollNumber !== 'number' || !Number.isInteger(rollNumber) || rollNumber < 0) {
    throw new Error('rollNumber must be a whole number, 0 or more');
  }
  if ((rollNumber === 0) !== (values.length === 0)) {
    throw new Error('values are empty exactly before the first roll');
  }
  return { values: [...values], held: [...held], rollNumber };
}

function rulesetOrUndefined(id: string): Ruleset | undefined {
  try {
    return getRuleset(id);
  } catch {
    return undefined;
  }
}

/**
 * A fair roller for five dice (six for Maxi Yatzy): hold dice between rolls, at most three
 * rolls a turn, each roll said in words, the turn kept on the device.
 *
 * Roll throws the dice that are not held; after the first roll any die can be held or
 * released (click, Enter, Space, or the number keys 1–5 while focus is inside), and a die held
 * earlier may be thrown again. After the last roll, Roll is disabled and holding is off until
 * a new turn. The R key rolls while focus is inside. A double click or a held-down key never
 * uses two rolls.
 *
 * @summary Five fair dice with holds and a roll counter, for a Yahtzee or Yatzy turn.
 *
 * @attr {string} lang - The language of the text (en, nl, sv, de, fr); else the nearest `lang` above.
 *
 * @event dice-roll - After every roll. `detail`: `{ values, held, rollNumber, rollsLeft }`.
 * @event dice-hold - A die was held or released. `detail`: `{ held }`.
 * @event dice-new-turn - The turn started over. `detail`: `{}`.
 * @event dice-change - What the roller shows changed, for any reason (a roll, a hold, a new turn, a
 * value set from code, a restore from storage or from another tab): `{ values, held, rollNumber, rollsLeft }`.
 * Elements that show the roller's dice follow it, so they never keep a copy that can go stale.
 *
 * @csspart base - The wrapper.
 * @csspart dice - The row of dice.
 * @csspart die - Each die button (also `die-held` while held).
 * @csspart counter - "Roll 2 of 3".
 * @csspart button - The Roll and New turn buttons.
 * @csspart roll-button - The Roll button.
 * @csspart new-turn-button - The New turn button.
 * @csspart preview - The table of what the dice are worth in each box.
 * @csspart notice - The storage notice.
 *
 * @cssprop [--yw-accent=#1d4ed8] - The Roll button, focus rings (dark: `#8ab4f8`).
 * @cssprop [--yw-on-accent=#fff] - Text on the accent colour (dark: `#0b1020`).
 * @cssprop [--yw-text=currentColor] - Text colour: the page's own (dark: `CanvasText`).
 * @cssprop [--yw-surface=Canvas] - Background of the element (`Canvas` follows the colour scheme).
 * @cssprop [--yw-border=GrayText] - Outline of a die, lines of the preview.
 * @cssprop [--yw-radius=0.5rem] - Corner radius of the buttons.
 * @cssprop [--yw-error=#b3261e] - The storage notice (dark: `#f2b8b5`).
 * @cssprop [--yw-die-size=clamp(38px, 11vw, 64px)] - Width and height of a die.
 * @cssprop [--yw-die-face=#fffdf8] - Face colour of a die.
 * @cssprop [--yw-die-pip=#1b1b1b] - Pip colour.
 * @cssprop [--yw-die-held=#f6c945] - Colour around a held die.
 */
export class DiceRoller extends LitElement {
  static override styles = styles;

  /** How many dice: 5, or 6 for Maxi Yatzy. Any other value falls back to 5 with a console warning. */
  @property({ type: Number }) dice = defaultDice;

  /** Rolls allowed per turn (a whole number from 1 to 10; else 3 with a console warning). */
  @property({ type: Number }) rolls = defaultRolls;

  /** The rules for the preview: `yahtzee` or `yatzy`. */
  @property({ reflect: true }) ruleset = 'yahtzee';

  /** localStorage key for the turn; rollers with different keys never touch each other. */
  @property({ attribute: 'storage-key' }) storageKey = 'yahtzee-widgets:dice-roller';

  /** Show what the current dice are worth in each box of the ruleset (five dice only). */
  @property({ type: Boolean, reflect: true }) preview = false;

  /** The random source, with the shape of `crypto.getRandomValues`; replace it in tests. */
  @property({ attribute: false }) random: RandomSource = cryptoSource;

  /** @internal */
  @state() private turn: Turn = { values: [], held: [], rollNumber: 0 };

  /** @internal Dice being thrown right now, for the animation. */
  @state() private tumbling: boolean[] = [];

  /** @internal What the live region says. */
  @state() private announcement = '';

  @query('.roll') private rollButton?: HTMLButtonElement;
  @query('.new-turn') private newTurnButton?: HTMLButtonElement;

  private readonly language = new LanguageController(this);
  private readonly storage = new StoreController<Turn>(this, {
    key: () => this.storageKey,
    version: turnSchema,
    validate: validateTurn,
    restore: (turn) => this.restore(turn),
    // A turn is defined by the latest action: ours, made here just now, wins.
    onConflict: 'ours',
  });

  private bounceUntil = 0;
  private tumbleTimer: ReturnType<typeof setTimeout> | undefined;
  private focusAfterUpdate: 'roll' | 'new-turn' | undefined;

  /** The faces showing, one per die; empty before the first roll. */
  get values(): Face[] {
    return [...this.turn.values];
  }
  set values(values: Face[]) {
    if (
      !Array.isArray(values) ||
      !(values.length === 0 || values.length === this.diceCount) ||
      !values.every(isFace)
    ) {
      console.warn(
        `<dice-roller>: values must be empty or ${this.diceCount} faces from 1 to 6; ignored.`,
      );
      return;
    }
    const rollNumber = values.length === 0 ? 0 : Math.max(1, this.turn.rollNumber);
    this.change({
      values: [...values],
      held: rollNumber === 0 ? this.noneHeld() : this.heldOrNone(),
      rollNumber,
    });
  }

  /** Which dice are held, one boolean per die. */
  get held(): boolean[] {
    return this.heldOrNone();
  }
  set held(held: boolean[]) {
    if (
      !Array.isArray(held) ||
      held.length !== this.diceCount ||
      !held.every((h) => typeof h === 'boolean')
    ) {
      console.warn(`<dice-roller>: held must be ${this.diceCount} booleans; ignored.`);
      return;
    }
    this.change({ ...this.turn, held: [...held] });
  }

  /** Which roll of the turn the dice show: 0 before the first roll. */
  get rollNumber(): number {
    return this.turn.rollNumber;
  }
  set rollNumber(rollNumber: number) {
    if (!Number.isInteger(rollNumber) || rollNumber < 0 || rollNumber > this.rollsPerTurn) {
      console.warn(
        `<dice-roller>: rollNumber must be a whole number from 0 to ${this.rollsPerTurn}; ignored.`,
      );
      return;
    }
    if (rollNumber === 0) this.change(this.freshTurn());
    else if (this.turn.values.length === 0) {
      console.warn('<dice-roller>: set values before a rollNumber above 0; ignored.');
    } else this.change({ ...this.turn, rollNumber });
  }

  /**
   * Throws every die that is not held and returns the faces. Emits `dice-roll`.
   * @throws Error "No rolls left this turn" after the last roll: call `newTurn()` first.
   */
  roll(): Face[] {
    const rollsLeft = this.rollsPerTurn - this.turn.rollNumber;
    if (rollsLeft <= 0) throw new Error('No rolls left this turn');
    const first = this.turn.rollNumber === 0;
    const held = first ? this.noneHeld() : this.heldOrNone();
    const thrown = rollDice(held.filter((h) => !h).length, this.random);
    const values = held.map((h, i) => (h ? this.turn.values[i]! : thrown.shift()!));
    const rollNumber = this.turn.rollNumber + 1;
    this.change({ values, held, rollNumber });
    this.startTumble(held.map((h) => !h));
    emit(this, 'dice-roll', {
      values: [...values],
      held: [...held],
      rollNumber,
      rollsLeft: this.rollsPerTurn - rollNumber,
    });
    return [...values];
  }

  /**
   * Holds the die at `index` (0-based) or releases it. Emits `dice-hold`.
   * @throws Error before the first roll and after the last one (holding then changes nothing);
   * RangeError for an index that is not a die.
   */
  toggleHold(index: number): void {
    if (!Number.isInteger(index) || index < 0 || index >= this.diceCount) {
      throw new RangeError(
        `There is no die ${String(index)}: dice are numbered 0 to ${this.diceCount - 1}`,
      );
    }
    if (this.turn.rollNumber === 0)
      throw new Error('Roll first: dice can be held after the first roll');
    if (this.turn.rollNumber >= this.rollsPerTurn) {
      throw new Error('No rolls left this turn: holding a die changes nothing');
    }
    const held = this.heldOrNone();
    held[index] = !held[index];
    this.change({ ...this.turn, held });
    emit(this, 'dice-hold', { held: [...held] });
  }

  /** Starts the turn over: no dice rolled, none held, every roll available. Emits `dice-new-turn`. */
  newTurn(): void {
    this.change(this.freshTurn());
    this.stopAnimation();
    this.announcement = diceRollerMessages[this.language.value].announceNewTurn;
    emit(this, 'dice-new-turn', {});
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.stopAnimation();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('dice') && this.dice !== 5 && this.dice !== 6) {
      console.warn(
        `<dice-roller>: dice="${this.getAttribute('dice') ?? String(this.dice)}" is not 5 or 6; using 5.`,
      );
    }
    if (changed.has('rolls') && this.rollsPerTurn !== this.rolls) {
      console.warn(
        `<dice-roller>: rolls="${this.getAttribute('rolls') ?? String(this.rolls)}" is not a whole number from 1 to ${maxRolls}; using 3.`,
      );
    }
    if (changed.has('ruleset') && !rulesetOrUndefined(this.ruleset)) {
      console.warn(`<dice-roller>: unknown ruleset "${this.ruleset}"; no preview.`);
    }
    if (this.hasUpdated && changed.has('storageKey')) {
      // Another key is another roller: start from what is saved there, or from nothing.
      this.turn = this.freshTurn();
      this.storage.reconnect();
    } else if (this.turn.values.length > 0 && this.turn.values.length !== this.diceCount) {
      // The dice attribute changed mid-turn: those dice no longer fit.
      this.change(this.freshTurn());
    } else if (this.turn.rollNumber > this.rollsPerTurn) {
      this.change({ ...this.turn, rollNumber: this.rollsPerTurn });
    }
  }

  protected override updated(): void {
    const target =
      this.focusAfterUpdate === 'roll'
        ? this.rollButton
        : this.focusAfterUpdate === 'new-turn'
          ? this.newTurnButton
          : undefined;
    this.focusAfterUpdate = undefined;
    target?.focus();
  }

  protected override render(): TemplateResult {
    const lang = this.language.value;
    const t = diceRollerMessages[lang];
    const { values, rollNumber } = this.turn;
    const held = this.heldOrNone();
    const rolls = this.rollsPerTurn;
    const rolled = rollNumber > 0;
    const over = rollNumber >= rolls;
    const canHold = rolled && !over;
    return html`<div part="base" class="base" @keydown=${this.onKeydown}>
      <div part="dice" class="dice" role="group" aria-label=${t.dice}>
        ${held.map((isHeld, i) => {
          const face = values[i];
          const shownHeld = rolled && isHeld;
          return html`<button
            type="button"
            part=${shownHeld ? 'die die-held' : 'die'}
            class="die ${shownHeld ? 'held' : ''} ${this.tumbling[i] ? 'tumbling' : ''}"
            aria-pressed=${shownHeld ? 'true' : 'false'}
            aria-disabled=${canHold ? 'false' : 'true'}
            aria-label=${t.die(i + 1, face ? common[lang].faces[face] : undefined, shownHeld)}
            aria-keyshortcuts=${String(i + 1)}
            data-face=${face ?? ''}
            @click=${(event: MouseEvent) => this.onDieClick(event, i)}
          >
            ${dieFace(face)}<span class="held-tag" aria-hidden="true"
              >${shownHeld ? t.heldTag : ''}</span
            >
          </button>`;
        })}
      </div>
      <p part="counter" class="counter">
        ${rolled ? t.counter(rollNumber, rolls) : t.rollsThisTurn(rolls)}
      </p>
      <div class="actions">
        <button
          type="button"
          part="button roll-button"
          class="roll"
          aria-keyshortcuts="R"
          ?disabled=${over}
          @click=${this.onRollClick}
        >
          ${t.roll}
        </button>
        ${
          rolled
            ? html`<button
                type="button"
                part="button new-turn-button"
                class="new-turn ${over ? 'suggested' : ''}"
                @click=${this.onNewTurnClick}
              >
                ${t.newTurn}
              </button>`
            : nothing
        }
      </div>
      ${canHold ? html`<p class="hint">${t.holdHint(this.diceCount)}</p>` : nothing}
      ${over ? html`<p class="hint">${t.lastRollHint}</p>` : nothing} ${this.renderPreview(lang)}
      ${this.renderNotice(lang)}
      <div class="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        ${this.announcement}
      </div>
    </div>`;
  }

  private renderPreview(lang: Language): TemplateResult | typeof nothing {
    const ruleset = this.previewRuleset;
    if (!ruleset || this.turn.rollNumber === 0) return nothing;
    const t = diceRollerMessages[lang];
    const dice = this.turn.values;
    return html`<table part="preview" class="preview">
      <caption>
        ${t.previewCaption}
      </caption>
      <thead>
        <tr>
          <th scope="col">${t.previewBox}</th>
          <th scope="col">${t.previewPoints}</th>
        </tr>
      </thead>
      <tbody>
        ${ruleset.categories.map((category) => {
          const points = scoreDice(ruleset, category, dice);
          return html`<tr class=${points === 0 ? 'zero' : ''} data-category=${category}>
            <th scope="row">${categoryNames[lang][category]}</th>
            <td>${formatNumber(lang, points)}</td>
          </tr>`;
        })}
      </tbody>
    </table>`;
  }

  private renderNotice(lang: Language): TemplateResult | typeof nothing {
    const notice = this.storage.notice;
    return notice
      ? html`<p part="notice" class="notice" role="status">${storageNotice(lang, notice)}</p>`
      : nothing;
  }

  /** The ruleset whose boxes the preview lists, or undefined when there is no preview. */
  private get previewRuleset(): Ruleset | undefined {
    if (!this.preview) return undefined;
    const ruleset = rulesetOrUndefined(this.ruleset);
    // The rules score five dice: with six (Maxi) the boxes would be wrong.
    return ruleset?.dice === this.diceCount ? ruleset : undefined;
  }

  private get diceCount(): 5 | 6 {
    return this.dice === 6 ? 6 : 5;
  }

  private get rollsPerTurn(): number {
    const rolls = this.rolls;
    return Number.isInteger(rolls) && rolls >= 1 && rolls <= maxRolls ? rolls : defaultRolls;
  }

  private noneHeld(): boolean[] {
    return Array.from({ length: this.diceCount }, () => false);
  }

  private heldOrNone(): boolean[] {
    const { held } = this.turn;
    return held.length === this.diceCount ? [...held] : this.noneHeld();
  }

  private freshTurn(): Turn {
    return { values: [], held: this.noneHeld(), rollNumber: 0 };
  }

  /** Every change of the turn is saved at once. */
  private change(turn: Turn): void {
    this.turn = turn;
    this.storage.save(turn);
    this.changed();
  }

  // Others that show these dice (a linked card) learn of every change, a restore included.
  private changed(): void {
    const { values, rollNumber } = this.turn;
    emit(this, 'dice-change', {
      values: [...values],
      held: this.heldOrNone(),
      rollNumber,
      rollsLeft: this.rollsPerTurn - rollNumber,
    });
  }

  /** A turn from storage (this tab's or another's): shown, not saved again, no events. */
  private restore(turn: Turn): void {
    this.stopAnimation();
    if (turn.values.length !== 0 && turn.values.length !== this.diceCount) {
      this.turn = this.freshTurn();
    } else {
      const held = turn.held.length === this.diceCount ? turn.held : this.noneHeld();
      this.turn = {
        values: turn.values,
        held,
        rollNumber: Math.min(turn.rollNumber, this.rollsPerTurn),
      };
    }
    this.changed();
  }

  private startTumble(thrown: boolean[]): void {
    const lang = this.language.value;
    const say = diceRollerMessages[lang].announceRoll(
      this.turn.rollNumber,
      this.rollsPerTurn,
      this.turn.values,
    );
    this.stopAnimation();
    if (prefersReducedMotion()) {
      this.bounceUntil = performance.now() + bounceMs;
      this.announcement = say;
      return;
    }
    this.bounceUntil = performance.now() + animationMs;
    this.tumbling = thrown;
    // Say the roll when the dice have landed, so the words match what is shown.
    this.tumbleTimer = setTimeout(() => {
      this.tumbleTimer = undefined;
      this.tumbling = [];
      this.announcement = say;
    }, animationMs);
  }

  private stopAnimation(): void {
    if (this.tumbleTimer !== undefined) clearTimeout(this.tumbleTimer);
    this.tumbleTimer = undefined;
    this.tumbling = [];
  }

  /** A roll asked for by the user: a bounce (double click, key repeat) never uses a second roll. */
  private userRoll(): void {
    if (performance.now() < this.bounceUntil) return;
    if (this.turn.rollNumber >= this.rollsPerTurn) return;
    const focusWasOnRoll = this.shadowRoot?.activeElement === this.rollButton;
    this.roll();
    // The Roll button is disabled after the last roll: do not leave focus on it.
    if (focusWasOnRoll && this.turn.rollNumber >= this.rollsPerTurn)
      this.focusAfterUpdate = 'new-turn';
  }

  private onRollClick(event: MouseEvent): void {
    // detail counts the clicks of a double or triple click: only the first one rolls.
    if (event.detail > 1) return;
    this.userRoll();
  }

  private onNewTurnClick(): void {
    this.newTurn();
    // The New turn button disappears with the new turn: focus goes to Roll.
    this.focusAfterUpdate = 'roll';
  }

  private onDieClick(event: MouseEvent, index: number): void {
    // A double click counts once: holding and at once releasing a die helps nobody.
    if (event.detail > 1) return;
    if (this.canHold) this.toggleHold(index);
  }

  private get canHold(): boolean {
    return this.turn.rollNumber > 0 && this.turn.rollNumber < this.rollsPerTurn;
  }

  private onKeydown(event: KeyboardEvent): void {
    if (event.repeat) {
      // A held-down Enter would click the focused button (Roll, a die) again and again.
      if (event.key === 'Enter' || event.key === ' ') event.preventDefault();
      return;
    }
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'r' || event.key === 'R') {
      event.preventDefault();
      this.userRoll();
      return;
    }
    const position = Number(event.key);
    if (Number.isInteger(position) && position >= 1 && position <= this.diceCount) {
      event.preventDefault();
      if (this.canHold) this.toggleHold(position - 1);
    }
  }
}

define('dice-roller', DiceRoller);
