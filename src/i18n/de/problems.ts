import type { ProblemMessages } from '../problems.js';

const de: ProblemMessages = {
  gameOver: 'Das Spiel ist vorbei: alle Felder sind voll.',
  boxFilled: (box) => `${box} ist schon ausgefüllt.`,
  impossible: (points, box, values) =>
    `${points} ist bei ${box} nicht möglich. Möglich: ${values}.`,
  dice: (count) => `Gib ${count} Augenzahlen von 1 bis 6 ein.`,
  face: 'Wähle die Augenzahl des weiteren Kniffels: 1 bis 6.',
  joker: (box, allowed) => `Die Jokerregel setzt diesen Wurf in ${allowed}, nicht in ${box}.`,
  noExtra: (box) => `Ein weiterer ${box} geht erst, wenn das Feld ${box} ausgefüllt ist.`,
  noExtraRule: (box) =>
    `Ein weiterer ${box} zählt hier wie jeder andere Wurf: Würfel oder Punkte eintragen.`,
  unknownBox: (box) => `Es gibt kein Feld „${box}“ auf diesem Block.`,
  emptyName: 'Ein Name darf nicht leer sein.',
  nameTooLong: (max) => `Ein Name darf höchstens ${max} Zeichen haben.`,
  tooManyPlayers: (max) => `Höchstens ${max} Spieler.`,
  onePlayer: 'Ein Spiel braucht mindestens einen Spieler.',
  playersLocked:
    'Spieler lassen sich nur vor dem ersten Eintrag hinzufügen, entfernen oder verschieben.',
  noPlayer: (seat) => `Es gibt keinen Spieler ${seat}.`,
  nothingToUndo: 'Es gibt nichts rückgängig zu machen.',
  boxEmpty: (box) => `${box} ist noch leer.`,
  laterRefused: (name, box) =>
    `Der spätere Eintrag ${box} von ${name} wäre dann nicht mehr erlaubt.`,
  columnDown: (next) =>
    `Die absteigende Spalte geht von oben nach unten: ${next} ist als Nächstes dran.`,
  columnUp: (next) =>
    `Die aufsteigende Spalte geht von unten nach oben: ${next} ist als Nächstes dran.`,
  firstRoll: (column) =>
    `Die Spalte ${column} nimmt nur den ersten Wurf eines Zuges: nach erneutem Würfeln ist sie zu.`,
  columnNeeded: (columns) => `Wähle eine Spalte: ${columns}.`,
  unknownColumn: (column) => `Es gibt keine Spalte „${column}“ auf diesem Block.`,
  or: 'oder',
};
export default de;
