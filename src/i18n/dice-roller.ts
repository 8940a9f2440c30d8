import { catalog, type Catalog, type PluralForms } from './index.js';

/** Text of `<dice-roller>`. */
export interface DiceRollerMessages {
  /** Face 1..6 in words, index 0 unused. */
  faces: readonly [string, string, string, string, string, string, string];
  /** Name of the group of dice buttons. */
  dice: string;
  roll: string;
  newTurn: string;
  /** The visible counter after a roll: "Roll 2 of 3". */
  counter: (rollNumber: number, rolls: number) => string;
  /** The counter before the first roll: "3 rolls this turn" (`#` is the number). */
  rollsThisTurn: PluralForms;
  /** After the counter, the rolls saved from earlier turns (Maxi Yatzy): "(2 saved)". */
  savedRolls: PluralForms;
  /** A die button's name: "Die 3: five, held"; `face` is undefined before the first roll. */
  die: (position: number, face: string | undefined, held: boolean) => string;
  /** The short word shown under a held die (the name above contains it). */
  heldTag: string;
  holdHint: (lastKey: number) => string;
  lastRollHint: string;
  /** After the last roll on a roller linked to a card, where the roll goes. */
  writeInCard: string;
  /** The line shown, and the Error `roll()` throws, while the card's game is over. */
  gameOver: string;
  /** The toggle that switches advice on and off. */
  advice: string;
}

export const diceRollerMessages: Catalog<DiceRollerMessages> = catalog<DiceRollerMessages>(
  {
    faces: ['', 'one', 'two', 'three', 'four', 'five', 'six'],
    dice: 'Dice',
    roll: 'Roll',
    newTurn: 'New turn',
    counter: (n, rolls) => `Roll ${n} of ${rolls}`,
    rollsThisTurn: { one: '# roll this turn', other: '# rolls this turn' },
    savedRolls: { one: '(# saved)', other: '(# saved)' },
    die: (position, face, held) =>
      `Die ${position}: ${face ?? 'not rolled yet'}${held ? ', held' : ''}`,
    heldTag: 'held',
    holdHint: (lastKey) => `Tap a die to hold or release it (keys 1–${lastKey}).`,
    lastRollHint: 'No rolls left: score this roll, then start a new turn.',
    writeInCard: 'No rolls left: write this roll in the score card.',
    gameOver: 'The game is over: start a new game on the score card.',
    advice: 'Advice',
  },
  {
    nl: () => import('./nl/dice-roller.js'),
    sv: () => import('./sv/dice-roller.js'),
    de: () => import('./de/dice-roller.js'),
    fr: () => import('./fr/dice-roller.js'),
  },
);
