import { isFace, type Face } from './dice.js';
import { RuleError, checked } from './rule-error.js';
import type { Totals } from './totals.js';

/** The games the rules module knows. */
export type RulesetId = 'yahtzee' | 'yatzy' | 'kniffel' | 'maxi-yatzy' | 'yams' | 'triple-yahtzee';

/**
 * How a column is filled: `down` strictly in pad order from the top, `up` strictly from the
 * bottom, `any` in any order.
 */
export type ColumnOrder = 'down' | 'up' | 'any';

/** One column of a player's pad: every box of the game, filled in its order. */
export interface Column {
  /** The column's name in moves, saved games and calls (`down`, `x2`...). */
  readonly id: string;
  readonly order: ColumnOrder;
  /** Only a turn's first roll may be written here (the French "sèche"). */
  readonly firstRollOnly: boolean;
  /** The column's total counts this many times (Triple Yahtzee: 1, 2, 3). */
  readonly multiplier: number;
}

/**
 * How an extra Yahtzee may be placed: `forced` follows the 2016 rulebook's order,
 * `free` is the house rule that opens every lower box once the face's upper box is filled.
 */
export type JokerRule = 'forced' | 'free';

/**
 * Which extra five-of-a-kind earns the bonus: `every` one (Hasbro's Yahtzee), or only one written
 * in the upper box of its face (Schmidt's Kniffel: "Kniffel für 50 Zusatzpunkte").
 */
export type YahtzeeBonusRule = 'every' | 'upper-box';

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
  | 'chance'
  // Kniffel's five of a kind.
  | 'kniffel'
  // The French Yam's five of a kind.
  | 'yams'
  // Maxi Yatzy's boxes for six dice.
  | 'three-pairs'
  | 'five-of-a-kind'
  | 'full-straight'
  | 'villa'
  | 'tower'
  | 'maxi-yatzy';

/**
 * Choices a table makes before the game; each left out is the game's own rule. `joker`,
 * `yahtzeeBonus` and `yahtzeeBonusRule` matter only to a game with an extra five-of-a-kind.
 */
export interface RulesetOptions {
  /** `forced` (the 2016 Yahtzee rulebook) or `free`; the game's own by default (Kniffel: `free`). */
  joker?: JokerRule;
  /** Points per extra five-of-a-kind: the game's own by default (Yahtzee 100, Kniffel 50); 0 for none. */
  yahtzeeBonus?: number;
  /** Which extra five-of-a-kind earns the bonus; the game's own by default (Kniffel: `upper-box`). */
  yahtzeeBonusRule?: YahtzeeBonusRule;
  /** Points of the upper bonus (Maxi Yatzy: 100, or 50 on pads that give it at 75). */
  upperBonus?: number;
  /** The upper total that earns the upper bonus (Maxi Yatzy: 84, or 75). */
  upperBonusThreshold?: number;
  /** Unused rolls carry over to the player's later turns (Maxi Yatzy: on by default). */
  savedRolls?: boolean;
  /** Yam's: Brelan and Carré count all five dice (default false: the matching dice only). */
  allDice?: boolean;
  /** Yam's: points of a Full (default 25). */
  fullHouse?: number;
  /** Yam's: points of a Petite suite (default 30). */
  smallStraight?: number;
  /** Yam's: points of a Grande suite (default 40). */
  largeStraight?: number;
  /** Yam's: the straights are exactly 1-2-3-4-5 and 2-3-4-5-6 (default false: runs of 4 and 5 faces). */
  fixedStraights?: boolean;
  /** Yam's: the sheet has a Chance box (default true). */
  chance?: boolean;
  /** A game in columns: an extra Yahtzee's bonus counts the multiplier of its column (default false). */
  yahtzeeBonusMultiplied?: boolean;
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
  /** The game's own joker rule, when the table chooses none (default `forced`). */
  readonly joker?: JokerRule;
  /** The game's own bonus rule, when the table chooses none (default `every`). */
  readonly bonusRule?: YahtzeeBonusRule;
  /** True when a 0 in the five-of-a-kind box still lets an extra one earn the bonus (default false). */
  readonly bonusAfterScratch?: boolean;
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
  /** True when a turn's unused rolls carry over to the player's later turns (default false). */
  readonly savedRolls?: boolean;
  /** The pad's columns; left out, one column filled in any order (the games of one column). */
  readonly columns?: readonly Column[];
  /**
   * With no joker (`extra: null`): points for another five-of-a-kind written in a column whose
   * five-of-a-kind box holds points, changed by `yahtzeeBonus` (Yam's: 0, 100 on many sheets).
   */
  readonly plainBonus?: number;
  /** What the table's options change in the boxes (Yam's), applied over `scorers`. */
  readonly variant?: (options: RulesetOptions) => {
    scorers: Readonly<Partial<Record<CategoryId, Scorer>>>;
    lowerCategories?: readonly CategoryId[];
  };
}

/**
 * Everything the scoring needs to know about a game: its data with the table's options applied
 * (the joker's boxes are empty in a game without one). Built by `defineRuleset` or `getRuleset`.
 */
export interface Ruleset<Id extends string = string>
  extends
    Omit<RulesetData<Id>, 'extra' | 'savedRolls' | 'columns' | 'plainBonus' | 'variant'>,
    Pick<ExtraFiveOfAKind, 'jokerFirst' | 'jokerScorers'> {
  /** The pad's columns, at least one; each holds every box. */
  readonly columns: readonly Column[];
  /** True when `yahtzeeBonus` is paid for another five-of-a-kind with no joker (Yam's). */
  readonly plainBonus: boolean;
  /** True when an extra Yahtzee's bonus counts its column's multiplier. */
  readonly yahtzeeBonusMultiplied: boolean;
  /** Every box, in score-pad order. */
  readonly categories: readonly CategoryId[];
  /** How an extra Yahtzee is placed; `null` when the game has no joker (Yatzy). */
  readonly joker: JokerRule | null;
  /** Points per extra Yahtzee; 0 when there is none (Yatzy, or the house rule). */
  readonly yahtzeeBonus: number;
  /** Which extra five-of-a-kind earns the bonus; `null` when the game has no joker. */
  readonly yahtzeeBonusRule: YahtzeeBonusRule | null;
  /** True when a 0 in the five-of-a-kind box still lets an extra one earn the bonus (Kniffel). */
  readonly bonusAfterScratch: boolean;
  /** True when a turn's unused rolls carry over to the player's later turns (Maxi Yatzy). */
  readonly savedRolls: boolean;
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

/** The face an upper box counts (`ones` -> 1 ... `sixes` -> 6), `undefined` for a lower box. */
export function upperFace(category: CategoryId): Face | undefined {
  // indexOf finds only the six boxes: "toString" and values that are no text are -1.
  const index = upperCategoryIds.indexOf(category);
  return index < 0 ? undefined : ((index + 1) as Face);
}

/** The upper box of a face: 1 -> `ones` ... 6 -> `sixes`. */
export function upperCategory(face: Face): CategoryId {
  if (!isFace(face)) throw new RuleError({ code: 'bad-face', face: shown(face) }, { given: face });
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
  kniffel: 'Kniffel',
  yams: "Yam's",
  'three-pairs': 'Three pairs',
  'five-of-a-kind': 'Five of a kind',
  'full-straight': 'Full straight',
  villa: 'Villa',
  tower: 'Tower',
  'maxi-yatzy': 'Maxi Yatzy',
});

/** The English name of a box, as error messages print it. */
export function categoryName(category: CategoryId): string {
  // Own names only: "toString" is no box.
  if (typeof category !== 'string' || !Object.hasOwn(englishNames, category)) {
    throw new RuleError(
      { code: 'unknown-category', category: shown(category) },
      { given: category },
    );
  }
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

/**
 * The best `sets` sets of `size` equal dice, each of a different face: the sum of those dice,
 * 0 when the roll has fewer such faces. One pair is (1, 2), two pairs (2, 2), three of a kind (1, 3).
 */
function bestSets(counts: readonly number[], sets: number, size: number): number {
  let points = 0;
  let found = 0;
  for (let face = 6; face >= 1 && found < sets; face--) {
    if (counts[face] >= size) {
      points += size * face;
      found++;
    }
  }
  return found === sets ? points : 0;
}

/**
 * The best set of `big` equal dice with a set of `small` equal dice of another face: the sum of
 * those dice, 0 when there is none. Full house is (3, 2), Maxi Yatzy's villa (3, 3), tower (4, 2).
 * All dice equal are never two sets.
 */
function bestTwoSets(counts: readonly number[], big: number, small: number): number {
  let best = 0;
  for (let high = 1; high <= 6; high++) {
    if (counts[high] < big) continue;
    for (let low = 1; low <= 6; low++) {
      if (low !== high && counts[low] >= small) best = Math.max(best, big * high + small * low);
    }
  }
  return best;
}

const sumOfAll: Scorer = (_, sum) => sum;
const allEqual =
  (dice: number, points: number): Scorer =>
  (counts) =>
    faceWithAtLeast(counts, dice) ? points : 0;
/** Yatzy counts only the dice that make the combination: `size` equal dice of the best face. */
const ofAKind =
  (size: number): Scorer =>
  (counts) =>
    bestSets(counts, 1, size);

/** The upper boxes: each counts the dice of its face. */
const upperScorers: Readonly<Partial<Record<CategoryId, Scorer>>> = Object.fromEntries(
  upperCategoryIds.map((box, i) => [box, (counts: readonly number[]) => (i + 1) * counts[i + 1]]),
);

// ---------------------------------------------------------------- the games

/** A four-face run anywhere: 1-2-3-4, 2-3-4-5 or 3-4-5-6. */
const smallRun = (counts: readonly number[]) =>
  hasRun(counts, 1, 4) || hasRun(counts, 2, 4) || hasRun(counts, 3, 4);
/** Five faces in a row: 1-5 or 2-6. */
const largeRun = (counts: readonly number[]) => hasRun(counts, 1, 5) || hasRun(counts, 2, 5);
/** All five dice when `size` show one face (Yahtzee's three and four of a kind). */
const kindOfAll =
  (size: number): Scorer =>
  (counts, sum) =>
    faceWithAtLeast(counts, size) ? sum : 0;

/**
 * Three and four of a kind, full house and the straights as Yahtzee scores them (`allDice: true`)
 * and as a table's options change them (Yam's, whose own default is the matching dice only).
 */
const lowerScorers = (options: RulesetOptions) => {
  const { fullHouse = 25, smallStraight = 30, largeStraight = 40 } = options;
  const fixed = options.fixedStraights;
  const kind = options.allDice ? kindOfAll : ofAKind;
  return {
    'three-of-a-kind': kind(3),
    'four-of-a-kind': kind(4),
    // Three of one face and two of another (five equal dice are not a full house).
    'full-house': (counts: readonly number[]) => (bestTwoSets(counts, 3, 2) ? fullHouse : 0),
    // Four consecutive faces (a large straight holds one too), or exactly 1-2-3-4-5 when fixed.
    'small-straight': (counts: readonly number[]) =>
      (fixed ? hasRun(counts, 1, 5) : smallRun(counts)) ? smallStraight : 0,
    'large-straight': (counts: readonly number[]) =>
      (fixed ? hasRun(counts, 2, 5) : largeRun(counts)) ? largeStraight : 0,
  };
};

/** Yahtzee's boxes and points, shared by Kniffel: all but the five-of-a-kind box. */
const yahtzeeScorers: Readonly<Partial<Record<CategoryId, Scorer>>> = {
  ...upperScorers,
  // Yahtzee: three and four of a kind count all five dice.
  ...lowerScorers({ allDice: true }),
  chance: sumOfAll,
};

/** Yahtzee's lower boxes, with this game's five-of-a-kind box (Kniffel, Yam's). */
const yahtzeeLower = (fiveOfAKind: CategoryId): CategoryId[] => [
  'three-of-a-kind',
  'four-of-a-kind',
  'full-house',
  'small-straight',
  'large-straight',
  fiveOfAKind,
  'chance',
];

const yahtzeeExtra: ExtraFiveOfAKind = {
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
};

const yahtzee: RulesetData<'yahtzee'> = {
  id: 'yahtzee',
  dice: 5,
  rollsPerTurn: 3,
  upperCategories: upperCategoryIds,
  lowerCategories: yahtzeeLower('yahtzee'),
  scorers: { ...yahtzeeScorers, yahtzee: allEqual(5, 50) },
  // 63 or more, as the 2016 rulebook says (the 2014 English text's "over 63" is a slip).
  upperBonusThreshold: 63,
  upperBonus: 35,
  fiveOfAKind: 'yahtzee',
  extra: yahtzeeExtra,
  upperLines: ['upper', 'upperBonus', 'upperTotal'],
  lowerLines: ['yahtzeeBonus', 'lowerTotal', 'total'],
};

/** Yatzy's boxes and points, shared by Maxi Yatzy: all but the five-of-a-kind box. */
const scandinavianScorers: Readonly<Partial<Record<CategoryId, Scorer>>> = {
  ...upperScorers,
  // Yatzy counts only the dice that make the combination; fixed straights: exactly 1-2-3-4-5 and
  // 2-3-4-5-6 (with six dice, the sixth die anything).
  ...lowerScorers({ fixedStraights: true, smallStraight: 15, largeStraight: 20 }),
  'one-pair': ofAKind(2),
  // Two pairs of different faces: four equal dice are one pair only.
  'two-pairs': (counts) => bestSets(counts, 2, 2),
  // Three of one face and two of a different face, those five dice; all equal score 0 here.
  'full-house': (counts) => bestTwoSets(counts, 3, 2),
  chance: sumOfAll,
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
  scorers: { ...scandinavianScorers, yatzy: allEqual(5, 50) },
  upperBonusThreshold: 63,
  upperBonus: 50,
  fiveOfAKind: 'yatzy',
  // Scandinavian Yatzy: a second Yatzy scores like any roll, no joker and no bonus.
  extra: null,
  upperLines: ['upper', 'upperBonus'],
  lowerLines: ['total'],
};

/*
 * Kniffel, Schmidt Spiele: Yahtzee's 13 boxes and points (bonus 35 at 63 or more; three and
 * four of a kind count all dice; full house 25, straights 30 and 40, Kniffel 50). A second,
 * third... Kniffel (the rules "Zweiter, dritter usw. Kniffel"):
 *   - its upper box still empty: write it there and score 50 extra points ("Kniffel für 50
 *     Zusatzpunkte"), once the Kniffel box holds an entry ("einen Eintrag": 50 or a 0);
 *   - its upper box filled: a joker for any empty lower box of the player's choice at full value
 *     ("Kniffel als Joker", e.g. 40 for a large straight), with no extra points; all lower
 *     boxes full: a 0 in an upper box.
 * Sources: Schmidt Spiele, Reise-Kniffel rules (refill pad art. 49039), page 4,
 * https://gebruikershandleiding.com/Schmidt-Reise-Kniffel/preview-handleiding-1015198.html?page=0004 ;
 * Kniffel Jubiläumsedition rules (Schmidt, 2011), http://doczz.com.br/doc/815528 ;
 * "Kniffel - die Regeln", Kölnische Rundschau, https://www.rundschau-online.de/redaktion/kniffel-die-regeln-257352
 * (63 or more for 35; it gives 100 for a further Kniffel: `yahtzeeBonus: 100, yahtzeeBonusRule: 'every'`).
 */
const kniffel: RulesetData<'kniffel'> = {
  ...yahtzee,
  id: 'kniffel',
  lowerCategories: yahtzeeLower('kniffel'),
  scorers: { ...yahtzeeScorers, kniffel: allEqual(5, 50) },
  fiveOfAKind: 'kniffel',
  extra: {
    ...yahtzeeExtra,
    bonus: 50,
    joker: 'free',
    bonusRule: 'upper-box',
    bonusAfterScratch: true,
  },
};

/*
 * Maxi Yatzy (Scandinavian, six dice, 20 boxes). Every box counts the dice that make it: the
 * pairs, the sets of equal dice, full house (the best three and two of different faces: the
 * sum of those five dice), villa (3 + 3) and tower (4 + 2) the sum of all six; small straight
 * 1-2-3-4-5 is 15, large 2-3-4-5-6 is 20, full straight 1-6 is 21, Maxi Yatzy (six equal) 100.
 * Pairs and sets must be of different faces: four equal dice are one pair, not two pairs, and
 * six equal dice are no full house, villa or tower. Upper bonus 100 at 84 or more; unused rolls
 * carry over ("Ej utnyttjade kast sparas till följande omgångar"); one roll each turn at least.
 * Sources: "MaxiYatzy regler", http://www.maxiyatzy.com/maxiyatzyregler.html (and in English,
 * https://maxiyahtzee.com/maxiyahtzeerules.html); "Maxi Yatzy Regler",
 * https://casinoutanlicens.com/maxi-yatzy-regler/ (84 for the bonus, saved rolls);
 * "Maxi Yatzy Dice Game Rules", http://www.playonlinedicegames.com/maxiyatzy-solitaire .
 * Other pads give 50 at 75 ("Maxi yatzy regler", https://svenskaspelregler.se/maxi-yatzy-regler/):
 * `upperBonus: 50, upperBonusThreshold: 75`; tables that play without saved rolls: `savedRolls: false`.
 */
const maxiYatzy: RulesetData<'maxi-yatzy'> = {
  id: 'maxi-yatzy',
  dice: 6,
  rollsPerTurn: 3,
  upperCategories: upperCategoryIds,
  lowerCategories: [
    'one-pair',
    'two-pairs',
    'three-pairs',
    'three-of-a-kind',
    'four-of-a-kind',
    'five-of-a-kind',
    'small-straight',
    'large-straight',
    'full-straight',
    'full-house',
    'villa',
    'tower',
    'chance',
    'maxi-yatzy',
  ],
  scorers: {
    ...scandinavianScorers,
    'three-pairs': (counts) => bestSets(counts, 3, 2),
    'five-of-a-kind': ofAKind(5),
    'full-straight': (counts) => (hasRun(counts, 1, 6) ? 21 : 0),
    villa: (counts) => bestTwoSets(counts, 3, 3),
    tower: (counts) => bestTwoSets(counts, 4, 2),
    'maxi-yatzy': allEqual(6, 100),
  },
  upperBonusThreshold: 84,
  upperBonus: 100,
  fiveOfAKind: 'maxi-yatzy',
  // No extra-Maxi-Yatzy bonus and no joker: a second one scores like any roll.
  extra: null,
  upperLines: ['upper', 'upperBonus'],
  lowerLines: ['total'],
  savedRolls: true,
};

const column = (id: string, order: ColumnOrder, multiplier = 1, firstRollOnly = false): Column => ({
  id,
  order,
  firstRollOnly,
  multiplier,
});

const yamsLower = yahtzeeLower('yams');

/** The Yam's boxes as the table's options make them. */
const yamsVariant = (options: RulesetOptions) => ({
  scorers: lowerScorers(options),
  ...(options.chance === false && {
    lowerCategories: yamsLower.filter((box) => box !== 'chance'),
  }),
});

/*
 * Yam's, the French game, on its four-column sheet: "descendante" (top to bottom), "montante"
 * (bottom to top), "libre" (any order) and "sèche" (any order, a turn's first roll only: once the
 * player re-rolls, it is closed for that turn). Each column has the French sheet's boxes: 1 to 6
 * with 35 at 63 or more (per column), Brelan and Carré (the sum of the three or four matching
 * dice), Full 25, Petite suite (four faces in a row) 30, Grande suite (five) 40, Yam's 50 and
 * Chance (all dice). The game ends when every column of every player is full.
 * Sources: "Yams !", https://www.sirtin.fr/2008/01/26/yams/ (Brelan and Carré the matching dice,
 * Full 25, 35 at 63); "Yams : grille à imprimer, comment jouer ?",
 * https://hugolescargot.journaldesfemmes.fr/activites-enfants/bricolages/55655-yams (matching
 * dice, a small straight of four faces); "Qu'est-ce que la rigole au Yams",
 * https://synonyme-du-mot.com/les-articles/quest-ce-que-la-rigole-au-yams (Petite suite 30, Grande
 * suite 40, Yam's 50, Chance the sum); "Yams grille", https://www.medievalthrone.fr/?p=224 (the
 * boxes in this order); the columns: "Le yam à 36 colonnes",
 * http://www.hicsum-hicmaneo.com/page-4770059.html ("la première colonne peut être remplie dans
 * le désordre, la deuxième ... en descendant, la troisième ... en remontant") and
 * https://binjoug.prootrecords.com/yams (several grids at once); the seed page
 * (shared/seeds/003_c885310d59217ae5.txt: "många franska protokoll ger 100 för en andra Yams").
 * Other sheets, as options: Brelan and Carré the sum of all dice (`allDice: true`,
 * https://github.com/zothma/yams), other points for Full and the straights (`fullHouse`,
 * `smallStraight`, `largeStraight`), straights 1-5 and 2-6 (`fixedStraights: true`, sirtin.fr), no
 * Chance (`chance: false`, http://www.yamsenligne.com/les-feuilles-de-score-du-yams/), and 100
 * for a second Yam's written in a column whose Yam's box holds 50 (`yahtzeeBonus: 100`; no joker).
 */
const yams: RulesetData<'yams'> = {
  // Yahtzee's dice, rolls, upper bonus and total lines.
  ...yahtzee,
  id: 'yams',
  lowerCategories: yamsLower,
  scorers: { ...yahtzeeScorers, ...lowerScorers({}), yams: allEqual(5, 50) },
  fiveOfAKind: 'yams',
  extra: null,
  columns: [
    column('down', 'down'),
    column('up', 'up'),
    column('free', 'any'),
    column('first-roll', 'any', 1, true),
  ],
  plainBonus: 0,
  variant: yamsVariant,
};

/*
 * Triple Yahtzee (Milton Bradley, then Hasbro): three Yahtzee columns on one pad, filled in any
 * order, the second counting twice and the third three times; each column has Yahtzee's 13 boxes
 * and its own upper bonus (35 at 63), so 39 turns a player. A five of a kind is an extra Yahtzee
 * once all three Yahtzee boxes are filled: the joker then places it (the upper box of its face in
 * any column, else Yahtzee's forced order), and it earns a 100-point bonus chip, not multiplied,
 * when every Yahtzee box holds 50. Sources: "Play Triple Yahtzee",
 * http://ourpastimes.com/play-triple-yahtzee-4509704.html (bonus chips of 100, 35 per column at
 * 63, then the columns doubled and tripled); "Triple Yahtzee Game Rules",
 * http://yahtzee-rules.com/triple-yahtzee-rules.html (the joker only once all three Yahtzee boxes
 * and the face's three boxes are filled; the bonus only when all three Yahtzee boxes hold 50; it
 * multiplies the bonus by the column: `yahtzeeBonusMultiplied: true`).
 */
const tripleYahtzee: RulesetData<'triple-yahtzee'> = {
  ...yahtzee,
  id: 'triple-yahtzee',
  columns: [column('x1', 'any'), column('x2', 'any', 2), column('x3', 'any', 3)],
};

/** The games this module ships, as data: a variant is a copy with changes, given to `defineRuleset`. */
export const rulesetData = deepFreeze({
  yahtzee,
  yatzy,
  kniffel,
  'maxi-yatzy': maxiYatzy,
  yams,
  'triple-yahtzee': tripleYahtzee,
}) satisfies Readonly<Record<RulesetId, RulesetData<RulesetId>>>;
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

/** @internal */
export const yahtzeeBonusRules: readonly YahtzeeBonusRule[] = ['every', 'upper-box'];
/** @internal */
export const columnOrders: readonly ColumnOrder[] = ['down', 'up', 'any'];
/** The options that are a count of points, 0 or more. @internal */
export const pointOptions = [
  'upperBonus',
  'upperBonusThreshold',
  'fullHouse',
  'smallStraight',
  'largeStraight',
] as const;
/** The options that are true or false. @internal */
export const switchOptions = [
  'savedRolls',
  'allDice',
  'fixedStraights',
  'chance',
  'yahtzeeBonusMultiplied',
] as const;
/** An option checked by its kind (the joker and its bonus have problems of their own). */
export type CheckedOption =
  (typeof pointOptions)[number] | 'yahtzeeBonusRule' | (typeof switchOptions)[number];

/** The options a table chose, checked; an option left out stays undefined (the game's own rule). */
type Chosen = { readonly [Option in keyof Required<RulesetOptions>]: RulesetOptions[Option] };

/** An option's value as given, `undefined` for none (or null). */
function given<Option extends keyof RulesetOptions>(
  options: object,
  option: Option,
): RulesetOptions[Option] | undefined {
  return (options as RulesetOptions)[option] ?? undefined;
}

function badOption(option: CheckedOption, value: unknown) {
  return new RuleError({ code: 'bad-options', option }, { given: value });
}

/** The table's options, checked; options that throw when read are no options. */
function tableOptions(options: unknown): Chosen {
  return checked(
    () => readOptions(options),
    () => new RuleError({ code: 'bad-options' }, { given: options }),
  );
}

function readOptions(options: unknown): Chosen {
  if (typeof options !== 'object' || options === null) {
    throw new RuleError({ code: 'bad-options' }, { given: options });
  }
  const joker = given(options, 'joker');
  if (joker !== undefined && !jokerRules.includes(joker)) {
    throw new RuleError({ code: 'unknown-joker', joker: shown(joker) }, { given: joker });
  }
  const yahtzeeBonus = given(options, 'yahtzeeBonus');
  if (yahtzeeBonus !== undefined && !isCount(yahtzeeBonus, 0)) {
    throw new RuleError({ code: 'bad-yahtzee-bonus', max: null }, { given: yahtzeeBonus });
  }
  const chosen: Record<string, unknown> = { joker, yahtzeeBonus };
  // Each option read once, checked by its kind.
  const check = (option: CheckedOption, fits: (value: unknown) => boolean) => {
    const value = given(options, option);
    if (value !== undefined && !fits(value)) throw badOption(option, value);
    chosen[option] = value;
  };
  for (const option of pointOptions) check(option, (value) => isCount(value, 0));
  check('yahtzeeBonusRule', (value) => yahtzeeBonusRules.includes(value as YahtzeeBonusRule));
  for (const option of switchOptions) check(option, (value) => typeof value === 'boolean');
  return chosen as Chosen;
}

function isCount(value: unknown, min: number): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= min;
}

const isOptional = (value: unknown, allowed: readonly unknown[]) =>
  value === undefined || allowed.includes(value);

/** Throws unless `data` describes a game the scoring can play. */
function checkData(data: RulesetData): void {
  let id: unknown;
  // Each check is worded in messages.ts under its name.
  const refuse = (check: string, box?: unknown) =>
    new RuleError({ code: 'bad-ruleset', ruleset: shown(id) }, { check, given: id, context: box });
  // Data of the wrong shape, or that throws when it is read, is no ruleset data.
  checked(
    () => readData(data, (id = (data as Partial<RulesetData> | null)?.id), refuse),
    () => refuse('data'),
  );
}

function readData(
  data: RulesetData,
  id: unknown,
  refuse: (check: string, box?: unknown) => RuleError,
): void {
  if (typeof id !== 'string' || id === '') throw refuse('id');
  if (!isCount(data.dice, 1)) throw refuse('dice');
  if (!isCount(data.rollsPerTurn, 1)) throw refuse('rolls');
  if (!isCount(data.upperBonusThreshold, 0) || !isCount(data.upperBonus, 0)) {
    throw refuse('upper-bonus');
  }
  if (!isOptional(data.savedRolls, [true, false])) throw refuse('saved-rolls');
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
    const { joker, bonusRule, bonusAfterScratch } = data.extra;
    if (
      !isOptional(joker, jokerRules) ||
      !isOptional(bonusRule, yahtzeeBonusRules) ||
      !isOptional(bonusAfterScratch, [true, false])
    ) {
      throw refuse('extra-rules');
    }
  }
  const { columns } = data;
  if (columns !== undefined) {
    const ids = Array.isArray(columns) ? columns.map((c: Column) => c.id) : [];
    if (
      !ids[0] ||
      new Set(ids).size !== ids.length ||
      !columns.every(
        (c) =>
          typeof c.id === 'string' &&
          c.id !== '' &&
          columnOrders.includes(c.order) &&
          typeof c.firstRollOnly === 'boolean' &&
          isCount(c.multiplier, 1),
      )
    ) {
      throw refuse('columns');
    }
  }
  if (data.plainBonus !== undefined && !isCount(data.plainBonus, 0)) throw refuse('extra-bonus');
  if (!isOptional(typeof data.variant, ['function', 'undefined'])) throw refuse('variant');
  const lines: readonly unknown[] = [...data.upperLines, ...data.lowerLines];
  if (!lines.every((line) => (totalLines as readonly unknown[]).includes(line))) {
    throw refuse('total-lines');
  }
}

/**
 * Builds a ruleset from its data and the table's options: a new game is a new data entry, no
 * code change. Throws a RuleError for data the scoring cannot play or for a bad option.
 * A game without an extra five-of-a-kind ignores `joker`, `yahtzeeBonus` and `yahtzeeBonusRule`
 * (still checked).
 */
export function defineRuleset<Id extends string>(
  data: RulesetData<Id>,
  options: RulesetOptions = {},
): Ruleset<Id> {
  const chosen = tableOptions(options);
  checkData(data);
  return build(data, chosen);
}

/** The rules a table plays by: each option chosen, else the game's own. */
function tableRules(data: RulesetData, chosen: Chosen) {
  const { extra, plainBonus } = data;
  const bonus = extra?.bonus ?? plainBonus;
  return {
    joker: extra ? (chosen.joker ?? extra.joker ?? 'forced') : null,
    yahtzeeBonus: bonus === undefined ? 0 : (chosen.yahtzeeBonus ?? bonus),
    plainBonus: !extra && plainBonus !== undefined,
    yahtzeeBonusMultiplied: chosen.yahtzeeBonusMultiplied ?? false,
    yahtzeeBonusRule: extra ? (chosen.yahtzeeBonusRule ?? extra.bonusRule ?? 'every') : null,
    bonusAfterScratch: extra?.bonusAfterScratch ?? false,
    upperBonus: chosen.upperBonus ?? data.upperBonus,
    upperBonusThreshold: chosen.upperBonusThreshold ?? data.upperBonusThreshold,
    savedRolls: chosen.savedRolls ?? data.savedRolls ?? false,
    // The options a game's variant reads (Yam's boxes), in the key of its cache.
    ...(data.variant && { variant: chosen }),
  } as const;
}

/** The one column of a game that lists none. */
const oneColumn: readonly Column[] = [
  { id: 'main', order: 'any', firstRollOnly: false, multiplier: 1 },
];

// The shipped data is known good: getRuleset builds it without checkData, which then stays out
// of bundles that never define a ruleset of their own.
function build<Id extends string>(data: RulesetData<Id>, chosen: Chosen): Ruleset<Id> {
  const { extra } = data;
  const { variant, ...rules } = tableRules(data, chosen);
  const changed = data.variant?.(variant ?? {});
  const lowerCategories = changed?.lowerCategories ?? data.lowerCategories;
  // Copies, so that changing the data later changes no ruleset.
  return deepFreeze({
    id: data.id,
    dice: data.dice,
    rollsPerTurn: data.rollsPerTurn,
    categories: [...data.upperCategories, ...lowerCategories],
    upperCategories: [...data.upperCategories],
    lowerCategories: [...lowerCategories],
    scorers: { ...data.scorers, ...changed?.scorers },
    columns: (data.columns ?? oneColumn).map((c) => ({ ...c })),
    jokerFirst: extra ? [...extra.jokerFirst] : [],
    jokerScorers: extra ? { ...extra.jokerScorers } : {},
    fiveOfAKind: data.fiveOfAKind,
    upperLines: [...data.upperLines],
    lowerLines: [...data.lowerLines],
    ...rules,
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
 * A game without an extra five-of-a-kind (Yatzy, Maxi Yatzy) ignores `joker`, `yahtzeeBonus`
 * and `yahtzeeBonusRule`, but their values are still checked.
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
  // One ruleset per game and the rules the table plays by.
  const key = JSON.stringify([id, tableRules(data, chosen)]);
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
  return checked(
    () => (ruleset.categories as readonly unknown[]).includes(category),
    () => new RuleError({ code: 'bad-ruleset', ruleset: shown(ruleset) }, { check: 'data' }),
  );
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
