import type { DiceTables } from './dice-tables.js';
import type { Game, JokerOption } from './game.js';
import { stateIndex } from './game.js';

/**
 * What writing `points` in box `b` adds from state (mask, upper, flag): the points, the upper
 * bonus when they reach it, and the value of the state after. The extra-Yahtzee bonus is not in it.
 */
export function boxGain(
  game: Game,
  table: Float64Array,
  mask: number,
  upper: number,
  flag: number,
  b: number,
  points: number,
): number {
  const next = mask | (1 << b);
  if (b < game.upperBoxes) {
    const sum = upper + points;
    const bonus = upper < game.cap && sum >= game.cap ? game.upperBonus : 0;
    return points + bonus + table[stateIndex(game, next, Math.min(game.cap, sum), flag)];
  }
  const nextFlag = b === game.fiveBox ? (game.flags > 1 && points > 0 ? 1 : 0) : flag;
  return points + table[stateIndex(game, next, upper, nextFlag)];
}

/** Where each extra five-of-a-kind may go, per flag; `null` when they place as any roll. */
export type JokerRows = readonly (readonly (readonly JokerOption[])[] | null)[];

/**
 * One turn worked out for several states with the same filled boxes at once ("lanes": their
 * upper sums and flags), so each step of the recursion reads its dice tables once for all of them.
 * Values are stored keep-major: `values[keep * lanes + lane]`.
 */
export class Turn {
  lanes = 0;
  readonly upper: Int32Array;
  readonly flag: Int32Array;
  readonly current: Float64Array;
  private readonly gains: Float64Array;
  /** The empty boxes of the state being worked out. */
  private readonly empty: Int32Array;

  constructor(
    private readonly game: Game,
    maxLanes = game.sums * game.flags,
  ) {
    const { keeps } = game.dice;
    this.upper = new Int32Array(maxLanes);
    this.flag = new Int32Array(maxLanes);
    this.current = new Float64Array(keeps * maxLanes);
    this.gains = new Float64Array(game.points.length * maxLanes);
    this.empty = new Int32Array(game.boxes.length);
  }

  /** Sets the lanes: one state each. */
  setLanes(states: readonly (readonly [upper: number, flag: number])[]): void {
    this.lanes = states.length;
    states.forEach(([upper, flag], s) => {
      this.upper[s] = upper;
      this.flag[s] = flag;
    });
  }

  /** The value of every roll with no roll left (its best box), at the rolls' keep indices. */
  scoreRolls(table: Float64Array, mask: number, joker: JokerRows): void {
    const { game, lanes: n, upper, flag, gains, empty } = this;
    const { firstRoll, keeps, allEqualRoll } = game.dice;
    const { pointStart, points } = game;
    // What each empty box adds, per distinct points it can hold and per lane.
    let empties = 0;
    for (let b = 0; b < game.boxes.length; b++) {
      if (mask & (1 << b)) continue;
      empty[empties++] = b;
      const end = pointStart[b + 1];
      if (b < game.upperBoxes || b === game.fiveBox) {
        // The points move the upper sum or the flag: the state after depends on them.
        for (let j = pointStart[b]; j < end; j++) {
          for (let s = 0; s < n; s++) {
            gains[j * n + s] = boxGain(game, table, mask, upper[s], flag[s], b, points[j]);
          }
        }
      } else {
        for (let s = 0; s < n; s++) {
          const after = table[stateIndex(game, mask | (1 << b), upper[s], flag[s])];
          for (let j = pointStart[b]; j < end; j++) gains[j * n + s] = points[j] + after;
        }
      }
    }
    const out = this.current;
    out.fill(-Infinity, firstRoll * n, keeps * n);
    // Each roll's best box, up to four boxes a pass over the rolls.
    for (let e = 0; e < empties; e += 4) this.bestOfBoxes(e, Math.min(4, empties - e));
    for (let s = 0; s < n; s++) {
      const options = joker[flag[s]];
      if (!options) continue;
      for (let face = 0; face < 6; face++) {
        let best = -Infinity;
        for (const { box, points: written, bonus } of options[face]) {
          const value = bonus + boxGain(game, table, mask, upper[s], flag[s], box, written);
          if (value > best) best = value;
        }
        out[(firstRoll + allEqualRoll[face]) * n + s] = best;
      }
    }
  }

  /** Raises each roll's value to the best of boxes `empty[from .. from + count - 1]` (1 to 4). */
  private bestOfBoxes(from: number, count: number): void {
    const { game, lanes: n, gains, empty, current: out } = this;
    const { firstRoll, rolls } = game.dice;
    const { pointStart, pointOf } = game;
    // Fewer than four boxes repeat the last one.
    const [b0, b1, b2, b3] = [0, 1, 2, 3].map((i) => empty[from + Math.min(i, count - 1)]);
    const width = count === 3 ? 4 : count;
    for (let r = 0; r < rolls; r++) {
      raise(
        out,
        (firstRoll + r) * n,
        gains,
        width,
        (pointStart[b0] + pointOf[b0 * rolls + r]) * n,
        (pointStart[b1] + pointOf[b1 * rolls + r]) * n,
        (pointStart[b2] + pointOf[b2 * rolls + r]) * n,
        (pointStart[b3] + pointOf[b3 * rolls + r]) * n,
        n,
      );
    }
  }

  /**
   * From the values of the rolls, the value of every smaller keep: keeping some dice and rolling
   * the rest is rolling them one by one, so a keep is worth the mean of itself plus each face.
   */
  expectKeeps(): void {
    const { lanes: n, current: values } = this;
    const { addDie, firstRoll } = this.game.dice;
    for (let k = firstRoll - 1; k >= 0; k--) {
      const a = k * 6;
      const o = k * n;
      const a0 = addDie[a] * n;
      const a1 = addDie[a + 1] * n;
      const a2 = addDie[a + 2] * n;
      const a3 = addDie[a + 3] * n;
      const a4 = addDie[a + 4] * n;
      const a5 = addDie[a + 5] * n;
      for (let s = 0; s < n; s++) {
        values[o + s] =
          (values[a0 + s] +
            values[a1 + s] +
            values[a2 + s] +
            values[a3 + s] +
            values[a4 + s] +
            values[a5 + s]) /
          6;
      }
    }
  }

  /**
   * The roll values one roll earlier: each roll is worth its best keep, itself included. In place:
   * a keep's best is itself or the best inside one with a die fewer (a smaller index, done first).
   */
  keepBest(): void {
    const { lanes: n, current: v } = this;
    const { removalStart, removals, keeps } = this.game.dice;
    for (let k = 1; k < keeps; k++) {
      const o = k * n;
      // Four keeps a step, the last one repeated to fill them.
      for (let i = removalStart[k], end = removalStart[k + 1]; i < end; i += 4) {
        const last = Math.min(end - 1, i + 3);
        const width = last - i === 2 ? 4 : last - i + 1;
        const a = removals[i] * n;
        const b = removals[Math.min(i + 1, last)] * n;
        const c = removals[Math.min(i + 2, last)] * n;
        raise(v, o, v, width, a, b, c, removals[last] * n, n);
      }
    }
  }

  /** Keep values with `rollsLeft` rolls to go (1 or more) in `current`, for every keep. */
  keepValues(table: Float64Array, mask: number, joker: JokerRows, rollsLeft: number): void {
    this.scoreRolls(table, mask, joker);
    for (let level = 1; level < rollsLeft; level++) {
      this.expectKeeps();
      this.keepBest();
    }
    this.expectKeeps();
  }

  /** The expected rest of the game from the start of a turn, per lane, into `out`. */
  stateValues(table: Float64Array, mask: number, joker: JokerRows, out: Float64Array): void {
    const { lanes: n, game } = this;
    const { dice } = game;
    this.scoreRolls(table, mask, joker);
    for (let level = 1; level < game.ruleset.rollsPerTurn; level++) {
      this.expectKeeps();
      this.keepBest();
    }
    rollMean(dice, this.current, n, out);
  }
}

/**
 * `target[o + s]` becomes the largest of itself and `source` at `a + s`, `b + s` (width 2 or 4),
 * `c + s`, `d + s` (width 4), for every lane s: a running best kept in a register.
 */
function raise(
  target: Float64Array,
  o: number,
  source: Float64Array,
  width: number,
  a: number,
  b: number,
  c: number,
  d: number,
  n: number,
): void {
  if (width === 1) {
    for (let s = 0; s < n; s++) {
      const x = source[a + s];
      if (x > target[o + s]) target[o + s] = x;
    }
  } else if (width === 2) {
    for (let s = 0; s < n; s++) {
      let best = target[o + s];
      const x = source[a + s];
      if (x > best) best = x;
      const y = source[b + s];
      if (y > best) best = y;
      target[o + s] = best;
    }
  } else {
    for (let s = 0; s < n; s++) {
      let best = target[o + s];
      const x = source[a + s];
      if (x > best) best = x;
      const y = source[b + s];
      if (y > best) best = y;
      const z = source[c + s];
      if (z > best) best = z;
      const w = source[d + s];
      if (w > best) best = w;
      target[o + s] = best;
    }
  }
}

/** The mean over a full throw of the roll values, per lane. */
function rollMean(dice: DiceTables, values: Float64Array, n: number, out: Float64Array): void {
  out.fill(0, 0, n);
  for (let r = 0; r < dice.rolls; r++) {
    const chance = dice.rollChance[r];
    const o = (dice.firstRoll + r) * n;
    for (let s = 0; s < n; s++) out[s] += chance * values[o + s];
  }
}
