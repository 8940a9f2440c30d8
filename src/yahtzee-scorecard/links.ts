// The card's links to a <dice-roller> and a <first-player-picker> on the page, by id. The roller's
// state is read live at every use: the card never keeps a copy of the dice that could go stale.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { FirstPlayerPickedDetail } from '../events.js';
import type { AdvicePosition } from '../internal/advice.js';
import { isFace, type Dice } from '../rules/dice.js';
import type { RollOrigin } from '../rules/game.js';

/** What the linked roller shows now: its dice, roll number and holds. */
export interface RollerRoll extends RollOrigin {
  dice: Dice;
}

type Roller = HTMLElement &
  Partial<Record<'values' | 'held' | 'rollNumber' | 'rollsLeft' | 'saved', unknown>> & {
    advicePosition?: AdvicePosition;
    linked?: boolean;
    gameOver?: boolean;
    advice?: boolean;
    newTurn(saved?: number): void;
  };

export interface LinkOptions {
  /** The id of the roller, '' for none. */
  roller: () => string;
  /** The id of the picker, '' for none. */
  picker: () => string;
  /** A pick made on the linked picker. */
  onPick: (detail: FirstPlayerPickedDetail) => void;
  /** The linked roller's advice was switched (one toggle for the pair). */
  onAdvice: (on: boolean) => void;
  /** The key that takes focus from the roller to the card's places ("S"). */
  onPlacesKey: () => void;
}

export class TableLinks implements ReactiveController {
  readonly #host: ReactiveControllerHost & HTMLElement;
  readonly #options: LinkOptions;
  /** The roller told it is linked, whose advice attribute is watched. */
  #told: Roller | null = null;
  /** Made when a roller is told: a server render (`@lit-labs/ssr`) has no MutationObserver. */
  #adviceWatch: MutationObserver | undefined;

  constructor(host: ReactiveControllerHost & HTMLElement, options: LinkOptions) {
    this.#host = host;
    this.#options = options;
    host.addController(this);
  }

  hostConnected(): void {
    document.addEventListener('dice-change', this.#onDiceChange);
    document.addEventListener('first-player-picked', this.#onPicked);
    document.addEventListener('keydown', this.#onKeydown);
  }

  hostDisconnected(): void {
    document.removeEventListener('dice-change', this.#onDiceChange);
    document.removeEventListener('first-player-picked', this.#onPicked);
    document.removeEventListener('keydown', this.#onKeydown);
    this.#tell(null, false, false);
  }

  /**
   * The roller is the card's: it shows no control that ends a turn, rests at game over and shares
   * the card's advice. A roller that already had advice on turns the card's on.
   */
  tell(over: boolean, advice: boolean): void {
    this.#tell(this.roller, over, advice);
  }

  #tell(roller: Roller | null, over: boolean, advice: boolean): void {
    if (roller !== this.#told) {
      if (this.#told) this.#told.linked = false;
      this.#adviceWatch?.disconnect();
      this.#told = roller;
      if (roller) {
        (this.#adviceWatch ??= new MutationObserver(() =>
          this.#options.onAdvice(!!this.#told?.hasAttribute('advice')),
        )).observe(roller, { attributeFilter: ['advice'] });
        if (roller.advice && !advice) return this.#options.onAdvice(true);
      }
    }
    if (!roller) return;
    roller.linked = true;
    roller.gameOver = over;
    roller.advice = advice;
  }

  /** The linked roller, if the page has one under that id (another kind of element is no link). */
  get roller(): Roller | null {
    const id = this.#options.roller();
    // Not in a page (a server render has no document): no roller.
    if (!id || !this.#host.isConnected) return null;
    const root = this.#host.getRootNode() as Document | ShadowRoot;
    const found = root.getElementById?.(id) ?? document.getElementById(id);
    return found && typeof (found as Partial<Roller>).newTurn === 'function'
      ? (found as Roller)
      : null;
  }

  /** The roll the roller shows now, when it is a roll of `count` dice. */
  roll(count: number): RollerRoll | undefined {
    const roller = this.roller;
    if (!roller) return undefined;
    const { values, held, rollNumber } = roller;
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

  /** After an entry: the next player's turn starts on the roller, with the rolls they saved. */
  newTurn(saved: number): void {
    this.roller?.newTurn(saved);
  }

  /** The roller's turn has the rolls the current player saved (Maxi Yatzy). */
  tellSaved(saved: number): void {
    const roller = this.roller;
    if (roller && roller.saved !== saved) roller.saved = saved;
  }

  /** The roller's advice is for the current player's sheet, by the card's rules. */
  tellPosition(position: AdvicePosition | undefined): void {
    const roller = this.roller;
    const told = roller?.advicePosition;
    if (roller && (told?.sheet !== position?.sheet || told?.ruleset !== position?.ruleset)) {
      roller.advicePosition = position;
    }
  }

  /** Undo puts the roll back on the roller: the same faces, holds and roll number, and the rolls saved then. */
  giveBack(roll: RollerRoll, saved: number): void {
    const roller = this.roller;
    if (!roller) return;
    // First: a roll number past the ruleset's needs the saved rolls that allowed it.
    roller.saved = saved;
    roller.values = [...roll.dice];
    roller.held = [...roll.held];
    roller.rollNumber = roll.rollNumber;
  }

  readonly #onDiceChange = (event: Event): void => {
    const id = this.#options.roller();
    if (id && (event.target as Element | null)?.id === id) this.#host.requestUpdate();
  };

  readonly #onKeydown = (event: KeyboardEvent): void => {
    const id = this.#options.roller();
    if (
      id &&
      (event.target as Element | null)?.id === id &&
      event.key.toLowerCase() === 's' &&
      !(event.altKey || event.ctrlKey || event.metaKey)
    ) {
      event.preventDefault();
      this.#options.onPlacesKey();
    }
  };

  // A document's listener: its events are not typed there (no global event map).
  readonly #onPicked = (event: Event): void => {
    const id = this.#options.picker();
    if (!id || (event.target as Element | null)?.id !== id) return;
    const detail = (event as CustomEvent<FirstPlayerPickedDetail>).detail;
    if (Array.isArray(detail?.players) && detail.players.length > 0) this.#options.onPick(detail);
  };
}
