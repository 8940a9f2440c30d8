import path from 'node:path';
import nodeResolve from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import MagicString from 'magic-string';
import minifyTemplates from '@lit-labs/rollup-plugin-minify-html-literals';
import esbuild from 'rollup-plugin-esbuild';
import { internalNamesPattern } from './scripts/internal-names.mjs';

const tsconfig = './tsconfig.json';

/** Every public entry point; an element's module registers its tag. */
export const elements = ['dice-roller', 'first-player-picker', 'yahtzee-scorecard'];
const entries = {
  index: 'src/index.ts',
  // Types only; an empty module, so that importing `yahtzee-widgets/events` also runs.
  events: 'src/events.ts',
  'rules/index': 'src/rules/index.ts',
  'advisor/index': 'src/advisor/index.ts',
  // The advisor's browser side; worker.js is the module worker that load.js starts beside it.
  ...Object.fromEntries(
    ['load', 'advice', 'worker'].map((name) => [`advisor/${name}`, `src/advisor/${name}.ts`]),
  ),
  ...Object.fromEntries(elements.map((tag) => [`${tag}/${tag}`, `src/${tag}/${tag}.ts`])),
};

const minify = terser({
  module: true,
  ecma: 2022,
  compress: { passes: 2 },
  mangle: { properties: { regex: internalNamesPattern } },
  format: { comments: false },
});
// The 'production' condition selects Lit's build without dev-mode checks.
const resolve = () => nodeResolve({ exportConditions: ['production'] });
// Maps stay in dist/ for our own debugging but out of the npm package (package.json `files`), so
// no file names one: a bundler or browser would look for a map that is not there.

/**
 * The language file a catalog's file under src/i18n/<language>/ goes into: `<language>` when the
 * entry file imports the catalog (its words may be drawn at the first render, so the page asks for
 * that file as the bundle starts), else `<language>-later`, asked for only when a lazily loaded
 * file (the card's extras) creates the catalog. Undefined for any other module.
 */
export function languageChunk(id, { getModuleInfo }) {
  const [, language, name] = /[/\\]src[/\\]i18n[/\\](\w\w)[/\\]([\w-]+)\.ts$/.exec(id) ?? [];
  if (!language) return undefined;
  const catalog = path.join(path.dirname(path.dirname(id)), `${name}.ts`);
  return importedByEntry(catalog, getModuleInfo) ? language : `${language}-later`;
}

/** Whether an entry module imports `id`, directly or through static imports only. */
function importedByEntry(id, getModuleInfo, seen = new Set()) {
  if (seen.has(id)) return false;
  seen.add(id);
  const info = getModuleInfo(id);
  return (
    !!info &&
    (info.isEntry || info.importers.some((by) => importedByEntry(by, getModuleInfo, seen)))
  );
}

const adviceModule = path.resolve('src/advisor/advice.ts');

/** The languages but English, each with bundles of its own (English is in every one). */
const pageLanguages = ['nl', 'sv', 'de', 'fr'];

/** Whether `id` is a file of `language`'s words (src/i18n/<language>/). */
const inLanguage = (id, language) =>
  !!language && new RegExp(String.raw`[/\\]src[/\\]i18n[/\\]${language}[/\\]`).test(id);

/**
 * A catalog's words in `language` imported, not loaded: `nl: () => import('./nl/x.js')` becomes a
 * static import that the catalog resolves at once, so those words are in the file that makes the
 * catalog (the first words in the bundle, the later ones in the later file that needs them).
 */
function wordsInside(language) {
  const loader = new RegExp(
    String.raw`\b${language}: \(\) => import\('(\./${language}/[\w-]+\.js)'\)`,
    'g',
  );
  return {
    name: 'words-inside',
    transform(code, id) {
      if (!/[/\\]src[/\\]i18n[/\\][\w-]+\.ts$/.test(id)) return null;
      const source = new MagicString(code);
      // i18n/index.ts only asks for the later words early: here they are in the later files.
      const later = /[/\\]index\.ts$/.test(id);
      let count = 0;
      for (const match of code.matchAll(loader)) {
        const name = `words${count++}`;
        if (!later) source.prepend(`import * as ${name} from '${match[1]}';\n`);
        const words = later ? '' : name;
        source.overwrite(
          match.index,
          match.index + match[0].length,
          `${language}: () => Promise.resolve(${words})`,
        );
      }
      // A loader written otherwise would leave its words in a file of their own, asked for late.
      const asked = code.match(new RegExp(String.raw`import\(\s*['"]\./${language}/`, 'g'));
      if ((asked?.length ?? 0) !== count)
        this.error(`${language}: a loader of its words left as a dynamic import`);
      if (count === 0) return null;
      return { code: source.toString(), map: source.generateMap({ hires: true }) };
    },
  };
}

/**
 * One minified file with Lit inside, for a CMS `<script type="module">`, and beside it one small
 * file per language but English (`<name>.nl.min.js`), loaded by the page that speaks it.
 */
const cdnBundle = (input, file, language) => ({
  input,
  // The print code, loaded on the first Print tap, imports Lit from the bundle: the bundle may
  // export more than its own API, rather than become a facade over a second file.
  preserveEntrySignatures: 'allow-extension',
  // The advice, imported when it is switched on, is the advisor's own file beside the bundle.
  external: [adviceModule],
  output: {
    paths: { [adviceModule]: language ? '../advisor.min.js' : './advisor.min.js' },
    dir: path.dirname(file),
    entryFileNames: path.basename(file),
    chunkFileNames: path.basename(file).replace(/\.min\.js$/, '.[name].min.js'),
    // A page language's own bundle keeps that language's words inside its files.
    manualChunks: (id, api) => (inLanguage(id, language) ? undefined : languageChunk(id, api)),
    // A language file holds one namespace object per catalog: left unfrozen, 13 B less in each.
    freeze: false,
    format: 'es',
    // Rollup's own glue (a language file's catalog picked from its chunk) as arrows, not functions.
    generatedCode: { arrowFunctions: true },
    sourcemap: 'hidden',
  },
  plugins: [
    ...(language ? [wordsInside(language)] : []),
    resolve(),
    esbuild({ tsconfig, target: 'es2022' }),
    // Whitespace in html`` and css`` templates is bytes every article pays for.
    minifyTemplates({ failOnError: true }),
    litTrimmed(),
    definedInTurn(),
    minify,
    compiledOnLoad(),
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
      sourcemap: 'hidden',
    },
    plugins: [esbuild({ tsconfig, target: 'es2022' })],
  },
  cdnBundle('src/index.ts', 'dist/yahtzee-widgets.min.js'),
  // The same for a page in one language, with that language's words inside: a Dutch page pastes
  // dist/nl/yahtzee-widgets.min.js and asks for no language file before its elements draw.
  ...pageLanguages.map((language) =>
    cdnBundle('src/index.ts', `dist/${language}/yahtzee-widgets.min.js`, language),
  ),
  // Each element alone, so its standalone cost is measured and can be loaded on its own.
  ...elements.map((tag) => cdnBundle(`src/${tag}/${tag}.ts`, `dist/cdn/${tag}.min.js`)),
  // And each alone for a page in one language, its words inside: dist/cdn/nl/yahtzee-scorecard.min.js.
  ...elements.flatMap((tag) =>
    pageLanguages.map((language) =>
      cdnBundle(`src/${tag}/${tag}.ts`, `dist/cdn/${language}/${tag}.min.js`, language),
    ),
  ),
  // The advisor, loaded only when advice is on: advisor.min.js (the advice and loadAdvisor) and the
  // advisor-worker.min.js it starts, each self-contained, the worker found beside the advisor.
  // Copies in dist/ too, beside the all-in-one bundle that imports ./advisor.min.js.
  advisorBundle('src/advisor/advice.ts', 'advisor.min.js', [workerUrl('advisor-worker.min.js')]),
  advisorBundle('src/advisor/worker.ts', 'advisor-worker.min.js'),
];

function advisorBundle(input, file, plugins = []) {
  return {
    input,
    output: ['dist/cdn', 'dist'].map((dir) => ({
      file: `${dir}/${file}`,
      format: 'es',
      sourcemap: 'hidden',
      // The language files of the box names are inside already.
      inlineDynamicImports: true,
    })),
    plugins: [...plugins, resolve(), esbuild({ tsconfig, target: 'es2022' }), minify],
  };
}

/**
 * Lit, trimmed of what never runs here (in every element's file, about 280 B gzip less from its css
 * tag and 140 B from the rest):
 * - two long error messages that only a misuse of `css` reaches (a value in a css`` template that
 *   no css`` made, a CSSResult made with `new`): every style sheet here is a literal css``;
 * - the <style> elements for a browser that cannot adopt style sheets, and the hooks for the
 *   shadow DOM polyfills: no browser that runs these files (class static blocks, Safari 16.4 and
 *   later) lacks either;
 * - the hook for hydrating server-drawn markup: the elements replace it (server-root.ts);
 * - the versions written to globals for Lit's development build to warn of two copies: each
 *   element's file has its own Lit, on purpose.
 * A Lit whose text reads otherwise fails the build, so that a change is seen.
 */
function litTrimmed() {
  const cuts = {
    [path.join('@lit', 'reactive-element', 'css-tag.js')]: [
      [
        `"Value passed to 'css' function must be a 'css' function result: "+t+". Use 'unsafeCSS' to pass non-literal values, but take care to ensure page security."`,
        `"css: no css result: "+t`,
      ],
      [
        '"CSSResult is not constructable. Use `unsafeCSS` or `css` instead."',
        '"CSSResult: use css"',
      ],
      [
        't.ShadowRoot&&(void 0===t.ShadyCSS||t.ShadyCSS.nativeShadow)&&"adoptedStyleSheets"in Document.prototype&&"replace"in CSSStyleSheet.prototype',
        '!0',
      ],
    ],
    [path.join('@lit', 'reactive-element', 'reactive-element.js')]: [
      ['p=a.reactiveElementPolyfillSupport,', ''],
      [',p?.({ReactiveElement:y}),(a.reactiveElementVersions??=[]).push("2.1.2")', ''],
    ],
    [path.join('lit-html', 'lit-html.js')]: [
      [',B=t.litHtmlPolyfillSupport;B?.(S,k),(t.litHtmlVersions??=[]).push("3.3.3");', ';'],
    ],
    [path.join('lit-element', 'lit-element.js')]: [
      [
        ',s.litElementHydrateSupport?.({LitElement:i});const o=s.litElementPolyfillSupport;o?.({LitElement:i});',
        ';',
      ],
      ['(s.litElementVersions??=[]).push("4.2.2");', ''],
    ],
  };
  return {
    name: 'lit-trimmed',
    transform(code, id) {
      const file = Object.keys(cuts).find((end) => id.endsWith(end));
      if (!file) return null;
      const source = new MagicString(code);
      for (const [long, short] of cuts[file]) {
        const at = code.indexOf(long);
        if (at < 0) this.error(`${id}: Lit's text not found: ${long}`);
        source.overwrite(at, at + long.length, short);
      }
      return { code: source.toString(), map: source.generateMap({ hires: true }) };
    },
  };
}

/**
 * A CMS bundle registers each element in a task of its own: an await of a timer before each
 * define (a timer, not postTask: 22 B less in the card). The page's elements of that tag are
 * upgraded and connected there, not in the task that runs the bundle, and no one task does it all.
 * A module that imports the bundle still runs once all of it has (an import waits for a top-level
 * await). Put in once the chunks are made: an await in a source module would make Rollup keep
 * apart every module a later file shares with the bundle, as if each later file were awaited. The
 * npm modules register at once.
 */
function definedInTurn() {
  const defineCall = new RegExp(
    String.raw`(?<=[;}\n]\s*)\bdefine(\$\d+)?\(["'](${elements.join('|')})["']`,
    'g',
  );
  const pause = 'await new Promise((resume) => setTimeout(resume)); ';
  return {
    name: 'defined-in-turn',
    renderChunk(code, chunk) {
      const inChunk = elements.filter((tag) =>
        chunk.moduleIds.some((id) => id.endsWith(path.join('src', tag, `${tag}.ts`))),
      );
      if (!chunk.isEntry || inChunk.length === 0) return null;
      const source = new MagicString(code);
      const found = [...code.matchAll(defineCall)];
      for (const match of found) source.appendLeft(match.index, pause);
      const tags = found.map((match) => match[2]);
      if (tags.join() !== inChunk.join()) {
        this.error(`${chunk.fileName}: defines of ${inChunk} expected, ${tags} found`);
      }
      return { code: source.toString(), map: source.generateMap({ hires: true }) };
    },
  };
}

/**
 * Each file says so to the engine, in its first line (Chrome's explicit compile hints): compile
 * every function as the file streams in, off the main thread. An element's functions run as it is
 * defined and first drawn, a later file's as its part is drawn; compiled lazily, each one's first
 * call compiled it on the main thread, in the middle of a first render (a cold 8-player card: 18
 * ms of compiling in its first render, 5 with the hint; a Dutch page's load parsed 74 functions on
 * the main thread, 29 with it). Not a first language file: it counts in the size budgets and holds
 * few functions (6 parsed in a Dutch load). After the minifier, which drops comments.
 */
function compiledOnLoad() {
  return {
    name: 'compiled-on-load',
    renderChunk(code, chunk) {
      // A first language file: languageChunk names it by its language alone.
      if (/^\w\w$/.test(chunk.name)) return null;
      const source = new MagicString(code).prepend('//# allFunctionsCalledOnLoad\n');
      return { code: source.toString(), map: source.generateMap({ hires: true }) };
    },
  };
}

/** The advisor's worker URL names the CDN worker file, so that both are found wherever copied. */
function workerUrl(workerFile) {
  return {
    name: 'advisor-worker-url',
    transform(code, id) {
      if (!id.endsWith('/src/advisor/client.ts')) return null;
      return { code: code.replaceAll("'./worker.js'", `'./${workerFile}'`), map: null };
    },
  };
}
