// The card's rule options as the page sets them: the ruleset and the table's choices for a new game.
import { LitElement, type PropertyDeclarations, type PropertyValues } from 'lit';
import { onOffOrUnset } from '../internal/option.js';
import type { NewGameOptions } from '../rules/game.js';
import type { JokerRule, RulesetId, YahtzeeBonusRule } from '../rules/rulesets.js';

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
export type ChosenRules = Omit<NewGameOptions, 'players' | 'starter'>;

/**
 * The options of `<yahtzee-scorecard>` that choose the rules of a new game; a saved game keeps the
 * ones it was started with. The game side reads them when it seats a new game.
 */
export abstract class ScorecardOptions extends LitElement {
  // Lit's table of reactive properties, not decorators: the same properties without the decorator
  // helpers in the bundle. Each is declared, with what it is, below.
  static override properties: PropertyDeclarations = {
    ruleset: { reflect: true },
    joker: {},
    yahtzeeBonus: { type: Number, attribute: 'yahtzee-bonus' },
    yahtzeeBonusRule: { attribute: 'yahtzee-bonus-rule' },
    upperBonus: { type: Number, attribute: 'upper-bonus' },
    upperBonusThreshold: { type: Number, attribute: 'upper-bonus-threshold' },
    savedRolls: { attribute: 'saved-rolls', converter: onOffOrUnset },
  };

  /**
   * The rules for a new game: `yahtzee` (13 boxes), `yatzy` (15), `kniffel` (13, German) or
   * `maxi-yatzy` (six dice, 20 boxes). A saved game keeps its own, and the options below.
   */
  ruleset: RulesetId = 'yahtzee';

  /** How an extra five of a kind is placed in a new game: `forced` (Yahtzee's 2016 rulebook) or `free` (Kniffel's rule, a house rule in Yahtzee); left out, the game's own. */
  joker: JokerRule | undefined;

  /** Points per extra five of a kind in a new game (Yahtzee 100, Kniffel 50); 0 is the no-bonus house rule; left out, the game's own. */
  yahtzeeBonus: number | undefined;

  /** Which extra five of a kind earns that bonus in a new game: `every` one (Yahtzee) or only one written in its upper box (`upper-box`, Kniffel); left out, the game's own. */
  yahtzeeBonusRule: YahtzeeBonusRule | undefined;

  /** Points of the upper bonus in a new game (Yahtzee 35, Yatzy 50, Maxi Yatzy 100); left out, the game's own. */
  upperBonus: number | undefined;

  /** The upper total that earns the upper bonus in a new game (63; Maxi Yatzy 84, or 75 on some pads); left out, the game's own. */
  upperBonusThreshold: number | undefined;

  /** Unused rolls carry over to the player's later turns in a new game (`saved-rolls`, or `saved-rolls="false"` for off); left out, the game's own (on in Maxi Yatzy). */
  savedRolls: boolean | undefined;

  /** @internal The options as newGame takes them, each as set (unset: the game's own rule). */
  protected get chosenRules(): ChosenRules {
    return Object.fromEntries(gameOptions.map((name) => [name, this[name]])) as ChosenRules;
  }

  /** @internal True when this update changed an option, so that a game not begun is seated anew. */
  protected rulesChanged(changed: PropertyValues<this>): boolean {
    return gameOptions.some((name) => changed.has(name));
  }
}
