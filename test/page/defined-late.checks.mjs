// Elements created, and their storage keys set as properties, before the bundle defines them (a
// late script tag, a framework that renders the tags first), on a page whose default keys hold
// another table's roll, pick and game: each element reads and writes its own key, never those.
import { assert, servedPage } from './browser.mjs';

const page = (
  script,
) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"></head>
  <body><div id="host"></div><script type="module">${script}</script></body></html>`;

const tags = ['dice-roller', 'first-player-picker', 'yahtzee-scorecard'];

export function checks({ url, browser }) {
  return [
    [
      "properties set before the bundle defines the elements: their own storage keys are used, the default keys' values untouched",
      async () => {
        const {
          context,
          page: tab,
          problems,
        } = await servedPage(browser, url, {
          name: 'defined-late.html',
          body: page(`
            const host = document.getElementById('host');
            // Another table, on the default keys: a roll, a pick and a score.
            host.innerHTML = '<dice-roller></dice-roller><first-player-picker players="Other1, Other2"></first-player-picker><yahtzee-scorecard players="Other1, Other2"></yahtzee-scorecard>';
            await import('/dist/yahtzee-widgets.min.js');
            for (const tag of ${JSON.stringify(tags)}) await customElements.whenDefined(tag);
            const [r0, p0, c0] = host.children;
            await Promise.all([r0, p0, c0].map((el) => el.updateComplete));
            r0.roll(); p0.pick(); c0.enterPoints('chance', 20);
            await navigator.locks.request(c0.storageKey, () => undefined);
            window.theirs = Object.fromEntries(Object.keys(localStorage).map((key) => [key, localStorage.getItem(key)]));
            window.seeded = true;`),
        });
        await tab.waitForFunction(() => window.seeded);
        // The same origin, a new page: the tags made and keyed before the bundle comes.
        await tab.route('**/defined-late-2.html', (request) =>
          request.fulfill({
            contentType: 'text/html',
            body: page(`
              const host = document.getElementById('host');
              const [r, p, c] = ${JSON.stringify(tags)}.map((tag) => document.createElement(tag));
              r.storageKey = 'mine:roller';
              p.storageKey = 'mine:picker';
              p.players = 'Me1, Me2';
              c.storageKey = 'mine:card';
              c.players = ['Me1', 'Me2'];
              host.append(r, p, c);
              await import('/dist/yahtzee-widgets.min.js');
              for (const tag of ${JSON.stringify(tags)}) await customElements.whenDefined(tag);
              await Promise.all([r, p, c].map((el) => el.updateComplete));
              window.shown = { roll: r.values.length, field: p.shadowRoot.querySelector('[part~=field]').value, players: c.players, total: c.totals(0).total };
              r.roll(); p.pick(); c.enterPoints('chance', 5);
              await navigator.locks.request(c.storageKey, () => undefined);
              await Promise.all([r, p, c].map((el) => el.updateComplete));
              window.done = true;`),
          }),
        );
        const theirs = await tab.evaluate(() => window.theirs);
        await tab.goto(`${url}/defined-late-2.html`);
        await tab.waitForFunction(() => window.done);
        const { shown, now } = await tab.evaluate(() => ({
          shown: window.shown,
          now: Object.fromEntries(
            Object.keys(localStorage).map((key) => [key, localStorage.getItem(key)]),
          ),
        }));
        await context.close();
        assert(Object.keys(theirs).length === 3, `seeded keys: ${Object.keys(theirs)}`);
        for (const [key, value] of Object.entries(theirs)) {
          assert(now[key] === value, `${key}, another table's, was written over`);
        }
        assert(
          shown.roll === 0 &&
            shown.field === 'Me1, Me2' &&
            shown.players.join() === 'Me1,Me2' &&
            shown.total === 0,
          `not what was set, or another table's shown: ${JSON.stringify(shown)}`,
        );
        for (const key of ['mine:roller', 'mine:picker', 'mine:card']) {
          assert(now[key]?.includes('"data"'), `nothing saved under ${key}`);
        }
        assert(problems.length === 0, problems.join('; '));
      },
    ],
  ];
}
