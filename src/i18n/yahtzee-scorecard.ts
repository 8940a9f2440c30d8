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
  /** Heading of the panel that corrects a past score: "Change Anna’s Chance (now 20)". */
  changeHeading: (name: string, box: string, points: string) => string;
  /** A correction, in the history and the live region: "Anna: Ones 2 → 3". */
  corrected: (name: string, box: string, from: string, to: string) => string;
  /** Writes the dice typed in a correction. */
  writeDice: string;
  /** Accessible name of an open box when a roll is entered: what it would score. */
  cellScore: (name: string, box: string, points: string, bonus: string) => string;
  /** " + 100 bonus" (empty when there is no bonus). */
  bonusSuffix: (bonus: string) => string;
  rollHeading: string;
  /** The dice field: "Dice (5 numbers, such as 3 3 5 6 6)". */
  diceLabel: (count: string, example: string) => string;
  addFace: (face: string) => string;
  clearDice: string;
  placementsHeading: string;
  /** "Threes: 9" (+ bonus suffix). */
  placement: (box: string, points: string, bonus: string) => string;
  noPlacements: string;
  /** "Extra Yahtzee (five of a kind again)". */
  extraYahtzee: (box: string) => string;
  extraFace: string;
  /** Entry panel heading: "Anna: Threes". */
  entryHeading: (name: string, box: string) => string;
  pointsLabel: string;
  write: string;
  writeRoll: (points: string, bonus: string) => string;
  scratch: string;
  cancel: string;
  undo: string;
  print: string;
  /** The toggle that switches advice on and off. */
  advice: string;
  printBlank: string;
  blankPlayers: string;
  playersHeading: string;
  nameLabel: (seat: string) => string;
  moveLeft: (name: string) => string;
  moveRight: (name: string) => string;
  remove: (name: string) => string;
  begins: string;
  newPlayerLabel: string;
  add: string;
  gameOver: string;
  standingsHeading: string;
  /** `names` is "Anna and Bram"; `count` tells one winner from a shared win. */
  winners: (names: string, count: number) => string;
  newGame: string;
  newGameStarter: string;
  historyHeading: string;
  historyRound: (round: string) => string;
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
  /** Heading of the finished game's standings, kept until the new game's first score. */
  lastGame: string;
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
      cellScore: (name, box, points, bonus) => `${name}, ${box}: ${points} points${bonus}`,
      cellFilled: (name, box, points) => `${name}, ${box}: ${points} (change)`,
      changeHeading: (name, box, points) => `Change ${name}’s ${box} (now ${points})`,
      corrected: (name, box, from, to) => `${name}: ${box} ${from} → ${to}`,
      writeDice: 'Write these dice',
      bonusSuffix: (bonus) => ` + ${bonus} bonus`,
      rollHeading: 'Enter a roll',
      diceLabel: (count, example) => `Dice (${count} numbers, such as ${example})`,
      addFace: (face) => `Add a ${face}`,
      clearDice: 'Clear',
      placementsHeading: 'Where this roll may go',
      placement: (box, points, bonus) => `${box}: ${points}${bonus}`,
      noPlacements: 'No open box left.',
      extraYahtzee: (box) => `Extra ${box} (five of a kind again)`,
      extraFace: 'Face',
      entryHeading: (name, box) => `${name}: ${box}`,
      pointsLabel: 'Points',
      write: 'Write',
      writeRoll: (points, bonus) => `Write the roll: ${points}${bonus}`,
      scratch: 'Scratch (0)',
      cancel: 'Cancel',
      undo: 'Undo',
      print: 'Print',
      advice: 'Advice',
      printBlank: 'Print a blank sheet',
      blankPlayers: 'Players on the blank sheet',
      playersHeading: 'Players',
      nameLabel: (seat) => `Name of player ${seat}`,
      moveLeft: (name) => `Move ${name} left`,
      moveRight: (name) => `Move ${name} right`,
      remove: (name) => `Remove ${name}`,
      begins: 'Begins',
      newPlayerLabel: 'New player',
      add: 'Add',
      gameOver: 'Game over',
      standingsHeading: 'Standings',
      winners: (names, count) => (count === 1 ? `${names} wins!` : `${names} share the win!`),
      newGame: 'New game',
      newGameStarter: 'Who begins the new game',
      historyHeading: 'History',
      historyRound: (round) => `Round ${round}`,
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
      lastGame: 'Last game',
      winnerMark: 'winner',
    },
    {
      nl: () => import('./nl/yahtzee-scorecard.js'),
      sv: () => import('./sv/yahtzee-scorecard.js'),
      de: () => import('./de/yahtzee-scorecard.js'),
      fr: () => import('./fr/yahtzee-scorecard.js'),
    },
  );
