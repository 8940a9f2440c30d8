// A pick as the picker keeps it, on screen and on the device: read back only in a shape the
// picker would have written, and only as a roll-off the rules give, and copied before it leaves
// the element.
import type { FirstPlayerPickedDetail } from '../events.js';
import { isFace, type Face } from '../rules/dice.js';
import { clockwiseOrder, rollOff, rollOffDice } from '../rules/first-player.js';
import { distinctNames, playerLimits } from '../rules/players.js';

/** Bump when the saved shape of a pick changes: older saves are then kept aside, not misread. */
export const pickSchema = 1;

/** A pick as kept on screen and in storage: the detail plus the faces behind each roll. */
export interface PickRecord {
  detail: FirstPlayerPickedDetail;
  /** Per round, per roll, the faces rolled (one for one-die, five for five-dice). */
  faces: Face[][][];
}

export interface SavedPicker {
  input: string;
  result: PickRecord | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');
/** The points of a roll: the face of one die, the total of five. */
export const sum = (faces: readonly number[]): number => faces.reduce((a, b) => a + b, 0);

/** Turns saved data back into the picker's state; throws on anything it would not have written. */
export function validateSaved(data: unknown): SavedPicker {
  if (!isRecord(data) || typeof data.input !== 'string') throw new Error('no input');
  const { input, result } = data;
  if (result !== null && !(isRecord(result) && isRecord(result.detail) && isPick(result))) {
    throw new Error('not a pick the rules give');
  }
  return { input, result: result as PickRecord | null };
}

/**
 * True for a pick the picker makes: 1 to 100 names, none numbered as equal to another, one
 * die or five for every roll, and the rules' own roll-off, given these rolls, seats the same
 * rolls round by round and picks the same starter and order. A roll out of place throws.
 */
function isPick({ detail, faces }: Record<string, unknown>): boolean {
  const { players, rounds, starter, order } = detail as Record<string, unknown>;
  if (
    !isStringArray(players) ||
    !players.length ||
    players.length > playerLimits.maxPlayers ||
    distinctNames(players).some((name, seat) => name !== players[seat]) ||
    !Array.isArray(rounds) ||
    !Array.isArray(faces) ||
    !isStringArray(order)
  ) {
    return false;
  }
  const diceEach = (faces as unknown[][][])[0]?.[0]?.length;
  const rolls: unknown[] = rounds.flat();
  const thrown: unknown[] = faces.flat();
  let next = 0;
  const replayed = rollOff(players.length, (seat) => {
    const roll = rolls[next];
    const rolled = thrown[next++];
    if (
      !isRecord(roll) ||
      roll.player !== players[seat] ||
      !Array.isArray(rolled) ||
      rolled.length !== diceEach ||
      !rolled.every(isFace) ||
      roll.roll !== sum(rolled)
    ) {
      throw new Error('not this roll');
    }
    return roll.roll;
  });
  return (
    Object.values(rollOffDice).includes(diceEach!) &&
    next === rolls.length &&
    next === thrown.length &&
    replayed.rounds.length === rounds.length &&
    replayed.rounds.every(
      (round, r) => round.length === rounds[r].length && round.length === faces[r].length,
    ) &&
    starter === order[0] &&
    clockwiseOrder(players.length, replayed.starter).every(
      (seat, i) => order[i] === players[seat],
    ) &&
    order.length === players.length
  );
}

/** A copy of the detail for a listener or a caller, who may change it without touching the pick. */
export const copyDetail = (detail: FirstPlayerPickedDetail): FirstPlayerPickedDetail => ({
  players: [...detail.players],
  rounds: detail.rounds.map((round) => round.map((roll) => ({ ...roll }))),
  starter: detail.starter,
  order: [...detail.order],
});
