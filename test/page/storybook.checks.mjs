// Every story of the built Storybook renders its element with no page error, and passes axe in
// light and dark (run after `npm run build-storybook`).
import { existsSync, readFileSync } from 'node:fs';
import { assert, axeViolations, watchedPage } from './browser.mjs';

export function checks({ url, browser }) {
  if (!existsSync('storybook-static/index.json')) return [];
  const { entries } = JSON.parse(readFileSync('storybook-static/index.json', 'utf8'));
  const stories = Object.values(entries).filter((entry) => entry.type === 'story');
  return [
    [
      `all ${stories.length} stories of the built Storybook render a registered element, and pass axe in light and dark`,
      async () => {
        assert(stories.length > 0, 'the built Storybook has no stories');
        // Reduced motion: axe reads the colours of dice and rounds at rest, not fading in.
        const context = await browser.newContext({ reducedMotion: 'reduce' });
        const { page, problems } = await watchedPage(context);
        const axeProblems = [];
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
          for (const colorScheme of ['light', 'dark']) {
            await page.emulateMedia({ colorScheme });
            // Page-level rules left out: a story is a fragment.
            const violations = await axeViolations(page, '#storybook-root', {
              region: { enabled: false },
            });
            axeProblems.push(
              ...violations.map((violation) => `${story.id} (${colorScheme}) ${violation}`),
            );
          }
          await page.emulateMedia({ colorScheme: 'light' });
        }
        assert(axeProblems.length === 0, `axe:\n${axeProblems.join('\n')}`);
        assert(problems.length === 0, problems.join('\n'));
        await context.close();
      },
    ],
  ];
}
