// Server-rendered markup (`@lit-labs/ssr`, rendered in a Node process of its own) in a real page:
// shown before the script runs, then taken over by the built elements, with no duplicate and no
// error: with the CDN bundle, and with the npm build after @lit-labs/ssr-client's hydrate support.
import { execFileSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { assert, servedPage } from './browser.mjs';

const tags = ['dice-roller', 'first-player-picker', 'yahtzee-scorecard'];

/** What the server sends for the three elements (English: the server knows no language file). */
function serverMarkup() {
  const entry = pathToFileURL('dist/index.js').href;
  const script = `
    await import(${JSON.stringify(entry)});
    const { render } = await import('@lit-labs/ssr');
    const { collectResult } = await import('@lit-labs/ssr/lib/render-result.js');
    const { html } = await import('lit');
    process.stdout.write(await collectResult(render(html\`
      <dice-roller storage-key="ssr-roller"></dice-roller>
      <first-player-picker storage-key="ssr-picker"></first-player-picker>
      <yahtzee-scorecard storage-key="ssr-card" players="Anna,Bram"></yahtzee-scorecard>\`)));`;
  return execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    encoding: 'utf8',
  });
}

// The npm build with Lit outside it, as a bundler or an import map serves it.
const importMap = JSON.stringify({
  imports: Object.fromEntries(
    [
      ['lit', 'lit/index.js'],
      ['lit-html', 'lit-html/lit-html.js'],
      ['lit-element', 'lit-element/index.js'],
      ['@lit/reactive-element', '@lit/reactive-element/reactive-element.js'],
    ].flatMap(([name, main]) => [
      [name, `/node_modules/${main}`],
      [`${name}/`, `/node_modules/${name}/`],
    ]),
  ),
});

const ways = [
  { name: 'the CDN bundle', head: '', script: { url: '/dist/yahtzee-widgets.min.js' } },
  {
    name: 'the npm build after lit-element-hydrate-support',
    head: `<script type="importmap">${importMap}</script>`,
    script: {
      content: `import '/node_modules/@lit-labs/ssr-client/lit-element-hydrate-support.js';
        import '/dist/index.js';`,
    },
  },
];

/** For each element: its shadow root's wrappers, styles, Lit server comments and text. */
function shadowState(names) {
  return names.map((name) => {
    const root = document.querySelector(name).shadowRoot;
    const comments = document.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
    let serverComments = 0;
    while (comments.nextNode())
      if (comments.currentNode.data.includes('lit-part')) serverComments++;
    return {
      name,
      defined: !!customElements.get(name),
      bases: root?.querySelectorAll('[part~="base"]').length,
      styles: root?.querySelectorAll('style').length,
      serverComments,
      text: root?.textContent.replace(/\s+/g, ' ').trim(),
    };
  });
}

export function checks({ url, browser }) {
  const markup = serverMarkup();
  return ways.map((way) => [
    `server markup shows before the script, and ${way.name} takes it over: one copy, in the page's language, working, after a reload too`,
    async () => {
      const { context, page, problems } = await servedPage(browser, url, {
        name: 'ssr-page.html',
        body: `<!doctype html><html lang="nl"><head><meta charset="utf-8"><link rel="icon" href="data:,">
          ${way.head}</head><body>${markup}</body></html>`,
        contextOptions: { reducedMotion: 'reduce' },
      });
      const takeOver = async () => {
        await page.addScriptTag({ ...way.script, type: 'module' });
        await page.evaluate(async (names) => {
          for (const name of names) {
            await customElements.whenDefined(name);
            await document.querySelector(name).updateComplete;
          }
        }, tags);
        return page.evaluate(shadowState, tags);
      };
      // Before the script: the server's shadow roots, in English, not yet elements.
      for (const state of await page.evaluate(shadowState, tags)) {
        assert(!state.defined, `${state.name} defined before the script`);
        assert(state.bases === 1 && state.styles === 1, `${state.name}: ${JSON.stringify(state)}`);
      }
      const before = await page.evaluate(shadowState, tags);
      assert(/Roll/.test(before[0].text), `server roller: ${before[0].text}`);
      assert(/Who begins\?/.test(before[1].text), `server picker: ${before[1].text}`);
      assert(/Score card/.test(before[2].text), `server card: ${before[2].text}`);

      const after = await takeOver();
      for (const state of after) {
        assert(state.defined, `${state.name} not defined`);
        assert(
          state.bases === 1 && state.styles === 0 && state.serverComments === 0,
          `${state.name} after takeover: ${JSON.stringify({ ...state, text: undefined })}`,
        );
      }
      assert(/Gooi/.test(after[0].text) && !/Roll/.test(after[0].text), after[0].text);
      assert(/Wie begint\?/.test(after[1].text), after[1].text);
      assert(/Scorekaart/.test(after[2].text), after[2].text);

      // Working: a roll, a pick, a box's panel.
      await page.click('dice-roller button.roll');
      await page.waitForFunction(() =>
        document.querySelector('dice-roller').shadowRoot.textContent.includes('Worp 1 van 3'),
      );
      await page.fill('first-player-picker input', 'Anna, Bram');
      await page.click('first-player-picker button');
      await page.waitForSelector('first-player-picker .starter');
      await page.click('yahtzee-scorecard button[data-box="ones"]');
      await page.waitForSelector('yahtzee-scorecard section.entry');

      // A reload: the server's first markup again, the saved roll restored over it.
      await page.reload();
      const restored = await takeOver();
      assert(
        restored.every((state) => state.bases === 1 && state.styles === 0),
        'duplicate',
      );
      assert(/Worp 1 van 3/.test(restored[0].text), `restored roller: ${restored[0].text}`);
      assert(/begint\./.test(restored[1].text), `restored picker: ${restored[1].text}`);

      assert(problems.length === 0, problems.join('\n'));
      await context.close();
    },
  ]);
}
