// The card as its parts see it: its options and words, its two controllers, its public methods.
// Types only: the element passes itself to its controllers, and Lit calls the later file's handlers
// (card-handlers.ts) with it as `this`.
import type { ReactiveControllerHost } from 'lit';
import type { Language } from '../i18n/index.js';
import type { CategoryId } from '../rules/rulesets.js';
import type { SheetTotals } from '../rules/totals.js';
import type { GameController } from './game-controller.js';
import type { InputController } from './input-controller.js';
import type { RuleOptions } from './scorecard-options.js';
import type { CardText } from './text.js';

export interface Card extends ReactiveControllerHost, HTMLElement, RuleOptions {
  storageKey: string;
  diceRoller: string;
  firstPlayerPicker: string;
  advice: boolean;
  /** The game side: the game, its storage, undo, corrections and the links. */
  readonly game: GameController;
  /** The input side: the drafts, the panels' state, what each tap and key does. */
  readonly input: InputController;
  readonly pageLanguage: Language;
  readonly text: CardText;
  readonly renderRoot: ShadowRoot;
  readonly hasUpdated: boolean;
  /** Focus on the best (or first) place for the roll, from the roller's key. */
  focusPlaces(): void;
  enterPoints(category: CategoryId, points: number, column?: string): void;
  scratch(category: CategoryId, column?: string): void;
  changeScore(player: number, category: CategoryId, points: number, column?: string): void;
  renamePlayer(index: number, name: string): void;
  removePlayer(index: number): void;
  addPlayer(name: string): void;
  newGame(starter?: number): void;
  undo(): void;
  totals(index: number): SheetTotals;
}
