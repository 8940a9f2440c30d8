import {
  LitElement,
  html,
  nothing,
  type PropertyDeclarations,
  type PropertyValues,
  type TemplateResult,
} from 'lit';
import { keyed } from 'lit/directives/keyed.js';
import { live } from 'lit/directives/live.js';
import type { FirstPlayerPickedDetail } from '../events.js';
import { defaultPlayer } from '../i18n/default-player.js';
import { firstPlayerPickerMessages } from '../i18n/first-player-picker.js';
import { formatNumber } from '../i18n/index.js';
import type { AddListener, FirstPlayerPickerEventMap, RemoveListener } from '../events.js';
import { define } from '../internal/define.js';
import { emit } from '../internal/emit.js';
import { LanguageController } from '../internal/language.js';
import { LaterPart } from '../internal/later-part.js';
import { prefersReducedMotion } from '../internal/motion.js';
import { noticeTemplate } from '../internal/notice.js';
import { isFunction } from '../internal/property-types.js';
import { serverRoot } from '../internal/server-root.js';
import { headingLevel } from '../internal/heading.js';
import { theme } from '../internal/theme.styles.js';
import { cryptoSource, rollDice, type RandomSource } from '../random/die.js';
import type { Face } from '../rules/dice.js';
import { clockwiseOrder, rollOff, rollOffDice, type RollOffMethod } from '../rules/first-player.js';
import {
  cleanName,
  parsePlayers,
  playerLimits,
  type ParsedPlayers,
  type PlayersProblem,
} from '../rules/players.js';
import { StoreController } from '../storage/controller.js';
import { styles } from './first-player-picker.styles.js';
import {
  copyDetail,
  pickSchema,
  sum,
  validateSaved,
  type PickRecord,
  type SavedPicker,
} from './saved-pick.js';

export type { FirstPlayerPickedDetail, FirstPlayerRoll } from '../events.js';
// The types of its public properties, for tools that read them from this module.
export type { RandomSource, RollOffMethod };

declare global {
  interface HTMLElementTagNameMap {
    'first-player-picker': FirstPlayerPicker;
  }
}

// Its listener methods know its events: declared beside the class, since a class body cannot
// overload an inherited method without code.
/* eslint-disable @typescript-eslint/no-unsafe-declaration-merging -- the class's own type */
export interface FirstPlayerPicker {
  addEventListener: AddListener<FirstPlayerPicker, FirstPlayerPickerEventMap>;
  removeEventListener: RemoveListener<FirstPlayerPicker, FirstPlayerPickerEventMap>;
}

/**
 * Decides who begins the way the rulebook does: everyone rolls one die, the highest begins,
 * those who tie for highest roll again; then shows the order of play, clockwise.
 *
 * @tagname first-player-picker
 * @summary Who begins: a roll-off for a number of players or a list of names, with the order of play.
 *
 * @attr {string} lang - The language of the text (en, nl, sv, de, fr); else the nearest `lang` above.
 *
 * @event {CustomEvent<FirstPlayerPickedDetail>} first-player-picked - After a pick: `{ players, rounds, starter, order }`.
 *
 * @csspart base - The wrapper around everything.
 * @csspart field - The text field.
 * @csspart button - The button that picks.
 * @csspart error - The message under the field when its text cannot be read as players.
 * @csspart notice - The message when the browser storage cannot be used.
 * @csspart result - The roll-off and the order of play.
 * @csspart round - One round of the roll-off.
 * @csspart die - One die.
 * @csspart starter - The sentence that names who begins.
 * @csspart order - The ordered list of players, clockwise from the starter.
 *
 * @cssprop [--yw-accent=#1d4ed8] - The button, the starter's highlight, focus rings (dark: `#8ab4f8`).
 * @cssprop [--yw-on-accent=#fff] - Text on the accent colour (dark: `#0b1020`).
 * @cssprop [--yw-text=CanvasText] - Text colour: the colour scheme's text on `Canvas`; set it with `--yw-surface`.
 * @cssprop [--yw-surface=Canvas] - Background of the element, its field and its rounds (`Canvas` follows the colour scheme).
 * @cssprop [--yw-border=GrayText] - Borders of the field, the rounds and the dice.
 * @cssprop [--yw-radius=0.5rem] - Corner radius of the field, the button and the dice.
 * @cssprop [--yw-error=#b3261e] - The error message and the invalid field's border (dark: `#f2b8b5`).
 * @cssprop [--yw-die-face=#fffdf8] - Face colour of a die.
 * @cssprop [--yw-die-pip=#1b1b1b] - Pip colour.
 */
export class FirstPlayerPicker extends LitElement {
  static override styles = [theme, styles];

  // Lit's table of reactive properties, not decorators: the same properties without the decorator
  // helpers in the bundle. Each is declared, with what it is, below.
  static override properties: PropertyDeclarations = {
    // First: properties set before the element was defined are set again in this order, at the
    // first update, and the players' setter saves under the key.
    storageKey: { attribute: 'storage-key' },
    players: {},
    method: {},
    headingLevel: { attribute: 'heading-level', type: Number },
    random: { attribute: false, accept: isFunction },
    typed: { state: true },
    problem: { state: true },
    result: { state: true },
    fresh: { state: true },
    pickNumber: { state: true },
  };

  /**
   * A number of players, or their names separated by commas: set, it fills the text field; read,
   * it is the field's text (as typed, restored or set).
   */
  get players(): string {
    return this.#input;
  }
  set players(value: string) {
    const old = this.#input;
    this.#players = value ?? '';
    // Once the saved state is read, setting the players from code or the attribute replaces the field's text.
    if (this.#loaded) {
      this.typed = undefined;
      this.problem = null;
      // Not under another key: one set before the element was defined is read at its first update.
      if (this.#storage.store.key === this.storageKey) this.#persist();
    }
    this.requestUpdate('players', old);
  }

  /** How each player rolls: `one-die` (the 2016 rulebook) or `five-dice` (the older rulebook: the highest total begins). */
  method: RollOffMethod = 'one-die';

  /** The localStorage key under which the last input and result are kept. */
  storageKey = 'yahtzee-widgets:first-player-picker';

  /**
   * Makes the result's "Roll-off" and "Order of play" headings at this level, 2 to 6, in the
   * article's outline. Left out or another value: they are not headings.
   */
  headingLevel: number | undefined;

  /** A function shaped like `crypto.getRandomValues` that supplies the dice; for tests. */
  random: RandomSource = cryptoSource;

  /** @internal The field's text once typed, restored or replaced; until then the `players` attribute's. */
  private typed: string | undefined;
  /** @internal */
  private problem: PlayersProblem | null = null;
  /** @internal */
  private result: PickRecord | null = null;
  /** @internal Only a pick made here animates and is announced; a restored one is just shown. */
  private fresh = false;
  /** @internal */
  private pickNumber = 0;

  #players = '';
  /** True once the storage has been read: from then on the `players` attribute no longer seeds the field. */
  #loaded = false;
  readonly #language = new LanguageController(this);
  /**
   * The result's view, words and looks (result-view.ts): fetched once the picker is drawn, or as
   * soon as a saved pick is restored, so that it is drawn right after the field, if not with it.
   */
  readonly #view = new LaterPart(this, () => import('./result-view.js'));

  // The first render waits for the page's language file (see LanguageController.whenReady).
  protected override scheduleUpdate(): void | Promise<unknown> {
    return this.#language.whenReady(() => super.scheduleUpdate());
  }
  readonly #storage = new StoreController<SavedPicker>(this, {
    key: () => this.storageKey,
    version: pickSchema,
    validate: validateSaved,
    restore: (saved) => this.#restore(saved),
  });

  get #input(): string {
    return this.typed ?? this.#players;
  }

  override connectedCallback(): void {
    super.connectedCallback(); // the storage controller restores what is saved
    this.#loaded = true;
  }

  // Waiting for the picker to be drawn includes the result's view, which comes after the first render.
  protected override async getUpdateComplete(): Promise<boolean> {
    return this.#view.complete(await super.getUpdateComplete(), () => super.getUpdateComplete());
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('storageKey') && this.#storage.store.key !== this.storageKey) {
      // Another key is another picker: what is saved there, or the players attribute and no result.
      this.typed = undefined;
      this.result = null;
      this.problem = null;
      this.fresh = false;
      this.#storage.reconnect();
    }
  }

  /**
   * Holds the roll-off for the players in the field. Returns the result and emits
   * `first-player-picked`; with text that cannot be read as players, shows why and returns `null`.
   */
  pick(): FirstPlayerPickedDetail | null {
    const parsed = this.#parse();
    if ('problem' in parsed) {
      this.problem = parsed;
      // The last result does not answer what the field now says: it goes, on screen and in storage.
      this.result = null;
      this.#persist();
      return null;
    }
    this.problem = null;
    const names = parsed.names;
    const diceEach = rollOffDice[this.method] ?? rollOffDice['one-die'];
    const source = this.random ?? cryptoSource;
    const rolled: Face[][] = [];
    const { rounds, starter } = rollOff(names.length, () => {
      const faces = rollDice(diceEach, source);
      rolled.push(faces);
      return sum(faces);
    });
    // rollOff asks round by round, seat by seat: the faces come back in that order.
    let next = 0;
    const record: PickRecord = {
      detail: {
        players: names,
        rounds: rounds.map((round) =>
          round.map(({ seat, roll }) => ({ player: names[seat]!, roll })),
        ),
        starter: names[starter]!,
        order: clockwiseOrder(names.length, starter).map((seat) => names[seat]!),
      },
      faces: rounds.map((round) => round.map(() => rolled[next++]!)),
    };
    this.result = record;
    this.fresh = true;
    this.pickNumber++;
    this.#persist();
    emit(this, 'first-player-picked', copyDetail(record.detail));
    return copyDetail(record.detail);
  }

  /** The field's text read as players, with the one name policy. */
  #parse(): ParsedPlayers {
    return parsePlayers(
      this.#input,
      (seat) => defaultPlayer(this.#language.value, seat),
      playerLimits,
    );
  }

  /**
   * The name when the field holds a single one, neither a count nor a list: "Anna Bram" is one
   * player, worth a word about commas. A count gives a default name and a list has a comma, so
   * either way the name read differs from the text typed.
   */
  #singleName(): string | undefined {
    const parsed = this.#parse();
    if (!('names' in parsed) || parsed.names.length !== 1) return undefined;
    const [name] = parsed.names;
    return name === cleanName(this.#input) ? name : undefined;
  }

  /** Saved state (this tab's on connect, or another tab's): shown, not announced. */
  #restore(saved: SavedPicker): void {
    // An error still fits the text it was about (the element was only moved).
    if (saved.input !== this.#input) this.problem = null;
    this.typed = saved.input;
    this.result = saved.result;
    this.fresh = false;
    if (saved.result) void this.#view.load();
  }

  #persist(): void {
    this.#storage.save({ input: this.#input, result: this.result });
  }

  #onInput(event: InputEvent): void {
    this.typed = (event.target as HTMLInputElement).value;
    this.problem = null;
    this.#persist();
  }

  #onPickClick(): void {
    this.pick();
  }

  // No <form>: a sandboxed iframe without allow-forms blocks submit, and CMS pages embed such frames.
  #onFieldKeydown(event: KeyboardEvent): void {
    if (event.key !== 'Enter' || event.isComposing) return;
    event.preventDefault();
    // A held-down Enter repeats: one pick per press.
    if (!event.repeat) this.pick();
  }

  // Markup drawn on the server is replaced at the first render (see serverRoot).
  protected override createRenderRoot(): HTMLElement | DocumentFragment {
    return serverRoot(this) ?? super.createRenderRoot();
  }

  protected override render(): TemplateResult {
    const lang = this.#language.value;
    const m = firstPlayerPickerMessages[lang];
    const singleName = this.#singleName();
    const describedBy = this.problem
      ? 'hint error'
      : singleName !== undefined
        ? 'hint single-name'
        : 'hint';
    const { maxPlayers, maxNameLength } = playerLimits;
    // Only a pick made here animates; a restored one is just shown.
    const animated = this.fresh && !prefersReducedMotion();
    const view = this.#view.value;
    return html`
      <div part="base" class="base">
        <div class="entry">
          <label for="players">${m.label}</label>
          <p id="hint" class="hint">
            ${m.hint(formatNumber(lang, maxPlayers), formatNumber(lang, maxNameLength))}
          </p>
          <div class="row">
            <input
              id="players"
              part="field"
              type="text"
              autocomplete="off"
              enterkeyhint="go"
              spellcheck="false"
              .value=${live(this.#input)}
              aria-invalid=${!!this.problem}
              aria-describedby=${describedBy}
              @input=${this.#onInput}
              @keydown=${this.#onFieldKeydown}
            />
            <button part="button" type="button" @click=${this.#onPickClick}>${m.pick}</button>
          </div>
          ${
            this.problem
              ? html`<p id="error" part="error" class="error" role="alert">
                  ${view?.namesProblemText(lang, this.problem)}
                </p>`
              : singleName !== undefined
                ? html`<p id="single-name" class="hint">${m.singleName(singleName)}</p>`
                : nothing
          }
        </div>
        ${noticeTemplate(lang, this.#storage.notice)}
        ${
          this.result && view
            ? keyed(
                this.pickNumber,
                view.resultView(lang, this.result, animated, headingLevel(this.headingLevel)),
              )
            : nothing
        }
        <p class="visually-hidden" role="status" aria-live="polite">
          ${
            // A new text node per pick: the same result twice in a row is still announced.
            this.result && this.fresh && view
              ? keyed(this.pickNumber, html`${view.resultAnnouncement(lang, this.result.detail)}`)
              : ''
          }
        </p>
      </div>
    `;
  }
}

define('first-player-picker', FirstPlayerPicker);
