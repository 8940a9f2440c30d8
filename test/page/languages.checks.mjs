// The built files and their language files, as a CMS page loads them: a page fetches English
// (inside the bundle) and its own language only, and shows no English before its language came.
import { assert, servedPage } from './browser.mjs';

const tags = ['dice-roller', 'first-player-picker', 'yahtzee-scorecard'];
const bundles = [
  { bundle: '/dist/yahtzee-widgets.min.js', tags },
  ...tags.map((tag) => ({ bundle: `/dist/cdn/${tag}.min.js`, tags: [tag] })),
];

/** A page in `lang` with the bundle's elements; what it fetched, and what each element shows. */
async function visit(browser, url, { bundle, tags: shown }, lang, { route } = {}) {
  const { context, page, problems, fetched } = await servedPage(browser, url, {
    name: 'language-page.html',
    body: `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><link rel="icon" href="data:,">
        <script type="module" src="${bundle}"></script></head>
        <body>${shown.map((tag) => `<${tag} storage-key=""></${tag}>`).join('')}</body></html>`,
    contextOptions: { reducedMotion: 'reduce' },
    route: route && { pattern: '**/*.min.js', handler: route },
  });
  const texts = await page.evaluate(async (names) => {
    const found = {};
    for (const name of names) {
      await customElements.whenDefined(name);
      const element = document.querySelector(name);
      await element.updateComplete;
      found[name] = element.shadowRoot.textContent.replace(/\s+/g, ' ');
    }
    return found;
  }, shown);
  await context.close();
  return { fetched: fetched.filter((path) => path.endsWith('.js')), texts, problems };
}

/** Words each element shows in Swedish and in English. */
const words = {
  'dice-roller': { sv: 'Kasta', en: 'Roll' },
  'first-player-picker': { sv: 'Vem börjar?', en: 'Who begins?' },
  'yahtzee-scorecard': { sv: 'Ångra', en: 'Undo' },
};

export function checks({ url, browser }) {
  return [
    [
      'an English page fetches the bundle alone (and a card its later file once drawn); a Swedish page the bundle and its Swedish file, and shows Swedish',
      async () => {
        for (const entry of bundles) {
          // A card fetches its later parts (a box's panel, the players, ...) once it has been drawn.
          const later = entry.tags.includes('yahtzee-scorecard')
            ? [entry.bundle.replace(/\.min\.js$/, '.extras.min.js')]
            : [];
          const english = await visit(browser, url, entry, 'en');
          assert(
            english.fetched.join() === [entry.bundle, ...later].join(),
            `${entry.bundle} on an English page fetched ${english.fetched.join(', ')}`,
          );
          const swedish = await visit(browser, url, entry, 'sv');
          const file = entry.bundle.replace(/\.min\.js$/, '.sv.min.js');
          assert(
            swedish.fetched.join() === [entry.bundle, file, ...later].join(),
            `${entry.bundle} on a Swedish page fetched ${swedish.fetched.join(', ')}`,
          );
          for (const tag of entry.tags) {
            assert(swedish.texts[tag].includes(words[tag].sv), `${tag}: ${swedish.texts[tag]}`);
            assert(!swedish.texts[tag].includes(words[tag].en), `English in ${tag}`);
            assert(english.texts[tag].includes(words[tag].en), `${tag}: ${english.texts[tag]}`);
          }
          assert(swedish.problems.length === 0, swedish.problems.join('\n'));
        }
      },
    ],
    [
      'a copy of the bundle without its language files: a Swedish page shows English, with no error',
      async () => {
        const { texts } = await visit(browser, url, bundles[0], 'sv', {
          route: (request) =>
            /\.sv\.min\.js$/.test(request.request().url()) ? request.abort() : request.continue(),
        });
        for (const tag of tags) assert(texts[tag].includes(words[tag].en), `${tag}: ${texts[tag]}`);
      },
    ],
  ];
}
