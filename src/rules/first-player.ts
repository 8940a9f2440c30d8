import { RuleError, checked } from './rule-error.js';

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

/** Most seats a roll-off or an order takes: as many as a saved game; more would only exhaust memory. */
const maxSeats = 1000;

function checkSeats(seats: number, check: 'roll-off' | 'table'): void {
  if (!Number.isInteger(seats) || seats < 1) {
    throw new RuleError({ code: 'no-players' }, { check, given: seats });
  }
  if (seats > maxSeats) throw new RuleError({ code: 'too-many-players', max: maxSeats });
}

/**
 * The rulebook's roll-off: everyone rolls, the highest begins; while several share the
 * highest roll, only they roll again. `roll(seat)` is called once per player per round.
 */
export function rollOff(seats: number, roll: (seat: number) => number): RollOff {
  checkSeats(seats, 'roll-off');
  const rounds: SeatRoll[][] = [];
  let rolling = Array.from({ length: seats }, (_, seat) => seat);
  for (;;) {
    if (rounds.length >= maxRollOffRounds) {
      throw new RuleError({ code: 'roll-off-tied', rounds: maxRollOffRounds });
    }
    const round = rolling.map((seat) => {
      // No roll function, or one that throws, gives no roll for this seat.
      const value = checked(
        () => roll(seat),
        () => new RuleError({ code: 'bad-roll', seat }),
      );
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
  checkSeats(seats, 'table');
  if (!Number.isInteger(starter) || starter < 0 || starter >= seats) {
    throw new RuleError({ code: 'no-player', seat: starter, seats }, { check: 'starter' });
  }
  return Array.from({ length: seats }, (_, i) => (starter + i) % seats);
}

/** Who rolls again after a round: the seats sharing the highest roll, when more than one does. */
export function tiedSeats(round: readonly SeatRoll[]): number[] {
  return checked(
    () => {
      // A loop, not Math.max(...): a long round would overflow the call stack.
      const highest = round.reduce((high, r) => Math.max(high, r.roll), -Infinity);
      const top = round.filter((r) => r.roll === highest).map((r) => r.seat);
      return top.length > 1 ? top : [];
    },
    () => new RuleError({ code: 'bad-round' }),
  );
}
