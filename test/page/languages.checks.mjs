// The built files and their language files, as a CMS page loads them: a page fetches English
// (inside the bundle) and its own language only, and shows no English before its language came.
import { assert, servedPage } from './browser.mjs';

const tags = ['dice-roller', 'first-player-picker', 'yahtzee-scorecard'];
const bundles = [
  { bundle: '/dist/yahtzee-widgets.min.js', tags },
  ...tags.map((tag) => ({ bundle: `/dist/cdn/${tag}.min.js`, tags: [tag] })),
];

/** A page in `lang` with the bundle's elements; what it fetched, and what each element shows. */
async function visit(browser, url, { bundle, tags: shown }, lang, { route, own } = {}) {
  // `own`: the elements' own lang, on a page in `lang`.
  const attributes = own ? ` lang="${own}"` : '';
  const { context, page, problems, fetched } = await servedPage(browser, url, {
    name: 'language-page.html',
    body: `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><link rel="icon" href="data:,">
        <script type="module" src="${bundle}"></script></head>
        <body>${shown.map((tag) => `<${tag} storage-key=""${attributes}></${tag}>`).join('')}</body></html>`,
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
/** The file of each element's later part, beside its bundle: `<bundle>.<part>.min.js`. */
const laterParts = {
  'dice-roller': 'after-roll',
  'first-player-picker': 'result-view',
  'yahtzee-scorecard': 'extras',
};

/** Words of the card's later parts (the blank sheet's controls), from its later language file. */
const laterWords = {
  sv: ['Spelare på det tomma protokollet', 'Skriv ut ett tomt protokoll'],
  en: ['Players on the blank sheet', 'Print a blank sheet'],
};

export function checks({ url, browser }) {
  return [
    [
      'an English page fetches the bundle, then the later parts of its elements once drawn; a Swedish page the bundle and its Swedish file first, then the later parts with their Swedish, and shows Swedish',
      async () => {
        for (const entry of bundles) {
          const card = entry.tags.includes('yahtzee-scorecard');
          const beside = (part) => entry.bundle.replace(/\.min\.js$/, `.${part}.min.js`);
          // The parts fetched once an element has been drawn (a card's panels, a pick's result).
          const later = entry.tags.map((tag) => beside(laterParts[tag]));
          // The storage notices' words, which every later part brings: their own chunk, asked for
          // beside the later parts (askLaterWords).
          later.push(beside('common'));
          const english = await visit(browser, url, entry, 'en');
          const sorted = (files) => [...files].sort().join();
          assert(
            english.fetched[0] === entry.bundle &&
              sorted(english.fetched.slice(1)) === sorted(later),
            `${entry.bundle} on an English page fetched ${english.fetched.join(', ')}`,
          );
          const swedish = await visit(browser, url, entry, 'sv');
          // The Swedish of the later parts comes with them, not before the first render.
          assert(
            swedish.fetched.slice(0, 2).join() === [entry.bundle, beside('sv')].join() &&
              sorted(swedish.fetched.slice(2)) === sorted([...later, beside('sv-later')]),
            `${entry.bundle} on a Swedish page fetched ${swedish.fetched.join(', ')}`,
          );
          for (const tag of entry.tags) {
            assert(swedish.texts[tag].includes(words[tag].sv), `${tag}: ${swedish.texts[tag]}`);
            assert(!swedish.texts[tag].includes(words[tag].en), `English in ${tag}`);
            assert(english.texts[tag].includes(words[tag].en), `${tag}: ${english.texts[tag]}`);
          }
          if (card) {
            const text = swedish.texts['yahtzee-scorecard'];
            for (const word of laterWords.sv) assert(text.includes(word), `no ${word} in ${text}`);
            for (const word of laterWords.en) assert(!text.includes(word), `${word} in ${text}`);
          }
          assert(swedish.problems.length === 0, swedish.problems.join('\n'));
        }
      },
    ],
    [
      'a Swedish page asks for its later Swedish file with the later parts, not after they have run: each later part is held back until it has',
      async () => {
        for (const entry of bundles) {
          let asked;
          const laterAsked = new Promise((resolve) => (asked = resolve));
          const held = [];
          const { texts, problems } = await visit(browser, url, entry, 'sv', {
            route: async (request) => {
              const file = request.request().url();
              if (/\.sv-later\.min\.js$/.test(file)) asked();
              else if (/\.(extras|after-roll|result-view)\.min\.js$/.test(file)) {
                // Before: the later Swedish file was asked for only once this file had run.
                const wait = new Promise((resolve) => setTimeout(() => resolve(false), 5000));
                held.push(await Promise.race([laterAsked.then(() => true), wait]));
              }
              return request.continue();
            },
          });
          assert(
            held.length === entry.tags.length && held.every(Boolean),
            `${entry.bundle}: later parts held ${held.length}, the later Swedish file asked for while held: ${held.join()}`,
          );
          for (const tag of entry.tags)
            assert(texts[tag].includes(words[tag].sv), `${tag}: ${texts[tag]}`);
          assert(problems.length === 0, problems.join('\n'));
        }
      },
    ],
    [
      'a copy of the bundle without its language files: a Swedish page shows English, with no error',
      async () => {
        const { texts, problems } = await visit(browser, url, bundles[0], 'sv', {
          route: (request) =>
            /\.sv(-later)?\.min\.js$/.test(request.request().url())
              ? request.abort()
              : request.continue(),
        });
        for (const tag of tags) assert(texts[tag].includes(words[tag].en), `${tag}: ${texts[tag]}`);
        const card = texts['yahtzee-scorecard'];
        for (const word of laterWords.en) assert(card.includes(word), `no ${word} in ${card}`);
        // The aborted request is reported as one; no script error may follow it.
        const errors = problems.filter((problem) => problem.startsWith('page error'));
        assert(errors.length === 0, errors.join('\n'));
      },
    ],
    [
      'a card in Swedish on an English page: its first and later parts in Swedish, from both Swedish files',
      async () => {
        const card = `/dist/cdn/yahtzee-scorecard.min.js`;
        const { fetched, texts, problems } = await visit(
          browser,
          url,
          { bundle: card, tags: ['yahtzee-scorecard'] },
          'en',
          { own: 'sv' },
        );
        const beside = (part) => card.replace(/\.min\.js$/, `.${part}.min.js`);
        for (const file of [beside('sv'), beside('extras'), beside('sv-later')])
          assert(fetched.includes(file), `${file} not fetched: ${fetched.join(', ')}`);
        const text = texts['yahtzee-scorecard'];
        for (const word of [words['yahtzee-scorecard'].sv, ...laterWords.sv])
          assert(text.includes(word), `no ${word} in ${text}`);
        for (const word of laterWords.en) assert(!text.includes(word), `${word} in ${text}`);
        assert(problems.length === 0, problems.join('\n'));
      },
    ],
    [
      'a copy without the later language file: the card draws its first parts in Swedish, its later parts in English, with no error',
      async () => {
        const { texts, problems } = await visit(browser, url, bundles[0], 'sv', {
          route: (request) =>
            /\.sv-later\.min\.js$/.test(request.request().url())
              ? request.abort()
              : request.continue(),
        });
        const card = texts['yahtzee-scorecard'];
        assert(card.includes(words['yahtzee-scorecard'].sv), `no Swedish first render: ${card}`);
        for (const word of laterWords.en) assert(card.includes(word), `no ${word} in ${card}`);
        const errors = problems.filter((problem) => problem.startsWith('page error'));
        assert(errors.length === 0, errors.join('\n'));
      },
    ],
  ];
}
