import { RuleError } from './rule-error.js';

/** How each player rolls in the roll-off for who begins. */
export type RollOffMethod = 'one-die' | 'five-dice';

/** Dice each player rolls per method: the 2016 rulebook uses one die, the older one all five (their total counts). */
export const rollOffDice: Readonly<Record<RollOffMethod, number>> = {
  'one-die': 1,
  'five-dice': 5,
};

/** One player's roll in a round: `seat` is the index in the typed order. */
export interface SeatRoll {
  seat: number;
  roll: number;
}

export interface RollOff {
  /** Every round: the first has everyone, each later one only those who shared the highest roll. */
  rounds: SeatRoll[][];
  /** The seat that begins. */
  starter: number;
}

/** A roll source that keeps tying would loop for ever; no fair die gets anywhere near this. */
export const maxRollOffRounds = 1000;

/**
 * The rulebook's roll-off: everyone rolls, the highest begins; while several share the
 * highest roll, only they roll again. `roll(seat)` is called once per player per round.
 */
export function rollOff(seats: number, roll: (seat: number) => number): RollOff {
  if (!Number.isInteger(seats) || seats < 1) {
    throw new RuleError({ code: 'no-players' }, { check: 'roll-off', given: seats });
  }
  const rounds: SeatRoll[][] = [];
  let rolling = Array.from({ length: seats }, (_, seat) => seat);
  for (;;) {
    if (rounds.length >= maxRollOffRounds) {
      throw new Error(
        `The roll-off did not end after ${maxRollOffRounds} rounds: the dice keep tying.`,
      );
    }
    const round = rolling.map((seat) => {
      const value = roll(seat);
      if (!Number.isFinite(value)) {
        throw new RuleError({ code: 'bad-roll', seat }, { given: value });
      }
      return { seat, roll: value };
    });
    rounds.push(round);
    const highest = Math.max(...round.map((r) => r.roll));
    rolling = round.filter((r) => r.roll === highest).map((r) => r.seat);
    if (rolling.length === 1) return { rounds, starter: rolling[0]! };
  }
}

/** The seats in the order they play: from the starter on, in the typed order, wrapping round. */
export function clockwiseOrder(seats: number, starter: number): number[] {
  if (!Number.isInteger(seats) || seats < 1) {
    throw new RuleError({ code: 'no-players' }, { check: 'table', given: seats });
  }
  if (!Number.isInteger(starter) || starter < 0 || starter >= seats) {
    throw new RuleError({ code: 'no-player', seat: starter, seats }, { check: 'starter' });
  }
  return Array.from({ length: seats }, (_, i) => (starter + i) % seats);
}

/** Who rolls again after a round: the seats sharing the highest roll, when more than one does. */
export function tiedSeats(round: readonly SeatRoll[]): number[] {
  if (round.length === 0) return [];
  const highest = Math.max(...round.map((r) => r.roll));
  const top = round.filter((r) => r.roll === highest).map((r) => r.seat);
  return top.length > 1 ? top : [];
}
