// A whole two-player game on the demo page by taps only, as a person plays it on a phone: per turn
// up to three rolls (holding the commonest face between them), then one tap on the best placement.
// Counted per turn: the taps, and how far the page scrolled (Playwright's click scrolls an element
// into view as a person would). A turn needs one tap beyond its rolls and holds; no tap leaves an
// on-screen keyboard open.
import { assert, watchedPage } from './browser.mjs';
import {
  agreed,
  boxes,
  commonest,
  rendered,
  shownDice,
  snapshot,
  table,
  tableContext,
  upperBoxes,
} from './table-helpers.mjs';

const demo = '/demo/index.html';
const turns = 2 * boxes.length;

const median = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Plays the game at `viewport`; returns one record per turn: taps of each kind and scroll in px. */
async function playGame(browser, url, viewport, strict) {
  const context = await tableContext(browser, viewport);
  const { page, problems } = await watchedPage(context);
  const label = `${viewport.width}×${viewport.height}`;
  const records = [];
  let turn;
  let lastY = 0;
  const scrollY = () => page.evaluate(() => window.scrollY);
  const hand = table(page, async (kind) => {
    const y = await scrollY();
    turn.scroll += Math.abs(y - lastY);
    lastY = y;
    turn.taps++;
    if (kind === 'roll') turn.rolls++;
    else if (kind === 'hold') turn.holds++;
  });
  const sheets = {};
  const bonuses = [0, 0];
  try {
    await page.goto(`${url}${demo}`);
    await rendered(page);
    lastY = await scrollY();
    for (let index = 0; index < turns; index++) {
      const start = await snapshot(page);
      turn = { index, player: start.players[start.currentPlayer], taps: 0, rolls: 0, holds: 0 };
      turn.scroll = 0;
      assert(
        start.currentPlayer === index % 2,
        `turn ${index + 1} is seat ${start.currentPlayer}'s`,
      );
      let snap;
      for (let n = 1; n <= 3; n++) {
        if (n > 1) await hand.holdFace(commonest(shownDice(snap)));
        await hand.roll();
        snap = strict
          ? await agreed(
              page,
              sheets,
              `turn ${index + 1}, roll ${n}`,
              (s) => s.roller.rollNumber === n,
            )
          : await snapshot(page);
        if (new Set(shownDice(snap)).size === 1) break;
      }
      // The old card wanted a tap to take the roller's dice: counted, so the tap rule tells it.
      if (snap.places.length === 0 && (await page.locator('#scorecard button.take').count())) {
        await hand.tap('#scorecard button.take', "the tap on Take the roller's dice");
        snap = await snapshot(page);
      }
      assert(snap.places.length > 0, `turn ${index + 1}: nothing offered for ${shownDice(snap)}`);
      const worth = (place) => Number(place.points) + Number(place.bonus);
      const choice = snap.places.reduce((a, b) => (worth(b) > worth(a) ? b : a));
      const entry = await hand.write(choice.category, snap, sheets);
      bonuses[entry.seat] += entry.bonus;
      turn.wrote = `${entry.category} ${entry.points}${entry.bonus ? ` + ${entry.bonus}` : ''}`;
      if (strict)
        await agreed(
          page,
          sheets,
          `turn ${index + 1}, after the write`,
          (s) => s.roller.rollNumber === 0,
        );
      turn.beyond = turn.taps - turn.rolls - turn.holds;
      records.push(turn);
      console.log(
        `       ${label} turn ${String(index + 1).padStart(2)} ${turn.player.padEnd(4)}: ${turn.rolls} rolls, ${turn.holds} holds, ${turn.taps} taps (${turn.beyond} beyond), scroll ${Math.round(turn.scroll)} px, ${turn.wrote}`,
      );
    }
    const scrolls = records.map((r) => r.scroll);
    console.log(
      `       ${label} summary: scroll per turn median ${Math.round(median(scrolls))} px, max ${Math.round(Math.max(...scrolls))} px; taps median ${median(records.map((r) => r.taps))}, beyond rolls and holds median ${median(records.map((r) => r.beyond))}`,
    );
    const over = records.filter((r) => r.beyond > 1);
    assert(
      over.length === 0,
      `${label}: turns needing more than one tap beyond rolls and holds: ${over.map((r) => `${r.index + 1} (${r.beyond})`)}`,
    );
    if (strict) {
      assert(
        median(scrolls) <= viewport.height,
        `${label}: the page scrolls ${median(scrolls)} px per turn (median), more than a screen`,
      );
      const end = await snapshot(page);
      for (const seat of [0, 1]) {
        const written = end.written.filter((w) => w.seat === seat);
        assert(written.length === boxes.length, `seat ${seat} has ${written.length} boxes written`);
        const sum = written.reduce((total, w) => total + Number(w.text), 0);
        const upper = written
          .filter((w) => upperBoxes.includes(w.category))
          .reduce((total, w) => total + Number(w.text), 0);
        const totals = await page.evaluate(
          (i) => JSON.parse(JSON.stringify(document.querySelector('#scorecard').totals(i))),
          seat,
        );
        assert(
          totals.upperBonus === (upper >= 63 ? 35 : 0) && totals.yahtzeeBonus === bonuses[seat],
          `seat ${seat}: upper ${upper}, bonuses ${bonuses[seat]}, totals ${JSON.stringify(totals)}`,
        );
        assert(
          totals.total === sum + totals.upperBonus + totals.yahtzeeBonus,
          `seat ${seat}: written ${sum} + bonuses ${totals.upperBonus} + ${totals.yahtzeeBonus}, totals(${seat}).total ${totals.total}`,
        );
      }
    }
  } catch (error) {
    error.message = `${label}, turn ${(turn?.index ?? -1) + 1}: ${error.message}`;
    throw error;
  } finally {
    await context.close().catch(() => {});
  }
  assert(problems.length === 0, problems.join('\n'));
}

export function checks({ url, browser }) {
  return [
    [
      'a whole game by taps at 390×844: one tap beyond rolls and holds, a screen of scroll a turn, no keyboard, right totals',
      () => playGame(browser, url, { width: 390, height: 844 }, true),
    ],
    [
      'the same game at 320×640: one tap beyond rolls and holds, no keyboard',
      () => playGame(browser, url, { width: 320, height: 640 }, false),
    ],
  ];
}
