// A first file calls its later file's exports by name, and the CDN build shortens some names in
// the first file only (scripts/internal-names.mjs): these two calls once found nothing on the built
// bundle. A linked roller's S key (the card's focusPlaces) threw "this[#Tt]?.V is not a function";
// a name the picker cannot read drew no message (its later file's problemText); every refusal of
// the rules threw "ar.typed?.i is not a function" instead of saying why (the card's later file set
// its words for a refusal under a shortened name). Played on the demo and the card alone.
import { assert, elementsDefined, servedPage, watchedPage } from './browser.mjs';
import { sleep, until } from './table-helpers.mjs';

export function checks({ url, browser }) {
  // The rules refuse a score no roll gives: the card throws their RuleError in the page's words,
  // once its later file (which brings those words) has come.
  const refusal = (page) =>
    page.evaluate(async () => {
      await customElements.whenDefined('yahtzee-scorecard');
      const card = document.querySelector('yahtzee-scorecard');
      await card.updateComplete;
      try {
        card.enterPoints('full-house', 20);
        return 'nothing thrown';
      } catch (error) {
        return `${error.problem?.code}: ${error.message}`;
      }
    });
  const refused = 'impossible-points: 20 kan niet bij Full House. Mogelijk: 0, 25.';
  return [
    [
      "the card alone: a refusal of the rules says why in the page's words",
      async () => {
        const { context, page, problems } = await servedPage(browser, url, {
          name: 'card-alone-refusal.html',
          body: `<!doctype html><html lang="nl"><head><meta charset="utf-8"><link rel="icon" href="data:,"></head>
            <body><script type="module" src="/dist/cdn/yahtzee-scorecard.min.js"></script>
            <yahtzee-scorecard storage-key="" players="Anna,Bram"></yahtzee-scorecard></body></html>`,
        });
        try {
          const said = await refusal(page);
          assert(said === refused, `the card alone: ${said}`);
          assert(problems.length === 0, problems.join('\n'));
        } finally {
          await context.close();
        }
      },
    ],
    [
      "demo/index.html at 390 px: a linked roller's S key takes the focus to the card's best place; the picker says why a name too long cannot be read; the card why the rules refuse a score; no page error",
      async () => {
        const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
        const { page, problems } = await watchedPage(context);
        try {
          await page.goto(`${url}/demo/index.html`);
          await page.evaluate(elementsDefined);
          const roller = page.locator('dice-roller#roller');
          await roller.locator('button.roll').focus();
          await page.keyboard.press('r');
          await sleep(900);
          await page.keyboard.press('s');
          const focused = await until(
            () =>
              page.evaluate(() => {
                let active = document.activeElement;
                while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
                return {
                  host: active?.getRootNode().host?.localName,
                  place: active?.dataset.place,
                };
              }),
            (active) => active.host === 'yahtzee-scorecard',
            'S left the focus outside the card',
          );
          // One of the card's places for the roll (a box name), not its heading or another control.
          assert(
            /^[a-z][a-zA-Z]+$/.test(focused.place ?? ''),
            `the focus is on ${JSON.stringify(focused)}`,
          );
          const picker = page.locator('first-player-picker');
          await picker.locator('input[part="field"]').fill('A'.repeat(60));
          await picker.locator('input[part="field"]').press('Enter');
          const error = await until(
            () =>
              picker
                .locator('[part="error"]')
                .textContent()
                .catch(() => null),
            (text) => !!text?.trim(),
            'no error message under the field',
          );
          assert(/te lang/.test(error), `the error reads "${error}"`);
          const said = await refusal(page);
          assert(said === refused, `the demo's card: ${said}`);
          assert(problems.length === 0, problems.join('\n'));
        } finally {
          await context.close();
        }
      },
    ],
  ];
}
