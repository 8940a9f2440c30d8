/**
 * yahtzee-widgets: registers `<dice-roller>`, `<first-player-picker>` and `<yahtzee-scorecard>`
 * and exports their classes. Each element module registers its own tag through a guarded define.
 */
// First: evaluated before the elements, whose defines wait in turn.
import './asked-early.js';
// The card's typed dice in this first file: a fresh card draws without waiting for its later one.
import './yahtzee-scorecard/drawn-early.js';
export { DiceRoller } from './dice-roller/dice-roller.js';
export { FirstPlayerPicker } from './first-player-picker/first-player-picker.js';
export { YahtzeeScorecard } from './yahtzee-scorecard/yahtzee-scorecard.js';
// Types only: what each event carries, each element's events by name, and the types of the
// elements' properties (the generated framework types import them all from here).
export type * from './events.js';
export type * from './dice-roller/dice-roller.js';
export type * from './first-player-picker/first-player-picker.js';
export type * from './yahtzee-scorecard/yahtzee-scorecard.js';
