import type { TypedDiceMessages } from '../typed-dice.js';

const nl: TypedDiceMessages = {
  diceLabel: (count, example) => `Dobbelstenen (${count} getallen, zoals ${example})`,
  addFace: (face) => `Een ${face} toevoegen`,
  clearDice: 'Wissen',
};
export default nl;
