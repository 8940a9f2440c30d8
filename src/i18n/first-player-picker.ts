import { catalog, type Catalog } from './index.js';

/**
 * What `<first-player-picker>` says before a pick; names and numbers arrive already formatted. A
 * pick's words, its result or why the field cannot be read, are in pick-result.ts.
 */
export interface FirstPlayerPickerMessages {
  /** Label of the text field. */
  label: string;
  /** Help above the field: what to type and the limits, formatted. */
  hint: (maxPlayers: string, maxNameLength: string) => string;
  /** Under the field when it holds one name, not a count or a list: commas separate names. */
  singleName: (name: string) => string;
  /** The button that holds the roll-off. */
  pick: string;
}

export const firstPlayerPickerMessages: Catalog<FirstPlayerPickerMessages> =
  catalog<FirstPlayerPickerMessages>(
    {
      label: 'Players',
      hint: (players, length) =>
        `The number of players, or their names with commas between them: up to ${players} players, names up to ${length} characters.`,
      singleName: (name) => `One player, “${name}”. Put commas between names for more players.`,
      pick: 'Who begins?',
    },
    {
      nl: () => import('./nl/first-player-picker.js'),
      sv: () => import('./sv/first-player-picker.js'),
      de: () => import('./de/first-player-picker.js'),
      fr: () => import('./fr/first-player-picker.js'),
    },
  );
