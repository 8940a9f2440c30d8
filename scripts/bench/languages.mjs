// Cold loads of the README's CMS snippet in each language, for `npm run bench`: does a page in
// Dutch, Swedish, German or French show its elements as soon as one in English?
//
// Each load is a fresh browser context (no HTTP or code cache, a new renderer process) at
// 390 × 844 opening a copy of scripts/bench/snippet.html per language: the bundle and the three
// elements exactly as the README has an editor paste them (in another language than English, that
// language's own bundle, its words inside), in a page whose <html lang> is the language. The figure
// is navigation → elements laid out (the three elements' first updates done, then a layout read).
// The floor is the same page without the snippet (empty.html): what any page costs here. The
// pages are loaded in turn, round after round (the first a warm-up), so that the machine's load
// weighs on every language alike.
//
// On localhost every file comes at once, which hides a waterfall; a phone waits a round trip for
// each. So the floor, English and Dutch are loaded again with 75 ms of latency on every request
// (Chrome's network emulation), in the same rounds: there a file asked for late costs its latency.
//
// BENCH_AGAINST=<folder of another checkout, built> loads its dist/ in the same rounds, page for
// page beside this one's: an A/B of two builds in one run.
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '../serve.mjs';
import { loadBenchPage, viewport } from './chromium.mjs';
import { summarize } from './table.mjs';

export const benchLanguages = ['en', 'nl', 'sv', 'de', 'fr'];
const root = fileURLToPath(new URL('../..', import.meta.url));
/**
 * The snippet's page in `lang`, as an editor of such a page pastes it: the language in <html lang>,
 * and in another language than English that language's own bundle (dist/nl/...). A build from
 * before those bundles (BENCH_AGAINST) has the English one and its language file's modulepreload
 * line after it, as its README had an editor paste it.
 */
export function snippetPage(lang, checkout = root) {
  const page = readFileSync(new URL('snippet.html', import.meta.url), 'utf8').replace(
    '<html lang="en">',
    `<html lang="${lang}">`,
  );
  if (lang === 'en') return page.replace("<!-- the language file's line -->", '');
  if (existsSync(join(checkout, 'dist', lang, 'yahtzee-widgets.min.js'))) {
    return page
      .replace('dist/yahtzee-widgets.min.js', `dist/${lang}/yahtzee-widgets.min.js`)
      .replace("<!-- the language file's line -->", '');
  }
  const line = `<link rel="modulepreload" href="../../dist/yahtzee-widgets.${lang}.min.js" />`;
  return page.replace("<!-- the language file's line -->", line);
}

/**
 * The builds to load, each a path prefix on one server that serves a folder of links to their
 * dist/ folders and the pages: this checkout's alone, or with BENCH_AGAINST beside it.
 */
async function openBuilds(against) {
  const folder = mkdtempSync(join(tmpdir(), 'bench-languages-'));
  const builds = [
    ...(against
      ? [{ name: `against ${against}`, dir: 'against', checkout: resolve(against) }]
      : []),
    { name: 'this build', dir: 'this', checkout: root },
  ];
  for (const { dir, checkout } of builds) {
    const pages = join(folder, dir, 'scripts/bench');
    mkdirSync(pages, { recursive: true });
    symlinkSync(join(checkout, 'dist'), join(folder, dir, 'dist'));
    copyFileSync(new URL('empty.html', import.meta.url), join(pages, 'empty.html'));
    for (const lang of benchLanguages) {
      writeFileSync(join(pages, `snippet-${lang}.html`), snippetPage(lang, checkout));
    }
    // The control: English again under another name, to show the spread of a ratio in this run.
    writeFileSync(join(pages, 'snippet-en-again.html'), snippetPage('en', checkout));
  }
  const server = await serve({ rootDir: folder });
  return {
    builds: builds.map(({ name, dir }) => ({ name, base: `${server.url}/${dir}` })),
    async close() {
      await server.stop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** The latency each request is given in the loads that emulate a phone's network, in ms. */
export const latency = 75;
const slowLanguages = ['en', 'nl'];

/**
 * One cold load of `path` in a fresh context, each request `latency` ms late: its marks and when
 * the language file was asked for.
 */
async function coldLoad(browser, url, problems, latency) {
  const context = await browser.newContext({ viewport });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(20000);
    if (latency) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
    }
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    await loadBenchPage(page, url);
    return await page.evaluate(() => {
      const mark = (name) => performance.getEntriesByName(name)[0]?.startTime;
      const language = performance
        .getEntriesByType('resource')
        .find((entry) => /\.(nl|sv|de|fr)\.min\.js$/.test(entry.name));
      return {
        laidOut: mark('laid-out'),
        drawn: mark('drawn'),
        evaluated: mark('bundle-evaluated'),
        asked: language?.startTime,
        came: language?.responseEnd,
      };
    });
  } finally {
    await context.close();
  }
}

/** The per-language figures: rows for the table, and the problems seen. */
export async function measureLanguages(session, { runs, progress, against }) {
  const problems = [];
  const { builds, close } = await openBuilds(against);
  const floor = (build, latency) => ({
    build,
    page: 'empty.html',
    label: 'floor: the page without the snippet',
    latency,
  });
  const snippet =
    (build, latency) =>
    (lang, name = lang) => ({
      build,
      page: `snippet-${name}.html`,
      lang,
      name,
      latency,
    });
  const loads = builds.flatMap((build) => [
    floor(build, 0),
    ...benchLanguages.map((lang) => snippet(build, 0)(lang)),
    snippet(build, 0)('en', 'en-again'),
    floor(build, latency),
    ...slowLanguages.map((lang) => snippet(build, latency)(lang)),
  ]);
  for (const load of loads)
    Object.assign(load, { laidOut: [], drawn: [], evaluated: [], asked: [], came: [] });
  const spacer = (load) => `${load.build.base}/scripts/bench/empty.html`;
  try {
    for (let run = 0; run <= runs; run++) {
      progress(`languages: round ${run + 1} of ${runs + 1}`);
      // Page for page: each language of each build, then the next; every other round the
      // languages in reverse, so that no language always loads right after the same page.
      const order = run % 2 ? reversedLanguages(loads) : loads;
      for (const load of order) {
        // Each page's load comes right after the empty page's, as English's did: the language
        // that followed the floor in the order came out the fastest, whichever it was (French
        // at 1.01 x English once it did), after another snippet page's load it was slower.
        if (load.lang) await coldLoad(session.browser, spacer(load), problems, load.latency);
        const url = `${load.build.base}/scripts/bench/${load.page}`;
        const marks = await coldLoad(session.browser, url, problems, load.latency);
        if (run === 0) continue;
        for (const [name, at] of Object.entries(marks)) if (at !== undefined) load[name].push(at);
      }
    }
  } finally {
    await close();
  }
  const figures = [];
  for (const [build, delay] of builds.flatMap((build) => [0, latency].map((d) => [build, d]))) {
    const network = delay ? `, ${delay} ms of latency on every request` : '';
    const section = `Cold load of the README's snippet, per language (a fresh context each${network}; ${build.name})`;
    const ms = (figure, samples) => ({ section, figure, unit: 'ms', samples });
    const mine = loads.filter((load) => load.build === build && load.latency === delay);
    const english = mine.find((load) => load.name === 'en');
    for (const load of mine) {
      if (!load.lang) {
        figures.push(ms(`${load.label}: navigation → laid out`, load.laidOut));
      } else {
        const first = 'their first renders laid out';
        figures.push(ms(`${load.name}: navigation → elements drawn, ${first}`, load.drawn));
        figures.push(ms(`${load.name}: navigation → elements laid out`, load.laidOut));
      }
      if (load.asked.length) {
        figures.push(ms(`${load.name}: navigation → its language file asked for`, load.asked));
        figures.push(ms(`${load.name}: navigation → its language file came`, load.came));
      }
      if (load.lang && load !== english) {
        figures.push({
          section,
          figure: `${label(load)} / en, elements drawn (ratio of the medians)`,
          unit: 'ratio',
          value: median(load.drawn) / median(english.drawn),
        });
        figures.push({
          section,
          figure: `${label(load)} / en, elements laid out (ratio of the medians)`,
          unit: 'ratio',
          value: median(load.laidOut) / median(english.laidOut),
        });
        // Each round's pages load minutes apart from another round's but seconds from each other:
        // the ratio within a round leaves out how busy the machine was in that round (a round
        // with a mark missing would pair the wrong loads: no figure then).
        if (load.drawn.length === english.drawn.length)
          figures.push({
            section,
            figure: `${label(load)} / en, elements drawn, round by round (median of each round's ratio)`,
            unit: 'ratio',
            value: median(load.drawn.map((drawn, round) => drawn / english.drawn[round])),
          });
      }
      const before = loads.find(
        (other) => other.build === builds[0] && other.page === load.page && other.latency === delay,
      );
      if (build !== builds[0]) {
        figures.push({
          section,
          figure: `${load.name ?? 'floor'}: this build / ${builds[0].name}, laid out (ratio of the medians)`,
          unit: 'ratio',
          value: median(load.laidOut) / median(before.laidOut),
        });
      }
    }
    figures.push(ms('en: navigation → bundle evaluated', english.evaluated));
  }
  return { figures, problems };
}

const median = (samples) => summarize(samples).median;

/** A snippet load's name in a ratio's label: the control says what it is. */
const label = (load) =>
  load.name === 'en-again' ? 'en again (the same page: the spread of a ratio)' : load.name;

/** The loads with each run of snippet pages (a build's, at one latency) in reverse order. */
function reversedLanguages(loads) {
  const order = [];
  let run = [];
  for (const load of loads) {
    if (load.lang) {
      run.unshift(load);
      continue;
    }
    order.push(...run, load);
    run = [];
  }
  return [...order, ...run];
}
