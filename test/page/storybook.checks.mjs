// Every story of the built Storybook renders its element with no page error (run after `npm run build-storybook`).
import { existsSync, readFileSync } from 'node:fs';
import { assert, watchedPage } from './browser.mjs';

export function checks({ url, browser }) {
  if (!existsSync('storybook-static/index.json')) return [];
  const { entries } = JSON.parse(readFileSync('storybook-static/index.json', 'utf8'));
  const stories = Object.values(entries).filter((entry) => entry.type === 'story');
  return [
    [
      `all ${stories.length} stories of the built Storybook render a registered element`,
      async () => {
        assert(stories.length > 0, 'the built Storybook has no stories');
        const context = await browser.newContext();
        const { page, problems } = await watchedPage(context);
        for (const story of stories) {
          await page.goto(`${url}/storybook-static/iframe.html?id=${story.id}&viewMode=story`);
          const rendered = await page.waitForFunction(
            () => {
              const root = document.querySelector('#storybook-root');
              const element = root?.querySelector(
                'dice-roller, first-player-picker, yahtzee-scorecard',
              );
              return (
                element &&
                customElements.get(element.localName) &&
                element.shadowRoot?.childElementCount > 0 &&
                element.localName
              );
            },
            null,
            { timeout: 10000 },
          );
          assert(await rendered.jsonValue(), `${story.id}: no rendered element`);
          // A card fetches its later parts once drawn, and its updateComplete waits for them:
          // leaving at once would abort that fetch.
          await page.evaluate(() =>
            Promise.all(
              [...document.querySelectorAll('#storybook-root yahtzee-scorecard')].map(
                (card) => card.updateComplete,
              ),
            ),
          );
          // Advice imports the advisor after the first render: leaving at once would abort it.
          if (story.id.includes('advice')) await page.waitForLoadState('networkidle');
        }
        assert(problems.length === 0, problems.join('\n'));
        await context.close();
      },
    ],
  ];
}
