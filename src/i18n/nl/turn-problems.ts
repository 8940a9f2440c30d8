import type { TurnProblemMessages } from '../turn-problems.js';

const nl: TurnProblemMessages = {
  noRollsLeft: 'Deze beurt is er geen worp meer over.',
  holdBeforeRoll: 'Gooi eerst: na de eerste worp kun je stenen vasthouden.',
  holdAfterLastRoll: 'Deze beurt is er geen worp meer over: vasthouden verandert niets.',
  noDie: (index, last) => `Er is geen dobbelsteen ${index}: ze zijn genummerd van 0 tot ${last}.`,
};
export default nl;
