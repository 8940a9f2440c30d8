import type { TurnProblemMessages } from '../turn-problems.js';

const fr: TurnProblemMessages = {
  noRollsLeft: 'Plus aucun lancer ce tour-ci.',
  holdBeforeRoll: 'Lancez d’abord : les dés se gardent après le premier lancer.',
  holdAfterLastRoll: 'Plus aucun lancer ce tour-ci : garder un dé ne change rien.',
  noDie: (index, last) => `Il n’y a pas de dé ${index} : ils sont numérotés de 0 à ${last}.`,
};
export default fr;
