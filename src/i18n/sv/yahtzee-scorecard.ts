import type { YahtzeeScorecardMessages } from '../yahtzee-scorecard.js';

/** A name's genitive: no s after s, x or z ("Lars tur"), a colon after a digit ("Spelare 1:s"). */
const whose = (name: string) =>
  /[sxz]$/i.test(name) ? name : /\p{L}$/u.test(name) ? `${name}s` : `${name}:s`;

const sv: YahtzeeScorecardMessages = {
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
  turn: (round, rounds, name) => `Runda ${round} av ${rounds}: ${whose(name)} tur`,
  savedRolls: (count) => `(sparade kast: ${count})`,
  cellOpen: (name, box) => `${name}, ${box}: skriv in poäng`,
  cellScore: (name, box, points, bonus) => `${name}, ${box}: ${points} poäng${bonus}`,
  cellFilled: (name, box, points) => `${name}, ${box}: ${points} (ändra)`,
  corrected: (name, box, from, to) => `${name}: ${box} ändrades från ${from} till ${to}`,
  bonusSuffix: (bonus) => ` + ${bonus} bonus`,
  rollHeading: 'Skriv in ett slag',
  placementsHeading: 'Var slaget får skrivas',
  placement: (box, points, bonus) => `${box}: ${points}${bonus}`,
  noPlacements: 'Ingen tom ruta kvar.',
  undo: 'Ångra',
  print: 'Skriv ut',
  advice: 'Råd',
  gameOver: 'Spelet är slut',
  winners: (names, count) => (count === 1 ? `${names} vinner!` : `${names} delar på segern!`),
  and: 'och',
  historyEntry: (name, points, box, bonus) => `${name}: ${points} i ${box}${bonus}`,
  announceTurn: (name) => `${whose(name)} tur.`,
  undone: (name, points, box, bonus) => `Ångrat: ${name}, ${points} i ${box}${bonus}.`,
  rollerRoll: (roll, faces) => `Slag ${roll}: ${faces}`,
  rollerWaiting: 'Slå tärningarna ovanför: slaget visas här.',
  typeDice: 'Skriv tärningarna själv',
  errorRollChanged:
    'Tärningarna ändrades just nu: inget skrevs in. Titta på slaget och tryck igen.',
  nextTable: (names, starter) =>
    `Lottningen gäller nästa spel: ${names}; ${starter} börjar. Det här spelet fortsätter.`,
  winnerMark: 'vinnare',
};
export default sv;
