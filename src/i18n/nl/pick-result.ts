import type { PickResultMessages } from '../pick-result.js';

const nl: PickResultMessages = {
  rollOff: 'Gooien om te beginnen',
  round: (n) => `Ronde ${n}`,
  rollsAgain: 'gooit opnieuw',
  begins: 'begint',
  diceTotal: (faces, total) => `${faces}: samen ${total}`,
  starter: (name) => `${name} begint.`,
  orderHeading: 'Volgorde, met de klok mee',
  announceRound: (n, rolls) => `Ronde ${n}: ${rolls}.`,
  announceTie: (names) => `Gelijk: ${names} gooien opnieuw.`,
  and: 'en',
  announceResult: (starter, order) => `${starter} begint. Volgorde: ${order}.`,
  errorEmpty: "Vul het aantal spelers in, of de namen met komma's ertussen.",
  errorNotWhole: (text) =>
    `“${text}” is geen heel getal. Vul een aantal spelers in, zoals 4, of namen.`,
  errorTooFew: 'Er moet minstens 1 speler zijn.',
  errorTooMany: (count, limit) => `${count} spelers is te veel: hoogstens ${limit}.`,
  errorNameTooLong: (name, limit) => `De naam “${name}” is te lang: hoogstens ${limit} tekens.`,
};
export default nl;
