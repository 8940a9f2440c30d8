import type { Dice, Face } from '../rules/dice.js';
import type { CategoryId, Ruleset } from '../rules/rulesets.js';
import { assertDice } from '../rules/scoring.js';
import type { Sheet } from '../rules/sheet.js';
import { emptySheet, isFull } from '../rules/sheet.js';
import { totals } from '../rules/totals.js';
import { keepFaces, keepIndex } from './dice-tables.js';
import type { Game } from './game.js';
import { jokerOptions, sheetState, stateIndex } from './game.js';
import { boxGain, Turn } from './turn.js';

/** The best dice to keep, and the expected final total after keeping them. */
export interface KeepAdvice {
  /** The dice to keep, in ascending order; all of them means: roll no more. */
  readonly keep: Face[];
  readonly expected: number;
}

/** A box this roll may be written in, and the expected final total after writing it there. */
export interface BoxAdvice {
  readonly category: CategoryId;
  readonly points: number;
  /** The extra-Yahtzee bonus this roll earns. */
  readonly bonus: number;
  readonly expected: number;
}

/** Optimal play for one ruleset: every expected value is a final grand total. */
export interface Strategy {
  readonly ruleset: Ruleset;
  /**
   * The value of every state (expected points still to come), to keep and give to `fromTable`.
   * Index: `((filledBoxes * (cap + 1) + cappedUpperSum) * flags + fiveOfAKindHoldsPoints)`.
   */
  readonly table: Float64Array;
  /** The expected final total from this sheet (the empty one by default), what it holds included. */
  expectedScore(sheet?: Sheet): number;
  /** The dice to keep from `dice` with `rollsLeft` rolls still to make (1 or more this turn). */
  bestKeep(sheet: Sheet, dice: Dice, rollsLeft: number): KeepAdvice;
  /** Every box this roll may be written in now, best first (`[]` for a full sheet). */
  rankBoxes(sheet: Sheet, dice: Dice): BoxAdvice[];
}

export class TableStrategy implements Strategy {
  readonly ruleset: Ruleset;
  private readonly turn: Turn;

  constructor(
    private readonly game: Game,
    readonly table: Float64Array,
  ) {
    this.ruleset = game.ruleset;
    this.turn = new Turn(game, 1);
  }

  expectedScore(sheet: Sheet = emptySheet()): number {
    const { mask, upper, flag } = this.state(sheet);
    return totals(this.ruleset, sheet).total + this.rest(mask, upper, flag);
  }

  bestKeep(sheet: Sheet, dice: Dice, rollsLeft: number): KeepAdvice {
    assertDice(this.ruleset, dice);
    const most = this.ruleset.rollsPerTurn - 1;
    if (!Number.isInteger(rollsLeft) || rollsLeft < 1 || rollsLeft > most) {
      throw new RangeError(
        `Rolls left must be a whole number from 1 to ${most} to keep dice, not ${String(rollsLeft)}`,
      );
    }
    if (isFull(this.ruleset, sheet)) throw new Error('The sheet is full: there is no turn to play');
    const { game, table, turn } = this;
    const { mask, upper, flag } = this.state(sheet);
    this.rest(mask, upper, flag); // refuses a sheet no game reaches
    turn.setLanes([[upper, flag]]);
    const joker = jokerOptions(game, mask, flag);
    turn.keepValues(table, mask, flag ? [null, joker] : [joker], rollsLeft);
    const values = turn.current;
    const { addDie } = game.dice;
    const shown = [0, 0, 0, 0, 0, 0, 0];
    for (const die of dice) shown[die]++;
    let best = -Infinity;
    let bestKeep = 0;
    // Every sub-multiset of the dice, from keeping all of them down, so a tie keeps more dice.
    const visit = (face: number, keep: number) => {
      if (face > 6) {
        if (values[keep] > best) [best, bestKeep] = [values[keep], keep];
        return;
      }
      const withFace = [keep];
      for (let n = 1; n <= shown[face]; n++) withFace.push(addDie[withFace[n - 1] * 6 + face - 1]);
      for (let n = shown[face]; n >= 0; n--) visit(face + 1, withFace[n]);
    };
    visit(1, keepIndex(game.dice, []));
    return {
      keep: keepFaces(game.dice, bestKeep),
      expected: totals(this.ruleset, sheet).total + best,
    };
  }

  rankBoxes(sheet: Sheet, dice: Dice): BoxAdvice[] {
    const { game, table } = this;
    const { mask, upper, flag } = this.state(sheet);
    const total = totals(this.ruleset, sheet).total;
    return game
      .placementRule(this.ruleset, sheet, dice)
      .map(({ category, points, bonus }) => ({
        category,
        points,
        bonus,
        expected:
          total +
          bonus +
          boxGain(game, table, mask, upper, flag, game.boxes.indexOf(category), points),
      }))
      .sort((a, b) => b.expected - a.expected);
  }

  private state(sheet: Sheet) {
    isFull(this.ruleset, sheet);
    return sheetState(this.game, sheet);
  }

  /** The expected points still to come from a state; throws for one no game reaches. */
  private rest(mask: number, upper: number, flag: number): number {
    const value = this.table[stateIndex(this.game, mask, upper, flag)];
    if (Number.isNaN(value)) {
      throw new Error(`No game of ${this.ruleset.id} reaches this sheet (its upper sum)`);
    }
    return value;
  }
}
