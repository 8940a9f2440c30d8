// The rules' submodules, not their entry: it would bring the English wording of refusals along.
import type { Dice, Face } from '../rules/dice.js';
import type { CategoryId, Ruleset } from '../rules/rulesets.js';
import { possibleScores } from '../rules/scoring.js';
import type { Placement, Sheet } from '../rules/sheet.js';
import { placements } from '../rules/sheet.js';
import { totals } from '../rules/totals.js';
import type { DiceTables } from './dice-tables.js';
import { diceTables, keepIndex } from './dice-tables.js';

/** Where a roll may be written and what it earns: the rules module's `placements` or a stand-in. */
export type PlacementRule = (ruleset: Ruleset, sheet: Sheet, dice: Dice) => readonly Placement[];

/** One way to write an extra five-of-a-kind: box index, points, bonus. */
export interface JokerOption {
  readonly box: number;
  readonly points: number;
  readonly bonus: number;
}

/**
 * A ruleset turned into the numbers the solver runs on. A state is the set of filled boxes (bit i
 * for `ruleset.categories[i]`), the upper sum capped at the bonus threshold, and, in a game with
 * an extra-five-of-a-kind bonus, whether the five-of-a-kind box holds points.
 */
export interface Game {
  readonly ruleset: Ruleset;
  readonly placementRule: PlacementRule;
  readonly dice: DiceTables;
  readonly boxes: readonly CategoryId[];
  /** The upper boxes are `boxes[0 .. upperBoxes - 1]` (rulesets list them first). */
  readonly upperBoxes: number;
  /** The upper sum that earns the bonus; 0 when there is no bonus to earn. */
  readonly cap: number;
  readonly upperBonus: number;
  /** Upper sums kept apart: 0 to `cap`. */
  readonly sums: number;
  /** 2 when the state knows whether the five-of-a-kind box holds points, else 1. */
  readonly flags: number;
  /** Index of the five-of-a-kind box. */
  readonly fiveBox: number;
  /** The points the five-of-a-kind box holds when filled with a five-of-a-kind. */
  readonly fiveFull: number;
  /** True when an extra five-of-a-kind follows the joker rule (a game with a joker). */
  readonly joker: boolean;
  readonly stateCount: number;
  /** Distinct points of box b: `points[pointStart[b] .. pointStart[b + 1] - 1]`. */
  readonly pointStart: Int32Array;
  readonly points: Int32Array;
  /** What roll r is worth in box b with no joker, as an index into its distinct points. */
  readonly pointOf: Uint8Array;
  /** What roll r is worth in box b with no joker: `rollPoints[b * rolls + r]`. */
  readonly rollPoints: Int32Array;
  /** The most an upper box can hold: what is left to reach the bonus with. */
  readonly maxPoints: Int32Array;
  /** Whether upper sum u can be had from the filled upper boxes: `reach[upperMask * sums + u]`. */
  readonly reach: Uint8Array;
}

/** Index of a state in the value table. */
export function stateIndex(game: Game, mask: number, upper: number, flag: number): number {
  return (mask * game.sums + upper) * game.flags + flag;
}

const games = new WeakMap<Ruleset, WeakMap<PlacementRule, Game>>();

/** The solver's numbers for a ruleset, built once per ruleset and placement rule. */
export function compileGame(ruleset: Ruleset, placementRule: PlacementRule = placements): Game {
  let byRule = games.get(ruleset);
  if (!byRule) games.set(ruleset, (byRule = new WeakMap()));
  let game = byRule.get(placementRule);
  if (!game) byRule.set(placementRule, (game = buildGame(ruleset, placementRule)));
  return game;
}

function buildGame(ruleset: Ruleset, placementRule: PlacementRule): Game {
  const dice = diceTables(ruleset.dice);
  const boxes = ruleset.categories;
  const upperBoxes = ruleset.upperCategories.length;
  if (boxes.slice(0, upperBoxes).some((box, i) => box !== ruleset.upperCategories[i])) {
    throw new Error(`Ruleset ${ruleset.id}: the upper boxes must come first`);
  }
  // Its tables hold one column's boxes: another column's would be solved as if it were not there.
  if (ruleset.columns.length > 1) {
    throw new Error(`Ruleset ${ruleset.id}: the solver plays games of one column`);
  }
  const cap = ruleset.upperBonus > 0 ? ruleset.upperBonusThreshold : 0;
  const sums = cap + 1;
  const joker = ruleset.joker !== null;
  // Whether the five-of-a-kind box holds points matters only for the bonus it unlocks.
  const flags = joker && ruleset.yahtzeeBonus > 0 ? 2 : 1;
  const fiveBox = boxes.indexOf(ruleset.fiveOfAKind);
  const fiveFull = Math.max(...possibleScores(ruleset, ruleset.fiveOfAKind));

  const pointStart = new Int32Array(boxes.length + 1);
  const pointList: number[] = [];
  const pointOf = new Uint8Array(boxes.length * dice.rolls);
  const rollPoints = new Int32Array(boxes.length * dice.rolls);
  const counts = [0, 0, 0, 0, 0, 0, 0];
  boxes.forEach((box, b) => {
    pointStart[b] = pointList.length;
    const seen = new Map<number, number>();
    for (let r = 0; r < dice.rolls; r++) {
      const keep = dice.firstRoll + r;
      for (let face = 1; face <= 6; face++) counts[face] = dice.counts[keep * 7 + face];
      const points = ruleset.scorers[box]?.(counts, dice.sums[keep]) ?? 0;
      let local = seen.get(points);
      if (local === undefined) {
        seen.set(points, (local = seen.size));
        pointList.push(points);
      }
      pointOf[b * dice.rolls + r] = local;
      rollPoints[b * dice.rolls + r] = points;
    }
  });
  pointStart[boxes.length] = pointList.length;

  const maxPoints = new Int32Array(upperBoxes);
  const upperMasks = 1 << upperBoxes;
  const reach = new Uint8Array(upperMasks * sums);
  reach[0] = 1;
  const possible = ruleset.upperCategories.map((box) => possibleScores(ruleset, box));
  possible.forEach((values, b) => (maxPoints[b] = Math.max(...values)));
  for (let mask = 1; mask < upperMasks; mask++) {
    const b = 31 - Math.clz32(mask);
    const before = mask & ~(1 << b);
    for (let u = 0; u < sums; u++) {
      if (!reach[before * sums + u]) continue;
      for (const p of possible[b]) reach[mask * sums + Math.min(cap, u + p)] = 1;
    }
  }

  return {
    ruleset,
    placementRule,
    dice,
    boxes,
    upperBoxes,
    cap,
    upperBonus: ruleset.upperBonus,
    sums,
    flags,
    fiveBox,
    fiveFull,
    joker,
    stateCount: (1 << boxes.length) * sums * flags,
    pointStart,
    points: Int32Array.from(pointList),
    pointOf,
    rollPoints,
    maxPoints,
    reach,
  };
}

/** A sheet with these boxes filled (0s, and the five-of-a-kind box as `flag` says) for the rules. */
function standInSheet(game: Game, mask: number, flag: number): Sheet {
  const scores: Partial<Record<CategoryId, number>> = {};
  game.boxes.forEach((box, b) => {
    if (mask & (1 << b)) scores[box] = b === game.fiveBox && flag ? game.fiveFull : 0;
  });
  return { scores, yahtzeeBonus: 0 };
}

/**
 * Where each extra five-of-a-kind may go with these boxes filled, asked of the placement rule:
 * `[face - 1]` lists the options. `null` when the dice place as any roll (no joker, or the
 * five-of-a-kind box still empty).
 */
export function jokerOptions(game: Game, mask: number, flag: number): JokerOption[][] | null {
  if (!game.joker || !(mask & (1 << game.fiveBox))) return null;
  const sheet = standInSheet(game, mask, flag);
  const options: JokerOption[][] = [];
  for (let face = 1; face <= 6; face++) {
    const dice = new Array<Face>(game.ruleset.dice).fill(face as Face);
    options.push(
      game.placementRule(game.ruleset, sheet, dice).map(({ category, points, bonus }) => ({
        box: game.boxes.indexOf(category),
        points,
        bonus,
      })),
    );
  }
  return options;
}

/** The state of a sheet: filled boxes, capped upper sum, five-of-a-kind flag. */
export function sheetState(
  game: Game,
  sheet: Sheet,
): { mask: number; upper: number; flag: number } {
  let mask = 0;
  game.boxes.forEach((box, b) => {
    if (sheet.scores[box] !== undefined) mask |= 1 << b;
  });
  const upper = Math.min(game.cap, totals(game.ruleset, sheet).upper);
  const flag = game.flags > 1 && (sheet.scores[game.ruleset.fiveOfAKind] ?? 0) > 0 ? 1 : 0;
  return { mask, upper, flag };
}

/**
 * The placements the solver works with for this sheet and roll, read back from its tables: what
 * the tests hold against the rules module's `placements`.
 */
export function tablePlacements(game: Game, sheet: Sheet, dice: Dice): Placement[] {
  const { mask, flag } = sheetState(game, sheet);
  const keep = keepIndex(game.dice, dice);
  const roll = keep - game.dice.firstRoll;
  if (keep < 0 || roll < 0) throw new Error(`Expected ${game.dice.dice} dice`);
  const face = game.dice.allEqualRoll.indexOf(roll) + 1;
  const joker = face > 0 ? jokerOptions(game, mask, flag) : null;
  if (joker) {
    return joker[face - 1].map(({ box, points, bonus }) => ({
      category: game.boxes[box],
      points,
      bonus,
    }));
  }
  const placed: Placement[] = [];
  game.boxes.forEach((category, b) => {
    if (mask & (1 << b)) return;
    placed.push({ category, points: game.rollPoints[b * game.dice.rolls + roll], bonus: 0 });
  });
  return placed;
}
