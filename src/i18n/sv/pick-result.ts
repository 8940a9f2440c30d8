import type { PickResultMessages } from '../pick-result.js';

const sv: PickResultMessages = {
  rollOff: 'Slå om vem som börjar',
  round: (n) => `Omgång ${n}`,
  rollsAgain: 'slår igen',
  begins: 'börjar',
  diceTotal: (faces, total) => `${faces}: summa ${total}`,
  starter: (name) => `${name} börjar.`,
  orderHeading: 'Turordning, medurs',
  announceRound: (n, rolls) => `Omgång ${n}: ${rolls}.`,
  announceTie: (names) => `Lika: ${names} slår igen.`,
  and: 'och',
  announceResult: (starter, order) => `${starter} börjar. Turordning: ${order}.`,
  errorEmpty: 'Fyll i antalet spelare, eller namnen med kommatecken emellan.',
  errorNotWhole: (text) =>
    `”${text}” är inte ett heltal. Fyll i ett antal spelare, till exempel 4, eller namn.`,
  errorTooFew: 'Det måste vara minst 1 spelare.',
  errorTooMany: (count, limit) => `${count} spelare är för många: högst ${limit}.`,
  errorNameTooLong: (name, limit) => `Namnet ”${name}” är för långt: högst ${limit} tecken.`,
};
export default sv;
