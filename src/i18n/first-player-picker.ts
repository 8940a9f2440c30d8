import type { Catalog } from './index.js';

/** What `<first-player-picker>` says; names and numbers arrive already formatted. */
export interface FirstPlayerPickerMessages {
  /** Label of the text field. */
  label: string;
  /** Help above the field: what to type and the limits, formatted. */
  hint: (maxPlayers: string, maxNameLength: string) => string;
  /** Under the field when it holds one name, not a count or a list: commas separate names. */
  singleName: (name: string) => string;
  /** The button that holds the roll-off. */
  pick: string;
  /** Heading above the rounds. */
  rollOff: string;
  round: (round: string) => string;
  /** Next to a player who shares the highest roll. */
  rollsAgain: string;
  /** Next to the player who won the roll-off. */
  begins: string;
  /** Accessible name of a five-dice roll: the faces and their total. */
  diceTotal: (faces: string, total: string) => string;
  /** "Anna begins." as a sentence. */
  starter: (name: string) => string;
  orderHeading: string;
  /** Live region: one round. `rolls` is "Anna 6, Bram 6". */
  announceRound: (round: string, rolls: string) => string;
  /** Live region: appended to a round that ends in a tie; `names` is "Anna and Bram". */
  announceTie: (names: string) => string;
  /** Live region: the result. `order` is "Anna, Bram, Cees". */
  announceResult: (starter: string, order: string) => string;
  errorEmpty: string;
  errorNotWhole: (text: string) => string;
  errorTooFew: string;
  errorTooMany: (count: string, limit: string) => string;
  errorNameTooLong: (name: string, limit: string) => string;
}

export const firstPlayerPickerMessages: Catalog<FirstPlayerPickerMessages> = {
  en: {
    label: 'Players',
    hint: (players, length) =>
      `The number of players, or their names with commas between them: up to ${players} players, names up to ${length} characters.`,
    singleName: (name) => `One player, “${name}”. Put commas between names for more players.`,
    pick: 'Who begins?',
    rollOff: 'Roll-off',
    round: (n) => `Round ${n}`,
    rollsAgain: 'rolls again',
    begins: 'begins',
    diceTotal: (faces, total) => `${faces}: total ${total}`,
    starter: (name) => `${name} begins.`,
    orderHeading: 'Order of play, clockwise',
    announceRound: (n, rolls) => `Round ${n}: ${rolls}.`,
    announceTie: (names) => `Tie: ${names} roll again.`,
    announceResult: (starter, order) => `${starter} begins. Order: ${order}.`,
    errorEmpty: 'Fill in the number of players, or their names with commas between them.',
    errorNotWhole: (text) =>
      `“${text}” is not a whole number. Fill in a number of players such as 4, or names.`,
    errorTooFew: 'There must be at least 1 player.',
    errorTooMany: (count, limit) => `${count} players is too many: at most ${limit}.`,
    errorNameTooLong: (name, limit) =>
      `The name “${name}” is too long: at most ${limit} characters.`,
  },
  nl: {
    label: 'Spelers',
    hint: (players, length) =>
      `Het aantal spelers, of de namen met komma's ertussen: hoogstens ${players} spelers, namen van hoogstens ${length} tekens.`,
    singleName: (name) => `Eén speler, “${name}”. Zet komma's tussen de namen voor meer spelers.`,
    pick: 'Wie begint?',
    rollOff: 'Gooien om te beginnen',
    round: (n) => `Ronde ${n}`,
    rollsAgain: 'gooit opnieuw',
    begins: 'begint',
    diceTotal: (faces, total) => `${faces}: samen ${total}`,
    starter: (name) => `${name} begint.`,
    orderHeading: 'Volgorde, met de klok mee',
    announceRound: (n, rolls) => `Ronde ${n}: ${rolls}.`,
    announceTie: (names) => `Gelijk: ${names} gooien opnieuw.`,
    announceResult: (starter, order) => `${starter} begint. Volgorde: ${order}.`,
    errorEmpty: "Vul het aantal spelers in, of de namen met komma's ertussen.",
    errorNotWhole: (text) =>
      `“${text}” is geen heel getal. Vul een aantal spelers in, zoals 4, of namen.`,
    errorTooFew: 'Er moet minstens 1 speler zijn.',
    errorTooMany: (count, limit) => `${count} spelers is te veel: hoogstens ${limit}.`,
    errorNameTooLong: (name, limit) => `De naam “${name}” is te lang: hoogstens ${limit} tekens.`,
  },
  sv: {
    label: 'Spelare',
    hint: (players, length) =>
      `Antalet spelare, eller namnen med kommatecken emellan: högst ${players} spelare, namn på högst ${length} tecken.`,
    singleName: (name) =>
      `En spelare, ”${name}”. Skriv kommatecken mellan namnen för fler spelare.`,
    pick: 'Vem börjar?',
    rollOff: 'Slå om vem som börjar',
    round: (n) => `Omgång ${n}`,
    rollsAgain: 'slår igen',
    begins: 'börjar',
    diceTotal: (faces, total) => `${faces}: summa ${total}`,
    starter: (name) => `${name} börjar.`,
    orderHeading: 'Turordning, medurs',
    announceRound: (n, rolls) => `Omgång ${n}: ${rolls}.`,
    announceTie: (names) => `Lika: ${names} slår igen.`,
    announceResult: (starter, order) => `${starter} börjar. Turordning: ${order}.`,
    errorEmpty: 'Fyll i antalet spelare, eller namnen med kommatecken emellan.',
    errorNotWhole: (text) =>
      `”${text}” är inte ett heltal. Fyll i ett antal spelare, till exempel 4, eller namn.`,
    errorTooFew: 'Det måste vara minst 1 spelare.',
    errorTooMany: (count, limit) => `${count} spelare är för många: högst ${limit}.`,
    errorNameTooLong: (name, limit) => `Namnet ”${name}” är för långt: högst ${limit} tecken.`,
  },
  de: {
    label: 'Spieler',
    hint: (players, length) =>
      `Die Anzahl der Spieler oder ihre Namen, durch Kommas getrennt: höchstens ${players} Spieler, Namen mit höchstens ${length} Zeichen.`,
    singleName: (name) =>
      `Ein Spieler, „${name}“. Für mehr Spieler die Namen durch Kommas trennen.`,
    pick: 'Wer fängt an?',
    rollOff: 'Auswürfeln',
    round: (n) => `Runde ${n}`,
    rollsAgain: 'würfelt noch einmal',
    begins: 'fängt an',
    diceTotal: (faces, total) => `${faces}: zusammen ${total}`,
    starter: (name) => `${name} fängt an.`,
    orderHeading: 'Reihenfolge, im Uhrzeigersinn',
    announceRound: (n, rolls) => `Runde ${n}: ${rolls}.`,
    announceTie: (names) => `Gleichstand: ${names} würfeln noch einmal.`,
    announceResult: (starter, order) => `${starter} fängt an. Reihenfolge: ${order}.`,
    errorEmpty: 'Gib die Anzahl der Spieler ein oder ihre Namen, durch Kommas getrennt.',
    errorNotWhole: (text) =>
      `„${text}“ ist keine ganze Zahl. Gib eine Anzahl Spieler ein, etwa 4, oder Namen.`,
    errorTooFew: 'Es muss mindestens 1 Spieler geben.',
    errorTooMany: (count, limit) => `${count} Spieler sind zu viele: höchstens ${limit}.`,
    errorNameTooLong: (name, limit) =>
      `Der Name „${name}“ ist zu lang: höchstens ${limit} Zeichen.`,
  },
  fr: {
    label: 'Joueurs',
    hint: (players, length) =>
      `Le nombre de joueurs, ou leurs noms séparés par des virgules : ${players} joueurs au plus, des noms de ${length} caractères au plus.`,
    singleName: (name) =>
      `Un seul joueur, « ${name} ». Séparez les noms par des virgules pour plus de joueurs.`,
    pick: 'Qui commence ?',
    rollOff: 'Tirage au dé',
    round: (n) => `Tour ${n}`,
    rollsAgain: 'relance',
    begins: 'commence',
    diceTotal: (faces, total) => `${faces} : total ${total}`,
    starter: (name) => `${name} commence.`,
    orderHeading: 'Ordre de jeu, dans le sens des aiguilles d’une montre',
    announceRound: (n, rolls) => `Tour ${n} : ${rolls}.`,
    announceTie: (names) => `Égalité : ${names} relancent.`,
    announceResult: (starter, order) => `${starter} commence. Ordre : ${order}.`,
    errorEmpty: 'Indiquez le nombre de joueurs, ou leurs noms séparés par des virgules.',
    errorNotWhole: (text) =>
      `« ${text} » n’est pas un nombre entier. Indiquez un nombre de joueurs, par exemple 4, ou des noms.`,
    errorTooFew: 'Il faut au moins 1 joueur.',
    errorTooMany: (count, limit) => `${count} joueurs, c’est trop : ${limit} au plus.`,
    errorNameTooLong: (name, limit) =>
      `Le nom « ${name} » est trop long : ${limit} caractères au plus.`,
  },
};
