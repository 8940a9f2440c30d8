/** The languages we ship a catalog for; the first is the fallback. */
export const languages = ['en', 'nl', 'sv', 'de', 'fr'] as const;
export type Language = (typeof languages)[number];

/**
 * One typed object per language: a missing language or message is a compile error. A language
 * other than English reads as English until `loadLanguage` has brought its file.
 */
export type Catalog<Messages> = Readonly<Record<Language, Messages>>;

/** Where a catalog's messages in one language come from: a file of its own, loaded when needed. */
export type LanguageFiles<Messages> = Record<
  Exclude<Language, 'en'>,
  () => Promise<{ default: Messages }>
>;

// Each catalog's loader: undefined when `language` is here (or failed to come, which leaves English).
const loaders: ((language: Language) => Promise<unknown> | undefined)[] = [];

// How many catalogs the all-in-one made as it started to run (asked-early.ts): its elements' own
// words, which a first render waits for. A later file's, made as that file runs, are waited for
// by its part (LaterPart). Undefined (an element alone): a first render waits for every catalog.
let made: number | undefined;

/** The catalogs made so far are the ones a first render waits for. */
export function firstCatalogsMade(): void {
  made = loaders.length;
}

/**
 * A catalog with English inside and every other language in a file of its own, so that a page
 * downloads English and its own language only. A catalog no code reads is left out of a bundle,
 * with its language files: its loader serves nobody.
 */
/* @__NO_SIDE_EFFECTS__ */
export function catalog<Messages>(en: Messages, files: LanguageFiles<Messages>): Catalog<Messages> {
  const here: Partial<Record<Language, Messages>> = { en };
  const coming: Partial<Record<Language, Promise<void>>> = {};
  const messages = {} as Record<Language, Messages>;
  for (const language of languages) {
    Object.defineProperty(messages, language, { get: () => here[language] ?? en });
  }
  const load = (language: Language): Promise<unknown> | undefined =>
    here[language]
      ? undefined
      : (coming[language] ??= files[language as Exclude<Language, 'en'>]().then(
          (file) => void (here[language] = file.default),
          // A missing or blocked file (a copy of the bundle without its folder): English stays.
          () => void (here[language] = en),
        ));
  loaders.push(load);
  // The page's language is fetched as the bundle starts to run, beside the rest of it, not once
  // an element asks (a second round trip after the bundle). A module script runs on a parsed page.
  void load(languageOf(globalThis.document?.documentElement));
  return messages;
}

// A module of every later language file (the storage notices are in each bundle's): fetching it
// fetches that whole file.
const laterFiles: LanguageFiles<unknown> = {
  nl: () => import('./nl/common.js'),
  sv: () => import('./sv/common.js'),
  de: () => import('./de/common.js'),
  fr: () => import('./fr/common.js'),
};

/**
 * Asks for the later language file of `language`, and the words the later files share, as a later
 * file is asked for: their catalogs are made only when that file has run, and asking only then
 * would be one more round trip before the later parts show.
 */
export function askLaterWords(language: Language): void {
  if (language !== 'en') laterFiles[language]().catch(() => {});
  // The storage notices' English words: asked for beside the later files, not once one has been
  // parsed (a round trip after it, held up by the first render).
  import('./common.js').catch(() => {});
}

/**
 * Brings every catalog's messages in `language` (`first`: those the bundle made as it started);
 * undefined when they are all here already.
 */
export function loadLanguage(language: Language, first?: boolean): Promise<unknown> | undefined {
  const coming = loaders
    .slice(0, first ? made : undefined)
    .map((load) => load(language))
    .filter(Boolean);
  return coming.length ? Promise.all(coming) : undefined;
}

/**
 * The language of the nearest `lang` attribute (crossing shadow roots), narrowed to a catalog we
 * have. No DOM classes: on the server (`@lit-labs/ssr`) an element has its own attributes and no
 * parent, and the server's language is not the reader's, so it is English there.
 */
export function languageOf(element: Element | undefined): Language {
  let node: Node | null | undefined = element;
  while (node) {
    const lang = (node as Element).getAttribute?.('lang');
    if (lang) return resolveLanguage(lang);
    // 11: a shadow root (a plain fragment has no host, and ends the walk).
    node = node.nodeType === 11 ? (node as ShadowRoot).host : node.parentNode;
  }
  return resolveLanguage((globalThis.document && navigator.language) || 'en');
}

/** Narrows a BCP 47 tag ("nl-BE", "sv_SE", "EN") to a catalog we have, else English. */
export function resolveLanguage(tag: string): Language {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return (languages as readonly string[]).includes(primary) ? (primary as Language) : 'en';
}

export interface PluralForms {
  one: string;
  other: string;
}

// The first Intl.NumberFormat or Intl.ListFormat of a page loads the browser's locale data: 20-30
// ms in one task (a cold page here), in a first render or a tap. The elements make one only for a
// number of 1,000 or more; lists and plurals follow the five languages' rules (Intl's, the tests
// hold) without one.
const numberFormats: Partial<Record<Language, Intl.NumberFormat>> = {};

/** Picks the plural form of `n` in `language`; `#` in the form is replaced by the formatted number. */
export function plural(language: Language, n: number, forms: PluralForms): string {
  // A count of one, and in French also of zero (whole numbers: the counts the elements say).
  const form = n === 1 || (language === 'fr' && n === 0) ? forms.one : forms.other;
  return form.replace('#', formatNumber(language, n));
}

/** Formats a number the way the language writes it ("1.234" in Dutch, "1,234" in English). */
export function formatNumber(language: Language, n: number): string {
  // Whole numbers under 1,000 (nearly every box and total) are written alike in all five languages:
  // Latin digits, no separator. No Intl object for them: making the first one loads locale data,
  // tens of ms of a cold page's first render.
  return Number.isInteger(n) && n >= 0 && n < 1000
    ? `${n}`
    : (numberFormats[language] ??= new Intl.NumberFormat(language)).format(n);
}

/**
 * A name a reader typed, as a sentence holds it: set apart (Unicode's first-strong isolate), so that
 * a right-to-left name keeps the sentence around it in order. Else "محمد: 2 in Twos" shows as
 * "2 :محمد in Twos": the number after Arabic letters is read right to left with them.
 */
export const isolated = (name: string): string => `\u2068${name}\u2069`;

/**
 * Joins a list the way the language does ("3, 3 en 5"), with `word`: its "and" or "or", from the
 * words of the sentence that says the list.
 */
export function formatList(language: Language, items: readonly string[], word: string): string {
  // Intl's long style: the last two joined by the word, the others by commas, and in English a
  // comma before the word too once there are three. Items are names or numbers, never empty.
  const head = items.slice(0, -1).join(', ');
  return head
    ? `${head}${language === 'en' && items[2] ? ',' : ''} ${word} ${items.at(-1)}`
    : items.join('');
}
