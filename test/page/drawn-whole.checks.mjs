// A card is drawn whole, once: the dice typed by hand sit above the sheet, and a sheet drawn
// without them would be pushed down under the reader's finger when they came. The all-in-one
// bundle's first file carries them (drawn-early.ts), so a fresh card is drawn whole at once, its
// later file (the players' list, below the sheet) coming after; the card alone waits briefly for
// its later file, which brings them. Seen frame by frame on the built bundles, pasted as a CMS
// pastes them: from an animation-frame loop that starts before the bundle, each frame's sheet
// position and whether the dice field and the players' list are there. And a later file that is
// slow does not hold a card back.
import { assert, servedPage } from './browser.mjs';

const allInOne = { src: '/dist/yahtzee-widgets.min.js', later: 'yahtzee-widgets.extras.min.js' };
const alone = {
  src: '/dist/cdn/yahtzee-scorecard.min.js',
  later: 'yahtzee-scorecard.extras.min.js',
};

const page = (
  src,
  lang = 'en',
) => `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><link rel="icon" href="data:,">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <script>
    // Every frame until the card has had its later file's players' list for 30 frames: the
    // sheet's top, and whether the dice field and the list are there.
    window.seenFrames = [];
    const look = () => {
      const root = document.querySelector('yahtzee-scorecard')?.shadowRoot;
      const sheet = root?.querySelector('table.sheet');
      if (sheet) {
        seenFrames.push({
          at: performance.now(),
          top: Math.round(sheet.getBoundingClientRect().top),
          field: !!root.querySelector('input#dice'),
          label: root.querySelector('label[for=dice]')?.textContent.trim(),
          later: !!root.querySelector('details.players'),
        });
      }
      if (seenFrames.filter((frame) => frame.later).length < 30) requestAnimationFrame(look);
      else window.seenAll = true;
    };
    requestAnimationFrame(look);
  </script></head>
  <body><h1>Yahtzee</h1><p>The rules, and the card for the table.</p>
  <yahtzee-scorecard storage-key="drawn-whole" players="Anna,Bram,Cees,Dirk,Eva,Fenna,Gijs,Hanna"></yahtzee-scorecard>
  <script type="module" src="${src}"></script></body></html>`;

/** The frames seen until the card had had its later file's parts for 30 frames. */
async function framesSeen(browser, url, bundle, options, lang) {
  const {
    context,
    page: tab,
    problems,
  } = await servedPage(browser, url, {
    name: 'drawn-whole-page.html',
    body: page(bundle.src, lang),
    ...options,
  });
  await tab.waitForFunction(() => window.seenAll, null, { timeout: 10000 });
  const frames = await tab.evaluate(() => window.seenFrames);
  await context.close();
  return { frames, problems };
}

// How long a check holds a later file back.
const held = 1500;

/** The frames seen at 390 px with the bundle's later file held back `held` ms (it was asked for). */
async function framesHeldBack(browser, url, bundle) {
  let asked = false;
  const seen = await framesSeen(browser, url, bundle, {
    contextOptions: { viewport: { width: 390, height: 844 } },
    route: {
      pattern: `**/${bundle.later}`,
      handler: async (route) => {
        asked = true;
        await new Promise((resolve) => setTimeout(resolve, held));
        await route.continue();
      },
    },
  });
  assert(asked, 'the later file was never asked for');
  return seen;
}

/** The sheet never moved from its first frame's place. */
function neverMoved(frames, what) {
  const [first] = frames;
  const moved = frames.filter((frame) => frame.top !== first.top);
  assert(moved.length === 0, `${what}: the sheet moved: ${JSON.stringify(frames)}`);
}

export function checks({ url, browser }) {
  return [
    [
      'a card is drawn whole in its first frame, at 390 and at 320 px, from the all-in-one and alone: the dice field is there, and the sheet never moves as the later file comes',
      async () => {
        for (const bundle of [allInOne, alone]) {
          for (const width of [390, 320]) {
            const what = `${bundle.src}, ${width} px`;
            const { frames, problems } = await framesSeen(browser, url, bundle, {
              contextOptions: { viewport: { width, height: 844 } },
            });
            const [first] = frames;
            assert(first.field, `${what}: the sheet was drawn without the dice field first`);
            neverMoved(frames, what);
            assert(problems.length === 0, `${what}: ${problems.join('\n')}`);
          }
        }
      },
    ],
    [
      "the all-in-one draws a fresh card whole without its later file: held back 1.5 s, the sheet and the dice field are there at once, and the players' list comes below them with the file",
      async () => {
        const { frames, problems } = await framesHeldBack(browser, url, allInOne);
        const [first] = frames;
        const later = frames.find((frame) => frame.later);
        assert(first.field && !first.later, `the first frame: ${JSON.stringify(first)}`);
        assert(
          later.at - first.at > held / 2,
          `the card was drawn ${(later.at - first.at).toFixed(0)} ms before its later file's parts, not while the file was held ${held} ms`,
        );
        neverMoved(frames, 'held back');
        assert(problems.length === 0, problems.join('\n'));
      },
    ],
    [
      "a Dutch page: the all-in-one's first frame of the card already says the dice field's words in Dutch",
      async () => {
        const options = { contextOptions: { viewport: { width: 390, height: 844 } } };
        const { frames, problems } = await framesSeen(browser, url, allInOne, options, 'nl');
        const [first] = frames;
        assert(
          first.label === 'Dobbelstenen (5 getallen, zoals 3 3 5 6 6)',
          `the first frame's label: ${first.label}`,
        );
        neverMoved(frames, 'Dutch');
        assert(problems.length === 0, problems.join('\n'));
      },
    ],
    [
      'a later file that is slow to come does not hold the card alone back: the sheet is drawn without it, and the dice field comes with it',
      async () => {
        const { frames, problems } = await framesHeldBack(browser, url, alone);
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
