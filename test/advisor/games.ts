// Games the advisor tests solve instead of Yahtzee where the figures do not matter, added with
// addRuleset in every realm that imports this module: the page and the test worker.
import type { CategoryId, RulesetData, Scorer } from '../../src/rules/index.js';
import { addRuleset, getRuleset, rulesetData } from '../../src/rules/index.js';

const yahtzee = rulesetData.yahtzee;
const only = <T>(record: Readonly<Partial<Record<CategoryId, T>>>, boxes: CategoryId[]) =>
  Object.fromEntries(boxes.map((box) => [box, record[box]])) as Partial<Record<CategoryId, T>>;

/** Six boxes and the joker: solved in milliseconds. */
const tiny: RulesetData = {
  ...yahtzee,
  id: 'advisor-test-tiny',
  upperCategories: ['ones', 'twos', 'threes'],
  lowerCategories: ['three-of-a-kind', 'yahtzee', 'chance'],
  upperBonusThreshold: 10,
  extra: yahtzee.extra && {
    ...yahtzee.extra,
    jokerFirst: ['three-of-a-kind'],
    jokerScorers: only<Scorer>(yahtzee.extra.jokerScorers, ['three-of-a-kind', 'chance']),
  },
};

/** Eleven boxes, no joker: about a second to solve, long enough to need many slices. */
const eleven: RulesetData = {
  ...yahtzee,
  id: 'advisor-test-eleven',
  lowerCategories: ['three-of-a-kind', 'full-house', 'large-straight', 'yahtzee', 'chance'],
  extra: null,
};

for (const data of [tiny, eleven]) addRuleset(data);

export const tinyGame = { ruleset: tiny.id };
export const elevenGame = { ruleset: eleven.id };
export const tinyRuleset = () => getRuleset(tiny.id);
export const elevenRuleset = () => getRuleset(eleven.id);

/** The advisor's worker with these games added; the tests start it instead of `./worker.js`. */
export const testWorker = new URL('./test-worker.ts', import.meta.url);
