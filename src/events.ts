// The event details of all three elements, in one module: the elements that send an event and the
// ones that listen to it import the same types, and no element imports another.
import type { Face } from './rules/dice.js';
import type { Standing } from './rules/game.js';
import type { CategoryId } from './rules/rulesets.js';
import type { Totals } from './rules/totals.js';

/** `dice-roll`: after every roll. */
export interface DiceRollDetail {
  /** The faces after this roll, one per die. */
  values: Face[];
  /** Which dice were held (kept their faces) in this roll. */
  held: boolean[];
  /** 1 for the first roll of the turn. */
  rollNumber: number;
  /** Rolls still allowed this turn. */
  rollsLeft: number;
}

/** `dice-hold`: a die was held or released. */
export interface DiceHoldDetail {
  /** Which dice are held now, one per die. */
  held: boolean[];
}

/** `dice-new-turn` carries no data: the turn starts over with no roll. */
export type DiceNewTurnDetail = Record<string, never>;

/** `dice-change`: what the roller shows now, after any change (a roll, a hold, a new turn, a restore, a set from code). */
export interface DiceChangeDetail {
  /** The faces showing; empty before the first roll. */
  values: Face[];
  held: boolean[];
  /** 0 before the first roll. */
  rollNumber: number;
  rollsLeft: number;
}

/** One player's roll in a round of the roll-off. */
export interface FirstPlayerRoll {
  /** The name as shown. */
  player: string;
  /** The face rolled (the total of five dice with `method="five-dice"`). */
  roll: number;
}

/** `first-player-picked`: who begins and the order of play. */
export interface FirstPlayerPickedDetail {
  /** The names as shown, in the order they were typed. */
  players: string[];
  /** Every round of the roll-off: the first has everyone, later ones only those who tied highest. */
  rounds: FirstPlayerRoll[][];
  /** Who begins. */
  starter: string;
  /** Every name, clockwise from the starter, in the order they were typed. */
  order: string[];
}

/** `score-change`: a box was written. */
export interface ScoreChangeDetail {
  /** The seat of the player who wrote the box. */
  player: number;
  category: CategoryId;
  /** The box's column in a game of several columns (Yam's, Triple Yahtzee); else undefined. */
  column?: string | undefined;
  points: number;
  /** The extra-Yahtzee bonus earned with it (0 or the bonus). */
  bonus: number;
  /** That player's totals after the entry. */
  totals: Totals;
  /** True when a past score was corrected (or a correction undone), not written in turn; else undefined. */
  corrected?: true | undefined;
}

/** `turn-change`: the turn passed (after an entry, an undo or a new game). */
export interface TurnChangeDetail {
  /** The seat whose turn it is now. */
  player: number;
  round: number;
}

/** `players-change`: players were added, removed, renamed or reordered. */
export interface PlayersChangeDetail {
  players: string[];
}

/** `game-over`: every box of every player is filled. */
export interface GameOverDetail {
  /** Highest total first; equal totals keep seat order. */
  standings: Standing[];
  /** Every seat with the highest total: equal totals share the win. */
  winners: number[];
}

// The events by element, as module types: not on the global GlobalEventHandlersEventMap, where a
// page's own event of the same name (say its own `game-over`) would clash with ours.

/** The events a `<dice-roller>` sends, by name. */
export interface DiceRollerEventMap {
  'dice-roll': CustomEvent<DiceRollDetail>;
  'dice-hold': CustomEvent<DiceHoldDetail>;
  'dice-new-turn': CustomEvent<DiceNewTurnDetail>;
  'dice-change': CustomEvent<DiceChangeDetail>;
}

/** The event a `<first-player-picker>` sends, by name. */
export interface FirstPlayerPickerEventMap {
  'first-player-picked': CustomEvent<FirstPlayerPickedDetail>;
}

/** The events a `<yahtzee-scorecard>` sends, by name. */
export interface YahtzeeScorecardEventMap {
  'score-change': CustomEvent<ScoreChangeDetail>;
  'turn-change': CustomEvent<TurnChangeDetail>;
  'players-change': CustomEvent<PlayersChangeDetail>;
  'game-over': CustomEvent<GameOverDetail>;
}

/** Every event of the three elements, by name. They bubble and cross shadow roots. */
export interface YahtzeeWidgetsEventMap
  extends DiceRollerEventMap, FirstPlayerPickerEventMap, YahtzeeScorecardEventMap {}

type Options<O> = boolean | O;

/**
 * `addEventListener` and `removeEventListener` of an element typed for its own events (`Events`)
 * and for every HTML element's; an element's interface of the same name repeats them.
 */
export interface ElementListeners<Self, Events> {
  addEventListener<K extends keyof Events>(
    type: K,
    listener: (this: Self, event: Events[K]) => unknown,
    options?: Options<AddEventListenerOptions>,
  ): void;
  addEventListener<K extends keyof HTMLElementEventMap>(
    type: K,
    listener: (this: Self, event: HTMLElementEventMap[K]) => unknown,
    options?: Options<AddEventListenerOptions>,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: Options<AddEventListenerOptions>,
  ): void;
  removeEventListener<K extends keyof Events>(
    type: K,
    listener: (this: Self, event: Events[K]) => unknown,
    options?: Options<EventListenerOptions>,
  ): void;
  removeEventListener<K extends keyof HTMLElementEventMap>(
    type: K,
    listener: (this: Self, event: HTMLElementEventMap[K]) => unknown,
    options?: Options<EventListenerOptions>,
  ): void;
  removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: Options<EventListenerOptions>,
  ): void;
}

/** An element's `addEventListener`, typed for its own events (`Events`) and every HTML element's. */
export type AddListener<Self, Events> = ElementListeners<Self, Events>['addEventListener'];
/** An element's `removeEventListener`, typed as its `addEventListener`. */
export type RemoveListener<Self, Events> = ElementListeners<Self, Events>['removeEventListener'];
