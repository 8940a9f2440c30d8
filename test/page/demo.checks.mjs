// The demo rules article, loaded as a reader would: built bundle only, no page or console errors.
import { assert, watchedPage } from './browser.mjs';

const tags = ['dice-roller', 'first-player-picker', 'yahtzee-scorecard'];

export function checks({ url, browser }) {
  return [
    [
      'demo/index.html (in Dutch) loads only the built bundle for a page in Dutch, renders every element, and logs no error',
      async () => {
        const context = await browser.newContext();
        const { page, problems } = await watchedPage(context);
        await page.goto(`${url}/demo/index.html`);
        await page.waitForLoadState('networkidle');
        const scripts = await page.$$eval('script', (list) =>
          list.map((s) => s.getAttribute('src')),
        );
        assert(
          scripts.length === 1 && scripts[0] === '../dist/nl/yahtzee-widgets.min.js',
          `the demo must load only the built file, found ${JSON.stringify(scripts)}`,
        );
        for (const tag of tags) {
          const state = await page.evaluate(async (name) => {
            const el = document.querySelector(name);
            if (!el) return 'missing from the page';
            // Each element is defined in a task of its own, which can come after the load event.
            const defined = customElements.whenDefined(name).then(() => true);
            const late = new Promise((resolve) => setTimeout(resolve, 10_000, false));
            if (!(await Promise.race([defined, late]))) return 'not defined 10 s after load';
            await el.updateComplete;
            return el.shadowRoot && el.shadowRoot.childNodes.length > 0 ? 'rendered' : 'empty';
          }, tag);
          assert(state === 'rendered', `<${tag}>: ${state}`);
        }
        assert(problems.length === 0, problems.join('\n'));
        await context.close();
      },
    ],
  ];
}
