// What the elements call for advice: a ruleset's strategy, never in the page's way. It comes from
// IndexedDB when a visit before solved it; else it is solved in a module Web Worker; in a worker
// made from a blob when the script's origin is not the page's (a CDN); else on the page's main
// thread, in slices too short to be long tasks. Calls for the same table share one solve.
import type { Ruleset, RulesetOptions } from '../rules/rulesets.js';
import { getRuleset } from '../rules/rulesets.js';
import { possibleScores } from '../rules/scoring.js';
import { readTable, storeTable } from './cache.js';
import type { ProgressListener, Strategy } from './index.js';
import { fromTable, solve, tableFormat } from './index.js';
import { pause } from './solve.js';
import type { SolveReply, SolveRequest } from './worker.js';

/** The game to advise on: a ruleset id that `getRuleset` knows, with the table's options. */
export interface AdvisorRequest extends RulesetOptions {
  readonly ruleset: string;
}

/** How to load. */
export interface LoadOptions {
  /** Told now and then while the table is solved: `done` of `total` steps. Not called for a cached table. */
  readonly onProgress?: ProgressListener;
  /** Gives up waiting (the promise rejects with its reason); the solve stops once nobody waits. */
  readonly signal?: AbortSignal;
  /**
   * The worker script: the advisor's own, beside this module, unless given. A page whose rules
   * were added with `addRuleset` may give a script that adds them, then imports the advisor's.
   */
  readonly worker?: URL | string;
}

/** Where a strategy came from. */
export type StrategySource = 'cache' | 'worker' | 'blob-worker' | 'main-thread';

/** A strategy, where it came from, and (for a solved one) whether IndexedDB has kept it. */
export interface LoadedStrategy {
  readonly strategy: Strategy;
  readonly source: StrategySource;
  /** True once the table is in IndexedDB; false when it could not be kept there. */
  readonly stored: Promise<boolean>;
}

/** Slices of the main-thread solve: each ends after the set of boxes that passes this. */
const mainThreadSliceMs = 20;

/**
 * The strategy for a ruleset, for advice (`bestKeep`, `rankBoxes`, `expectedScore`). Rejects for
 * an unknown ruleset or a bad option, and when `signal` aborts; never for a cache problem.
 */
export async function loadAdvisor(
  request: AdvisorRequest,
  options: LoadOptions = {},
): Promise<Strategy> {
  return (await loadStrategy(request, options)).strategy;
}

/** One table being found: the callers waiting for it share it. */
class Job {
  readonly stop = new AbortController();
  readonly result: Promise<LoadedStrategy>;
  private readonly listeners = new Set<ProgressListener>();
  private last?: readonly [done: number, total: number];
  private waiting = 0;
  private settled = false;

  constructor(ruleset: Ruleset, key: string, request: SolveRequest, worker: LoadOptions['worker']) {
    const onProgress: ProgressListener = (done, total) => {
      this.last = [done, total];
      for (const listener of this.listeners) listener(done, total);
    };
    this.result = find(ruleset, key, request, { onProgress, signal: this.stop.signal, worker });
    this.result.then(
      () => (this.settled = true),
      () => {
        this.settled = true;
        // A failed or abandoned table is looked for again by the next call.
        if (jobs.get(key) === this) jobs.delete(key);
      },
    );
  }

  /** One caller's wait, with its own progress listener and signal. */
  wait({ onProgress, signal }: LoadOptions): Promise<LoadedStrategy> {
    return new Promise((resolve, reject) => {
      const listener: ProgressListener = (done, total) => onProgress?.(done, total);
      let waiting = true;
      const leave = () => {
        waiting = false;
        this.listeners.delete(listener);
        signal?.removeEventListener('abort', abort);
        this.waiting--;
      };
      const abort = () => {
        if (!waiting) return;
        leave();
        reject(signal?.reason);
        // Nobody waits any more: the solve stops.
        if (this.waiting === 0 && !this.settled) this.stop.abort(signal?.reason);
      };
      this.waiting++;
      this.listeners.add(listener);
      if (this.last) listener(...this.last);
      signal?.addEventListener('abort', abort, { once: true });
      const settle = (then: () => void) => {
        if (!waiting) return; // this caller gave up already
        leave();
        then();
      };
      this.result.then(
        (loaded) => settle(() => resolve(loaded)),
        (error: unknown) => settle(() => reject(error)),
      );
    });
  }
}

const jobs = new Map<string, Job>();

/** `loadAdvisor`, telling where the strategy came from. @internal for the tests and the bench. */
export async function loadStrategy(
  request: AdvisorRequest,
  options: LoadOptions = {},
): Promise<LoadedStrategy> {
  options.signal?.throwIfAborted();
  const { ruleset: id, ...tableOptions } = request;
  const ruleset = getRuleset(id, tableOptions);
  const key = tableKey(ruleset);
  let job = jobs.get(key);
  if (!job || job.stop.signal.aborted) {
    job = new Job(ruleset, key, { ruleset: id, options: tableOptions }, options.worker);
    jobs.set(key, job);
  }
  return job.wait(options);
}

/**
 * The IndexedDB key of a ruleset's table: its id and options, the table's layout, and a hash of
 * its rules with the scorers' source, so that changed rules never read an old table.
 */
export function tableKey(ruleset: Ruleset): string {
  const rules = JSON.stringify(ruleset, (_, value: unknown) =>
    typeof value === 'function' ? String(value) : value,
  );
  let hash = 0x811c9dc5; // FNV-1a
  for (let i = 0; i < rules.length; i++) hash = Math.imul(hash ^ rules.charCodeAt(i), 0x01000193);
  return `${ruleset.id}:${ruleset.joker}:${ruleset.yahtzeeBonus}:${tableFormat}:${(hash >>> 0).toString(36)}`;
}

interface Solving {
  readonly onProgress: ProgressListener;
  readonly signal: AbortSignal;
  readonly worker: LoadOptions['worker'];
}

async function find(
  ruleset: Ruleset,
  key: string,
  request: SolveRequest,
  solving: Solving,
): Promise<LoadedStrategy> {
  const [cached] = await Promise.all([readTable(key), warmUp(ruleset)]);
  const strategy = cached && strategyOf(ruleset, cached);
  if (strategy) return { strategy, source: 'cache', stored: Promise.resolve(true) };
  solving.signal.throwIfAborted();
  const solved = await compute(ruleset, request, solving);
  return { ...solved, stored: storeTable(key, solved.strategy.table) };
}

/**
 * Works out the rules' possible scores one box a task: compiling a game (for a table, or to solve
 * it) asks for all of them, about 70 ms in one task on a cold page. The rules module keeps them.
 */
async function warmUp(ruleset: Ruleset): Promise<void> {
  for (const box of ruleset.categories) {
    possibleScores(ruleset, box);
    await pause();
  }
}

/** The strategy of a cached table; null for a broken one (another size, no numbers). */
function strategyOf(ruleset: Ruleset, table: Float32Array): Strategy | null {
  try {
    const strategy = fromTable(ruleset, table);
    return Number.isFinite(strategy.expectedScore()) ? strategy : null;
  } catch {
    return null;
  }
}

/** A reply of a worker that ran: another worker of the same script would fail alike. */
class SolveError extends Error {}

async function compute(
  ruleset: Ruleset,
  request: SolveRequest,
  { onProgress, signal, worker }: Solving,
): Promise<{ strategy: Strategy; source: StrategySource }> {
  if (typeof Worker === 'function') {
    for (const [source, start] of workerWays(worker)) {
      let started: Worker;
      try {
        started = start();
      } catch {
        continue; // a script of another origin (SecurityError), or a CSP that forbids the worker
      }
      try {
        const table = await runWorker(started, request, onProgress, signal);
        return { strategy: fromTable(ruleset, table), source };
      } catch (error) {
        signal.throwIfAborted();
        if (error instanceof SolveError) break;
      }
    }
  }
  const strategy = await solve(ruleset, { onProgress, signal, sliceMs: mainThreadSliceMs });
  return { strategy, source: 'main-thread' };
}

/** The ways to start the worker, in the order they are tried. */
function workerWays(worker: LoadOptions['worker']): [StrategySource, () => Worker][] {
  const script = worker
    ? new URL(worker, globalThis.location?.href)
    : new URL('./worker.js', import.meta.url);
  return [
    // The default written out as bundlers recognise it, so that an app's bundler ships the worker.
    [
      'worker',
      () =>
        worker
          ? new Worker(script, { type: 'module' })
          : new Worker(new URL('./worker.js', import.meta.url), { type: 'module' }),
    ],
    ['blob-worker', () => blobWorker(script)],
  ];
}

/**
 * A worker made from a blob that imports the script: a page may start it whatever the script's
 * origin, and the script's imports and `import.meta.url` stay its own. The script must be served
 * with CORS, as CDNs do; the page's CSP must allow `blob:` workers.
 */
function blobWorker(script: URL): Worker {
  const source = `import ${JSON.stringify(script.href)};`;
  const url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
  try {
    return new Worker(url, { type: 'module' });
  } finally {
    URL.revokeObjectURL(url); // the worker has resolved it already
  }
}

/** The table a started worker solves; rejects when its script does not load or it fails. */
function runWorker(
  worker: Worker,
  request: SolveRequest,
  onProgress: ProgressListener,
  signal: AbortSignal,
): Promise<Float64Array> {
  return new Promise((resolve, reject) => {
    const end = () => {
      worker.terminate();
      signal.removeEventListener('abort', abort);
    };
    const abort = () => {
      end();
      reject(signal.reason);
    };
    signal.addEventListener('abort', abort, { once: true });
    worker.onmessage = ({ data }: MessageEvent<SolveReply>) => {
      if ('progress' in data) return onProgress(...data.progress);
      end();
      if ('table' in data) resolve(data.table);
      else reject(new SolveError(data.error));
    };
    // The script did not load or run: no CORS for another origin, refused by the CSP, not found.
    worker.onerror = (event) => {
      event.preventDefault();
      end();
      reject(new Error(event.message || 'The advisor worker did not start'));
    };
    worker.postMessage(request);
  });
}
