/** The languages we ship a catalog for; the first is the fallback. */
export const languages = ['en', 'nl', 'sv', 'de', 'fr'] as const;
export type Language = (typeof languages)[number];

/** One typed object per language: a missing language or message is a compile error. */
export type Catalog<Messages> = Record<Language, Messages>;

/** Narrows a BCP 47 tag ("nl-BE", "sv_SE", "EN") to a catalog we have, else English. */
export function resolveLanguage(tag: string): Language {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return (languages as readonly string[]).includes(primary) ? (primary as Language) : 'en';
}

export interface PluralForms {
  one: string;
  other: string;
}

// Intl objects are costly to build and never change: one per language (and list type).
const pluralRules = new Map<Language, Intl.PluralRules>();
const numberFormats = new Map<Language, Intl.NumberFormat>();
const listFormats = new Map<string, Intl.ListFormat>();

/** The cached value for `key`, made by `make` the first time it is asked for. */
function once<Key, Value>(cache: Map<Key, Value>, key: Key, make: () => Value): Value {
  let value = cache.get(key);
  if (value === undefined) cache.set(key, (value = make()));
  return value;
}

/** Picks the plural form of `n` in `language`; `#` in the form is replaced by the formatted number. */
export function plural(language: Language, n: number, forms: PluralForms): string {
  const rules = once(pluralRules, language, () => new Intl.PluralRules(language));
  const form = rules.select(n) === 'one' ? forms.one : forms.other;
  return form.replace('#', formatNumber(language, n));
}

/** Formats a whole number the way the language writes it ("1.234" in Dutch, "1,234" in English). */
export function formatNumber(language: Language, n: number): string {
  return once(numberFormats, language, () => new Intl.NumberFormat(language)).format(n);
}

/** Joins a list the way the language does ("3, 3 en 5"). */
export function formatList(
  language: Language,
  items: readonly string[],
  type: 'conjunction' | 'disjunction' = 'conjunction',
): string {
  const format = once(
    listFormats,
    `${language}:${type}`,
    () => new Intl.ListFormat(language, { style: 'long', type }),
  );
  return format.format(items);
}
