// The browser side of `npm run bench`: the built bundle in Debian's Chromium (playwright-core),
// on scripts/bench/page.html served from the repository root, at 390 × 844.
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../web-test-runner.config.mjs';
import { serve } from '../serve.mjs';
import { installHelpers } from './in-page.mjs';
import { playGame, playerNames } from './rules.mjs';
import { summarize } from './table.mjs';
import { clickWork, renderingStages, traced } from './trace.mjs';

export const viewport = { width: 390, height: 844 };
export const playerCounts = [2, 8, 20, 100];
/** The section of a card's figures at `players` players. */
export const cardSection = (players) =>
  `<yahtzee-scorecard>, ${players} player${players === 1 ? '' : 's'}`;
const prefix = 'yahtzee-widgets-bench:';
/** The problem said when the page's renderer crashed: the browser failed, not a figure. */
export const crashed = 'the page crashed';
const gameKey = (players, state) => `${prefix}${players}:${state}`;
const stageNames = [...new Set(Object.values(renderingStages))];
/** Each stage of the browser's rendering as the bench's table names it. */
const stageLabels = {
  style: 'style',
  layout: 'layout',
  prePaint: 'pre-paint',
  paint: 'paint',
  composite: 'layerize and commit',
};
const states = [
  { state: 'empty', label: 'empty card' },
  { state: 'round-7', label: 'game in round 7' },
  { state: 'finished', label: 'finished game' },
];

/**
 * Opens a bench page and resolves once it says it is ready ('bench: ready' in its console):
 * nothing is evaluated in the page before then, or Playwright's own script would be compiled
 * there, after the load event, beside the work measured.
 */
export async function loadBenchPage(page, url) {
  const ready = page.waitForEvent('console', {
    predicate: (message) => message.text() === 'bench: ready',
  });
  await page.goto(url, { waitUntil: 'commit' });
  await ready;
}

/** Starts the server and Chromium; throws when Chromium does not start. */
export async function openChromium() {
  const server = await serve();
  try {
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    return { server, browser, version: browser.version() };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/**
 * A page in a context of its own. Every load is cold without the cost of a new context per load:
 * no HTTP or code cache, and 127.0.0.1 and localhost are different sites, so load after load
 * alternates between them and each gets a new renderer process (same-site reloads reuse a warm
 * process and render several times faster). localStorage is per origin: seeds go to both.
 *
 * Each saved game is served from a port of its own (`origins`), so its origins' localStorage
 * holds that game alone, as a reader's site holds their own game. A renderer's first read of
 * localStorage loads its origin's every item: with every game of the bench in one origin (about
 * 600 KB), each load and insert paid for the others' (30-40 ms more to a 100-player game's board).
 */
async function openPage({ server, browser }, problems, rootDir = '.') {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  page.setDefaultTimeout(20000);
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('crash', () => problems.push(crashed));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const portOf = (base) => new URL(base.url).port;
  const hosts = ['127.0.0.1', 'localhost'];
  const origins = new Map();
  let loads = 0;
  return {
    page,
    hosts,
    /** The server of the saved game under `key`: its origins hold nothing else. */
    async originOf(key) {
      if (!origins.has(key)) origins.set(key, await serve({ rootDir }));
      return origins.get(key);
    },
    /**
     * A cold load of the bench page (with `query`, an element in it), on `host` or the next one,
     * from `origin` (a server of `originOf`) or the bench's own.
     */
    async load(query = {}, host = hosts[loads++ % 2], origin = server) {
      const search = new URLSearchParams(query).toString();
      await loadBenchPage(
        page,
        `http://${host}:${portOf(origin)}/scripts/bench/page.html${search ? `?${search}` : ''}`,
      );
      await page.evaluate(installHelpers);
    },
    /**
     * A cold load of a card of `players` on the saved game under `key`, from its own origin; with
     * `linked`, a <dice-roller> beside it that the card takes its dice from.
     */
    async loadSaved(key, players, linked = false) {
      const names = playerNames(players).join(',');
      const query = { tag: 'yahtzee-scorecard', 'storage-key': key, players: names };
      if (linked) Object.assign(query, { roller: `${key}:roller`, 'dice-roller': 'roller' });
      await this.load(query, undefined, await this.originOf(key));
    },
    /** The JS heap in use after a full garbage collection, in bytes. */
    async heapAfterGC() {
      await cdp.send('HeapProfiler.collectGarbage');
      return (await cdp.send('Runtime.getHeapUsage')).usedSize;
    },
    async close() {
      await context.close();
      for (const origin of origins.values()) await origin.stop();
    },
  };
}

/**
 * Builds the saved games through the card's own methods, once, and stores each on both hosts of
 * its own origin (openPage), the round-7 game three times: the UI's copies are changed by their
 * entries and undos.
 */
async function seedGames(tab, rules, counts = playerCounts) {
  const items = {};
  for (const players of counts) {
    const round7 = playGame(rules, players, 6 * players);
    const finished = playGame(rules, players);
    // Two entries short of its end: the game's last entry (lastEntries).
    const lastLeft = playGame(rules, players, finished.entries.length - 2);
    await tab.load({}, tab.hosts[0]);
    const saved = await tab.page.evaluate((args) => window.bench.saves(args), {
      players: round7.players,
      games: [
        { key: gameKey(players, 'round-7'), entries: round7.entries },
        { key: gameKey(players, 'finished'), entries: finished.entries },
        { key: gameKey(players, 'last-entry'), entries: lastLeft.entries },
      ],
    });
    for (const [key, json] of Object.entries(saved)) items[key] = json;
    items[gameKey(players, 'ui')] = items[gameKey(players, 'round-7')];
    items[gameKey(players, 'linked')] = items[gameKey(players, 'round-7')];
  }
  for (const [key, json] of Object.entries(items)) {
    const origin = await tab.originOf(key);
    for (const host of tab.hosts) {
      await tab.load({}, host, origin);
      await tab.page.evaluate((seeds) => window.bench.seed(seeds), { [key]: json });
    }
  }
}

/** What each load must show: a table, and the saved game (round 1 or 7 with seat 0 to play, or over). */
function checkState(state, players, actual) {
  const round = { empty: 1, 'round-7': 7 }[state];
  const seat = state === 'finished' ? -1 : 0;
  if (!actual.drawn || actual.currentPlayer !== seat || (round && actual.round !== round)) {
    throw new Error(
      `${players} players, ${state}: round ${actual.round}, seat ${actual.currentPlayer}, table ${actual.drawn}`,
    );
  }
}

/**
 * The cold-load figures, round after round (the first round a warm-up): each element inserted
 * into a page that has the bundle loaded (a card's next to its floor: the same DOM and styles
 * inserted as static markup into another cold page, no script of ours running), and fresh loads of a page with a scorecard whose saved
 * game is empty, in round 7 or finished, with the JS heap after GC.
 */
async function coldLoads(tab, { runs, progress }) {
  const inserts = [
    { tag: 'dice-roller', label: '<dice-roller>' },
    { tag: 'first-player-picker', label: '<first-player-picker>' },
    ...playerCounts.map((players) => ({
      tag: 'yahtzee-scorecard',
      label: `<yahtzee-scorecard>, ${players} players`,
      players,
    })),
  ].map((config) => ({ ...config, drawn: [], frame: [], whole: [], again: [], floor: [] }));
  // Each card's first render's DOM, drawn once on a page of its own (its later file not yet
  // there, as in the cold insert), for its floor (insertStatic).
  for (const config of inserts) {
    if (!config.players) continue;
    await tab.load();
    config.snapshot = await tab.page.evaluate((args) => window.bench.snapshot(args), {
      tag: config.tag,
      attributes: {
        'storage-key': `${prefix}snapshot:${config.players}`,
        players: playerNames(config.players).join(','),
      },
    });
  }
  const loads = playerCounts.flatMap((players) =>
    states.map(({ state, label }) => ({ players, state, label, drawn: [], laidOut: [], heap: [] })),
  );
  for (let run = 0; run <= runs; run++) {
    progress(`cold loads: round ${run + 1} of ${runs + 1}`);
    for (const config of inserts) {
      await tab.load();
      const attributes = { 'storage-key': `${prefix}insert:${run}:${config.label}` };
      if (config.players) attributes.players = playerNames(config.players).join(',');
      const time = await tab.page.evaluate((args) => window.bench.insert(args), {
        tag: config.tag,
        attributes,
      });
      // A second one in the same page, once the first is whole: what each card costs once the page
      // has drawn one (Lit's templates made, the code run, the style sheets parsed).
      attributes['storage-key'] += ':again';
      const again = await tab.page.evaluate((args) => window.bench.insert(args), {
        tag: config.tag,
        attributes,
      });
      let floor;
      if (config.snapshot) {
        await tab.load();
        floor = await tab.page.evaluate((args) => window.bench.insertStatic(args), config.snapshot);
      }
      if (run === 0) continue;
      config.drawn.push(time.drawn);
      config.frame.push(time.frame);
      config.whole.push(time.whole);
      config.again.push(again.drawn);
      if (floor !== undefined) config.floor.push(floor);
    }
    for (const config of loads) {
      const { players, state } = config;
      await tab.loadSaved(gameKey(players, state), players);
      const [drawn, laidOut] = await tab.page.evaluate(() =>
        ['drawn', 'laid-out'].map((name) => performance.getEntriesByName(name)[0].startTime),
      );
      checkState(state, players, await tab.page.evaluate(() => window.bench.cardState()));
      const heap = await tab.heapAfterGC();
      if (run === 0) continue;
      config.drawn.push(drawn);
      config.laidOut.push(laidOut);
      config.heap.push(heap);
    }
  }
  return { inserts, loads };
}

/**
 * A click on `clickSelector`, timed in the page from the click event to `done` ({ selector,
 * present }) in the card's shadow root and to the next frame.
 */
async function timedClick(page, clickSelector, done) {
  await page.evaluate((args) => window.bench.arm(args), done);
  await page.locator(`yahtzee-scorecard ${clickSelector}`).click();
  return page.evaluate(() => window.bench.result);
}

/**
 * A click's work figures, none yet: CPU time, wall time, and the browser's rendering in the first,
 * in all and by stage (each a list of samples, so that runs merge key by key).
 */
const noWorks = () => ({
  samples: [],
  wallSamples: [],
  rendering: [],
  ...Object.fromEntries(stageNames.map((stage) => [stage, []])),
});

/** Adds a run's work figures (`from`, as noWorks has them) to those gathered in `into`. */
const addWorks = (into, from) => {
  for (const key of Object.keys(into)) into[key].push(...from[key]);
};

/**
 * Runs `round` (one run of timed clicks, resolving with their in-page times by name) `runs` times
 * after a warm-up run, then as many times again with the page traced, for each click's main-thread
 * work (trace.mjs): the untraced runs give the other figures, unchanged by the tracing. Resolves
 * with each name's times ({ dom, frame }), its works ({ samples, wallSamples, rendering }: CPU
 * time, wall time, and the browser's style, layout and paint in the CPU time), and the page
 * script the trace found between a click's task and its frame (not in the work figure). With
 * `traceEachRound`, each traced round is a trace of its own: a round that loads a page needs it,
 * as a page's frame ids start again at each load.
 */
async function timedRounds(page, runs, round, { traceEachRound = false } = {}) {
  const times = {};
  const works = {};
  for (let run = 0; run <= runs; run++) {
    const result = await round(run);
    if (run === 0) continue;
    for (const [name, time] of Object.entries(result)) (times[name] ??= []).push(time);
  }
  // Each traced run's results with the trace's events they are found in.
  const tracedRuns = [];
  const traceRuns = async (from, to) => {
    const results = [];
    const events = await traced(page, async () => {
      for (let run = from; run <= to; run++) results.push(await round(run));
    });
    for (const result of results) tracedRuns.push({ result, events });
  };
  if (traceEachRound) for (let run = 0; run <= runs; run++) await traceRuns(run, run);
  else await traceRuns(0, runs);
  const between = new Set();
  for (const { result, events } of tracedRuns.slice(1)) {
    for (const [name, time] of Object.entries(result)) {
      const click = clickWork(events, time.request);
      const work = (works[name] ??= noWorks());
      work.samples.push(click.work);
      work.wallSamples.push(click.wall);
      work.rendering.push(click.rendering);
      for (const stage of stageNames) work[stage].push(click.stages[stage]);
      for (const script of click.between) between.add(`${name}: ${script}`);
    }
  }
  return { times, works, between: [...between] };
}

/**
 * The UI on a card whose game is in round 7, loaded cold: dice typed into #dice, then over and
 * over (the first time a warm-up) a box's entry panel opened and closed, the roll written through
 * its placement button, and undone (which gives the typed dice back). Then the entry's floor: what
 * the entry changes in the card's shadow DOM, made by a plain click on a static copy (replica in
 * in-page.mjs), to the state after the entry and back, over and over.
 */
async function interactions(tab, players, { runs }) {
  const { page } = tab;
  await tab.loadSaved(gameKey(players, 'ui'), players);
  const state = await page.evaluate(() => window.bench.cardState());
  checkState('round-7', players, state);
  const seat = state.currentPlayer;
  await page.locator('yahtzee-scorecard #dice').fill('3 3 3 5 5');
  const place = page.locator('yahtzee-scorecard ul.placements button[data-place]:not(.zero)');
  const box = await place.first().getAttribute('data-place');
  const cell = await page
    .locator('yahtzee-scorecard table.sheet button.cell[data-box]')
    .last()
    .getAttribute('data-box');
  const filled = `tr[data-category="${box}"] td.filled[data-seat="${seat}"]`;
  const states = await entryStates(page, box, ['yahtzee-scorecard']);
  const round = async () => {
    const panel = await timedClick(page, `table.sheet button.cell[data-box="${cell}"]`, {
      selector: 'section.entry',
      present: true,
    });
    await page.locator('yahtzee-scorecard section.entry button.cancel').click();
    await page.locator('yahtzee-scorecard section.entry').waitFor({ state: 'detached' });
    const entry = await timedClick(page, `ul.placements button[data-place="${box}"]`, {
      selector: filled,
      present: true,
    });
    const undo = await timedClick(page, 'button.undo', { selector: filled, present: false });
    return { panel, entry, undo };
  };
  const card = await timedRounds(page, runs, round);
  return { box, cell, ...card, floor: await entryFloor(page, states, runs) };
}

/**
 * The shadow DOM of each element of `tags` (its markup) before and after the entry through the
 * place of `box`, settled; the entry is undone after.
 */
async function entryStates(page, box, tags) {
  const markup = () =>
    page.evaluate(
      (names) => names.map((tag) => document.querySelector(tag).shadowRoot.innerHTML),
      tags,
    );
  const settled = () => page.waitForTimeout(300);
  const before = (await settled(), await markup());
  await page.locator(`yahtzee-scorecard ul.placements button[data-place="${box}"]`).click();
  const after = (await settled(), await markup());
  await undoEntry(page, box);
  return tags.map((tag, i) => ({ tag, before: before[i], after: after[i] }));
}

/** The entry just made undone, untimed: its place (of `box`) is offered again. */
async function undoEntry(page, box) {
  await page.locator('yahtzee-scorecard button.undo').click();
  await page.locator(`yahtzee-scorecard ul.placements button[data-place="${box}"]`).waitFor();
}

/**
 * An entry's floor: its change of the elements' shadow DOM (`states`, from entryStates) made by
 * a plain click on static copies of them (replica in in-page.mjs), to the state after the entry
 * and back (the undo's), over and over, timed as the clicks are.
 */
async function entryFloor(page, states, runs) {
  await page.evaluate((copies) => window.bench.replica(copies), states);
  const operations = {};
  // The entry's change, then the undo's (back to the state before the entry).
  const replay = async () => {
    const times = {};
    for (const name of ['entry', 'undo']) {
      operations[name] = await page.evaluate(() => window.bench.replay.prepare());
      await page.evaluate((args) => window.bench.arm(args), {
        selector: '#replay[data-on]',
        present: name === 'entry',
        inPage: true,
      });
      await page.locator('#replay').click();
      times[name] = await page.evaluate(() => window.bench.result);
    }
    return times;
  };
  const floor = await timedRounds(page, runs, replay);
  await page.evaluate(() => window.bench.replay.remove());
  return { ...floor, operations };
}

/**
 * The score entry with its dice from a linked roller, as at the demo's table: the card on a saved
 * round-7 game with a <dice-roller> beside it (the card's dice-roller attribute), the roller's
 * Roll tapped with its random source fixed (3 3 3 5 5), then over and over (the first time a
 * warm-up) the roll written through its place and undone, which gives the roller its roll back.
 * The entry also starts the roller's next turn: its dice cleared and its counter reset.
 */
async function linkedEntries(tab, players, { runs }) {
  const { page } = tab;
  await tab.loadSaved(gameKey(players, 'linked'), players, true);
  const state = await page.evaluate(() => window.bench.cardState());
  checkState('round-7', players, state);
  await page.evaluate(() => {
    // Faces 3 3 3 5 5: the roller's die is a random value's remainder by 6, plus one.
    document.getElementById('roller').random = (values) => {
      values.forEach((_, i) => (values[i] = [2, 2, 2, 4, 4][i % 5]));
      return values;
    };
  });
  await page.locator('dice-roller button.roll').click();
  // The dice's tumble (400 ms) over, as when a player has looked at the roll and chosen a box:
  // the floor's state before the entry is taken from the page as it is then.
  await page.waitForTimeout(600);
  const place = page.locator('yahtzee-scorecard ul.placements button[data-place]:not(.zero)');
  const box = await place.first().getAttribute('data-place');
  const filled = `tr[data-category="${box}"] td.filled[data-seat="${state.currentPlayer}"]`;
  const states = await entryStates(page, box, ['dice-roller', 'yahtzee-scorecard']);
  const round = async () => {
    const entry = await timedClick(page, `ul.placements button[data-place="${box}"]`, {
      selector: filled,
      present: true,
    });
    await undoEntry(page, box);
    return { entry };
  };
  const linked = await timedRounds(page, runs, round);
  return { box, ...linked, floor: await entryFloor(page, states, runs) };
}

/**
 * The linked entry at 8 players (linkedEntries) in this build and in the built checkout `against`,
 * each in a page of its own in the same Chromium, served from its own folder, round for round,
 * which goes first turning each round: two Chromiums side by side differed by more than two builds
 * (the build in the one started first came out 1.6 and 2.7 ms of work slower, whichever it was). Six
 * rounds of half the runs each: a round rolls the roller once, on one of the page's two hosts, and
 * a turn has three rolls. Then a game's last entry (lastEntries), four rounds of a quarter of the
 * runs each (each run a cold load). Resolves with each build's times, works and floor works, and
 * its last entries' times and works (`last`).
 */
async function entriesAgainst(session, rules, against, { runs, progress, problems }) {
  const server = await serve({ rootDir: against });
  const builds = [
    { name: 'this build', tab: await openPage(session, problems) },
    {
      name: `the build in ${against}`,
      tab: await openPage({ ...session, server }, problems, against),
    },
  ];
  try {
    for (const build of builds) {
      progress(`A/B: saved games for ${build.name}`);
      await seedGames(build.tab, rules, [8]);
      Object.assign(build, { times: [], works: noWorks(), floor: noWorks() });
      build.last = { times: [], works: noWorks() };
    }
    for (let round = 0; round < 6; round++) {
      for (const build of round % 2 ? [...builds].reverse() : builds) {
        progress(`A/B: a linked entry, round ${round + 1} of 6, ${build.name}`);
        const linked = await linkedEntries(build.tab, 8, { runs: Math.ceil(runs / 2) });
        build.times.push(...linked.times.entry);
        addWorks(build.works, linked.works.entry);
        addWorks(build.floor, linked.floor.works.entry);
      }
    }
    for (let round = 0; round < 4; round++) {
      for (const build of round % 2 ? [...builds].reverse() : builds) {
        progress(`A/B: a game's last entry, round ${round + 1} of 4, ${build.name}`);
        const last = await lastEntries(build.tab, 8, { runs: Math.ceil(runs / 4) });
        build.last.times.push(...last.times.last);
        addWorks(build.last.works, last.works.last);
      }
    }
    return builds;
  } finally {
    for (const { tab } of builds) await tab.close();
    await server.stop();
  }
}

/**
 * A click on a plain button that sets one attribute, timed like the card's clicks: to the DOM and
 * to the next frame. Its next frame is the wait for the frame itself (about 8 ms on average at
 * 60 Hz) plus a paint: no click on any element can be faster to the next frame. Its main-thread
 * work is what the bench and the browser add to any click's work figure.
 */
async function floorClicks(tab, { runs }) {
  await tab.load();
  await tab.page.evaluate(() => window.bench.floorButton());
  // Each click turns the attribute over: on if it was off (not by the run's parity, which starts
  // again for the traced runs, after an odd number of clicks when BENCH_RUNS is even).
  const round = async () => {
    await tab.page.evaluate(() =>
      window.bench.arm({
        selector: '#floor[data-on]',
        present: !document.querySelector('#floor').hasAttribute('data-on'),
        inPage: true,
      }),
    );
    await tab.page.locator('#floor').click();
    return { floor: await tab.page.evaluate(() => window.bench.result) };
  };
  return timedRounds(tab.page, runs, round);
}

/**
 * The demo page (demo/index.html, three elements in a Dutch article) loaded cold, a fresh context
 * each time: its long tasks (over 50 ms, the Long Tasks API, observed from before any script of the
 * page) until its elements are drawn and half a second has passed. Resolves with the longest task
 * and the number of long tasks of each load.
 */
async function demoLongTasks({ server, browser }, { runs }) {
  const longest = [];
  const count = [];
  const { port } = new URL(server.url);
  for (let run = 0; run <= runs; run++) {
    const context = await browser.newContext({ viewport });
    await context.addInitScript(() => {
      window.longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.longTasks.push(entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const host = run % 2 ? 'localhost' : '127.0.0.1';
    await page.goto(`http://${host}:${port}/demo/index.html`, { waitUntil: 'load' });
    // The bundle defines each element in a later task of its own, maybe after the load event.
    await page.evaluate(() =>
      Promise.all(
        [...document.querySelectorAll('yahtzee-scorecard, dice-roller, first-player-picker')].map(
          async (element) => {
            await customElements.whenDefined(element.localName);
            await element.updateComplete;
          },
        ),
      ),
    );
    await page.waitForTimeout(500);
    const tasks = await page.evaluate(() => window.longTasks);
    await context.close();
    if (run === 0) continue;
    longest.push(Math.max(0, ...tasks));
    count.push(tasks.length);
  }
  return { longest, count };
}

/**
 * One entry by a player at the table: `dice` typed, then, a moment later, the place `place` (a
 * selector among the placements) tapped; its times ({ dom, frame }), once `done` is in the card.
 */
async function timedEntry(page, dice, place, done) {
  await page.locator('yahtzee-scorecard #dice').fill(dice);
  const button = page.locator(`yahtzee-scorecard ul.placements button${place}`);
  await button.waitFor();
  // As at a table: a moment between one entry and the next (and no tap too soon after one).
  await page.waitForTimeout(700);
  await page.evaluate((args) => window.bench.arm(args), { selector: done, present: true });
  await button.click();
  return page.evaluate(() => window.bench.result);
}

/**
 * The first 16 entries of a fresh game at `players` players, in order, each by its dice typed and
 * its place tapped: click → next frame per entry, in several fresh pages. The first entry of a page
 * runs its code for the first time; a later one scrolls the table sideways to the next player.
 */
async function gameEntries(tab, players, { runs }) {
  const byEntry = Array.from({ length: 16 }, () => []);
  const games = Math.max(3, Math.ceil(runs / 3));
  for (let game = 0; game < games; game++) {
    await tab.load({
      tag: 'yahtzee-scorecard',
      'storage-key': `${prefix}entries:${game}:${Date.now()}`,
      players: playerNames(players).join(','),
    });
    for (let entry = 0; entry < byEntry.length; entry++) {
      const [box, dice] = entry < players ? ['threes', '3 3 3 5 5'] : ['fours', '4 4 4 5 5'];
      const done = `tr[data-category="${box}"] td.filled[data-seat="${entry % players}"]`;
      const { frame } = await timedEntry(tab.page, dice, `[data-place="${box}"]`, done);
      byEntry[entry].push(frame);
    }
  }
  return byEntry;
}

/**
 * A game's last entry, which ends it (the standings drawn, the winners said), as at a table: a
 * saved game two entries short of its end, loaded cold, the next-to-last entry made first (the
 * entry's code has run, as it has at a table after 100 entries), then the last one: its roll typed
 * and its one place tapped, click → next frame. Then the saved game is put back as seeded. As
 * many more rounds are traced, each on its own (a page's frame ids start again at each load), for
 * the main-thread work of both entries: the frame figure moves by a display frame when the work
 * ends near a frame's edge, the work does not.
 */
async function lastEntries(tab, players, { runs }) {
  const key = gameKey(players, 'last-entry');
  let seeded;
  // The next-to-last entry's write shows where its roll was tapped; the last one's, the winners.
  const enter = (done) => timedEntry(tab.page, '2 3 3 4 6', '[data-place]', done);
  const round = async () => {
    await tab.loadSaved(key, players);
    seeded ??= await tab.page.evaluate((name) => localStorage.getItem(name), key);
    const { currentPlayer } = await tab.page.evaluate(() => window.bench.cardState());
    if (currentPlayer !== players - 2) throw new Error(`last entry: seat ${currentPlayer} to play`);
    const before = await enter('p.written');
    const last = await enter('.winners');
    // Saved under the key's lock: once it is granted, the game's end is saved; then it is put back.
    await tab.page.evaluate(
      async ([name, value]) => {
        await navigator.locks.request(name, () => undefined);
        localStorage.setItem(name, value);
      },
      [key, seeded],
    );
    return { before, last };
  };
  return timedRounds(tab.page, runs, round, { traceEachRound: true });
}

/**
 * Every browser figure of the parts in `only` (loads: inserts and cold loads; clicks: the floor
 * and the card's UI; roller; against: the linked and last entries beside the build in `against`), as table
 * rows; a part that fails becomes a row that says so.
 */
export async function measureInChromium(session, rules, { runs, progress, only, against }) {
  const problems = [];
  const figures = [];
  const tab = await openPage(session, problems);
  const attempt = async (rowsOnError, measure) => {
    try {
      await measure();
    } catch (error) {
      const message = String(error.message).split('\n')[0];
      for (const row of rowsOnError) figures.push({ ...row, error: message });
    }
  };
  const ms = (section, figure, samples) => ({ section, figure, unit: 'ms', samples });
  // The figure's name says what trace.mjs measures: the click's task and its frame's task.
  const work = "main-thread work (CPU time, the wait for the display's frame left out)";
  const workFigure = (section, figure, { samples, wallSamples }) => ({
    ...ms(section, figure, samples),
    wallSamples,
  });
  // What of that work is the browser's style, layout and paint, and so not script of ours.
  const rendering = "of that work, the browser's style, layout and paint";
  const workFigures = (section, name, works) => [
    workFigure(section, `${name}, click → frame, ${work}`, works),
    ms(section, `${name}, ${rendering}`, works.rendering),
  ];
  // The same work split: the browser's stages, and the rest (script, event dispatch, garbage
  // collection), each a median of the clicks' own splits: a tap set beside its floor shows what
  // of the tap is the browser's and what is ours.
  const stageFigures = (section, name, works) => [
    ...stageNames.map((stage) =>
      ms(section, `${name}, of that work: ${stageLabels[stage]}`, works[stage]),
    ),
    ms(
      section,
      `${name}, of that work: the rest (script, event dispatch, garbage collection)`,
      works.samples.map((sample, i) => sample - works.rendering[i]),
    ),
  ];
  const notCounted = (script) =>
    `page script between a click's task and its frame, not in its work figure: ${script}`;
  try {
    if (only.has('loads') || only.has('clicks')) {
      progress('saved games: played on the card');
      await seedGames(tab, rules);
    }
    const elements = 'Per element: insert → first render, on a cold page with the bundle loaded';
    const part = (name, rows, measure) => (only.has(name) ? attempt(rows, measure) : undefined);
    await part('loads', [{ section: elements, figure: 'cold loads', unit: 'ms' }], async () => {
      const { inserts, loads } = await coldLoads(tab, { runs, progress });
      for (const { label, players, drawn, frame, whole, again, floor, snapshot } of inserts) {
        const section = players ? cardSection(players) : elements;
        const name = players ? 'first render' : label;
        figures.push(ms(section, `${name}: insert → drawn (its first render, laid out)`, drawn));
        figures.push(ms(section, `${name}: insert → next frame`, frame));
        const later = "with its later file's parts (updateComplete), laid out";
        figures.push(ms(section, `${name}: insert → whole, ${later}`, whole));
        const second = 'a second one in the same page: insert → drawn';
        figures.push(ms(section, `${name}, ${second}`, again));
        if (!snapshot) continue;
        const what = `its DOM as static markup (${snapshot.elements} elements) → laid out`;
        figures.push(ms(section, `first render's floor: ${what}`, floor));
      }
      for (const { players, label, drawn, laidOut } of loads) {
        const section = cardSection(players);
        figures.push(ms(section, `load, ${label}: navigation → drawn (first render)`, drawn));
        figures.push(ms(section, `load, ${label}: navigation → laid out, whole`, laidOut));
      }
      for (const { players, label, heap } of loads) {
        figures.push({
          section: cardSection(players),
          figure: `JS heap after GC, ${label} loaded`,
          unit: 'heap',
          samples: heap,
        });
      }
    });
    const floorSection = 'The floor: what any click costs here, whatever it does';
    await part('clicks', [{ section: floorSection, figure: 'a click', unit: 'ms' }], async () => {
      progress('the floor: a click that sets one attribute');
      const { times, works, between } = await floorClicks(tab, { runs });
      const floor = times.floor;
      figures.push(
        ms(
          floorSection,
          'click → attribute set (in the DOM)',
          floor.map((t) => t.dom),
        ),
      );
      figures.push(
        ms(
          floorSection,
          'click → next frame',
          floor.map((t) => t.frame),
        ),
      );
      figures.push(workFigure(floorSection, `click → frame, ${work}`, works.floor));
      figures.push(ms(floorSection, `click, ${rendering}`, works.floor.rendering));
      problems.push(...between.map(notCounted));
    });
    const demoSection = 'The demo page, cold: long tasks (over 50 ms) until its elements are drawn';
    await part('loads', [{ section: demoSection, figure: 'long tasks', unit: 'ms' }], async () => {
      progress('the demo page: long tasks');
      const { longest, count } = await demoLongTasks(session, { runs });
      figures.push(ms(demoSection, 'the longest task', longest));
      figures.push({
        section: demoSection,
        figure: 'tasks over 50 ms',
        unit: 'count',
        samples: count,
      });
    });
    const entriesSection =
      "A fresh game's first 16 entries in order, and a game's last entry, <yahtzee-scorecard> with 8 players";
    await part('clicks', [{ section: entriesSection, figure: 'entries', unit: 'ms' }], async () => {
      progress('a fresh game: its entries in order');
      const byEntry = await gameEntries(tab, 8, { runs });
      const median = (list) => [...list].sort((a, b) => a - b)[list.length >> 1];
      const later = byEntry.slice(1).map(median);
      figures.push(
        ms(
          entriesSection,
          'entry 1 (its code runs for the first time), click → next frame',
          byEntry[0],
        ),
      );
      figures.push(
        ms(entriesSection, "entries 2–16, click → next frame (each entry's median)", later),
      );
      figures.push({
        section: entriesSection,
        figure: 'entries 2–16: the slowest entry ÷ their median',
        unit: 'ratio',
        value: Math.max(...later) / median(later),
      });
      progress("a game's last entry");
      const last = await lastEntries(tab, 8, { runs });
      const lastFrames = last.times.last.map((time) => time.frame);
      figures.push(
        ms(
          entriesSection,
          "the game's last entry (its end: standings, winners), click → next frame",
          lastFrames,
        ),
      );
      figures.push({
        section: entriesSection,
        figure: "the last entry's median ÷ the median of entries 2–16",
        unit: 'ratio',
        value: median(lastFrames) / median(later),
      });
      figures.push(...workFigures(entriesSection, "the game's last entry", last.works.last));
      figures.push(
        ...workFigures(entriesSection, 'the entry before it, in the same page', last.works.before),
      );
      figures.push({
        section: entriesSection,
        figure: "the last entry's main-thread work ÷ the entry before it's (medians)",
        unit: 'ratio',
        value: median(last.works.last.samples) / median(last.works.before.samples),
      });
      problems.push(...last.between.map(notCounted));
    });
    for (const players of playerCounts) {
      const section = cardSection(players);
      await part('clicks', [{ section, figure: 'UI in round 7', unit: 'ms' }], async () => {
        progress(`interactions: ${players} players`);
        const { box, cell, times, works, between, floor } = await interactions(tab, players, {
          runs,
        });
        const { entry, undo, panel } = times;
        const pick = (list, key) => list.map((time) => time[key]);
        const entryName = `score entry (${box}), click → score in the DOM`;
        figures.push(ms(section, entryName, pick(entry, 'dom')));
        figures.push(ms(section, `score entry, click → next frame`, pick(entry, 'frame')));
        figures.push(...workFigures(section, 'score entry', works.entry));
        figures.push(ms(section, `open ${cell} panel, click → in the DOM`, pick(panel, 'dom')));
        figures.push(ms(section, `open ${cell} panel, click → next frame`, pick(panel, 'frame')));
        figures.push(...workFigures(section, `open ${cell} panel`, works.panel));
        figures.push(ms(section, 'undo, click → DOM updated', pick(undo, 'dom')));
        figures.push(ms(section, 'undo, click → next frame', pick(undo, 'frame')));
        figures.push(...workFigures(section, 'undo', works.undo));
        // What the browser itself must do for the same change, with none of our script.
        for (const name of ['score entry', 'undo']) {
          const key = name === 'undo' ? 'undo' : 'entry';
          const label = `${name}'s floor`;
          figures.push({
            section,
            figure: `${label}: its DOM change made on a static copy by a plain click, DOM operations`,
            unit: 'count',
            samples: [floor.operations[key]],
          });
          figures.push(
            ms(section, `${label}, click → next frame`, pick(floor.times[key], 'frame')),
          );
          figures.push(...workFigures(section, label, floor.works[key]));
        }
        problems.push(...between.map(notCounted), ...floor.between.map(notCounted));
        progress(`a linked entry: ${players} players`);
        const linked = await linkedEntries(tab, players, { runs });
        const linkedEntry = 'linked score entry (the dice from a <dice-roller>)';
        figures.push(
          ms(section, `${linkedEntry}, click → score in the DOM`, pick(linked.times.entry, 'dom')),
        );
        figures.push(
          ms(section, `${linkedEntry}, click → next frame`, pick(linked.times.entry, 'frame')),
        );
        figures.push(...workFigures(section, linkedEntry, linked.works.entry));
        if (players === 8) figures.push(...stageFigures(section, linkedEntry, linked.works.entry));
        const linkedFloor = `${linkedEntry}'s floor`;
        figures.push({
          section,
          figure: `${linkedFloor}: its change of both elements' DOM made on static copies by a plain click, DOM operations`,
          unit: 'count',
          samples: [linked.floor.operations.entry],
        });
        figures.push(
          ms(
            section,
            `${linkedFloor}, click → next frame`,
            pick(linked.floor.times.entry, 'frame'),
          ),
        );
        figures.push(...workFigures(section, linkedFloor, linked.floor.works.entry));
        if (players === 8) {
          figures.push(...stageFigures(section, linkedFloor, linked.floor.works.entry));
        }
        problems.push(...linked.between.map(notCounted), ...linked.floor.between.map(notCounted));
      });
    }
    if (against) {
      const section = `A/B at 8 players: a linked score entry and a game's last entry, this build and ${against}'s, round for round in one Chromium`;
      await part('against', [{ section, figure: 'linked entries', unit: 'ms' }], async () => {
        for (const { name, times, works, floor, last } of await entriesAgainst(
          session,
          rules,
          against,
          {
            runs,
            progress,
            problems,
          },
        )) {
          figures.push(
            ms(
              section,
              `${name}: click → next frame`,
              times.map((t) => t.frame),
            ),
          );
          figures.push(...workFigures(section, name, works), ...stageFigures(section, name, works));
          figures.push(
            ...workFigures(section, `${name}, its floor`, floor),
            ...stageFigures(section, `${name}, its floor`, floor),
          );
          figures.push({
            section,
            figure: `${name}: its work − its floor's (medians)`,
            unit: 'ms',
            value: summarize(works.samples).median - summarize(floor.samples).median,
          });
          figures.push(
            ms(
              section,
              `${name}: a game's last entry (its end), click → next frame`,
              last.times.map((t) => t.frame),
            ),
          );
          figures.push(...workFigures(section, `${name}: a game's last entry`, last.works));
        }
      });
    }
    const dice = 'Dice and rules';
    await part(
      'roller',
      [{ section: dice, figure: '<dice-roller> roll()', unit: 'perSecond' }],
      async () => {
        progress('dice-roller: rolls');
        await tab.load();
        const samples = await tab.page.evaluate((args) => window.bench.rollRates(args), {
          key: `${prefix}roller`,
          warmUp: 1,
          samples: runs,
          sampleMs: 100,
        });
        figures.push({
          section: dice,
          figure: '<dice-roller> roll() → rendered (in the page)',
          unit: 'perSecond',
          samples,
        });
      },
    );
  } finally {
    await tab.close();
  }
  return { figures, problems };
}
