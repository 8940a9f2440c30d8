// The example projects in examples/ installed as a user installs the package: from the tarball
// `npm pack` makes (not a link to this folder), each with its own lockfile, then built and
// type-checked by its own tools. Each one's misuse must be a type error:
// - react: src/misuse.tsx, by `// @ts-expect-error` lines that tsc itself verifies;
// - vue: src/Misuse.vue, by `<!-- @vue-expect-error -->` lines that vue-tsc verifies;
// - svelte: misuse/Misuse.svelte, which svelte-check has no such comment for: it must report an
//   error on the line after each `expect-error` comment, and on no other line.
// Run after `npm run build` (CI's `npm ci` builds through `prepare`): the tarball is packed from dist/.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const examples = ['react', 'vue', 'svelte', 'ssr-node'];
const pack = join('examples', '.pack');
const tarball = join(pack, 'yahtzee-widgets.tgz');

const run = (command, args, cwd) =>
  execFileSync(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });

function fail(message, output = '') {
  console.error(`examples: ${message}\n${output}`);
  process.exit(1);
}

for (const file of ['dist/index.js', 'dist/jsx.d.ts', 'custom-elements.json']) {
  if (!existsSync(file)) fail(`${file} is missing: run \`npm run build\` first`);
}

// The build is there: pack it as it is (`npm pack` alone would build it again through prepare).
rmSync(pack, { recursive: true, force: true });
mkdirSync(pack, { recursive: true });
const [packed] = JSON.parse(
  run('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', pack], '.'),
);
renameSync(join(pack, packed.filename), tarball);
console.log(`examples: packed ${packed.entryCount} files (${packed.size} B) into ${tarball}`);

/**
 * The tarball changes with every build: a lockfile that holds its hash would make `npm ci` refuse
 * it, so the lockfiles keep none (an `npm install` in an example writes one back).
 */
function forgetTarballHash(dir) {
  const file = join(dir, 'package-lock.json');
  const lock = JSON.parse(readFileSync(file, 'utf8'));
  const entry = lock.packages['node_modules/yahtzee-widgets'];
  if (entry?.integrity) {
    delete entry.integrity;
    writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
  }
}

/** svelte-check's errors in misuse/ must be exactly on the lines after the `expect-error` comments. */
function svelteMisuse(dir) {
  const file = 'misuse/Misuse.svelte';
  const lines = readFileSync(join(dir, file), 'utf8').split('\n');
  const expected = lines.flatMap((line, index) => (/expect-error:/.test(line) ? [index + 2] : []));
  let output;
  try {
    output = run(
      'npx',
      ['svelte-check', '--tsconfig', './tsconfig.misuse.json', '--output', 'machine'],
      dir,
    );
  } catch (error) {
    output = `${error.stdout}`;
  }
  const errors = [...output.matchAll(/ ERROR "([^"]+)" (\d+):\d+ /g)].map(([, path, line]) =>
    path === file ? Number(line) : `${path}:${line}`,
  );
  const unexpected = errors.filter((line) => !expected.includes(line));
  const missed = expected.filter((line) => !errors.includes(line));
  if (unexpected.length || missed.length) {
    fail(
      `svelte misuse: errors on unmarked lines ${JSON.stringify(unexpected)}, no error on marked lines ${JSON.stringify(missed)}`,
      output,
    );
  }
  return expected.length;
}

/** How many misuses a file marks for its compiler, which fails on a marked line with no error. */
const marked = (dir, file, directive) =>
  readFileSync(join(dir, file), 'utf8').split(directive).length - 1;

const started = Date.now();
for (const name of examples) {
  const dir = join('examples', name);
  const start = Date.now();
  forgetTarballHash(dir);
  try {
    run('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund'], dir);
    run('npm', ['run', 'build'], dir);
  } catch (error) {
    fail(`${name} failed: ${error.message}`, `${error.stdout ?? ''}${error.stderr ?? ''}`);
  }
  const refused = {
    react: () => marked(dir, 'src/misuse.tsx', '@ts-expect-error'),
    vue: () => marked(dir, 'src/Misuse.vue', '@vue-expect-error'),
    svelte: () => svelteMisuse(dir),
  }[name]?.();
  const misuse = refused ? `; ${refused} misuses refused` : '';
  console.log(
    `examples: ${name} installed and built (its checks included) in ${Date.now() - start} ms${misuse}`,
  );
}
console.log(
  `examples: all ${examples.length} built and type-checked against the packed package in ${Math.round((Date.now() - started) / 1000)} s`,
);
