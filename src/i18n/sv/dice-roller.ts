import type { DiceRollerMessages } from '../dice-roller.js';

const sv: DiceRollerMessages = {
  faces: ['', 'ett', 'två', 'tre', 'fyra', 'fem', 'sex'],
  dice: 'Tärningar',
  roll: 'Kasta',
  newTurn: 'Ny tur',
  counter: (n, rolls) => `Kast ${n} av ${rolls}`,
  rollsThisTurn: { one: '# kast den här turen', other: '# kast den här turen' },
  savedRolls: { one: '(# sparat)', other: '(# sparade)' },
  die: (position, face, held) =>
    `Tärning ${position}: ${face ?? 'inte kastad än'}${held ? ', sparad' : ''}`,
  heldTag: 'sparad',
  holdHint: (lastKey) =>
    `Tryck på en tärning för att spara eller släppa den (tangent 1–${lastKey}).`,
  lastRollHint: 'Inga kast kvar: skriv in poängen och börja en ny tur.',
  writeInCard: 'Inga kast kvar: skriv in kastet i protokollet.',
  gameOver: 'Spelet är slut: börja ett nytt parti i protokollet.',
  advice: 'Råd',
};
export default sv;
