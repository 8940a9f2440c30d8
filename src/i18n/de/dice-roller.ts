import type { DiceRollerMessages } from '../dice-roller.js';

const de: DiceRollerMessages = {
  faces: ['', 'eins', 'zwei', 'drei', 'vier', 'fünf', 'sechs'],
  dice: 'Würfel',
  roll: 'Würfeln',
  newTurn: 'Neuer Zug',
  counter: (n, rolls) => `Wurf ${n} von ${rolls}`,
  rollsThisTurn: { one: '# Wurf in diesem Zug', other: '# Würfe in diesem Zug' },
  savedRolls: { one: '(# gespart)', other: '(# gespart)' },
  die: (position, face, held) =>
    `Würfel ${position}: ${face ?? 'noch nicht geworfen'}${held ? ', fest' : ''}`,
  // Under a die, at most its width (44 px on a phone); its label says the same word.
  heldTag: 'fest',
  holdHint: (lastKey) =>
    `Tippe auf einen Würfel, um ihn zu halten oder freizugeben (Tasten 1–${lastKey}).`,
  lastRollHint: 'Keine Würfe mehr: Punkte eintragen, dann einen neuen Zug beginnen.',
  writeInCard: 'Keine Würfe mehr: diesen Wurf im Spielblock eintragen.',
  gameOver: 'Das Spiel ist vorbei: im Spielblock ein neues Spiel beginnen.',
  advice: 'Tipps',
};
export default de;
