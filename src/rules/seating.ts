// Reseating before the first score: a file of its own, so the card's first file goes without it.
import { assertSeat, beforeFirstMove, freezeGame } from './frozen-game.js';
import type { Game } from './game.js';

/** Moves a player to another seat (before the first score only); the starter stays the same person. */
export function movePlayer(game: Game, from: number, to: number): Game {
  beforeFirstMove(game, 'move');
  assertSeat(game, from);
  assertSeat(game, to);
  const players = [...game.players];
  const [moved] = players.splice(from, 1);
  players.splice(to, 0, moved!);
  const order = game.players.map((_, seat) => seat);
  const [seat] = order.splice(from, 1);
  order.splice(to, 0, seat!);
  return freezeGame({ ...game, players, starter: order.indexOf(game.starter) });
}

/** Chooses who begins (before the first score only). */
export function setStarter(game: Game, player: number): Game {
  beforeFirstMove(game, 'starter');
  assertSeat(game, player);
  return freezeGame({ ...game, starter: player });
}
