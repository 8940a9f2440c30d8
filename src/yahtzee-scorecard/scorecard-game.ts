// The game side of the card: what it plays, keeps and tells; the element module draws it.
import type { PropertyDeclarations, PropertyValues } from 'lit';
import { defaultPlayer } from '../i18n/common.js';
import { formatList, type Language } from '../i18n/index.js';
import type { gameProblemText } from '../i18n/problems.js';
import { refused } from '../i18n/refusal.js';
import { emit } from '../internal/emit.js';
import { isNames } from '../internal/property-types.js';
import { LanguageController } from '../internal/language.js';
import type { Dice, Face } from '../rules/dice.js';
import {
  addPlayer as addSeat,
  changeDice,
  changeScore,
  currentPlayer,
  lastCorrection,
  enterDice,
  enterExtraYahtzee,
  enterPoints,
  isOver,
  newGame,
  playerTotals,
  removePlayer as removeSeat,
  renamePlayer as renameSeat,
  restart,
  round,
  rulesetOf,
  savedRolls,
  scratchBox,
  sheetOf,
  standings,
  toJSON,
  undo as undoMove,
  undoneRoll,
  type Game,
  type Move,
} from '../rules/game.js';
import { playerLimits } from '../rules/players.js';
import type { CategoryId } from '../rules/rulesets.js';
import type { Totals } from '../rules/totals.js';
import type { FirstPlayerPickedDetail } from '../events.js';
import * as draftOf from './draft.js';
import { emptyDraft, type EntryDraft } from './draft.js';
import type { CardError } from './errors.js';
import { TableLinks } from './links.js';
import { gameStorage } from './game-storage.js';
import { nextTableStorage, pickedTable, seatedNames, type NextTable } from './next-table.js';
import { ScorecardOptions } from './scorecard-options.js';
import { cardText, type CardText } from './text.js';

/** Most players the card seats: the name policy's limit (the rules set no maximum). */
export const maxPlayers = playerLimits.maxPlayers;

/** The rolls the player whose turn it is has saved (Maxi Yatzy); 0 once the game is over. */
export function currentSaved(game: Game): number {
  const player = currentPlayer(game);
  return player < 0 ? 0 : savedRolls(game, player);
}

/**
 * The game side of `<yahtzee-scorecard>`: its properties and methods, the game and where it is
 * kept, the links to a roller and a picker, and the events. The element adds the views; the rule
 * options are ScorecardOptions'.
 */
export abstract class ScorecardGame extends ScorecardOptions {
  // Lit's table of reactive properties, added to the options': each is declared, with what it is, below.
  static override properties: PropertyDeclarations = {
    storageKey: { attribute: 'storage-key' },
    diceRoller: { attribute: 'dice-roller' },
    firstPlayerPicker: { attribute: 'first-player-picker' },
    players: { accept: isNames },
    game: { state: true },
    draft: { state: true },
    error: { state: true },
    announcement: { state: true },
    newPlayerName: { state: true },
    blankCount: { state: true },
    printingBlank: { state: true },
    nextStarter: { state: true },
    undoneText: { state: true },
    written: { state: true },
    finishedGame: { state: true },
    nextTable: { state: true },
    fullNames: { state: true },
    historyOpen: { state: true },
    playersOpen: { state: true },
  };

  /** Where the game is saved in localStorage. */
  storageKey = 'yahtzee-widgets:scorecard';

  /** The id of a `<dice-roller>` on the page whose roll the card offers. */
  diceRoller = '';

  /** The id of a `<first-player-picker>` whose result seats the next game. */
  firstPlayerPicker = '';

  /** @internal */
  protected game: Game | undefined;
  /** @internal The entry being drafted for the current player. */
  protected draft: EntryDraft = emptyDraft;
  /** @internal */
  protected error: CardError | undefined;
  /** @internal */
  protected announcement = '';
  /** @internal */
  protected newPlayerName = '';
  /** @internal 0: as many columns as players. */
  protected blankCount = 0;
  /** @internal */
  protected printingBlank = false;
  /** @internal */
  protected nextStarter = 0;
  /** @internal What an undo took back, said on screen until the next entry. */
  protected undoneText: string | undefined;
  /** @internal What the last write put on the sheet, said where the roll was until the next roll. */
  protected written: string | undefined;
  /** @internal A finished game, whose standings stay on screen until the next game's first score. */
  protected finishedGame: Game | undefined;
  /** @internal A pick made during a game: it seats the next game. */
  protected nextTable: NextTable | undefined;
  /** @internal Seats whose long name the header shows whole (tapped). */
  protected fullNames: ReadonlySet<number> = new Set();
  /** @internal The history is unfolded. */
  protected historyOpen = false;
  /** @internal The players' list is unfolded. */
  protected playersOpen = false;

  readonly #language = new LanguageController(this);

  // The first render waits for the page's language file (see LanguageController.whenReady).
  protected override scheduleUpdate(): void | Promise<unknown> {
    return this.#language.whenReady(() => super.scheduleUpdate());
  }
  #pendingNames: string[] | undefined;
  /** The game the controls on screen were drawn for. */
  protected shownGame: Game | undefined;

  protected readonly storage = gameStorage(
    this,
    () => this.storageKey,
    (game) => this.restoreGame(game),
  );

  protected readonly nextTableStorage = nextTableStorage(
    this,
    () => `${this.storageKey}:next-table`,
    (table) => (this.nextTable = table),
  );

  protected readonly links = new TableLinks(this, {
    roller: () => this.diceRoller,
    picker: () => this.firstPlayerPicker,
    onPick: (detail) => this.picked(detail),
    onAdvice: (on) => this.linkedAdvice(on),
    onPlacesKey: () => this.focusPlaces(),
  });

  /** The linked roller's advice toggle was switched: the pair has one. */
  protected abstract linkedAdvice(on: boolean): void;
  /** Focus on the best (or first) place for the roll, from the roller's key. */
  protected abstract focusPlaces(): void;
  /** A write by keyboard: the next player starts on the linked roller's Roll. */
  protected byKeyboard = false;
  /** When the last write was made: a quick second tap must not act on what took its place. */
  protected writtenAt = -1e4;

  /** The players' names, seat by seat. Set names (or a comma-separated string) to seat a new table before the first score. */
  get players(): string[] {
    return this.game ? [...this.game.players] : (this.#pendingNames ?? []);
  }
  set players(value: readonly string[] | string | null) {
    const names = seatedNames(typeof value === 'string' ? value.split(',') : (value ?? []));
    this.#pendingNames = names.length > 0 ? names : undefined;
    // A game in progress is never replaced by setting names.
    if (this.game && this.game.moves.length === 0 && this.#pendingNames) {
      this.commit(this.freshGame(), () => {});
    }
  }

  /** The seat whose turn it is (0-based); -1 when the game is over. */
  get currentPlayer(): number {
    return currentPlayer(this.currentGame);
  }

  /** The round being played, from 1 to the number of boxes (13 in Yahtzee, 20 in Maxi Yatzy). */
  get round(): number {
    return round(this.currentGame);
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.game ??= this.freshGame();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (!this.hasUpdated) return;
    if (changed.has('storageKey')) {
      this.game = undefined;
      this.storage.reconnect();
      this.nextTableStorage.reconnect();
      this.game ??= this.freshGame();
    } else if (this.rulesChanged(changed) && this.game?.moves.length === 0) {
      this.game = this.freshGame();
    }
  }

  // ------------------------------------------------------------------ public methods

  /** Seats a new player after the others (before the first score). Throws an Error with a clear message. */
  addPlayer(name: string): void {
    this.changePlayers(this.rules(() => addSeat(this.currentGame, name)));
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

  /**
   * Writes 0 in an empty box for the player whose turn it is. After a linked roller's roll the 0
   * keeps that roll: the joker rule applies, its unused rolls are saved, undo gives it back.
   */
  scratch(category: CategoryId): void {
    const roll = this.links.roll(rulesetOf(this.currentGame).dice);
    this.played(this.rules(() => scratchBox(this.currentGame, category, roll)));
  }

  /**
   * Takes back the last entry (the roll it was written from comes back), or the correction made
   * since it; totals and bonuses are recomputed.
   */
  undo(): void {
    const game = this.currentGame;
    const previous = this.rules(() => undoMove(game));
    const fix = lastCorrection(game);
    const last = game.moves.at(-1)!;
    const roll = undoneRoll(game);
    this.commit(previous, () =>
      fix ? this.emitScore(previous, fix.was.player, fix.was.category, true) : this.turnChanged(),
    );
    this.written = undefined;
    // The Undo used may be gone with the roll given back: keep a keyboard user in the card.
    this.focusAfterRender('#roll-heading', true);
    if (fix) {
      // Said as the correction back: "Anna: Ones 3 → 2".
      this.undoneText = this.announcement = this.#change(game, previous, fix.was);
      return;
    }
    // The roll comes back where it was: on the roller with its rolls and holds, or in the dice field.
    this.draft = last.dice && !roll ? draftOf.withDice(last.dice) : emptyDraft;
    if (roll) this.links.giveBack(roll, currentSaved(previous));
    this.undoneText = this.text.undone(last, game.players);
    this.announcement = this.text.undoneTurn(last, game.players);
  }

  /**
   * Corrects a past score of any player (any round, the game over too): `points` replace that box's
   * entry, every later entry is kept and scored again, so totals, bonuses and joker placements
   * follow. Throws a RuleError with a clear message, changing nothing, when the value is impossible
   * for the box, the box is empty, or a later entry would no longer be allowed. Undo takes it back;
   * `score-change` carries `corrected: true`.
   */
  changeScore(player: number, category: CategoryId, points: number): void {
    this.commitCorrection(
      this.rules(() => changeScore(this.currentGame, player, category, points)),
    );
  }

  /** A correction by the dice really rolled (the card's panel): scored as for that sheet then. */
  protected changeDice(player: number, category: CategoryId, dice: Dice): void {
    this.commitCorrection(this.rules(() => changeDice(this.currentGame, player, category, dice)));
  }

  protected commitCorrection(next: Game): void {
    const game = this.currentGame;
    const fix = next.corrections?.at(-1);
    // The same score again changes nothing: the panel closes.
    if (next === game) this.draft = draftOf.closeBox(this.draft);
    if (next === game || !fix) return;
    const { player, category } = fix.was;
    this.commit(next, () => this.emitScore(next, player, category, true));
    const said = this.#change(game, next, fix.was);
    this.written = said;
    this.announcement = `${said}.`;
    this.writtenAt = performance.now();
    this.undoneText = undefined;
    this.draft = draftOf.closeBox(this.draft);
  }

  /** "Anna: Ones 2 → 3": a box of `move`'s player from one game to the other. */
  #change(from: Game, to: Game, { player, category }: Move): string {
    const { n, box } = this.text;
    const score = (game: Game) => n(sheetOf(game, player).scores[category]!);
    return this.text.m.corrected(to.players[player]!, box(category), score(from), score(to));
  }

  protected emitScore(game: Game, player: number, category: CategoryId, corrected?: true): void {
    const move = game.moves.find((m) => m.player === player && m.category === category)!;
    emit(this, 'score-change', {
      player,
      category,
      points: move.points,
      bonus: move.bonus,
      totals: playerTotals(game, player),
      ...(corrected && { corrected }),
    });
  }

  /**
   * Starts a new game with the same rules: with the players of a pick made during the last game if
   * there is one, else the same players; `starter` is the seat that begins (default: the same).
   */
  newGame(starter?: number): void {
    const game = this.currentGame;
    this.seat(
      this.nextTable
        ? this.tableGame(this.nextTable, starter)
        : this.rules(() => restart(game, starter ?? game.starter)),
    );
  }

  /** The totals of the player in that seat, as the rules module computes them. */
  totals(index: number): Totals {
    return this.rules(() => playerTotals(this.currentGame, index));
  }

  // ------------------------------------------------------------------ the game

  protected get currentGame(): Game {
    return (this.game ??= this.freshGame());
  }

  protected get pageLanguage(): Language {
    return this.#language.value;
  }

  protected get text(): CardText {
    return cardText(this.pageLanguage);
  }

  /**
   * Words for a refusal of the rules, from the card's later file (extras.ts): until it has come, a
   * refusal keeps the rules' own message.
   */
  protected problemText: typeof gameProblemText | undefined;

  protected rules<T>(call: () => T): T {
    return refused((problem) => this.problemText?.(this.pageLanguage, problem), call);
  }

  protected freshGame(): Game {
    const players =
      this.#pendingNames ?? [1, 2].map((seat) => defaultPlayer(this.pageLanguage, seat));
    try {
      return newGame({ ...this.chosenRules, players });
    } catch {
      // A bad attribute (an unknown ruleset, a negative bonus) falls back to the rulebook's game.
      return newGame({ ruleset: 'yahtzee', players });
    }
  }

  protected restoreGame(game: Game): void {
    this.game = game;
    const { selected, seat } = this.draft;
    if (
      selected &&
      seat === undefined &&
      sheetOf(game, currentPlayer(game))?.scores[selected] !== undefined
    ) {
      this.draft = emptyDraft;
    }
  }

  /**
   * Shows the game and saves it, against the game it was made on, under the key's lock across
   * tabs. `kept` (its events) runs once it is saved; when another tab changed the game first, the
   * saved game is shown with the notice, and what this one said of its change goes.
   */
  protected commit(game: Game, kept: () => void): void {
    this.game = game;
    this.error = undefined;
    void this.storage.lockedSave(toJSON(game)).then((saved) => {
      if (saved) kept();
      else this.written = this.undoneText = undefined;
    });
  }

  protected changePlayers(game: Game, kept?: () => void): void {
    this.commit(game, () => {
      emit(this, 'players-change', { players: [...game.players] });
      kept?.();
    });
  }

  protected played(next: Game): void {
    const result = isOver(next) ? standings(next) : undefined;
    // The control just used disappears with the entry: keep a keyboard user inside the card, at the
    // next player's roll (a heading, so no on-screen keyboard opens), or New game at the end. The
    // heading is there already: focused before the update, on a laid-out page, it costs nothing,
    // and the update does not remove a focused control.
    const inside = this.renderRoot.contains((this.renderRoot as ShadowRoot).activeElement);
    if (inside && !result) this.renderRoot.querySelector<HTMLElement>('#roll-heading')?.focus();
    const move = next.moves.at(-1)!;
    this.commit(next, () => {
      this.emitScore(next, move.player, move.category);
      if (result) emit(this, 'game-over', result);
      else this.turnChanged();
    });
    // Refused or not, this turn is over: the saved game the other tab made has moved on too.
    this.links.newTurn(currentSaved(next));
    this.writtenAt = performance.now();
    this.written = this.text.entry(move, next.players);
    this.announcement = this.text.played(next, result?.winners);
    const roller = this.links.roller;
    if (inside && roller && this.byKeyboard && !result) {
      // By keyboard the next player starts on Roll, once the roller's new turn is drawn.
      void (roller as unknown as { updateComplete: Promise<unknown> }).updateComplete.then(() =>
        roller.focus(),
      );
    } else if (inside) this.focusAfterRender(result ? '.new-game' : '#roll-heading');
    this.draft = emptyDraft;
    this.undoneText = undefined;
    this.finishedGame = undefined;
    this.nextStarter = next.starter;
  }

  /** Seats a new game (New game, or a pick): a finished game's standings stay until its first score. */
  protected seat(next: Game): void {
    const finished = isOver(this.currentGame) ? this.currentGame : undefined;
    this.changePlayers(next, () => this.turnChanged());
    this.draft = emptyDraft;
    this.undoneText = this.written = undefined;
    this.finishedGame = finished;
    this.setNextTable(undefined);
    this.announcement = this.text.m.announceTurn(next.players[currentPlayer(next)]!);
  }

  /** A new game with the rules of this one (its options too), seated as a pick said. */
  protected tableGame(table: NextTable, starter = table.starter): Game {
    return this.rules(() => newGame({ ...this.currentGame, players: table.players, starter }));
  }

  protected picked(detail: FirstPlayerPickedDetail): void {
    const table = pickedTable(detail.players, detail.starter);
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
  }

  protected setNextTable(table: NextTable | undefined): void {
    if (this.nextTable === table) return;
    this.nextTable = table;
    this.nextTableStorage.save(table ?? null);
  }

  protected nextTableText(table: NextTable): string {
    return this.text.m.nextTable(
      formatList(this.pageLanguage, table.players),
      table.players[table.starter]!,
    );
  }

  protected turnChanged(): void {
    emit(this, 'turn-change', { player: this.currentPlayer, round: this.round });
  }

  /** Focus moves there once the update that draws it is done (`lost`: only if it left the card). */
  protected focusAfterRender(selector: string, lost?: boolean): void {
    const inside = this.renderRoot.contains((this.renderRoot as ShadowRoot).activeElement);
    void this.updateComplete.then(() => {
      const active = (this.renderRoot as ShadowRoot).activeElement;
      if (lost && (!inside || (active && !active.matches(':disabled')))) return;
      const target = this.renderRoot.querySelector<HTMLElement>(selector);
      // Focused already: a second focus() would lay the page out again for nothing.
      if (target !== (this.renderRoot as ShadowRoot).activeElement) target?.focus();
    });
  }
}
