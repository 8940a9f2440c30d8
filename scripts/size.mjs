// Prints the gzip size of every CDN file and fails when one is over what CI allows it.
import { existsSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { gzipSync } from 'node:zlib';

const KB = 1024;

/** The languages but English (which is inside every file), by their names. */
const otherLanguages = { nl: 'Dutch', sv: 'Swedish', de: 'German', fr: 'French' };

/**
 * `budget`: the decided budget, enforced on the file itself, all that an English page loads.
 * `withLanguage`: the budget for the file with its largest first language file, what a page in
 * another language loads before its elements are drawn; enforced since both are met, so that a
 * language's words cannot grow past it unnoticed. `ceiling`, for a file over its budget: what CI
 * lets it grow to, so that it can shrink but never grow unnoticed (none now).
 */
const englishFiles = [
  {
    file: 'dist/yahtzee-widgets.min.js',
    label: 'all three elements, Lit inside',
    budget: 36,
    withLanguage: 36,
  },
  { file: 'dist/cdn/dice-roller.min.js', label: '`<dice-roller>` alone, Lit inside', budget: 18 },
  {
    file: 'dist/cdn/first-player-picker.min.js',
    label: '`<first-player-picker>` alone, Lit inside',
    budget: 18,
  },
  {
    file: 'dist/cdn/yahtzee-scorecard.min.js',
    label: '`<yahtzee-scorecard>` alone, Lit inside',
    budget: 26,
    withLanguage: 27,
  },
];

/**
 * Every file above and, beside it in a folder of each language but English (`dist/nl/...`,
 * `dist/cdn/nl/...`), the same bundle with that language's words inside: held to what the file
 * and its largest first language file may be together, all such a page loads first.
 */
export const files = [
  ...englishFiles,
  ...englishFiles.flatMap(({ file, label, budget, withLanguage = budget }) =>
    Object.entries(otherLanguages).map(([language, name]) => ({
      file: file.replace(/[^/]+$/, `${language}/$&`),
      label: label.replace(', Lit inside', ` for a page in ${name}, Lit and its words inside`),
      budget: withLanguage,
      language,
    })),
  ),
];

/**
 * The first language files built beside an entry file, `x.min.js` -> `x.nl.min.js` ... (English is
 * inside): the words of every catalog the entry file imports, asked for as the bundle starts.
 */
export const languageFiles = (file) =>
  Object.keys(otherLanguages).map((language) => file.replace(/\.min\.js$/, `.${language}.min.js`));

/**
 * The later language files, `x.nl-later.min.js` ...: the words of the catalogs only the later files
 * (the card's extras) import, asked for when those load. No first render needs them.
 */
export const laterLanguageFiles = (file) =>
  Object.keys(otherLanguages).map((language) =>
    file.replace(/\.min\.js$/, `.${language}-later.min.js`),
  );

const gzipOf = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const largest = (files) => Math.max(0, ...files.filter(existsSync).map(gzipOf));

/**
 * `gzip`: the file itself, all a page in English loads first. `withLanguage`: the file and its
 * largest first language file, the most a page in another language loads before its elements are
 * drawn. `laterLanguage`: the largest later language file, loaded with the later file.
 */
export function measure({ file, budget, ceiling = budget, withLanguage: target, language }) {
  const bytes = readFileSync(file);
  const gzip = gzipOf(file);
  // A page language's own bundle has that language's words inside: its page loads no first file.
  const withLanguage = language ? gzip : gzip + largest(languageFiles(file));
  return {
    minified: bytes.length,
    gzip,
    withLanguage,
    laterLanguage: largest(laterLanguageFiles(file)),
    withinBudget: gzip <= budget * KB,
    withinCeiling: gzip <= ceiling * KB,
    withLanguageMet: target === undefined || withLanguage <= target * KB,
  };
}

export const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

if (import.meta.url === `file://${process.argv[1]}`) {
  let failed = false;
  for (const entry of files) {
    if (!existsSync(entry.file)) {
      console.error(`size: ${entry.file} is missing: run \`npm run build\` first`);
      failed = true;
      continue;
    }
    const measured = measure(entry);
    const { minified, gzip, withLanguage, laterLanguage, withinBudget, withinCeiling } = measured;
    // A language file the entry imports statically would be loaded by every page.
    const code = readFileSync(entry.file, 'utf8');
    const eager = [...languageFiles(entry.file), ...laterLanguageFiles(entry.file)].filter((file) =>
      code.includes(`from"./${basename(file)}"`),
    );
    if (eager.length > 0) {
      console.error(`size: ${entry.file} imports ${eager.join(', ')} on every page`);
      failed = true;
    }
    const fails = !withinCeiling || !measured.withLanguageMet;
    failed ||= fails;
    const verdict = fails ? 'FAIL' : withinBudget ? 'ok' : 'OVER BUDGET, under CI ceiling';
    const limits = entry.ceiling
      ? `budget ${entry.budget} KB, CI ceiling ${entry.ceiling} KB`
      : `budget ${entry.budget} KB`;
    const target =
      entry.withLanguage === undefined
        ? ''
        : ` (budget ${entry.withLanguage} KB: ${
            measured.withLanguageMet
              ? `${entry.withLanguage * KB - withLanguage} B to spare`
              : `${withLanguage - entry.withLanguage * KB} B over`
          })`;
    const later = laterLanguage ? `; its later files' words ${kb(laterLanguage)} at most` : '';
    const first = entry.language
      ? `its page's words inside`
      : `${kb(withLanguage)} with its largest first language file${target}`;
    console.log(
      `size: ${entry.file}: ${kb(gzip)} gzip (${kb(minified)} minified), ${first}${later}; ${limits}: ${verdict}`,
    );
  }
  process.exit(failed ? 1 : 0);
}
