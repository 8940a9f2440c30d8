import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { live } from 'lit/directives/live.js';
import { categoryNames } from '../i18n/categories.js';
import { common, storageNotice } from '../i18n/common.js';
import { formatList, formatNumber, type Language } from '../i18n/index.js';
import {
  yahtzeeScorecardMessages,
  type YahtzeeScorecardMessages,
} from '../i18n/yahtzee-scorecard.js';
import { define } from '../internal/define.js';
import { emit } from '../internal/emit.js';
import { LanguageController } from '../internal/language.js';
import { faces, isFace, type Dice, type Face } from '../rules/dice.js';
import {
  addPlayer as addSeat,
  canEnterExtraYahtzee,
  currentPlayer,
  enterDice,
  enterExtraYahtzee,
  enterPoints,
  extraYahtzeePlacements,
  isOver,
  legalPlacements,
  loadGame,
  maxNameLength,
  movePlayer as moveSeat,
  newGame,
  playerTotals,
  yahtzeeBonusMarks,
  removePlayer as removeSeat,
  renamePlayer as renameSeat,
  restart,
  round,
  rulesetOf,
  scratchBox,
  setStarter,
  sheetOf,
  standings,
  undo as undoMove,
  toJSON,
  type Game,
  type GameJSON,
  type Move,
  type Standing,
} from '../rules/game.js';
import {
  type CategoryId,
  type JokerRule,
  type Ruleset,
  type RulesetId,
} from '../rules/rulesets.js';
import { RuleError, type RuleProblem } from '../rules/rule-error.js';
import { possibleScores } from '../rules/scoring.js';
import type { Placement } from '../rules/sheet.js';
import type { Totals } from '../rules/totals.js';
import { StoreController } from '../storage/controller.js';
import { styles } from './yahtzee-scorecard.styles.js';

/** Most players the card shows; the rules set no maximum, a phone screen does. */
export const maxPlayers = 50;

export interface ScoreChangeDetail {
  /** The seat of the player who wrote the box. */
  player: number;
  category: CategoryId;
  points: number;
  /** The extra-Yahtzee bonus earned with it (0 or the bonus). */
  bonus: number;
  /** That player's totals after the entry. */
  totals: Totals;
}

export interface TurnChangeDetail {
  /** The seat whose turn it is now. */
  player: number;
  round: number;
}

export interface PlayersChangeDetail {
  players: string[];
}

export interface GameOverDetail {
  /** Highest total first; equal totals keep seat order. */
  standings: Standing[];
  /** Every seat with the highest total: equal totals share the win. */
  winners: number[];
}

declare global {
  interface GlobalEventHandlersEventMap {
    'score-change': CustomEvent<ScoreChangeDetail>;
    'turn-change': CustomEvent<TurnChangeDetail>;
    'players-change': CustomEvent<PlayersChangeDetail>;
    'game-over': CustomEvent<GameOverDetail>;
  }
  interface HTMLElementTagNameMap {
    'yahtzee-scorecard': YahtzeeScorecard;
  }
}

/** Where an error is shown: next to the control the user acted on. */
type ErrorPlace = 'roll' | 'entry' | 'players' | 'undo' | 'new-game' | `name-${number}`;

/** The dice typed so far: every digit, whatever separates them ("3 3 5 6 6", "33566", "3,3,5,6,6"). */
function parseDice(text: string): number[] | null {
  if (/[^\d\s,;.\-/]/.test(text)) return null;
  return [...text.replace(/\D/g, '')].map(Number);
}

/**
 * The score pad for a whole table: one column per player, every line of the paper pad, the rules
 * of Yahtzee or Yatzy enforced, totals and bonuses computed, and the game kept on the device.
 *
 * @summary A Yahtzee / Yatzy score card that knows the rules and keeps the game in localStorage.
 *
 * @event score-change - A box was written: `{ player, category, points, bonus, totals }`.
 * @event turn-change - The turn passed (after an entry, an undo or a new game): `{ player, round }`.
 * @event players-change - Players were added, removed, renamed or reordered: `{ players }`.
 * @event game-over - Every box of every player is filled: `{ standings, winners }`.
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
 *
 * @cssprop [--yw-accent=#1d4ed8] - The buttons that write the roll, the current player, focus rings (dark: `#8ab4f8`).
 * @cssprop [--yw-on-accent=#fff] - Text on the accent colour (dark: `#0b1020`).
 * @cssprop [--yw-text=currentColor] - Text colour: the page's own (dark: `CanvasText`).
 * @cssprop [--yw-surface=Canvas] - Background of the element, its fields, buttons and table (`Canvas` follows the colour scheme).
 * @cssprop [--yw-border=GrayText] - Lines of the table, borders of fields and buttons.
 * @cssprop [--yw-radius=0.5rem] - Corner radius of fields, buttons and panels.
 * @cssprop [--yw-error=#b3261e] - Errors and the storage notice (dark: `#f2b8b5`).
 */
export class YahtzeeScorecard extends LitElement {
  static override styles = styles;

  /** The rules for a new game: `yahtzee` (13 boxes) or `yatzy` (15 boxes). A saved game keeps its own. */
  @property({ reflect: true }) ruleset: RulesetId = 'yahtzee';

  /** How an extra Yahtzee is placed in a new game: `forced` (2016 rulebook) or `free` (house rule). */
  @property() joker: JokerRule = 'forced';

  /** Points per extra Yahtzee in a new game; 0 is the no-bonus house rule. */
  @property({ type: Number, attribute: 'yahtzee-bonus' }) yahtzeeBonus = 100;

  /** Where the game is saved in localStorage. */
  @property({ attribute: 'storage-key' }) storageKey = 'yahtzee-widgets:scorecard';

  /** The id of a `<dice-roller>` on the page whose dice the card may take. */
  @property({ attribute: 'dice-roller' }) diceRoller = '';

  /** The id of a `<first-player-picker>` whose result may start the next game. */
  @property({ attribute: 'first-player-picker' }) firstPlayerPicker = '';

  /** @internal */
  @state() private game: Game | undefined;
  /** @internal */
  @state() private diceText = '';
  /** @internal */
  @state() private extra = false;
  /** @internal */
  @state() private extraFace: Face | undefined;
  /** @internal */
  @state() private selected: CategoryId | undefined;
  /** @internal */
  @state() private selectedPoints = '';
  /** @internal */
  @state() private error: { place: ErrorPlace; message: string } | undefined;
  /** @internal */
  @state() private announcement = '';
  /** @internal */
  @state() private newPlayerName = '';
  /** @internal */
  @state() private blankCount = 0;
  /** @internal */
  @state() private printingBlank = false;
  /** @internal */
  @state() private nextStarter = 0;
  /** @internal */
  @state() private rovingBox: CategoryId | undefined;
  /** @internal */
  @state() private rollerDice: Dice | undefined;

  private readonly language = new LanguageController(this);
  private pendingNames: string[] | undefined;

  // Saved as the game's JSON form; loadGame replays every move of what is read back.
  private readonly storage = new StoreController<GameJSON>(this, {
    key: () => this.storageKey,
    version: 1,
    validate: (data) => toJSON(loadGame(data)),
    restore: (json) => this.restoreGame(loadGame(json)),
  });

  /** The players' names, seat by seat. Set names (or a comma-separated string) to seat a new table before the first score. */
  @property({ attribute: 'players' })
  get players(): string[] {
    return this.game ? [...this.game.players] : (this.pendingNames ?? []);
  }
  set players(value: readonly string[] | string | null) {
    const names = (typeof value === 'string' ? value.split(',') : (value ?? []))
      .map((name) => String(name).trim())
      .filter((name) => name !== '')
      .slice(0, maxPlayers)
      .map((name) => name.slice(0, maxNameLength));
    this.pendingNames = names.length > 0 ? names : undefined;
    // A game in progress is never replaced by setting names.
    if (this.game && this.game.moves.length === 0 && this.pendingNames) {
      this.game = this.freshGame();
      this.storage.save(toJSON(this.game));
    }
  }

  /** The seat whose turn it is (0-based); -1 when the game is over. */
  get currentPlayer(): number {
    return currentPlayer(this.currentGame);
  }

  /** The round being played, from 1 to 13 (15 in Yatzy). */
  get round(): number {
    return round(this.currentGame);
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.game ??= this.freshGame();
    document.addEventListener('dice-roll', this.onDiceRoll);
    document.addEventListener('first-player-picked', this.onFirstPlayerPicked);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    document.removeEventListener('dice-roll', this.onDiceRoll);
    document.removeEventListener('first-player-picked', this.onFirstPlayerPicked);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (!this.hasUpdated) return;
    if (changed.has('storageKey')) {
      this.game = undefined;
      this.storage.reconnect();
      this.game ??= this.freshGame();
    } else if (
      (changed.has('ruleset') || changed.has('joker') || changed.has('yahtzeeBonus')) &&
      this.game?.moves.length === 0
    ) {
      this.game = this.freshGame();
    }
  }

  // ------------------------------------------------------------------ public methods

  /** Seats a new player after the others (before the first score). Throws an Error with a clear message. */
  addPlayer(name: string): void {
    const game = this.currentGame;
    const next = this.rules(() => addSeat(game, name));
    // Not a rule: the card's columns stop at what a phone can show.
    if (game.players.length >= maxPlayers)
      throw new Error(
        this.messages.errorTooManyPlayers(formatNumber(this.pageLanguage, maxPlayers)),
      );
    this.changePlayers(next);
  }

  /** Removes the player in that seat (0-based, before the first score). */
  removePlayer(index: number): void {
    this.changePlayers(this.rules(() => removeSeat(this.currentGame, index)));
  }

  /** Renames the player in that seat, at any time. */
  renamePlayer(index: number, name: string): void {
    this.changePlayers(this.rules(() => renameSeat(this.currentGame, index, name)));
  }

  /** Writes a roll in a box for the player whose turn it is; the joker rule and the bonus apply. */
  enterDice(category: CategoryId, dice: readonly number[]): void {
    this.played(this.rules(() => enterDice(this.currentGame, category, dice as Dice)));
  }

  /** Writes points in a box for the player whose turn it is; only a value the box can hold is accepted. */
  enterPoints(category: CategoryId, points: number): void {
    this.played(this.rules(() => enterPoints(this.currentGame, category, points)));
  }

  /** Writes an extra Yahtzee known only by its face: the joker order decides the box, the bonus is added where due. */
  enterExtraYahtzee(category: CategoryId, face: number): void {
    this.played(this.rules(() => enterExtraYahtzee(this.currentGame, category, face as Face)));
  }

  /** Writes 0 in an empty box for the player whose turn it is. */
  scratch(category: CategoryId): void {
    this.played(this.rules(() => scratchBox(this.currentGame, category)));
  }

  /** Takes back the last entry; every total and bonus is recomputed. */
  undo(): void {
    const game = this.currentGame;
    const previous = this.rules(() => undoMove(game));
    const last = game.moves[game.moves.length - 1]!;
    if (!this.commit(previous)) return;
    const m = this.messages;
    this.announcement = `${m.announceUndo(game.players[last.player]!, this.boxName(last.category))} ${m.announceTurn(
      game.players[last.player]!,
    )}`;
    this.turnChanged();
  }

  /** Starts a new game with the same players and rules; `starter` is the seat that begins (default: the same). */
  newGame(starter?: number): void {
    const game = this.currentGame;
    if (!this.commit(this.rules(() => restart(game, starter ?? game.starter)))) return;
    this.resetEntry();
    this.announcement = this.messages.announceTurn(this.currentGame.players[this.currentPlayer]!);
    this.turnChanged();
  }

  /** The totals of the player in that seat, as the rules module computes them. */
  totals(index: number): Totals {
    return this.rules(() => playerTotals(this.currentGame, index));
  }

  // ------------------------------------------------------------------ state

  /** The game the controls on screen were drawn for. */
  private shownGame: Game | undefined;

  private get currentGame(): Game {
    return (this.game ??= this.freshGame());
  }

  private get pageLanguage(): Language {
    return this.language.value;
  }

  private get messages(): YahtzeeScorecardMessages {
    return yahtzeeScorecardMessages[this.pageLanguage];
  }

  private freshGame(): Game {
    const lang = this.pageLanguage;
    const players = this.pendingNames ?? [
      common[lang].defaultPlayer(1),
      common[lang].defaultPlayer(2),
    ];
    try {
      return newGame({
        ruleset: this.ruleset,
        joker: this.joker,
        yahtzeeBonus: this.yahtzeeBonus,
        players,
      });
    } catch {
      // A bad attribute (an unknown ruleset, a negative bonus) falls back to the rulebook's game.
      return newGame({ ruleset: 'yahtzee', players });
    }
  }

  private restoreGame(game: Game): void {
    this.game = game;
    if (this.selected && !this.isOpen(this.selected)) this.resetEntry();
  }

  /** False when another tab saved first: its game is shown instead and nothing happened here. */
  private commit(game: Game): boolean {
    this.game = game;
    this.error = undefined;
    return this.storage.save(toJSON(game));
  }

  private changePlayers(game: Game): boolean {
    const kept = this.commit(game);
    if (kept) emit(this, 'players-change', { players: [...game.players] });
    return kept;
  }

  private played(next: Game): void {
    const m = this.messages;
    if (!this.commit(next)) return;
    const move = next.moves[next.moves.length - 1]!;
    const result = isOver(next) ? standings(next) : undefined;
    this.announcement = `${this.entryText(move)}. ${
      result
        ? `${m.gameOver}. ${this.winnersText(next, result.winners)}`
        : m.announceTurn(next.players[currentPlayer(next)]!)
    }`;
    // The control just used disappears with the entry: keep a keyboard user inside the card, at the
    // next player's dice. Focus elsewhere on the page (a write from code) is left alone.
    if (this.renderRoot.contains((this.renderRoot as ShadowRoot).activeElement)) {
      this.focusAfterRender(result ? '#next-starter' : '#dice');
    }
    this.resetEntry();
    this.nextStarter = next.starter;
    emit(this, 'score-change', {
      player: move.player,
      category: move.category,
      points: move.points,
      bonus: move.bonus,
      totals: playerTotals(next, move.player),
    });
    if (result) emit(this, 'game-over', result);
    else this.turnChanged();
    this.startRollerTurn();
  }

  private resetEntry(): void {
    this.selected = undefined;
    this.selectedPoints = '';
    this.diceText = '';
    this.extra = false;
    this.extraFace = undefined;
    this.rollerDice = undefined;
  }

  private turnChanged(): void {
    emit(this, 'turn-change', { player: this.currentPlayer, round: this.round });
  }

  /** "Anna: 12 in Threes + 100 bonus", as the history lists a move. */
  private entryText(move: Move): string {
    const lang = this.pageLanguage;
    return this.messages.historyEntry(
      this.currentGame.players[move.player]!,
      formatNumber(lang, move.points),
      this.boxName(move.category),
      this.bonusText(move.bonus),
    );
  }

  /** " + 100 bonus", or nothing without a bonus. */
  private bonusText(bonus: number): string {
    return bonus > 0 ? this.messages.bonusSuffix(formatNumber(this.pageLanguage, bonus)) : '';
  }

  private winnersText(game: Game, winners: readonly number[]): string {
    const names = winners.map((seat) => game.players[seat]!);
    return this.messages.winners(formatList(this.pageLanguage, names), winners.length);
  }

  /** Where the roll typed (or the extra Yahtzee's face) may go; undefined while there is neither. */
  private rollPlacements(game: Game): Placement[] | undefined {
    const dice = this.typedDice();
    if (dice) return legalPlacements(game, dice);
    return this.extra && this.extraFace ? extraYahtzeePlacements(game, this.extraFace) : undefined;
  }

  private isOpen(category: CategoryId): boolean {
    const game = this.currentGame;
    const player = currentPlayer(game);
    return player >= 0 && sheetOf(game, player).scores[category] === undefined;
  }

  private boxName(category: CategoryId): string {
    return categoryNames[this.pageLanguage][category];
  }

  /** Runs a rules call; a move the rules refuse is said in the page's language. */
  private rules<T>(call: () => T): T {
    try {
      return call();
    } catch (error) {
      if (error instanceof RuleError) {
        throw new Error(this.problemText(error.problem) ?? error.message, { cause: error });
      }
      throw error;
    }
  }

  /** What the rules refused, in the page's language. */
  private problemText(problem: RuleProblem): string | undefined {
    const lang = this.pageLanguage;
    const m = this.messages;
    const n = (value: number | string) =>
      typeof value === 'number' ? formatNumber(lang, value) : value;
    switch (problem.code) {
      case 'game-over':
        return m.errorGameOver;
      case 'unknown-category':
        return m.errorUnknownBox(problem.category);
      case 'box-filled':
        return m.errorBoxFilled(this.boxName(problem.category));
      case 'impossible-points':
        return m.errorImpossible(
          n(problem.points),
          this.boxName(problem.category),
          problem.possible.map(n).join(', '),
        );
      case 'joker-order':
        return m.errorJoker(
          this.boxName(problem.category),
          formatList(
            lang,
            problem.allowed.map((category) => this.boxName(category)),
            'disjunction',
          ),
        );
      case 'bad-dice':
        return m.errorDice(n(problem.expected));
      case 'bad-face':
        return m.errorFace;
      case 'no-extra-yahtzee':
        return m.errorNoExtra(this.boxName(problem.category));
      case 'no-player':
        return m.errorNoPlayer(String(problem.seat));
      case 'no-players':
        return m.errorOnePlayer;
      case 'name-not-text':
      case 'name-empty':
        return m.errorEmptyName;
      case 'name-too-long':
        return m.errorNameTooLong(n(problem.max));
      case 'players-locked':
        return m.errorPlayersLocked;
      case 'nothing-to-undo':
        return m.errorNothingToUndo;
    }
    // Setup problems the card never causes (bad attributes fall back to the rulebook's game).
    return undefined;
  }

  // ------------------------------------------------------------------ cooperation with other elements

  private readonly onDiceRoll = (event: CustomEvent<{ values: number[] }>): void => {
    if (!this.diceRoller || (event.target as Element | null)?.id !== this.diceRoller) return;
    const values = event.detail?.values;
    const ruleset = rulesetOf(this.currentGame);
    this.rollerDice =
      Array.isArray(values) && values.length === ruleset.dice && values.every(isFace)
        ? [...values]
        : undefined;
  };

  private readonly onFirstPlayerPicked = (
    event: CustomEvent<{ players: string[]; starter: string }>,
  ): void => {
    if (!this.firstPlayerPicker || (event.target as Element | null)?.id !== this.firstPlayerPicker)
      return;
    const game = this.currentGame;
    // A game in progress is never replaced; a finished or unstarted one is.
    if (game.moves.length > 0 && !isOver(game)) return;
    const { players, starter } = event.detail ?? {};
    if (!Array.isArray(players)) return;
    try {
      const next = newGame({
        ruleset: game.ruleset,
        joker: game.joker,
        yahtzeeBonus: game.yahtzeeBonus,
        players: players.slice(0, maxPlayers),
        starter: Math.max(0, players.indexOf(starter)),
      });
      this.resetEntry();
      if (this.changePlayers(next)) this.turnChanged();
    } catch {
      // Names the rules refuse: keep the current table.
    }
  };

  private startRollerTurn(): void {
    if (!this.diceRoller) return;
    const roller = document.getElementById(this.diceRoller) as
      (HTMLElement & { newTurn?: unknown }) | null;
    if (roller && typeof roller.newTurn === 'function') (roller.newTurn as () => void).call(roller);
  }

  // ------------------------------------------------------------------ user actions

  private act(place: ErrorPlace, action: () => void): boolean {
    // Both clicks of a double click land before the next render: the second must not write the
    // same roll for the next player. A control only acts on the game it was drawn for.
    if (this.game !== this.shownGame) return false;
    try {
      action();
      this.error = undefined;
      return true;
    } catch (error) {
      this.error = { place, message: error instanceof Error ? error.message : String(error) };
      return false;
    }
  }

  /** Writes the roll typed (as rendered), or else the extra Yahtzee's face, in a box. */
  private writeRoll(category: CategoryId, dice: Dice | undefined): void {
    if (dice) this.enterDice(category, dice);
    else this.enterExtraYahtzee(category, this.extraFace!);
  }

  private typedDice(): Dice | undefined {
    const dice = parseDice(this.diceText);
    const count = rulesetOf(this.currentGame).dice;
    return dice && dice.length === count && dice.every(isFace) ? (dice as Face[]) : undefined;
  }

  private openEntry(category: CategoryId): void {
    this.selected = category;
    this.selectedPoints = '';
    this.rovingBox = category;
    this.error = undefined;
    this.focusAfterRender('#entry-heading');
  }

  private closeEntry(): void {
    const category = this.selected;
    this.selected = undefined;
    this.error = undefined;
    this.focusAfterRender(`button[data-box="${category ?? ''}"]`);
  }

  private focusAfterRender(selector: string): void {
    void this.updateComplete.then(() =>
      this.renderRoot.querySelector<HTMLElement>(selector)?.focus(),
    );
  }

  private onCellKeydown(event: KeyboardEvent): void {
    const cells = [...this.renderRoot.querySelectorAll<HTMLButtonElement>('button.cell')];
    const index = cells.indexOf(event.target as HTMLButtonElement);
    if (index < 0) return;
    const next: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowRight: index + 1,
      ArrowUp: index - 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: cells.length - 1,
    };
    const target = next[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const cell = cells[Math.min(Math.max(target, 0), cells.length - 1)]!;
    this.rovingBox = cell.dataset.box as CategoryId;
    cell.focus();
  }

  private async printBlank(): Promise<void> {
    this.printingBlank = true;
    await this.updateComplete;
    try {
      globalThis.print();
    } finally {
      this.printingBlank = false;
    }
  }

  // ------------------------------------------------------------------ rendering

  private errorFor(place: ErrorPlace): TemplateResult | typeof nothing {
    return this.error?.place === place
      ? html`<p part="error" class="error" id="error-${place}" role="alert">
          ${this.error.message}
        </p>`
      : nothing;
  }

  private describedBy(place: ErrorPlace): string | typeof nothing {
    return this.error?.place === place ? `error-${place}` : nothing;
  }

  // No <form>: a sandboxed iframe without allow-forms blocks submit, and CMS pages embed such frames.
  private addTypedPlayer(): void {
    if (this.act('players', () => this.addPlayer(this.newPlayerName))) this.newPlayerName = '';
  }

  override render(): TemplateResult {
    const lang = this.pageLanguage;
    const m = this.messages;
    const game = (this.shownGame = this.currentGame);
    const ruleset = rulesetOf(game);
    const over = isOver(game);
    const player = currentPlayer(game);
    const notice = this.storage.notice;
    return html`
      <div part="base" class="base ${this.printingBlank ? 'printing-blank' : ''}">
        ${
          notice
            ? html`<p part="notice" class="notice" role="alert">${storageNotice(lang, notice)}</p>`
            : nothing
        }
        <p part="turn" class="turn">
          ${
            over
              ? m.gameOver
              : m.turn(
                  formatNumber(lang, round(game)),
                  formatNumber(lang, ruleset.categories.length),
                  game.players[player]!,
                )
          }
        </p>
        ${over ? this.renderGameOver(game) : this.renderRoll(game, ruleset)}
        <div class="scroller" part="scroller">${this.renderTable(game, ruleset, false)}</div>
        ${this.selected && !over ? this.renderEntry(game, ruleset, this.selected) : nothing}
        <div class="actions">
          <button
            part="button"
            type="button"
            class="undo"
            ?disabled=${game.moves.length === 0}
            @click=${() => this.act('undo', () => this.undo())}
          >
            ${m.undo}
          </button>
          <button part="button" type="button" @click=${() => globalThis.print()}>${m.print}</button>
        </div>
        ${this.errorFor('undo')} ${this.renderPlayers(game)} ${this.renderHistory(game)}
        ${this.renderBlankControls(game)}
        ${this.printingBlank ? this.renderTable(game, ruleset, true) : nothing}
        <p class="visually-hidden" role="status" aria-live="polite">${this.announcement}</p>
      </div>
    `;
  }

  private renderTable(game: Game, ruleset: Ruleset, blank: boolean): TemplateResult {
    const lang = this.pageLanguage;
    const m = this.messages;
    const names = blank
      ? Array.from({ length: this.blankCount || game.players.length }, (_, seat) =>
          common[lang].defaultPlayer(seat + 1),
        )
      : game.players;
    const player = blank ? -1 : currentPlayer(game);
    const preview = new Map<CategoryId, Placement>();
    if (player >= 0) {
      for (const option of this.rollPlacements(game) ?? []) preview.set(option.category, option);
    }
    const totals = names.map((_, seat) => (blank ? undefined : playerTotals(game, seat)));
    const openBoxes =
      player >= 0 ? ruleset.categories.filter((category) => this.isOpen(category)) : [];
    const roving =
      this.rovingBox && openBoxes.includes(this.rovingBox) ? this.rovingBox : openBoxes[0];
    const yahtzee = ruleset.id === 'yahtzee';
    const totalRow = (
      label: string,
      value: (t: Totals, seat: number) => string,
      strong = false,
    ) => html`
      <tr class="total-row ${strong ? 'grand' : ''}">
        <th scope="row">${label}</th>
        ${totals.map((t, seat) => html`<td part="total" class="total">${t ? value(t, seat) : ''}</td>`)}
      </tr>
    `;
    const boxRow = (category: CategoryId) => html`
      <tr>
        <th scope="row">${this.boxName(category)}</th>
        ${names.map((name, seat) => {
          const score = blank ? undefined : sheetOf(game, seat).scores[category];
          if (score !== undefined) {
            return html`<td part="cell" class="cell-td filled">${formatNumber(lang, score)}</td>`;
          }
          if (seat !== player) return html`<td part="cell" class="cell-td"></td>`;
          const option = preview.get(category);
          const label = option
            ? m.cellScore(
                name,
                this.boxName(category),
                formatNumber(lang, option.points),
                this.bonusText(option.bonus),
              )
            : m.cellOpen(name, this.boxName(category));
          return html`<td part="cell" class="cell-td open">
            <button
              part="cell-button"
              type="button"
              class="cell ${this.selected === category ? 'selected' : ''}"
              data-box=${category}
              tabindex=${category === roving ? 0 : -1}
              aria-label=${label}
              aria-expanded=${this.selected === category ? 'true' : 'false'}
              @click=${() => this.openEntry(category)}
              @keydown=${this.onCellKeydown}
            >
              ${option ? html`<span class="preview">${formatNumber(lang, option.points)}</span>` : nothing}
            </button>
          </td>`;
        })}
      </tr>
    `;
    const n = (value: number) => formatNumber(lang, value);
    return html`
      <table part="table" class=${blank ? 'blank' : 'sheet'}>
        <caption>
          ${m.caption}
        </caption>
        <thead>
          <tr>
            <th scope="col">${m.box}</th>
            ${names.map(
              (name, seat) =>
                html`<th scope="col" class=${seat === player ? 'current' : ''}>
                  <span class="name">${name}</span>
                  ${seat === player ? html`<span class="turn-mark">${m.yourTurn}</span>` : nothing}
                </th>`,
            )}
          </tr>
        </thead>
        <tbody>
          ${ruleset.upperCategories.map(boxRow)} ${totalRow(m.upperSum, (t) => n(t.upper))}
          ${totalRow(m.upperBonus(n(ruleset.upperBonus), n(ruleset.upperBonusThreshold)), (t) => n(t.upperBonus))}
          ${yahtzee ? totalRow(m.upperTotal, (t) => n(t.upperTotal)) : nothing}
        </tbody>
        <tbody>
          ${ruleset.lowerCategories.map(boxRow)}
          ${
            yahtzee
              ? totalRow(
                  m.yahtzeeBonus(this.boxName(ruleset.fiveOfAKind), n(ruleset.yahtzeeBonus)),
                  (t, seat) =>
                    `${'✓'.repeat(yahtzeeBonusMarks(game, seat))} ${n(t.yahtzeeBonus)}`.trim(),
                )
              : nothing
          }
          ${yahtzee ? totalRow(m.lowerTotal, (t) => n(t.lowerTotal)) : nothing}
          ${totalRow(m.grandTotal, (t) => n(t.total), true)}
        </tbody>
      </table>
    `;
  }

  private renderRoll(game: Game, ruleset: Ruleset): TemplateResult {
    const lang = this.pageLanguage;
    const m = this.messages;
    const dice = this.typedDice();
    const typed = parseDice(this.diceText);
    const invalid =
      this.diceText.trim() !== '' &&
      (!typed || typed.length > ruleset.dice || !typed.every(isFace));
    const placements = this.rollPlacements(game);
    const canExtra = canEnterExtraYahtzee(game);
    const fiveOfAKind = this.boxName(ruleset.fiveOfAKind);
    const write = (placement: Placement) =>
      this.act('roll', () => this.writeRoll(placement.category, dice));
    return html`
      <section class="roll" aria-labelledby="roll-heading">
        <h3 id="roll-heading">${m.rollHeading}</h3>
        <div class="field">
          <label for="dice">${m.diceLabel}</label>
          <input
            part="field"
            id="dice"
            inputmode="numeric"
            autocomplete="off"
            .value=${live(this.diceText)}
            aria-invalid=${invalid ? 'true' : 'false'}
            aria-describedby=${invalid ? 'dice-error' : this.describedBy('roll')}
            @input=${(event: Event) => {
              this.diceText = (event.target as HTMLInputElement).value;
              this.extra = false;
            }}
          />
        </div>
        ${
          invalid
            ? html`<p part="error" class="error" id="dice-error" role="alert">
                ${m.errorDice(formatNumber(lang, ruleset.dice))}
              </p>`
            : nothing
        }
        <div class="faces">
          ${faces.map(
            (face) =>
              html`<button
                part="button"
                type="button"
                class="face"
                aria-label=${m.addFace(formatNumber(lang, face))}
                ?disabled=${(typed?.length ?? 0) >= ruleset.dice}
                @click=${() => {
                  const current = parseDice(this.diceText) ?? [];
                  this.diceText = [...current, face].join(' ');
                  this.extra = false;
                }}
              >
                ${face}
              </button>`,
          )}
          <button
            part="button"
            type="button"
            ?disabled=${this.diceText === ''}
            @click=${() => (this.diceText = '')}
          >
            ${m.clearDice}
          </button>
        </div>
        ${
          this.rollerDice
            ? html`<button
                part="button primary-button"
                type="button"
                class="take"
                @click=${() => {
                  this.diceText = this.rollerDice!.join(' ');
                  this.extra = false;
                }}
              >
                ${m.rollerDice(this.rollerDice.join(' '))}
              </button>`
            : nothing
        }
        ${
          canExtra
            ? html`<div class="extra">
                <label class="check">
                  <input
                    type="checkbox"
                    .checked=${live(this.extra)}
                    @change=${(event: Event) => {
                      this.extra = (event.target as HTMLInputElement).checked;
                      if (this.extra) this.diceText = '';
                    }}
                  />
                  ${m.extraYahtzee(fiveOfAKind)}
                </label>
                ${
                  this.extra
                    ? html`<label for="extra-face">${m.extraFace}</label>
                        <select
                          part="field"
                          id="extra-face"
                          @change=${(event: Event) => {
                            const face = Number((event.target as HTMLSelectElement).value);
                            this.extraFace = isFace(face) ? face : undefined;
                          }}
                        >
                          <option value="" ?selected=${!this.extraFace}>–</option>
                          ${faces.map(
                            (face) =>
                              html`<option value=${face} ?selected=${this.extraFace === face}>
                                ${face}
                              </option>`,
                          )}
                        </select>`
                    : nothing
                }
              </div>`
            : nothing
        }
        ${
          placements
            ? html`<h4>${m.placementsHeading}</h4>
                ${
                  placements.length === 0
                    ? html`<p>${m.noPlacements}</p>`
                    : html`<ul class="placements">
                        ${placements.map(
                          (placement) =>
                            html`<li>
                              <button
                                part="button primary-button"
                                type="button"
                                data-place=${placement.category}
                                @click=${() => write(placement)}
                              >
                                ${m.placement(
                                  this.boxName(placement.category),
                                  formatNumber(lang, placement.points),
                                  this.bonusText(placement.bonus),
                                )}
                              </button>
                            </li>`,
                        )}
                      </ul>`
                }`
            : nothing
        }
        ${this.errorFor('roll')}
      </section>
    `;
  }

  private renderEntry(game: Game, ruleset: Ruleset, category: CategoryId): TemplateResult {
    const lang = this.pageLanguage;
    const m = this.messages;
    const name = game.players[currentPlayer(game)]!;
    const dice = this.typedDice();
    const option = this.rollPlacements(game)?.find((placement) => placement.category === category);
    const values = possibleScores(ruleset, category);
    const writePoints = () =>
      this.act('entry', () => {
        // Nothing chosen yet: said as the rules would say a value the box cannot hold.
        if (this.selectedPoints === '') {
          throw new Error(
            this.problemText({
              code: 'impossible-points',
              category,
              points: '–',
              possible: values,
            }),
          );
        }
        this.enterPoints(category, Number(this.selectedPoints));
      });
    return html`
      <section
        class="entry"
        aria-labelledby="entry-heading"
        @keydown=${(event: KeyboardEvent) => {
          if (event.key === 'Escape') this.closeEntry();
        }}
      >
        <h3 id="entry-heading" tabindex="-1">${m.entryHeading(name, this.boxName(category))}</h3>
        ${
          option
            ? html`<button
                part="button primary-button"
                type="button"
                class="write-roll"
                @click=${() => this.act('entry', () => this.writeRoll(category, dice))}
              >
                ${m.writeRoll(formatNumber(lang, option.points), this.bonusText(option.bonus))}
              </button>`
            : nothing
        }
        <div class="field">
          <label for="points">${m.pointsLabel}</label>
          <div class="row">
            <select
              part="field"
              id="points"
              aria-describedby=${this.describedBy('entry')}
              @change=${(event: Event) => (this.selectedPoints = (event.target as HTMLSelectElement).value)}
            >
              <option value="" ?selected=${this.selectedPoints === ''}>–</option>
              ${values.map(
                (value) =>
                  html`<option value=${value} ?selected=${this.selectedPoints === String(value)}>
                    ${formatNumber(lang, value)}
                  </option>`,
              )}
            </select>
            <button part="button" type="button" class="write-points" @click=${writePoints}>
              ${m.write}
            </button>
          </div>
        </div>
        <div class="row">
          <button
            part="button"
            type="button"
            class="scratch"
            @click=${() => this.act('entry', () => this.scratch(category))}
          >
            ${m.scratch}
          </button>
          <button part="button" type="button" class="cancel" @click=${() => this.closeEntry()}>
            ${m.cancel}
          </button>
        </div>
        ${this.errorFor('entry')}
      </section>
    `;
  }

  private renderPlayers(game: Game): TemplateResult {
    const lang = this.pageLanguage;
    const m = this.messages;
    const unlocked = game.moves.length === 0;
    const count = game.players.length;
    return html`
      <details class="players" ?open=${unlocked}>
        <summary>${m.playersHeading}</summary>
        <ol>
          ${game.players.map(
            (name, seat) =>
              html`<li>
                <label for="name-${seat}">${m.nameLabel(formatNumber(lang, seat + 1))}</label>
                <div class="row">
                  <input
                    part="field"
                    id="name-${seat}"
                    .value=${live(name)}
                    maxlength=${maxNameLength}
                    aria-describedby=${this.describedBy(`name-${seat}`)}
                    @change=${(event: Event) =>
                      this.act(`name-${seat}`, () =>
                        this.renamePlayer(seat, (event.target as HTMLInputElement).value),
                      )}
                  />
                  ${
                    unlocked
                      ? html`<button
                            part="button"
                            type="button"
                            aria-label=${m.moveLeft(name)}
                            ?disabled=${seat === 0}
                            @click=${() => this.act('players', () => this.changePlayers(moveSeat(game, seat, seat - 1)))}
                          >
                            ←
                          </button>
                          <button
                            part="button"
                            type="button"
                            aria-label=${m.moveRight(name)}
                            ?disabled=${seat === count - 1}
                            @click=${() => this.act('players', () => this.changePlayers(moveSeat(game, seat, seat + 1)))}
                          >
                            →
                          </button>
                          <button
                            part="button"
                            type="button"
                            aria-label=${m.remove(name)}
                            ?disabled=${count === 1}
                            @click=${() => this.act('players', () => this.removePlayer(seat))}
                          >
                            ✕
                          </button>
                          <label class="check">
                            <input
                              type="radio"
                              name="starter"
                              .checked=${live(seat === game.starter)}
                              @change=${() => this.act('players', () => this.changePlayers(setStarter(game, seat)))}
                            />
                            ${m.begins}
                          </label>`
                      : nothing
                  }
                </div>
                ${this.errorFor(`name-${seat}`)}
              </li>`,
          )}
        </ol>
        ${
          unlocked
            ? html`<div class="row">
                <label for="new-player">${m.newPlayerLabel}</label>
                <input
                  part="field"
                  id="new-player"
                  .value=${live(this.newPlayerName)}
                  maxlength=${maxNameLength}
                  aria-describedby=${this.describedBy('players')}
                  @input=${(event: Event) => (this.newPlayerName = (event.target as HTMLInputElement).value)}
                  @keydown=${(event: KeyboardEvent) => {
                    if (event.key === 'Enter' && !event.isComposing && !event.repeat)
                      this.addTypedPlayer();
                  }}
                />
                <button part="button" type="button" class="add" @click=${this.addTypedPlayer}>
                  ${m.add}
                </button>
              </div>`
            : nothing
        }
        ${this.errorFor('players')}
      </details>
    `;
  }

  private renderHistory(game: Game): TemplateResult | typeof nothing {
    if (game.moves.length === 0) return nothing;
    const lang = this.pageLanguage;
    const m = this.messages;
    const perRound = game.players.length;
    const rounds: Move[][] = [];
    game.moves.forEach((move, index) => (rounds[Math.floor(index / perRound)] ??= []).push(move));
    return html`
      <details class="history">
        <summary>${m.historyHeading}</summary>
        <ol>
          ${rounds.map(
            (moves, index) =>
              html`<li>
                ${m.historyRound(formatNumber(lang, index + 1))}
                <ul>
                  ${moves.map((move) => html`<li>${this.entryText(move)}</li>`)}
                </ul>
              </li>`,
          )}
        </ol>
      </details>
    `;
  }

  private renderGameOver(game: Game): TemplateResult {
    const lang = this.pageLanguage;
    const m = this.messages;
    const result = standings(game);
    return html`
      <section class="over" aria-labelledby="over-heading">
        <h3 id="over-heading">${m.gameOver}</h3>
        <p class="winners">${this.winnersText(game, result.winners)}</p>
        <h4>${m.standingsHeading}</h4>
        <ol class="standings">
          ${result.standings.map(
            (standing) => html`<li>${standing.name}: ${formatNumber(lang, standing.total)}</li>`,
          )}
        </ol>
        <div class="row">
          <label for="next-starter">${m.newGameStarter}</label>
          <select
            part="field"
            id="next-starter"
            @change=${(event: Event) => (this.nextStarter = Number((event.target as HTMLSelectElement).value))}
          >
            ${game.players.map(
              (name, seat) =>
                html`<option value=${seat} ?selected=${seat === this.nextStarter}>${name}</option>`,
            )}
          </select>
          <button
            part="button primary-button"
            type="button"
            class="new-game"
            @click=${() => this.act('new-game', () => this.newGame(this.nextStarter))}
          >
            ${m.newGame}
          </button>
        </div>
        ${this.errorFor('new-game')}
      </section>
    `;
  }

  private renderBlankControls(game: Game): TemplateResult {
    const m = this.messages;
    return html`
      <div class="row blank-controls">
        <label for="blank-count">${m.blankPlayers}</label>
        <input
          part="field"
          id="blank-count"
          type="number"
          min="1"
          max=${maxPlayers}
          .value=${live(String(this.blankCount || game.players.length))}
          @change=${(event: Event) => {
            const value = Math.round(Number((event.target as HTMLInputElement).value));
            this.blankCount = Number.isFinite(value) ? Math.min(Math.max(value, 1), maxPlayers) : 0;
          }}
        />
        <button
          part="button"
          type="button"
          class="print-blank"
          @click=${() => void this.printBlank()}
        >
          ${m.printBlank}
        </button>
      </div>
    `;
  }
}

define('yahtzee-scorecard', YahtzeeScorecard);
