import type { DiceRollerMessages } from '../dice-roller.js';

const nl: DiceRollerMessages = {
  faces: ['', 'een', 'twee', 'drie', 'vier', 'vijf', 'zes'],
  dice: 'Dobbelstenen',
  roll: 'Gooi',
  newTurn: 'Nieuwe beurt',
  counter: (n, rolls) => `Worp ${n} van ${rolls}`,
  rollsThisTurn: { one: '# worp deze beurt', other: '# worpen deze beurt' },
  savedRolls: { one: '(# bewaard)', other: '(# bewaard)' },
  die: (position, face, held) =>
    `Dobbelsteen ${position}: ${face ?? 'nog niet gegooid'}${held ? ', vast' : ''}`,
  heldTag: 'vast',
  holdHint: (lastKey) =>
    `Tik op een dobbelsteen om hem vast te houden of los te laten (toetsen 1–${lastKey}).`,
  lastRollHint: 'Geen worpen meer: vul je score in en begin een nieuwe beurt.',
  writeInCard: 'Geen worpen meer: vul deze worp in op de scorekaart.',
  gameOver: 'Het spel is afgelopen: begin een nieuw spel op de scorekaart.',
  advice: 'Advies',
};
export default nl;
