import { expect } from '@open-wc/testing';
import { RuleError, type RuleProblem } from '../../src/rules/index.js';

/** What `act` threw: a RuleError with this problem (deep-equal) and this exact English message. */
export function refusal(act: () => unknown, problem: RuleProblem, message: string): void {
  let thrown: unknown;
  try {
    act();
  } catch (error) {
    thrown = error;
  }
  expect(thrown, `${problem.code}: throws a RuleError`).to.be.instanceOf(RuleError);
  expect(thrown).to.be.instanceOf(Error);
  const error = thrown as RuleError;
  expect(error.name).to.equal('RuleError');
  expect(error.problem, problem.code).to.deep.equal(problem);
  expect(error.message, problem.code).to.equal(message);
  // Plain data: it survives JSON as it is.
  expect(JSON.parse(JSON.stringify(error.problem))).to.deep.equal(problem);
}
