import type { Catalog } from './index.js';

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
  /** Accessible name of an open box with no roll entered. */
  cellOpen: (name: string, box: string) => string;
  /** Accessible name of an open box when a roll is entered: what it would score. */
  cellScore: (name: string, box: string, points: string, bonus: string) => string;
  /** " + 100 bonus" (empty when there is no bonus). */
  bonusSuffix: (bonus: string) => string;
  rollHeading: string;
  diceLabel: string;
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

export const yahtzeeScorecardMessages: Catalog<YahtzeeScorecardMessages> = {
  en: {
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
    cellOpen: (name, box) => `${name}, ${box}: write a score`,
    cellScore: (name, box, points, bonus) => `${name}, ${box}: ${points} points${bonus}`,
    bonusSuffix: (bonus) => ` + ${bonus} bonus`,
    rollHeading: 'Enter a roll',
    diceLabel: 'Dice (five faces, such as 3 3 5 6 6)',
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
  nl: {
    caption: 'Scorekaart',
    box: 'Vakje',
    upperSum: 'Totaal bovenste vakjes',
    upperBonus: (points, threshold) => `Bonus (${points} bij ${threshold} of meer)`,
    upperTotal: 'Totaal bovenste helft',
    yahtzeeBonus: (box, points) => `${box}-bonus (${points} per kruisje)`,
    lowerSum: 'Som onderste vakjes',
    lowerTotal: 'Totaal onderste helft',
    grandTotal: 'Eindtotaal',
    yourTurn: 'aan de beurt',
    turn: (round, rounds, name) => `Ronde ${round} van ${rounds}: ${name} is aan de beurt`,
    cellOpen: (name, box) => `${name}, ${box}: score invullen`,
    cellScore: (name, box, points, bonus) => `${name}, ${box}: ${points} punten${bonus}`,
    bonusSuffix: (bonus) => ` + ${bonus} bonus`,
    rollHeading: 'Worp invoeren',
    diceLabel: 'Dobbelstenen (vijf getallen, zoals 3 3 5 6 6)',
    addFace: (face) => `Een ${face} toevoegen`,
    clearDice: 'Wissen',
    placementsHeading: 'Waar deze worp mag staan',
    placement: (box, points, bonus) => `${box}: ${points}${bonus}`,
    noPlacements: 'Er is geen leeg vakje meer.',
    extraYahtzee: (box) => `Extra ${box} (weer vijf gelijke)`,
    extraFace: 'Getal',
    entryHeading: (name, box) => `${name}: ${box}`,
    pointsLabel: 'Punten',
    write: 'Invullen',
    writeRoll: (points, bonus) => `Worp invullen: ${points}${bonus}`,
    scratch: 'Wegstrepen (0)',
    cancel: 'Annuleren',
    undo: 'Ongedaan maken',
    print: 'Afdrukken',
    printBlank: 'Lege scorekaart afdrukken',
    blankPlayers: 'Spelers op de lege kaart',
    playersHeading: 'Spelers',
    nameLabel: (seat) => `Naam van speler ${seat}`,
    moveLeft: (name) => `${name} naar links`,
    moveRight: (name) => `${name} naar rechts`,
    remove: (name) => `${name} verwijderen`,
    begins: 'Begint',
    newPlayerLabel: 'Nieuwe speler',
    add: 'Toevoegen',
    gameOver: 'Het spel is afgelopen',
    standingsHeading: 'Eindstand',
    winners: (names, count) => (count === 1 ? `${names} wint!` : `${names} winnen samen!`),
    newGame: 'Nieuw spel',
    newGameStarter: 'Wie begint het nieuwe spel',
    historyHeading: 'Verloop',
    historyRound: (round) => `Ronde ${round}`,
    historyEntry: (name, points, box, bonus) => `${name}: ${points} bij ${box}${bonus}`,
    announceTurn: (name) => `${name} is aan de beurt.`,
    undone: (name, points, box, bonus) => `Teruggedraaid: ${name}, ${points} bij ${box}${bonus}.`,
    rollerRoll: (roll, faces) => `Worp ${roll}: ${faces}`,
    rollerWaiting: 'Gooi hierboven: de worp verschijnt hier.',
    typeDice: 'Of typ de ogen zelf',
    errorRollChanged:
      'De dobbelstenen zijn net veranderd: er is niets ingevuld. Bekijk de worp en tik opnieuw.',
    nextTable: (names, starter) =>
      `De loting geldt voor het volgende spel: ${names}; ${starter} begint. Dit spel gaat door.`,
    lastGame: 'Vorig spel',
    winnerMark: 'winnaar',
  },
  sv: {
    caption: 'Protokoll',
    box: 'Ruta',
    upperSum: 'Summa',
    upperBonus: (points, threshold) => `Bonus (${points} vid ${threshold} eller mer)`,
    upperTotal: 'Summa övre delen',
    yahtzeeBonus: (box, points) => `${box}-bonus (${points} var)`,
    lowerSum: 'Summa nedre delen',
    lowerTotal: 'Summa nedre delen',
    grandTotal: 'Totalt',
    yourTurn: 'spelar nu',
    turn: (round, rounds, name) => `Runda ${round} av ${rounds}: ${name}s tur`,
    cellOpen: (name, box) => `${name}, ${box}: skriv in poäng`,
    cellScore: (name, box, points, bonus) => `${name}, ${box}: ${points} poäng${bonus}`,
    bonusSuffix: (bonus) => ` + ${bonus} bonus`,
    rollHeading: 'Skriv in ett slag',
    diceLabel: 'Tärningar (fem siffror, till exempel 3 3 5 6 6)',
    addFace: (face) => `Lägg till en ${face}`,
    clearDice: 'Rensa',
    placementsHeading: 'Var slaget får skrivas',
    placement: (box, points, bonus) => `${box}: ${points}${bonus}`,
    noPlacements: 'Ingen tom ruta kvar.',
    extraYahtzee: (box) => `Extra ${box} (fem lika igen)`,
    extraFace: 'Siffra',
    entryHeading: (name, box) => `${name}: ${box}`,
    pointsLabel: 'Poäng',
    write: 'Skriv in',
    writeRoll: (points, bonus) => `Skriv in slaget: ${points}${bonus}`,
    scratch: 'Stryk (0)',
    cancel: 'Avbryt',
    undo: 'Ångra',
    print: 'Skriv ut',
    printBlank: 'Skriv ut ett tomt protokoll',
    blankPlayers: 'Spelare på det tomma protokollet',
    playersHeading: 'Spelare',
    nameLabel: (seat) => `Namn på spelare ${seat}`,
    moveLeft: (name) => `Flytta ${name} åt vänster`,
    moveRight: (name) => `Flytta ${name} åt höger`,
    remove: (name) => `Ta bort ${name}`,
    begins: 'Börjar',
    newPlayerLabel: 'Ny spelare',
    add: 'Lägg till',
    gameOver: 'Spelet är slut',
    standingsHeading: 'Slutställning',
    winners: (names, count) => (count === 1 ? `${names} vinner!` : `${names} delar på segern!`),
    newGame: 'Nytt parti',
    newGameStarter: 'Vem börjar nästa parti',
    historyHeading: 'Förlopp',
    historyRound: (round) => `Runda ${round}`,
    historyEntry: (name, points, box, bonus) => `${name}: ${points} i ${box}${bonus}`,
    announceTurn: (name) => `${name}s tur.`,
    undone: (name, points, box, bonus) => `Ångrat: ${name}, ${points} i ${box}${bonus}.`,
    rollerRoll: (roll, faces) => `Slag ${roll}: ${faces}`,
    rollerWaiting: 'Slå tärningarna ovanför: slaget visas här.',
    typeDice: 'Skriv tärningarna själv',
    errorRollChanged:
      'Tärningarna ändrades just nu: inget skrevs in. Titta på slaget och tryck igen.',
    nextTable: (names, starter) =>
      `Lottningen gäller nästa spel: ${names}; ${starter} börjar. Det här spelet fortsätter.`,
    lastGame: 'Förra spelet',
    winnerMark: 'vinnare',
  },
  de: {
    caption: 'Spielblock',
    box: 'Feld',
    upperSum: 'Summe oben',
    upperBonus: (points, threshold) => `Bonus (${points} ab ${threshold})`,
    upperTotal: 'Gesamt oben',
    yahtzeeBonus: (box, points) => `${box}-Bonus (je ${points})`,
    lowerSum: 'Summe unten',
    lowerTotal: 'Gesamt unten',
    grandTotal: 'Endsumme',
    yourTurn: 'ist dran',
    turn: (round, rounds, name) => `Runde ${round} von ${rounds}: ${name} ist dran`,
    cellOpen: (name, box) => `${name}, ${box}: Punkte eintragen`,
    cellScore: (name, box, points, bonus) => `${name}, ${box}: ${points} Punkte${bonus}`,
    bonusSuffix: (bonus) => ` + ${bonus} Bonus`,
    rollHeading: 'Wurf eingeben',
    diceLabel: 'Würfel (fünf Augenzahlen, etwa 3 3 5 6 6)',
    addFace: (face) => `Eine ${face} hinzufügen`,
    clearDice: 'Löschen',
    placementsHeading: 'Wohin dieser Wurf darf',
    placement: (box, points, bonus) => `${box}: ${points}${bonus}`,
    noPlacements: 'Kein freies Feld mehr.',
    extraYahtzee: (box) => `Weiterer ${box} (wieder fünf gleiche)`,
    extraFace: 'Augenzahl',
    entryHeading: (name, box) => `${name}: ${box}`,
    pointsLabel: 'Punkte',
    write: 'Eintragen',
    writeRoll: (points, bonus) => `Wurf eintragen: ${points}${bonus}`,
    scratch: 'Streichen (0)',
    cancel: 'Abbrechen',
    undo: 'Rückgängig',
    print: 'Drucken',
    printBlank: 'Leeren Spielblock drucken',
    blankPlayers: 'Spieler auf dem leeren Block',
    playersHeading: 'Spieler',
    nameLabel: (seat) => `Name von Spieler ${seat}`,
    moveLeft: (name) => `${name} nach links`,
    moveRight: (name) => `${name} nach rechts`,
    remove: (name) => `${name} entfernen`,
    begins: 'Beginnt',
    newPlayerLabel: 'Neuer Spieler',
    add: 'Hinzufügen',
    gameOver: 'Das Spiel ist vorbei',
    standingsHeading: 'Endstand',
    winners: (names, count) =>
      count === 1 ? `${names} gewinnt!` : `${names} teilen sich den Sieg!`,
    newGame: 'Neues Spiel',
    newGameStarter: 'Wer beginnt das neue Spiel',
    historyHeading: 'Verlauf',
    historyRound: (round) => `Runde ${round}`,
    historyEntry: (name, points, box, bonus) => `${name}: ${points} bei ${box}${bonus}`,
    announceTurn: (name) => `${name} ist dran.`,
    undone: (name, points, box, bonus) => `Rückgängig: ${name}, ${points} bei ${box}${bonus}.`,
    rollerRoll: (roll, faces) => `Wurf ${roll}: ${faces}`,
    rollerWaiting: 'Oben würfeln: der Wurf erscheint hier.',
    typeDice: 'Augen selbst eingeben',
    errorRollChanged:
      'Die Würfel haben sich eben geändert: nichts wurde eingetragen. Wurf prüfen und erneut tippen.',
    nextTable: (names, starter) =>
      `Die Auslosung gilt für das nächste Spiel: ${names}; ${starter} beginnt. Dieses Spiel geht weiter.`,
    lastGame: 'Letztes Spiel',
    winnerMark: 'Sieger',
  },
  fr: {
    caption: 'Feuille de score',
    box: 'Case',
    upperSum: 'Somme du haut',
    upperBonus: (points, threshold) => `Bonus (${points} à partir de ${threshold})`,
    upperTotal: 'Total du haut',
    yahtzeeBonus: (box, points) => `Bonus ${box} (${points} chacun)`,
    lowerSum: 'Somme du bas',
    lowerTotal: 'Total du bas',
    grandTotal: 'Total général',
    yourTurn: 'à jouer',
    turn: (round, rounds, name) => `Tour ${round} sur ${rounds} : à ${name} de jouer`,
    cellOpen: (name, box) => `${name}, ${box} : inscrire un score`,
    cellScore: (name, box, points, bonus) => `${name}, ${box} : ${points} points${bonus}`,
    bonusSuffix: (bonus) => ` + ${bonus} de bonus`,
    rollHeading: 'Saisir un lancer',
    diceLabel: 'Dés (cinq valeurs, comme 3 3 5 6 6)',
    addFace: (face) => `Ajouter un ${face}`,
    clearDice: 'Effacer',
    placementsHeading: 'Où ce lancer peut aller',
    placement: (box, points, bonus) => `${box} : ${points}${bonus}`,
    noPlacements: 'Plus aucune case libre.',
    extraYahtzee: (box) => `${box} supplémentaire (encore cinq identiques)`,
    extraFace: 'Valeur',
    entryHeading: (name, box) => `${name} : ${box}`,
    pointsLabel: 'Points',
    write: 'Inscrire',
    writeRoll: (points, bonus) => `Inscrire le lancer : ${points}${bonus}`,
    scratch: 'Barrer (0)',
    cancel: 'Annuler',
    undo: 'Annuler le dernier coup',
    print: 'Imprimer',
    printBlank: 'Imprimer une feuille vierge',
    blankPlayers: 'Joueurs sur la feuille vierge',
    playersHeading: 'Joueurs',
    nameLabel: (seat) => `Nom du joueur ${seat}`,
    moveLeft: (name) => `Déplacer ${name} à gauche`,
    moveRight: (name) => `Déplacer ${name} à droite`,
    remove: (name) => `Retirer ${name}`,
    begins: 'Commence',
    newPlayerLabel: 'Nouveau joueur',
    add: 'Ajouter',
    gameOver: 'La partie est terminée',
    standingsHeading: 'Classement',
    winners: (names, count) =>
      count === 1 ? `${names} gagne !` : `${names} partagent la victoire !`,
    newGame: 'Nouvelle partie',
    newGameStarter: 'Qui commence la nouvelle partie',
    historyHeading: 'Historique',
    historyRound: (round) => `Tour ${round}`,
    historyEntry: (name, points, box, bonus) => `${name} : ${points} en ${box}${bonus}`,
    announceTurn: (name) => `À ${name} de jouer.`,
    undone: (name, points, box, bonus) => `Annulé : ${name}, ${points} en ${box}${bonus}.`,
    rollerRoll: (roll, faces) => `Lancer ${roll} : ${faces}`,
    rollerWaiting: 'Lancez les dés ci-dessus : le lancer s’affiche ici.',
    typeDice: 'Saisir les dés soi-même',
    errorRollChanged:
      'Les dés viennent de changer : rien n’a été inscrit. Vérifiez le lancer et touchez à nouveau.',
    nextTable: (names, starter) =>
      `Le tirage vaut pour la prochaine partie : ${names} ; ${starter} commence. Cette partie continue.`,
    lastGame: 'Partie précédente',
    winnerMark: 'gagnant',
  },
};
