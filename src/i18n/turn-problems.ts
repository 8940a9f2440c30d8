// The refusals of a turn at the dice, apart from the other rule problems: the roller needs only these.
import { formatNumber, type Catalog, type Language } from './index.js';
import type { RuleProblem } from '../rules/rule-error.js';

export interface TurnProblemMessages {
  noRollsLeft: string;
  holdBeforeRoll: string;
  holdAfterLastRoll: string;
  noDie: (index: string, last: string) => string;
}

export const turnProblemMessages: Catalog<TurnProblemMessages> = {
  en: {
    noRollsLeft: 'No rolls left this turn.',
    holdBeforeRoll: 'Roll first: dice can be held after the first roll.',
    holdAfterLastRoll: 'No rolls left this turn: holding a die changes nothing.',
    noDie: (index, last) => `There is no die ${index}: dice are numbered 0 to ${last}.`,
  },
  nl: {
    noRollsLeft: 'Deze beurt is er geen worp meer over.',
    holdBeforeRoll: 'Gooi eerst: na de eerste worp kun je stenen vasthouden.',
    holdAfterLastRoll: 'Deze beurt is er geen worp meer over: vasthouden verandert niets.',
    noDie: (index, last) => `Er is geen dobbelsteen ${index}: ze zijn genummerd van 0 tot ${last}.`,
  },
  sv: {
    noRollsLeft: 'Inga slag kvar den här omgången.',
    holdBeforeRoll: 'Slå först: tärningar kan sparas efter första slaget.',
    holdAfterLastRoll: 'Inga slag kvar den här omgången: att spara en tärning ändrar inget.',
    noDie: (index, last) => `Det finns ingen tärning ${index}: de är numrerade 0 till ${last}.`,
  },
  de: {
    noRollsLeft: 'In diesem Zug ist kein Wurf mehr übrig.',
    holdBeforeRoll: 'Erst würfeln: Würfel lassen sich nach dem ersten Wurf halten.',
    holdAfterLastRoll: 'In diesem Zug ist kein Wurf mehr übrig: Halten ändert nichts.',
    noDie: (index, last) =>
      `Es gibt keinen Würfel ${index}: sie sind von 0 bis ${last} nummeriert.`,
  },
  fr: {
    noRollsLeft: 'Plus aucun lancer ce tour-ci.',
    holdBeforeRoll: 'Lancez d’abord : les dés se gardent après le premier lancer.',
    holdAfterLastRoll: 'Plus aucun lancer ce tour-ci : garder un dé ne change rien.',
    noDie: (index, last) => `Il n’y a pas de dé ${index} : ils sont numérotés de 0 à ${last}.`,
  },
};

/** A refusal of the turn rules in the page's language; undefined for any other problem. */
export function turnProblemText(lang: Language, problem: RuleProblem): string | undefined {
  const m = turnProblemMessages[lang];
  switch (problem.code) {
    case 'no-rolls-left':
      return m.noRollsLeft;
    case 'hold-before-roll':
      return m.holdBeforeRoll;
    case 'hold-after-last-roll':
      return m.holdAfterLastRoll;
    case 'no-die':
      return m.noDie(String(problem.index), formatNumber(lang, problem.dice - 1));
  }
  return undefined;
}
