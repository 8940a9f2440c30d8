// A club night on one page: game after game of 20 players, finished through the card's own API and
// New game. Nothing a finished game drew may stay behind: after the garbage collector has run, the
// page's DOM nodes and event listeners (Chrome's Memory.getDOMCounters) stay within 15 % of their
// count after the first game. The counts of every game are printed.
import { assert, servedPage } from './browser.mjs';

const players = 20;
const games = 6;
const names = Array.from({ length: players }, (_, i) => `Player ${i + 1}`).join(',');

/** Plays the card's game to its end (a 0 in every box, round by round), then New game. */
const playOneGame = () =>
  (async () => {
    await customElements.whenDefined('yahtzee-scorecard');
    const card = document.querySelector('yahtzee-scorecard');
    await card.updateComplete;
    const boxes = [...card.shadowRoot.querySelectorAll('table.sheet tbody tr[data-category]')].map(
      (row) => row.dataset.category,
    );
    for (const box of boxes) {
      for (let seat = 0; seat < card.players.length; seat++) {
        card.scratch(box);
        // Drawn after every entry, as at a table: each render may leave something behind.
        await card.updateComplete;
      }
    }
    if (card.currentPlayer !== -1) throw new Error('the game did not end');
    // The game-over panel is drawn; New game seats the same players.
    card.shadowRoot.querySelector('.new-game').click();
    await card.updateComplete;
    // The new game's first entry ends the last game's standings on screen.
    card.scratch(boxes[0]);
    await card.updateComplete;
    card.undo();
    await card.updateComplete;
    return boxes.length;
  })();

export const checks = ({ browser, url }) => {
  /** A page that loads the bundle as a CMS does, with one card given these attributes. */
  const cardPage = (name, attributes) =>
    servedPage(browser, url, {
      name,
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,">
        <script type="module" src="/dist/yahtzee-widgets.min.js"></script></head>
        <body><yahtzee-scorecard ${attributes}></yahtzee-scorecard></body></html>`,
    });
  return [
    [
      `${games} finished ${players}-player games leave the DOM nodes and listeners within 15 % of the first game's`,
      async () => {
        const { context, page, problems } = await cardPage(
          'leaks-page.html',
          `storage-key="leaks-check" players="${names}"`,
        );
        try {
          await page.waitForSelector('yahtzee-scorecard >> table.sheet');
          const cdp = await context.newCDPSession(page);
          const counts = [];
          for (let game = 1; game <= games; game++) {
            const boxes = await page.evaluate(playOneGame);
            await cdp.send('HeapProfiler.collectGarbage');
            const { nodes, jsEventListeners } = await cdp.send('Memory.getDOMCounters');
            counts.push({ nodes, jsEventListeners });
            console.log(
              `leaks: game ${game} (${players} players, ${boxes} boxes): ${nodes} DOM nodes, ${jsEventListeners} listeners`,
            );
          }
          const [first] = counts;
          for (const [index, { nodes, jsEventListeners }] of counts.entries()) {
            assert(
              nodes <= first.nodes * 1.15 && jsEventListeners <= first.jsEventListeners * 1.15,
              `after game ${index + 1}: ${nodes} nodes and ${jsEventListeners} listeners, ` +
                `after game 1: ${first.nodes} and ${first.jsEventListeners}`,
            );
          }
          assert(problems.length === 0, problems.join('\n'));
        } finally {
          await context.close();
        }
      },
    ],
    [
      "the seats' radios keep their group: Begins moves from seat to seat, by click and by arrow key, and Enter in a name field renames",
      async () => {
        const { context, page, problems } = await cardPage(
          'leaks-radios-page.html',
          'storage-key="" players="Anna,Bram,Cees"',
        );
        try {
          await page.waitForSelector('yahtzee-scorecard >> #name-0');
          const card = page.locator('yahtzee-scorecard');
          const starter = () => card.evaluate((el) => el.currentPlayer);
          await card.locator('input[type=radio][data-seat="1"]').click();
          assert((await starter()) === 1, `a click on Bram's Begins: seat ${await starter()}`);
          await page.keyboard.press('ArrowDown');
          assert((await starter()) === 2, `ArrowDown from Bram's Begins: seat ${await starter()}`);
          const field = card.locator('#name-0');
          await field.fill('Dora');
          await field.press('Enter');
          const players = await card.evaluate((el) => el.players);
          assert(players[0] === 'Dora', `players: ${JSON.stringify(players)}`);
          assert(problems.length === 0, problems.join('\n'));
        } finally {
          await context.close();
        }
      },
    ],
  ];
};
