// No waterfall for a later file: each element asks for its later file (the card's extras, the
// roller's after-roll, the picker's result view) as it connects, so the file comes while the first
// render runs, not one round trip after it. Checked on order, not on time: the file's fetch starts
// (its Resource Timing startTime) before append() returns, so before the first render, which Lit
// runs a microtask later. The same for the storage notices' words (the `common` file) that the
// later file imports: asked for only as the later file was parsed, they came a round trip after it.
// And a big table's column window, which was asked for by the first render. In the all-in-one,
// which defines its elements one after another, each in a task of its own, an element already in
// the page asks for its later file (and the first, for the later words) before any is defined, in
// every language; in a page in another language, right after its language file, never before.
import { assert, markDefines, servedPage } from './browser.mjs';

/** Each element's later file. */
const laterOf = {
  'dice-roller': 'after-roll',
  'first-player-picker': 'result-view',
  'yahtzee-scorecard': 'extras',
};

const parts = [
  {
    tag: 'yahtzee-scorecard',
    file: laterOf['yahtzee-scorecard'],
    players: 'Ann,Bo,Cy,Di,Ed,Flo,Gus,Hal',
  },
  // A big table's column window comes beside its later file, for the first render to draw.
  {
    tag: 'yahtzee-scorecard',
    file: 'column-window',
    players: Array.from({ length: 100 }, (_, i) => `P${i + 1}`).join(','),
  },
  { tag: 'dice-roller', file: laterOf['dice-roller'] },
  { tag: 'first-player-picker', file: laterOf['first-player-picker'] },
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
    [
      "the all-in-one: elements already in the page ask for their later files and the later words before the first define, in Dutch after the page's language file is asked for; elements not in the page, for nothing",
      async () => {
        const tags = ['dice-roller', 'first-player-picker', 'yahtzee-scorecard'];
        // What each element draws in each language: the roller's Roll, the picker's heading, Undo.
        const words = {
          en: ['Roll', 'Who begins?', 'Undo'],
          nl: ['Gooi', 'Wie begint?', 'Ongedaan maken'],
        };
        // The roller alone (only what is in the page is asked for early), then all three; in
        // Dutch the page's language file comes first.
        const cases = [
          { shown: ['dice-roller'], lang: 'en' },
          { shown: tags, lang: 'en' },
          { shown: tags, lang: 'nl' },
        ];
        for (const { shown, lang } of cases) {
          const where = `with ${shown.join(', ')} in ${lang}`;
          const { context, page, problems } = await servedPage(browser, url, {
            name: 'later-early-in-page.html',
            body: `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><link rel="icon" href="data:,"></head>
              <body><script type="module" src="/dist/yahtzee-widgets.min.js"></script>
              ${shown.map((tag) => `<${tag} storage-key=""></${tag}>`).join('')}</body></html>`,
            initScript: markDefines,
          });
          const seen = await page.evaluate(async (tags) => {
            await Promise.all(tags.map((tag) => customElements.whenDefined(tag)));
            for (const element of document.querySelectorAll(tags.join())) {
              await element.updateComplete;
            }
            return {
              firstDefine: performance
                .getEntriesByType('mark')
                .find((m) => /^define /.test(m.name)),
              files: performance
                .getEntriesByType('resource')
                .map((entry) => ({ path: new URL(entry.name).pathname, at: entry.startTime })),
              texts: [...document.querySelectorAll(tags.join())].map(
                (element) => element.shadowRoot.textContent,
              ),
            };
          }, tags);
          await context.close();
          const fileOf = (name) =>
            seen.files.find((f) => f.path === `/dist/yahtzee-widgets.${name}.min.js`);
          const asked = [
            ...shown.map((tag) => laterOf[tag]),
            lang === 'en' ? 'common' : 'nl-later',
          ];
          for (const name of asked) {
            const file = fileOf(name);
            assert(file, `${where}: no ${name} file`);
            assert(
              file.at < seen.firstDefine.startTime,
              `${where}: ${file.path} asked for at ${file.at.toFixed(1)} ms, after ${seen.firstDefine.name} at ${seen.firstDefine.startTime.toFixed(1)} ms`,
            );
            if (lang !== 'en') {
              const language = fileOf(lang);
              assert(
                language && language.at <= file.at,
                `${where}: ${file.path} asked for at ${file.at.toFixed(1)} ms, before the language file (${language?.at.toFixed(1)} ms)`,
              );
            }
          }
          for (const tag of tags.filter((tag) => !shown.includes(tag))) {
            assert(!fileOf(laterOf[tag]), `${where}: fetched ${laterOf[tag]}, of <${tag}>`);
          }
          seen.texts.forEach((text, i) =>
            assert(text.includes(words[lang][tags.indexOf(shown[i])]), `${where}: ${text}`),
          );
          assert(problems.length === 0, `${where}: ${problems.join('\n')}`);
        }
      },
    ],
  ];
}
