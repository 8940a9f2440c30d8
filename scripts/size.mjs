// Prints the gzip size of every CDN file and fails when one is over what CI allows it.
import { existsSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { gzipSync } from 'node:zlib';

const KB = 1024;

/**
 * `budget`: the decided budget, enforced on the file itself, all that an English page loads (a page
 * in another language also loads one language file; both are printed). `ceiling`, for a file over
 * its budget: what CI lets it grow to, so that it can shrink but never grow unnoticed (none now).
 */
export const files = [
  {
    file: 'dist/yahtzee-widgets.min.js',
    label: 'all three elements, Lit inside',
    budget: 36,
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
  },
];

/** The language files built beside an entry file: `x.min.js` -> `x.nl.min.js` ... (English is inside). */
export const languageFiles = (file) =>
  ['nl', 'sv', 'de', 'fr'].map((language) => file.replace(/\.min\.js$/, `.${language}.min.js`));

const gzipOf = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

/**
 * `gzip`: the file itself, all a page in English loads. `withLanguage`: the file and its largest
 * language file, the most a page in another language loads.
 */
export function measure({ file, budget, ceiling = budget }) {
  const bytes = readFileSync(file);
  const gzip = gzipOf(file);
  const withLanguage = gzip + Math.max(0, ...languageFiles(file).filter(existsSync).map(gzipOf));
  return {
    minified: bytes.length,
    gzip,
    withLanguage,
    withinBudget: gzip <= budget * KB,
    withinCeiling: gzip <= ceiling * KB,
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
    const { minified, gzip, withLanguage, withinBudget, withinCeiling } = measure(entry);
    // A language file the entry imports statically would be loaded by every page.
    const eager = languageFiles(entry.file).filter((language) =>
      readFileSync(entry.file, 'utf8').includes(`from"./${basename(language)}"`),
    );
    if (eager.length > 0) {
      console.error(`size: ${entry.file} imports ${eager.join(', ')} on every page`);
      failed = true;
    }
    failed ||= !withinCeiling;
    const verdict = withinBudget ? 'ok' : withinCeiling ? 'OVER BUDGET, under CI ceiling' : 'FAIL';
    const limits = entry.ceiling
      ? `budget ${entry.budget} KB, CI ceiling ${entry.ceiling} KB`
      : `budget ${entry.budget} KB`;
    console.log(
      `size: ${entry.file}: ${kb(gzip)} gzip (${kb(minified)} minified), ${kb(withLanguage)} with its largest language file; ${limits}: ${verdict}`,
    );
  }
  process.exit(failed ? 1 : 0);
}
