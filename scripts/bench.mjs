#!/usr/bin/env node
// `npm run bench`: is the product small and fast? Plain numbers, no verdicts: timings belong here,
// never in tests.
//
// The rules module is bundled with esbuild (minified ESM, platform neutral) and imported from
// the bundle, which also proves that `yahtzee-widgets/rules` runs in Node without a DOM.
// The built files (`npm run build`) are measured as they ship, and the all-in-one bundle is timed
// in Debian's Chromium on scripts/bench-page.html, served from the repository root.
// The output is a list of sections; add one by pushing `{ title, run, when? }` onto `sections`,
// where `run(context)` returns the lines to print (context holds the built rules module) and
// `when(context)`, if given, says whether the section runs at all.
import { build } from 'esbuild';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { files, kb, measure } from './size.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

const number = (n) => Math.round(n).toLocaleString('en-US');
const ms = (n, digits = 1) => `${n.toFixed(digits)} ms`;

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Calls `pass` until `ms` have passed; returns work units per second (`pass` returns its units). */
export function perSecond(pass, ms = 1000) {
  pass(); // warm-up: caches and the JIT
  let units = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < ms) {
    units += pass();
    elapsed = performance.now() - start;
  }
  return (units * 1000) / elapsed;
}

/**
 * Bundles src/rules/index.ts alone, minified, and imports it. Fails when the module reaches
 * outside src/rules/ (it must run anywhere, DOM or not).
 */
export async function buildRules() {
  const result = await build({
    absWorkingDir: root,
    entryPoints: ['src/rules/index.ts'],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    write: false,
    metafile: true,
    logLevel: 'error',
  });
  const outside = Object.keys(result.metafile.inputs).filter(
    (input) => !relative(root, join(root, input)).startsWith(`src${sep}rules${sep}`),
  );
  if (outside.length > 0) {
    throw new Error(`The rules module imports from outside src/rules/: ${outside.join(', ')}`);
  }
  const code = result.outputFiles[0].contents;
  const dir = mkdtempSync(join(tmpdir(), 'yw-bench-'));
  try {
    const file = join(dir, 'rules.min.mjs');
    writeFileSync(file, code);
    const rules = await import(pathToFileURL(file).href);
    return { rules, bytes: code.byteLength, gzipBytes: gzipSync(code, { level: 9 }).byteLength };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** All 6^5 = 7,776 ordered rolls of five dice. */
function everyRoll() {
  const rolls = [];
  for (let n = 0; n < 6 ** 5; n++) {
    const dice = [];
    for (let i = 0, rest = n; i < 5; i++, rest = Math.floor(rest / 6)) dice.push((rest % 6) + 1);
    rolls.push(dice);
  }
  return rolls;
}

/** Sheets from several moments of a game, extra-Yahtzee cases included. */
function sampleSheets(rules, ruleset, rolls) {
  const sheets = [rules.emptySheet()];
  let sheet = rules.emptySheet();
  // Fill boxes one by one with whatever the roll is worth there, keeping each stage.
  ruleset.categories.forEach((category, i) => {
    if (i === ruleset.categories.length - 1) return; // keep one box open
    sheet = rules.placeDice(ruleset, sheet, category, rolls[(i * 997) % rolls.length]).sheet;
    sheets.push(sheet);
  });
  if (ruleset.joker !== null) {
    sheets.push(rules.placeDice(ruleset, rules.emptySheet(), 'yahtzee', [6, 6, 6, 6, 6]).sheet);
    sheets.push(rules.scratch(ruleset, rules.emptySheet(), 'yahtzee'));
  }
  return sheets;
}

// Rolls taken in turn by every player, round after round: each box can be filled, and five of a kind
// comes often enough for the Yahtzee, extra-Yahtzee bonuses and the joker. 17 is prime to the
// player counts used, so seats do not get the same rolls.
const fixedRolls = [
  [6, 6, 6, 6, 6],
  [1, 2, 3, 4, 5],
  [3, 3, 3, 5, 5],
  [2, 3, 4, 5, 5],
  [4, 4, 4, 4, 2],
  [6, 5, 6, 1, 6],
  [1, 1, 2, 2, 3],
  [5, 5, 5, 5, 5],
  [2, 3, 4, 5, 6],
  [1, 1, 1, 6, 6],
  [3, 4, 5, 6, 1],
  [2, 2, 2, 2, 2],
  [6, 6, 4, 4, 1],
  [1, 3, 5, 2, 4],
  [5, 5, 5, 3, 1],
  [4, 4, 4, 4, 4],
  [2, 6, 3, 6, 5],
];

/**
 * A Yahtzee game played with the rules module's own functions, deterministically: each turn takes
 * the next fixed roll and writes it in the legal box worth most (the first in pad order on a tie).
 * Returns the game and its entries `{ category, dice }`, to replay elsewhere (the scorecard).
 */
export function playGame(rules, playerCount, moveCount = Infinity) {
  const players = Array.from({ length: playerCount }, (_, seat) => `Player ${seat + 1}`);
  let game = rules.newGame({ ruleset: 'yahtzee', players });
  const entries = [];
  while (!rules.isOver(game) && entries.length < moveCount) {
    const dice = fixedRolls[entries.length % fixedRolls.length];
    const best = rules
      .legalPlacements(game, dice)
      .reduce((a, b) => (b.points + b.bonus > a.points + a.bonus ? b : a));
    entries.push({ category: best.category, dice });
    game = rules.enterDice(game, best.category, dice);
  }
  return { game, players, entries };
}

const runs = 7; // cold page loads per first-render number, after one warm-up round
const storagePrefix = 'yahtzee-widgets-bench:';

// The page side of the measurements: functions run in the page by page.evaluate, so they reach
// nothing outside themselves. Each returns milliseconds measured with performance.now().
const inPage = {
  /** The bundle's fetch and its parse + evaluate (module scripts run in order: the mark follows it). */
  bundle() {
    const resource = performance
      .getEntriesByType('resource')
      .find((entry) => new URL(entry.name).pathname === '/dist/yahtzee-widgets.min.js');
    const evaluated = performance.getEntriesByName('bundle-evaluated')[0];
    return {
      fetch: resource.responseEnd - resource.startTime,
      evaluate: evaluated.startTime - resource.responseEnd,
      defines: window.benchDefines,
    };
  },

  /** Create, set the attributes, append, await the first render. */
  async firstRender({ tag, attributes }) {
    const start = performance.now();
    const element = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    document.body.append(element);
    await element.updateComplete;
    return performance.now() - start;
  },

  /** roll() until the next render, turn after turn (newTurn() is not timed). */
  async rolls({ key, warmUp, samples }) {
    const roller = document.createElement('dice-roller');
    roller.setAttribute('storage-key', key);
    document.body.append(roller);
    await roller.updateComplete;
    const times = [];
    for (let i = 0; i < warmUp + samples; i++) {
      if (roller.rollNumber >= roller.rolls) {
        roller.newTurn();
        await roller.updateComplete;
      }
      const start = performance.now();
      roller.roll();
      await roller.updateComplete;
      if (i >= warmUp) times.push(performance.now() - start);
    }
    roller.remove();
    return times;
  },

  /** A scorecard brought to `before` entries at once, then enterDice until the next render, entry by entry. */
  async midGameEntries({ key, players, entries, before, warmUp, samples }) {
    const card = document.createElement('yahtzee-scorecard');
    card.setAttribute('storage-key', key);
    card.setAttribute('players', players.join(','));
    document.body.append(card);
    await card.updateComplete;
    for (const { category, dice } of entries.slice(0, before)) card.enterDice(category, dice);
    await card.updateComplete;
    const times = [];
    for (let i = before; i < before + warmUp + samples; i++) {
      const start = performance.now();
      card.enterDice(entries[i].category, entries[i].dice);
      await card.updateComplete;
      if (i >= before + warmUp) times.push(performance.now() - start);
    }
    card.remove();
    return times;
  },

  /** A whole game on a rendered scorecard: every entry awaits its render, as a user would see it. */
  async wholeGame({ key, players, entries }) {
    const card = document.createElement('yahtzee-scorecard');
    card.setAttribute('storage-key', key);
    card.setAttribute('players', players.join(','));
    document.body.append(card);
    await card.updateComplete;
    const start = performance.now();
    for (const { category, dice } of entries) {
      card.enterDice(category, dice);
      await card.updateComplete;
    }
    const total = performance.now() - start;
    if (card.currentPlayer !== -1) throw new Error('The scorecard game did not end');
    card.remove();
    return total;
  },

  clearStorage(prefix) {
    for (const key of Object.keys(localStorage)) {
      if (key.startsWith(prefix)) localStorage.removeItem(key);
    }
  },
};

/** Times the all-in-one bundle in Debian's Chromium. */
async function inChromium({ rules }) {
  const { openBrowser } = await import('../test/page/browser.mjs');
  let session;
  try {
    session = await openBrowser();
  } catch (error) {
    return [`Chromium did not start (${String(error.message).split('\n')[0]}): skipped`];
  }
  const problems = [];
  const context = await session.browser.newContext();
  const page = await context.newPage();
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  // Every load is cold without the cost of a new context per load (~1 s each here): no HTTP or
  // code cache, and 127.0.0.1 and localhost are different sites, so each load gets a new renderer
  // process. Checked: first renders then match those in new contexts; same-site reloads reuse the
  // warm process and render about 10 times faster.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const { port } = new URL(session.url);
  let loads = 0;
  async function freshLoad() {
    const host = loads++ % 2 ? 'localhost' : '127.0.0.1';
    await page.goto(`http://${host}:${port}/scripts/bench-page.html`);
  }

  try {
    const small = playGame(rules, 2);
    const large = playGame(rules, 20);
    const configs = [
      { name: 'dice-roller', tag: 'dice-roller', attributes: {}, define: true },
      { name: 'first-player-picker', tag: 'first-player-picker', attributes: {}, define: true },
      {
        name: 'yahtzee-scorecard 2 players',
        tag: 'yahtzee-scorecard',
        attributes: {},
        define: true,
      },
      {
        name: 'yahtzee-scorecard 20 players',
        tag: 'yahtzee-scorecard',
        attributes: { players: large.players.join(',') },
      },
    ];
    const fetches = [];
    const evaluations = [];
    const defines = {};
    const firstRenders = configs.map(() => []);
    for (let run = 0; run <= runs; run++) {
      for (const [index, config] of configs.entries()) {
        await freshLoad();
        const bundle = await page.evaluate(inPage.bundle);
        const attributes = {
          ...config.attributes,
          'storage-key': `${storagePrefix}${run}:${index}`,
        };
        const time = await page.evaluate(inPage.firstRender, { tag: config.tag, attributes });
        await page.evaluate(inPage.clearStorage, storagePrefix);
        if (run === 0) continue; // warm-up
        fetches.push(bundle.fetch);
        evaluations.push(bundle.evaluate);
        for (const [tag, define] of Object.entries(bundle.defines))
          (defines[tag] ??= []).push(define);
        firstRenders[index].push(time);
      }
    }

    await freshLoad();
    const rollTimes = await page.evaluate(inPage.rolls, {
      key: `${storagePrefix}roller`,
      warmUp: 6,
      samples: 21,
    });
    const before = large.players.length * 6; // round 7
    const entryTimes = await page.evaluate(inPage.midGameEntries, {
      key: `${storagePrefix}mid-game`,
      players: large.players,
      entries: large.entries,
      before,
      warmUp: 3,
      samples: 15,
    });
    const gameTimes = [];
    for (let run = 0; run <= runs; run++) {
      const total = await page.evaluate(inPage.wholeGame, {
        key: `${storagePrefix}game:${run}`,
        players: small.players,
        entries: small.entries,
      });
      if (run > 0) gameTimes.push(total);
    }
    await page.evaluate(inPage.clearStorage, storagePrefix);

    const gameTotal = median(gameTimes);
    return [
      `bundle dist/yahtzee-widgets.min.js: parse + evaluate (the three defines included) ${ms(median(evaluations))}, fetch ${ms(median(fetches))} from the local server (median of ${evaluations.length} cold page loads)`,
      ...configs.map(({ name, tag, define: withDefine }, index) => {
        const define = withDefine && defines[tag] ? `define ${ms(median(defines[tag]))} + ` : '';
        return `${name}: ${define}first render ${ms(median(firstRenders[index]))} (median of ${runs}, cold page load each)`;
      }),
      `dice-roller roll() -> updateComplete: ${ms(median(rollTimes))} (median of ${rollTimes.length})`,
      `yahtzee-scorecard 20 players, round 7: enterDice -> updateComplete ${ms(median(entryTimes))} (median of ${entryTimes.length})`,
      `yahtzee-scorecard 2 players, whole game (${small.entries.length} x enterDice -> updateComplete): ${ms(gameTotal)} total, ${ms(gameTotal / small.entries.length)} per entry (median of ${runs})`,
      ...problems.map((problem) => `(${problem})`),
    ];
  } finally {
    await session.close();
  }
}

/** The benchmark, section by section. */
export const sections = [
  {
    title: 'Rules module (src/rules, esbuild minified ESM, imported in Node without a DOM)',
    async run({ rules, bytes, gzipBytes }) {
      const rulesets = [
        rules.getRuleset('yahtzee'),
        rules.getRuleset('yahtzee', { joker: 'free' }),
        rules.getRuleset('yatzy'),
      ];
      const rolls = everyRoll();

      const boxScores = perSecond(() => {
        let units = 0;
        for (const ruleset of [rulesets[0], rulesets[2]]) {
          for (const category of ruleset.categories) {
            for (const dice of rolls) rules.scoreDice(ruleset, category, dice);
            units += rolls.length;
          }
        }
        return units;
      });

      // Every 13th roll plus the six five-of-a-kinds, on sheets from a whole game.
      const queryRolls = rolls.filter((_, i) => i % 13 === 0);
      for (let face = 1; face <= 6; face++) queryRolls.push([face, face, face, face, face]);
      const workload = rulesets.flatMap((ruleset) =>
        sampleSheets(rules, ruleset, rolls).map((sheet) => ({ ruleset, sheet })),
      );
      const placementQueries = perSecond(() => {
        for (const { ruleset, sheet } of workload) {
          for (const dice of queryRolls) rules.placements(ruleset, sheet, dice);
        }
        return workload.length * queryRolls.length;
      });

      const totalsPerSecond = perSecond(() => {
        for (let i = 0; i < 100; i++) {
          for (const { ruleset, sheet } of workload) rules.totals(ruleset, sheet);
        }
        return 100 * workload.length;
      });

      return [
        `scoreDice: ${number(boxScores)} box scores/s`,
        `placements: ${number(placementQueries)} placement queries/s`,
        `totals: ${number(totalsPerSecond)} totals/s`,
        `rules module size: ${number(bytes)} bytes minified, ${number(gzipBytes)} bytes gzip (level 9)`,
      ];
    },
  },
  {
    title: 'Game (src/rules/game.ts, same bundle): Yahtzee, 20 players, fixed rolls',
    async run({ rules }) {
      const { game, players, entries } = playGame(rules, 20);
      const moves = entries.length;

      // What the scorecard does on every load: the saved JSON is replayed move by move.
      const loads = perSecond(() => {
        rules.loadGame(rules.toJSON(game));
        return 1;
      });

      // Half way (move 131 of 260): every entry copies the moves and writes one box.
      const half = moves >> 1;
      let midGame = rules.newGame({ ruleset: 'yahtzee', players });
      for (const { category, dice } of entries.slice(0, half)) {
        midGame = rules.enterDice(midGame, category, dice);
      }
      const next = entries[half];
      const enters = perSecond(() => {
        for (let i = 0; i < 100; i++) rules.enterDice(midGame, next.category, next.dice);
        return 100;
      });

      const standingsPerSecond = perSecond(() => {
        for (let i = 0; i < 100; i++) rules.standings(game);
        return 100;
      });

      return [
        `loadGame(toJSON(game)), finished game (${moves} moves): ${number(loads)} loads/s, ${ms(1000 / loads, 2)} per load`,
        `enterDice, move ${half + 1} of ${moves}: ${number(enters)} entries/s`,
        `standings, finished game: ${number(standingsPerSecond)} standings/s`,
      ];
    },
  },
  {
    title: 'Built files (dist/, as shipped; gzip level 9)',
    async run(context) {
      context.bundleBuilt = existsSync(join(root, files[0].file));
      if (!context.bundleBuilt) {
        return [
          `${files[0].file} is missing: run \`npm run build\` first (Chromium section skipped)`,
        ];
      }
      return files.map(({ file, ...entry }) => {
        if (!existsSync(join(root, file))) return `${file}: missing`;
        const { gzip, minified } = measure({ file: join(root, file), ...entry });
        return `${file}: ${kb(gzip)} gzip, ${kb(minified)} minified`;
      });
    },
  },
  {
    title: `In Chromium (built bundle, playwright-core; performance.now() in the page, which Chromium rounds to 0.1 ms)`,
    when: (context) => context.bundleBuilt,
    run: inChromium,
  },
];

async function main() {
  const started = performance.now();
  console.log(
    `Timings depend on the machine and its load (this one: ${availableParallelism()} cores, possibly shared); sizes are deterministic.`,
  );
  const context = await buildRules();
  for (const section of sections) {
    if (section.when && !section.when(context)) continue;
    console.log(section.title);
    for (const line of await section.run(context)) console.log(`  ${line}`);
  }
  console.log(`(${((performance.now() - started) / 1000).toFixed(1)} s)`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
