// The card's rule options as the page sets them: the ruleset and the table's choices for a new game.
import type { PropertyValues } from 'lit';
import type { NewGameOptions } from '../rules/game.js';

/** The properties a new game takes its rules from; each left unset is the game's own rule. */
const gameOptions = [
  'ruleset',
  'joker',
  'yahtzeeBonus',
  'yahtzeeBonusRule',
  'upperBonus',
  'upperBonusThreshold',
  'savedRolls',
] as const;

/** The rules a new game is played by, as options for newGame: the game side adds the players. */
export type RuleOptions = Omit<NewGameOptions, 'players' | 'starter'>;

/**
 * The options as newGame takes them, each as set (unset: the game's own rule). One set to null,
 * its attribute removed, is unset: the ruleset Yahtzee again, not a ruleset "null".
 */
export const chosenRules = (card: RuleOptions): RuleOptions => ({
  ...(Object.fromEntries(
    gameOptions.map((name) => [name, card[name] ?? undefined]),
  ) as RuleOptions),
  ruleset: card.ruleset ?? 'yahtzee',
});

/** True when this update changed an option, so that a game not begun is seated anew. */
export const rulesChanged = (changed: PropertyValues): boolean =>
  gameOptions.some((name) => changed.has(name));
