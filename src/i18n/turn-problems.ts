// The refusals of a turn at the dice, apart from the other rule problems: the roller needs only these.
import { formatNumber, catalog, type Catalog, type Language } from './index.js';
import type { RuleProblem } from '../rules/rule-error.js';

export interface TurnProblemMessages {
  noRollsLeft: string;
  holdBeforeRoll: string;
  holdAfterLastRoll: string;
  noDie: (index: string, last: string) => string;
}

export const turnProblemMessages: Catalog<TurnProblemMessages> = catalog<TurnProblemMessages>(
  {
    noRollsLeft: 'No rolls left this turn.',
    holdBeforeRoll: 'Roll first: dice can be held after the first roll.',
    holdAfterLastRoll: 'No rolls left this turn: holding a die changes nothing.',
    noDie: (index, last) => `There is no die ${index}: dice are numbered 0 to ${last}.`,
  },
  {
    nl: () => import('./nl/turn-problems.js'),
    sv: () => import('./sv/turn-problems.js'),
    de: () => import('./de/turn-problems.js'),
    fr: () => import('./fr/turn-problems.js'),
  },
);

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
