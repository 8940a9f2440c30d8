// How every element turns a refusal of the rules into the Error its caller gets.
import { RuleError, type RuleProblem } from '../rules/rule-error.js';

/**
 * Runs a rules call; a RuleError is worded again by `word` (the rules' own message where it has no
 * words): still a RuleError with its problem, the first as its cause. A die that is not there is a
 * RangeError, as an index out of range is. Anything else passes through.
 */
export function refused<T>(word: (problem: RuleProblem) => string | undefined, call: () => T): T {
  try {
    return call();
  } catch (error) {
    if (!(error instanceof RuleError)) throw error;
    const message = word(error.problem) ?? error.message;
    throw error.problem.code === 'no-die'
      ? new RangeError(message, { cause: error })
      : Object.assign(new RuleError(error.problem), { message, cause: error });
  }
}
