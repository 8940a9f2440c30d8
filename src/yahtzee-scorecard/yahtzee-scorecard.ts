import {
  html,
  LitElement,
  nothing,
  type PropertyDeclarations,
  type PropertyValues,
  type TemplateResult,
} from 'lit';
import type { ScoreAdvice } from '../advisor/advice.js';
import { AdviceController, adviceToggle } from '../internal/advice.js';
import type { AddListener, YahtzeeScorecardEventMap, RemoveListener } from '../events.js';
import { define } from '../internal/define.js';
import type { Language } from '../i18n/index.js';
import { headingLevel } from '../internal/heading.js';
import { LanguageController } from '../internal/language.js';
import { LaterPart } from '../internal/later-part.js';
import { early } from './early.js';
import { noticeTemplate } from '../internal/notice.js';
import { onOffOrUnset } from '../internal/option.js';
import { isNames } from '../internal/property-types.js';
import { serverRoot } from '../internal/server-root.js';
import { theme } from '../internal/theme.styles.js';
import type { Dice, Face } from '../rules/dice.js';
import {
  addPlayer as addSeat,
  canEnterExtraYahtzee,
  changeScore,
  currentPlayer,
  enterDice,
  enterExtraYahtzee,
  enterPoints,
  isOver,
  playerTotals,
  removePlayer as removeSeat,
  renamePlayer as renameSeat,
  round,
  rulesetOf,
  scratchBox,
  sheetOf,
  standings,
  turnsPerPlayer,
  type Game,
} from '../rules/game.js';
import type { CategoryId, JokerRule, RulesetId, YahtzeeBonusRule } from '../rules/rulesets.js';
import type { Placement } from '../rules/sheet.js';
import type { SheetTotals } from '../rules/totals.js';
import type { Card } from './card.js';
import type { ColumnWindow, DrawnColumns } from './column-window.js';
import { errorLine } from './errors.js';
import { currentSaved, GameController, maxPlayers } from './game-controller.js';
import { InputController } from './input-controller.js';
import { rollView } from './roll-view.js';
import { rulesChanged } from './scorecard-options.js';
import { drawEveryColumnUpTo, sheetView } from './sheet-view.js';
import { cardText, type CardText } from './text.js';
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
 * The score pad for a whole table: one column per player (in Yam's and Triple Yahtzee, each
 * player's columns under their name), every line of the paper pad, the rules of Yahtzee, Yatzy,
 * Kniffel, Maxi Yatzy, Yam's or Triple Yahtzee enforced, totals and bonuses computed, and the game
 * kept on the device. In Maxi Yatzy the turn line says the rolls the player has saved, and a
 * linked roller rolls with them.
 *
 * @summary A Yahtzee / Yatzy / Kniffel / Maxi Yatzy score card that knows the rules and keeps the game in localStorage.
 *
 * @attr {string} lang - The language of the text (en, nl, sv, de, fr); else the nearest `lang` above.
 * @attr {string} players - Names for a new game when nothing is saved, separated by commas (the `players` property gives them as a list).
 *
 * @event {CustomEvent<ScoreChangeDetail>} score-change - A box was written, or a past score corrected (`changeScore`, a tap on a filled box, or the undo of a correction; then `corrected: true`): `{ player, category, column, points, bonus, totals, corrected? }` (`column` in a game of several columns).
 * @event {CustomEvent<TurnChangeDetail>} turn-change - The turn passed (after an entry, an undo or a new game): `{ player, round }`.
 * @event {CustomEvent<PlayersChangeDetail>} players-change - Players were added, removed, renamed or reordered, or a new game seated (New game, a pick): `{ players }`. Setting `players` from code fires none.
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
 * @cssprop [--yw-text=CanvasText] - Text colour: the colour scheme's text on `Canvas`; set it with `--yw-surface`.
 * @cssprop [--yw-surface=Canvas] - Background of the element, its fields, buttons and table (`Canvas` follows the colour scheme).
 * @cssprop [--yw-border=GrayText] - Lines of the table, borders of fields and buttons.
 * @cssprop [--yw-radius=0.5rem] - Corner radius of fields, buttons and panels.
 * @cssprop [--yw-error=#b3261e] - Errors and the storage notice (dark: `#f2b8b5`).
 */
export class YahtzeeScorecard extends LitElement {
  static override styles = [theme, styles];
  // Lit's table of reactive properties, not decorators: the same properties without the decorator
  // helpers in the bundle. Each is declared, with what it is, below.
  static override properties: PropertyDeclarations = {
    ruleset: { reflect: true },
    joker: {},
    yahtzeeBonus: { type: Number, attribute: 'yahtzee-bonus' },
    yahtzeeBonusRule: { attribute: 'yahtzee-bonus-rule' },
    upperBonus: { type: Number, attribute: 'upper-bonus' },
    upperBonusThreshold: { type: Number, attribute: 'upper-bonus-threshold' },
    savedRolls: { attribute: 'saved-rolls', converter: onOffOrUnset },
    storageKey: { attribute: 'storage-key' },
    diceRoller: { attribute: 'dice-roller' },
    firstPlayerPicker: { attribute: 'first-player-picker' },
    players: { accept: isNames },
    advice: { type: Boolean, reflect: true },
    headingLevel: { attribute: 'heading-level', type: Number },
  };

  // ------------------------------------------------------------------ its options

  /**
   * The rules for a new game: `yahtzee` (13 boxes), `yatzy` (15), `kniffel` (13, German),
   * `maxi-yatzy` (six dice, 20 boxes), or a game in columns: `yams` (the French Yam's: four columns
   * of 13, down, up, free and first roll only) or `triple-yahtzee` (three Yahtzee columns counted
   * ×1, ×2, ×3). A saved game keeps its own, and the options below.
   */
  ruleset: RulesetId = 'yahtzee';

  /** How an extra five of a kind is placed in a new game: `forced` (Yahtzee's 2016 rulebook) or `free` (Kniffel's rule, a house rule in Yahtzee); left out, the game's own. */
  joker: JokerRule | undefined;

  /** Points per extra five of a kind in a new game (Yahtzee 100, Kniffel 50); 0 is the no-bonus house rule; left out, the game's own. */
  yahtzeeBonus: number | undefined;

  /** Which extra five of a kind earns that bonus in a new game: `every` one (Yahtzee) or only one written in its upper box (`upper-box`, Kniffel); left out, the game's own. */
  yahtzeeBonusRule: YahtzeeBonusRule | undefined;

  /** Points of the upper bonus in a new game (Yahtzee 35, Yatzy 50, Maxi Yatzy 100); left out, the game's own. */
  upperBonus: number | undefined;

  /** The upper total that earns the upper bonus in a new game (63; Maxi Yatzy 84, or 75 on some pads); left out, the game's own. */
  upperBonusThreshold: number | undefined;

  /** Unused rolls carry over to the player's later turns in a new game (`saved-rolls`, or `saved-rolls="false"` for off); left out, the game's own (on in Maxi Yatzy). */
  savedRolls: boolean | undefined;

  /** Where the game is saved in localStorage. */
  storageKey = 'yahtzee-widgets:scorecard';

  /** The id of a `<dice-roller>` on the page whose roll the card offers. */
  diceRoller = '';

  /** The id of a `<first-player-picker>` whose result seats the next game. */
  firstPlayerPicker = '';

  /** The players' names, seat by seat. Set names (or a comma-separated string) to seat a new table before the first score. */
  get players(): string[] {
    return this.game.players;
  }
  set players(value: readonly string[] | string | null) {
    this.game.seatNames(value);
  }

  /**
   * For the current player's roll, show the expected final total of each box it may go in (the
   * best one marked) and say the best, by optimal play for that player's own score (see the
   * README's "Advice"). Off by default; its toggle lets the user switch it. The advisor loads
   * only when it is on.
   */
  advice = false;

  /**
   * The level of the card's top headings (the roll, a box's panel, game over), 2 to 6, so that
   * they fit the article's outline; those under them are one lower. Left out or another value:
   * 3 and 4.
   */
  headingLevel: number | undefined;

  // ------------------------------------------------------------------ its controllers

  readonly #language = new LanguageController(this);

  /**
   * The parts a reader needs only once acting (extras.ts), asked for as the card connects: before
   * the game side loads and replays the saved game, so that the file is on its way meanwhile.
   */
  readonly #extras = new LaterPart(this, () => import('./extras.js'));

  /** @internal The game side: the game, its storage, undo, corrections, the links. */
  protected readonly game = new GameController(this as unknown as Card);

  /** @internal The input side: the drafts, the panels' state, what each tap and key does. */
  protected readonly input = new InputController(this as unknown as Card);

  readonly #advice = new AdviceController(this, () =>
    this.advice ? rulesetOf(this.game.current) : undefined,
  );

  // The first render waits for the page's language file (see LanguageController.whenReady), then
  // briefly for the later file, whose panels sit above the sheet (see LaterPart.beforeFirst),
  // unless the bundle's first file draws what it needs there (early.ts).
  protected override scheduleUpdate(): void | Promise<unknown> {
    return this.#language.whenReady(() =>
      this.#extras.beforeFirst(() => super.scheduleUpdate(), this.#columnWindowComing, early.alone),
    );
  }

  protected get pageLanguage(): Language {
    return this.#language.value;
  }

  protected get text(): CardText {
    return cardText(this.pageLanguage, headingLevel(this.headingLevel));
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    // A key set before the element was defined comes in the first update, after the connect read
    // the default one: compared, not only changed.
    if (changed.has('storageKey') && this.game.storage.store.key !== this.storageKey) {
      this.game.rekey();
    } else if (this.hasUpdated && rulesChanged(changed)) this.game.rulesChanged();
  }

  // ------------------------------------------------------------------ public methods

  /** The seat whose turn it is (0-based); -1 when the game is over. */
  get currentPlayer(): number {
    return currentPlayer(this.game.current);
  }

  /**
   * The round being played, from 1 to the turns a player has: the number of boxes times the columns
   * (13 in Yahtzee, 20 in Maxi Yatzy, 52 in Yam's, 39 in Triple Yahtzee).
   */
  get round(): number {
    return round(this.game.current);
  }

  /** Seats a new player after the others (before the first score). Throws an Error with a clear message. */
  addPlayer(name: string): void {
    this.game.seatBy((game) => addSeat(game, name));
  }

  /** Removes the player in that seat (0-based, before the first score). */
  removePlayer(index: number): void {
    this.game.seatBy((game) => removeSeat(game, index));
  }

  /** Renames the player in that seat, at any time. */
  renamePlayer(index: number, name: string): void {
    this.game.seatBy((game) => renameSeat(game, index, name));
  }

  /**
   * Writes a roll in a box for the player whose turn it is; the joker rule and the bonus apply. In a
   * game of several columns (Yam's, Triple Yahtzee) `column` is required: the column's id (`down`,
   * `up`, `free`, `first-roll`; `x1`, `x2`, `x3`); its order applies. Left out there, a RuleError
   * says to choose one.
   */
  enterDice(category: CategoryId, dice: readonly number[], column?: string): void {
    this.game.play((game) => enterDice(game, category, dice as Dice, undefined, column));
  }

  /**
   * Writes points in a box for the player whose turn it is; only a value the box can hold is
   * accepted. `column`: as for `enterDice`, required in a game of several columns.
   */
  enterPoints(category: CategoryId, points: number, column?: string): void {
    this.game.play((game) => enterPoints(game, category, points, column));
  }

  /**
   * Writes an extra Yahtzee known only by its face: the joker order decides the box, the bonus is
   * added where due. `column`: as for `enterDice`, required in a game of several columns.
   */
  enterExtraYahtzee(category: CategoryId, face: number, column?: string): void {
    this.game.play((game) => enterExtraYahtzee(game, category, face as Face, column));
  }

  /**
   * Writes 0 in an empty box for the player whose turn it is. After a linked roller's roll or dice
   * typed in the card, the joker rule applies. The roller's roll is kept with the 0: its unused
   * rolls are saved, undo gives it back, and the first-roll column (Yam's "sèche") is closed after a
   * re-roll. `column`: as for `enterDice`, required in a game of several columns.
   */
  scratch(category: CategoryId, column?: string): void {
    const roll = this.input.offeredRoll();
    this.game.play((game) => scratchBox(game, category, roll, column));
  }

  /**
   * Takes back the last entry (the roll it was written from comes back), or the correction made
   * since it; totals and bonuses are recomputed.
   */
  undo(): void {
    this.game.undo();
  }

  /**
   * Corrects a past score of any player (any round, the game over too): `points` replace that box's
   * entry, every later entry is kept and scored again, so totals, bonuses and joker placements
   * follow. Throws a RuleError with a clear message, changing nothing, when the value is impossible
   * for the box, the box is empty, or a later entry would no longer be allowed. Undo takes it back;
   * `score-change` carries `corrected: true`, and after the game's end `game-over` fires again with
   * the standings it makes (its undo's too). `column`: the box's column, required in a game of
   * several columns (as for `enterDice`).
   */
  changeScore(player: number, category: CategoryId, points: number, column?: string): void {
    this.game.correct((game) => changeScore(game, player, category, points, column));
  }

  /**
   * Starts a new game with the same rules: with the players of a pick made during the last game if
   * there is one, else the same players; `starter` is the seat that begins (default: the same).
   */
  newGame(starter?: number): void {
    this.game.newGame(starter);
  }

  /**
   * The totals of the player in that seat, as the rules module computes them. In a game of several
   * columns each line adds up the player's columns, `total` is the grand total after the columns'
   * multipliers (Triple Yahtzee), and `columns` holds each column's own totals, in pad order.
   */
  totals(index: number): SheetTotals {
    return this.game.rules(() => playerTotals(this.game.current, index));
  }

  // ------------------------------------------------------------------ its render

  override connectedCallback(): void {
    super.connectedCallback();
    // A big table's column window comes beside it, for the first render to draw.
    this.#askColumnWindow(this.game.current.players.length);
    // Moved or put back, its table lost its scroll: to the current player's column again (the
    // first connect draws as it would anyway).
    if (this.hasUpdated) {
      this.#scrolledToSeat = undefined;
      this.requestUpdate();
    }
  }

  // Waiting for the card to be drawn includes the parts that come after the first render.
  protected override async getUpdateComplete(): Promise<boolean> {
    return this.#extras.complete(await super.getUpdateComplete(), () => super.getUpdateComplete());
  }

  /** Which columns a big table draws, once its code has come (null: coming, false: cannot come). */
  #columns: ColumnWindow | null | false | undefined;
  #columnWindowComing: Promise<unknown> | undefined;

  /**
   * Fetches the column window, once a table of `players` needs it. A copy of the bundle without
   * that file draws every column, as a small table does, and so does a card whose file is slow to
   * come (a second): no column stays out of reach.
   */
  #askColumnWindow(players: number): void {
    if (players <= drawEveryColumnUpTo || this.#columns !== undefined) return;
    this.#columns = null;
    const use = (columns: ColumnWindow | false) => {
      this.#columns = columns;
      this.requestUpdate();
    };
    this.#columnWindowComing = import('./column-window.js').then(
      ({ ColumnWindow }) => use(new ColumnWindow(this)),
      () => use(false),
    );
    setTimeout(() => this.#columns ?? use(false), 1000);
  }

  /** The seat whose column was last scrolled into view. */
  #scrolledToSeat: number | undefined;

  // Markup drawn on the server is replaced at the first render (see serverRoot).
  protected override createRenderRoot(): HTMLElement | DocumentFragment {
    return serverRoot(this) ?? super.createRenderRoot();
  }

  override render(): TemplateResult {
    // The card as its later file's views and handlers read it (card-handlers.ts).
    const card = this as unknown as Card;
    const { game: keeper, input, text } = this;
    const extras = this.#extras.value;
    const game = keeper.current;
    const over = isOver(game);
    const placements = over ? undefined : input.rollPlacements(game);
    const dice = input.offeredRoll()?.dice;
    // The best box once the roll is final, on screen too: on the roller's first roll of 4 4 6 6 6
    // the card rang Full house while the roller said to keep the three 6s.
    const advice =
      placements && dice && this.#finalRoll(game)
        ? this.#advice.adviser?.score(sheetOf(game, currentPlayer(game)), dice, text.lang)
        : undefined;
    return html`
      <div part="base" class="base ${input.printingBlank ? 'printing-blank' : ''}">
        ${noticeTemplate(this.pageLanguage, keeper.storage.notice)}
        ${
          // At game over the game-over panel says so, once.
          over ? nothing : html`<p part="turn" class="turn">${this.#turnText(text, game)}</p>`
        }
        ${keeper.nextTable ? html`<p class="next-table">${keeper.nextTableText(keeper.nextTable)}</p>` : nothing}
        ${over ? extras?.gameOver(card, text, game) : this.#renderRoll(text, game, placements, dice, advice)}
        ${keeper.finishedGame && game.moves.length === 0 ? extras?.lastGameView(text, keeper.finishedGame) : nothing}
        <div class="scroller" part="scroller">
          ${this.#renderSheet(text, game, placements, dice)}
        </div>
        <div class="actions">
          <button
            part="button"
            type="button"
            class="undo"
            ?disabled=${game.moves.length === 0}
            @click=${input.handleUndo}
          >
            ${text.m.undo}
          </button>
          <button part="button" type="button" class="print" @click=${extras?.onPrint}>
            ${text.m.print}
          </button>
          ${adviceToggle(this.advice, text.m.advice, this.#onAdviceClick)}
        </div>
        ${keeper.undoneText ? html`<p class="undone">${keeper.undoneText}</p>` : nothing}
        ${errorLine(input.error, 'undo')} ${extras?.panels(card, text, game)}
        <p class="visually-hidden" role="status" aria-live="polite">
          ${keeper.announcement} ${advice?.text}
        </p>
      </div>
    `;
  }

  /** "Round 3 of 13: Anna's turn", and the rolls Anna has saved (Maxi Yatzy). */
  #turnText(text: CardText, game: Game): string {
    const saved = currentSaved(game);
    const turn = text.m.turn(
      text.n(round(game)),
      // Every box of every column: 52 in Yam's.
      text.n(turnsPerPlayer(game)),
      game.players[currentPlayer(game)]!,
    );
    return saved ? `${turn} ${text.m.savedRolls(text.n(saved))}` : turn;
  }

  #renderRoll(
    text: CardText,
    game: Game,
    placements: readonly Placement[] | undefined,
    dice: Dice | undefined,
    advice: ScoreAdvice | undefined,
  ): TemplateResult {
    const { game: keeper, input } = this;
    const ruleset = rulesetOf(game);
    return rollView(
      {
        text,
        ruleset,
        linked: keeper.links.roller !== null,
        rollerRoll: keeper.links.roll(ruleset.dice),
        draft: input.draft,
        canExtra: canEnterExtraYahtzee(game),
        placements,
        dice,
        advice,
        adviceText: this.advice
          ? (advice?.text ?? this.#advice.adviser?.status(text.lang))
          : undefined,
        error: input.error,
        written: this.#extras.value?.writtenLine(text, keeper.written),
      },
      input,
    );
  }

  #renderSheet(
    text: CardText,
    game: Game,
    placements: readonly Placement[] | undefined,
    dice: Dice | undefined,
  ): TemplateResult | undefined {
    const input = this.input;
    const extras = this.#extras.value;
    const ruleset = rulesetOf(game);
    // A game in columns: its own sheet (columns-view.ts), which the later file fetches.
    if (ruleset.columns[1]) {
      return extras?.columns(this as unknown as Card, placements, dice);
    }
    const player = currentPlayer(game);
    return sheetView(
      {
        text,
        game,
        ruleset,
        player,
        // -1: the game is over.
        winners: player < 0 ? standings(game).winners : [],
        preview: new Map((placements ?? []).map((p) => [p.category, p])),
        selected: input.draft.selected,
        seat: input.draft.seat,
        entry: extras?.entryPanel(text, game, input.draft, placements, dice, input.error, input),
        fullNames: input.fullNames,
        columns: this.#drawnColumns(game.players, player),
      },
      {
        onCell: extras?.onCell,
        onCellKeydown: input.onCellKeydown,
        onNameToggle: extras?.onNameToggle,
      },
    );
  }

  /**
   * The columns a big table draws: those its column window picks, once its code has come; until
   * then as many of the first as the window is wide in 44 px columns (at most 20), and the current
   * player's: a phone's first render costs what a table of 9 does.
   */
  #drawnColumns(names: readonly string[], player: number): DrawnColumns | undefined {
    // A table can grow past 20 players in play.
    this.#askColumnWindow(names.length);
    if (this.#columns === null) {
      // As many as 44 px columns fill the window; on the server (no window), 20.
      const count = Math.min(
        drawEveryColumnUpTo,
        Math.ceil((globalThis.innerWidth || Infinity) / 44),
      );
      const seats = [...names.keys()].slice(0, count);
      return { seats: player < count ? seats : [...seats, player] };
    }
    return this.#columns ? this.#columns.columns(names, player) : undefined;
  }

  /**
   * Advice for the box is said once the roll is final: typed dice, or the roller's last roll (the
   * roller says which dice to keep before that).
   */
  #finalRoll(game: Game): boolean {
    const { links } = this.game;
    // The roller knows its turn's rolls (its options, saved rolls, the Sèche's one roll).
    return !links.roll(rulesetOf(game).dice) || !((links.roller!.rollsLeft as number) > 0);
  }

  protected focusPlaces(): void {
    this.#extras.value?.focusBestPlace(this.renderRoot);
  }

  protected override updated(): void {
    // The turn passed: the current player's column scrolls into view (once that code has come).
    const seat = currentPlayer(this.game.current);
    const extras = this.#extras.value;
    if (seat === this.#scrolledToSeat || !extras) return;
    this.#scrolledToSeat = seat;
    extras.scrollToCurrentPlayer(this.renderRoot);
  }

  #onAdviceClick(): void {
    this.advice = !this.advice;
  }
}

define('yahtzee-scorecard', YahtzeeScorecard);
