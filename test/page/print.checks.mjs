// The card's Print and "Print a blank sheet" on the built bundle: the PDF (print media, A4) holds the
// score sheet alone on one page, and the page is back as it was after afterprint. Ctrl+P (a PDF
// without the card's button) still prints the whole article. Needs pdfinfo and pdftotext (Debian's
// poppler-utils). PRINT_PNG=<folder> also renders every PDF there as PNGs (pdftoppm -r 50).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assert, elementsDefined, watchedPage } from './browser.mjs';

const demo = '/demo/index.html';
const csp = '/test/page/fixtures/csp.html';
const card = 'yahtzee-scorecard';
// Text of the article around the card, of the roller and of the picker: none of it is printed.
const article = [
  'Spelregels Yahtzee',
  'Dertien beurten',
  'Wat heb je nodig?',
  'De dertien vakjes',
  'Handig aan tafel',
  'Puntenteller',
  'Veelgemaakte fouten',
];
const eight = ['Anna', 'Bram', 'Cas', 'Dirk', 'Eva', 'Fien', 'Gijs', 'Hugo'];
// Games in columns: the demo pages, four players (a long name among them).
const yams = '/demo/yams.html';
const triple = '/demo/triple-yahtzee.html';
const four = ['Camille', 'Marie-Charlotte', 'Léa', 'Noé'];
// A word too long for a column header is shown cut, as a button that shows it whole: printed as shown.
const twelve = [...eight, 'Ilse', 'Joost', 'Kees', 'Charlotte-Sophie'];
// Eight names too long for a portrait A4's columns (22 mm or less) written across.
const long = [
  'Alexandra',
  'Bartholomeus',
  'Christina',
  'Dominique',
  'Evangeline',
  'Frederique',
  'Guillaume',
  'Hieronymus',
];

const work = mkdtempSync(join(tmpdir(), 'print-checks-'));
process.on('exit', () => rmSync(work, { recursive: true, force: true }));
let pdfs = 0;

function tool(name, args) {
  try {
    return execFileSync(name, args, { encoding: 'utf8' });
  } catch (error) {
    if (error.code === 'ENOENT')
      throw new Error(`${name} is missing: install Debian's poppler-utils`, { cause: error });
    throw error;
  }
}

/** The page as printed on A4 (its own @page size honoured): pages, page size and text. */
async function printed(page, name) {
  const file = join(work, `${String(++pdfs).padStart(2, '0')}-${name}.pdf`);
  writeFileSync(file, await page.pdf({ format: 'A4', preferCSSPageSize: true }));
  const info = tool('pdfinfo', [file]);
  const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
  const [width, height] = (/^Page size:\s+([\d.]+) x ([\d.]+)/m.exec(info) ?? [])
    .slice(1)
    .map(Number);
  const text = tool('pdftotext', ['-raw', '-enc', 'UTF-8', file, '-']);
  if (process.env.PRINT_PNG) {
    mkdirSync(process.env.PRINT_PNG, { recursive: true });
    tool('pdftoppm', ['-png', '-r', '50', file, join(process.env.PRINT_PNG, `${pdfs}-${name}`)]);
  }
  rmSync(file);
  // Lines wrapped in a narrow column are joined again: compare without white space.
  return { pages, landscape: width > height, text, flat: text.replace(/\s+/g, '') };
}

const has = (pdf, words) => words.filter((word) => !pdf.flat.includes(word.replace(/\s+/g, '')));
const lacks = (pdf, words) => words.filter((word) => pdf.flat.includes(word.replace(/\s+/g, '')));

async function open(browser, path) {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const { page, problems } = await watchedPage(context);
  await page.goto(path);
  // The roller and picker too: some checks read them (neighbours).
  await page.evaluate(elementsDefined);
  return { context, page, problems };
}

/**
 * Replaces print() by a print that begins (beforeprint) and ends only when the check dispatches
 * afterprint, as in a browser whose print dialog does not block: the print state stays for page.pdf.
 */
const stubPrint = (page) =>
  page.evaluate(() => {
    window.printCalls = 0;
    window.sheetsBefore = [...document.adoptedStyleSheets];
    window.print = () => {
      window.printCalls++;
      window.dispatchEvent(new Event('beforeprint'));
    };
  });

/** Clicks the card's Print (print() stubbed) and returns the PDF of what it prints. */
async function printSheet(page, name) {
  await stubPrint(page);
  await page.locator(`${card} button.print`).click();
  // The print code comes with the first tap, from beside the bundle.
  await page.waitForFunction(() => window.printCalls === 1);
  return printed(page, name);
}

/** Types `count` in the blank-count field, clicks "Print a blank sheet" and returns the PDF. */
async function printBlank(page, count, name) {
  const field = page.locator(`${card} #blank-count`);
  await field.fill(String(count));
  await field.dispatchEvent('change');
  await stubPrint(page);
  await page.locator(`${card} button.print-blank`).click();
  await page.waitForFunction(() => window.printCalls === 1);
  return printed(page, name);
}

/** Seats `names` (a fresh game) and writes the given points in turn, through the card's methods. */
const play = (page, names, points) =>
  page.evaluate(
    async ({ tag, names, points }) => {
      const el = document.querySelector(tag);
      if (names) el.players = names;
      for (const [category, value] of points) el.enterPoints(category, value);
      await el.updateComplete;
    },
    { tag: card, names, points },
  );

/** Each column of the games in columns, and the box its direction opens first. */
const firstBoxes = {
  yams: { down: 'ones', up: 'chance', free: 'ones', 'first-roll': 'ones' },
  'triple-yahtzee': { x1: 'ones', x2: 'ones', x3: 'ones' },
};

/**
 * A game in columns for `names`: each player, in turn, writes in every column the first box its
 * direction opens (3 in Aces, 23 in Chance), then 21 in Chance of the first column in any order, so that every
 * column and every player has a total (Triple Yahtzee multiplies them).
 */
const playColumns = (page, names) =>
  page.evaluate(
    async ({ tag, names, firstBoxes }) => {
      const el = document.querySelector(tag);
      el.players = names;
      const boxes = Object.entries(firstBoxes[el.ruleset]);
      for (const [column, box] of boxes) {
        for (let turn = 0; turn < names.length; turn++) {
          el.enterPoints(box, box === 'chance' ? 23 : 3, column);
        }
      }
      // A column in any order: Chance may follow Aces there.
      const [free] = boxes.find(([column, box]) => box === 'ones' && column !== 'down');
      for (let turn = 0; turn < names.length; turn++) el.enterPoints('chance', 21, free);
      await el.updateComplete;
    },
    { tag: card, names, firstBoxes },
  );

/**
 * The sheet in columns as it is printed (the print state on): per box row its cells, the column
 * totals, each player's grand total against the card's totals(), what is left out (gaps), the names,
 * and the type sizes in points of print media.
 */
const printedColumns = (page) =>
  page.evaluate(async (tag) => {
    const el = document.querySelector(tag);
    await el.updateComplete;
    const table = el.shadowRoot.querySelector('table.columns');
    const text = (node) => node.textContent.replaceAll('\u2060', '').replace(/\s+/g, ' ').trim();
    const pt = (selector) =>
      Math.min(
        ...[...table.querySelectorAll(selector)].map(
          (node) => (parseFloat(getComputedStyle(node).fontSize) * 72) / 96,
        ),
      );
    const columns = el.totals(0).columns.length;
    return {
      columns,
      boxCells: [...table.querySelectorAll('tr[data-category]')].map(
        (tr) => tr.querySelectorAll('td[data-column]').length,
      ),
      columnTotals: [...table.querySelectorAll('tr.column-total td')].map(text),
      wantedColumnTotals: el.players.flatMap((_, seat) =>
        el.totals(seat).columns.map((column) => String(column.total)),
      ),
      grand: [...table.querySelectorAll('td.player-total')].map(text),
      wantedGrand: el.players.map((_, seat) => String(el.totals(seat).total)),
      gaps: table.querySelectorAll('.gap').length,
      names: [...table.querySelectorAll('th.player .name')].map(text),
      heads: [...table.querySelectorAll('.column-heads th')].map(text),
      sizes: {
        boxes: pt('th[scope="row"]'),
        cells: pt('td'),
        names: pt('th.player'),
        heads: pt('.column-name'),
      },
    };
  }, card);

/**
 * Prints the game in columns from the card's Print: one A4 page in landscape, every player's every
 * column, column total and grand total in the printed DOM and on the paper, type of 7 pt or more.
 */
async function assertColumnsPrinted(page, names, name) {
  await stubPrint(page);
  await page.locator(`${card} button.print`).click();
  await page.waitForFunction(() => window.printCalls === 1);
  await page.emulateMedia({ media: 'print' });
  const dom = await printedColumns(page);
  await page.emulateMedia({ media: null });
  const pdf = await printed(page, name);
  const width = names.length * dom.columns;
  assert(pdf.pages === 1, `${name}: ${pdf.pages} pages, not 1:\n${pdf.text}`);
  assert(pdf.landscape, `${name}: printed in portrait`);
  assert(dom.gaps === 0, `${name}: ${dom.gaps} players left out of the printed table`);
  assert(
    dom.boxCells.every((cells) => cells === width),
    `${name}: box rows of ${dom.boxCells} cells, not ${width}`,
  );
  assert(dom.names.join() === names.join(), `${name}: printed names ${dom.names}`);
  assert(
    dom.columnTotals.join() === dom.wantedColumnTotals.join(),
    `${name}: column totals ${dom.columnTotals}, the card's ${dom.wantedColumnTotals}`,
  );
  assert(
    dom.grand.join() === dom.wantedGrand.join(),
    `${name}: grand totals ${dom.grand}, the card's ${dom.wantedGrand}`,
  );
  assert(dom.heads.length === width, `${name}: ${dom.heads.length} column heads, not ${width}`);
  // To a tenth of a point: 7 pt is 9.333 px, read back as 6.9999975.
  const small = Object.entries(dom.sizes).filter(([, size]) => !(size.toFixed(1) >= 7));
  assert(small.length === 0, `${name}: type under 7 pt: ${JSON.stringify(dom.sizes)}`);
  // On the paper: the names, the column heads' words, every grand total and column total.
  const missing = has(pdf, [...names, ...new Set(dom.heads), ...dom.wantedGrand]);
  assert(missing.length === 0, `${name}: not printed: ${missing.join(', ')}\n${pdf.text}`);
  const extra = lacks(pdf, ['Imprimer', 'Annuler', 'Print', 'Undo']);
  assert(extra.length === 0, `${name}: printed: ${extra.join(', ')}`);
  assertRestored(await endPrint(page));
  return dom;
}

/** What the card shows on screen, to look for in the PDF: names, total-line labels, the turn line. */
const onScreen = (page) =>
  page.evaluate((tag) => {
    const root = document.querySelector(tag).shadowRoot;
    const text = (node) => node.textContent.replaceAll('\u2060', '').replace(/\s+/g, ' ').trim();
    return {
      names: [...root.querySelectorAll('table.sheet thead .name')].map(text),
      // The words shown cut (an ellipsis where the text overflows its box).
      cut: [...root.querySelectorAll('table.sheet thead .name')]
        .filter((name) => name.scrollWidth > name.clientWidth)
        .map(text),
      totals: [...root.querySelectorAll('table.sheet .total-row th')].map(text),
      turn: text(root.querySelector('.turn')),
    };
  }, card);

/** Dispatches afterprint and reports what is left of the print state. */
const endPrint = (page) =>
  page.evaluate(async (tag) => {
    window.dispatchEvent(new Event('afterprint'));
    const el = document.querySelector(tag);
    await el.updateComplete;
    const marked = [];
    const walk = (root) => {
      for (const node of root.querySelectorAll('*')) {
        if ([...node.attributes].some((a) => a.name.startsWith('data-yw-')))
          marked.push(node.localName);
        if (node.shadowRoot) walk(node.shadowRoot);
      }
    };
    walk(document);
    const sheets = document.adoptedStyleSheets;
    return {
      marked,
      sheetsRestored:
        sheets.length === window.sheetsBefore.length &&
        sheets.every((sheet, i) => sheet === window.sheetsBefore[i]),
      blankTable: Boolean(el.shadowRoot.querySelector('table.blank')),
    };
  }, card);

function assertRestored(left) {
  assert(left.marked.length === 0, `marks left after afterprint on: ${left.marked.join(', ')}`);
  assert(left.sheetsRestored, 'document.adoptedStyleSheets is not as it was before printing');
  assert(!left.blankTable, 'the blank table is still rendered after afterprint');
}

function assertSheetOnly(pdf, { names, scores, totals, landscape }) {
  assert(pdf.pages === 1, `the sheet takes ${pdf.pages} pages, not 1:\n${pdf.text}`);
  assert(pdf.landscape === landscape, `the page is ${pdf.landscape ? 'landscape' : 'portrait'}`);
  const missing = has(pdf, [...names, ...scores, ...totals]);
  assert(missing.length === 0, `not printed: ${missing.join(', ')}\n${pdf.text}`);
  const extra = lacks(pdf, [...article, 'Ronde', 'aan de beurt', 'Afdrukken', 'Ongedaan']);
  assert(extra.length === 0, `printed though it must not be: ${extra.join(', ')}\n${pdf.text}`);
}

/** A screenshot of the whole page once it has stopped changing (a roll fading in, a re-render). */
async function settled(page) {
  let last = await page.screenshot({ fullPage: true });
  for (let tries = 0; tries < 30; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const next = await page.screenshot({ fullPage: true });
    if (next.equals(last)) return next;
    last = next;
  }
  throw new Error('the page keeps changing on screen');
}

/** Text of the roller and picker on this page that the card never shows: buttons and labels. */
const neighbours = (page) =>
  page.evaluate(() =>
    ['dice-roller', 'first-player-picker'].flatMap((tag) =>
      [
        ...(document.querySelector(tag)?.shadowRoot?.querySelectorAll('button, label, h2, h3') ??
          []),
      ]
        .map((node) => node.textContent.replace(/\s+/g, ' ').trim())
        .filter((text) => text.length > 3),
    ),
  );

export function checks({ url, browser }) {
  const check = async (path, body) => {
    const { context, page, problems } = await open(browser, `${url}${path}`);
    try {
      await body(page);
      assert(problems.length === 0, problems.join('\n'));
    } finally {
      await context.close();
    }
  };

  return [
    [
      'Ctrl+P without the card: the whole article is printed, as before',
      () =>
        check(demo, async (page) => {
          const pdf = await printed(page, 'article');
          assert(pdf.pages > 1, `the article printed on ${pdf.pages} page`);
          const missing = has(pdf, ['Spelregels Yahtzee', 'Veelgemaakte fouten', 'Anna']);
          assert(missing.length === 0, `the article lost: ${missing.join(', ')}`);
        }),
    ],
    [
      'Ctrl+P on A4 portrait with 8 long names: each name printed whole, upward in its column',
      () =>
        check(demo, async (page) => {
          await play(page, long, []);
          const pdf = await printed(page, 'portrait-long-names');
          assert(!pdf.landscape, 'Ctrl+P printed in landscape');
          // Broken inside a word, a name was two lines of the PDF's text: "Alexan" and "dra".
          const words = pdf.text.split(/\s+/);
          const broken = long.filter((name) => !words.includes(name));
          assert(broken.length === 0, `not printed whole: ${broken.join(', ')}`);
          const modes = () =>
            page.evaluate((tag) => {
              const root = document.querySelector(tag).shadowRoot;
              return [...root.querySelectorAll('table.sheet thead .name')].map(
                // Upward: written top to bottom (vertical-rl), then turned half round.
                (name) => `${getComputedStyle(name).writingMode} ${getComputedStyle(name).rotate}`,
              );
            }, card);
          // Upward in print on a portrait page (the viewport's), across on screen.
          await page.setViewportSize({ width: 595, height: 842 });
          await page.emulateMedia({ media: 'print' });
          const printedModes = await modes();
          await page.emulateMedia({ media: 'screen' });
          const screenModes = await modes();
          assert(
            printedModes.length === long.length &&
              printedModes.every((mode) => mode === 'vertical-rl 180deg'),
            `printed: ${printedModes.join()}`,
          );
          assert(
            screenModes.every((mode) => mode === 'horizontal-tb none'),
            `on screen: ${screenModes.join()}`,
          );
        }),
    ],
    [
      "the demo's Print: the game's sheet alone on one A4 page; afterwards the page is as it was",
      () =>
        check(demo, async (page) => {
          // Anna: Kans 20, Full House 25; Bram: Zessen 24. Bram's roll typed: previews of 19 show.
          await play(page, null, [
            ['chance', 20],
            ['sixes', 24],
            ['full-house', 25],
          ]);
          // Typed, even where the field is folded away while a roller is linked.
          await page.locator(`${card} #dice`).evaluate((input) => {
            input.value = '3 3 3 5 5';
            input.dispatchEvent(new Event('input'));
          });
          await page.locator(`${card} .preview`).first().waitFor();
          await page.locator('dice-roller button.roll').click();
          const shown = await onScreen(page);
          const others = await neighbours(page);
          assert(shown.turn.startsWith('Ronde 2 van 13'), `turn line: ${shown.turn}`);
          assert(others.length > 2, `roller and picker text: ${others}`);
          await stubPrint(page);
          await page.locator(`${card} button.print`).hover();
          const screenBefore = await settled(page);
          await page.locator(`${card} button.print`).click();
          // The print code comes with the first tap, from beside the bundle.
          await page
            .waitForFunction(() => window.printCalls === 1, null, { timeout: 5000 })
            .catch(() => {});
          assert((await page.evaluate(() => window.printCalls)) === 1, 'print() was not called');
          // The print state changes print media only.
          const screenDuring = await page.screenshot({ fullPage: true });
          assert(
            screenBefore.equals(screenDuring),
            'the page looks different on screen while printing',
          );
          const pdf = await printed(page, 'sheet-2');
          assertSheetOnly(pdf, {
            names: shown.names,
            scores: ['20', '24', '25', '45'],
            totals: shown.totals,
            landscape: false,
          });
          const neighbourText = lacks(pdf, [...others, '19']);
          assert(neighbourText.length === 0, `printed: ${neighbourText.join(', ')}`);
          assertRestored(await endPrint(page));
          const after = await printed(page, 'article-after');
          assert(
            after.pages > 1 && has(after, ['Spelregels Yahtzee']).length === 0,
            'after afterprint, Ctrl+P no longer prints the article',
          );
        }),
    ],
    [
      'the blank sheet for 4: four empty Speler columns on one page, nothing of the live game',
      () =>
        check(demo, async (page) => {
          await play(page, null, [
            ['chance', 20],
            ['sixes', 24],
          ]);
          const pdf = await printBlank(page, 4, 'blank-4');
          assert(pdf.pages === 1, `the blank sheet takes ${pdf.pages} pages:\n${pdf.text}`);
          assert(!pdf.landscape, 'the blank sheet for 4 is landscape');
          const missing = has(pdf, ['Speler 1', 'Speler 2', 'Speler 3', 'Speler 4', 'Eindtotaal']);
          assert(missing.length === 0, `not printed: ${missing.join(', ')}\n${pdf.text}`);
          const extra = lacks(pdf, [...article, 'Speler 5', 'Anna', 'Bram', 'Ronde', '24', '20']);
          assert(
            extra.length === 0,
            `printed on the blank sheet: ${extra.join(', ')}\n${pdf.text}`,
          );
          assertRestored(await endPrint(page));
        }),
    ],
    [
      '8 players: the sheet alone, landscape, on one page; the blank sheet for 8 too',
      () =>
        check(demo, async (page) => {
          await play(
            page,
            eight,
            eight.map((_, seat) => ['chance', 11 + seat]),
          );
          const shown = await onScreen(page);
          assert(shown.names.join() === eight.join(), `names: ${shown.names}`);
          const pdf = await printSheet(page, 'sheet-8');
          assertSheetOnly(pdf, {
            names: eight,
            scores: eight.map((_, seat) => String(11 + seat)),
            totals: shown.totals,
            landscape: true,
          });
          assertRestored(await endPrint(page));

          const blank = await printBlank(page, 8, 'blank-8');
          assert(blank.pages === 1 && blank.landscape, `blank for 8: ${blank.pages} pages`);
          const extra = lacks(blank, [...article, ...eight, 'Ronde']);
          assert(extra.length === 0, `printed on the blank sheet: ${extra.join(', ')}`);
          assert(has(blank, ['Speler 8']).length === 0, 'no column Speler 8');
          assertRestored(await endPrint(page));
        }),
    ],
    [
      '12 players: still the sheet alone, on one landscape page',
      () =>
        check(demo, async (page) => {
          await play(page, twelve, [['chance', 23]]);
          const shown = await onScreen(page);
          const pdf = await printSheet(page, 'sheet-12');
          // On screen the long word shows cut; its text is the whole name.
          assert(
            shown.names.at(-1) === 'Charlotte-Sophie' && shown.cut.join() === 'Charlotte-Sophie',
            `the long name is ${shown.names.at(-1)}, shown cut: ${shown.cut}`,
          );
          assertSheetOnly(pdf, {
            // On paper it is printed whole, broken where the column needs.
            names: [...shown.names.slice(0, -1), 'Charlotte-', 'Sophie'],
            scores: ['23'],
            totals: shown.totals,
            landscape: true,
          });
          assertRestored(await endPrint(page));
        }),
    ],
    [
      "Yam's, 4 players: 16 columns, totals and names on one A4 landscape page, type of 7 pt or more",
      () =>
        check(yams, async (page) => {
          await playColumns(page, four);
          await assertColumnsPrinted(page, four, 'yams-4');
        }),
    ],
    [
      'Triple Yahtzee, 4 players: 12 columns on one A4 landscape page, the multiplied totals',
      () =>
        check(triple, async (page) => {
          await playColumns(page, four);
          const dom = await assertColumnsPrinted(page, four, 'triple-4');
          // ×1, ×2, ×3 of 3 in Aces and 23 (or 21) in Chance: 26 + 52 + 72, the free x1 21 more.
          assert(
            dom.wantedGrand.every((total) => total !== '0'),
            `totals ${dom.wantedGrand}`,
          );
        }),
    ],
    [
      "Yam's, 10 players (the column window on screen): every player printed, one landscape page",
      () =>
        check(yams, async (page) => {
          const ten = [...four, 'Zoé', 'Jules', 'Inès', 'Louis', 'Chloé', 'Arthur'];
          await playColumns(page, ten);
          // The column window comes in a file of its own: left-out players become gaps then.
          const windowed = await page
            .waitForFunction(
              (tag) =>
                document.querySelector(tag).shadowRoot.querySelectorAll('table.windowed .gap')
                  .length,
              card,
              { timeout: 5000 },
            )
            .then((handle) => handle.jsonValue())
            .catch(() => 0);
          assert(windowed > 0, 'on screen, 10 players of Yam’s draw every group');
          await assertColumnsPrinted(page, ten, 'yams-10');
        }),
    ],
    [
      'under a strict Content Security Policy: the sheet alone, and no violation',
      () =>
        check(csp, async (page) => {
          await play(page, null, [['chance', 17]]);
          const shown = await onScreen(page);
          const pdf = await printSheet(page, 'csp');
          assert(pdf.pages === 1, `${pdf.pages} pages`);
          const missing = has(pdf, [...shown.names, '17', ...shown.totals]);
          assert(missing.length === 0, `not printed: ${missing.join(', ')}`);
          const extra = lacks(pdf, ['Strict CSP', 'Round', 'to play']);
          assert(extra.length === 0, `printed: ${extra.join(', ')}`);
          assertRestored(await endPrint(page));
          const violations = await page.evaluate(() => window.cspViolations);
          assert(violations.length === 0, violations.join('\n'));
        }),
    ],
  ];
}
