import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { LitElement, html } from 'lit';
import {
  catalog,
  firstCatalogsMade,
  resolveLanguage,
  type Language,
} from '../../src/i18n/index.js';
import { LanguageController } from '../../src/internal/language.js';

type Words = { word: string };
type File = Promise<{ default: Words }>;

/** Sets <html lang> for `body` (removed with null), then puts the page's own back. */
async function withPageLang<T>(lang: string | null, body: () => T | Promise<T>): Promise<T> {
  const root = document.documentElement;
  const before = root.getAttribute('lang');
  if (lang === null) root.removeAttribute('lang');
  else root.setAttribute('lang', lang);
  try {
    return await body();
  } finally {
    if (before === null) root.removeAttribute('lang');
    else root.setAttribute('lang', before);
  }
}

/**
 * A catalog whose files in the `held` languages come only when the test says so (`arrive`), the
 * others at once (every catalog of the page is asked for a host's language), with the languages
 * it asked for.
 */
function testCatalog(held: Language[] = []) {
  const asked: Language[] = [];
  const arrive: Partial<Record<Language, (file: { default: Words }) => void>> = {};
  const file = (language: Language) => () => {
    asked.push(language);
    return held.includes(language)
      ? (new Promise((resolve) => (arrive[language] = resolve)) as File)
      : Promise.resolve({ default: { word: language } });
  };
  const words = catalog<Words>(
    { word: 'dice' },
    { nl: file('nl'), sv: file('sv'), de: file('de'), fr: file('fr') },
  );
  return { words, asked, arrive };
}

describe('the page language, asked for as a catalog is made', () => {
  // A BCP 47 tag as a CMS writes it: a language in any case, with or without a region.
  const tags = fc
    .tuple(
      fc.constantFrom('nl', 'sv', 'de', 'fr', 'en', 'pt', 'ja'),
      fc.constantFrom('', '-BE', '-SE', '_AT', '-CA', '-GB'),
      fc.boolean(),
    )
    .map(([language, region, upper]) => (upper ? language.toUpperCase() : language) + region);
  const runs = 60;

  it(`asks for the file of <html lang> at once, and no other (${runs} generated tags)`, async () => {
    let tried = 0;
    await fc.assert(
      fc.asyncProperty(tags, (tag) =>
        withPageLang(tag, () => {
          tried++;
          const { asked } = testCatalog();
          const language = resolveLanguage(tag);
          expect(asked).to.deep.equal(language === 'en' ? [] : [language], tag);
        }),
      ),
      { numRuns: runs },
    );
    expect(tried).to.equal(runs);
  });

  it('with no lang on the page, asks for the browser language (English here: nothing)', async () => {
    await withPageLang(null, () => {
      const { asked } = testCatalog();
      const browser = resolveLanguage(navigator.language);
      expect(asked).to.deep.equal(browser === 'en' ? [] : [browser]);
    });
  });

  it('serves the file it asked for early to the page later: one request, the words in place', async () => {
    await withPageLang('sv-SE', async () => {
      const { words, asked, arrive } = testCatalog(['sv']);
      expect(words.sv.word).to.equal('dice', 'English until the file has come');
      arrive.sv!({ default: { word: 'tärningar' } });
      await Promise.resolve();
      expect(words.sv.word).to.equal('tärningar');
      expect(asked).to.deep.equal(['sv']);
    });
  });
});

/** A host whose first render waits for its language (as the three elements' scheduleUpdate does). */
class WordProbe extends LitElement {
  static words = testCatalog(['de', 'fr']);
  readonly language: LanguageController = new LanguageController(this);
  renders = 0;
  override scheduleUpdate(): void | Promise<unknown> {
    return this.language.whenReady(() => super.scheduleUpdate());
  }
  override render() {
    this.renders++;
    return html`<p>${WordProbe.words.words[this.language.value].word}</p>`;
  }
}
customElements.define('yw-word-probe', WordProbe);

const text = (probe: WordProbe) => probe.shadowRoot?.textContent ?? '';
/** A probe in the page, in `lang`. */
function probeIn(lang: Language): WordProbe {
  const probe = document.createElement('yw-word-probe') as WordProbe;
  probe.lang = lang;
  document.body.append(probe);
  return probe;
}
const tick = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));

describe('LanguageController.whenReady', () => {
  afterEach(() => document.querySelectorAll('yw-word-probe').forEach((probe) => probe.remove()));

  it('a first render waits for the language file, then draws once, in the language', async () => {
    const probe = probeIn('de');
    await tick(50);
    expect(probe.renders).to.equal(0, 'nothing drawn, English neither, before German came');
    WordProbe.words.arrive.de!({ default: { word: 'Würfel' } });
    await probe.updateComplete;
    expect(text(probe)).to.equal('Würfel');
    await tick(50);
    expect(probe.renders).to.equal(1, 'no second render when the file came in time');
    await expect(probe).to.be.accessible();
  });

  it('a file later than the 3 s patience: English first, then the language when it comes', async function () {
    this.timeout(20000);
    const probe = probeIn('fr');
    // Resolves once the patience ran out and the host drew without its language.
    await probe.updateComplete;
    expect(text(probe)).to.equal('dice');
    expect(probe.renders).to.equal(1);
    WordProbe.words.arrive.fr!({ default: { word: 'dés' } });
    await tick();
    await probe.updateComplete;
    expect(text(probe)).to.equal('dés');
    expect(probe.renders).to.equal(2);
    await expect(probe).to.be.accessible();
  });

  it('a language already here draws at once, asking for no file again', async () => {
    const probe = probeIn('de');
    await probe.updateComplete;
    expect(text(probe)).to.equal('Würfel');
    expect(probe.renders).to.equal(1);
    expect(WordProbe.words.asked.filter((language) => language === 'de')).to.have.length(1);
  });

  it("a first render waits for the words the bundle started with, not a later file's; a language changed after it brings every catalog's", async () => {
    // As the all-in-one counts its first catalogs as it starts (asked-early.ts), then a later file
    // makes its own. Last in this file: the count stays.
    firstCatalogsMade();
    const later = testCatalog(['sv']);
    const probe = probeIn('sv');
    await probe.updateComplete;
    expect(text(probe)).to.equal('sv', "drawn in Swedish, not held back by the later file's words");
    expect(later.asked).to.deep.equal([]);
    probe.lang = 'nl';
    await tick();
    await probe.updateComplete;
    expect(text(probe)).to.equal('nl');
    expect(later.asked).to.deep.equal(['nl'], 'a later language: every catalog asked for it');
    expect(later.words.nl.word).to.equal('nl');
  });
});
