import type { YahtzeeScorecardMessages } from '../yahtzee-scorecard.js';

const nl: YahtzeeScorecardMessages = {
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
  savedRolls: (count) => `(bewaarde worpen: ${count})`,
  cellOpen: (name, box) => `${name}, ${box}: score invullen`,
  cellScore: (name, box, points, bonus) =>
    `${name}, ${box}: ${points} punt${points == '1' ? '' : 'en'}${bonus}`,
  cellFilled: (name, box, points) => `${name}, ${box}: ${points} (wijzigen)`,
  corrected: (name, box, from, to) => `${name}: ${box} gewijzigd van ${from} in ${to}`,
  bonusSuffix: (bonus) => ` + ${bonus} bonus`,
  rollHeading: 'Worp invoeren',
  placementsHeading: 'Waar deze worp mag staan',
  placement: (box, points, bonus) => `${box}: ${points}${bonus}`,
  noPlacements: 'Er is geen leeg vakje meer.',
  undo: 'Ongedaan maken',
  print: 'Afdrukken',
  advice: 'Advies',
  gameOver: 'Het spel is afgelopen',
  winners: (names, count) => (count === 1 ? `${names} wint!` : `${names} winnen samen!`),
  and: 'en',
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
  winnerMark: 'winnaar',
};
export default nl;
