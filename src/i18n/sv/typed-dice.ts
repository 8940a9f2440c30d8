import type { TypedDiceMessages } from '../typed-dice.js';

const sv: TypedDiceMessages = {
  diceLabel: (count, example) => `Tärningar (${count} siffror, till exempel ${example})`,
  addFace: (face) => `Lägg till en ${face}`,
  clearDice: 'Rensa',
};
export default sv;
