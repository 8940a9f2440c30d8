// The pure rules module (`yahtzee-widgets/rules`): no DOM, no imports from outside src/rules/.
import { english } from './messages.js';
import { setWording } from './rule-error.js';
export * from './dice.js';
export type {
  CategoryId,
  Column,
  ColumnOrder,
  ExtraFiveOfAKind,
  JokerRule,
  Ruleset,
  RulesetData,
  RulesetId,
  RulesetOptions,
  Scorer,
  TotalLine,
  YahtzeeBonusRule,
} from './rulesets.js';
export {
  addRuleset,
  categoryName,
  defineRuleset,
  getRuleset,
  isCategory,
  rulesetData,
  upperCategory,
  upperFace,
} from './rulesets.js';
export { assertDice, possibleScores, scoreDice } from './scoring.js';
export type { Placement, Sheet } from './sheet.js';
export {
  emptySheet,
  isExtraYahtzee,
  isFull,
  placeDice,
  placePoints,
  placements,
  scratch,
} from './sheet.js';
export type { ColumnTotals, SheetTotals, Totals } from './totals.js';
export { totals } from './totals.js';
export type { Turn, TurnRules } from './turn.js';
export {
  canHold,
  newTurn,
  rollTurn,
  rollsLeft,
  rollsSaved,
  toggleHold,
  withSavedRolls,
} from './turn.js';
export * from './game.js';
export * from './players.js';
export * from './first-player.js';
export { RuleError, type RuleDetail, type RuleProblem } from './rule-error.js';

// Rules users get refusals in English; the elements import the submodules and word them themselves.
setWording(english);
