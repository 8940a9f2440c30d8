import type { YahtzeeScorecardMessages } from '../yahtzee-scorecard.js';

const de: YahtzeeScorecardMessages = {
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
  savedRolls: (count) => `(gesparte Würfe: ${count})`,
  cellOpen: (name, box) => `${name}, ${box}: Punkte eintragen`,
  cellScore: (name, box, points, bonus) =>
    `${name}, ${box}: ${points} Punkt${points == '1' ? '' : 'e'}${bonus}`,
  cellFilled: (name, box, points) => `${name}, ${box}: ${points} (ändern)`,
  corrected: (name, box, from, to) => `${name}: ${box} von ${from} auf ${to} geändert`,
  bonusSuffix: (bonus) => ` + ${bonus} Bonus`,
  rollHeading: 'Wurf eingeben',
  placementsHeading: 'Wohin dieser Wurf darf',
  placement: (box, points, bonus) => `${box}: ${points}${bonus}`,
  noPlacements: 'Kein freies Feld mehr.',
  undo: 'Rückgängig',
  print: 'Drucken',
  advice: 'Tipps',
  gameOver: 'Das Spiel ist vorbei',
  winners: (names, count) => (count === 1 ? `${names} gewinnt!` : `${names} teilen sich den Sieg!`),
  and: 'und',
  historyEntry: (name, points, box, bonus) => `${name}: ${points} bei ${box}${bonus}`,
  announceTurn: (name) => `${name} ist dran.`,
  undone: (name, points, box, bonus) =>
    `Rückgängig gemacht: ${name}, ${points} bei ${box}${bonus}.`,
  rollerRoll: (roll, faces) => `Wurf ${roll}: ${faces}`,
  rollerWaiting: 'Oben würfeln: der Wurf erscheint hier.',
  typeDice: 'Augen selbst eingeben',
  errorRollChanged:
    'Die Würfel haben sich eben geändert: nichts wurde eingetragen. Wurf prüfen und erneut tippen.',
  nextTable: (names, starter) =>
    `Die Auslosung gilt für das nächste Spiel: ${names}; ${starter} beginnt. Dieses Spiel geht weiter.`,
  winnerMark: 'Sieger',
};
export default de;
