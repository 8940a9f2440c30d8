// The game side of the card: what it plays, keeps and tells. The element holds it as `game`, draws
// what it holds, and calls it from its public methods and from the input side.
import type { ReactiveController } from 'lit';
import { defaultPlayer } from '../i18n/default-player.js';
import { formatList } from '../i18n/index.js';
import { refused } from '../i18n/refusal.js';
import { emit } from '../internal/emit.js';
import { noticeWords } from '../internal/notice.js';
import {
  currentPlayer,
  isOver,
  lastCorrection,
  newGame,
  playerTotals,
  restart,
  rulesetOf,
  savedRolls,
  sheetOf,
  standings,
  toJSON,
  undo as undoMove,
  undoneRoll,
  round,
  type Game,
  type Move,
} from '../rules/game.js';
import { playerLimits } from '../rules/players.js';
import type { FirstPlayerPickedDetail } from '../events.js';
import type { StoreController } from '../storage/controller.js';
import type { Card } from './card.js';
import * as draftOf from './draft.js';
import { emptyDraft } from './draft.js';
import { focusAfterRender } from './input-controller.js';
import { TableLinks } from './links.js';
import { gameStorage } from './game-storage.js';
import { early } from './early.js';
import { nextTableStorage, pickedTable, seatedNames, type NextTable } from './next-table.js';
import { chosenRules } from './scorecard-options.js';

/** Most players the card seats: the name policy's limit (the rules set no maximum). */
export const maxPlayers = playerLimits.maxPlayers;

/** The rolls the player whose turn it is has saved (Maxi Yatzy); 0 once the game is over. */
export function currentSaved(game: Game): number {
  const player = currentPlayer(game);
  return player < 0 ? 0 : savedRolls(game, player);
}

/** A change of the game by the rules: a RuleError refuses it. */
type Change = (game: Game) => Game;

/**
 * The card's game and where it is kept, the links to a roller and a picker, undo and corrections,
 * and the events. It draws nothing: the element reads what it holds, and each change asks the
 * element to draw again.
 *
 * @internal The card's own part, not API: its members are the card's internals.
 */
export class GameController implements ReactiveController {
  readonly #card: Card;
  #game: Game | undefined;
  #pendingNames: string[] | undefined;

  /** What an undo took back, said on screen until the next entry. */
  undoneText: string | undefined;
  /** What the last write put on the sheet, said where the roll was until the next roll. */
  written: string | undefined;
  /** What the live region says of the last action. */
  announcement = '';
  /** A finished game, whose standings stay on screen until the next game's first score. */
  finishedGame: Game | undefined;
  /** A pick made during a game: it seats the next game. */
  nextTable: NextTable | undefined;
  /** A write by keyboard: the next player starts on the linked roller's Roll. */
  byKeyboard = false;
  /** When the last write was made: a quick second tap must not act on what took its place. */
  writtenAt = -1e4;
  readonly storage: ReturnType<typeof gameStorage>;
  readonly #nextTableStorage: StoreController<NextTable | null>;
  readonly links: TableLinks;

  constructor(card: Card) {
    this.#card = card;
    this.storage = gameStorage(
      card,
      () => card.storageKey,
      (game) => this.#restore(game),
    );
    this.#nextTableStorage = nextTableStorage(
      card,
      () => `${card.storageKey}:next-table`,
      (table) => {
        this.nextTable = table;
        card.requestUpdate();
      },
    );
    this.links = new TableLinks(card, {
      roller: () => card.diceRoller,
      picker: () => card.firstPlayerPicker,
      onPick: (detail) => this.#picked(detail),
      onAdvice: (on) => (card.advice = on),
      onPlacesKey: () => card.focusPlaces(),
    });
    // After its storage: a game saved there is restored first.
    card.addController(this);
  }

  hostConnected(): void {
    this.#game ??= this.#freshGame();
  }

  /** A new roll on offer silences what the live region said of the last action. */
  #rollSeen = '';
  #said = '';

  hostUpdate(): void {
    const roll = this.links.roll(rulesetOf(this.current).dice);
    const seen = roll ? `${roll.rollNumber}${roll.dice}` : '';
    if (seen !== this.#rollSeen && seen && this.announcement === this.#said) this.announcement = '';
    this.#rollSeen = seen;
    this.#said = this.announcement;
  }

  hostUpdated(): void {
    const game = this.current;
    this.links.tell(isOver(game), this.#card.advice);
    // The linked roller rolls with the current player's saved rolls, whatever changed the game.
    this.links.tellSaved(currentSaved(game));
    const seat = currentPlayer(game);
    // Its advice is for the current player's sheet, by this game's rules.
    this.links.tellPosition(
      seat < 0 ? undefined : { ruleset: rulesetOf(game), sheet: sheetOf(game, seat) },
    );
  }

  /** The game being played: a new one when none is kept. */
  get current(): Game {
    return (this.#game ??= this.#freshGame());
  }

  /** The players' names, seat by seat; the names set for a new table while there is no game. */
  get players(): string[] {
    return this.#game ? [...this.#game.players] : (this.#pendingNames ?? []);
  }

  /** Names set on the card: a new table before the first score; a game in progress is never replaced. */
  seatNames(value: readonly string[] | string | null): void {
    const names = seatedNames(typeof value === 'string' ? value.split(',') : (value ?? []));
    this.#pendingNames = names.length > 0 ? names : undefined;
    if (this.#game?.moves.length === 0 && this.#pendingNames) {
      // Before the first update the storage key may not be the card's own yet (one set before the
      // element was defined): seated, and saved with the first change.
      if (this.#card.hasUpdated) this.commit(this.#freshGame(), () => {});
      else this.#game = this.#freshGame();
    }
  }

  /** The storage key changed: the game kept under the new one, else a new game. */
  rekey(): void {
    this.#game = undefined;
    this.storage.reconnect();
    this.#nextTableStorage.reconnect();
  }

  /**
   * The rule options changed: a game not begun is seated anew by them, as it was seated (the names
   * added or changed on the card, the starter), and saved: a reload keeps them.
   */
  rulesChanged(): void {
    const game = this.#game;
    if (game?.moves.length === 0) {
      this.#pendingNames = [...game.players];
      this.commit(this.#freshGame(game.starter), () => {});
    }
  }

  rules<T>(call: () => T): T {
    const card = this.#card;
    // Words for a refusal come with the later file (extras.ts): until then, the rules' own message.
    return refused((problem) => early.typed?.problemText(card.pageLanguage, problem), call);
  }

  /** Seats the players as `change` says (add, remove, rename, move, the starter). */
  seatBy(change: Change): void {
    this.changePlayers(this.rules(() => change(this.current)));
  }

  /** Writes the current player's entry as `change` says. */
  play(change: Change): void {
    this.#played(this.rules(() => change(this.current)));
  }

  /** Corrects a past score as `change` says; the same score again changes nothing. */
  correct(change: Change): void {
    const game = this.current;
    const next = this.rules(() => change(game));
    const fix = next.corrections?.at(-1);
    const card = this.#card;
    // The same score again changes nothing: the panel closes.
    card.input.draft = draftOf.closeBox(card.input.draft);
    card.requestUpdate();
    if (next === game || !fix) return;
    this.commit(next, () => this.#emitScore(next, next.moves[fix.move]!, true));
    const said = this.#change(game, next, fix.move);
    this.written = said;
    this.announcement = `${said}.`;
    this.writtenAt = performance.now();
    this.undoneText = undefined;
  }

  /** Takes back the last entry (its roll comes back), or the correction made since it. */
  undo(): void {
    const game = this.current;
    const previous = this.rules(() => undoMove(game));
    const fix = lastCorrection(game);
    const last = game.moves.at(-1)!;
    const roll = undoneRoll(game);
    const card = this.#card;
    this.commit(previous, () =>
      fix ? this.#emitScore(previous, previous.moves[fix.move]!, true) : this.#turnChanged(),
    );
    this.written = undefined;
    // The Undo used may be gone with the roll given back: keep a keyboard user in the card.
    focusAfterRender(card, '#roll-heading', true);
    if (fix) {
      // Said as the correction back: "Anna: Ones changed from 3 to 2".
      this.undoneText = this.announcement = `${this.#change(game, previous, fix.move)}.`;
      return;
    }
    // The roll comes back where it was: on the roller with its rolls and holds, or in the dice field.
    card.input.draft = last.dice && !roll ? draftOf.withDice(last.dice) : emptyDraft;
    if (roll) this.links.giveBack(roll, currentSaved(previous));
    this.undoneText = card.text.undone(last, game.players);
    this.announcement = card.text.undoneTurn(last, game.players);
  }

  /**
   * "Anna: Ones changed from 2 to 3": the move at `index` from one game to the other (its own
   * column's box).
   */
  #change(from: Game, to: Game, index: number): string {
    const { n, box, m, who } = this.#card.text;
    const move = to.moves[index]!;
    const was = n(from.moves[index]!.points);
    return m.corrected(
      who(to.players[move.player]!),
      box(move.category, move.column),
      was,
      n(move.points),
    );
  }

  #emitScore(
    game: Game,
    { player, category, column, points, bonus }: Move,
    corrected?: true,
  ): void {
    emit(this.#card, 'score-change', {
      player,
      category,
      column,
      points,
      bonus,
      totals: playerTotals(game, player),
      corrected,
    });
    // A finished game corrected (or its correction undone): who won may have changed.
    if (corrected && isOver(game)) emit(this.#card, 'game-over', standings(game));
  }

  /** A new game with the same rules: with a pick's players if one was made, else the same players. */
  newGame(starter?: number): void {
    const game = this.current;
    this.#seat(
      this.nextTable
        ? this.#tableGame(this.nextTable, starter)
        : this.rules(() => restart(game, starter ?? game.starter)),
    );
  }

  #warned = '';

  #freshGame(starter?: number): Game {
    const card = this.#card;
    const players =
      this.#pendingNames ?? [1, 2].map((seat) => defaultPlayer(card.pageLanguage, seat));
    try {
      return newGame({ ...chosenRules(card), players, starter });
    } catch (error) {
      // A bad attribute (an unknown ruleset, a negative bonus) falls back to the rulebook's game,
      // and the console says why, as the roller's do: a typo is not silently another game.
      const said = `<yahtzee-scorecard>: ${(error as Error).message} Yahtzee is played.`;
      // Once: a fresh game is made more than once for the same attributes.
      if (said !== this.#warned) console.warn((this.#warned = said));
      return newGame({ ruleset: 'yahtzee', players, starter });
    }
  }

  #restore(game: Game): void {
    const before = this.#game;
    this.#game = game;
    // The written line's Undo names this tab's last entry: another tab's game may end otherwise.
    this.written = this.undoneText = undefined;
    // Another tab played (or took back) a turn: the dice typed and the panel opened here were for
    // the turn before, and a tap must not write them for the next player.
    if (
      game.moves.length !== before?.moves.length ||
      currentPlayer(game) !== currentPlayer(before)
    ) {
      this.#card.input.draft = emptyDraft;
    }
    this.#card.requestUpdate();
  }

  /**
   * Shows the game and saves it, against the game it was made on, under the key's lock across
   * tabs. `kept` (its events) runs once it is saved; when another tab changed the game first, the
   * saved game is shown with the notice, and what this one said of its change goes.
   */
  commit(game: Game, kept: () => void): void {
    const card = this.#card;
    this.#game = game;
    card.input.error = undefined;
    card.requestUpdate();
    void this.storage.lockedSave(toJSON(game)).then((saved) => {
      if (saved) kept();
      else {
        this.written = this.undoneText = undefined;
        // What was said of the change was not kept: the notice is what is true now.
        this.announcement = noticeWords.say?.(card.text.lang, 'conflict') ?? '';
        card.requestUpdate();
      }
    });
  }

  changePlayers(game: Game, kept?: () => void): void {
    this.commit(game, () => {
      emit(this.#card, 'players-change', { players: [...game.players] });
      kept?.();
    });
  }

  #played(next: Game): void {
    const card = this.#card;
    const root = card.renderRoot;
    const result = isOver(next) ? standings(next) : undefined;
    // The control just used disappears with the entry: keep a keyboard user inside the card, at the
    // next player's roll (a heading, so no on-screen keyboard opens), or New game at the end. The
    // heading is there already: focused before the update, on a laid-out page, it costs nothing,
    // and the update does not remove a focused control.
    const inside = root.contains(root.activeElement);
    if (inside && !result) root.querySelector<HTMLElement>('#roll-heading')?.focus();
    const move = next.moves.at(-1)!;
    this.commit(next, () => {
      this.#emitScore(next, move);
      if (result) emit(card, 'game-over', result);
      else this.#turnChanged();
    });
    // Refused or not, this turn is over: the saved game the other tab made has moved on too.
    this.links.newTurn(currentSaved(next));
    this.writtenAt = performance.now();
    this.written = card.text.entry(move, next.players);
    this.announcement = card.text.played(next, result?.winners);
    const roller = this.links.roller;
    if (inside && roller && this.byKeyboard && !result) {
      // By keyboard the next player starts on Roll, once the roller's new turn is drawn.
      void (roller as unknown as { updateComplete: Promise<unknown> }).updateComplete.then(() =>
        roller.focus(),
      );
    } else if (inside) focusAfterRender(card, result ? '.new-game' : '#roll-heading');
    card.input.draft = emptyDraft;
    card.input.nextStarter = next.starter;
    this.undoneText = undefined;
    this.finishedGame = undefined;
  }

  /** Seats a new game (New game, or a pick): a finished game's standings stay until its first score. */
  #seat(next: Game): void {
    const game = this.current;
    const finished = isOver(game) ? game : undefined;
    this.changePlayers(next, () => this.#turnChanged());
    this.#card.input.draft = emptyDraft;
    this.undoneText = this.written = undefined;
    this.finishedGame = finished;
    this.#setNextTable(undefined);
    this.announcement = this.#card.text.m.announceTurn(next.players[currentPlayer(next)]!);
  }

  /** A new game with the rules of this one (its options too), seated as a pick said. */
  #tableGame(table: NextTable, starter = table.starter): Game {
    return this.rules(() => newGame({ ...this.current, players: table.players, starter }));
  }

  #picked(detail: FirstPlayerPickedDetail): void {
    const table = pickedTable(detail.players, detail.starter);
    const game = this.current;
    // A game in progress is never replaced: the pick waits for the next game, and the card says so.
    if (game.moves.length > 0 && !isOver(game)) {
      this.#setNextTable(table);
      this.announcement = this.nextTableText(table);
      return;
    }
    try {
      this.#seat(this.#tableGame(table));
    } catch {
      // Names the rules refuse: keep the current table.
    }
  }

  #setNextTable(table: NextTable | undefined): void {
    if (this.nextTable === table) return;
    this.nextTable = table;
    this.#nextTableStorage.save(table ?? null);
    this.#card.requestUpdate();
  }

  nextTableText(table: NextTable): string {
    const card = this.#card;
    const { m, who } = card.text;
    return m.nextTable(
      formatList(card.pageLanguage, table.players.map(who), m.and),
      who(table.players[table.starter]!),
    );
  }

  #turnChanged(): void {
    const game = this.current;
    emit(this.#card, 'turn-change', { player: currentPlayer(game), round: round(game) });
  }
}
