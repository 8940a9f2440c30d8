// The linked roller and card as one instrument, on the built demo with touch taps at phone sizes:
// a write said where the roll was with its Undo on screen, that Undo, a correction of a past score,
// a reload that keeps it, and game over resting the dice until New game.
import { assert, watchedPage } from './browser.mjs';
import { rendered, sleep, until } from './table-helpers.mjs';

const demo = '/demo/index.html';

async function playLinked(browser, url, viewport) {
  const context = await browser.newContext({
    viewport,
    hasTouch: true,
    isMobile: true,
    reducedMotion: 'reduce',
  });
  await context.addInitScript(() => {
    window.scoreChanges = [];
    document.addEventListener('score-change', (event) =>
      window.scoreChanges.push(JSON.parse(JSON.stringify(event.detail))),
    );
  });
  const { page, problems } = await watchedPage(context);
  const label = `${viewport.width}×${viewport.height}`;
  const roller = page.locator('#roller');
  const card = page.locator('#scorecard');
  const rollNumber = () => roller.evaluate((el) => el.rollNumber);
  const inView = (locator) =>
    locator.evaluate((el) => {
      const box = el.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= innerHeight && box.width > 0;
    });
  const sideways = () =>
    page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
  try {
    await page.goto(`${url}${demo}`);
    await rendered(page);
    // A roll, then one tap on the first place the card offers.
    await roller.locator('button.roll').tap();
    await until(rollNumber, (n) => n === 1, `${label}: the roll not counted`);
    assert(
      (await roller.locator('button.new-turn').count()) === 0,
      `${label}: the linked roller shows New turn`,
    );
    const place = card.locator('button.place').first();
    const box = await place.getAttribute('data-place');
    const points = await place.getAttribute('data-points');
    await place.tap();
    await until(
      () => page.evaluate(() => window.scoreChanges.length),
      (n) => n === 1,
      'no write',
    );
    const written = card.locator('.roll .written');
    // As a reader sees it: without the isolates that set the name apart from its sentence.
    const said = (await written.innerText()).replace(/[\u2068\u2069]/g, '').replace(/\s+/g, ' ');
    assert(
      said.startsWith(`Anna: ${points} bij `),
      `${label}: the write said where the roll was as "${said}"`,
    );
    const undoHere = card.locator('.roll .undo-here');
    assert(await inView(undoHere), `${label}: the Undo of the write is not on screen`);
    // A person's second tap comes later than a bounce.
    await sleep(700);
    await undoHere.tap();
    await until(rollNumber, (n) => n === 1, `${label}: the undo gave the roll back`);
    assert(
      (await card.locator(`td[data-seat="0"] > button.filled[data-box="${box}"]`).count()) === 0,
      `${label}: ${box} still written after Undo`,
    );
    // Write it again, then correct it from Bram's turn: a tap on Anna's filled box.
    await card.locator(`button.place[data-place="${box}"]`).tap();
    await until(
      () => page.evaluate(() => window.scoreChanges.length),
      (n) => n === 2,
      'no write',
    );
    await sleep(700);
    const filled = card.locator(`td[data-seat="0"] > button.filled[data-box="${box}"]`);
    await filled.tap();
    await card.locator('#points').waitFor();
    const values = await card
      .locator('#points option')
      .evaluateAll((options) => options.map((o) => o.value).filter(Boolean));
    const to = values.find((value) => value !== points) ?? values[0];
    await card.locator('#points').selectOption(to);
    await card.locator('button.write-points').tap();
    const fix = await until(
      () => page.evaluate(() => window.scoreChanges[2]),
      Boolean,
      `${label}: no score-change for the correction`,
    );
    assert(
      fix.corrected === true && fix.player === 0 && String(fix.points) === to,
      `${label}: the correction's score-change ${JSON.stringify(fix)}`,
    );
    assert(
      (await filled.innerText()).trim() === to,
      `${label}: the corrected box shows ${await filled.innerText()}`,
    );
    assert((await sideways()) <= 0, `${label}: the page scrolls sideways`);
    // A reload keeps the correction, and Bram's turn.
    await page.reload();
    await rendered(page);
    assert(
      (await filled.innerText()).trim() === to,
      `${label}: after a reload the box shows ${await filled.innerText()}`,
    );
    assert((await card.evaluate((el) => el.currentPlayer)) === 1, `${label}: not Bram's turn`);
    // Game over: every box filled from code; the dice rest until New game.
    await card.evaluate((el) => {
      const boxes = ['ones', 'twos', 'threes', 'fours', 'fives', 'sixes', 'three-of-a-kind'];
      boxes.push('four-of-a-kind', 'full-house', 'small-straight', 'large-straight', 'yahtzee');
      boxes.push('chance');
      while (el.currentPlayer >= 0) {
        // The first box still open for the player whose turn it is.
        boxes.some((box) => {
          try {
            el.scratch(box);
            return true;
          } catch {
            return false;
          }
        });
      }
    });
    await until(
      () => roller.locator('button.roll').isDisabled(),
      Boolean,
      `${label}: Roll is not disabled at game over`,
    );
    const refusal = await roller.evaluate((el) => {
      try {
        el.roll();
        return 'rolled';
      } catch (error) {
        return error.message;
      }
    });
    assert(refusal !== 'rolled' && /spel/i.test(refusal), `${label}: roll() said "${refusal}"`);
    await card.locator('button.new-game').tap();
    await until(
      () => roller.locator('button.roll').isEnabled(),
      Boolean,
      `${label}: New game left Roll disabled`,
    );
    assert(problems.length === 0, `${label}: ${problems.join('\n')}`);
  } finally {
    await context.close();
  }
}

export function checks({ url, browser }) {
  return [
    [
      'a linked game by taps at 390×844: a write said where the roll was, its Undo on screen, a correction, a reload, game over',
      () => playLinked(browser, url, { width: 390, height: 844 }),
    ],
    ['the same at 320×640', () => playLinked(browser, url, { width: 320, height: 640 })],
  ];
}
