import { catalog, type Catalog } from './index.js';

/**
 * What `<yahtzee-scorecard>` says in the parts that come after its first render (extras.ts): a
 * box's panel, the players, the history, the blank sheet and the game's end.
 */
export interface CardExtrasMessages {
  /** Heading of the panel that corrects a past score: "Change Anna’s Chance (now 20)". */
  changeHeading: (name: string, box: string, points: string) => string;
  /** Writes the dice typed in a correction. */
  writeDice: string;
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
  printBlank: string;
  blankPlayers: string;
  playersHeading: string;
  nameLabel: (seat: string) => string;
  moveLeft: (name: string) => string;
  moveRight: (name: string) => string;
  remove: (name: string) => string;
  begins: string;
  /** What the players' list says when a player is added, removed or moved. */
  joined: (name: string) => string;
  left: (name: string) => string;
  moved: (name: string, seat: string) => string;
  /** The starter radio's name for a screen reader: which player it is ('Begins' alone is every row's). */
  beginsName: (name: string) => string;
  newPlayerLabel: string;
  add: string;
  standingsHeading: string;
  /** A player's line in the standings: the name and the total. */
  standing: (name: string, total: string) => string;
  newGame: string;
  newGameStarter: string;
  historyHeading: string;
  historyRound: (round: string) => string;
  /** Heading of the finished game's standings, kept until the new game's first score. */
  lastGame: string;
}

export const cardExtrasMessages: Catalog<CardExtrasMessages> = catalog<CardExtrasMessages>(
  {
    changeHeading: (name, box, points) => `Change ${name}’s ${box} (now ${points})`,
    writeDice: 'Write these dice',
    extraYahtzee: (box) => `Extra ${box} (five of a kind again)`,
    extraFace: 'Face',
    entryHeading: (name, box) => `${name}: ${box}`,
    pointsLabel: 'Points',
    write: 'Write',
    writeRoll: (points, bonus) => `Write the roll: ${points}${bonus}`,
    scratch: 'Scratch (0)',
    cancel: 'Cancel',
    printBlank: 'Print a blank sheet',
    blankPlayers: 'Players on the blank sheet',
    playersHeading: 'Players',
    nameLabel: (seat) => `Name of player ${seat}`,
    moveLeft: (name) => `Move ${name} left`,
    moveRight: (name) => `Move ${name} right`,
    remove: (name) => `Remove ${name}`,
    begins: 'Begins',
    joined: (name) => `${name} joins the game.`,
    left: (name) => `${name} leaves the game.`,
    moved: (name, seat) => `${name} is now player ${seat}.`,
    beginsName: (name) => `${name} begins`,
    newPlayerLabel: 'New player',
    add: 'Add',
    standingsHeading: 'Standings',
    standing: (name, total) => `${name}: ${total}`,
    newGame: 'New game',
    newGameStarter: 'Who begins the new game',
    historyHeading: 'History',
    historyRound: (round) => `Round ${round}`,
    lastGame: 'Last game',
  },
  {
    nl: () => import('./nl/card-extras.js'),
    sv: () => import('./sv/card-extras.js'),
    de: () => import('./de/card-extras.js'),
    fr: () => import('./fr/card-extras.js'),
  },
);
