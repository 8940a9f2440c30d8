// Pasting is safe: each case is a fixture page in test/page/fixtures that loads the
// built bundle as a CMS page would, and every check fails on any page error or console error.
import { assert, watchedPage } from './browser.mjs';

const tags = ['dice-roller', 'first-player-picker', 'yahtzee-scorecard'];
const fixtures = '/test/page/fixtures';

/** A fresh browser context (its own storage) with a page that records errors. */
async function open(browser, options = {}) {
  const context = await browser.newContext({ reducedMotion: 'reduce', ...options });
  const { page, problems } = await watchedPage(context);
  const warnings = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  return { context, page, problems, warnings };
}

/** Waits until every element on the page (or frame) is defined and has rendered. */
async function rendered(target) {
  const states = await target.evaluate(async (names) => {
    const found = [];
    for (const name of names) {
      for (const el of document.querySelectorAll(name)) {
        await Promise.race([
          customElements.whenDefined(name),
          new Promise((resolve) => setTimeout(resolve, 5000)),
        ]);
        await el.updateComplete;
        found.push(
          `${name}#${el.id}: ${el.shadowRoot && el.shadowRoot.childNodes.length > 0 ? 'rendered' : 'not rendered'}`,
        );
      }
    }
    return found;
  }, tags);
  const bad = states.filter((state) => !state.endsWith(': rendered'));
  assert(states.length > 0, 'no element of the bundle on the page');
  assert(bad.length === 0, bad.join('\n'));
}

/** The faces the dice of a roller show (empty strings before the first roll). */
const faces = (target, roller) =>
  target.locator(`${roller} button.die`).evaluateAll((dice) => dice.map((d) => d.dataset.face));

/** Clicks Roll and waits until the dice show faces. */
async function rollOnce(target, roller) {
  await target.locator(`${roller} button.roll`).click();
  let shown = [];
  for (let i = 0; i < 50; i++) {
    shown = await faces(target, roller);
    if (shown.length === 5 && shown.every((face) => /^[1-6]$/.test(face))) return shown;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${roller}: after a click on Roll the dice show ${JSON.stringify(shown)}`);
}

/**
 * Puts five dice on a scorecard and writes them in a box; returns the points it was offered for. A
 * card alone gets them typed; a card linked to a roller offers the roller's roll (no field to type
 * in then): the dice are set on that roller from code, and the card must offer them.
 */
async function enterScore(target, card, dice, category) {
  const filled = target.locator(`${card} table.sheet td.filled`);
  const before = await filled.count();
  const roller = await target.locator(card).getAttribute('dice-roller');
  if (roller) {
    await target
      .locator(`#${roller}`)
      .evaluate((el, values) => (el.values = values), dice.split(' ').map(Number));
    const offer = target.locator(`${card} .offered`);
    await offer.waitFor({ timeout: 2000 });
    const offered = await offer.getAttribute('data-dice');
    assert(offered === dice, `${card} offers ${offered} after its roller was set to ${dice}`);
  } else {
    await target.locator(`${card} #dice`).fill(dice);
  }
  const place = target.locator(`${card} button[data-place="${category}"]`);
  const offered = await place.textContent();
  await place.click();
  for (let i = 0; i < 100 && (await filled.count()) === before; i++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  assert(
    (await filled.count()) === before + 1,
    `${card}: writing ${dice} in ${category} did not fill one more box`,
  );
  return offered;
}

/**
 * The text of every box of a scorecard, row by row (filled boxes show their points; an open box of
 * the current player, a button that may preview the roll on offer, counts as empty).
 */
const cells = (target, card) =>
  target.locator(`${card} table.sheet td.cell-td`).evaluateAll((list) =>
    // An open box holds a button with at most a preview; a filled box's button holds its score.
    list.map((td) => (td.querySelector('button:not(.filled)') ? '' : td.textContent.trim())),
  );

function finish(problems, extra = []) {
  const all = [...problems, ...extra];
  assert(all.length === 0, all.join('\n'));
}

export function checks({ url, browser }) {
  return [
    [
      'two copies of the bundle on one page: no error, the elements work, at most a warning',
      async () => {
        const { context, page, problems, warnings } = await open(browser);
        await page.goto(`${url}${fixtures}/two-copies.html`);
        await page.waitForLoadState('networkidle');
        const scripts = await page.$$eval('script[type=module]', (list) => list.map((s) => s.src));
        assert(
          scripts.length === 2 && new Set(scripts).size === 2,
          `the fixture must load the bundle under two URLs: ${JSON.stringify(scripts)}`,
        );
        const fetched = await page.evaluate(
          () =>
            performance
              .getEntriesByType('resource')
              .filter((entry) => entry.name.includes('/dist/yahtzee-widgets.min.js')).length,
        );
        assert(fetched === 2, `the bundle was fetched ${fetched} times, not twice`);
        await rendered(page);
        const shown = await rollOnce(page, '#roller');
        // The card offers the roller's roll: the second copy did not break the cooperation.
        await page.locator('#card .offered').waitFor({ timeout: 2000 });
        const offered = await page.locator('#card .offered').getAttribute('data-dice');
        assert(
          offered === shown.join(' '),
          `the card offers "${offered}" after the roller showed ${shown.join(' ')}`,
        );
        await page.locator('#picker button[part=button]').click();
        await page.locator('#picker [part=starter]').waitFor({ timeout: 2000 });
        const unexpected = warnings.filter((text) => !/defined first by another copy/.test(text));
        assert(unexpected.length === 0, `unexpected warnings:\n${unexpected.join('\n')}`);
        finish(problems);
        await context.close();
      },
    ],
    [
      'a strict Content Security Policy: styled elements, no violation, no inline anything',
      async () => {
        const { context, page, problems } = await open(browser);
        await page.goto(`${url}${fixtures}/csp.html`);
        await page.waitForLoadState('networkidle');
        const inline = await page.evaluate(() => ({
          scripts: [...document.scripts].filter((s) => !s.src).length,
          styles: document.querySelectorAll('style, [style]').length,
          policy: document
            .querySelector('meta[http-equiv="Content-Security-Policy"]')
            ?.getAttribute('content'),
          watching: Array.isArray(window.cspViolations),
        }));
        assert(
          inline.scripts === 0 && inline.styles === 0,
          `inline on the page: ${JSON.stringify(inline)}`,
        );
        assert(
          inline.policy === "default-src 'self'; script-src 'self'; style-src 'self'",
          `policy: ${inline.policy}`,
        );
        assert(inline.watching, 'csp-watch.js did not run before the bundle');
        // Each violation is told with the step that caused it.
        const violations = [];
        const step = async (name, action) => {
          await action();
          const all = await page.evaluate(() => window.cspViolations);
          for (const v of all.slice(violations.length)) violations.push(`${name}: ${v}`);
        };
        // Every view that renders something new: a roll with the preview, a pick, an offered roll and an entry.
        await step('loading', () => rendered(page));
        await step('a roll', () => rollOnce(page, '#roller'));
        await step('a pick', async () => {
          await page.locator('#picker button[part=button]').click();
          await page.locator('#picker [part=starter]').waitFor({ timeout: 2000 });
        });
        await step('a score', () => enterScore(page, '#card', '6 6 6 2 3', 'sixes'));
        await step('opening a box', async () => {
          await page.locator('#card button.cell').first().click();
          await page.locator('#card section.entry').waitFor({ timeout: 2000 });
        });
        // Styled: values only the elements' own CSS sets (a browser's default would differ).
        const styled = await page.evaluate(() => {
          const inside = (host, selector) =>
            document.querySelector(host).shadowRoot.querySelector(selector);
          const style = (el, property) => getComputedStyle(el).getPropertyValue(property);
          const die = inside('#roller', 'button.die');
          const table = inside('#card', 'table.sheet');
          const rowHeader = inside('#card', 'table.sheet th[scope=row]');
          const pickerButton = inside('#picker', 'button[part=button]');
          return {
            'dice-roller die display': style(die, 'display'),
            'dice-roller die min-width': style(die, 'min-width'),
            'dice-roller die background': style(die, 'background-color'),
            'dice-roller host display': style(document.querySelector('#roller'), 'display'),
            'scorecard table border-spacing': style(table, 'border-spacing'),
            'scorecard row header position': style(rowHeader, 'position'),
            'picker button min-height': style(pickerButton, 'min-height'),
          };
        });
        const expected = {
          'dice-roller die display': 'grid',
          'dice-roller die min-width': '44px',
          'dice-roller die background': 'rgba(0, 0, 0, 0)',
          'dice-roller host display': 'block',
          'scorecard table border-spacing': '0px',
          'scorecard row header position': 'sticky',
          'picker button min-height': '44px',
        };
        const wrong = Object.entries(expected).filter(([key, value]) => styled[key] !== value);
        assert(
          wrong.length === 0,
          `not styled as designed under the policy: ${wrong
            .map(([key, value]) => `${key} is ${styled[key]}, expected ${value}`)
            .join('; ')}`,
        );
        finish(
          problems,
          violations.map((v) => `CSP violation: ${v}`),
        );
        await context.close();
      },
    ],
    [
      'a page whose CSS styles *, button, table aggressively: the elements look as designed, and leak nothing out',
      async () => {
        // Properties the elements' own CSS decides and the page's font size cannot change; inherited
        // ones (color, font, cursor) and sizes in em follow the page by design.
        const designed = [
          'display',
          'box-sizing',
          'border-top-style',
          'border-top-width',
          'background-color',
          'appearance',
          'min-height',
          'text-decoration-line',
          'border-collapse',
          'border-spacing',
          'text-align',
          'position',
          'fill',
        ];
        const inside = [
          ['#roller', 'button.die'],
          ['#roller', 'button.roll'],
          // The die's size is in px and vw: the page's font size must not change it either.
          ['#roller', 'svg.face', ['width', 'height']],
          ['#roller', 'rect.face-bg'],
          ['#roller', 'table.preview'],
          ['#roller', 'table.preview td'],
          ['#picker', 'input'],
          ['#picker', 'button[part=button]'],
          ['#card', 'table.sheet'],
          ['#card', 'table.sheet th'],
          ['#card', 'table.sheet td'],
          ['#card', 'button.cell'],
          ['#card', 'button.undo'],
          ['#card', 'input#new-player'],
        ];
        const outside = [
          '#page-button',
          '#page-table',
          '#page-th',
          '#page-td',
          '#page-input',
          '#page-select',
        ];
        const read = async (page) => {
          await rendered(page);
          await rollOnce(page, '#roller');
          return page.evaluate(
            ({ inside, designed }) =>
              Object.fromEntries(
                inside.map(([host, selector, sizes = []]) => {
                  const el = document.querySelector(host).shadowRoot.querySelector(selector);
                  if (!el) return [`${host} ${selector}`, 'missing'];
                  const style = getComputedStyle(el);
                  return [
                    `${host} ${selector}`,
                    Object.fromEntries(
                      [...designed, ...sizes].map((p) => [p, style.getPropertyValue(p)]),
                    ),
                  ];
                }),
              ),
            { inside, designed },
          );
        };
        const readOutside = (page) =>
          page.evaluate(
            (selectors) =>
              Object.fromEntries(
                selectors.map((selector) => {
                  const style = getComputedStyle(document.querySelector(selector));
                  return [
                    selector,
                    Object.fromEntries([...style].map((p) => [p, style.getPropertyValue(p)])),
                  ];
                }),
              ),
            outside,
          );
        const diff = (expected, actual) => {
          const found = [];
          for (const [key, values] of Object.entries(expected)) {
            if (typeof values !== 'object' || typeof actual[key] !== 'object') {
              if (values !== actual[key]) found.push(`${key}: ${actual[key]} (plain: ${values})`);
              continue;
            }
            for (const [p, value] of Object.entries(values)) {
              if (actual[key][p] !== value)
                found.push(`${key} ${p}: ${actual[key][p]}, expected ${value}`);
            }
          }
          return found;
        };

        const plain = await open(browser);
        await plain.page.goto(`${url}${fixtures}/plain.html`);
        const designedStyles = await read(plain.page);

        const hostile = await open(browser);
        await hostile.page.goto(`${url}${fixtures}/hostile.html`);
        const hostileStyles = await read(hostile.page);
        const pageWithBundle = await readOutside(hostile.page);
        // Sanity: the page's CSS is really aggressive where it reaches.
        const pageButton = pageWithBundle['#page-button'];
        assert(
          pageButton.width === '10px' && pageButton['border-top-style'] === 'dotted',
          `the hostile CSS did not apply to the page's button: ${pageButton.width} ${pageButton['border-top-style']}`,
        );

        const bare = await open(browser);
        await bare.page.goto(`${url}${fixtures}/hostile-without-bundle.html`);
        await bare.page.waitForLoadState('networkidle');
        const pageWithoutBundle = await readOutside(bare.page);

        const leaksIn = diff(designedStyles, hostileStyles);
        const leaksOut = diff(pageWithoutBundle, pageWithBundle);
        finish(
          [...plain.problems, ...hostile.problems, ...bare.problems],
          [
            ...leaksIn.map((d) => `page CSS reached inside: ${d}`),
            ...leaksOut.map((d) => `the bundle changed the page's own element: ${d}`),
          ],
        );
        await Promise.all([plain.context.close(), hostile.context.close(), bare.context.close()]);
      },
    ],
    [
      'a sandboxed iframe without storage: the elements render, work in memory and say so',
      async () => {
        const { context, page, problems } = await open(browser);
        // A CDN serves the file to any origin; the opaque origin of the sandbox needs that header.
        // The bundle and the card's later file beside it.
        await context.route('**/dist/yahtzee-widgets*.min.js*', async (route) => {
          const response = await route.fetch();
          await route.fulfill({
            response,
            headers: { ...response.headers(), 'access-control-allow-origin': '*' },
          });
        });
        await page.goto(`${url}${fixtures}/sandboxed-host.html`);
        const frame = page.frameLocator('#frame');
        const inner = page.frames().find((f) => f.url().endsWith('/sandboxed.html'));
        assert(inner, 'the sandboxed frame did not load');
        await inner.waitForLoadState('networkidle');
        const storage = await inner.evaluate(() => {
          try {
            window.localStorage.getItem('x');
            return 'available';
          } catch (error) {
            return error.name;
          }
        });
        assert(storage === 'SecurityError', `localStorage in the frame: ${storage}`);
        await rendered(inner);
        // Each element says it works in memory.
        for (const tag of tags) {
          const notice = frame.locator(`${tag} [part=notice]`);
          await notice.waitFor({ timeout: 2000 }).catch(() => {
            throw new Error(`<${tag}> shows no storage notice in a frame without storage`);
          });
        }
        await rollOnce(frame, '#roller');
        // Found later, so the rest of the case still runs and every failure is told at once.
        const failures = [];
        await frame.locator('#picker button[part=button]').click();
        await frame
          .locator('#picker [part=starter]')
          .waitFor({ timeout: 2000 })
          .catch(() =>
            failures.push(
              '<first-player-picker>: a click on the pick button shows no result in the sandbox',
            ),
          );
        await frame.locator('#card #new-player').fill('Cy');
        await frame.locator('#card button.add').click();
        await frame
          .locator('#card thead .name', { hasText: 'Cy' })
          .waitFor({ timeout: 2000 })
          .catch(() =>
            failures.push('<yahtzee-scorecard>: adding a player does nothing in the sandbox'),
          );
        const before = (await cells(frame, '#card')).filter((text) => text !== '').length;
        await enterScore(frame, '#card', '2 2 2 5 5', 'full-house');
        const after = await cells(frame, '#card');
        assert(
          after.filter((text) => text !== '').length === before + 1 && after.includes('25'),
          `after writing a full house the boxes show ${JSON.stringify(after)}`,
        );
        finish(problems, failures);
        await context.close();
      },
    ],
    [
      'two scorecards with different storage keys: a score in one never changes the other, after a reload too',
      async () => {
        const { context, page, problems } = await open(browser);
        await page.goto(`${url}${fixtures}/two-cards.html`);
        await rendered(page);
        const saved = () =>
          page.evaluate(() => ({
            left: localStorage.getItem('fixture-two-cards:left'),
            right: localStorage.getItem('fixture-two-cards:right'),
          }));
        const rightCells = await cells(page, '#right');
        const rightSaved = (await saved()).right;
        await enterScore(page, '#left', '4 4 4 4 1', 'fours');
        const left = await cells(page, '#left');
        assert(left.includes('16'), `the left card shows ${JSON.stringify(left)}`);
        const check = async (when) => {
          const now = await saved();
          assert(
            now.left !== null && JSON.stringify(JSON.parse(now.left)).includes('"fours"'),
            `${when}: the left card's save has no fours: ${now.left}`,
          );
          assert(
            now.right === rightSaved,
            `${when}: the right card's save changed: ${rightSaved} -> ${now.right}`,
          );
          const right = await cells(page, '#right');
          assert(
            JSON.stringify(right) === JSON.stringify(rightCells),
            `${when}: the right card's boxes changed: ${JSON.stringify(right)}`,
          );
          const leftNow = await cells(page, '#left');
          assert(
            JSON.stringify(leftNow) === JSON.stringify(left),
            `${when}: the left card's boxes are ${JSON.stringify(leftNow)}, were ${JSON.stringify(left)}`,
          );
        };
        await check('after the entry');
        await page.reload();
        await rendered(page);
        await check('after a reload');
        // And the other way round: the right card's entry leaves the left one alone.
        await enterScore(page, '#right', '1 2 3 4 5', 'large-straight');
        const rightAfter = await cells(page, '#right');
        assert(rightAfter.includes('40'), `the right card shows ${JSON.stringify(rightAfter)}`);
        assert(
          JSON.stringify(await cells(page, '#left')) === JSON.stringify(left),
          "the right card's entry changed the left card",
        );
        finish(problems);
        await context.close();
      },
    ],
  ];
}
