// The demo on a phone, as a table of four plays it: seated by the picker, rolled and written by
// taps. Nothing scrolls sideways (the page, the card's table), also with a box's panel open; the
// best place's ring stands out against the card in light, dark and forced colours.
import { assert, watchedPage } from './browser.mjs';
import { rendered, table, until } from './table-helpers.mjs';

const demo = '/demo/index.html';
const card = '#scorecard';

/** The demo at `viewport` on a touch phone, four players seated by the picker and a roll made: its hand. */
async function seatedTable(browser, url, viewport, options = {}) {
  const context = await browser.newContext({
    viewport,
    hasTouch: true,
    isMobile: true,
    reducedMotion: 'reduce',
    ...options,
  });
  const { page, problems } = await watchedPage(context);
  await page.goto(`${url}${demo}`);
  await rendered(page);
  await page.locator('first-player-picker input').first().fill('Anna, Bram, Cees, Daan');
  await page.locator('first-player-picker button').first().tap();
  await until(
    () => page.evaluate((id) => document.querySelector(id).players.length, card),
    (count) => count === 4,
    'the picker seats four players',
  );
  // The picker's result moves the roller down the page: tap it where it stays.
  await rendered(page);
  const hand = table(page);
  await hand.roll();
  return { context, page, problems, hand };
}

/** Sideways overflow of the page and of the card's table scroller, in px (0: none). */
const overflow = (page) =>
  page.evaluate((id) => {
    const scroller = document.querySelector(id).shadowRoot.querySelector('.scroller');
    return {
      page: document.documentElement.scrollWidth - innerWidth,
      table: scroller.scrollWidth - scroller.clientWidth,
    };
  }, card);

/** WCAG 2 contrast ratio of two `rgb()` colours. */
function contrast(a, b) {
  const luminance = (color) => {
    const [r, g, bl] = color
      .match(/[\d.]+/g)
      .slice(0, 3)
      .map((channel) => {
        const c = Number(channel) / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

export function checks({ url, browser }) {
  return [
    [
      '320×640: each column header is named to a screen reader by the whole name, spaces kept where it wraps',
      async () => {
        const context = await browser.newContext({ viewport: { width: 320, height: 640 } });
        const { page, problems } = await watchedPage(context);
        await page.goto(`${url}${demo}`);
        await rendered(page);
        const names = ['Anna Maria', 'Bram', 'Dirk-Jan van der Berg', 'Zoë Vandermeulenbroek'];
        await page.evaluate(
          ([id, players]) => (document.querySelector(id).players = players),
          [card, names],
        );
        await rendered(page);
        const wrapped = await page.evaluate(
          (id) =>
            [...document.querySelector(id).shadowRoot.querySelectorAll('thead .name')].map(
              (name) => name.getClientRects().length > 1 || name.offsetHeight > 30,
            ),
          card,
        );
        assert(wrapped.filter(Boolean).length >= 2, `names that wrap: ${wrapped}`);
        // Chromium's own accessibility tree, as a screen reader gets it.
        const cdp = await context.newCDPSession(page);
        const { nodes } = await cdp.send('Accessibility.getFullAXTree');
        const headers = nodes
          .filter((node) => node.role?.value === 'columnheader')
          .map((node) => node.name?.value.replaceAll('\u2060', '').replace(/ (aan de beurt)$/, ''));
        assert(
          // The card's table is the page's last (the article has one of its own above it).
          headers.slice(-5).join('|') === ['Vakje', ...names].join('|'),
          `the headers are named ${JSON.stringify(headers)}`,
        );
        assert(problems.length === 0, problems.join('\n'));
        await context.close();
      },
    ],
    [
      '320×640, 4 players: neither the page nor the card’s table scrolls sideways, playing or with a box open',
      async () => {
        for (const colorScheme of ['light', 'dark']) {
          const viewport = { width: 320, height: 640 };
          const { context, page, problems, hand } = await seatedTable(browser, url, viewport, {
            colorScheme,
          });
          const at = (step) => `${colorScheme}, ${step}`;
          const none = async (step) => {
            const found = await overflow(page);
            assert(found.page <= 0, `${at(step)}: the page scrolls ${found.page} px sideways`);
            assert(found.table <= 0, `${at(step)}: the table scrolls ${found.table} px sideways`);
          };
          await none('after a roll');
          await hand.tap(`${card} button.place >> nth=0`, 'a tap on a place');
          await hand.roll();
          await none('after a write and the next roll');
          // A tap on an open box opens its panel inside the table.
          await hand.tap(`${card} button.cell >> nth=0`, 'a tap on an open box');
          await page.locator(`${card} .entry-row`).waitFor();
          await none('with a box’s panel open');
          assert(problems.length === 0, problems.join('\n'));
          await context.close();
        }
      },
    ],
    [
      'the best place’s ring has 3:1 against the card in light, dark and forced colours',
      async () => {
        for (const options of [
          { colorScheme: 'light' },
          { colorScheme: 'dark' },
          { colorScheme: 'light', forcedColors: 'active' },
          { colorScheme: 'dark', forcedColors: 'active' },
        ]) {
          const viewport = { width: 390, height: 844 };
          const { context, page, problems } = await seatedTable(browser, url, viewport, options);
          // Advice needs the solver; its mark is the class the roll's view sets on the best place.
          const found = await page.evaluate((id) => {
            const root = document.querySelector(id).shadowRoot;
            const best =
              root.querySelector('button.place:not(.zero)') ?? root.querySelector('.place');
            best.classList.add('best');
            const ring = getComputedStyle(best);
            return {
              style: ring.outlineStyle,
              width: parseFloat(ring.outlineWidth),
              offset: parseFloat(ring.outlineOffset),
              color: ring.outlineColor,
              surface: getComputedStyle(root.querySelector('.base')).backgroundColor,
            };
          }, card);
          const label = JSON.stringify(options);
          assert(found.style !== 'none' && found.width >= 3, `${label}: no ring (${found.style})`);
          assert(found.offset >= 2, `${label}: the ring touches the fill`);
          const ratio = contrast(found.color, found.surface);
          assert(
            ratio >= 3,
            `${label}: ring ${found.color} on ${found.surface}: ${ratio.toFixed(2)}:1`,
          );
          assert(problems.length === 0, problems.join('\n'));
          await context.close();
        }
      },
    ],
  ];
}
