// The ids a scorecard names are safe: an id that does not exist, the id of a plain div,
// and ids of the wrong kind of element break nothing, log no error, and never put dice on the card.
import { assert, watchedPage } from './browser.mjs';

const cards = ['#missing', '#plain-div', '#swapped'];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function checks({ url, browser }) {
  return [
    [
      'a scorecard naming a missing id, a plain div or the wrong element: nothing breaks, no dice from a roller',
      async () => {
        const context = await browser.newContext({ reducedMotion: 'reduce' });
        const { page, problems } = await watchedPage(context);
        await page.goto(`${url}/test/page/fixtures/references.html`);
        const states = await page.evaluate(async () => {
          const found = [];
          for (const el of document.querySelectorAll(
            'dice-roller, first-player-picker, yahtzee-scorecard',
          )) {
            await customElements.whenDefined(el.localName);
            await el.updateComplete;
            if (!el.shadowRoot?.childNodes.length) found.push(`${el.localName}#${el.id}`);
          }
          return found;
        });
        assert(states.length === 0, `not rendered: ${states.join(', ')}`);
        const failures = [];
        const names = (card) => page.locator(`${card} table.sheet thead .name`).allTextContents();
        const text = (card) => page.locator(card).evaluate((el) => el.shadowRoot.textContent);

        // The roller rolls (its event bubbles through #some-div): no card takes those dice.
        await page.locator('#roller button.roll').click();
        let dice = [];
        for (let i = 0; i < 50 && !(dice.length === 5 && dice.every(Boolean)); i++) {
          await sleep(20);
          dice = await page
            .locator('#roller button.die')
            .evaluateAll((list) => list.map((d) => d.dataset.face));
        }
        assert(dice.every(Boolean), `the roller shows ${JSON.stringify(dice)} after a click`);
        // Give a card that wrongly listens the time to render what it heard.
        await sleep(100);
        for (const card of cards) {
          if (await page.locator(`${card} .offered, ${card} button[data-place]`).count())
            failures.push(`${card}: offers the roller's dice`);
          const shown = await text(card);
          if (shown.includes(dice.join(' ')) || /roller/i.test(shown))
            failures.push(`${card}: says something about the roller's dice`);
        }

        // The picker picks: no card, not even one naming a roller as its picker, takes the names.
        await page.locator('#picker button[part=button]').click();
        await page.locator('#picker [part=starter]').waitFor({ timeout: 2000 });
        await sleep(100);
        for (const card of cards) {
          const seated = await names(card);
          if (JSON.stringify(seated.map((n) => n.trim())) !== JSON.stringify(['Ann', 'Bob']))
            failures.push(`${card}: the players became ${JSON.stringify(seated)}`);
        }

        // Each card still works alone, and an entry resets no roller (none of them names one).
        for (const card of cards) {
          await page.locator(`${card} #dice`).fill('3 3 3 4 4');
          await page.locator(`${card} button[data-place="full-house"]`).click();
          const filled = await page.locator(`${card} table.sheet td.filled`).allTextContents();
          if (JSON.stringify(filled.map((t) => t.trim())) !== JSON.stringify(['25']))
            failures.push(
              `${card}: after a full house the filled boxes are ${JSON.stringify(filled)}`,
            );
        }
        const after = await page
          .locator('#roller button.die')
          .evaluateAll((list) => list.map((d) => d.dataset.face));
        if (JSON.stringify(after) !== JSON.stringify(dice))
          failures.push(`an entry in a card changed the roller's dice: ${dice} -> ${after}`);

        const all = [...problems, ...failures];
        assert(all.length === 0, all.join('\n'));
        await context.close();
      },
    ],
  ];
}
