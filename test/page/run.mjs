// `npm run check-pages`: every whole-page check on the built bundle, in Debian's Chromium.
import { existsSync, readdirSync } from 'node:fs';
import { openBrowser, runChecks } from './browser.mjs';

if (!existsSync('dist/yahtzee-widgets.min.js')) {
  console.error('check-pages: dist/yahtzee-widgets.min.js is missing: run `npm run build` first');
  process.exit(1);
}

const only = process.argv[2];
const files = readdirSync(new URL('.', import.meta.url))
  .filter((file) => file.endsWith('.checks.mjs') && (!only || file.includes(only)))
  .sort();

const session = await openBrowser();
const checks = [];
for (const file of files) {
  const module = await import(`./${file}`);
  for (const [name, check] of module.checks(session)) checks.push([`${file}: ${name}`, check]);
}
const ok = await runChecks(checks);
await session.close();
process.exit(ok ? 0 : 1);
