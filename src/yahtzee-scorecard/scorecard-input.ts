// The card's input side: what each tap, key and field does, and the roll it offers, through the game side's methods.
import { RovingFocus } from '../internal/roving-focus.js';
import type { Dice } from '../rules/dice.js';
import {
  enterDice,
  enterExtraYahtzee,
  extraYahtzeePlacements,
  legalPlacements,
  rulesetOf,
  type Game,
  type RollOrigin,
} from '../rules/game.js';
import type { CategoryId } from '../rules/rulesets.js';
import type { Placement } from '../rules/sheet.js';
import * as draftOf from './draft.js';
import { typedDice } from './draft.js';
import type { ErrorPlace } from './errors.js';
import type { RollCallbacks } from './roll-view.js';
import { printing } from './printing.js';
import { ScorecardGame } from './scorecard-game.js';
import type { SheetCallbacks } from './sheet-view.js';

/** A roll the card offers: the roller's as it is now (with its origin), or the dice typed. */
interface OfferedRoll {
  dice: Dice;
  origin?: RollOrigin;
}

const seatOf = (event: Event): number => Number((event.currentTarget as HTMLElement).dataset.seat);

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
    onPlace: this.#handlePlace,
    onPlacesKeydown: this.placesFocus.handleKeydown,
    onUndo: this.#handleUndoHere,
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

  #handleNameToggle(event: Event): void {
    const seat = seatOf(event);
    const shown = new Set(this.fullNames);
    if (!shown.delete(seat)) shown.add(seat);
    this.fullNames = shown;
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

  /** Columns of the blank sheet: as many as chosen, else as the table has players. */
  protected get blankColumns(): number {
    return this.blankCount || this.currentGame.players.length;
  }
}
