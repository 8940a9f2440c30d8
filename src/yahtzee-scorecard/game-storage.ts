// Where the card keeps its game: the game's JSON form under the card's storage key.
import type { ReactiveControllerHost } from 'lit';
import { loadGame, toJSON, type Game, type GameJSON } from '../rules/game.js';
import { LockedStoreController } from '../storage/locked-save.js';

/** Games loadGame has just checked, by the JSON it returned: restoring them replays nothing again. */
const checkedGames = new WeakMap<GameJSON, Game>();

/**
 * The game saved as its JSON form; loadGame replays every move of what is read back, once: the
 * game it checked is kept for the restore that follows.
 */
export function gameStorage(
  host: ReactiveControllerHost,
  key: () => string,
  restore: (game: Game) => void,
): LockedStoreController<GameJSON> {
  return new LockedStoreController<GameJSON>(host, {
    key,
    version: 1,
    validate: (data) => {
      const game = loadGame(data);
      const json = toJSON(game);
      checkedGames.set(json, game);
      return json;
    },
    restore: (json) => restore(checkedGames.get(json) ?? loadGame(json)),
  });
}
