// The rules' errors in English. The public entry (index.ts) sets this wording, so that a rules
// user's RuleError says what is wrong; the elements say problems in the page's language instead
// (src/i18n/problems.ts) and so never carry these words.
import { maxCorrections } from './game.js';
import type { LoadProblem, RuleDetail, RuleProblem, Wording } from './rule-error.js';
import type { CategoryId } from './rulesets.js';
import {
  categoryName,
  describeValue,
  jokerRules,
  rulesetIds,
  totalLines,
  yahtzeeBonusRules,
} from './rulesets.js';

/** What each option must be, by its name. */
const optionKinds = {
  yahtzeeBonusRule: `the Yahtzee bonus rule is ${yahtzeeBonusRules.join(' or ')}`,
  upperBonus: 'the upper bonus is a whole number, 0 or more',
  upperBonusThreshold: 'the upper bonus threshold is a whole number, 0 or more',
  savedRolls: 'saved rolls are true or false',
  fullHouse: 'the points of a full house are a whole number, 0 or more',
  smallStraight: 'the points of a small straight are a whole number, 0 or more',
  largeStraight: 'the points of a large straight are a whole number, 0 or more',
  allDice: 'counting all dice is true or false',
  fixedStraights: 'fixed straights are true or false',
  chance: 'the Chance box is true or false',
  yahtzeeBonusMultiplied: 'a multiplied bonus is true or false',
} as const;

/** " in the down column", for a problem about a box of a game in columns. */
const inColumn = (column: string | undefined) => (column ? ` in the ${column} column` : '');

const lockedChanges = {
  add: 'Players can be added',
  remove: 'Players can be removed',
  move: 'Players can be moved',
  starter: 'The starting player can be chosen',
} as const;

/** Why ruleset data cannot be played, by the name of the check that refused it. */
const rulesetFaults: Readonly<Record<string, (box: unknown) => string>> = {
  data: () => 'not ruleset data',
  id: () => 'its id must be text',
  'id-taken': () => 'its id is taken',
  dice: () => 'dice must be a whole number, 1 or more',
  rolls: () => 'rolls per turn must be a whole number, 1 or more',
  'upper-bonus': () => 'the upper bonus and its threshold must be whole numbers, 0 or more',
  'unknown-box': (box) => `unknown box ${describeValue(box)}`,
  'no-scorer': (box) => `${String(box)} has no scorer`,
  'box-twice': () => 'a box is listed twice',
  'five-of-a-kind': () => 'the five-of-a-kind box must be a lower box',
  'extra-bonus': () => 'the extra bonus must be a whole number, 0 or more',
  'joker-boxes': () => 'the joker fills lower boxes only',
  'joker-scorer': () => 'a joker scorer is not a function',
  'saved-rolls': () => 'saved rolls are true or false',
  'extra-rules': () =>
    `the extra joker is ${jokerRules.join(' or ')}, its bonus rule ${yahtzeeBonusRules.join(' or ')}, its bonus after a scratch true or false`,
  'total-lines': () => `total lines are ${totalLines.join(', ')}`,
  columns: () =>
    'columns are a list of distinct ids, each with an order (down, up or any), firstRollOnly true or false and a whole multiplier, 1 or more',
  variant: () => 'its variant is a function',
};

function orList(categories: readonly CategoryId[]): string {
  const names = categories.map(categoryName);
  return names.length <= 1
    ? names.join('')
    : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
}

/** Lists values compactly for a message: `0, 5-30` rather than 27 numbers. */
function formatValues(values: readonly number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < values.length;) {
    let j = i;
    while (j + 1 < values.length && values[j + 1] === values[j] + 1) j++;
    parts.push(j - i >= 2 ? `${values[i]}-${values[j]}` : values.slice(i, j + 1).join(', '));
    i = j + 1;
  }
  return parts.join(', ');
}

/** What a refusal of the rules means, in English. */
function refusal(problem: RuleProblem, detail: RuleDetail): string {
  const { given, check, context } = detail;
  switch (problem.code) {
    case 'game-over':
      return 'The game is over: every box is filled';
    case 'unknown-category':
      return `Unknown category ${describeValue(given)}${context ? ` in ${String(context)}` : ''}`;
    case 'box-filled':
      return `${categoryName(problem.category)} is already filled${inColumn(problem.column)}`;
    case 'column-order':
      return `The ${problem.order === 'down' ? 'descending column goes top to bottom' : 'ascending column goes bottom to top'}: ${categoryName(problem.next)} comes next`;
    case 'first-roll-only':
      return `The ${problem.column} column takes a turn's first roll only: it is closed once the dice are rolled again`;
    case 'column-needed':
      return `Name the box's column: ${problem.columns.join(', ')}`;
    case 'unknown-column':
      return `There is no column ${describeValue(given)} in this game`;
    case 'impossible-points':
      return `${describeValue(given)} is not a possible score for ${categoryName(problem.category)} (possible: ${formatValues(problem.possible)})`;
    case 'joker-order':
      return `The joker rule puts this extra Yahtzee in ${orList(problem.allowed)}, not in ${categoryName(problem.category)}`;
    case 'bad-dice':
      return check === 'length'
        ? `Expected ${problem.expected} dice, got ${String(given)}`
        : check === 'face'
          ? `A die shows 1 to 6, not ${describeValue(given)}`
          : `Expected an array of ${problem.expected} dice, got ${describeValue(given)}`;
    case 'bad-face':
      return `A face is a whole number from 1 to 6, not ${String(given)}`;
    case 'no-extra-yahtzee': {
      const box = categoryName(problem.category);
      return problem.joker
        ? `This is not an extra ${box}: the ${box} box is still empty`
        : `${box} has no extra ${box} rule: enter the dice or the points`;
    }
    case 'no-player':
      return check === 'starter'
        ? `The starter must be a seat from 0 to ${problem.seats - 1}, not ${problem.seat}.`
        : `There is no player ${String(problem.seat)} (seats 0 to ${problem.seats - 1})`;
    case 'too-many-players':
      return `A game seats at most ${problem.max} players`;
    case 'no-players':
      return check === 'roll-off' || check === 'table'
        ? `A ${check} needs at least one player, not ${String(given)}.`
        : 'A game needs at least one player';
    case 'name-not-text':
      return 'A player name must be text';
    case 'name-empty':
      return 'A player name cannot be empty';
    case 'name-too-long':
      return `A player name can have at most ${problem.max} characters`;
    case 'players-locked':
      return `${lockedChanges[problem.change]} only before the first score`;
    case 'nothing-to-undo':
      return 'Nothing to undo';
    case 'box-empty':
      return `${categoryName(problem.category)} is still empty${inColumn(problem.column)}: there is nothing to correct`;
    case 'correction-breaks-later':
      return `${problem.name}'s later ${categoryName(problem.category)} would no longer be allowed`;
    case 'unknown-ruleset':
      return `Unknown ruleset ${describeValue(given)} (known: ${rulesetIds().join(', ')})`;
    case 'unknown-joker':
      return `Unknown joker rule ${describeValue(given)} (known: ${jokerRules.join(', ')})`;
    case 'bad-options':
      if (problem.option === undefined) {
        return `${check === 'game' ? 'Game' : 'Ruleset'} options must be an object, not ${describeValue(given)}`;
      }
      // A turn's count of saved rolls, or a game's cap on an option.
      if (check === 'count') {
        return `Saved rolls are a whole number, 0 or more, not ${describeValue(given)}`;
      }
      if (check === 'max') {
        return `The ${problem.option} option is at most ${String(context)}, not ${describeValue(given)}`;
      }
      return `Bad ${problem.option} option ${describeValue(given)}: ${optionKinds[problem.option]}`;
    case 'bad-yahtzee-bonus':
      return problem.max === null
        ? `The Yahtzee bonus must be a whole number of 0 or more, not ${describeValue(given)}`
        : `The Yahtzee bonus must be a whole number from 0 to ${problem.max}`;
    case 'bad-sheet':
      return check === 'scores'
        ? `A sheet needs its scores, got ${describeValue(given)}`
        : check === 'yahtzee-bonus'
          ? `A sheet needs its Yahtzee bonus, got ${describeValue(given)}`
          : `Expected a sheet, got ${describeValue(given)}`;
    case 'bad-game':
      return `Expected a game, got ${describeValue(given)}`;
    case 'bad-turn':
      return `Expected a turn and its rules, got ${describeValue(given)}`;
    case 'bad-roll':
      return `Seat ${problem.seat} rolled ${String(given)}, not a number.`;
    case 'roll-off-tied':
      return `The roll-off did not end after ${problem.rounds} rounds: the dice keep tying.`;
    case 'bad-round':
      return 'A roll-off round is a list of seats and their rolls';
    case 'bad-origin':
      return `A roll's origin is a roll number from 1 to ${String(context)} and one hold per die`;
    case 'bad-ruleset':
      return `Ruleset ${describeValue(given)}: ${rulesetFaults[check ?? '']?.(context) ?? check}`;
    case 'no-rolls-left':
      return 'No rolls left this turn';
    case 'hold-before-roll':
      return 'Roll first: dice can be held after the first roll';
    case 'hold-after-last-roll':
      return 'No rolls left this turn: holding a die changes nothing';
    case 'no-die':
      return `There is no die ${String(given)}: dice are numbered 0 to ${problem.dice - 1}`;
    case 'bad-throw':
      return `The dice thrower must give ${problem.expected} faces from 1 to 6`;
  }
}

/** Why saved data is no game, in English; `reason` is the message of what refused it. */
function load(problem: LoadProblem, reason: string): string {
  const what = problem.move === undefined ? 'The saved game' : `Move ${problem.move + 1}`;
  switch (problem.code) {
    case 'not-an-object':
      return `${what} is not an object`;
    case 'unknown-field':
      return `${what} has an unknown field "${problem.field}"`;
    case 'not-plain-data':
      return `${what} field "${problem.field}" is not plain data`;
    case 'not-whole-number':
      return `${problem.field === 'starter' ? 'The starting player' : 'The Yahtzee bonus'} must be a whole number`;
    case 'unknown-schema':
      return `Unknown saved-game schema ${problem.schema ?? 'none'}`;
    case 'bad-players':
      return `The players must be a list of 1 to ${problem.max} names`;
    case 'too-many-moves':
      return 'The moves must be a list no longer than the boxes of all players';
    case 'half-origin':
      return `${what}: a roll origin has both a roll number and holds`;
    case 'stray-data':
      return problem.entry === 'scratch'
        ? `${what}: a scratch move has dice only with the roll's number and holds`
        : `${what}: a ${problem.entry} move has no dice or face`;
    case 'unknown-entry':
      return `${what}: unknown entry ${problem.entry}`;
    case 'out-of-turn':
      return `${what} is out of turn`;
    case 'wrong-score':
      return `${what}: the rules give ${problem.points} points and ${problem.bonus} bonus`;
    case 'bad-correction':
      return problem.correction === undefined
        ? `The corrections must be a list of at most ${maxCorrections}`
        : `Correction ${problem.correction + 1} cannot be taken back${reason && `: ${reason}`}`;
    case 'refused':
      return problem.move === undefined
        ? `The saved game is not valid: ${reason}`
        : `${what}: ${reason}`;
    case 'unreadable':
      return `The saved game could not be read: ${reason || 'unreadable data'}`;
  }
}

/** The rules' errors in English, as the public entry sets them. */
export const english: Wording = { refusal, load };
