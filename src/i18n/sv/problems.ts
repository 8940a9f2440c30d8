import type { ProblemMessages } from '../problems.js';

const sv: ProblemMessages = {
  gameOver: 'Spelet är slut: alla rutor är fyllda.',
  boxFilled: (box) => `${box} är redan ifylld.`,
  impossible: (points, box, values) => `${points} går inte i ${box}. Möjligt: ${values}.`,
  dice: (count) => `Skriv ${count} siffror från 1 till 6.`,
  face: 'Välj siffran för den extra Yahtzeen: 1 till 6.',
  joker: (box, allowed) => `Jokerregeln placerar slaget i ${allowed}, inte i ${box}.`,
  noExtra: (box) => `En extra ${box} kräver att rutan ${box} redan är ifylld.`,
  noExtraRule: (box) =>
    `En extra ${box} räknas här som vilket kast som helst: fyll i tärningarna eller poängen.`,
  unknownBox: (box) => `Det finns ingen ruta ”${box}” i protokollet.`,
  emptyName: 'Ett namn får inte vara tomt.',
  nameTooLong: (max) => `Ett namn får ha högst ${max} tecken.`,
  tooManyPlayers: (max) => `Högst ${max} spelare.`,
  onePlayer: 'Ett parti behöver minst en spelare.',
  playersLocked: 'Spelare kan bara läggas till, tas bort eller flyttas före första poängen.',
  noPlayer: (seat) => `Det finns ingen spelare ${seat}.`,
  nothingToUndo: 'Det finns inget att ångra.',
  boxEmpty: (box) => `${box} är fortfarande tom.`,
  laterRefused: (name, box) => `${name}: den senare ${box} vore då inte längre tillåten.`,
  columnDown: (next) => `Nedåtkolumnen fylls uppifrån och ned: ${next} står på tur.`,
  columnUp: (next) => `Uppåtkolumnen fylls nedifrån och upp: ${next} står på tur.`,
  firstRoll: (column) =>
    `Kolumnen ${column} tar bara turens första kast: efter ett omkast är den stängd.`,
  columnNeeded: (columns) => `Välj en kolumn: ${columns}.`,
  unknownColumn: (column) => `Det finns ingen kolumn ”${column}” på det här kortet.`,
  or: 'eller',
};
export default sv;
