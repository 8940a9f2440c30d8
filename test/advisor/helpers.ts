// Shared by the advisor's browser tests: a first visit's client, the cache emptied, long tasks
// counted, and a Worker that refuses scripts as Chrome does those of another origin.
import { expect } from '@open-wc/testing';

type Client = typeof import('../../src/advisor/client.js');

let visits = 0;

/** The client as a new visit's page gets it: a module URL of its own, nothing solved in memory. */
export function freshClient(): Promise<Client> {
  const url = new URL('../../src/advisor/client.ts', import.meta.url);
  url.searchParams.set('visit', String(++visits));
  return import(url.href) as Promise<Client>;
}

export const databaseName = 'yahtzee-widgets-advisor';

/** Deletes the advisor's database (the tests of one run share a browser profile). */
export function clearCache(): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.deleteDatabase(databaseName);
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error);
  });
}

/** The durations of the long tasks (over 50 ms) the page ran while `work` ran. */
export async function longTasksDuring<T>(work: () => Promise<T>) {
  const durations: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) durations.push(entry.duration);
  });
  observer.observe({ type: 'longtask' });
  try {
    const result = await work();
    // A long task is reported after it ends.
    await new Promise((resume) => setTimeout(resume, 20));
    for (const entry of observer.takeRecords()) durations.push(entry.duration);
    return { result, longTasks: durations };
  } finally {
    observer.disconnect();
  }
}

/** Runs `work` with `Worker` replaced (undefined: a browser without workers). */
export async function withWorker<T>(
  replacement: typeof Worker | undefined,
  work: () => Promise<T>,
): Promise<T> {
  const original = globalThis.Worker;
  globalThis.Worker = replacement as typeof Worker;
  try {
    return await work();
  } finally {
    globalThis.Worker = original;
  }
}

/**
 * A Worker that records the scripts it is asked to start and the workers ended; with `refuse`, it
 * throws for every script but a blob, as Chrome does for a script of another origin (a CDN's).
 */
export function recordingWorker({ refuse = false } = {}) {
  const started: string[] = [];
  const ended: string[] = [];
  class Recording extends Worker {
    readonly #script: string;

    constructor(script: string | URL, options?: WorkerOptions) {
      started.push(String(script));
      if (refuse && !String(script).startsWith('blob:')) {
        throw new DOMException(
          `Failed to construct 'Worker': Script at '${String(script)}' cannot be accessed from origin '${location.origin}'.`,
          'SecurityError',
        );
      }
      super(script, options);
      this.#script = String(script);
    }

    override terminate(): void {
      ended.push(this.#script);
      super.terminate();
    }
  }
  return { Worker: Recording, started, ended };
}

/** Resolves once `condition` holds, checking every 5 ms. */
export async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resume) => setTimeout(resume, 5));
}

/** A URL on this test server that is of another origin: localhost and 127.0.0.1 are two. */
export function otherOrigin(url: URL): URL {
  const other = new URL(url);
  other.hostname = url.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
  return other;
}

/** Progress as reported: some steps, none back from the one before, the last one the total. */
export function expectProgress(progress: (readonly [number, number])[]): void {
  expect(progress.length, 'progress reports').to.be.greaterThan(0);
  const [last, total] = progress[progress.length - 1];
  expect(last).to.equal(total);
  expect(total).to.be.greaterThan(0);
  for (let i = 1; i < progress.length; i++) {
    expect(progress[i][0]).to.be.at.least(progress[i - 1][0]);
  }
}

/** What `promise` rejects with; fails when it resolves. */
export async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}
