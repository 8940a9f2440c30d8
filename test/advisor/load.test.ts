// loadAdvisor in Chromium, each way it can find a strategy: a module worker (real Yahtzee, the one
// full solve of the suite), IndexedDB on the next visit, a blob worker for a script of another
// origin, and the main thread in slices when there is no worker. Small games elsewhere.
import { expect } from '@open-wc/testing';
import type { LoadedStrategy } from '../../src/advisor/client.js';
import { solve } from '../../src/advisor/index.js';
import type { Dice } from '../../src/rules/index.js';
import { emptySheet, getRuleset } from '../../src/rules/index.js';
import { elevenGame, elevenRuleset, testWorker, tinyGame, tinyRuleset } from './games.js';
import {
  clearCache,
  expectProgress,
  freshClient,
  longTasksDuring,
  otherOrigin,
  recordingWorker,
  rejection,
  until,
  withWorker,
} from './helpers.js';

type Progress = [number, number][];
const yahtzee = { ruleset: 'yahtzee', joker: 'free' } as const;

describe('loadAdvisor: Yahtzee in a module worker, then from IndexedDB', () => {
  const progress: Progress = [];
  let loaded: LoadedStrategy;
  let seconds: number;
  let longTasks: number[];

  before(async function () {
    this.timeout(60000);
    await clearCache();
    const { loadStrategy } = await freshClient();
    const started = performance.now();
    ({ result: loaded, longTasks } = await longTasksDuring(() =>
      loadStrategy(yahtzee, { worker: testWorker, onProgress: (...step) => progress.push(step) }),
    ));
    seconds = (performance.now() - started) / 1000;
  });

  it('solves in the worker, to the published figure, with progress, the page free meanwhile', () => {
    console.log(`Yahtzee solved in a module worker in ${seconds.toFixed(2)} s`);
    expect(loaded.source).to.equal('worker');
    // The rules module's free joker is the official rule: 254.5877287 (jdh8/yahtzee-engine,
    // precisit/yatzy-solver; see test/node/advisor.test.mjs).
    expect(loaded.strategy.expectedScore()).to.be.closeTo(254.5877287, 1e-7);
    expectProgress(progress);
    expect(progress.length).to.be.greaterThan(10);
    // The page's own part is small and comes in short tasks; how long they take is the bench's
    // to say (a loaded machine stretches any task), not an assertion's.
    console.log(`longest task on the page meanwhile: ${Math.max(0, ...longTasks)} ms`);
  });

  it('keeps the table, and the next visit reads it from IndexedDB at once, advising alike', async () => {
    expect(await loaded.stored).to.equal(true);
    const { loadStrategy } = await freshClient();
    const progress: Progress = [];
    const started = performance.now();
    const { result: cached, longTasks } = await longTasksDuring(() =>
      loadStrategy(yahtzee, { onProgress: (...step) => progress.push(step) }),
    );
    const ms = performance.now() - started;
    console.log(`Yahtzee loaded from IndexedDB in ${ms.toFixed(0)} ms`);
    console.log(`longest task on the page meanwhile: ${Math.max(0, ...longTasks)} ms`);
    // Read, not solved again: no worker, no progress.
    expect(cached.source).to.equal('cache');
    expect(progress).to.deep.equal([]);
    // 32-bit floats in the cache: about 1e-5 points off.
    expect(cached.strategy.expectedScore()).to.be.closeTo(254.5877287, 1e-3);
    const sheet = { ...emptySheet(), scores: { sixes: 24, yahtzee: 50 } };
    const rolls: Dice[] = [
      [1, 2, 3, 4, 6],
      [5, 5, 5, 2, 2],
      [6, 6, 1, 1, 3],
      [6, 6, 6, 6, 6],
    ];
    for (const dice of rolls) {
      const advice = cached.strategy.bestKeep(sheet, dice, 2);
      const solved = loaded.strategy.bestKeep(sheet, dice, 2);
      expect(advice.keep, dice.join()).to.deep.equal(solved.keep);
      expect(advice.expected).to.be.closeTo(solved.expected, 1e-3);
      const box = (advice: LoadedStrategy) => advice.strategy.rankBoxes(sheet, dice)[0].category;
      expect(box(cached)).to.equal(box(loaded));
    }
  });

  it('gives advice for 200 positions, the same for the same position (time: npm run bench)', () => {
    const { strategy } = loaded;
    const sheet = { ...emptySheet(), scores: { ones: 3, fours: 12, chance: 22 } };
    const started = performance.now();
    const positions = 200;
    for (let i = 0; i < positions; i++) {
      strategy.bestKeep(sheet, [1, 3, 4, 4, ((i % 6) + 1) as Dice[number]], 1 + (i % 2));
      strategy.rankBoxes(sheet, [2, 2, 5, 5, ((i % 6) + 1) as Dice[number]]);
    }
    const ms = (performance.now() - started) / positions;
    console.log(`advice (bestKeep and rankBoxes) in ${ms.toFixed(3)} ms per position`);
    const dice: Dice = [1, 3, 4, 4, 6];
    expect(strategy.bestKeep(sheet, dice, 1)).to.deep.equal(strategy.bestKeep(sheet, dice, 1));
  });
});

describe('loadAdvisor: calls that wait together', () => {
  beforeEach(clearCache);

  it('share one solve, and one caller giving up stops nothing for the others', async () => {
    const { loadStrategy } = await freshClient();
    const gaveUp = new AbortController();
    const recorder = recordingWorker();
    await withWorker(recorder.Worker, async () => {
      const first = loadStrategy(tinyGame, { worker: testWorker, signal: gaveUp.signal });
      const second = loadStrategy(tinyGame, { worker: testWorker });
      const reason = new Error('advice switched off');
      gaveUp.abort(reason);
      expect(await rejection(first)).to.equal(reason);
      const loaded = await second;
      expect(loaded.source).to.equal('worker');
      expect(recorder.started).to.have.length(1);
      expect((await loadStrategy(tinyGame)).strategy).to.equal(loaded.strategy);
      await loaded.stored;
    });
  });

  it('stop the solve once all have given up: the worker is ended', async () => {
    const { loadStrategy } = await freshClient();
    const gaveUp = new AbortController();
    const recorder = recordingWorker();
    const waiting = withWorker(recorder.Worker, () =>
      loadStrategy(elevenGame, { worker: testWorker, signal: gaveUp.signal }),
    );
    await until(() => recorder.started.length > 0);
    gaveUp.abort();
    expect(await rejection(waiting))
      .to.be.instanceOf(DOMException)
      .with.property('name', 'AbortError');
    expect(recorder.ended).to.deep.equal([testWorker.href]);
  });

  it('(on the main thread, the solver stops at its next pause)', async () => {
    const gaveUp = new AbortController();
    const reason = new Error('advice switched off');
    let reports = 0;
    const solving = solve(elevenRuleset(), {
      sliceMs: 20,
      signal: gaveUp.signal,
      onProgress: () => {
        reports++;
        gaveUp.abort(reason);
      },
    });
    expect(await rejection(solving)).to.equal(reason);
    expect(reports).to.equal(1);
  });

  it('reject an unknown ruleset', async () => {
    const { loadAdvisor } = await freshClient();
    const error = await rejection(loadAdvisor({ ruleset: 'no-such-game' }));
    expect(String(error)).to.match(/no-such-game/);
  });
});

describe('loadAdvisor: a worker script of another origin (the bundle on a CDN)', () => {
  beforeEach(clearCache);

  it('is refused by Chrome at construction, so the advisor starts a blob worker that imports it', async () => {
    const crossOrigin = otherOrigin(testWorker);
    expect(() => new Worker(crossOrigin, { type: 'module' }))
      .to.throw(DOMException)
      .with.property('name', 'SecurityError');

    // The CDN case with CORS, as CDNs serve scripts: this test server sends no CORS headers,
    // so the refusal is played by a Worker that refuses what is not a blob, for a script it serves.
    const { Worker: Refusing, started } = recordingWorker({ refuse: true });
    const progress: Progress = [];
    const { loadStrategy } = await freshClient();
    const loaded = await withWorker(Refusing, () =>
      loadStrategy(tinyGame, { worker: testWorker, onProgress: (...step) => progress.push(step) }),
    );
    expect(loaded.source).to.equal('blob-worker');
    expect(started).to.have.length(2);
    expect(started[0]).to.equal(testWorker.href);
    expect(started[1]).to.match(/^blob:/);
    expectProgress(progress);
    const reference = await solve(tinyRuleset());
    expect(loaded.strategy.table).to.deep.equal(reference.table);
    expect(await loaded.stored).to.equal(true);
  });

  it('without CORS the blob worker fails too, and the page solves it itself', async () => {
    const { Worker: Recording, started } = recordingWorker();
    const { loadStrategy } = await freshClient();
    const progress: Progress = [];
    const loaded = await withWorker(Recording, () =>
      loadStrategy(tinyGame, {
        worker: otherOrigin(testWorker),
        onProgress: (...step) => progress.push(step),
      }),
    );
    expect(loaded.source).to.equal('main-thread');
    expect(started).to.have.length(2);
    expect(started[1]).to.match(/^blob:/);
    expectProgress(progress);
    await loaded.stored;
  });
});

describe('loadAdvisor: no Worker at all', () => {
  beforeEach(clearCache);

  it('solves on the main thread in slices, the page running between them, progress reported', async function () {
    this.timeout(30000);
    const { loadStrategy } = await freshClient();
    const progress: Progress = [];
    // A task queued again and again: it runs only when the solve gives the page its turn.
    let turns = 0;
    let solving = true;
    const turn = () => {
      if (!solving) return;
      turns++;
      setTimeout(turn);
    };
    setTimeout(turn);
    const started = performance.now();
    const { result: loaded, longTasks } = await longTasksDuring(() =>
      withWorker(undefined, () =>
        loadStrategy(elevenGame, { onProgress: (...step) => progress.push(step) }),
      ),
    );
    solving = false;
    console.log(
      `eleven boxes on the main thread in ${(performance.now() - started).toFixed(0)} ms, ${progress.length} slices, ${turns} turns of the page, longest task ${Math.max(0, ...longTasks)} ms`,
    );
    expect(loaded.source).to.equal('main-thread');
    expectProgress(progress);
    expect(progress.length).to.be.greaterThan(10);
    // Between slices the page ran: about a turn a slice (time itself is the bench's to say).
    expect(turns, 'turns of the page during the solve').to.be.at.least(progress.length / 2);
    expect(await loaded.stored).to.equal(true);
  });

  it('(the long tasks are seen: the same solve in 200 ms slices makes some)', async function () {
    this.timeout(30000);
    const { longTasks } = await longTasksDuring(() => solve(elevenRuleset(), { sliceMs: 200 }));
    expect(longTasks.length).to.be.greaterThan(0);
    expect(Math.max(...longTasks)).to.be.above(200);
  });
});

// getRuleset is what the page and the worker both build the game from.
describe('loadAdvisor: the request', () => {
  it('takes the table options as getRuleset does', async () => {
    const { tableKey } = await freshClient();
    expect(tableKey(getRuleset('yahtzee'))).to.equal(
      tableKey(getRuleset('yahtzee', { joker: 'forced' })),
    );
    expect(tableKey(getRuleset('yahtzee'))).not.to.equal(
      tableKey(getRuleset('yahtzee', { joker: 'free' })),
    );
    expect(tableKey(getRuleset('yahtzee'))).not.to.equal(
      tableKey(getRuleset('yahtzee', { yahtzeeBonus: 0 })),
    );
  });
});
