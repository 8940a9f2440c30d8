import type { ProblemMessages } from '../problems.js';

const nl: ProblemMessages = {
  gameOver: 'Het spel is afgelopen: alle vakjes zijn vol.',
  boxFilled: (box) => `${box} is al ingevuld.`,
  impossible: (points, box, values) => `${points} kan niet bij ${box}. Mogelijk: ${values}.`,
  dice: (count) => `Vul ${count} getallen van 1 tot en met 6 in.`,
  face: 'Kies het getal van de extra Yahtzee: 1 tot en met 6.',
  joker: (box, allowed) => `Volgens de jokerregel hoort deze worp bij ${allowed}, niet bij ${box}.`,
  noExtra: (box) => `Een extra ${box} kan pas als het vakje ${box} is ingevuld.`,
  noExtraRule: (box) =>
    `Een extra ${box} telt hier als elke andere worp: vul de ogen of de punten in.`,
  unknownBox: (box) => `Er is geen vakje “${box}” op deze kaart.`,
  emptyName: 'Een naam mag niet leeg zijn.',
  nameTooLong: (max) => `Een naam mag hoogstens ${max} tekens hebben.`,
  tooManyPlayers: (max) => `Hoogstens ${max} spelers.`,
  onePlayer: 'Een spel heeft minstens één speler nodig.',
  playersLocked: 'Spelers toevoegen, verwijderen of verplaatsen kan alleen voor de eerste score.',
  noPlayer: (seat) => `Er is geen speler ${seat}.`,
  nothingToUndo: 'Er is niets om ongedaan te maken.',
  boxEmpty: (box) => `${box} is nog leeg.`,
  laterRefused: (name, box) =>
    `Het vakje ${box} dat ${name} later invulde, zou dan niet meer mogen.`,
  columnDown: (next) =>
    `De aflopende kolom gaat van boven naar beneden: ${next} is nu aan de beurt.`,
  columnUp: (next) => `De oplopende kolom gaat van beneden naar boven: ${next} is nu aan de beurt.`,
  firstRoll: (column) =>
    `De kolom ${column} neemt alleen de eerste worp van een beurt: na opnieuw gooien is ze dicht.`,
  columnNeeded: (columns) => `Kies een kolom: ${columns}.`,
  unknownColumn: (column) => `Er is geen kolom “${column}” op deze kaart.`,
  or: 'of',
};
export default nl;
