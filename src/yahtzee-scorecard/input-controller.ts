// The input side of the card: the drafts and the panels' state, what each tap, key and field does,
// and the roll it offers, through the game side. The element holds it as `input`.
import type { ReactiveController } from 'lit';
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
import type { Card } from './card.js';
import { emptyDraft, typedDice, type EntryDraft } from './draft.js';
import type { CardError, ErrorPlace } from './errors.js';
import type { RollCallbacks } from './roll-view.js';

/** The roll on offer: the roller's as it is now (its roll number and holds), or the dice typed. */
type OfferedRoll = Partial<RollOrigin> & { dice: Dice };

/** Focus moves there once the update that draws it is done (`lost`: only if it left the card). */
export function focusAfterRender(card: Card, selector: string, lost?: boolean): void {
  const root = card.renderRoot;
  const inside = root.contains(root.activeElement);
  void card.updateComplete.then(() => {
    const active = root.activeElement;
    if (lost && (!inside || (active && !active.matches(':disabled')))) return;
    const target = root.querySelector<HTMLElement>(selector);
    // Focused already: a second focus() would lay the page out again for nothing.
    if (target !== root.activeElement) target?.focus();
  });
}

/**
 * What the reader is typing and has unfolded, and the views' callbacks, each a named handler. Its
 * state changes ask the card to draw again; the later file's handlers (card-handlers.ts) change it
 * too, and ask the same.
 *
 * @internal The card's own part, not API: its members are the card's internals.
 */
export class InputController implements ReactiveController, RollCallbacks {
  readonly #card: Card;

  /** The entry being drafted for the current player. */
  draft: EntryDraft = emptyDraft;
  error: CardError | undefined;
  /** Seats whose long name the header shows whole (tapped). */
  fullNames: ReadonlySet<number> = new Set();
  /** The game the controls on screen were drawn for. */
  shownGame: Game | undefined;
  // The state of the later file's panels, unset until they are used: the name being typed for a
  // new seat, the blank sheet's columns (unset: as the table has players) and its printing, the
  // seat chosen to begin the next game (unset: the first), the unfolded history and players' list.
  newPlayerName?: string;
  /** What the players' list said of its last change (a player added, removed or moved). */
  playersSaid?: string;
  blankCount?: number;
  printingBlank?: boolean;
  nextStarter?: number;
  historyOpen?: boolean;
  playersOpen?: boolean;

  /** The sheet's keys: the arrow keys move among its boxes. */
  readonly onCellKeydown: (event: KeyboardEvent) => void;
  /** The places' keys: one tab stop, the arrow keys move among them. */
  readonly onPlacesKeydown: (event: KeyboardEvent) => void;

  constructor(card: Card) {
    this.#card = card;
    this.onCellKeydown = new RovingFocus(card, {
      // A live collection of the sheet: a selector query walks every cell of a big table.
      items: () => [
        ...((card.renderRoot.querySelector('table.sheet')?.getElementsByClassName('stop') ??
          []) as HTMLCollectionOf<HTMLElement>),
      ],
      // A box of a seat: filled boxes of every player are in the group too.
      key: (cell) => `${cell.parentElement!.dataset.seat}${cell.dataset.box}`,
    }).handleKeydown;
    this.onPlacesKeydown = new RovingFocus(card, {
      items: () => [...card.renderRoot.querySelectorAll<HTMLElement>('button.place')],
      key: (place) => place.dataset.place ?? '',
    }).handleKeydown;
    card.addController(this);
  }

  hostUpdate(): void {
    this.shownGame = this.#card.game.current;
  }

  // ------------------------------------------------------------------ the roll on offer

  /** The roll on offer: the linked roller's as it is now, else the dice typed. */
  offeredRoll(): OfferedRoll | undefined {
    const game = this.#card.game;
    const count = rulesetOf(game.current).dice;
    const typed = typedDice(this.draft, count);
    return game.links.roll(count) ?? (typed && { dice: typed });
  }

  /**
   * Where the roll offered (or the extra Yahtzee's face) may go; undefined while there is neither.
   * The roller's roll number closes a first-roll column once the player has rolled again.
   */
  rollPlacements(game: Game): Placement[] | undefined {
    const offered = this.offeredRoll();
    if (offered) return legalPlacements(game, offered.dice, offered.rollNumber);
    const { extra, extraFace } = this.draft;
    return extra && extraFace ? extraYahtzeePlacements(game, extraFace) : undefined;
  }

  /**
   * Writes the roll offered, as it was drawn (`shown`), or else the extra Yahtzee's face. A roll that
   * changed since it was drawn (the roller moved on) is never written.
   */
  #writeRoll(category: CategoryId, shown: string, column?: string): void {
    const offered = this.offeredRoll();
    const game = this.#card.game;
    if (!shown) {
      game.play((current) => enterExtraYahtzee(current, category, this.draft.extraFace!, column));
      return;
    }
    if (offered?.dice.join(' ') !== shown) {
      this.#card.requestUpdate();
      throw new Error(this.#card.text.m.errorRollChanged);
    }
    game.play((current) =>
      enterDice(current, category, offered.dice, offered.held && (offered as RollOrigin), column),
    );
  }

  /** Runs a user's action; a refusal shows next to the control. */
  act(place: ErrorPlace, action: () => void): boolean {
    // Both clicks of a double click land before the next render: the second must not write the
    // same roll for the next player. A control only acts on the game it was drawn for.
    if (this.#card.game.current !== this.shownGame) return false;
    this.#card.requestUpdate();
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

  /**
   * A placement, the entry panel's roll button, or a place in a column's box (its `data-column`):
   * writes the roll as it was drawn there.
   */
  readonly onPlace = (event: Event): void => {
    const { place, dice, column } = (event.currentTarget as HTMLElement).dataset;
    // A click from Enter or Space has no pointer detail.
    this.#card.game.byKeyboard = (event as MouseEvent).detail === 0;
    const where = this.draft.selected === place ? 'entry' : 'roll';
    this.act(where, () => this.#writeRoll(place as CategoryId, dice ?? '', column));
  };

  /** The Undo under the sheet. */
  readonly handleUndo = (): void => {
    this.act('undo', () => this.#card.undo());
  };
}
