import type { TurnProblemMessages } from '../turn-problems.js';

const de: TurnProblemMessages = {
  noRollsLeft: 'In diesem Zug ist kein Wurf mehr übrig.',
  holdBeforeRoll: 'Erst würfeln: Würfel lassen sich nach dem ersten Wurf halten.',
  holdAfterLastRoll: 'In diesem Zug ist kein Wurf mehr übrig: Halten ändert nichts.',
  noDie: (index, last) => `Es gibt keinen Würfel ${index}: sie sind von 0 bis ${last} nummeriert.`,
};
export default de;
