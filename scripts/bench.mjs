#!/usr/bin/env node
// `npm run bench`: speed and size of the rules module, in Node, with no browser.
//
// The rules module is bundled with esbuild (minified ESM, platform neutral) and imported from
// the bundle, which also proves that `yahtzee-widgets/rules` runs in Node without a DOM.
// The output is a list of sections; add one by pushing `{ title, run }` onto `sections`,
// where `run(context)` returns the lines to print (context holds the built rules module).
import { build } from 'esbuild';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));

const number = (n) => Math.round(n).toLocaleString('en-US');

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
];

async function main() {
  const started = performance.now();
  const context = await buildRules();
  for (const section of sections) {
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
