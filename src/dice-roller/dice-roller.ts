import { LitElement, type PropertyValues, type TemplateResult } from 'lit';
import type { AfterRollMessages } from '../i18n/after-roll.js';
import { diceRollerMessages } from '../i18n/dice-roller.js';
import { AdviceController, type AdvicePosition } from '../internal/advice.js';
import type { AddListener, DiceRollerEventMap, RemoveListener } from '../events.js';
import { define } from '../internal/define.js';
import { dieFaceStyles } from '../internal/die-face.js';
import { emit } from '../internal/emit.js';
import { headingLevel } from '../internal/heading.js';
import { LanguageController } from '../internal/language.js';
import { LaterPart, withPart } from '../internal/later-part.js';
import { onOffOrUnset } from '../internal/option.js';
import { isFunction, isObject } from '../internal/property-types.js';
import { RovingFocus } from '../internal/roving-focus.js';
import { serverRoot } from '../internal/server-root.js';
import { theme } from '../internal/theme.styles.js';
import { cryptoSource, rollDice, type RandomSource } from '../random/die.js';
import type { Face } from '../rules/dice.js';
import { getRuleset, type Ruleset, type RulesetId } from '../rules/rulesets.js';
import { rollsOnSheet } from '../rules/sheet.js';
import {
  canHold,
  newTurn,
  rollTurn,
  rollsLeft,
  toggleHold,
  type Turn,
  type TurnRules,
} from '../rules/turn.js';
import { StoreController } from '../storage/controller.js';
import { backInView } from './back-in-view.js';
import { styles } from './dice-roller.styles.js';
import { rollerView, type RollerHandlers } from './dice-view.js';
import { previewRuleset, refitTurn } from './roller-options.js';
import { carriedRolls, heldDice, knownRuleset, refusing, turnDetail } from './roller-turn.js';
import {
  isCount,
  turnBounds,
  turnSchema,
  validateTurn,
  type SavedTurn,
  type TurnBounds,
} from './saved-turn.js';
import {
  keyAction,
  rollerRules,
  setHeld,
  setRollNumber,
  setValues,
  type SetResult,
} from './set-turn.js';
import { Tumble } from './tumble.js';

export type {
  DiceChangeDetail,
  DiceHoldDetail,
  DiceNewTurnDetail,
  DiceRollDetail,
} from '../events.js';
// The types of its public properties, for tools that read them from this module.
export type { AdvicePosition, Face, RandomSource, RulesetId };

declare global {
  interface HTMLElementTagNameMap {
    'dice-roller': DiceRoller;
  }
}

// Its listener methods know its events: declared beside the class, since a class body cannot
// overload an inherited method without code.
/* eslint-disable @typescript-eslint/no-unsafe-declaration-merging -- the class's own type */
export interface DiceRoller {
  addEventListener: AddListener<DiceRoller, DiceRollerEventMap>;
  removeEventListener: RemoveListener<DiceRoller, DiceRollerEventMap>;
}

/**
 * A fair roller for the dice of a ruleset (five, six for Maxi Yatzy): hold dice between rolls,
 * the ruleset's rolls a turn (three, plus the rolls saved in Maxi Yatzy), each roll said in
 * words, the turn kept on the device.
 *
 * Roll throws the dice that are not held; after the first roll any die can be held or
 * released (click, Enter, Space, or the number keys 1–5, 1–6 with six dice, while focus is inside), and a die held
 * earlier may be thrown again. The dice are one tab stop: the arrow keys, Home and End move
 * between them. After the last roll, Roll is disabled and holding is off until a new turn. The
 * R key rolls while focus is inside. A double click or a held-down key never uses two rolls.
 *
 * Saved rolls (Maxi Yatzy): the rolls a turn leaves unused carry over to the next turn, and the
 * counter says how many this turn has saved ("Roll 2 of 5 (2 saved)"). On its own the roller
 * counts them for one player; linked to a `<yahtzee-scorecard>`, the card sets `saved` to the
 * saved rolls of the player whose turn it is.
 *
 * Linked mode: a `<yahtzee-scorecard>` that names the roller sets `linked` and `gameOver`. The
 * roller then has no New turn (writing in the card ends the turn), no preview and no Advice
 * toggle (the card's drives `advice`); after the last roll it says to write the roll in the card,
 * and leaves the best box to the card's places. At game over the dice rest until New game.
 * `focus()` lands on Roll when it is enabled, else on the dice.
 *
 * @summary Fair dice with holds and a roll counter (five, six for Maxi Yatzy, with its saved rolls), for a Yahtzee, Yatzy, Kniffel or Maxi Yatzy turn.
 *
 * @attr {string} lang - The language of the text (en, nl, sv, de, fr); else the nearest `lang` above.
 *
 * @event {CustomEvent<DiceRollDetail>} dice-roll - After every roll: `{ values, held, rollNumber, rollsLeft }`.
 * @event {CustomEvent<DiceHoldDetail>} dice-hold - A die was held or released: `{ held }`.
 * @event {CustomEvent<DiceNewTurnDetail>} dice-new-turn - The turn started over: `{}`.
 * @event {CustomEvent<DiceChangeDetail>} dice-change - What the roller shows changed, for any reason
 * (a roll, a hold, a new turn, a value set from code, a restore from storage or from another tab),
 * and as it connects (a card added before it links it then):
 * `{ values, held, rollNumber, rollsLeft }`. Elements that show the roller's dice follow it, so
 * they never keep a copy that can go stale.
 *
 * @csspart base - The wrapper.
 * @csspart dice - The row of dice.
 * @csspart die - Each die button (also `die-held` while held, `die-keep` when advice says keep it).
 * @csspart heading - "Dice", with `heading-level` only.
 * @csspart counter - "Roll 2 of 3".
 * @csspart button - The Roll and New turn buttons.
 * @csspart roll-button - The Roll button.
 * @csspart new-turn-button - The New turn button (none while linked).
 * @csspart preview - The table of what the dice are worth in each box.
 * @csspart advice - The advice: which dice to keep and the expected final score, or its progress.
 * @csspart advice-button - The toggle that switches advice on and off (also `button`; none while linked).
 * @csspart notice - The storage notice.
 *
 * @cssprop [--yw-accent=#1d4ed8] - The Roll button, focus rings (dark: `#8ab4f8`).
 * @cssprop [--yw-on-accent=#fff] - Text on the accent colour (dark: `#0b1020`).
 * @cssprop [--yw-text=CanvasText] - Text colour: the colour scheme's text on `Canvas`; set it with `--yw-surface`.
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
  static override styles = [theme, dieFaceStyles, styles];

  // Lit's table of reactive properties, not decorators: the same properties without the decorator
  // helpers in the bundle. Each is declared, with what it is, below.
  static override properties = {
    dice: { type: Number },
    rolls: { type: Number },
    ruleset: { reflect: true },
    savedRolls: { attribute: 'saved-rolls', converter: onOffOrUnset },
    saved: { type: Number },
    storageKey: { attribute: 'storage-key' },
    preview: { type: Boolean, reflect: true },
    advice: { type: Boolean, reflect: true },
    linked: { type: Boolean, reflect: true },
    gameOver: { attribute: 'game-over', type: Boolean, reflect: true },
    headingLevel: { attribute: 'heading-level', type: Number },
    advicePosition: { attribute: false, accept: isObject },
    random: { attribute: false, accept: isFunction },
    turn: { state: true },
    announcement: { state: true },
  };

  /** How many dice: 5 or 6; left out, the ruleset's. Any other value is the ruleset's, with a console warning. */
  dice: number | undefined;

  /** Rolls allowed per turn, a whole number from 1 to 10; left out (or invalid, with a console warning), the ruleset's. */
  rolls: number | undefined;

  /** The game whose dice, rolls and preview the roller uses: `yahtzee`, `yatzy`, `kniffel` or `maxi-yatzy`. */
  ruleset: RulesetId = 'yahtzee';

  /** Unused rolls carry over to later turns (`saved-rolls`, or `saved-rolls="false"` for off); left out, the ruleset's rule (on in Maxi Yatzy). */
  savedRolls: boolean | undefined;

  /** localStorage key for the turn; rollers with different keys never touch each other. */
  storageKey = 'yahtzee-widgets:dice-roller';

  /** Show what the current dice are worth in each box of the ruleset (five dice only). */
  preview = false;

  /**
   * After each roll, mark the dice worth keeping and say the expected final score of optimal
   * play (one player's own score: see the README's "Advice"); after the last roll, the best box
   * (linked: the card's places say it). Off by default; its toggle lets the user switch it (linked:
   * the card's toggle). The advisor loads only when it is on.
   */
  advice = false;

  /**
   * Shows "Dice" above the dice as a heading at this level, 2 to 6, so the roller has its place
   * in the article's outline. Left out or another value: no heading (the dice are still labelled).
   */
  headingLevel: number | undefined;

  /** Set by a `<yahtzee-scorecard>` that names this roller. */
  linked = false;

  /** The linked card's game is over: Roll is disabled, holding is off and `roll()` throws, until it is set back. */
  gameOver = false;

  /**
   * What advice is for, set by a linked `<yahtzee-scorecard>`: its game's rules and the current
   * player's sheet. Unset: the roller's `ruleset` and an empty sheet. In a game of columns it also
   * limits the turn: one roll when the player has only first-roll boxes left (the Yam's Sèche).
   */
  advicePosition: AdvicePosition | undefined;

  /** The random source, with the shape of `crypto.getRandomValues`; replace it in tests. */
  random: RandomSource = cryptoSource;

  #saved = 0;

  /** @internal */
  private turn: Turn = newTurn(this.#rules);

  /** @internal What the live region says. */
  private announcement = '';

  readonly #language = new LanguageController(this);

  // The first render waits for the page's language file (see LanguageController.whenReady).
  protected override scheduleUpdate(): void | Promise<unknown> {
    return this.#language.whenReady(() => super.scheduleUpdate());
  }
  readonly #storage = new StoreController<SavedTurn>(this, {
    key: () => this.storageKey,
    version: turnSchema,
    // Only a turn these rules can give is restored: another is kept aside.
    validate: (data) => validateTurn(data, this.#bounds),
    restore: (turn) => this.#restore(turn),
  });
  readonly #roving = new RovingFocus(this, {
    items: () => [...this.renderRoot.querySelectorAll<HTMLElement>('button.die')],
    key: (die) => die.dataset.die ?? '',
  });

  // The views get their handlers by name; Lit calls them with the element as `this`.
  readonly #callbacks: RollerHandlers = {
    onDieClick: this.#onDieClick,
    onDiceKeydown: this.#roving.handleKeydown,
    onDiceFocusin: this.#roving.handleFocusin,
    onRollClick: this.#onRollClick,
    onNewTurnClick: this.#onNewTurnClick,
    onRollerKeydown: this.#onKeydown,
    onAdviceToggle: this.#onAdviceClick,
  };

  readonly #tumble = new Tumble(this);
  /**
   * What comes after a roll (after-roll.ts: the preview, the tumble, the words said after a roll):
   * fetched once the roller is drawn, or as soon as a rolled turn is restored or a roll is said.
   */
  readonly #later = new LaterPart(this, () => import('./after-roll.js'));
  readonly #advice = new AdviceController(this, () =>
    this.advice ? (this.advicePosition?.ruleset ?? this.#ruleset) : undefined,
  );
  /** Focus to move once rendered: to New turn, or where `focus()` lands (its options). */
  #focusAfterUpdate: '.new-turn' | FocusOptions | undefined;

  constructor() {
    super();
    // A reload mid-turn lands on the dice.
    backInView(this);
  }

  /** Rolls this turn has saved from earlier turns, on top of the ruleset's (a linked card sets it). */
  get saved(): number {
    // No more than the rules can have saved, however many were set or carried.
    return Math.min(this.#saved, this.#bounds.maxSaved);
  }
  set saved(saved: number) {
    if (!isCount(saved)) {
      console.warn('<dice-roller>: saved must be a whole number, 0 or more; ignored.');
    } else if (saved !== this.#saved) {
      this.#saved = saved;
      // Before the first render the saved turn is still to be read: saving now would overwrite it.
      if (this.hasUpdated) this.#change(this.turn);
    }
  }

  /** The faces showing, one per die; empty before the first roll. */
  get values(): Face[] {
    return [...this.turn.values];
  }
  set values(values: Face[]) {
    this.#set(setValues(this.turn, this.#rules, values));
  }

  /** Which dice are held, one boolean per die. */
  get held(): boolean[] {
    return heldDice(this.turn, this.#rules);
  }
  set held(held: boolean[]) {
    this.#set(setHeld(this.turn, this.#rules, held));
  }

  /** The rolls this turn has left: 0 after its last (one roll in all, with only the Yam's Sèche left). */
  get rollsLeft(): number {
    return rollsLeft(this.turn, this.#rules);
  }

  /** Which roll of the turn the dice show: 0 before the first roll. */
  get rollNumber(): number {
    return this.turn.rollNumber;
  }
  set rollNumber(rollNumber: number) {
    this.#set(setRollNumber(this.turn, this.#rules, rollNumber));
  }

  /**
   * Throws every die that is not held and returns the faces. Emits `dice-roll`.
   * @throws Error after the last roll (call `newTurn()` first) and while `gameOver`, its message in
   * the page's language (in English "No rolls left this turn." and "The game is over: start a new
   * game on the score card.").
   */
  roll(): Face[] {
    this.#refuseAtGameOver();
    if (this.hasUpdated) this.#newGame();
    const rules = this.#rules;
    const turn = refusing(this.#language.value, () =>
      rollTurn(this.turn, rules, (count) => rollDice(count, this.random)),
    );
    this.#change(turn);
    const { rollNumber, values } = turn;
    // The thrown dice tumble; the roll is said when they have landed, so the words match the dice.
    this.#tumble.start(turn.held, () =>
      this.#say((m) => m.announceRoll(rollNumber, rules.rollsPerTurn, values)),
    );
    emit(this, 'dice-roll', turnDetail(turn, rules));
    return [...turn.values];
  }

  /**
   * Holds the die at `index` (0-based) or releases it. Emits `dice-hold`.
   * @throws Error before the first roll, after the last one (holding then changes nothing) and
   * while `gameOver`; RangeError for an index that is not a die. The message is in the page's language.
   */
  toggleHold(index: number): void {
    this.#refuseAtGameOver();
    const turn = refusing(this.#language.value, () => toggleHold(this.turn, this.#rules, index));
    this.#change(turn);
    emit(this, 'dice-hold', { held: [...turn.held] });
  }

  /**
   * Starts the turn over: no dice rolled, none held, every roll available. Emits `dice-new-turn`.
   * `saved`: the rolls the new turn has saved (a card gives the next player's); left out, this
   * turn's unused rolls carry over when the rules save rolls.
   */
  newTurn(saved?: number): void {
    const carried = carriedRolls(this.turn, this.#rules, this.saved, saved);
    if (isCount(carried)) this.#saved = carried;
    this.#change(newTurn(this.#rules));
    this.#tumble.stop();
    // Linked, the card says the write that ended the turn: one sentence, not two.
    this.#say((m) => (this.linked ? '' : m.announceNewTurn));
    emit(this, 'dice-new-turn', {});
  }

  // Waiting for the roller to be drawn includes what comes after its first render.
  protected override async getUpdateComplete(): Promise<boolean> {
    return this.#later.complete(await super.getUpdateComplete(), () => super.getUpdateComplete());
  }

  /** Warns of the options `changed` now that the roller cannot play, once the warnings' file is here. */
  #warn(changed: PropertyValues<this>, rules: TurnRules): void {
    const played = this.#ruleset;
    withPart(this.#later, (later) => {
      for (const warning of later.optionWarnings(this, changed, rules, played))
        console.warn(`<dice-roller>: ${warning}`);
    });
  }

  /** The last thing to say; one said before the words came is dropped when a later one comes first. */
  #said = 0;

  /** The live region says `words` (of after-roll.ts) in the roller's language: now, or once they have come. */
  #say(words: (m: AfterRollMessages) => string): void {
    const said = ++this.#said;
    withPart(this.#later, (later) => {
      if (said === this.#said) this.announcement = words(later.words(this.#language.value));
    });
  }

  /**
   * Dice set from code or another tab are not said (a linked card says its undo), and the live
   * region keeps no roll that is no longer showing.
   */
  #unsay(): void {
    this.#said++;
    this.announcement = '';
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    const rules = this.#rules;
    this.#game ||= this.#gameNow;
    this.#warn(changed, rules);
    // A key set before the element was defined comes in the first update, after the connect read
    // the default one: compared, not only changed.
    if (changed.has('storageKey') && this.#storage.store.key !== this.storageKey) {
      // Another key is another roller: start from what is saved there, or from nothing.
      this.turn = newTurn(rules);
      this.#storage.reconnect();
    } else if (!(this.hasUpdated && this.#newGame())) {
      const refitted = refitTurn(this.turn, rules);
      if (refitted) this.#change(refitted);
    }
  }

  /**
   * Focuses the Roll button when it is enabled, else the dice (the one last focused). A change
   * not drawn yet (a card's `newTurn()` just now) is drawn first.
   */
  override focus(options?: FocusOptions): void {
    if (this.isUpdatePending) {
      this.#focusAfterUpdate = options ?? {};
      return;
    }
    const root = this.renderRoot;
    (
      root.querySelector<HTMLElement>('.roll:enabled') ??
      root.querySelector<HTMLElement>('.die[tabindex="0"]')
    )?.focus(options);
  }

  protected override updated(): void {
    const target = this.#focusAfterUpdate;
    this.#focusAfterUpdate = undefined;
    if (typeof target === 'string') this.renderRoot.querySelector<HTMLElement>(target)?.focus();
    else if (target) this.focus(target);
  }

  // Markup drawn on the server is replaced at the first render (see serverRoot).
  protected override createRenderRoot(): HTMLElement | DocumentFragment {
    return serverRoot(this) ?? super.createRenderRoot();
  }

  protected override render(): TemplateResult {
    return rollerView(
      {
        lang: this.#language.value,
        turn: this.turn,
        rules: this.#rules,
        saved: this.saved,
        linked: this.linked,
        gameOver: this.gameOver,
        tumbling: this.#tumble.dice,
        advice: this.advice,
        adviser: this.#advice.adviser,
        sheet: this.advicePosition?.sheet,
        preview: this.#previewRuleset,
        later: this.#later.value,
        notice: this.#storage.notice,
        announcement: this.announcement,
        level: headingLevel(this.headingLevel),
      },
      this.#callbacks,
    );
  }

  /** The ruleset whose boxes the preview lists, or undefined when there is no preview (linked: the card's places show it). */
  get #previewRuleset(): Ruleset | undefined {
    return this.preview && !this.linked
      ? previewRuleset(this.ruleset, this.#rules.dice)
      : undefined;
  }

  /** The rules the shown turn was played under, as `#gameNow` gives them. */
  #game = '';

  /**
   * Another game (ruleset, saved rolls) starts its own turn: no dice, and no rolls saved under the
   * old rules. At the next update, or at once when a roll comes first.
   */
  #newGame(): boolean {
    if (this.#game === this.#gameNow) return false;
    this.#saved = 0;
    this.#change(newTurn(this.#rules));
    return true;
  }

  get #gameNow(): string {
    return `${this.ruleset} ${this.savedRolls}`;
  }

  /** The game played: the ruleset with the table's saved-rolls choice; an unknown one plays Yahtzee's dice. */
  get #ruleset(): Ruleset {
    return knownRuleset(this.ruleset, this.savedRolls) ?? getRuleset('yahtzee');
  }

  /** What a turn of this roller can be: its dice, its rolls before any saved, and the most it saves. */
  get #bounds(): TurnBounds {
    const ruleset = this.#ruleset;
    return turnBounds(ruleset, rollerRules(ruleset, this.dice, this.rolls, 0));
  }

  /**
   * The turn's rules: the ruleset's dice and rolls, unless the dice and rolls attributes say
   * otherwise (an invalid value counts as the ruleset's), and the rolls saved from earlier turns.
   */
  get #rules(): TurnRules {
    const rules = rollerRules(this.#ruleset, this.dice, this.rolls, this.saved);
    const at = this.advicePosition;
    try {
      // The card's player has only first-roll boxes left (the Yam's Sèche): a turn of one roll.
      if (at)
        return { ...rules, rollsPerTurn: rollsOnSheet(at.ruleset, at.sheet, rules.rollsPerTurn) };
    } catch {
      // A position no card gave (set from code, not a sheet of its rules): the roller's own rules.
    }
    return rules;
  }

  /** At game over the dice rest until the card's New game. */
  #refuseAtGameOver(): void {
    if (this.gameOver) throw new Error(diceRollerMessages[this.#language.value].gameOver);
  }

  /** A value set from code: applied, or ignored with a console warning saying why. */
  #set(next: SetResult): void {
    if ('refused' in next) console.warn(`<dice-roller>: ${next.refused}; ignored.`);
    else {
      this.#change(next);
      this.#unsay();
    }
  }

  /** Every change of the turn is saved at once, with the rolls saved from earlier turns. */
  #change(turn: Turn): void {
    this.#game = this.#gameNow;
    this.turn = turn;
    const saved = this.saved;
    this.#storage.save(saved ? { ...turn, saved } : turn);
    this.#changed();
  }

  // A card names its roller by id and follows its dice-change: a roller added after its card (a
  // single-page app) says what it shows as it connects, restored or not, and is linked at once.
  override connectedCallback(): void {
    this.#connecting = true;
    super.connectedCallback();
    this.#connecting = false;
    this.#changed();
  }
  #connecting = false;

  // Others that show these dice (a linked card) learn of every change, a restore included.
  #changed(): void {
    emit(this, 'dice-change', turnDetail(this.turn, this.#rules));
  }

  /** A turn from storage (this tab's or another's): shown, not saved again, no events. */
  #restore(turn: SavedTurn): void {
    this.#tumble.stop();
    // Checked against these rules as it was read. A turn saved before rolls were saved has none.
    const { saved = 0, ...shown } = turn;
    this.#saved = saved;
    this.#game = this.#gameNow;
    this.turn = shown;
    this.#unsay();
    // A rolled turn may show its preview: what draws it is fetched now.
    if (shown.rollNumber > 0) void this.#later.load();
    if (!this.#connecting) this.#changed();
  }

  /** A roll asked for by the user: a bounce (double click, key repeat) never uses a second roll. */
  #userRoll(): void {
    if (this.gameOver || this.#tumble.bouncing || rollsLeft(this.turn, this.#rules) === 0) return;
    const focusWasOnRoll = this.shadowRoot?.activeElement?.matches('.roll') ?? false;
    this.roll();
    // The Roll button is disabled after the last roll: focus goes to New turn, or linked (there
    // is none) to the dice.
    if (focusWasOnRoll && rollsLeft(this.turn, this.#rules) === 0) {
      this.#focusAfterUpdate = this.linked ? {} : '.new-turn';
    }
  }

  /** A hold asked for by the user: a die that cannot be held now just stays as it is. */
  #userHold(index: number): void {
    if (canHold(this.turn, this.#rules) && !this.gameOver) this.toggleHold(index);
  }

  #onRollClick(event: MouseEvent): void {
    // detail counts the clicks of a double or triple click: only the first one rolls.
    if (event.detail > 1) return;
    this.#userRoll();
  }

  #onAdviceClick(): void {
    this.advice = !this.advice;
  }

  #onNewTurnClick(): void {
    this.newTurn();
    // The New turn button disappears with the new turn: focus goes to Roll.
    this.focus();
  }

  #onDieClick(event: MouseEvent): void {
    // A double click counts once: holding and at once releasing a die helps nobody.
    if (event.detail > 1) return;
    this.#userHold(Number((event.currentTarget as HTMLElement).dataset.die));
  }

  #onKeydown(event: KeyboardEvent): void {
    const action = keyAction(event, this.#rules.dice);
    // A key the roller does not use goes on untouched (a linked card takes "S" to its places).
    if (!action || (action === 'roll' && this.gameOver)) return;
    event.preventDefault();
    if (action === 'roll') this.#userRoll();
    else if (typeof action === 'object') this.#userHold(action.hold);
  }
}

define('dice-roller', DiceRoller);
