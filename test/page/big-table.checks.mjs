// A club night on a phone: a 100-player card from the built files, as a CMS page loads it. The
// column window comes as a file of its own beside the bundle; a page of a small table never asks
// for it, and a copy without it still draws every column.
import { assert, servedPage } from './browser.mjs';

const names = (count) => Array.from({ length: count }, (_, i) => `P${i + 1}`).join(',');
const bundles = ['/dist/yahtzee-widgets.min.js', '/dist/cdn/yahtzee-scorecard.min.js'];

/** A phone-size page with one card of `players`; what it fetched, and the page to play on. */
/**
 * Runs in the page before its scripts: records the card's first drawn sheet in `window.firstSheet`
 * as it is drawn (a mutation observer runs before any timer), so that a loaded machine cannot let
 * the card's 1 s fallback draw every column before the check looks.
 */
function recordFirstSheet() {
  const attach = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (init) {
    const root = attach.call(this, init);
    if (this.localName !== 'yahtzee-scorecard') return root;
    // Each count of columns a windowed sheet draws, in order.
    window.windowedCounts = [];
    new MutationObserver(() => {
      const table = root.querySelector('table.windowed');
      const count = table?.querySelectorAll('thead th[data-seat]').length;
      if (count && count !== window.windowedCounts.at(-1)) window.windowedCounts.push(count);
    }).observe(root, { childList: true, subtree: true, attributes: true });
    const observer = new MutationObserver(() => {
      const table = root.querySelector('table.sheet');
      if (!table?.querySelector('thead th[data-seat]')) return;
      observer.disconnect();
      window.firstSheet = {
        seats: [...table.querySelectorAll('thead th[data-seat]')].map((th) => th.dataset.seat),
        count: table.getAttribute('aria-colcount'),
        windowed: table.classList.contains('windowed'),
        last: table.querySelector('thead th[data-seat]:last-child')?.getAttribute('aria-colindex'),
        pageWidth: document.documentElement.scrollWidth,
      };
    });
    observer.observe(root, { childList: true, subtree: true });
    return root;
  };
}

async function open(browser, url, bundle, players, { route } = {}) {
  const served = await servedPage(browser, url, {
    name: 'big-table-page.html',
    // As strict as the CSP check's page: the widths are set through the CSSOM, never inline.
    headers: { 'Content-Security-Policy': "script-src 'self'; style-src 'self'" },
    body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <script type="module" src="${bundle}"></script></head>
        <body><yahtzee-scorecard storage-key="" players="${names(players)}"></yahtzee-scorecard></body></html>`,
    contextOptions: { viewport: { width: 390, height: 844 } },
    route: route && { pattern: '**/*.column-window.min.js', handler: route },
    initScript: recordFirstSheet,
  });
  await served.page.waitForSelector('yahtzee-scorecard >> table.sheet');
  return served;
}

const drawn = (page) =>
  page.evaluate(
    () =>
      document.querySelector('yahtzee-scorecard').shadowRoot.querySelectorAll('thead th[data-seat]')
        .length,
  );

export function checks({ url, browser }) {
  return [
    [
      'a 100-player card at 390 px draws the columns in view, a swipe brings the others, a tap writes',
      async () => {
        for (const bundle of bundles) {
          const { context, page, problems, fetched } = await open(browser, url, bundle, 100);
          await page.waitForSelector('yahtzee-scorecard >> table.windowed');
          const window = bundle.replace(/\.min\.js$/, '.column-window.min.js');
          assert(fetched.includes(window), `${bundle}: fetched ${fetched.join(', ')}`);
          // Before it measures the view, the window draws as many columns as fill the phone beside
          // the box names, and 4 more (P1 to P8 at 72 px): measuring finds them in view, so the
          // sheet is never drawn wider, and drawn once, not twice.
          await page.evaluate(
            () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 100))),
          );
          const counts = await page.evaluate(() => window.windowedCounts);
          assert(
            JSON.stringify(counts) === '[8]',
            `${bundle}: windowed sheets of ${counts} columns`,
          );
          assert((await drawn(page)) === 8, `${bundle}: ${await drawn(page)} columns drawn`);
          // The columns left out keep their room: the table is as wide as 100 drawn columns.
          const widths = await page.evaluate(() => {
            const root = document.querySelector('yahtzee-scorecard').shadowRoot;
            const table = root.querySelector('table.sheet');
            const [boxes, column] = table.querySelectorAll('thead th');
            return {
              table: table.offsetWidth,
              boxes: boxes.offsetWidth,
              column: column.offsetWidth,
            };
          });
          assert(
            Math.abs(widths.table - widths.boxes - 100 * widths.column) <= 2,
            `${bundle}: ${JSON.stringify(widths)}`,
          );
          await page.evaluate(() => {
            const scroller = document
              .querySelector('yahtzee-scorecard')
              .shadowRoot.querySelector('.scroller');
            scroller.scrollLeft = scroller.scrollWidth;
          });
          const last = page.locator('yahtzee-scorecard thead th[data-seat="99"]');
          await last.waitFor();
          assert((await last.textContent()).includes('P100'), 'the last column');
          assert(
            (await last.getAttribute('aria-colindex')) === '101',
            'the last column is column 101 for screen readers',
          );
          await page.locator('yahtzee-scorecard #dice').fill('6 6 6 2 2');
          await page.locator('yahtzee-scorecard ul.placements button[data-place="sixes"]').click();
          const written = page.locator(
            'yahtzee-scorecard tr[data-category="sixes"] td.filled[data-seat="0"]',
          );
          await written.waitFor();
          assert((await written.textContent()).trim() === '18', 'P1 scored 18 in Sixes');
          // The turn passed to P2: its column is drawn and scrolled into view.
          await page.locator('yahtzee-scorecard thead th.current[data-seat="1"]').waitFor();
          assert(problems.length === 0, problems.join('\n'));
          await context.close();
        }
      },
    ],
    [
      'until its column window comes, a 100-player card draws as many of its first columns as 44 px columns fill the phone (9 at 390 px), numbered for screen readers, and every column once it is slow to',
      async () => {
        let release;
        const held = new Promise((resolve) => (release = resolve));
        const { context, page, problems } = await open(browser, url, bundles[0], 100, {
          route: async (route) => {
            await held;
            await route.continue();
          },
        });
        const early = await page.evaluate(() => window.firstSheet);
        // Not the first 20 that fill a wide screen: a phone's first render draws what it shows.
        const first9 = Array.from({ length: 9 }, (_, seat) => String(seat));
        assert(JSON.stringify(early.seats) === JSON.stringify(first9), early.seats.join(' '));
        assert(early.count === '101' && early.last === '10', JSON.stringify(early));
        assert(early.pageWidth <= 390, `the page scrolls sideways: ${early.pageWidth}`);
        // Slow to come (a second): every column meanwhile, so none stays out of reach.
        await page.waitForFunction(
          () =>
            document
              .querySelector('yahtzee-scorecard')
              .shadowRoot.querySelectorAll('thead th[data-seat]').length === 100,
          undefined,
          { timeout: 3000 },
        );
        release();
        await page.waitForSelector('yahtzee-scorecard >> table.windowed');
        const windowed = await drawn(page);
        assert(windowed >= 4 && windowed < 20, `${windowed} columns drawn once it came`);
        assert(problems.length === 0, problems.join('\n'));
        await context.close();
      },
    ],
    [
      'a small table never fetches the column window; a copy without it draws every column, with no error',
      async () => {
        const small = await open(browser, url, bundles[0], 8);
        await small.page.waitForTimeout(300);
        assert(
          !small.fetched.some((path) => path.includes('column-window')),
          `fetched ${small.fetched.join(', ')}`,
        );
        assert((await drawn(small.page)) === 8, 'every column of 8');
        await small.context.close();
        const copy = await open(browser, url, bundles[0], 30, {
          route: (request) => request.abort(),
        });
        await copy.page.waitForTimeout(300);
        assert((await drawn(copy.page)) === 30, 'every column of 30');
        // The missing file itself is reported (the request and the browser's console line), nothing else.
        const problems = copy.problems.filter(
          (problem) =>
            !problem.includes('column-window') && !problem.includes('Failed to load resource'),
        );
        assert(problems.length === 0, problems.join('\n'));
        await copy.context.close();
      },
    ],
  ];
}
