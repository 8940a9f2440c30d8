// Server rendering as an Astro, Next or Eleventy site does it: every entry imported in Node from
// the built dist/, the three elements rendered with `@lit-labs/ssr` (run after `npm run build`).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

// Browser globals our code must not touch on the server, at import or render time. Reads from
// our built files are recorded (Lit's own feature checks are not ours to judge). `document` is
// left out: it is absent here, so any use but a check for it throws and fails the render.
const watched = [
  'window',
  'localStorage',
  'sessionStorage',
  'matchMedia',
  'requestAnimationFrame',
  'MutationObserver',
  'navigator',
  'crypto',
];
const touched = [];
for (const name of watched) {
  const value = globalThis[name];
  Object.defineProperty(globalThis, name, {
    configurable: true,
    get() {
      const ours = new Error().stack
        ?.split('\n')
        .find((line) => line.includes('/dist/') && !line.includes('node_modules'));
      if (ours) touched.push(`${name} from ${ours.trim()}`);
      return value;
    },
  });
}

const { exports } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url)));
// The entries that are modules (not types alone, the CDN files, the manifest or package.json).
const entries = Object.entries(exports)
  .filter(([, target]) => (typeof target === 'object' ? 'default' in target : /\.js$/.test(target)))
  .filter(([name]) => !name.includes('*') && !name.endsWith('.min.js'))
  .map(([name]) => name.replace(/^\./, 'yahtzee-widgets'));

for (const entry of entries) await import(entry);
const { render } = await import('@lit-labs/ssr');
const { collectResult } = await import('@lit-labs/ssr/lib/render-result.js');
const { html } = await import('lit');
const { loadLanguage } = await import('../../dist/i18n/index.js');

/**
 * The markup the server sends for `template` (without Lit's comments), and its text: no tags, no
 * styles, spaces collapsed.
 */
async function serverMarkup(template) {
  const markup = (await collectResult(render(template))).replace(/<!--[\s\S]*?-->/g, '');
  const text = markup
    .replace(/<style>[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return { markup, text };
}

test(`every module entry (${entries.length}) imports in Node without a DOM`, () => {
  assert.ok(entries.includes('yahtzee-widgets'));
  assert.ok(entries.includes('yahtzee-widgets/yahtzee-scorecard'));
  assert.equal(typeof globalThis.document, 'undefined');
});

test('<dice-roller> renders its dice, counter and Roll button', async () => {
  const { markup, text } = await serverMarkup(html`<dice-roller></dice-roller>`);
  assert.match(markup, /^<dice-roller[^>]*><template shadowroot(mode)?="open"/);
  assert.equal(markup.match(/class="die /g)?.length, 5, 'five dice');
  assert.match(markup, /<button[^>]*class="roll"[^>]*>\s*Roll\s*<\/button>/);
  assert.match(text, /3 rolls this turn/);
  assert.doesNotMatch(markup, /class="notice"/, 'no storage notice: storage is not touched');
});

test('<first-player-picker> renders its form: label, field and button', async () => {
  const { markup, text } = await serverMarkup(html`<first-player-picker></first-player-picker>`);
  assert.match(markup, /<label for="players">Players<\/label>/);
  assert.match(markup, /<input[^>]*id="players"[^>]*type="text"/);
  assert.match(text, /Who begins\?/);
});

test('<yahtzee-scorecard> renders the sheet: caption, a column per player, every box', async () => {
  const { markup, text } = await serverMarkup(
    html`<yahtzee-scorecard players="Anna,<b>Bram</b>" ruleset="yatzy"></yahtzee-scorecard>`,
  );
  assert.match(markup, /<caption>\s*Score card\s*<\/caption>/);
  assert.match(text, /Round 1 of 15: Anna’s turn/);
  assert.match(text, /Anna/);
  // A typed name is text, never markup.
  assert.match(markup, /&lt;b&gt;Bram&lt;\/b&gt;/);
  assert.doesNotMatch(markup, /<b>Bram/);
  assert.equal(markup.match(/<tr data-category=/g)?.length, 15, 'the 15 Yatzy boxes');
});

test('the language comes from the element’s lang attribute; English while its file is not loaded', async () => {
  const template = html`<dice-roller lang="nl"></dice-roller>`;
  assert.match((await serverMarkup(template)).text, /3 rolls this turn/);
  await loadLanguage('nl');
  assert.match((await serverMarkup(template)).text, /3 worpen deze beurt/i);
  // No lang attribute: English, not the server's own language.
  assert.match((await serverMarkup(html`<dice-roller></dice-roller>`)).text, /3 rolls this turn/);
});

test(`no import or render touched ${watched.join(', ')}`, async () => {
  await serverMarkup(
    html`<dice-roller dice="6" preview advice></dice-roller>
      <first-player-picker players="Anna, Bram"></first-player-picker>
      <yahtzee-scorecard dice-roller="r" first-player-picker="p" advice></yahtzee-scorecard>`,
  );
  assert.deepEqual(touched, []);
});
