import { catalog, type Catalog } from './index.js';

/**
 * What `<yahtzee-scorecard>` says beside the dice typed by hand (typed-dice-view.ts): in the
 * all-in-one bundle's first file, which draws them at the first render; in the card's later file
 * when the card is loaded alone.
 */
export interface TypedDiceMessages {
  /** The dice field: "Dice (5 numbers, such as 3 3 5 6 6)". */
  diceLabel: (count: string, example: string) => string;
  addFace: (face: string) => string;
  clearDice: string;
}

export const typedDiceMessages: Catalog<TypedDiceMessages> = catalog<TypedDiceMessages>(
  {
    diceLabel: (count, example) => `Dice (${count} numbers, such as ${example})`,
    addFace: (face) => `Add a ${face}`,
    clearDice: 'Clear',
  },
  {
    nl: () => import('./nl/typed-dice.js'),
    sv: () => import('./sv/typed-dice.js'),
    de: () => import('./de/typed-dice.js'),
    fr: () => import('./fr/typed-dice.js'),
  },
);
