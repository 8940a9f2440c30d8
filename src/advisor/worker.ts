// The advisor's Web Worker (a module worker): solves the ruleset the page names and hands the
// table back, transferred rather than copied. One request per worker; the page then ends it.
import type { RulesetOptions } from '../rules/rulesets.js';
import { getRuleset } from '../rules/rulesets.js';
import { solve } from './index.js';

/** What the page asks: a ruleset the rules module knows by its id, and the table's options. */
export interface SolveRequest {
  readonly ruleset: string;
  readonly options: RulesetOptions;
}

/** What the worker answers: progress now and then, then the table or why there is none. */
export type SolveReply =
  | { readonly progress: readonly [done: number, total: number] }
  | { readonly table: Float64Array }
  | { readonly error: string };

interface WorkerScope {
  onmessage: ((event: MessageEvent<SolveRequest>) => void) | null;
  postMessage(reply: SolveReply, transfer?: Transferable[]): void;
}
const scope = globalThis as unknown as WorkerScope;

scope.onmessage = async ({ data }) => {
  try {
    // Rules added with addRuleset on the page are unknown here: the page then solves them itself.
    const ruleset = getRuleset(data.ruleset, data.options);
    const { table } = await solve(ruleset, {
      onProgress: (done, total) => scope.postMessage({ progress: [done, total] }),
    });
    scope.postMessage({ table }, [table.buffer]);
  } catch (error) {
    scope.postMessage({ error: String(error) });
  }
};
