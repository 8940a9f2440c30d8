// No waterfall for a later file: each element asks for its later file (the card's extras, the
// roller's after-roll, the picker's result view) as it connects, so the file comes while the first
// render runs, not one round trip after it. Checked on order, not on time: the file's fetch starts
// (its Resource Timing startTime) before append() returns, so before the first render, which Lit
// runs a microtask later. The same for the storage notices' words (the `common` file) that the
// later file imports: asked for only as the later file was parsed, they came a round trip after it.
// And a big table's column window, which was asked for by the first render.
import { assert, servedPage } from './browser.mjs';

const parts = [
  { tag: 'yahtzee-scorecard', file: 'extras', players: 'Ann,Bo,Cy,Di,Ed,Flo,Gus,Hal' },
  // A big table's column window comes beside its later file, for the first render to draw.
  {
    tag: 'yahtzee-scorecard',
    file: 'column-window',
    players: Array.from({ length: 100 }, (_, i) => `P${i + 1}`).join(','),
  },
  { tag: 'dice-roller', file: 'after-roll' },
  { tag: 'first-player-picker', file: 'result-view' },
];

export function checks({ url, browser }) {
  return [
    [
      'each element asks for its later file before its first render is drawn (all-in-one and each element alone)',
      async () => {
        for (const { tag, file, players } of parts) {
          for (const bundle of ['/dist/yahtzee-widgets.min.js', `/dist/cdn/${tag}.min.js`]) {
            const where = `${tag} in ${bundle}`;
            const { context, page, problems } = await servedPage(browser, url, {
              name: 'later-early-page.html',
              body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"></head>
                <body><p>Rules</p><script type="module" src="${bundle}"></script></body></html>`,
            });
            const seen = await page.evaluate(
              async ({ tag, players }) => {
                await customElements.whenDefined(tag);
                const element = document.createElement(tag);
                element.setAttribute('storage-key', 'later-early');
                if (players) element.setAttribute('players', players);
                document.body.append(element);
                const connected = performance.now();
                const empty = element.shadowRoot.childElementCount === 0;
                await element.updateComplete;
                return {
                  connected,
                  empty,
                  files: performance
                    .getEntriesByType('resource')
                    .map((entry) => ({ path: new URL(entry.name).pathname, at: entry.startTime })),
                };
              },
              { tag, players },
            );
            await context.close();
            const prefix = bundle.replace(/\.min\.js$/, '');
            assert(seen.empty, `${where}: drawn before append() returned`);
            // The later file, and the storage notices' words it imports, side by side.
            for (const name of [file, 'common']) {
              const later = seen.files.find((f) => f.path === `${prefix}.${name}.min.js`);
              assert(later, `${where}: no ${name} file (${seen.files.map((f) => f.path)})`);
              assert(
                later.at <= seen.connected,
                `${where}: ${name} asked for at ${later.at.toFixed(1)} ms, after append() returned at ${seen.connected.toFixed(1)} ms`,
              );
            }
            assert(problems.length === 0, `${where}: ${problems.join('\n')}`);
          }
        }
      },
    ],
  ];
}
