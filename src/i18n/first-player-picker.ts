import { catalog, type Catalog } from './index.js';

/** What `<first-player-picker>` says; names and numbers arrive already formatted. */
export interface FirstPlayerPickerMessages {
  /** Label of the text field. */
  label: string;
  /** Help above the field: what to type and the limits, formatted. */
  hint: (maxPlayers: string, maxNameLength: string) => string;
  /** Under the field when it holds one name, not a count or a list: commas separate names. */
  singleName: (name: string) => string;
  /** The button that holds the roll-off. */
  pick: string;
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
  /** Live region: the result. `order` is "Anna, Bram, Cees". */
  announceResult: (starter: string, order: string) => string;
  errorEmpty: string;
  errorNotWhole: (text: string) => string;
  errorTooFew: string;
  errorTooMany: (count: string, limit: string) => string;
  errorNameTooLong: (name: string, limit: string) => string;
}

export const firstPlayerPickerMessages: Catalog<FirstPlayerPickerMessages> =
  catalog<FirstPlayerPickerMessages>(
    {
      label: 'Players',
      hint: (players, length) =>
        `The number of players, or their names with commas between them: up to ${players} players, names up to ${length} characters.`,
      singleName: (name) => `One player, “${name}”. Put commas between names for more players.`,
      pick: 'Who begins?',
      rollOff: 'Roll-off',
      round: (n) => `Round ${n}`,
      rollsAgain: 'rolls again',
      begins: 'begins',
      diceTotal: (faces, total) => `${faces}: total ${total}`,
      starter: (name) => `${name} begins.`,
      orderHeading: 'Order of play, clockwise',
      announceRound: (n, rolls) => `Round ${n}: ${rolls}.`,
      announceTie: (names) => `Tie: ${names} roll again.`,
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
      nl: () => import('./nl/first-player-picker.js'),
      sv: () => import('./sv/first-player-picker.js'),
      de: () => import('./de/first-player-picker.js'),
      fr: () => import('./fr/first-player-picker.js'),
    },
  );
