import path from 'node:path';
import nodeResolve from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import minifyTemplates from '@lit-labs/rollup-plugin-minify-html-literals';
import esbuild from 'rollup-plugin-esbuild';

const tsconfig = './tsconfig.json';

/** Every public entry point; an element's module registers its tag. */
export const elements = ['dice-roller', 'first-player-picker', 'yahtzee-scorecard'];
const entries = {
  index: 'src/index.ts',
  'rules/index': 'src/rules/index.ts',
  'advisor/index': 'src/advisor/index.ts',
  ...Object.fromEntries(elements.map((tag) => [`${tag}/${tag}`, `src/${tag}/${tag}.ts`])),
};

const minify = terser({
  module: true,
  ecma: 2022,
  compress: { passes: 2 },
  format: { comments: false },
});
// The 'production' condition selects Lit's build without dev-mode checks.
const resolve = () => nodeResolve({ exportConditions: ['production'] });

/** The language a catalog file under src/i18n/<language>/ is in; undefined for any other module. */
export const languageOf = (id) => /[/\\]src[/\\]i18n[/\\](\w\w)[/\\]/.exec(id)?.[1];

/**
 * One minified file with Lit inside, for a CMS `<script type="module">`, and beside it one small
 * file per language but English (`<name>.nl.min.js`), loaded by the page that speaks it.
 */
const cdnBundle = (input, file) => ({
  input,
  output: {
    dir: path.dirname(file),
    entryFileNames: path.basename(file),
    chunkFileNames: path.basename(file).replace(/\.min\.js$/, '.[name].min.js'),
    manualChunks: languageOf,
    format: 'es',
    sourcemap: true,
  },
  plugins: [
    resolve(),
    esbuild({ tsconfig, target: 'es2022' }),
    // Whitespace in html`` and css`` templates is bytes every article pays for.
    minifyTemplates({ failOnError: true }),
    minify,
  ],
});

export default [
  // npm: plain ES modules, Lit left to the user's bundler.
  {
    input: entries,
    external: [/^lit($|\/)/, /^@lit\//],
    output: {
      dir: 'dist',
      format: 'es',
      preserveModules: true,
      preserveModulesRoot: 'src',
      sourcemap: true,
    },
    plugins: [esbuild({ tsconfig, target: 'es2022' })],
  },
  cdnBundle('src/index.ts', 'dist/yahtzee-widgets.min.js'),
  // Each element alone, so its standalone cost is measured and can be loaded on its own.
  ...elements.map((tag) => cdnBundle(`src/${tag}/${tag}.ts`, `dist/cdn/${tag}.min.js`)),
  // The advisor, loaded only when advice is on. npm: its client modules (dist/advisor/load.js and
  // the worker.js it starts) beside the solver modules the npm build writes. CDN: advisor.min.js
  // and advisor-worker.min.js, each self-contained, the worker found beside the advisor.
  {
    input: ['load', 'client', 'cache', 'worker'].map((name) => `src/advisor/${name}.ts`),
    output: { dir: 'dist', entryFileNames: 'advisor/[name].js', format: 'es', sourcemap: true },
    plugins: [importsAsWritten(), esbuild({ tsconfig, target: 'es2022' }), advisorCdn()],
  },
];

/**
 * Each file alone, its relative imports kept as written: the npm build writes the modules they
 * name, and keeps the bindings they import (exported by an entry, or used in their own module).
 */
function importsAsWritten() {
  return {
    name: 'imports-as-written',
    resolveId: (source, importer) =>
      importer && source.startsWith('.') ? { id: source, external: true } : null,
  };
}

/**
 * The advisor's two CDN files, each bundled by a build of its own inside this one: the advisor's
 * worker URL names the CDN worker file, so both are found wherever the folder is copied.
 */
function advisorCdn(workerFile = 'advisor-worker.min.js') {
  const workerUrl = {
    name: 'advisor-worker-url',
    transform(code, id) {
      if (!id.endsWith('/src/advisor/client.ts')) return null;
      return { code: code.replaceAll("'./worker.js'", `'./${workerFile}'`), map: null };
    },
  };
  return {
    name: 'advisor-cdn',
    async buildStart() {
      const { rollup } = await import('rollup');
      const emit = async (input, file, plugins = []) => {
        const build = await rollup({
          input,
          plugins: [...plugins, esbuild({ tsconfig, target: 'es2022' }), minify],
        });
        try {
          const { output } = await build.generate({ file: `dist/cdn/${file}`, sourcemap: true });
          const [chunk] = output;
          this.emitFile({ type: 'asset', fileName: `cdn/${file}`, source: chunk.code });
          this.emitFile({
            type: 'asset',
            fileName: `cdn/${file}.map`,
            source: chunk.map.toString(),
          });
        } finally {
          await build.close();
        }
      };
      await Promise.all([
        emit('src/advisor/load.ts', 'advisor.min.js', [workerUrl]),
        emit('src/advisor/worker.ts', workerFile),
      ]);
    },
  };
}
