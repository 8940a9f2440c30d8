// Prints the gzip size of every CDN file and fails when one is over its budget.
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const KB = 1024;
const budgets = [
  { file: 'dist/yahtzee-widgets.min.js', budget: 30 * KB, label: 'all three elements, Lit inside' },
  {
    file: 'dist/cdn/dice-roller.min.js',
    budget: 18 * KB,
    label: '<dice-roller> alone, Lit inside',
  },
  {
    file: 'dist/cdn/first-player-picker.min.js',
    budget: 18 * KB,
    label: '<first-player-picker> alone, Lit inside',
  },
  {
    file: 'dist/cdn/yahtzee-scorecard.min.js',
    budget: 18 * KB,
    label: '<yahtzee-scorecard> alone, Lit inside',
  },
];

export function gzipBytes(file) {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

let failed = false;
for (const { file, budget, label } of budgets) {
  if (!existsSync(file)) {
    console.log(`size: ${file} not built (entry not written yet)`);
    continue;
  }
  const bytes = gzipBytes(file);
  const raw = readFileSync(file).length;
  const ok = bytes <= budget;
  failed ||= !ok;
  console.log(
    `size: ${ok ? 'ok  ' : 'OVER'} ${file}: ${(bytes / KB).toFixed(1)} KB gzip (${(raw / KB).toFixed(1)} KB min) of ${budget / KB} KB budget: ${label}`,
  );
}
if (!existsSync('dist/yahtzee-widgets.min.js')) {
  console.error('size: dist/yahtzee-widgets.min.js is missing: run `npm run build` first');
  failed = true;
}
process.exit(failed ? 1 : 0);
