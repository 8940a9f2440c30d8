#!/usr/bin/env node
// `npm run bench`: how small and how fast the product is, as one table of numbers. No verdicts and
// no failing on a time: it exits non-zero only when the build or the browser fails.
//
// 1. `npm run build` (its output is shown only when it fails).
// 2. Sizes: gzip -9 and brotli (max quality) of the built bundles, and of the rules and advisor
//    modules bundled alone with esbuild (minified), as an app bundles `yahtzee-widgets/rules`.
// 3. The rules in Node, from that esbuild bundle (which proves it runs without a DOM).
// 4. The README's snippet loaded cold in each language, beside an empty page (the floor), in
//    headless Chromium at 390 × 844 (scripts/bench/languages.mjs).
// 5. The built all-in-one bundle in Chromium: each element's first render (a card's beside its
//    floor, that render's DOM as static markup; a second one in the same page after it), the
//    card's cold loads and clicks at 2, 8, 20 and 100 players (a score entry and an undo each
//    beside its floor: the same change of the card's DOM made on a static copy by a plain click;
//    and the entry with its dice from a linked <dice-roller>, as at the demo's table),
//    the demo page's long tasks on a cold load, a fresh game's first 16 entries in order, and a
//    game's last entry, which ends it, its work beside that of the entry before it
//    (scripts/bench/chromium.mjs).
// 6. The built CDN advisor in Chromium: Yahtzee solved, loaded from IndexedDB, advice (bench/advisor.mjs).
//
// Clicks are timed in the page from the click event to the change in the DOM and to the next frame
// (which includes the wait for the display's vsync: 8.3 ms on average at 60 Hz, whatever the click
// does), and from a Chrome trace of as many more clicks, "click → frame, main-thread work (CPU
// time, the wait for the display's frame left out)": the renderer main thread's CPU time in the
// click's task from its click event to its end, plus in the whole task of that next frame (rAF
// callbacks, style, layout, paint, commit); see bench/trace.mjs.
//
// Each timed figure is the median of 15 runs after a warm-up run (31 cold loads a page for the
// languages), with min, max and n
// (BENCH_RUNS=3 npm run bench for a quick look). The figures are also written as JSON to
// bench-results/<date>.json (git-ignored). Several minutes on 2 cores (the languages, about 5).
//
// BENCH_ONLY=languages,loads (a comma list of sizes, languages, loads, clicks, roller, against,
// advisor, node) measures those parts alone; BENCH_BUILD=0 measures dist/ as it is, without
// building; BENCH_AGAINST=<another checkout, built> loads its dist/ beside this one's in the
// languages part, page for page, and in the against part plays the linked score entry and a
// game's last entry at 8 players in both builds, round for round in one Chromium (A/Bs of two
// builds in one run).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { cpus, platform, release } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { measureAdvisor } from './bench/advisor.mjs';
import {
  cardSection,
  crashed,
  measureInChromium,
  openChromium,
  playerCounts,
  viewport,
} from './bench/chromium.mjs';
import { measureLanguages } from './bench/languages.mjs';
import { bundle, importBundle, rulesThroughput } from './bench/rules.mjs';
import {
  bySection,
  formatGrowth,
  formatTable,
  spreadRule,
  wideMark,
  withSummary,
} from './bench/table.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
/** Timed runs per figure, after one warm-up run. */
const runs = Number(process.env.BENCH_RUNS) || 15;
const parts = ['sizes', 'languages', 'loads', 'clicks', 'roller', 'against', 'advisor', 'node'];
const only = new Set(process.env.BENCH_ONLY ? process.env.BENCH_ONLY.split(/[\s,]+/) : parts);
for (const part of only) {
  if (!parts.includes(part)) throw new Error(`BENCH_ONLY: no part ${part} (${parts.join(', ')})`);
}

const progress = (step) => process.stderr.write(`bench: ${step}\n`);

function runBuild() {
  progress('npm run build');
  const started = performance.now();
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) {
    process.stderr.write(`${result.stdout ?? ''}${result.stderr ?? ''}`);
    throw new Error(`npm run build failed (exit ${result.status ?? result.signal})`);
  }
  return (performance.now() - started) / 1000;
}

function sizes(code) {
  return {
    minified: code.byteLength,
    gzip: gzipSync(code, { level: 9 }).byteLength,
    brotli: brotliCompressSync(code, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: code.byteLength,
      },
    }).byteLength,
  };
}

/** Sizes of the built bundles and of the two pure modules bundled alone; problems if they reach out. */
async function sizeFigures(modules) {
  const section = 'Sizes (KB = 1,024 bytes)';
  const builtFiles = [
    'dist/yahtzee-widgets.min.js',
    ...readdirSync(join(root, 'dist/cdn'))
      .filter((name) => name.endsWith('.min.js'))
      .sort()
      .map((name) => `dist/cdn/${name}`),
  ];
  const measured = [
    ...builtFiles.map((file) => ({ name: file, code: readFileSync(join(root, file)) })),
    { name: 'rules module alone (esbuild, minified)', code: modules.rules.code },
    { name: 'advisor module alone (esbuild, minified)', code: modules.advisor.code },
  ];
  return measured.flatMap(({ name, code }) => {
    const { minified, gzip, brotli } = sizes(code);
    return [
      { section, figure: `${name}, gzip -9`, unit: 'bytes', value: gzip, minified },
      { section, figure: `${name}, brotli 11`, unit: 'bytes', value: brotli, minified },
    ];
  });
}

function machine(chromiumVersion) {
  return {
    cpu: cpus()[0]?.model ?? 'unknown',
    cores: cpus().length,
    os: `${platform()} ${release()}`,
    node: process.version,
    chromium: chromiumVersion,
  };
}

async function main() {
  const started = performance.now();
  const buildSeconds = process.env.BENCH_BUILD === '0' ? 0 : runBuild();

  const modules = {
    rules: await bundle('src/rules/index.ts', ['src/rules']),
    advisor: await bundle('src/advisor/index.ts', ['src/advisor', 'src/rules']),
  };
  const problems = Object.entries(modules)
    .filter(([, { outside }]) => outside.length > 0)
    .map(([name, { outside }]) => `the ${name} module imports ${outside.join(', ')}`);
  const figures = [];
  if (only.has('sizes')) {
    progress('sizes');
    figures.push(...(await sizeFigures(modules)));
  }
  const rules = await importBundle(modules.rules.code);

  const browser = { figures: [], problems: [], version: undefined };
  const add = ({ figures: more, problems: seen }) => {
    browser.figures.push(...more);
    browser.problems.push(...seen);
  };
  // Each part in a Chromium of its own: a part's figures do not depend on which parts ran before
  // it. After a browser had loaded 250 pages (as the loads part does), a game's last entry took
  // 21.8 ms to its next frame against 17.7 in a fresh one beside it, interleaved.
  const inChromium = async (measure) => {
    const session = await openChromium();
    browser.version = session.version;
    try {
      add(await measure(session));
      if (!session.browser.isConnected()) throw new Error('Chromium closed during the bench');
    } finally {
      await session.browser.close();
      await session.server.stop();
    }
  };
  if (only.has('languages')) {
    // Twice the runs and one: a language's ratio to English moved by 0.05-0.10 between runs of
    // 15 cold loads a page, as much as the 10 % it is held to.
    const languageRuns = 2 * runs + 1;
    await inChromium((session) =>
      measureLanguages(session, {
        runs: languageRuns,
        progress,
        against: process.env.BENCH_AGAINST,
      }),
    );
  }
  for (const group of [['loads'], ['clicks', 'roller'], ['against']]) {
    const parts = new Set(
      group.filter((part) => only.has(part) && (part !== 'against' || process.env.BENCH_AGAINST)),
    );
    if (parts.size) {
      await inChromium((session) =>
        measureInChromium(session, rules, {
          runs,
          progress,
          only: parts,
          against: process.env.BENCH_AGAINST,
        }),
      );
    }
  }
  if (only.has('advisor'))
    await inChromium((session) => measureAdvisor(session, { runs, progress }));
  figures.push(...browser.figures);
  // In Node last, once the browser is gone: nothing of this bench runs beside it.
  if (only.has('node')) {
    progress('the rules in Node');
    const { boxScores, placementQueries } = rulesThroughput(rules, {
      samples: runs,
      sampleMs: 100,
    });
    const dice = 'Dice and rules';
    figures.push(
      {
        section: dice,
        figure: 'scoreDice (Node, rules bundle): box scores',
        unit: 'perSecond',
        samples: boxScores,
      },
      {
        section: dice,
        figure: 'placements (Node, rules bundle): placement queries',
        unit: 'perSecond',
        samples: placementQueries,
      },
    );
  }
  problems.push(...new Set(browser.problems));
  if (browser.problems.includes(crashed)) process.exitCode = 1;

  const seconds = (performance.now() - started) / 1000;
  const results = {
    date: new Date().toISOString(),
    machine: machine(browser.version),
    viewport,
    runs,
    warmUpRuns: 1,
    buildSeconds,
    seconds,
    parts: [...only],
    figures: bySection(figures).map(withSummary),
    problems,
  };
  const growth = formatGrowth(results.figures, playerCounts, cardSection, [
    { title: 'first render', figure: 'first render: insert → drawn' },
    { title: '→ next frame', figure: 'first render: insert → next frame' },
    { title: 'its floor (the DOM, static)', figure: "first render's floor" },
    { title: 'load, empty card', figure: 'load, empty card: navigation → drawn' },
    { title: 'load, round 7', figure: 'load, game in round 7: navigation → drawn' },
    { title: 'entry → DOM', figure: 'score entry (' },
    { title: 'entry → next frame', figure: 'score entry, click → next frame' },
    { title: 'entry, main-thread work', figure: 'score entry, click → frame, main-thread' },
    { title: "of it the browser's", figure: "score entry, of that work, the browser's" },
    { title: 'its floor (the change, static)', figure: "score entry's floor, click → frame, main" },
    {
      title: 'linked entry → next frame',
      figure: 'linked score entry (the dice from a <dice-roller>), click → next',
    },
    {
      title: 'its main-thread work',
      figure: 'linked score entry (the dice from a <dice-roller>), click → frame',
    },
    {
      title: 'its floor (both elements, static)',
      figure: "linked score entry (the dice from a <dice-roller>)'s floor, click → frame",
    },
  ]);
  const { cpu, cores, node, chromium, os } = results.machine;
  console.log(
    [
      `Measured on ${cpu}, ${cores} cores (${os}), Node ${node}, Chromium ${chromium ?? '(not started)'} headless at ${viewport.width} × ${viewport.height}.`,
      `Timings: median of ${runs} runs after a warm-up, performance.now() in the page (0.1 ms steps); cold loads: a new renderer process, no HTTP or code cache.`,
      `"next frame": a requestAnimationFrame after the update, then a task posted from it (that frame's style, layout and paint done). ${wideMark}: ${spreadRule}.`,
      `"main-thread work": from a Chrome trace of as many more clicks, the main thread's CPU time in the click's task from its click event on, plus in that next frame's task (no wait for the vsync); "of that work, the browser's style, layout and paint": the CPU time of the trace's style, layout, paint, layerize and commit events in those spans, forced by script or not (the rest is script, event dispatch and garbage collection).`,
      '',
      formatTable(results.figures),
      ...problems.map((problem) => `(${problem})`),
      ...(only.has('loads') || only.has('clicks')
        ? ['', 'How the card grows with players (medians from the table above):', '', growth]
        : []),
      '',
      `${seconds.toFixed(0)} s in all, the build ${buildSeconds.toFixed(0)} s.`,
    ].join('\n'),
  );
  const folder = join(root, 'bench-results');
  mkdirSync(folder, { recursive: true });
  const file = join(folder, `${results.date.replace(/:/g, '-').replace(/\.\d+Z$/, 'Z')}.json`);
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`Figures as JSON: ${file.slice(root.length)}`);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
