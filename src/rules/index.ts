// The pure rules module (`yahtzee-widgets/rules`): no DOM, no imports from outside src/rules/.
import * as game from './game.js';
import { guard } from './guard.js';
import { english } from './messages.js';
import { setWording } from './rule-error.js';
import * as scoring from './scoring.js';
import * as sheet from './sheet.js';
import * as sums from './totals.js';
import * as turn from './turn.js';
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
export type { Placement, Sheet } from './sheet.js';
export { emptySheet } from './sheet.js';
export type { ColumnTotals, SheetTotals, Totals } from './totals.js';
export type { Turn, TurnRules } from './turn.js';
export * from './game.js';
export * from './players.js';
export * from './first-player.js';
export { RuleError, type RuleDetail, type RuleProblem } from './rule-error.js';

// The functions that take a game, a ruleset, a sheet, dice or a turn, guarded (see guard.ts): a
// value of another kind is refused with a RuleError. Each is documented where it is defined.
export const assertDice: typeof scoring.assertDice = guard(scoring.assertDice, 'ruleset', 'dice');
export const possibleScores = guard(scoring.possibleScores, 'ruleset');
export const scoreDice = guard(scoring.scoreDice, 'ruleset', 'value', 'dice');
export const isExtraYahtzee = guard(sheet.isExtraYahtzee, 'ruleset', 'sheet', 'dice');
export const isFull = guard(sheet.isFull, 'ruleset', 'sheet');
export const placeDice = guard(sheet.placeDice, 'ruleset', 'sheet', 'value', 'dice');
export const placePoints = guard(sheet.placePoints, 'ruleset', 'sheet');
export const placements = guard(sheet.placements, 'ruleset', 'sheet', 'dice');
export const scratch = guard(sheet.scratch, 'ruleset', 'sheet');
export const totals = guard(sums.totals, 'ruleset', 'sheet');
export const canHold = guard(turn.canHold, 'turn', 'rules');
export const newTurn = guard(turn.newTurn, 'rules');
export const rollTurn = guard(turn.rollTurn, 'turn', 'rules', 'thrower');
export const rollsLeft = guard(turn.rollsLeft, 'turn', 'rules');
export const rollsSaved = guard(turn.rollsSaved, 'turn', 'rules');
export const toggleHold = guard(turn.toggleHold, 'turn', 'rules');
export const withSavedRolls = guard(turn.withSavedRolls, 'rules');
// A game's functions: these names stand before export * above.
export const addPlayer = guard(game.addPlayer, 'game');
export const canEnterExtraYahtzee = guard(game.canEnterExtraYahtzee, 'game');
export const changeDice = guard(game.changeDice, 'game', 'value', 'value', 'dice');
export const changeScore = guard(game.changeScore, 'game');
export const currentPlayer = guard(game.currentPlayer, 'game');
export const enterDice = guard(game.enterDice, 'game', 'value', 'dice');
export const enterExtraYahtzee = guard(game.enterExtraYahtzee, 'game');
export const enterPoints = guard(game.enterPoints, 'game');
export const extraYahtzeePlacements = guard(game.extraYahtzeePlacements, 'game');
export const isOver = guard(game.isOver, 'game');
export const lastCorrection = guard(game.lastCorrection, 'game');
export const legalPlacements = guard(game.legalPlacements, 'game', 'dice');
export const movePlayer = guard(game.movePlayer, 'game');
export const playerTotals = guard(game.playerTotals, 'game');
export const removePlayer = guard(game.removePlayer, 'game');
export const renamePlayer = guard(game.renamePlayer, 'game');
export const restart = guard(game.restart, 'game');
export const round = guard(game.round, 'game');
export const rulesetOf = guard(game.rulesetOf, 'game');
export const savedRolls = guard(game.savedRolls, 'game');
export const scratchBox = guard(game.scratchBox, 'game');
export const setStarter = guard(game.setStarter, 'game');
export const sheetOf = guard(game.sheetOf, 'game');
export const sheets = guard(game.sheets, 'game');
export const standings = guard(game.standings, 'game');
export const toJSON = guard(game.toJSON, 'game');
export const turnRules = guard(game.turnRules, 'game');
export const turnsPerPlayer = guard(game.turnsPerPlayer, 'game');
export const undo = guard(game.undo, 'game');
export const undoneRoll = guard(game.undoneRoll, 'game');
export const yahtzeeBonusMarks = guard(game.yahtzeeBonusMarks, 'game');

// Rules users get refusals in English; the elements import the submodules and word them themselves.
setWording(english);
