import type { PickResultMessages } from '../pick-result.js';

const fr: PickResultMessages = {
  rollOff: 'Tirage au dé',
  round: (n) => `Tour ${n}`,
  rollsAgain: 'relance',
  begins: 'commence',
  diceTotal: (faces, total) => `${faces} : total ${total}`,
  starter: (name) => `${name} commence.`,
  orderHeading: 'Ordre de jeu, dans le sens des aiguilles d’une montre',
  announceRound: (n, rolls) => `Tour ${n} : ${rolls}.`,
  announceTie: (names) => `Égalité : ${names} relancent.`,
  and: 'et',
  announceResult: (starter, order) => `${starter} commence. Ordre : ${order}.`,
  errorEmpty: 'Indiquez le nombre de joueurs, ou leurs noms séparés par des virgules.',
  errorNotWhole: (text) =>
    `« ${text} » n’est pas un nombre entier. Indiquez un nombre de joueurs, par exemple 4, ou des noms.`,
  errorTooFew: 'Il faut au moins 1 joueur.',
  errorTooMany: (count, limit) => `${count} joueurs, c’est trop : ${limit} au plus.`,
  errorNameTooLong: (name, limit) =>
    `Le nom « ${name} » est trop long : ${limit} caractères au plus.`,
};
export default fr;
