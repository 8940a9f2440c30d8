import type { TurnProblemMessages } from '../turn-problems.js';

const sv: TurnProblemMessages = {
  noRollsLeft: 'Inga slag kvar den här omgången.',
  holdBeforeRoll: 'Slå först: tärningar kan sparas efter första slaget.',
  holdAfterLastRoll: 'Inga slag kvar den här omgången: att spara en tärning ändrar inget.',
  noDie: (index, last) => `Det finns ingen tärning ${index}: de är numrerade 0 till ${last}.`,
};
export default sv;
