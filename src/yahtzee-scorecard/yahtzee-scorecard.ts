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
  undoneRoll,
  type Game,
  type GameJSON,
  type Move,
  type RollOrigin,
  type Standing,
} from '../rules/game.js';
import { cleanName, playerLimits } from '../rules/players.js';
import {
  type CategoryId,
  type JokerRule,
  type Ruleset,
  type RulesetId,
  type TotalLine,
} from '../rules/rulesets.js';
import { RuleError, type RuleProblem } from '../rules/rule-error.js';
import { possibleScores } from '../rules/scoring.js';
import type { Placement } from '../rules/sheet.js';
import type { Totals } from '../rules/totals.js';
import { StoreController } from '../storage/controller.js';
import { printOnly } from './print.js';
import { printStyles } from './print.styles.js';
import { styles } from './yahtzee-scorecard.styles.js';

/** Most players the card seats: the name policy's limit (the rules set no maximum). */
export const maxPlayers = playerLimits.maxPlayers;

/** A pick made while a game was being played: it seats the next game. */
interface NextTable {
  players: string[];
  starter: number;
}

function validateNextTable(data: unknown): NextTable | null {
  if (data === null) return null;
  const table = data as Partial<NextTable>;
  if (
    typeof table !== 'object' ||
    !Array.isArray(table.players) ||
    table.players.length === 0 ||
    table.players.length > maxPlayers ||
    !table.players.every((name) => typeof name === 'string') ||
    !Number.isInteger(table.starter) ||
    table.starter! < 0 ||
    table.starter! >= table.players.length
  ) {
    throw new Error('A next table is a list of names and a starting seat');
  }
  return { players: [...table.players], starter: table.starter! };
}

/** What the linked roller shows now: its dice, roll number and holds. */
interface RollerRoll extends RollOrigin {
  dice: Dice;
}

/** A roll the card offers: the roller's (with its origin) or the dice typed. */
interface OfferedRoll {
  dice: Dice;
  origin?: RollOrigin;
}

/** Words longer than this are shortened in a column header, so a column stays narrow. */
const headerWordLength = 12;

/** Text that may wrap at its spaces only: a hyphen ("Dirk-Jan", "Yahtzee-bonus") never breaks it. */
function unbroken(text: string): TemplateResult[] {
  return text
    .split(' ')
    .map((word, i) => html`${i > 0 ? ' ' : ''}<span class="word">${word}</span>`);
}

/** A name as a column header shows it: every over-long word cut with an ellipsis, never broken. */
function headerName(name: string): string {
  return name
    .split(' ')
    .map((word) =>
      [...word].length > headerWordLength
        ? `${[...word].slice(0, headerWordLength - 1).join('')}…`
        : word,
    )
    .join(' ');
}

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
  static override styles = [styles, printStyles];

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
  /** @internal The move an undo took back, shown until the next entry. */
  @state() private undoneMove: Move | undefined;
  /** @internal A finished game, whose standings stay on screen until the next game's first score. */
  @state() private finishedGame: Game | undefined;
  /** @internal A pick made during a game: it seats the next game. */
  @state() private nextTable: NextTable | undefined;
  /** @internal Seats whose full name the header shows (tapped). */
  @state() private fullNames = new Set<number>();

  private readonly language = new LanguageController(this);
  private pendingNames: string[] | undefined;

  // Saved as the game's JSON form; loadGame replays every move of what is read back.
  private readonly storage = new StoreController<GameJSON>(this, {
    key: () => this.storageKey,
    version: 1,
    validate: (data) => toJSON(loadGame(data)),
    restore: (json) => this.restoreGame(loadGame(json)),
  });

  // Kept beside the game, so a pick made mid-game survives a reload until New game uses it.
  private readonly nextTableStorage = new StoreController<NextTable | null>(this, {
    key: () => `${this.storageKey}:next-table`,
    version: 1,
    validate: validateNextTable,
    restore: (table) => (this.nextTable = table ?? undefined),
  });

  /** The seat whose column was last scrolled into view. */
  private scrolledToSeat: number | undefined;

  /** The players' names, seat by seat. Set names (or a comma-separated string) to seat a new table before the first score. */
  @property({ attribute: 'players' })
  get players(): string[] {
    return this.game ? [...this.game.players] : (this.pendingNames ?? []);
  }
  set players(value: readonly string[] | string | null) {
    const names = (typeof value === 'string' ? value.split(',') : (value ?? []))
      .map((name) => cleanName(String(name)))
      .filter((name) => name !== '')
      .slice(0, maxPlayers)
      .map((name) => [...name].slice(0, maxNameLength).join(''));
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
    document.addEventListener('dice-change', this.onDiceChange);
    document.addEventListener('first-player-picked', this.onFirstPlayerPicked);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    document.removeEventListener('dice-change', this.onDiceChange);
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
    const roll = undoneRoll(game);
    if (!this.commit(previous)) return;
    this.resetEntry();
    this.undoneMove = last;
    this.announcement = `${this.undoneText(last)} ${this.messages.announceTurn(game.players[last.player]!)}`;
    // The roll comes back where it was: on the roller with its rolls and holds, or in the dice field.
    if (roll) this.giveBackRoll(roll);
    else if (last.dice) this.diceText = last.dice.join(' ');
    this.turnChanged();
  }

  /**
   * Starts a new game with the same rules: with the players of a pick made during the last game if
   * there is one, else the same players; `starter` is the seat that begins (default: the same).
   */
  newGame(starter?: number): void {
    const game = this.currentGame;
    const next = this.nextTable
      ? this.tableGame(this.nextTable, starter)
      : this.rules(() => restart(game, starter ?? game.starter));
    this.seat(next);
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
    // next player's roll (a heading, so no on-screen keyboard opens), or New game at the end.
    if (this.renderRoot.contains((this.renderRoot as ShadowRoot).activeElement)) {
      this.focusAfterRender(result ? '.new-game' : '#roll-heading');
    }
    this.resetEntry();
    this.finishedGame = undefined;
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
    this.undoneMove = undefined;
  }

  /** Seats a new game (New game, or a pick): a finished game's standings stay until its first score. */
  private seat(next: Game): void {
    const game = this.currentGame;
    const finished = isOver(game) ? game : undefined;
    if (!this.changePlayers(next)) return;
    this.resetEntry();
    this.finishedGame = finished;
    this.setNextTable(undefined);
    this.announcement = this.messages.announceTurn(next.players[currentPlayer(next)]!);
    this.turnChanged();
  }

  /** A new game with the rules of this one, seated as a pick said. */
  private tableGame(table: NextTable, starter = table.starter): Game {
    const game = this.currentGame;
    return this.rules(() =>
      newGame({
        ruleset: game.ruleset,
        joker: game.joker,
        yahtzeeBonus: game.yahtzeeBonus,
        players: table.players,
        starter,
      }),
    );
  }

  private setNextTable(table: NextTable | undefined): void {
    if (this.nextTable === table) return;
    this.nextTable = table;
    this.nextTableStorage.save(table ?? null);
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

  /** "Undone: Anna, 12 in Threes." */
  private undoneText(move: Move): string {
    return this.messages.undone(
      this.currentGame.players[move.player]!,
      formatNumber(this.pageLanguage, move.points),
      this.boxName(move.category),
      this.bonusText(move.bonus),
    );
  }

  private winnersText(game: Game, winners: readonly number[]): string {
    const names = winners.map((seat) => game.players[seat]!);
    return this.messages.winners(formatList(this.pageLanguage, names), winners.length);
  }

  /** Where the roll offered (or the extra Yahtzee's face) may go; undefined while there is neither. */
  private rollPlacements(game: Game): Placement[] | undefined {
    const offered = this.offeredRoll();
    if (offered) return legalPlacements(game, offered.dice);
    return this.extra && this.extraFace ? extraYahtzeePlacements(game, this.extraFace) : undefined;
  }

  /** The roll on offer: the linked roller's as it is now, else the dice typed. */
  private offeredRoll(): OfferedRoll | undefined {
    const roll = this.rollerRoll();
    if (roll) return { dice: roll.dice, origin: { rollNumber: roll.rollNumber, held: roll.held } };
    const typed = this.typedDice();
    return typed ? { dice: typed } : undefined;
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

  /** The linked `<dice-roller>`, if the page has one under that id. */
  private roller():
    (HTMLElement & Partial<Record<'values' | 'held' | 'rollNumber', unknown>>) | null {
    if (!this.diceRoller) return null;
    const root = this.getRootNode() as Document | ShadowRoot;
    const roller =
      root.getElementById?.(this.diceRoller) ?? document.getElementById(this.diceRoller);
    // An id that names something other than a roller changes nothing.
    return roller && typeof (roller as { newTurn?: unknown }).newTurn === 'function'
      ? roller
      : null;
  }

  /** What the linked roller shows now, read at every use: the card keeps no copy that could go stale. */
  private rollerRoll(): RollerRoll | undefined {
    const roller = this.roller();
    if (!roller) return undefined;
    const { values, held, rollNumber } = roller;
    const count = rulesetOf(this.currentGame).dice;
    if (!Array.isArray(values) || values.length !== count || !values.every(isFace))
      return undefined;
    if (typeof rollNumber !== 'number' || !Number.isInteger(rollNumber) || rollNumber < 1) {
      return undefined;
    }
    const holds =
      Array.isArray(held) && held.length === count
        ? held.map((h) => h === true)
        : values.map(() => false);
    return { dice: [...values], rollNumber, held: holds };
  }

  private readonly onDiceChange = (event: Event): void => {
    if (this.diceRoller && (event.target as Element | null)?.id === this.diceRoller) {
      this.requestUpdate();
    }
  };

  /** Undo puts the roll back on the roller: the same faces, holds and roll number. */
  private giveBackRoll(roll: { dice: Dice; rollNumber: number; held: readonly boolean[] }): void {
    const roller = this.roller();
    if (!roller) return;
    roller.values = [...roll.dice];
    roller.held = [...roll.held];
    roller.rollNumber = roll.rollNumber;
  }

  private readonly onFirstPlayerPicked = (
    event: CustomEvent<{ players: string[]; starter: string }>,
  ): void => {
    if (!this.firstPlayerPicker || (event.target as Element | null)?.id !== this.firstPlayerPicker)
      return;
    const { players, starter } = event.detail ?? {};
    if (!Array.isArray(players) || players.length === 0) return;
    const table = {
      players: players.slice(0, maxPlayers).map(String),
      starter: Math.max(0, players.indexOf(starter)),
    };
    const game = this.currentGame;
    // A game in progress is never replaced: the pick waits for the next game, and the card says so.
    if (game.moves.length > 0 && !isOver(game)) {
      this.setNextTable(table);
      this.announcement = this.nextTableText(table);
      return;
    }
    try {
      this.seat(this.tableGame(table));
    } catch {
      // Names the rules refuse: keep the current table.
    }
  };

  /** "The pick seats the next game: Anna, Bram and Cees; Bram begins." */
  private nextTableText(table: NextTable): string {
    return this.messages.nextTable(
      formatList(this.pageLanguage, table.players),
      table.players[table.starter]!,
    );
  }

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

  /**
   * Writes the roll offered, as it was drawn, or else the extra Yahtzee's face, in a box. A roll that
   * changed since it was drawn (the roller moved on) is never written.
   */
  private writeRoll(category: CategoryId, shown: Dice | undefined): void {
    const offered = this.offeredRoll();
    if (!shown) {
      this.enterExtraYahtzee(category, this.extraFace!);
      return;
    }
    if (!offered || offered.dice.join() !== shown.join()) {
      this.requestUpdate();
      throw new Error(this.messages.errorRollChanged);
    }
    const game = this.currentGame;
    this.played(this.rules(() => enterDice(game, category, offered.dice, offered.origin)));
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

  /** Prints the game's sheet alone; landscape past 6 columns of players. */
  private printSheet(): void {
    void printOnly(this, { landscape: this.currentGame.players.length > 6 });
  }

  private async printBlank(): Promise<void> {
    this.printingBlank = true;
    await this.updateComplete;
    try {
      await printOnly(this, {
        landscape: (this.blankCount || this.currentGame.players.length) > 6,
      });
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
        ${
          // At game over the game-over panel says so, once.
          over
            ? nothing
            : html`<p part="turn" class="turn">
                ${m.turn(
                  formatNumber(lang, round(game)),
                  formatNumber(lang, ruleset.categories.length),
                  game.players[player]!,
                )}
              </p>`
        }
        ${
          this.nextTable
            ? html`<p class="next-table">${this.nextTableText(this.nextTable)}</p>`
            : nothing
        }
        ${over ? this.renderGameOver(game) : this.renderRoll(game, ruleset)}
        ${this.finishedGame && game.moves.length === 0 ? this.renderLastGame(this.finishedGame) : nothing}
        <div class="scroller" part="scroller">${this.renderTable(game, ruleset, false)}</div>
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
          <button part="button" type="button" class="print" @click=${this.printSheet}>
            ${m.print}
          </button>
        </div>
        ${this.undoneMove ? html`<p class="undone">${this.undoneText(this.undoneMove)}</p>` : nothing}
        ${this.errorFor('undo')} ${this.renderPlayers(game)} ${this.renderHistory(game)}
        ${this.renderBlankControls(game)}
        ${this.printingBlank ? this.renderTable(game, ruleset, true) : nothing}
        <p class="visually-hidden" role="status" aria-live="polite">${this.announcement}</p>
      </div>
    `;
  }

  protected override updated(): void {
    this.scrollToCurrentPlayer();
  }

  /** When the turn passes, the current player's column scrolls into view (sideways only). */
  private scrollToCurrentPlayer(): void {
    const seat = currentPlayer(this.currentGame);
    if (seat === this.scrolledToSeat) return;
    this.scrolledToSeat = seat;
    const scroller = this.renderRoot.querySelector<HTMLElement>('.scroller');
    const column = scroller?.querySelector<HTMLElement>('table.sheet thead th.current');
    const boxes = scroller?.querySelector<HTMLElement>('table.sheet thead th');
    if (!scroller || !column || !boxes) return;
    // A little room beyond the column, so its edge is not hidden under the scroller's edge.
    const room = 8;
    const start = column.offsetLeft - boxes.offsetWidth - room;
    const end = column.offsetLeft + column.offsetWidth - scroller.clientWidth + room;
    // scrollLeft, not scrollIntoView: the page itself must not jump.
    if (scroller.scrollLeft > start) scroller.scrollLeft = start;
    else if (scroller.scrollLeft < end) scroller.scrollLeft = end;
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
    const winners = !blank && isOver(game) ? standings(game).winners : [];
    const preview = new Map<CategoryId, Placement>();
    if (player >= 0) {
      for (const option of this.rollPlacements(game) ?? []) preview.set(option.category, option);
    }
    const totals = names.map((_, seat) => (blank ? undefined : playerTotals(game, seat)));
    const openBoxes =
      player >= 0 ? ruleset.categories.filter((category) => this.isOpen(category)) : [];
    const roving =
      this.rovingBox && openBoxes.includes(this.rovingBox) ? this.rovingBox : openBoxes[0];
    const totalRow = (
      label: string,
      value: (t: Totals, seat: number) => string,
      strong = false,
    ) => html`
      <tr class="total-row ${strong ? 'grand' : ''}">
        <th scope="row">${unbroken(label)}</th>
        ${totals.map(
          (t, seat) =>
            html`<td
              part="total"
              class="total ${strong && winners.includes(seat) ? 'winner' : ''}"
              data-seat=${seat}
            >
              ${t ? value(t, seat) : ''}
            </td>`,
        )}
      </tr>
    `;
    const boxRow = (category: CategoryId) => html`
      <tr data-category=${category}>
        <th scope="row">${unbroken(this.boxName(category))}</th>
        ${names.map((name, seat) => {
          const score = blank ? undefined : sheetOf(game, seat).scores[category];
          if (score !== undefined) {
            return html`<td part="cell" class="cell-td filled" data-seat=${seat}>
              ${formatNumber(lang, score)}
            </td>`;
          }
          if (seat !== player) return html`<td part="cell" class="cell-td" data-seat=${seat}></td>`;
          const option = preview.get(category);
          const label = option
            ? m.cellScore(
                name,
                this.boxName(category),
                formatNumber(lang, option.points),
                this.bonusText(option.bonus),
              )
            : m.cellOpen(name, this.boxName(category));
          return html`<td part="cell" class="cell-td open" data-seat=${seat}>
            <button
              part="cell-button"
              type="button"
              class="cell ${this.selected === category ? 'selected' : ''} ${
                option && option.points + option.bonus === 0 ? 'zero' : ''
              }"
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
      ${
        // The entry panel opens right under the box that was tapped.
        !blank && this.selected === category && player >= 0
          ? html`<tr class="entry-row">
              <td colspan=${names.length + 1}>${this.renderEntry(game, ruleset, category)}</td>
            </tr>`
          : nothing
      }
    `;
    const n = (value: number) => formatNumber(lang, value);
    // The pad's total lines, in the order the ruleset prints them.
    const labels: Record<TotalLine, string> = {
      upper: m.upperSum,
      upperBonus: m.upperBonus(n(ruleset.upperBonus), n(ruleset.upperBonusThreshold)),
      upperTotal: m.upperTotal,
      lower: m.lowerSum,
      yahtzeeBonus: m.yahtzeeBonus(this.boxName(ruleset.fiveOfAKind), n(ruleset.yahtzeeBonus)),
      lowerTotal: m.lowerTotal,
      total: m.grandTotal,
    };
    const line = (key: TotalLine) =>
      totalRow(
        labels[key],
        (t, seat) =>
          key === 'yahtzeeBonus'
            ? `${'✓'.repeat(yahtzeeBonusMarks(game, seat))} ${n(t.yahtzeeBonus)}`.trim()
            : n(t[key]),
        key === 'total',
      );
    return html`
      <table part="table" class=${blank ? 'blank' : 'sheet'}>
        <caption>
          ${m.caption}
        </caption>
        <thead>
          <tr>
            <th scope="col">${m.box}</th>
            ${names.map((name, seat) => this.renderHeader(name, seat, seat === player, winners.includes(seat)))}
          </tr>
        </thead>
        <tbody>
          ${ruleset.upperCategories.map(boxRow)} ${ruleset.upperLines.map(line)}
        </tbody>
        <tbody>
          ${ruleset.lowerCategories.map(boxRow)} ${ruleset.lowerLines.map(line)}
        </tbody>
      </table>
    `;
  }

  /**
   * A player's column header. A name never breaks inside a word: it wraps at spaces, and a word too
   * long for a narrow column is cut with an ellipsis; a tap shows it whole, screen readers get it whole.
   */
  private renderHeader(
    name: string,
    seat: number,
    current: boolean,
    winner: boolean,
  ): TemplateResult {
    const m = this.messages;
    const short = headerName(name);
    const full = short === name || this.fullNames.has(seat);
    return html`<th
      scope="col"
      class="${current ? 'current' : ''} ${winner ? 'winner' : ''}"
      data-seat=${seat}
    >
      ${
        short === name
          ? html`<span class="name">${unbroken(name)}</span>`
          : html`<button
              type="button"
              class="name name-toggle ${full ? 'full' : ''}"
              aria-expanded=${full ? 'true' : 'false'}
              aria-label=${name}
              data-seat=${seat}
              @click=${this.onNameToggle}
            >
              ${unbroken(full ? name : short)}
            </button>`
      }
      ${current ? html`<span class="turn-mark">${m.yourTurn}</span>` : nothing}
      ${winner ? html`<span class="winner-mark">★ ${m.winnerMark}</span>` : nothing}
    </th>`;
  }

  private onNameToggle(event: Event): void {
    const seat = Number((event.currentTarget as HTMLElement).dataset.seat);
    const shown = new Set(this.fullNames);
    if (!shown.delete(seat)) shown.add(seat);
    this.fullNames = shown;
  }

  /** The finished game's standings, kept on screen until the new game's first score. */
  private renderLastGame(game: Game): TemplateResult {
    const m = this.messages;
    const result = standings(game);
    return html`<section class="last-game" aria-labelledby="last-game-heading">
      <h3 id="last-game-heading">${m.lastGame}</h3>
      <p>${this.winnersText(game, result.winners)}</p>
      ${this.renderStandings(result.standings)}
    </section>`;
  }

  private renderStandings(list: readonly Standing[]): TemplateResult {
    const lang = this.pageLanguage;
    return html`<ol class="standings">
      ${list.map((standing) => html`<li>${standing.name}: ${formatNumber(lang, standing.total)}</li>`)}
    </ol>`;
  }

  private renderRoll(game: Game, ruleset: Ruleset): TemplateResult {
    const m = this.messages;
    const linked = this.roller() !== null;
    const rollerRoll = this.rollerRoll();
    const offered = this.offeredRoll();
    const placements = this.rollPlacements(game);
    return html`
      <section class="roll" aria-labelledby="roll-heading">
        ${
          rollerRoll
            ? html`<h3
                id="roll-heading"
                tabindex="-1"
                class="offered"
                data-dice=${rollerRoll.dice.join(' ')}
                data-roll-number=${rollerRoll.rollNumber}
              >
                ${m.rollerRoll(
                  formatNumber(this.pageLanguage, rollerRoll.rollNumber),
                  rollerRoll.dice.join(' '),
                )}
              </h3>`
            : html`<h3 id="roll-heading" tabindex="-1">${m.rollHeading}</h3>
                ${
                  linked
                    ? html`<p class="roll-hint">${m.rollerWaiting}</p>
                        <details class="type-dice">
                          <summary>${m.typeDice}</summary>
                          ${this.renderTypedDice(game, ruleset)}
                        </details>`
                    : this.renderTypedDice(game, ruleset)
                }`
        }
        ${placements ? this.renderPlacements(placements, offered?.dice) : nothing}
        ${this.errorFor('roll')}
      </section>
    `;
  }

  private renderPlacements(
    placements: readonly Placement[],
    dice: Dice | undefined,
  ): TemplateResult {
    const lang = this.pageLanguage;
    const m = this.messages;
    if (placements.length === 0) return html`<p>${m.noPlacements}</p>`;
    const write = (placement: Placement) =>
      this.act('roll', () => this.writeRoll(placement.category, dice));
    return html`<h4 class="visually-hidden">${m.placementsHeading}</h4>
      <ul class="placements">
        ${placements.map(
          (placement) =>
            html`<li>
              <button
                part="button primary-button"
                type="button"
                class="place ${placement.points + placement.bonus === 0 ? 'zero' : ''}"
                data-place=${placement.category}
                data-points=${placement.points}
                data-bonus=${placement.bonus}
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
      </ul>`;
  }

  /** The dice typed by hand (for real dice on the table), with the face buttons and the extra Yahtzee. */
  private renderTypedDice(game: Game, ruleset: Ruleset): TemplateResult {
    const lang = this.pageLanguage;
    const m = this.messages;
    const typed = parseDice(this.diceText);
    const invalid =
      this.diceText.trim() !== '' &&
      (!typed || typed.length > ruleset.dice || !typed.every(isFace));
    const canExtra = canEnterExtraYahtzee(game);
    const fiveOfAKind = this.boxName(ruleset.fiveOfAKind);
    return html`
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
    `;
  }

  private renderEntry(game: Game, ruleset: Ruleset, category: CategoryId): TemplateResult {
    const lang = this.pageLanguage;
    const m = this.messages;
    const name = game.players[currentPlayer(game)]!;
    const dice = this.offeredRoll()?.dice;
    const option = this.rollPlacements(game)?.find((placement) => placement.category === category);
    // One way to write 0: Scratch. The roll's button and the list offer only points.
    const scores = option && option.points + option.bonus > 0 ? option : undefined;
    const values = possibleScores(ruleset, category).filter((value) => value > 0);
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
          scores
            ? html`<button
                part="button primary-button"
                type="button"
                class="write-roll"
                @click=${() => this.act('entry', () => this.writeRoll(category, dice))}
              >
                ${m.writeRoll(formatNumber(lang, scores.points), this.bonusText(scores.bonus))}
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
    const m = this.messages;
    const result = standings(game);
    return html`
      <section class="over" aria-labelledby="over-heading">
        <h3 id="over-heading">${m.gameOver}</h3>
        <p class="winners">${this.winnersText(game, result.winners)}</p>
        <h4>${m.standingsHeading}</h4>
        ${this.renderStandings(result.standings)}
        ${
          // A pick made during the game seats the next one; its roll-off chose who begins.
          this.nextTable
            ? html`<div class="row">${this.renderNewGameButton()}</div>`
            : html`<div class="row">
                <label for="next-starter">${m.newGameStarter}</label>
                <select
                  part="field"
                  id="next-starter"
                  @change=${(event: Event) => (this.nextStarter = Number((event.target as HTMLSelectElement).value))}
                >
                  ${game.players.map(
                    (name, seat) =>
                      html`<option value=${seat} ?selected=${seat === this.nextStarter}>
                        ${name}
                      </option>`,
                  )}
                </select>
                ${this.renderNewGameButton()}
              </div>`
        }
        ${this.errorFor('new-game')}
      </section>
    `;
  }

  private renderNewGameButton(): TemplateResult {
    return html`<button
      part="button primary-button"
      type="button"
      class="new-game"
      @click=${() =>
        this.act('new-game', () => this.newGame(this.nextTable ? undefined : this.nextStarter))}
    >
      ${this.messages.newGame}
    </button>`;
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
