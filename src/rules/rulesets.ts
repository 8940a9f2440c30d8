import type { Face } from './dice.js';
import { RuleError } from './rule-error.js';

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

/** Choices a table makes before the game (Yahtzee only; Yatzy has no joker and no bonus). */
export interface RulesetOptions {
  /** `forced` (default, the 2016 rulebook) or `free` (house rule). */
  joker?: JokerRule;
  /** Points per extra Yahtzee: 100 by default, 0 for the no-bonus house rule. */
  yahtzeeBonus?: number;
}

/** Everything the scoring needs to know about a game. */
export interface Ruleset {
  readonly id: RulesetId;
  /** Dice in a roll. */
  readonly dice: number;
  /** Rolls a player may make in one turn. */
  readonly rollsPerTurn: number;
  /** Every box, in score-pad order. */
  readonly categories: readonly CategoryId[];
  readonly upperCategories: readonly CategoryId[];
  readonly lowerCategories: readonly CategoryId[];
  /** The upper bonus is earned at this many points or more. */
  readonly upperBonusThreshold: number;
  readonly upperBonus: number;
  /** How an extra Yahtzee is placed; `null` when the game has no joker (Yatzy). */
  readonly joker: JokerRule | null;
  /** Points per extra Yahtzee; 0 when there is none (Yatzy, or the house rule). */
  readonly yahtzeeBonus: number;
  /** The five-equal box: `yahtzee` or `yatzy`. */
  readonly fiveOfAKind: CategoryId;
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

const yahtzeeLower: readonly CategoryId[] = Object.freeze([
  'three-of-a-kind',
  'four-of-a-kind',
  'full-house',
  'small-straight',
  'large-straight',
  'yahtzee',
  'chance',
]);

const yatzyLower: readonly CategoryId[] = Object.freeze([
  'one-pair',
  'two-pairs',
  'three-of-a-kind',
  'four-of-a-kind',
  'small-straight',
  'large-straight',
  'full-house',
  'chance',
  'yatzy',
]);

const rulesetIds: readonly RulesetId[] = ['yahtzee', 'yatzy'];
const jokerRules: readonly JokerRule[] = ['forced', 'free'];

const cache = new Map<string, Ruleset>();

/**
 * The rules of a game. Throws an Error naming the unknown id or the bad option.
 * Yatzy ignores `joker` and `yahtzeeBonus` (it has neither), but their values are still checked.
 * The same id and options give the same frozen object.
 */
export function getRuleset(id: string, options: RulesetOptions = {}): Ruleset {
  if (typeof id !== 'string' || !(rulesetIds as readonly string[]).includes(id)) {
    throw new RuleError(
      { code: 'unknown-ruleset', ruleset: shown(id) },
      `Unknown ruleset ${describeValue(id)} (known: ${rulesetIds.join(', ')})`,
    );
  }
  if (typeof options !== 'object' || options === null) {
    throw new RuleError(
      { code: 'bad-options' },
      `Ruleset options must be an object, not ${describeValue(options)}`,
    );
  }
  const joker = options.joker ?? 'forced';
  if (!(jokerRules as readonly unknown[]).includes(joker)) {
    throw new RuleError(
      { code: 'unknown-joker', joker: shown(joker) },
      `Unknown joker rule ${describeValue(joker)} (known: ${jokerRules.join(', ')})`,
    );
  }
  const bonus = options.yahtzeeBonus ?? 100;
  if (typeof bonus !== 'number' || !Number.isSafeInteger(bonus) || bonus < 0) {
    throw new RuleError(
      { code: 'bad-yahtzee-bonus', max: null },
      `The Yahtzee bonus must be a whole number of 0 or more, not ${describeValue(bonus)}`,
    );
  }
  const key = `${id}:${joker}:${bonus}`;
  let ruleset = cache.get(key);
  if (!ruleset) {
    ruleset = id === 'yahtzee' ? yahtzeeRuleset(joker, bonus) : yatzyRuleset();
    cache.set(key, ruleset);
  }
  return ruleset;
}

function yahtzeeRuleset(joker: JokerRule, yahtzeeBonus: number): Ruleset {
  return Object.freeze({
    id: 'yahtzee',
    dice: 5,
    rollsPerTurn: 3,
    categories: Object.freeze([...upperCategoryIds, ...yahtzeeLower]),
    upperCategories: upperCategoryIds,
    lowerCategories: yahtzeeLower,
    // 63 or more, as the 2016 rulebook says (the 2014 English text's "over 63" is a slip).
    upperBonusThreshold: 63,
    upperBonus: 35,
    joker,
    yahtzeeBonus,
    fiveOfAKind: 'yahtzee',
  });
}

function yatzyRuleset(): Ruleset {
  return Object.freeze({
    id: 'yatzy',
    dice: 5,
    rollsPerTurn: 3,
    categories: Object.freeze([...upperCategoryIds, ...yatzyLower]),
    upperCategories: upperCategoryIds,
    lowerCategories: yatzyLower,
    upperBonusThreshold: 63,
    upperBonus: 50,
    // Scandinavian Yatzy: a second Yatzy scores like any roll, no joker and no bonus.
    joker: null,
    yahtzeeBonus: 0,
    fiveOfAKind: 'yatzy',
  });
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
      `Unknown category ${describeValue(category)} in ${ruleset.id}`,
    );
  }
}
