import type { Face } from './dice.js';
import { RuleError } from './rule-error.js';
import type { Totals } from './totals.js';

/** The games the rules module knows. */
export type RulesetId = 'yahtzee' | 'yatzy';

/**
 * How an extra Yahtzee may be placed: `forced` follows the 2016 rulebook's order,
 * `free` is the house rule that opens every lower box once the face's upper box is filled.
 */
export type JokerRule = 'forced' | 'free';

/** A box on the score pad. */
export type CategoryId =
  | 'ones'
  | 'twos'
  | 'threes'
  | 'fours'
  | 'fives'
  | 'sixes'
  | 'one-pair'
  | 'two-pairs'
  | 'three-of-a-kind'
  | 'four-of-a-kind'
  | 'full-house'
  | 'small-straight'
  | 'large-straight'
  | 'yahtzee'
  | 'yatzy'
  | 'chance';

/** Choices a table makes before the game (only a game with a joker uses them). */
export interface RulesetOptions {
  /** `forced` (default, the 2016 rulebook) or `free` (house rule). */
  joker?: JokerRule;
  /** Points per extra Yahtzee: 100 by default, 0 for the no-bonus house rule. */
  yahtzeeBonus?: number;
}

/** What a roll is worth in a box, from how many dice show each face (index 1 to 6) and their sum. */
export type Scorer = (counts: readonly number[], sum: number) => number;

/** A total line of the pad: one of the fields of `Totals`. */
export type TotalLine = keyof Totals;

/** The extra five-of-a-kind of a game that has one: its bonus and the joker's boxes. */
export interface ExtraFiveOfAKind {
  /** Points per extra five-of-a-kind while that box holds points; `yahtzeeBonus` overrides it. */
  readonly bonus: number;
  /** Forced joker, step 2: these boxes first while one is empty (Yahtzee: three and four of a kind). */
  readonly jokerFirst: readonly CategoryId[];
  /** What the joker writes in a lower box (its full value); a box without one gets 0. */
  readonly jokerScorers: Readonly<Partial<Record<CategoryId, Scorer>>>;
}

/** A game as data, what `defineRuleset` builds a ruleset from. */
export interface RulesetData<Id extends string = string> {
  readonly id: Id;
  /** Dice in a roll. */
  readonly dice: number;
  /** Rolls a player may make in one turn. */
  readonly rollsPerTurn: number;
  /** The upper boxes, in pad order. */
  readonly upperCategories: readonly CategoryId[];
  /** The lower boxes, in pad order. */
  readonly lowerCategories: readonly CategoryId[];
  /** One scorer per box: what a roll is worth there with no joker. */
  readonly scorers: Readonly<Partial<Record<CategoryId, Scorer>>>;
  /** The upper bonus is earned at this many points or more. */
  readonly upperBonusThreshold: number;
  readonly upperBonus: number;
  /** The box for all dice equal (`yahtzee`, `yatzy`). */
  readonly fiveOfAKind: CategoryId;
  /** The extra five-of-a-kind rules; `null` when a second one scores like any roll (Yatzy). */
  readonly extra: ExtraFiveOfAKind | null;
  /** The total lines the pad prints under the upper boxes, in order. */
  readonly upperLines: readonly TotalLine[];
  /** The total lines the pad prints under the lower boxes, in order. */
  readonly lowerLines: readonly TotalLine[];
}

/**
 * Everything the scoring needs to know about a game: its data with the table's options applied
 * (the joker's boxes are empty in a game without one). Built by `defineRuleset` or `getRuleset`.
 */
export interface Ruleset<Id extends string = string>
  extends Omit<RulesetData<Id>, 'extra'>, Pick<ExtraFiveOfAKind, 'jokerFirst' | 'jokerScorers'> {
  /** Every box, in score-pad order. */
  readonly categories: readonly CategoryId[];
  /** How an extra Yahtzee is placed; `null` when the game has no joker (Yatzy). */
  readonly joker: JokerRule | null;
  /** Points per extra Yahtzee; 0 when there is none (Yatzy, or the house rule). */
  readonly yahtzeeBonus: number;
}

/** Upper boxes, in face order: index 0 is ones. */
export const upperCategoryIds: readonly CategoryId[] = Object.freeze([
  'ones',
  'twos',
  'threes',
  'fours',
  'fives',
  'sixes',
]);

const upperFaces: Readonly<Partial<Record<CategoryId, Face>>> = Object.freeze({
  ones: 1,
  twos: 2,
  threes: 3,
  fours: 4,
  fives: 5,
  sixes: 6,
});

/** The face an upper box counts (`ones` -> 1 ... `sixes` -> 6), `undefined` for a lower box. */
export function upperFace(category: CategoryId): Face | undefined {
  return Object.hasOwn(upperFaces, category) ? upperFaces[category] : undefined;
}

/** The upper box of a face: 1 -> `ones` ... 6 -> `sixes`. */
export function upperCategory(face: Face): CategoryId {
  return upperCategoryIds[face - 1];
}

/** English box names for error messages (the elements translate through src/i18n). */
const englishNames: Readonly<Record<CategoryId, string>> = Object.freeze({
  ones: 'Ones',
  twos: 'Twos',
  threes: 'Threes',
  fours: 'Fours',
  fives: 'Fives',
  sixes: 'Sixes',
  'one-pair': 'One pair',
  'two-pairs': 'Two pairs',
  'three-of-a-kind': 'Three of a kind',
  'four-of-a-kind': 'Four of a kind',
  'full-house': 'Full house',
  'small-straight': 'Small straight',
  'large-straight': 'Large straight',
  yahtzee: 'Yahtzee',
  yatzy: 'Yatzy',
  chance: 'Chance',
});

/** The English name of a box, as error messages print it. */
export function categoryName(category: CategoryId): string {
  return englishNames[category];
}

/** A short, safe rendering of any value for an error message. */
export function describeValue(value: unknown): string {
  if (typeof value === 'string')
    return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
    return String(value);
  }
  if (value === null) return 'null';
  if (value === undefined) return 'undefined';
  if (Array.isArray(value)) return 'an array';
  return `a ${typeof value}`;
}

/** A value for a problem's data: text as it is, anything else described. @internal */
export function shown(value: unknown): string {
  return typeof value === 'string' ? value : describeValue(value);
}

// ---------------------------------------------------------------- what a roll shows

/** The face shown `n` times or more, highest first; 0 when none. */
function faceWithAtLeast(counts: readonly number[], n: number): number {
  for (let face = 6; face >= 1; face--) if (counts[face] >= n) return face;
  return 0;
}

function hasRun(counts: readonly number[], from: number, length: number): boolean {
  for (let face = from; face < from + length; face++) if (counts[face] === 0) return false;
  return true;
}

/** Three of one face and two of another (five equal dice are not a full house). */
function isFullHouse(counts: readonly number[]): boolean {
  let three = false;
  let two = false;
  for (let face = 1; face <= 6; face++) {
    if (counts[face] === 3) three = true;
    else if (counts[face] === 2) two = true;
  }
  return three && two;
}

const sumOfAll: Scorer = (_, sum) => sum;
const fiveEqual: Scorer = (counts) => (faceWithAtLeast(counts, 5) ? 50 : 0);

const upperScorers: Readonly<Partial<Record<CategoryId, Scorer>>> = {
  ones: (counts) => counts[1],
  twos: (counts) => 2 * counts[2],
  threes: (counts) => 3 * counts[3],
  fours: (counts) => 4 * counts[4],
  fives: (counts) => 5 * counts[5],
  sixes: (counts) => 6 * counts[6],
};

// ---------------------------------------------------------------- the games

const yahtzee: RulesetData<'yahtzee'> = {
  id: 'yahtzee',
  dice: 5,
  rollsPerTurn: 3,
  upperCategories: upperCategoryIds,
  lowerCategories: [
    'three-of-a-kind',
    'four-of-a-kind',
    'full-house',
    'small-straight',
    'large-straight',
    'yahtzee',
    'chance',
  ],
  scorers: {
    ...upperScorers,
    // Yahtzee: three and four of a kind count all five dice.
    'three-of-a-kind': (counts, sum) => (faceWithAtLeast(counts, 3) ? sum : 0),
    'four-of-a-kind': (counts, sum) => (faceWithAtLeast(counts, 4) ? sum : 0),
    'full-house': (counts) => (isFullHouse(counts) ? 25 : 0),
    // Four consecutive faces; a large straight holds one too.
    'small-straight': (counts) =>
      hasRun(counts, 1, 4) || hasRun(counts, 2, 4) || hasRun(counts, 3, 4) ? 30 : 0,
    'large-straight': (counts) => (hasRun(counts, 1, 5) || hasRun(counts, 2, 5) ? 40 : 0),
    yahtzee: fiveEqual,
    chance: sumOfAll,
  },
  // 63 or more, as the 2016 rulebook says (the 2014 English text's "over 63" is a slip).
  upperBonusThreshold: 63,
  upperBonus: 35,
  fiveOfAKind: 'yahtzee',
  extra: {
    bonus: 100,
    jokerFirst: ['three-of-a-kind', 'four-of-a-kind'],
    // Joker steps 2 and 3: a lower box at its full value.
    jokerScorers: {
      'three-of-a-kind': sumOfAll,
      'four-of-a-kind': sumOfAll,
      'full-house': () => 25,
      'small-straight': () => 30,
      'large-straight': () => 40,
      chance: sumOfAll,
    },
  },
  upperLines: ['upper', 'upperBonus', 'upperTotal'],
  lowerLines: ['yahtzeeBonus', 'lowerTotal', 'total'],
};

const yatzy: RulesetData<'yatzy'> = {
  id: 'yatzy',
  dice: 5,
  rollsPerTurn: 3,
  upperCategories: upperCategoryIds,
  lowerCategories: [
    'one-pair',
    'two-pairs',
    'three-of-a-kind',
    'four-of-a-kind',
    'small-straight',
    'large-straight',
    'full-house',
    'chance',
    'yatzy',
  ],
  scorers: {
    ...upperScorers,
    // Yatzy counts only the dice that make the combination.
    'one-pair': (counts) => 2 * faceWithAtLeast(counts, 2),
    'two-pairs': (counts) => {
      const high = faceWithAtLeast(counts, 2);
      // Two pairs of different faces: four equal dice are one pair only.
      for (let face = high - 1; face >= 1; face--) {
        if (counts[face] >= 2) return 2 * high + 2 * face;
      }
      return 0;
    },
    'three-of-a-kind': (counts) => 3 * faceWithAtLeast(counts, 3),
    'four-of-a-kind': (counts) => 4 * faceWithAtLeast(counts, 4),
    // Fixed straights: exactly 1-2-3-4-5 and 2-3-4-5-6.
    'small-straight': (counts) => (hasRun(counts, 1, 5) ? 15 : 0),
    'large-straight': (counts) => (hasRun(counts, 2, 5) ? 20 : 0),
    // Three of one face and two of a different face; five equal dice score 0 here.
    'full-house': (counts, sum) => (isFullHouse(counts) ? sum : 0),
    chance: sumOfAll,
    yatzy: fiveEqual,
  },
  upperBonusThreshold: 63,
  upperBonus: 50,
  fiveOfAKind: 'yatzy',
  // Scandinavian Yatzy: a second Yatzy scores like any roll, no joker and no bonus.
  extra: null,
  upperLines: ['upper', 'upperBonus'],
  lowerLines: ['total'],
};

/** The games this module ships, as data: a variant is a copy with changes, given to `defineRuleset`. */
export const rulesetData = deepFreeze({ yahtzee, yatzy }) satisfies Readonly<
  Record<RulesetId, RulesetData<RulesetId>>
>;
/** @internal */
export const jokerRules: readonly JokerRule[] = ['forced', 'free'];
/** @internal */
export const totalLines: readonly TotalLine[] = [
  'upper',
  'upperBonus',
  'upperTotal',
  'lower',
  'yahtzeeBonus',
  'lowerTotal',
  'total',
];

// ---------------------------------------------------------------- building a ruleset

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** The table's options, checked; `yahtzeeBonus` stays undefined when not chosen. */
function tableOptions(options: unknown): { joker: JokerRule; yahtzeeBonus: number | undefined } {
  if (typeof options !== 'object' || options === null) {
    throw new RuleError({ code: 'bad-options' }, { given: options });
  }
  const joker = (options as RulesetOptions).joker ?? 'forced';
  if (!(jokerRules as readonly unknown[]).includes(joker)) {
    throw new RuleError({ code: 'unknown-joker', joker: shown(joker) }, { given: joker });
  }
  const bonus = (options as RulesetOptions).yahtzeeBonus ?? undefined;
  if (bonus !== undefined && !isCount(bonus, 0)) {
    throw new RuleError({ code: 'bad-yahtzee-bonus', max: null }, { given: bonus });
  }
  return { joker, yahtzeeBonus: bonus };
}

function isCount(value: unknown, min: number): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= min;
}

/** Throws unless `data` describes a game the scoring can play. */
function checkData(data: RulesetData): void {
  const id: unknown = (data as Partial<RulesetData> | null)?.id;
  // Each check is worded in messages.ts under its name.
  const refuse = (check: string, box?: unknown) =>
    new RuleError({ code: 'bad-ruleset', ruleset: shown(id) }, { check, given: id, context: box });
  if (typeof id !== 'string' || id === '') throw refuse('id');
  if (!isCount(data.dice, 1)) throw refuse('dice');
  if (!isCount(data.rollsPerTurn, 1)) throw refuse('rolls');
  if (!isCount(data.upperBonusThreshold, 0) || !isCount(data.upperBonus, 0)) {
    throw refuse('upper-bonus');
  }
  const lower: readonly unknown[] = data.lowerCategories;
  const boxes: readonly unknown[] = [...data.upperCategories, ...lower];
  for (const box of boxes) {
    if (typeof box !== 'string' || !Object.hasOwn(englishNames, box)) {
      throw refuse('unknown-box', box);
    }
    if (typeof data.scorers[box as CategoryId] !== 'function') throw refuse('no-scorer', box);
  }
  if (new Set(boxes).size !== boxes.length) throw refuse('box-twice');
  if (!lower.includes(data.fiveOfAKind)) throw refuse('five-of-a-kind');
  if (data.extra) {
    const { bonus, jokerFirst, jokerScorers } = data.extra;
    if (!isCount(bonus, 0)) throw refuse('extra-bonus');
    const jokerBoxes = [...jokerFirst, ...Object.keys(jokerScorers)];
    if (!jokerBoxes.every((box) => lower.includes(box))) throw refuse('joker-boxes');
    if (!Object.values(jokerScorers).every((scorer) => typeof scorer === 'function')) {
      throw refuse('joker-scorer');
    }
  }
  const lines: readonly unknown[] = [...data.upperLines, ...data.lowerLines];
  if (!lines.every((line) => (totalLines as readonly unknown[]).includes(line))) {
    throw refuse('total-lines');
  }
}

/**
 * Builds a ruleset from its data and the table's options: a new game is a new data entry, no
 * code change. Throws a RuleError for data the scoring cannot play or for a bad option.
 * A game without an extra five-of-a-kind ignores `joker` and `yahtzeeBonus` (still checked).
 */
export function defineRuleset<Id extends string>(
  data: RulesetData<Id>,
  options: RulesetOptions = {},
): Ruleset<Id> {
  const chosen = tableOptions(options);
  checkData(data);
  return build(data, chosen);
}

// The shipped data is known good: getRuleset builds it without checkData, which then stays out
// of bundles that never define a ruleset of their own.
function build<Id extends string>(
  data: RulesetData<Id>,
  { joker, yahtzeeBonus }: ReturnType<typeof tableOptions>,
): Ruleset<Id> {
  const { extra } = data;
  // Copies, so that changing the data later changes no ruleset.
  return deepFreeze({
    id: data.id,
    dice: data.dice,
    rollsPerTurn: data.rollsPerTurn,
    categories: [...data.upperCategories, ...data.lowerCategories],
    upperCategories: [...data.upperCategories],
    lowerCategories: [...data.lowerCategories],
    scorers: { ...data.scorers },
    upperBonusThreshold: data.upperBonusThreshold,
    upperBonus: data.upperBonus,
    joker: extra ? joker : null,
    jokerFirst: extra ? [...extra.jokerFirst] : [],
    jokerScorers: extra ? { ...extra.jokerScorers } : {},
    yahtzeeBonus: extra ? (yahtzeeBonus ?? extra.bonus) : 0,
    fiveOfAKind: data.fiveOfAKind,
    upperLines: [...data.upperLines],
    lowerLines: [...data.lowerLines],
  });
}

const cache = new Map<string, Ruleset<RulesetId>>();
const added = new Map<string, RulesetData>();

/** The ids getRuleset knows: the shipped games, then the added ones. @internal */
export function rulesetIds(): string[] {
  return [...Object.keys(rulesetData), ...added.keys()];
}

/**
 * Makes a game defined by data playable by its id everywhere an id is taken (getRuleset, newGame,
 * a saved game, an element's `ruleset` attribute). Throws a RuleError for data the scoring cannot
 * play, or for an id already taken.
 */
export function addRuleset(data: RulesetData): void {
  checkData(data);
  if (Object.hasOwn(rulesetData, data.id) || added.has(data.id)) {
    throw new RuleError(
      { code: 'bad-ruleset', ruleset: data.id },
      { check: 'id-taken', given: data.id },
    );
  }
  // getRuleset builds from it (copying) the first time it is asked for.
  added.set(data.id, data);
}

/**
 * The rules of a game. Throws an Error naming the unknown id or the bad option.
 * Yatzy ignores `joker` and `yahtzeeBonus` (it has neither), but their values are still checked.
 * The same id and options give the same frozen object.
 */
export function getRuleset(id: string, options: RulesetOptions = {}): Ruleset<RulesetId> {
  const data =
    typeof id !== 'string'
      ? undefined
      : Object.hasOwn(rulesetData, id)
        ? rulesetData[id as RulesetId]
        : added.get(id);
  if (!data) {
    throw new RuleError({ code: 'unknown-ruleset', ruleset: shown(id) }, { given: id });
  }
  const chosen = tableOptions(options);
  // Options matter only to a game with an extra five-of-a-kind.
  const key = data.extra ? `${id}:${chosen.joker}:${chosen.yahtzeeBonus ?? data.extra.bonus}` : id;
  let ruleset = cache.get(key);
  if (!ruleset) {
    // An added game's id is no RulesetId in the types; everything else about it is the same.
    ruleset = build(data as RulesetData<RulesetId>, chosen);
    cache.set(key, ruleset);
  }
  return ruleset;
}

/** True when `category` is a box of this ruleset. */
export function isCategory(ruleset: Ruleset, category: unknown): category is CategoryId {
  return (ruleset.categories as readonly unknown[]).includes(category);
}

/** Throws unless `category` is a box of this ruleset. */
export function assertCategory(
  ruleset: Ruleset,
  category: unknown,
): asserts category is CategoryId {
  if (!isCategory(ruleset, category)) {
    throw new RuleError(
      { code: 'unknown-category', category: shown(category) },
      { given: category, context: ruleset.id },
    );
  }
}
