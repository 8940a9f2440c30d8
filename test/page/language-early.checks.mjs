// No waterfall for a language: a page in Dutch, Swedish, German or French that pastes its
// language's own file (dist/nl/..., or dist/cdn/nl/... for an element alone) asks for no language
// file at all. With the English file (or an English element file) it asks for its language file
// while the bundle is still running, before the bundle defines any element, not once an element's
// first update asks for it after the bundle has run. Checked on request order: the file's fetch
// starts (its Resource Timing startTime) before the first customElements.define() call (a
// performance mark made by a wrapper installed before any script of the page).
import { assert, markDefines, servedPage } from './browser.mjs';

const tags = ['dice-roller', 'first-player-picker', 'yahtzee-scorecard'];
/** A bundle's language file, beside it. */
const languageFile = (bundle, lang) => bundle.replace(/\.min\.js$/, `.${lang}.min.js`);

const bundles = [
  { bundle: '/dist/yahtzee-widgets.min.js', tags },
  ...tags.map((tag) => ({ bundle: `/dist/cdn/${tag}.min.js`, tags: [tag] })),
];

/**
 * The README's snippet in a page in `lang` (with `preload`, its modulepreload line for the
 * language file too): when its language file and its defines started.
 */
async function visit(browser, url, { bundle, tags: shown }, lang, preload) {
  const line = preload ? `<link rel="modulepreload" href="${preload}">` : '';
  const { context, page, problems } = await servedPage(browser, url, {
    name: 'early-language-page.html',
    body: `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><link rel="icon" href="data:,">${line}</head>
      <body><script type="module" src="${bundle}"></script>
      ${shown.map((tag) => `<${tag} storage-key=""></${tag}>`).join('')}</body></html>`,
    initScript: markDefines,
  });
  const seen = await page.evaluate(async (names) => {
    // The bundle defines each element after a timer, which the load event does not wait for.
    for (const name of names) await customElements.whenDefined(name);
    for (const name of names) await document.querySelector(name).updateComplete;
    const defines = performance.getEntriesByType('mark').filter((m) => m.name.startsWith('define'));
    return {
      defines: defines.map((mark) => ({ name: mark.name, at: mark.startTime })),
      files: performance
        .getEntriesByType('resource')
        .map((entry) => ({ path: new URL(entry.name).pathname, at: entry.startTime })),
      texts: names.map((name) => document.querySelector(name).shadowRoot.textContent),
    };
  }, shown);
  await context.close();
  return { ...seen, problems };
}

/** A word each element shows in each language. */
const words = {
  'dice-roller': { en: 'Roll', nl: 'Gooi', sv: 'Kasta', de: 'Würfeln', fr: 'Lancer' },
  'first-player-picker': {
    en: 'Who begins?',
    nl: 'Wie begint?',
    sv: 'Vem börjar?',
    de: 'Wer fängt an?',
    fr: 'Qui commence ?',
  },
  'yahtzee-scorecard': {
    en: 'Undo',
    nl: 'Ongedaan maken',
    sv: 'Ångra',
    de: 'Rückgängig',
    fr: 'Annuler le dernier coup',
  },
};

/** What the card's later file shows in each language (its blank sheet's control). */
const laterWords = {
  en: 'Print a blank sheet',
  nl: 'Lege scorekaart afdrukken',
  sv: 'Skriv ut ett tomt protokoll',
  de: 'Leeren Spielblock drucken',
  fr: 'Imprimer une feuille vierge',
};

/** A language file of any bundle, first or later. */
const isLanguageFile = (path) => /\.(nl|sv|de|fr)(-later)?\.min\.js$/.test(path);

export function checks({ url, browser }) {
  return [
    [
      "a page in nl, sv, de or fr with its language's own bundle (dist/<lang>/, dist/cdn/<lang>/ for an element alone) draws in that language, the later parts too, and asks for no language file",
      async () => {
        for (const lang of ['nl', 'sv', 'de', 'fr']) {
          const own = [
            { bundle: `/dist/${lang}/yahtzee-widgets.min.js`, tags },
            ...tags.map((tag) => ({ bundle: `/dist/cdn/${lang}/${tag}.min.js`, tags: [tag] })),
          ];
          for (const entry of own) {
            const where = `${entry.bundle} in ${lang}`;
            const { defines, files, texts, problems } = await visit(browser, url, entry, lang);
            const fetched = files.map((file) => file.path);
            assert(!fetched.some(isLanguageFile), `${where}: fetched ${fetched}`);
            // Its later files are its own, beside it.
            const folder = entry.bundle.replace(/[^/]+$/, '');
            const outside = fetched.filter((path) => !path.startsWith(folder));
            assert(outside.length === 0, `${where}: fetched ${outside} from outside its folder`);
            assert(
              defines.length === entry.tags.length,
              `${where}: defined ${defines.map((d) => d.name)}`,
            );
            entry.tags.forEach((tag, i) => {
              assert(texts[i].includes(words[tag][lang]), `${where}, ${tag}: ${texts[i]}`);
              assert(!texts[i].includes(words[tag].en), `${where}, ${tag} in English: ${texts[i]}`);
              if (tag === 'yahtzee-scorecard') {
                assert(
                  texts[i].includes(laterWords[lang]),
                  `${where}, the card's later file: ${texts[i]}`,
                );
              }
            });
            assert(problems.length === 0, `${where}: ${problems.join('\n')}`);
          }
        }
      },
    ],
    [
      "on a page language's own bundle, an element in another language gets that language's files from beside the bundle, and one in English none",
      async () => {
        const entry = { bundle: '/dist/nl/yahtzee-widgets.min.js', tags: ['yahtzee-scorecard'] };
        const { context, page, problems } = await servedPage(browser, url, {
          name: 'own-bundle-other-language.html',
          body: `<!doctype html><html lang="nl"><head><meta charset="utf-8"><link rel="icon" href="data:,"></head>
            <body><script type="module" src="${entry.bundle}"></script>
            <yahtzee-scorecard storage-key="" lang="fr"></yahtzee-scorecard>
            <yahtzee-scorecard storage-key="" lang="en"></yahtzee-scorecard>
            <yahtzee-scorecard storage-key=""></yahtzee-scorecard></body></html>`,
        });
        const seen = await page.evaluate(async () => {
          await customElements.whenDefined('yahtzee-scorecard');
          const cards = [...document.querySelectorAll('yahtzee-scorecard')];
          await Promise.all(cards.map((card) => card.updateComplete));
          return {
            texts: cards.map((card) => card.shadowRoot.textContent),
            files: performance
              .getEntriesByType('resource')
              .map((file) => new URL(file.name).pathname),
          };
        });
        await context.close();
        const [french, english, dutch] = seen.texts;
        const card = words['yahtzee-scorecard'];
        assert(french.includes(card.fr) && french.includes(laterWords.fr), `in fr: ${french}`);
        assert(english.includes(card.en) && english.includes(laterWords.en), `in en: ${english}`);
        assert(dutch.includes(card.nl) && dutch.includes(laterWords.nl), `in nl: ${dutch}`);
        const languages = seen.files.filter(isLanguageFile).sort();
        assert(
          languages.join() ===
            '/dist/nl/yahtzee-widgets.fr-later.min.js,/dist/nl/yahtzee-widgets.fr.min.js',
          `fetched ${languages}`,
        );
        assert(problems.length === 0, problems.join('\n'));
      },
    ],
    [
      'a page in nl, sv, de or fr asks for its language file before the bundle defines an element (all-in-one and each element alone)',
      async () => {
        for (const entry of bundles) {
          for (const lang of ['nl', 'sv', 'de', 'fr']) {
            const where = `${entry.bundle} in ${lang}`;
            const { defines, files, texts, problems } = await visit(browser, url, entry, lang);
            const file = languageFile(entry.bundle, lang);
            const language = files.find((fetched) => fetched.path === file);
            assert(language, `${where}: ${file} was not fetched (${files.map((f) => f.path)})`);
            assert(
              defines.length === entry.tags.length,
              `${where}: defined ${defines.map((d) => d.name)}`,
            );
            const first = defines[0];
            assert(
              language.at < first.at,
              `${where}: ${file} was asked for at ${language.at} ms, after ${first.name} at ${first.at} ms`,
            );
            entry.tags.forEach((tag, i) => {
              assert(texts[i].includes(words[tag][lang]), `${where}, ${tag}: ${texts[i]}`);
              assert(!texts[i].includes(words[tag].en), `${where}, ${tag} in English: ${texts[i]}`);
            });
            assert(problems.length === 0, `${where}: ${problems.join('\n')}`);
          }
        }
      },
    ],
    [
      "the English file with a modulepreload line for the page's language file (the snippet before the languages' own files): that file is asked for beside the bundle, not after it has run, and fetched once",
      async () => {
        const entry = bundles[0];
        for (const lang of ['nl', 'fr']) {
          const where = `${entry.bundle} in ${lang}, preloaded`;
          const file = languageFile(entry.bundle, lang);
          const { files, texts, problems } = await visit(browser, url, entry, lang, file);
          const language = files.filter((fetched) => fetched.path === file);
          const bundle = files.find((fetched) => fetched.path === entry.bundle);
          assert(language.length === 1, `${where}: ${file} fetched ${language.length} times`);
          assert(
            language[0].at <= bundle.at,
            `${where}: ${file} asked for at ${language[0].at} ms, after the bundle at ${bundle.at} ms`,
          );
          entry.tags.forEach((tag, i) => {
            assert(texts[i].includes(words[tag][lang]), `${where}, ${tag}: ${texts[i]}`);
          });
          assert(problems.length === 0, `${where}: ${problems.join('\n')}`);
        }
      },
    ],
    [
      'an English page asks for no language file, however early',
      async () => {
        const { files } = await visit(browser, url, bundles[0], 'en');
        const languageFiles = files.filter((fetched) => isLanguageFile(fetched.path));
        assert(languageFiles.length === 0, `fetched ${languageFiles.map((f) => f.path)}`);
      },
    ],
  ];
}
