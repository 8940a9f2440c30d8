// A card is drawn whole, once: its first render waits briefly for its later file, whose panels
// (the typed dice, above the sheet) would otherwise arrive one render later and push the sheet
// down under the reader's finger. Seen frame by frame on the built all-in-one bundle, pasted as a
// CMS pastes it: from an animation-frame loop that starts before the bundle, each frame's sheet
// position and whether the dice field is there. And a later file that is slow does not hold the
// card back: the card draws without it, then with it.
import { assert, servedPage } from './browser.mjs';

const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <script>
    // Every frame until the card has been whole for 30 frames: the sheet's top, and whether the
    // dice field is there.
    window.seenFrames = [];
    const look = () => {
      const root = document.querySelector('yahtzee-scorecard')?.shadowRoot;
      const sheet = root?.querySelector('table.sheet');
      if (sheet) {
        seenFrames.push({
          at: performance.now(),
          top: Math.round(sheet.getBoundingClientRect().top),
          field: !!root.querySelector('input#dice'),
        });
      }
      if (seenFrames.filter((frame) => frame.field).length < 30) requestAnimationFrame(look);
      else window.seenAll = true;
    };
    requestAnimationFrame(look);
  </script></head>
  <body><h1>Yahtzee</h1><p>The rules, and the card for the table.</p>
  <yahtzee-scorecard storage-key="drawn-whole" players="Anna,Bram,Cees,Dirk,Eva,Fenna,Gijs,Hanna"></yahtzee-scorecard>
  <script type="module" src="/dist/yahtzee-widgets.min.js"></script></body></html>`;

/** The frames seen until the card had been whole for 30 frames. */
async function framesSeen(browser, url, options) {
  const {
    context,
    page: tab,
    problems,
  } = await servedPage(browser, url, {
    name: 'drawn-whole-page.html',
    body: page,
    ...options,
  });
  await tab.waitForFunction(() => window.seenAll, null, { timeout: 10000 });
  const frames = await tab.evaluate(() => window.seenFrames);
  await context.close();
  return { frames, problems };
}

export function checks({ url, browser }) {
  return [
    [
      'a card is drawn whole in its first frame, at 390 and at 320 px: the dice field is there, and the sheet never moves',
      async () => {
        for (const width of [390, 320]) {
          const { frames, problems } = await framesSeen(browser, url, {
            contextOptions: { viewport: { width, height: 844 } },
          });
          const [first] = frames;
          assert(first.field, `${width} px: the sheet was drawn without the dice field first`);
          assert(frames.length >= 30, `${width} px: ${frames.length} frames seen`);
          const moved = frames.filter((frame) => frame.top !== first.top);
          assert(moved.length === 0, `${width} px: the sheet moved: ${JSON.stringify(frames)}`);
          assert(problems.length === 0, `${width} px: ${problems.join('\n')}`);
        }
      },
    ],
    [
      'a later file that is slow to come does not hold the card back: the sheet is drawn without it, and the dice field comes with it',
      async () => {
        const held = 1500;
        let asked;
        const { frames, problems } = await framesSeen(browser, url, {
          contextOptions: { viewport: { width: 390, height: 844 } },
          route: {
            pattern: '**/yahtzee-widgets.extras.min.js',
            handler: async (route) => {
              asked = Date.now();
              await new Promise((resolve) => setTimeout(resolve, held));
              await route.continue();
            },
          },
        });
        assert(asked, 'the later file was never asked for');
        const [first] = frames;
        const whole = frames.find((frame) => frame.field);
        assert(!first.field, `the first frame had the dice field: ${JSON.stringify(first)}`);
        assert(
          whole.at - first.at > held / 2,
          `the sheet was drawn ${(whole.at - first.at).toFixed(0)} ms before the card was whole, not while the file was held ${held} ms`,
        );
        assert(problems.length === 0, problems.join('\n'));
      },
    ],
  ];
}
