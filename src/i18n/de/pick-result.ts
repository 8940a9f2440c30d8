import type { PickResultMessages } from '../pick-result.js';

const de: PickResultMessages = {
  rollOff: 'Auswürfeln',
  round: (n) => `Runde ${n}`,
  rollsAgain: 'würfelt noch einmal',
  begins: 'fängt an',
  diceTotal: (faces, total) => `${faces}: zusammen ${total}`,
  starter: (name) => `${name} fängt an.`,
  orderHeading: 'Reihenfolge, im Uhrzeigersinn',
  announceRound: (n, rolls) => `Runde ${n}: ${rolls}.`,
  announceTie: (names) => `Gleichstand: ${names} würfeln noch einmal.`,
  and: 'und',
  announceResult: (starter, order) => `${starter} fängt an. Reihenfolge: ${order}.`,
  errorEmpty: 'Gib die Anzahl der Spieler ein oder ihre Namen, durch Kommas getrennt.',
  errorNotWhole: (text) =>
    `„${text}“ ist keine ganze Zahl. Gib eine Anzahl Spieler ein, etwa 4, oder Namen.`,
  errorTooFew: 'Es muss mindestens 1 Spieler geben.',
  errorTooMany: (count, limit) => `${count} Spieler sind zu viele: höchstens ${limit}.`,
  errorNameTooLong: (name, limit) => `Der Name „${name}“ ist zu lang: höchstens ${limit} Zeichen.`,
};
export default de;
