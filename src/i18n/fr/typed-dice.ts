import type { TypedDiceMessages } from '../typed-dice.js';

const fr: TypedDiceMessages = {
  diceLabel: (count, example) => `Dés (${count} valeurs, comme ${example})`,
  addFace: (face) => `Ajouter un ${face}`,
  clearDice: 'Effacer',
};
export default fr;
