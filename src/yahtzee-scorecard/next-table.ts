// A pick made while a game is played seats the next game: kept beside the game, so a reload
// keeps it until New game uses it.
import type { ReactiveControllerHost } from 'lit';
import { cleanName, playerLimits } from '../rules/players.js';
import { StoreController } from '../storage/controller.js';

export interface NextTable {
  players: string[];
  /** The seat that begins, as the roll-off decided. */
  starter: number;
}

/** A saved next table, checked: null is "none". */
export function validateNextTable(data: unknown): NextTable | null {
  if (data === null) return null;
  const table = data as Partial<NextTable> | undefined;
  const players = table?.players;
  const starter = table?.starter;
  // A whole number that seats no player (below 0, or past the last one, or no players at all).
  if (
    !Array.isArray(players) ||
    players.length > playerLimits.maxPlayers ||
    !players.every((name) => typeof name === 'string') ||
    !Number.isInteger(starter) ||
    players[starter!] === undefined
  ) {
    throw new Error('no table');
  }
  return { players: [...players], starter: starter! };
}

/** The next table, saved beside the game under `key` (null: none). */
export function nextTableStorage(
  host: ReactiveControllerHost,
  key: () => string,
  restore: (table: NextTable | undefined) => void,
): StoreController<NextTable | null> {
  return new StoreController<NextTable | null>(host, {
    key,
    version: 1,
    validate: validateNextTable,
    restore: (table) => restore(table ?? undefined),
  });
}

/** A pick's names and starter, as the card seats them. */
export function pickedTable(players: readonly unknown[], starter: unknown): NextTable {
  const names = players.slice(0, playerLimits.maxPlayers).map(String);
  return { players: names, starter: Math.max(0, names.indexOf(String(starter))) };
}

/** Names set on the card's `players`, as it seats them: cleaned, empty ones left out, within the limits. */
export function seatedNames(names: readonly unknown[]): string[] {
  return names
    .map((name) => cleanName(String(name)))
    .filter((name) => name !== '')
    .slice(0, playerLimits.maxPlayers)
    .map((name) => [...name].slice(0, playerLimits.maxNameLength).join(''));
}
