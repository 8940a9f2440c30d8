import { catalog, type Catalog } from './index.js';

/** What `<yahtzee-scorecard>` says; names, boxes and numbers arrive already formatted. */
export interface YahtzeeScorecardMessages {
  /** Caption of the score table. */
  caption: string;
  /** Header of the column of box names. */
  box: string;
  upperSum: string;
  /** "Bonus (35 at 63 or more)". */
  upperBonus: (points: string, threshold: string) => string;
  upperTotal: string;
  /** "Yahtzee bonus (100 each)". */
  yahtzeeBonus: (box: string, points: string) => string;
  /** The lower boxes alone, before any extra bonus (a pad line some rulesets print). */
  lowerSum: string;
  lowerTotal: string;
  grandTotal: string;
  /** Header suffix for the player whose turn it is. */
  yourTurn: string;
  /** "Round 3 of 13: Anna's turn". */
  turn: (round: string, rounds: string, name: string) => string;
  /** After the turn, the rolls the player has saved (Maxi Yatzy): "(saved rolls: 2)". */
  savedRolls: (count: string) => string;
  /** Accessible name of an open box with no roll entered. */
  cellOpen: (name: string, box: string) => string;
  /** Accessible name of a filled box, which a tap offers to change: "Anna, Chance: 20 (change)". */
  cellFilled: (name: string, box: string, points: string) => string;
  /** A correction, in the history and the live region: "Anna: Ones 2 → 3". */
  corrected: (name: string, box: string, from: string, to: string) => string;
  /** Accessible name of an open box when a roll is entered: what it would score. */
  cellScore: (name: string, box: string, points: string, bonus: string) => string;
  /** " + 100 bonus" (empty when there is no bonus). */
  bonusSuffix: (bonus: string) => string;
  rollHeading: string;
  placementsHeading: string;
  /** "Threes: 9" (+ bonus suffix). */
  placement: (box: string, points: string, bonus: string) => string;
  noPlacements: string;
  undo: string;
  print: string;
  /** The toggle that switches advice on and off. */
  advice: string;
  gameOver: string;
  /** `names` is "Anna and Bram"; `count` tells one winner from a shared win. */
  winners: (names: string, count: number) => string;
  /** The word that joins the last two of a list of names. */
  and: string;
  /** A move, in the history and (with a full stop) in the live region: "Anna: 12 in Threes". */
  historyEntry: (name: string, points: string, box: string, bonus: string) => string;
  /** Live region: "Bram's turn." */
  announceTurn: (name: string) => string;
  /** Shown and announced after an undo: "Undone: Anna, 12 in Threes". */
  undone: (name: string, points: string, box: string, bonus: string) => string;
  /** The linked roller's roll, offered as it is now: "Roll 2: 6 3 6 2 3". */
  rollerRoll: (roll: string, faces: string) => string;
  /** A linked roller with no roll yet. */
  rollerWaiting: string;
  /** Summary of the typed-dice fields when a roller is linked. */
  typeDice: string;
  /** The roller's dice changed between drawing and the tap: nothing was written. */
  errorRollChanged: string;
  /** A pick made during a game: "Next game: Anna, Bram and Cees; Bram begins." */
  nextTable: (names: string, starter: string) => string;
  /** Marks the winner's column. */
  winnerMark: string;
}

export const yahtzeeScorecardMessages: Catalog<YahtzeeScorecardMessages> =
  catalog<YahtzeeScorecardMessages>(
    {
      caption: 'Score card',
      box: 'Box',
      upperSum: 'Upper sum',
      upperBonus: (points, threshold) => `Bonus (${points} at ${threshold} or more)`,
      upperTotal: 'Upper total',
      yahtzeeBonus: (box, points) => `${box} bonus (${points} each)`,
      lowerSum: 'Lower sum',
      lowerTotal: 'Lower total',
      grandTotal: 'Grand total',
      yourTurn: 'to play',
      turn: (round, rounds, name) => `Round ${round} of ${rounds}: ${name}’s turn`,
      savedRolls: (count) => `(saved rolls: ${count})`,
      cellOpen: (name, box) => `${name}, ${box}: write a score`,
      cellScore: (name, box, points, bonus) =>
        `${name}, ${box}: ${points} point${points == '1' ? '' : 's'}${bonus}`,
      cellFilled: (name, box, points) => `${name}, ${box}: ${points} (change)`,
      corrected: (name, box, from, to) => `${name}: ${box} changed from ${from} to ${to}`,
      bonusSuffix: (bonus) => ` + ${bonus} bonus`,
      rollHeading: 'Enter a roll',
      placementsHeading: 'Where this roll may go',
      placement: (box, points, bonus) => `${box}: ${points}${bonus}`,
      noPlacements: 'No open box left.',
      undo: 'Undo',
      print: 'Print',
      advice: 'Advice',
      gameOver: 'Game over',
      winners: (names, count) => (count === 1 ? `${names} wins!` : `${names} share the win!`),
      and: 'and',
      historyEntry: (name, points, box, bonus) => `${name}: ${points} in ${box}${bonus}`,
      announceTurn: (name) => `${name}’s turn.`,
      undone: (name, points, box, bonus) => `Undone: ${name}, ${points} in ${box}${bonus}.`,
      rollerRoll: (roll, faces) => `Roll ${roll}: ${faces}`,
      rollerWaiting: 'Roll the dice above: the roll appears here.',
      typeDice: 'Type the dice instead',
      errorRollChanged:
        'The dice changed just now: nothing was written. Check the roll and tap again.',
      nextTable: (names, starter) =>
        `The pick seats the next game: ${names}; ${starter} begins. This game goes on.`,
      winnerMark: 'winner',
    },
    {
      nl: () => import('./nl/yahtzee-scorecard.js'),
      sv: () => import('./sv/yahtzee-scorecard.js'),
      de: () => import('./de/yahtzee-scorecard.js'),
      fr: () => import('./fr/yahtzee-scorecard.js'),
    },
  );
