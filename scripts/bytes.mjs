// Which source file the CDN files' bytes come from: builds the CDN bundles into a directory of its
// own (dist/ is left alone) and sums each file's minified bytes per source through its source map.
// The gzip figures are the files' own, gzipped as scripts/size.mjs does (Node's zlib, level 9: GNU
// gzip -9 gives other figures); per source, characters; a source's share of them is roughly its share of the bytes.
// Usage: node scripts/bytes.mjs [out-dir] [filter]   e.g. node scripts/bytes.mjs /tmp/bytes src/rules
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { rollup } from 'rollup';
import { SourceMapConsumer } from 'source-map-js';
import configs from '../rollup.config.js';

const out = path.resolve(process.argv[2] ?? 'tmp/bytes');
const filter = process.argv[3] ?? '';
const cdnFiles = [
  'dist/yahtzee-widgets.min.js',
  'dist/cdn/dice-roller.min.js',
  'dist/cdn/yahtzee-scorecard.min.js',
];

const built = [];
for (const config of configs) {
  const output = config.output;
  if (Array.isArray(output) || !cdnFiles.includes(`${output.dir}/${output.entryFileNames}`))
    continue;
  const bundle = await rollup({ ...config, onwarn: () => {} });
  const dir = path.join(out, output.dir);
  await bundle.write({ ...output, dir });
  await bundle.close();
  built.push(path.join(dir, output.entryFileNames));
}

for (const file of built) {
  const code = readFileSync(file, 'utf8');
  const map = new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, 'utf8')));
  // Each mapping's bytes run to the next mapping on its line; a generated line is one long line.
  const lines = code.split('\n');
  const bySource = new Map();
  let last;
  const add = (source, bytes) => bySource.set(source, (bySource.get(source) ?? 0) + bytes);
  map.eachMapping((m) => {
    if (last && last.generatedLine === m.generatedLine)
      add(last.source, m.generatedColumn - last.generatedColumn);
    else if (last) add(last.source, lines[last.generatedLine - 1].length - last.generatedColumn);
    last = m;
  });
  if (last) add(last.source, lines[last.generatedLine - 1].length - last.generatedColumn);
  const gzip = gzipSync(code, { level: 9 }).length;
  console.log(
    `\n${path.relative(out, file)}: ${Buffer.byteLength(code)} B minified, ${gzip} B gzip`,
  );
  const rows = [...bySource]
    .map(([source, bytes]) => [String(source).replace(/^.*?(src\/|node_modules\/)/, '$1'), bytes])
    .filter(([source]) => source.includes(filter))
    .sort((a, b) => b[1] - a[1]);
  for (const [source, bytes] of rows) console.log(`${String(bytes).padStart(7)}  ${source}`);
  console.log(
    `${String(rows.reduce((sum, [, bytes]) => sum + bytes, 0)).padStart(7)}  total shown`,
  );
}
