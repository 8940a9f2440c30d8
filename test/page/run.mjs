// `npm run check-pages`: every whole-page check on the built bundle, in Debian's Chromium, as
// node:test tests (one per check), in one browser and one served root. `node test/page/run.mjs print`
// runs only the check files whose name holds "print".
import { existsSync, readdirSync } from 'node:fs';
import { after, describe, test } from 'node:test';
import { openBrowser } from './browser.mjs';

if (!existsSync('dist/yahtzee-widgets.min.js')) {
  console.error('check-pages: dist/yahtzee-widgets.min.js is missing: run `npm run build` first');
  process.exit(1);
}

const only = process.argv[2];
const files = readdirSync(new URL('.', import.meta.url))
  .filter((file) => file.endsWith('.checks.mjs') && (!only || file.includes(only)))
  .sort();
const modules = await Promise.all(files.map((file) => import(`./${file}`)));

// One browser and one served root for every check; the checks are listed with it.
const session = await openBrowser();
after(() => session.close());

// A check that waits on something that never comes fails after this, rather than hold CI forever
// (the longest check takes under a minute here).
const timeout = 5 * 60_000;

files.forEach((file, index) => {
  describe(file, () => {
    for (const [name, check] of modules[index].checks(session)) test(name, { timeout }, check);
  });
});
