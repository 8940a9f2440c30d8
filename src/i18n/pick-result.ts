import { catalog, type Catalog } from './index.js';

/**
 * What `<first-player-picker>` says of a pick: its rounds, who begins and the order of play, or
 * why the field's text cannot be read as players. A catalog of its own, read only by result-view.ts,
 * which comes after the picker's first render (no first render shows a pick's words): its language
 * files come with it.
 */
export interface PickResultMessages {
  /** Heading above the rounds. */
  rollOff: string;
  round: (round: string) => string;
  /** Next to a player who shares the highest roll. */
  rollsAgain: string;
  /** Next to the player who won the roll-off. */
  begins: string;
  /** Accessible name of a five-dice roll: the faces and their total. */
  diceTotal: (faces: string, total: string) => string;
  /** "Anna begins." as a sentence. */
  starter: (name: string) => string;
  orderHeading: string;
  /** Live region: one round. `rolls` is "Anna 6, Bram 6". */
  announceRound: (round: string, rolls: string) => string;
  /** Live region: appended to a round that ends in a tie; `names` is "Anna and Bram". */
  announceTie: (names: string) => string;
  /** The word that joins the last two of a list ("Anna and Bram", "3, 3, and 5"). */
  and: string;
  /** Live region: the result. `order` is "Anna, Bram, Cees". */
  announceResult: (starter: string, order: string) => string;
  /** Why the field's text cannot be read as players. */
  errorEmpty: string;
  errorNotWhole: (text: string) => string;
  errorTooFew: string;
  errorTooMany: (count: string, limit: string) => string;
  errorNameTooLong: (name: string, limit: string) => string;
}

export const pickResultMessages: Catalog<PickResultMessages> = catalog<PickResultMessages>(
  {
    rollOff: 'Roll-off',
    round: (n) => `Round ${n}`,
    rollsAgain: 'rolls again',
    begins: 'begins',
    diceTotal: (faces, total) => `${faces}: total ${total}`,
    starter: (name) => `${name} begins.`,
    orderHeading: 'Order of play, clockwise',
    announceRound: (n, rolls) => `Round ${n}: ${rolls}.`,
    announceTie: (names) => `Tie: ${names} roll again.`,
    and: 'and',
    announceResult: (starter, order) => `${starter} begins. Order: ${order}.`,
    errorEmpty: 'Fill in the number of players, or their names with commas between them.',
    errorNotWhole: (text) =>
      `“${text}” is not a whole number. Fill in a number of players such as 4, or names.`,
    errorTooFew: 'There must be at least 1 player.',
    errorTooMany: (count, limit) => `${count} players is too many: at most ${limit}.`,
    errorNameTooLong: (name, limit) =>
      `The name “${name}” is too long: at most ${limit} characters.`,
  },
  {
    nl: () => import('./nl/pick-result.js'),
    sv: () => import('./sv/pick-result.js'),
    de: () => import('./de/pick-result.js'),
    fr: () => import('./fr/pick-result.js'),
  },
);
