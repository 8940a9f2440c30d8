// A built file asks the engine to compile all of its functions as it streams in, off the main
// thread (its first line, rollup.config.js): compiled lazily, each function's first call compiled
// it on the main thread, in the middle of an element's first render. Checked on what the engine
// does, not on time: a trace counts the functions parsed on the main thread while a card is
// inserted into a cold page and drawn, with the file as built and with its first line taken out.
import { readdirSync } from 'node:fs';
import { assert, servedPage } from './browser.mjs';

const hint = '//# allFunctionsCalledOnLoad\n';
const tags = ['dice-roller', 'first-player-picker', 'yahtzee-scorecard'];
const files = ['/dist/yahtzee-widgets.min.js', ...tags.map((tag) => `/dist/cdn/${tag}.min.js`)];

/** Functions parsed on the page's main thread while a 4-player card is inserted and drawn. */
async function parsedInFirstRender(browser, url, withHint) {
  const { context, page, problems } = await servedPage(browser, url, {
    name: 'compiled-on-load.html',
    contextOptions: { viewport: { width: 390, height: 844 } },
    route: {
      pattern: '**/dist/yahtzee-widgets.min.js',
      handler: async (route) => {
        const response = await route.fetch();
        const body = await response.text();
        await route.fulfill({ response, body: withHint ? body : body.replace(hint, '') });
      },
    },
    body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,">
      <script type="module" src="/dist/yahtzee-widgets.min.js"></script></head>
      <body><h1>Yahtzee</h1></body></html>`,
  });
  await page.evaluate(() => customElements.whenDefined('yahtzee-scorecard'));
  const categories = ['blink.user_timing', 'disabled-by-default-v8.compile', 'v8'];
  await browser.startTracing(page, { categories });
  await page.evaluate(async () => {
    performance.mark('insert');
    const card = document.createElement('yahtzee-scorecard');
    card.setAttribute('storage-key', `compiled-on-load:${Date.now()}`);
    card.setAttribute('players', 'Anna,Bram,Cees,Dirk');
    document.body.append(card);
    await card.updateComplete;
    performance.mark('drawn');
  });
  const trace = JSON.parse((await browser.stopTracing()).toString());
  await context.close();
  assert(problems.length === 0, problems.join('\n'));
  const events = trace.traceEvents ?? trace;
  const [insert, drawn] = ['insert', 'drawn'].map((name) => events.find((e) => e.name === name));
  return events.filter(
    (e) =>
      e.name === 'V8.ParseFunction' &&
      e.pid === insert.pid &&
      e.tid === insert.tid &&
      e.ts >= insert.ts &&
      e.ts <= drawn.ts,
  ).length;
}

export function checks({ url, browser }) {
  return [
    [
      "every file of the elements' bundles starts with the compile hint but the first language files (in the size budgets); the advisor's files are built apart",
      async () => {
        const built = ['dist', 'dist/cdn'].flatMap((dir) =>
          readdirSync(dir)
            .filter((name) => name.endsWith('.min.js') && !name.startsWith('advisor'))
            .map((name) => `/${dir}/${name}`),
        );
        for (const file of [...files, '/dist/yahtzee-widgets.extras.min.js']) {
          assert(built.includes(file), `${file} was not built`);
        }
        for (const file of built) {
          const text = await (await fetch(url + file)).text();
          const first = /\.(nl|sv|de|fr)\.min\.js$/.test(file);
          assert(
            text.startsWith(hint) !== first,
            `${file} starts ${JSON.stringify(text.slice(0, 40))}`,
          );
        }
      },
    ],
    [
      "a card's first render on a cold page parses at most a third as many functions on the main thread as without the hint",
      async () => {
        const hinted = await parsedInFirstRender(browser, url, true);
        const lazy = await parsedInFirstRender(browser, url, false);
        assert(
          lazy > 100,
          `without the hint only ${lazy} functions were parsed: nothing to compare`,
        );
        assert(hinted * 3 <= lazy, `${hinted} functions parsed with the hint, ${lazy} without`);
      },
    ],
  ];
}
