import {
  html,
  nothing,
  type PropertyDeclarations,
  type PropertyValues,
  type TemplateResult,
} from 'lit';
import type { ScoreAdvice } from '../advisor/advice.js';
import { AdviceController, adviceToggle } from '../internal/advice.js';
import type { AddListener, YahtzeeScorecardEventMap, RemoveListener } from '../events.js';
import { define } from '../internal/define.js';
import { loadLanguage } from '../i18n/index.js';
import { noticeTemplate } from '../internal/notice.js';
import { serverRoot } from '../internal/server-root.js';
import { theme } from '../internal/theme.styles.js';
import {
  canEnterExtraYahtzee,
  currentPlayer,
  isOver,
  rulesetOf,
  sheetOf,
  standings,
  turnRules,
} from '../rules/game.js';
import type { Game } from '../rules/game.js';
import type { Placement } from '../rules/sheet.js';
import type { Card } from './card-handlers.js';
import type { ColumnWindow, DrawnColumns } from './column-window.js';
import { errorLine } from './errors.js';
import { rollView } from './roll-view.js';
import { ScorecardInput } from './scorecard-input.js';
import { currentSaved, maxPlayers } from './scorecard-game.js';
import { drawEveryColumnUpTo, sheetView } from './sheet-view.js';
import { cardText, type CardText } from './text.js';
import { headingLevel } from '../internal/heading.js';
import { styles } from './yahtzee-scorecard.styles.js';

export { maxPlayers };
export type {
  GameOverDetail,
  PlayersChangeDetail,
  ScoreChangeDetail,
  TurnChangeDetail,
} from '../events.js';
// The types of its public properties, for tools that read them from this module.
export type { CategoryId, JokerRule, RulesetId, YahtzeeBonusRule } from '../rules/rulesets.js';

declare global {
  interface HTMLElementTagNameMap {
    'yahtzee-scorecard': YahtzeeScorecard;
  }
}

// Its listener methods know its events: declared beside the class, since a class body cannot
// overload an inherited method without code.
/* eslint-disable @typescript-eslint/no-unsafe-declaration-merging -- the class's own type */
export interface YahtzeeScorecard {
  addEventListener: AddListener<YahtzeeScorecard, YahtzeeScorecardEventMap>;
  removeEventListener: RemoveListener<YahtzeeScorecard, YahtzeeScorecardEventMap>;
}

/**
 * The score pad for a whole table: one column per player, every line of the paper pad, the rules
 * of Yahtzee, Yatzy, Kniffel or Maxi Yatzy enforced, totals and bonuses computed, and the game
 * kept on the device. In Maxi Yatzy the turn line says the rolls the player has saved, and a
 * linked roller rolls with them.
 *
 * @summary A Yahtzee / Yatzy / Kniffel / Maxi Yatzy score card that knows the rules and keeps the game in localStorage.
 *
 * @attr {string} lang - The language of the text (en, nl, sv, de, fr); else the nearest `lang` above.
 * @attr {string} players - Names for a new game when nothing is saved, separated by commas (the `players` property gives them as a list).
 *
 * @event {CustomEvent<ScoreChangeDetail>} score-change - A box was written, or a past score corrected (`changeScore`, a tap on a filled box, or the undo of a correction; then `corrected: true`): `{ player, category, points, bonus, totals, corrected? }`.
 * @event {CustomEvent<TurnChangeDetail>} turn-change - The turn passed (after an entry, an undo or a new game): `{ player, round }`.
 * @event {CustomEvent<PlayersChangeDetail>} players-change - Players were added, removed, renamed or reordered: `{ players }`.
 * @event {CustomEvent<GameOverDetail>} game-over - Every box of every player is filled: `{ standings, winners }`.
 *
 * @csspart base - The wrapper.
 * @csspart turn - The line that says the round and whose turn it is.
 * @csspart notice - A storage notice.
 * @csspart scroller - The box that scrolls the table sideways on a narrow screen.
 * @csspart table - The score table.
 * @csspart cell - A box of a player.
 * @csspart cell-button - The button in an open box of the player whose turn it is.
 * @csspart total - A totals cell.
 * @csspart button - Every other button (dice faces, write, undo, print, players).
 * @csspart primary-button - The buttons that write the roll or start a new game (also `button`).
 * @csspart field - Every text field and drop-down.
 * @csspart error - An error message, next to the control it is about.
 * @csspart advice-button - The toggle that switches advice on and off (also `button`).
 * @csspart advice - The advice: the best box for the roll and its expected final total, or its progress.
 *
 * @cssprop [--yw-accent=#1d4ed8] - The buttons that write the roll, the current player, focus rings (dark: `#8ab4f8`).
 * @cssprop [--yw-on-accent=#fff] - Text on the accent colour (dark: `#0b1020`).
 * @cssprop [--yw-text=currentColor] - Text colour: the page's own (dark: `CanvasText`).
 * @cssprop [--yw-surface=Canvas] - Background of the element, its fields, buttons and table (`Canvas` follows the colour scheme).
 * @cssprop [--yw-border=GrayText] - Lines of the table, borders of fields and buttons.
 * @cssprop [--yw-radius=0.5rem] - Corner radius of fields, buttons and panels.
 * @cssprop [--yw-error=#b3261e] - Errors and the storage notice (dark: `#f2b8b5`).
 */
export class YahtzeeScorecard extends ScorecardInput {
  static override styles = [theme, styles];
  static override properties: PropertyDeclarations = {
    advice: { type: Boolean, reflect: true },
    headingLevel: { attribute: 'heading-level', type: Number },
  };

  /**
   * The level of the card's top headings (the roll, a box's panel, game over), 2 to 6, so that
   * they fit the article's outline; those under them are one lower. Left out or another value:
   * 3 and 4.
   */
  headingLevel: number | undefined;

  protected override get text(): CardText {
    return cardText(this.pageLanguage, headingLevel(this.headingLevel));
  }

  /**
   * For the current player's roll, show the expected final total of each box it may go in (the
   * best one marked) and say the best, by optimal play for that player's own score (see the
   * README's "Advice"). Off by default; its toggle lets the user switch it. The advisor loads
   * only when it is on.
   */
  advice = false;

  readonly #advice = new AdviceController(this, () =>
    this.advice ? rulesetOf(this.currentGame) : undefined,
  );

  /** The parts a reader needs only once acting (extras.ts): here soon after the first render. */
  #extras: typeof import('./extras.js') | undefined;
  #extrasComing: Promise<unknown> | undefined;

  protected override firstUpdated(): void {
    this.#extrasComing = import('./extras.js').then(
      async (extras) => {
        // Their words come in the page's language file, as the card's own did.
        await loadLanguage(this.pageLanguage);
        this.#extras = extras;
        this.problemText = extras.gameProblemText;
        const root = this.shadowRoot;
        const sheets = extras.laterStyles.map((styles) => styles.styleSheet!);
        if (root && sheets[0]) root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...sheets];
        this.requestUpdate();
      },
      // A copy of the bundle without that file plays on: writing from the roll's places, no panels.
      () => {},
    );
  }

  // Waiting for the card to be drawn includes the parts that come after the first render.
  protected override async getUpdateComplete(): Promise<boolean> {
    const done = await super.getUpdateComplete();
    if (this.#extras || !this.#extrasComing) return done;
    await this.#extrasComing;
    return super.getUpdateComplete();
  }

  /** Which columns a big table draws, once its code has come (null: coming, false: cannot come). */
  #columns: ColumnWindow | null | false | undefined;

  /** The seat whose column was last scrolled into view. */
  #scrolledToSeat: number | undefined;

  // Markup drawn on the server is replaced at the first render (see serverRoot).
  protected override createRenderRoot(): HTMLElement | DocumentFragment {
    return serverRoot(this) ?? super.createRenderRoot();
  }

  override render(): TemplateResult {
    // The card as its later file's views and handlers read it (card-handlers.ts).
    const card = this as unknown as Card;
    const text = this.text;
    const extras = this.#extras;
    const game = (this.shownGame = this.currentGame);
    const over = isOver(game);
    const placements = over ? undefined : this.rollPlacements(game);
    const dice = this.offeredRoll()?.dice;
    const advice =
      placements && dice
        ? this.#advice.adviser?.score(sheetOf(game, currentPlayer(game)), dice, text.lang)
        : undefined;
    return html`
      <div part="base" class="base ${this.printingBlank ? 'printing-blank' : ''}">
        ${noticeTemplate(this.pageLanguage, this.storage.notice)}
        ${
          // At game over the game-over panel says so, once.
          over ? nothing : html`<p part="turn" class="turn">${this.#turnText(text, game)}</p>`
        }
        ${this.nextTable ? html`<p class="next-table">${this.nextTableText(this.nextTable)}</p>` : nothing}
        ${over ? extras?.gameOver(card, text, game) : this.#renderRoll(text, game, placements, advice)}
        ${this.finishedGame && game.moves.length === 0 ? extras?.lastGameView(text, this.finishedGame) : nothing}
        <div class="scroller" part="scroller">${this.#renderSheet(text, game, placements)}</div>
        <div class="actions">
          <button
            part="button"
            type="button"
            class="undo"
            ?disabled=${game.moves.length === 0}
            @click=${this.handleUndo}
          >
            ${text.m.undo}
          </button>
          <button part="button" type="button" class="print" @click=${this.handlePrint}>
            ${text.m.print}
          </button>
          ${adviceToggle(this.advice, text.m.advice, this.#onAdviceClick)}
        </div>
        ${this.undoneText ? html`<p class="undone">${this.undoneText}</p>` : nothing}
        ${errorLine(this.error, 'undo')} ${extras?.panels(card, text, game)}
        <p class="visually-hidden" role="status" aria-live="polite">
          ${this.announcement} ${this.#finalRoll(game) ? advice?.text : ''}
        </p>
      </div>
    `;
  }

  /** "Round 3 of 13: Anna's turn", and the rolls Anna has saved (Maxi Yatzy). */
  #turnText(text: CardText, game: Game): string {
    const ruleset = rulesetOf(game);
    const saved = currentSaved(game);
    const turn = text.m.turn(
      text.n(this.round),
      text.n(ruleset.categories.length),
      game.players[currentPlayer(game)]!,
    );
    return saved ? `${turn} ${text.m.savedRolls(text.n(saved))}` : turn;
  }

  #renderRoll(
    text: CardText,
    game: Game,
    placements: readonly Placement[] | undefined,
    advice: ScoreAdvice | undefined,
  ): TemplateResult {
    const ruleset = rulesetOf(game);
    return rollView(
      {
        text,
        ruleset,
        linked: this.links.roller !== null,
        rollerRoll: this.links.roll(ruleset.dice),
        draft: this.draft,
        canExtra: canEnterExtraYahtzee(game),
        placements,
        dice: this.offeredRoll()?.dice,
        advice,
        adviceText: this.advice
          ? (advice?.text ?? this.#advice.adviser?.status(text.lang))
          : undefined,
        error: this.error,
        written: this.written,
        typedDice: this.#extras?.typedDiceView,
      },
      this.rollCallbacks,
    );
  }

  #renderSheet(
    text: CardText,
    game: Game,
    placements: readonly Placement[] | undefined,
  ): TemplateResult {
    const over = isOver(game);
    const player = currentPlayer(game);
    return sheetView(
      {
        text,
        game,
        ruleset: rulesetOf(game),
        player,
        winners: over ? standings(game).winners : [],
        preview: new Map((placements ?? []).map((p) => [p.category, p])),
        selected: this.draft.selected,
        seat: this.draft.seat,
        entry: this.#extras?.entryPanel(
          text,
          game,
          this.draft,
          placements,
          this.offeredRoll()?.dice,
          this.error,
          this.rollCallbacks,
        ),
        fullNames: this.fullNames,
        columns: this.#drawnColumns(game.players, player),
      },
      this.sheetCallbacks,
    );
  }

  /**
   * The columns a big table draws: those its column window picks, once its code has come; until
   * then the first 20 and the current player's, so the first render costs what a table of 20 does.
   * Every column when that code cannot come, or is slow to (a second): no column stays out of reach.
   */
  #drawnColumns(names: readonly string[], player: number): DrawnColumns | undefined {
    if (names.length > drawEveryColumnUpTo && this.#columns === undefined) {
      this.#columns = null;
      const use = (columns: ColumnWindow | false) => {
        this.#columns = columns;
        this.requestUpdate();
      };
      // A copy of the bundle without that file draws every column, as a small table does.
      import('./column-window.js').then(
        ({ ColumnWindow }) => use(new ColumnWindow(this)),
        () => use(false),
      );
      setTimeout(() => this.#columns ?? use(false), 1000);
    }
    if (this.#columns === null) {
      const seats = [...names.keys()].slice(0, drawEveryColumnUpTo);
      return { seats: player < drawEveryColumnUpTo ? seats : [...seats, player] };
    }
    return this.#columns ? this.#columns.columns(names, player) : undefined;
  }

  /**
   * Advice for the box is said once the roll is final: typed dice, or the roller's last roll (the
   * roller says which dice to keep before that).
   */
  #finalRoll(game: Game): boolean {
    const roll = this.links.roll(rulesetOf(game).dice);
    return !roll || roll.rollNumber >= turnRules(game).rollsPerTurn;
  }

  /** A new roll on offer silences what the live region said of the last action. */
  #rollSeen = '';
  #said = '';

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    const roll = this.links.roll(rulesetOf(this.currentGame).dice);
    const seen = roll ? `${roll.rollNumber}${roll.dice}` : '';
    if (seen !== this.#rollSeen && seen && this.announcement === this.#said) this.announcement = '';
    this.#rollSeen = seen;
    this.#said = this.announcement;
  }

  protected linkedAdvice(on: boolean): void {
    this.advice = on;
  }

  protected focusPlaces(): void {
    this.#extras?.focusPlaces(this.renderRoot);
  }

  protected override updated(): void {
    this.links.tell(isOver(this.currentGame), this.advice);
    // The linked roller rolls with the current player's saved rolls, whatever changed the game.
    this.links.tellSaved(currentSaved(this.currentGame));
    const seat = currentPlayer(this.currentGame);
    // Its advice is for the current player's sheet, by this game's rules.
    this.links.tellPosition(
      seat < 0
        ? undefined
        : { ruleset: rulesetOf(this.currentGame), sheet: sheetOf(this.currentGame, seat) },
    );
    // The turn passed: the current player's column scrolls into view (once that code has come).
    if (seat === this.#scrolledToSeat || !this.#extras) return;
    this.#scrolledToSeat = seat;
    this.#extras.scrollToCurrentPlayer(this.renderRoot);
  }

  #onAdviceClick(): void {
    this.advice = !this.advice;
  }
}

define('yahtzee-scorecard', YahtzeeScorecard);
