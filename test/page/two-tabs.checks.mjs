// Two tabs of one browser on one saved game (two pages of one context: separate renderers, one
// localStorage): both write a box at the same instant, 20 times. Every entry confirmed by
// score-change must be in the saved game, the tab whose entry was refused says so, and both tabs
// end on the saved game.
import { assert, watchedPage } from './browser.mjs';
import { boxes, sleep, until } from './table-helpers.mjs';

const key = 'two-tabs-check:card';
const trials = 20;
const notice =
  'Another tab changed this game first: your entry was not saved. This is the saved game.';

const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,">
  <script type="module" src="/dist/yahtzee-widgets.min.js"></script></head>
  <body><yahtzee-scorecard players="Anna, Bram" storage-key="${key}"></yahtzee-scorecard></body></html>`;

/** What a page shows and knows: its sheet, its notice, its confirmed entries and the saved game. */
const state = (page) =>
  page.evaluate((key) => {
    const card = document.querySelector('yahtzee-scorecard');
    const root = card.shadowRoot;
    const sheet = [...root.querySelectorAll('td[data-seat] > button.filled')]
      .map((b) => `${b.closest('td').dataset.seat}:${b.dataset.box}:${b.textContent.trim()}`)
      .sort();
    const saved = JSON.parse(localStorage.getItem(key) ?? 'null')?.data.moves ?? [];
    return {
      sheet,
      saved: saved.map((m) => `${m.player}:${m.category}:${m.points}`).sort(),
      notice: root.querySelector('[part="notice"]')?.textContent.trim() ?? '',
      confirmed: window.confirmed,
      entered: window.entered,
      waits: window.waits,
    };
  }, key);

/** Scratches a box of the current player at `at` (Date.now() time): the first or the last free one. */
const enterAt = (page, at, last) =>
  page.evaluate(
    ({ at, last, boxes }) => {
      const card = document.querySelector('yahtzee-scorecard');
      const seat = card.currentPlayer;
      const free = boxes.filter(
        (box) =>
          !card.shadowRoot.querySelector(
            `td[data-seat="${seat}"] > button.filled[data-box="${box}"]`,
          ),
      );
      const box = last ? free.at(-1) : free[0];
      window.entered = `${seat}:${box}:0`;
      setTimeout(() => {
        window.pending = { box, started: performance.now() };
        card.scratch(box);
      }, at - Date.now());
    },
    { at, last, boxes },
  );

async function race(browser, url) {
  const context = await browser.newContext();
  const tabs = [await watchedPage(context), await watchedPage(context)];
  try {
    await context.route('**/two-tabs.html', (request) =>
      request.fulfill({ contentType: 'text/html', body }),
    );
    // A context of its own: nothing saved, both tabs start on the same fresh game.
    for (const { page } of tabs) {
      await page.goto(`${url}/two-tabs.html`);
      await page.evaluate(async () => {
        window.confirmed = [];
        window.waits = [];
        await customElements.whenDefined('yahtzee-scorecard');
        const card = document.querySelector('yahtzee-scorecard');
        await card.updateComplete;
        card.addEventListener('score-change', ({ detail }) => {
          window.confirmed.push(`${detail.player}:${detail.category}:${detail.points}`);
          // How long this tab's entry took to be saved and confirmed.
          if (detail.category !== window.pending?.box) return;
          window.waits.push(performance.now() - window.pending.started);
          window.pending = undefined;
        });
      });
    }
    let lost = 0;
    let apart = 0;
    let refused = 0;
    const failures = [];
    let before = new Set();
    for (let trial = 1; trial <= trials; trial++) {
      const at = Date.now() + 150;
      await Promise.all(tabs.map(({ page }, i) => enterAt(page, at, i === 1)));
      await sleep(at - Date.now() + 50);
      // Settled: each tab confirmed its entry or said it was refused, and both show the saved game.
      const same = ([a, b]) =>
        a.saved.length > 0 &&
        [a.sheet, b.sheet, b.saved].every((list) => list.join() === a.saved.join());
      const states = await until(
        () => Promise.all(tabs.map(({ page }) => state(page))),
        (states) =>
          same(states) &&
          states.every((s) => s.confirmed.includes(s.entered) || s.notice === notice),
        'settled',
        1500,
      ).catch(() => Promise.all(tabs.map(({ page }) => state(page))));
      if (!same(states)) apart++;
      const saved = new Set(states[0].saved);
      const confirmed = states.flatMap((s) => s.confirmed);
      lost += confirmed.filter((entry) => !saved.has(entry)).length;
      for (const [i, tab] of states.entries()) {
        if (tab.confirmed.includes(tab.entered)) continue;
        if (tab.notice === notice) refused++;
        else
          failures.push(
            `trial ${trial}: tab ${i + 1}'s entry was refused, its notice: "${tab.notice}"`,
          );
      }
      const added = [...saved].filter((entry) => !before.has(entry));
      if (added.some((entry) => !confirmed.includes(entry)))
        failures.push(`trial ${trial}: saved ${added}, confirmed ${confirmed}`);
      before = saved;
      for (const { page } of tabs) await page.evaluate(() => (window.confirmed = []));
    }
    const waits = (await Promise.all(tabs.map(({ page }) => state(page)))).flatMap((s) => s.waits);
    waits.sort((a, b) => a - b);
    const ms = (q) => waits[Math.floor(q * (waits.length - 1))]?.toFixed(1);
    console.log(
      `two tabs, ${trials} races: ${lost} confirmed entries lost, ${apart} races left the tabs on different games, ${refused} entries refused with the notice; from an entry to its score-change (a save under the lock): median ${ms(0.5)} ms, least ${ms(0)}, most ${ms(1)} (${waits.length} saves)`,
    );
    assert(failures.length === 0, failures.join('\n'));
    assert(lost === 0, `${lost} confirmed entries were not saved`);
    assert(apart === 0, `${apart} races left the tabs on different games`);
    for (const { problems } of tabs) assert(problems.length === 0, problems.join('\n'));
  } finally {
    await context.close();
  }
}

export function checks({ url, browser }) {
  return [
    [
      `two tabs write at the same instant, ${trials} times: every confirmed entry is saved, both show the saved game`,
      () => race(browser, url),
    ],
  ];
}
