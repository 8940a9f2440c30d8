// The card's input side: what each tap, key and field does, and the roll it offers, through the game side's methods.
import { RovingFocus } from '../internal/roving-focus.js';
import type { Dice, Face } from '../rules/dice.js';
import {
  currentPlayer,
  enterDice,
  enterExtraYahtzee,
  extraYahtzeePlacements,
  legalPlacements,
  movePlayer,
  rulesetOf,
  setStarter,
  type Game,
  type RollOrigin,
} from '../rules/game.js';
import type { CategoryId } from '../rules/rulesets.js';
import type { Placement } from '../rules/sheet.js';
import { possibleScores } from '../rules/scoring.js';
import type { BlankSheetCallbacks } from './blank-sheet-view.js';
import * as draftOf from './draft.js';
import { rollOf, typedDice } from './draft.js';
import type { EntryCallbacks } from './entry-view.js';
import type { ErrorPlace } from './errors.js';
import type { GameOverCallbacks } from './game-over-view.js';
import type { PlayersCallbacks } from './players-view.js';
import type { RollCallbacks } from './roll-view.js';
import { ScorecardGame, maxPlayers } from './scorecard-game.js';
import type { HistoryCallbacks } from './history-view.js';
import type { SheetCallbacks } from './sheet-view.js';

/** A roll the card offers: the roller's as it is now (with its origin), or the dice typed. */
interface OfferedRoll {
  dice: Dice;
  origin?: RollOrigin;
}

// Few readers print: the print code comes with the first Print tap, not with every page. Should
// it fail to come (offline), the browser's own print is better than nothing.
const printing = () =>
  import('./print.js').catch(() => ({ printOnly: async () => window.print() }));

const seatOf = (event: Event): number => Number((event.currentTarget as HTMLElement).dataset.seat);
const valueOf = (event: Event): string =>
  (event.currentTarget as HTMLInputElement | HTMLSelectElement).value;
/** The field shows what the card kept of what was typed: a refused, cleaned or clamped value goes. */
const showKept = (event: Event, kept: string): string =>
  ((event.currentTarget as HTMLInputElement).value = kept);

/** The card's input side: the views' callbacks, each a named handler. */
export abstract class ScorecardInput extends ScorecardGame {
  protected readonly roving = new RovingFocus(this, {
    // A live collection of the sheet: a selector query walks every cell of a big table.
    items: () => [
      ...((this.renderRoot.querySelector('table.sheet')?.getElementsByClassName('stop') ??
        []) as HTMLCollectionOf<HTMLElement>),
    ],
    // A box of a seat: filled boxes of every player are in the group too.
    key: (cell) => `${cell.parentElement!.dataset.seat}${cell.dataset.box}`,
  });

  // The places the roll may go: one tab stop, the arrow keys move among them.
  protected readonly placesFocus = new RovingFocus(this, {
    items: () => [...this.renderRoot.querySelectorAll<HTMLElement>('button.place')],
    key: (place) => place.dataset.place ?? '',
  });

  // Each view gets its handlers by name; Lit calls them with the element as `this`.
  protected readonly sheetCallbacks: SheetCallbacks = {
    onCell: this.#handleCell,
    onCellKeydown: this.roving.handleKeydown,
    onNameToggle: this.#handleNameToggle,
  };
  protected readonly rollCallbacks: RollCallbacks = {
    onDiceInput: this.#handleDiceInput,
    onFace: this.#handleFace,
    onClearDice: this.#handleClearDice,
    onExtra: this.#handleExtra,
    onExtraFace: this.#handleExtraFace,
    onPlace: this.#handlePlace,
    onPlacesKeydown: this.placesFocus.handleKeydown,
    onUndo: this.#handleUndoHere,
  };
  protected readonly entryCallbacks: EntryCallbacks = {
    onKeydown: this.#handleKeydown,
    onWriteRoll: this.#handlePlace,
    onPoints: this.#handlePoints,
    onWritePoints: this.#handleWritePoints,
    onScratch: this.#handleScratch,
    onWriteDice: this.#handleWriteDice,
    onCancel: this.#handleCancel,
  };
  protected readonly playersCallbacks: PlayersCallbacks = {
    onRename: this.#handleRename,
    onMove: this.#handleMove,
    onRemove: this.#handleRemove,
    onStarter: this.#handleStarter,
    onNewName: this.#handleNewName,
    onNewNameKeydown: this.#handleNewNameKeydown,
    onAdd: this.#handleAdd,
    onToggle: this.#handlePlayersToggle,
  };
  protected readonly gameOverCallbacks: GameOverCallbacks = {
    onNextStarter: this.#handleNextStarter,
    onNewGame: this.#handleNewGame,
  };
  protected readonly historyCallbacks: HistoryCallbacks = {
    onToggle: this.#handleHistoryToggle,
  };
  protected readonly blankSheetCallbacks: BlankSheetCallbacks = {
    onBlankCount: this.#handleBlankCount,
    onPrintBlank: this.#handlePrintBlank,
  };

  // ------------------------------------------------------------------ the roll on offer

  /** The roll on offer: the linked roller's as it is now, else the dice typed. */
  protected offeredRoll(): OfferedRoll | undefined {
    const count = rulesetOf(this.currentGame).dice;
    const roll = this.links.roll(count);
    if (roll) return { dice: roll.dice, origin: { rollNumber: roll.rollNumber, held: roll.held } };
    const typed = typedDice(this.draft, count);
    return typed ? { dice: typed } : undefined;
  }

  /** Where the roll offered (or the extra Yahtzee's face) may go; undefined while there is neither. */
  protected rollPlacements(game: Game): Placement[] | undefined {
    const offered = this.offeredRoll();
    if (offered) return legalPlacements(game, offered.dice);
    const { extra, extraFace } = this.draft;
    return extra && extraFace ? extraYahtzeePlacements(game, extraFace) : undefined;
  }

  /**
   * Writes the roll offered, as it was drawn (`shown`), or else the extra Yahtzee's face. A roll that
   * changed since it was drawn (the roller moved on) is never written.
   */
  protected writeRoll(category: CategoryId, shown: string): void {
    const offered = this.offeredRoll();
    const game = this.currentGame;
    if (!shown) {
      this.played(this.rules(() => enterExtraYahtzee(game, category, this.draft.extraFace!)));
      return;
    }
    if (offered?.dice.join(' ') !== shown) {
      this.requestUpdate();
      throw new Error(this.text.m.errorRollChanged);
    }
    this.played(this.rules(() => enterDice(game, category, offered.dice, offered.origin)));
  }

  /** Runs a user's action; a refusal shows next to the control. */
  protected act(place: ErrorPlace, action: () => void): boolean {
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

  // ------------------------------------------------------------------ the roll

  #handleDiceInput(event: Event): void {
    this.draft = draftOf.typeDice(this.draft, valueOf(event));
  }

  #handleFace(event: Event): void {
    const face = Number((event.currentTarget as HTMLElement).dataset.face) as Face;
    this.draft = draftOf.addFace(this.draft, face);
  }

  #handleClearDice(): void {
    this.draft = draftOf.typeDice(this.draft, '');
  }

  #handleExtra(event: Event): void {
    this.draft = draftOf.setExtra(this.draft, (event.currentTarget as HTMLInputElement).checked);
  }

  #handleExtraFace(event: Event): void {
    this.draft = draftOf.chooseFace(this.draft, Number(valueOf(event)));
  }

  /** A placement or the entry panel's roll button: writes the roll as it was drawn there. */
  #handlePlace(event: Event): void {
    const { place, dice } = (event.currentTarget as HTMLElement).dataset;
    // A click from Enter or Space has no pointer detail.
    this.byKeyboard = (event as MouseEvent).detail === 0;
    const where = this.draft.selected === place ? 'entry' : 'roll';
    this.act(where, () => this.writeRoll(place as CategoryId, dice ?? ''));
  }

  // ------------------------------------------------------------------ a box's entry panel

  /** An open box of the current player: its entry panel; a filled box of anyone: its correction. */
  #handleCell(event: Event): void {
    const cell = event.currentTarget as HTMLElement;
    const filled = cell.classList.contains('filled');
    if (filled && this.#tooSoon(event)) return;
    this.draft = draftOf.openBox(
      this.draft,
      cell.dataset.box as CategoryId,
      filled ? Number(cell.parentElement!.dataset.seat) : undefined,
    );
    this.error = undefined;
    this.focusAfterRender('#entry-heading');
  }

  #handleHistoryToggle(event: Event): void {
    this.historyOpen = (event.currentTarget as HTMLDetailsElement).open;
  }

  #handleNameToggle(event: Event): void {
    const seat = seatOf(event);
    const shown = new Set(this.fullNames);
    if (!shown.delete(seat)) shown.add(seat);
    this.fullNames = shown;
  }

  #handleKeydown(event: KeyboardEvent): void {
    if (event.key === 'Escape') this.#handleCancel();
  }

  #handlePoints(event: Event): void {
    this.draft = draftOf.choosePoints(this.draft, valueOf(event));
  }

  #handleWritePoints(): void {
    const { selected, selectedPoints } = this.draft;
    this.act('entry', () => {
      // Nothing chosen yet: said as the rules would say a value the box cannot hold.
      if (selectedPoints === '') {
        const possible = possibleScores(rulesetOf(this.currentGame), selected!).filter(
          (v) => v > 0,
        );
        throw new Error(
          this.problemText!(this.pageLanguage, {
            code: 'impossible-points',
            category: selected!,
            points: '–',
            possible,
          }),
        );
      }
      this.#write(Number(selectedPoints));
    });
  }

  /** Points in the open box: the current player's entry, or a correction of a filled box. */
  #write(points: number): void {
    const { selected, seat } = this.draft;
    if (seat === undefined) {
      if (points) this.enterPoints(selected!, points);
      else this.scratch(selected!);
    } else {
      this.changeScore(seat, selected!, points);
      this.#focusBox(seat, selected);
    }
  }

  #handleScratch(): void {
    this.act('entry', () => this.#write(0));
  }

  /** A correction by the dice typed in its panel. */
  #handleWriteDice(): void {
    const { selected, seat } = this.draft;
    const field = this.renderRoot.querySelector<HTMLInputElement>('#fix-dice')!;
    const count = rulesetOf(this.currentGame).dice;
    this.act('entry', () => {
      const dice = rollOf(field.value, count);
      if (!dice)
        throw new Error(
          this.problemText!(this.pageLanguage, { code: 'bad-dice', expected: count }),
        );
      this.changeDice(seat!, selected!, dice);
      this.#focusBox(seat!, selected);
    });
  }

  #handleCancel(): void {
    const { selected, seat } = this.draft;
    this.draft = draftOf.closeBox(this.draft);
    this.error = undefined;
    this.#focusBox(seat ?? currentPlayer(this.currentGame), selected);
  }

  #focusBox(seat: number, category: CategoryId | undefined): void {
    this.focusAfterRender(`td[data-seat="${seat}"] > .stop[data-box="${category ?? ''}"]`);
  }

  // ------------------------------------------------------------------ players

  #handleRename(event: Event): void {
    const seat = seatOf(event);
    this.act(`name-${seat}`, () => this.renamePlayer(seat, valueOf(event)));
    showKept(event, this.currentGame.players[seat]!);
  }

  #handleMove(event: Event): void {
    const to = Number((event.currentTarget as HTMLElement).dataset.to);
    this.act('players', () =>
      this.changePlayers(this.rules(() => movePlayer(this.currentGame, seatOf(event), to))),
    );
  }

  #handleRemove(event: Event): void {
    this.act('players', () => this.removePlayer(seatOf(event)));
  }

  #handleStarter(event: Event): void {
    this.act('players', () =>
      this.changePlayers(this.rules(() => setStarter(this.currentGame, seatOf(event)))),
    );
    // Not kept (another tab saved first): the click checked a radio the game does not say.
    const starter =
      this.renderRoot.querySelectorAll<HTMLInputElement>('[name=starter]')[
        this.currentGame.starter
      ];
    if (starter) starter.checked = true;
  }

  #handlePlayersToggle(event: Event): void {
    this.playersOpen = (event.currentTarget as HTMLDetailsElement).open;
  }

  #handleNewName(event: Event): void {
    this.newPlayerName = valueOf(event);
  }

  #handleNewNameKeydown(event: KeyboardEvent): void {
    if (event.key === 'Enter' && !event.isComposing && !event.repeat) this.#handleAdd();
  }

  // No <form>: a sandboxed iframe without allow-forms blocks submit, and CMS pages embed such frames.
  #handleAdd(): void {
    if (this.act('players', () => this.addPlayer(this.newPlayerName))) this.newPlayerName = '';
  }

  // ------------------------------------------------------------------ the game's end, undo, print

  #handleNextStarter(event: Event): void {
    this.nextStarter = Number(valueOf(event));
  }

  #handleNewGame(): void {
    this.act('new-game', () => this.newGame(this.nextTable ? undefined : this.nextStarter));
  }

  /**
   * A quick second tap lands where the tapped control was: on the written line's Undo, or a box
   * that a write filled. It does nothing there (keys and code are never a bounce: no detail).
   */
  #tooSoon(event: Event): boolean {
    return (event as MouseEvent).detail > 0 && performance.now() - this.writtenAt < 600;
  }

  #handleUndoHere(event: Event): void {
    if (!this.#tooSoon(event)) this.handleUndo();
  }

  protected handleUndo(): void {
    this.act('undo', () => this.undo());
  }

  protected handlePrint(): void {
    void printing().then(({ printOnly }) =>
      printOnly(this, { landscape: this.currentGame.players.length > 6 }),
    );
  }

  #handleBlankCount(event: Event): void {
    const value = Math.round(Number(valueOf(event)));
    this.blankCount = Number.isFinite(value) ? Math.min(Math.max(value, 1), maxPlayers) : 0;
    showKept(event, `${this.blankColumns}`);
  }

  async #handlePrintBlank(): Promise<void> {
    const { printOnly } = await printing();
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
  /** Columns of the blank sheet: as many as chosen, else as the table has players. */
  protected get blankColumns(): number {
    return this.blankCount || this.currentGame.players.length;
  }
}
