import type { TypedDiceMessages } from '../typed-dice.js';

const de: TypedDiceMessages = {
  diceLabel: (count, example) => `Würfel (${count} Augenzahlen, etwa ${example})`,
  addFace: (face) => `Eine ${face} hinzufügen`,
  clearDice: 'Löschen',
};
export default de;
