// A pick as the picker keeps it, on screen and on the device: read back only in a shape the
// picker would have written, and only as a roll-off the rules give, and copied before it leaves
// the element.
import type { FirstPlayerPickedDetail } from '../events.js';
import { isFace, type Face } from '../rules/dice.js';
import { clockwiseOrder, rollOff, rollOffDice } from '../rules/first-player.js';
import { cleanName, distinctNames, nameLength, playerLimits } from '../rules/players.js';

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
  if (data.result === null) return { input: data.input, result: null };
  const result = data.result;
  if (!isRecord(result) || !isRecord(result.detail)) throw new Error('no result');
  const { players, rounds, starter, order } = result.detail;
  const faces = result.faces;
  // As the name policy reads them: 1 to 100 distinct names, each cleaned and at most 40 long.
  const { maxPlayers, maxNameLength } = playerLimits;
  if (
    !isStringArray(players) ||
    players.length === 0 ||
    players.length > maxPlayers ||
    distinctNames(players).some(
      (name, seat) =>
        name !== players[seat] ||
        name !== cleanName(name) ||
        !name ||
        nameLength(name) > maxNameLength,
    )
  ) {
    throw new Error('no players');
  }
  const seated = new Set(players);
  if (typeof starter !== 'string' || !seated.has(starter)) throw new Error('bad starter');
  if (!isStringArray(order) || order.length !== players.length || order[0] !== starter) {
    throw new Error('bad order');
  }
  if (!Array.isArray(rounds) || rounds.length === 0 || !Array.isArray(faces)) {
    throw new Error('no rounds');
  }
  if (faces.length !== rounds.length) throw new Error('faces do not match rounds');
  // Every roll of a pick throws the same dice: one die, or five.
  const diceEach = (faces as unknown[][][])[0]?.[0]?.length;
  if (!Object.values(rollOffDice).includes(diceEach!)) throw new Error('bad faces');
  rounds.forEach((round: unknown, r) => {
    const roundFaces: unknown = faces[r];
    if (!Array.isArray(round) || !Array.isArray(roundFaces) || round.length !== roundFaces.length) {
      throw new Error('bad round');
    }
    round.forEach((roll: unknown, i) => {
      const rolled: unknown = roundFaces[i];
      if (!isRecord(roll) || typeof roll.player !== 'string' || !seated.has(roll.player)) {
        throw new Error('bad roll');
      }
      if (!Array.isArray(rolled) || rolled.length !== diceEach || !rolled.every(isFace)) {
        throw new Error('bad faces');
      }
      if (roll.roll !== sum(rolled)) throw new Error('roll does not match faces');
    });
  });
  // The rules' own roll-off, given these rolls, must seat them, round by round, and pick this starter.
  const rolls = (rounds as { player: string; roll: number }[][]).flat();
  let next = 0;
  const replayed = rollOff(players.length, (seat) => {
    const roll = rolls[next++];
    if (roll?.player !== players[seat]) throw new Error('out of turn');
    return roll.roll;
  });
  if (
    next < rolls.length ||
    replayed.rounds.some((round, r) => round.length !== rounds[r]?.length) ||
    clockwiseOrder(players.length, replayed.starter).some((seat, i) => order[i] !== players[seat])
  ) {
    throw new Error('the rolls give another pick');
  }
  return { input: data.input, result: result as unknown as PickRecord };
}

/** A copy of the detail for a listener or a caller, who may change it without touching the pick. */
export const copyDetail = (detail: FirstPlayerPickedDetail): FirstPlayerPickedDetail => ({
  players: [...detail.players],
  rounds: detail.rounds.map((round) => round.map((roll) => ({ ...roll }))),
  starter: detail.starter,
  order: [...detail.order],
});
