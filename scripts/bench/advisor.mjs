// The advisor in `npm run bench`: the built CDN files (dist/cdn/advisor.min.js and the
// advisor-worker.min.js it starts) in headless Chromium. Yahtzee (the rulebook's forced joker)
// solved from a fresh page with an empty cache, the next visit's load from IndexedDB, and advice
// along games played by the strategy itself.

const section =
  'Advisor: Yahtzee, built CDN files, in Chromium (target: < 10 s solved, < 5 ms advice)';
const ruleset = { ruleset: 'yahtzee' };
const advisorPath = '/dist/cdn/advisor.min.js';
const workerPath = '/dist/cdn/advisor-worker.min.js';
/** Fresh pages (each an empty browser profile) that solve Yahtzee: each solve takes seconds. */
const maxSolveRuns = 3;

// In the page: the advisor imported and asked for Yahtzee, timed from the call to the strategy.
async function loadInPage({ advisorPath, ruleset }) {
  const { loadAdvisor } = await import(advisorPath);
  const longTasks = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasks.push(entry.duration);
  });
  observer.observe({ type: 'longtask' });
  let reports = 0;
  const started = performance.now();
  const strategy = await loadAdvisor(ruleset, { onProgress: () => reports++ });
  const ms = performance.now() - started;
  await new Promise((resume) => setTimeout(resume, 20)); // long tasks are reported after they end
  observer.disconnect();
  window.strategy = strategy;
  return {
    ms,
    reports,
    expected: strategy.expectedScore(),
    longestTask: Math.max(0, ...longTasks),
  };
}

// In the page: resolves once the advisor's IndexedDB holds a table (it writes after answering).
async function tableStored() {
  const count = () =>
    new Promise((resolve) => {
      const opening = indexedDB.open('yahtzee-widgets-advisor');
      opening.onerror = () => resolve(0);
      opening.onsuccess = () => {
        const db = opening.result;
        const answer = (tables) => {
          db.close();
          resolve(tables);
        };
        if (!db.objectStoreNames.contains('tables')) return answer(0);
        const request = db.transaction('tables').objectStore('tables').count();
        request.onsuccess = () => answer(request.result);
        request.onerror = () => answer(0);
      };
    });
  const deadline = performance.now() + 30000;
  while (performance.now() < deadline) {
    if ((await count()) > 0) return true;
    await new Promise((resume) => setTimeout(resume, 50));
  }
  return false;
}

// In the page: games played by the loaded strategy, every call of its advice timed. Per game, the
// mean time of a call (Chromium's clock steps by 0.1 ms, finer than one call), and the slowest.
function adviceInPage({ games }) {
  const { strategy } = window;
  const { dice } = strategy.ruleset;
  const roll = (n) => Array.from({ length: n }, () => 1 + Math.floor(Math.random() * 6));
  const timed = (times, advise) => {
    const started = performance.now();
    const advice = advise();
    times.push(performance.now() - started);
    return advice;
  };
  const perGame = { keep: [], boxes: [] };
  const calls = [];
  for (let game = 0; game <= games; game++) {
    const keepTimes = [];
    const boxTimes = [];
    let sheet = { scores: {}, yahtzeeBonus: 0 };
    for (let turn = 0; turn < strategy.ruleset.categories.length; turn++) {
      let shown = roll(dice);
      for (let rollsLeft = strategy.ruleset.rollsPerTurn - 1; rollsLeft >= 1; rollsLeft--) {
        const { keep } = timed(keepTimes, () => strategy.bestKeep(sheet, shown, rollsLeft));
        shown = [...keep, ...roll(dice - keep.length)];
      }
      const [best] = timed(boxTimes, () => strategy.rankBoxes(sheet, shown));
      sheet = {
        scores: { ...sheet.scores, [best.category]: best.points },
        yahtzeeBonus: sheet.yahtzeeBonus + best.bonus,
      };
    }
    if (game === 0) continue; // a warm-up game
    const mean = (times) => times.reduce((sum, time) => sum + time, 0) / times.length;
    perGame.keep.push(mean(keepTimes));
    perGame.boxes.push(mean(boxTimes));
    calls.push(...keepTimes, ...boxTimes);
  }
  calls.sort((a, b) => a - b);
  const percentile99 = calls[Math.floor(calls.length * 0.99)];
  return { ...perGame, percentile99, slowest: calls[calls.length - 1] };
}

/** A fresh browser profile (empty IndexedDB, no HTTP cache) on a blank page of the server. */
async function freshPage({ browser, server }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  page.setDefaultTimeout(60000);
  const workers = [];
  page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname));
  const url = `${server.url}/advisor-bench.html`;
  await page.route(url, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>advisor</title>' }),
  );
  return { context, page, workers, visit: () => page.goto(url) };
}

/** The advisor's figures as bench rows; problems say what did not go as it should. */
export async function measureAdvisor(session, { runs, progress }) {
  const problems = [];
  const solveRuns = Math.min(runs, maxSolveRuns);
  const visitsPerProfile = Math.ceil(runs / solveRuns);
  const samples = { solve: [], longestTask: [], cached: [], keep: [], boxes: [] };
  let calls;
  for (let run = 0; run < solveRuns; run++) {
    progress(`advisor: Yahtzee solved on a fresh page, ${run + 1} of ${solveRuns}`);
    const { context, page, workers, visit } = await freshPage(session);
    try {
      await visit();
      const first = await page.evaluate(loadInPage, { advisorPath, ruleset });
      if (!workers.includes(workerPath)) problems.push('the advisor solved without its worker');
      if (!(first.expected > 254 && first.expected < 255)) {
        problems.push(`the advisor's Yahtzee start is ${first.expected}`);
      }
      if (first.reports === 0) problems.push('the advisor reported no progress while solving');
      samples.solve.push(first.ms);
      samples.longestTask.push(first.longestTask);
      if (!(await page.evaluate(tableStored))) problems.push('the advisor kept no table');
      for (let next = 0; next < visitsPerProfile; next++) {
        workers.length = 0;
        await visit();
        const cached = await page.evaluate(loadInPage, { advisorPath, ruleset });
        if (cached.reports > 0 || workers.length > 0) {
          problems.push('the next visit solved again instead of reading IndexedDB');
        }
        samples.cached.push(cached.ms);
      }
      if (run === solveRuns - 1) {
        progress('advisor: advice along games');
        const advice = await page.evaluate(adviceInPage, { games: runs });
        samples.keep.push(...advice.keep);
        samples.boxes.push(...advice.boxes);
        calls = advice;
      }
    } finally {
      await context.close();
    }
  }
  const ms = (figure, list) => ({ section, figure, unit: 'ms', samples: list });
  const figures = [
    ms('first computation, fresh page, empty cache: loadAdvisor() → strategy', samples.solve),
    ms('the page meanwhile: its longest task (0: none over 50 ms)', samples.longestTask),
    ms('next visit: loadAdvisor() → strategy, from IndexedDB', samples.cached),
    ms('advice: bestKeep, mean per call over a game', samples.keep),
    ms('advice: rankBoxes, mean per call over a game', samples.boxes),
    {
      section,
      figure: 'advice: 99th percentile of those calls',
      unit: 'ms',
      value: calls.percentile99,
    },
    { section, figure: 'advice: slowest of those calls', unit: 'ms', value: calls.slowest },
  ];
  return { figures, problems };
}
