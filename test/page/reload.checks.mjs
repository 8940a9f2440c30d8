// A reader at the table reloads mid-turn: the page lands on the dice, not far above them. The
// browser puts the scroll back before the elements have rendered (they wait for their language
// file, held back here as a phone's network would), so without the roller's help the page lands
// where the article was, 800 px and more above the dice. A reader who had scrolled elsewhere
// stays where they were.
import { assert, servedPage } from './browser.mjs';
import { sleep, until } from './table-helpers.mjs';

const paragraph =
  'Yahtzee speel je met vijf dobbelstenen. In je beurt gooi je tot drie keer; na elke worp ' +
  'mag je dobbelstenen apart leggen en de rest opnieuw gooien. Daarna vul je één vakje in.';
// About 3000 px of article above the dice, even at 390 px wide.
const article = Array.from({ length: 60 }, (_, i) => `<p>${i + 1}. ${paragraph}</p>`).join('');

const body = `<!doctype html><html lang="nl"><head><meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,">
  <script type="module" src="/dist/yahtzee-widgets.min.js"></script></head>
  <body><h1>Spelregels Yahtzee</h1>${article}
  <dice-roller id="roller" storage-key="reload-check:dice"></dice-roller>
  <yahtzee-scorecard players="Anna, Bram" dice-roller="roller" storage-key="reload-check:card"></yahtzee-scorecard>
  <p>Veel plezier aan tafel.</p></body></html>`;

/**
 * The roller's box in the viewport, the scroll position, and whether it shows its Dutch text.
 * `inView`: the box meets the viewport; `playable`: every die and Roll are wholly on screen.
 */
const where = (page) =>
  page.evaluate(() => {
    const roller = document.querySelector('dice-roller');
    const { top, bottom } = roller.getBoundingClientRect();
    const controls = [...(roller.shadowRoot?.querySelectorAll('button.die, button.roll') ?? [])];
    return {
      top: Math.round(top),
      bottom: Math.round(bottom),
      scrollY: Math.round(scrollY),
      inView: bottom > 0 && top < innerHeight,
      playable:
        controls.length > 0 &&
        controls.every((control) => {
          const box = control.getBoundingClientRect();
          return box.top >= 0 && box.bottom <= innerHeight;
        }),
      rollNumber: roller.rollNumber,
      dutch: !!roller.shadowRoot?.textContent.includes('Gooi'),
    };
  });

/** After a reload: the language file came, the elements drew, the page has stopped moving. */
async function settled(page) {
  await until(
    () => where(page),
    (state) => state.dutch,
    'the roller drew its Dutch text',
  );
  let last = await where(page);
  for (let i = 0; i < 50; i++) {
    await sleep(100);
    const next = await where(page);
    if (next.scrollY === last.scrollY && next.top === last.top) return next;
    last = next;
  }
  throw new Error('the page keeps scrolling');
}

async function visit(browser, url, viewport, scrolledAway) {
  const label = `${viewport.width}×${viewport.height}`;
  const { context, page, problems } = await servedPage(browser, url, {
    name: 'reload-page.html',
    body,
    contextOptions: { viewport, reducedMotion: 'reduce' },
    // The language file comes late, as on a phone: the elements draw after the scroll is restored.
    route: {
      pattern: '**/*.nl.min.js',
      handler: async (request) => {
        await sleep(400);
        await request.continue();
      },
    },
  });
  try {
    const first = await settled(page);
    assert(first.top > 2500, `${label}: the article above the dice is ${first.top} px, too short`);
    await page.locator('dice-roller button.roll').click();
    await until(
      () => where(page),
      (state) => state.rollNumber === 1,
      `${label}: the roll`,
    );
    if (scrolledAway) await page.evaluate(() => scrollTo(0, 0));
    else
      await page.evaluate(() =>
        document.querySelector('dice-roller').scrollIntoView({ block: 'center' }),
      );
    await sleep(100);
    const before = await where(page);
    assert(
      before.playable !== scrolledAway,
      `${label}: before the reload ${JSON.stringify(before)}`,
    );

    await page.reload();
    const after = await settled(page);
    assert(after.rollNumber === 1, `${label}: the turn was not restored: ${JSON.stringify(after)}`);
    if (scrolledAway) {
      assert(after.scrollY === 0, `${label}: moved from the top to ${JSON.stringify(after)}`);
    } else {
      assert(
        after.inView && after.playable,
        `${label}: the dice are out of view after the reload: ${JSON.stringify(after)}`,
      );
    }
    console.log(
      `       ${label}${scrolledAway ? ', scrolled to the top' : ''}: before the reload roller top ${before.top} px (scrollY ${before.scrollY}), after ${after.top} px (scrollY ${after.scrollY})`,
    );
    assert(problems.length === 0, problems.join('\n'));
  } finally {
    await context.close();
  }
}

export function checks({ url, browser }) {
  const phones = [
    { width: 390, height: 844 },
    { width: 320, height: 640 },
  ];
  return [
    ...phones.map((viewport) => [
      `a reload mid-turn at ${viewport.width}×${viewport.height} lands with the dice in view`,
      () => visit(browser, url, viewport, false),
    ]),
    ...phones.map((viewport) => [
      `a reader who scrolled to the top at ${viewport.width}×${viewport.height} stays there after a reload`,
      () => visit(browser, url, viewport, true),
    ]),
  ];
}
