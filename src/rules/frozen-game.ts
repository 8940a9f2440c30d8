// A game's fields, its frozen copy and the checks on seats: shared by game.ts and seating.ts, and
// no part of the rules module's API.
import type { Game, HouseRules } from './game.js';
import { RuleError } from './rule-error.js';
import { pointOptions, switchOptions } from './rulesets.js';

export const houseRuleNames = [
  'yahtzeeBonusRule',
  ...pointOptions,
  ...switchOptions,
] as (keyof HouseRules)[];

/** The house rules a game (or its options, or its JSON) holds: only those the table chose. */
export function houseRules(rules: HouseRules): HouseRules {
  const chosen: Record<string, unknown> = {};
  for (const name of houseRuleNames) if (rules[name] !== undefined) chosen[name] = rules[name];
  return chosen as HouseRules;
}

export function assertSeat(game: Game, player: number): void {
  if (!Number.isInteger(player) || player < 0 || player >= game.players.length) {
    throw new RuleError({ code: 'no-player', seat: player, seats: game.players.length });
  }
}

export function beforeFirstMove(game: Game, change: 'add' | 'remove' | 'move' | 'starter'): void {
  if (game.moves.length > 0) throw new RuleError({ code: 'players-locked', change });
}

export const frozenCopy = <T>(list: readonly T[]): T[] => Object.freeze([...list]) as T[];
export const plainCopy = <T>(list: readonly T[]): T[] => [...list];

/** A game's fields in saving order, but its moves; `copy` copies its list (frozen, or plain JSON). */
export const gameFields = (game: Game, copy: typeof plainCopy) => ({
  ruleset: game.ruleset,
  joker: game.joker,
  yahtzeeBonus: game.yahtzeeBonus,
  ...houseRules(game),
  players: copy(game.players),
  starter: game.starter,
});

export function freezeGame(game: Game): Game {
  return Object.freeze({
    ...gameFields(game, frozenCopy),
    moves: Object.isFrozen(game.moves) ? game.moves : Object.freeze([...game.moves]),
    ...(game.corrections?.[0] && { corrections: Object.freeze(game.corrections) }),
  });
}
