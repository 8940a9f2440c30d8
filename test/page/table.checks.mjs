// The demo's table on a phone (390×844, Dutch): the card linked to the roller keeps no copy of the
// dice. Through real clicks, a two-player game covers a re-roll, a hold, New turn, a reload mid-turn,
// an undo and a second tab; at every step each offer is checked against the dice the roller shows,
// and each entry against the dice the roller showed when it was tapped.
import { assert, watchedPage } from './browser.mjs';
import {
  agreed,
  commonest,
  rendered,
  shownDice,
  snapshot,
  table,
  tableContext,
} from './table-helpers.mjs';

const demo = '/demo/index.html';

/** The best offer for the dice shown, other than the boxes in `not`. */
function best(snap, not = []) {
  const offers = snap.places.filter((place) => !not.includes(place.category));
  assert(offers.length > 0, `nothing offered for ${shownDice(snap).join(' ')}`);
  return offers.reduce((a, b) => (Number(b.points) > Number(a.points) ? b : a)).category;
}

/** The roller shows the same faces, holds and roll number `now` as `then`. */
function sameRoll(now, then, when, before) {
  for (const key of ['values', 'held', 'rollNumber']) {
    const [is, was] = [now, then].map((snap) => JSON.stringify(snap.roller[key]));
    assert(is === was, `${when} the roller's ${key} is ${is}, was ${was} ${before}`);
  }
}

export function checks({ url, browser }) {
  return [
    [
      "the demo's card follows the roller: re-roll, hold, New turn, reload, undo, a second tab",
      async () => {
        const context = await tableContext(browser, { width: 390, height: 844 });
        const { page, problems } = await watchedPage(context);
        const others = [];
        const step = { name: 'loading the demo' };
        try {
          await play(page, (name) => (step.name = name), others);
        } catch (error) {
          error.message = `during ${step.name}: ${error.message}`;
          throw error;
        } finally {
          await context.close().catch(() => {});
        }
        const all = [...problems, ...others];
        assert(all.length === 0, all.join('\n'));
      },
    ],
  ];

  async function play(page, at, problems) {
    await page.goto(`${url}${demo}`);
    await rendered(page);
    const hand = table(page);
    // Per seat, box -> points: what the check wrote, from the dice at each tap.
    const sheets = {};
    // Per tab, how many dice-change events the checks have looked at.
    const seen = new Map();
    /**
     * Waits until the roller and the card in tab `on` agree (with `accept` for the state wanted);
     * with `fired`, the roller must have said so too: a dice-change since the last step whose detail
     * is what it shows now.
     */
    const checkOn = async (on, name, accept, fired = true) => {
      at(name);
      const snap = await agreed(on, sheets, name, accept);
      const list = await on.evaluate(() => window.diceChanges);
      const fresh = list.slice(seen.get(on) ?? 0);
      seen.set(on, list.length);
      if (!fired) return snap;
      const { values, held, rollNumber } = snap.roller;
      const shows = { values, held, rollNumber, rollsLeft: 3 - rollNumber };
      assert(fresh.length > 0, `${name}: the roller fired no dice-change`);
      assert(
        JSON.stringify(fresh.at(-1)) === JSON.stringify(shows),
        `${name}: the last dice-change says ${JSON.stringify(fresh.at(-1))}, the roller shows ${JSON.stringify(shows)}`,
      );
      return snap;
    };
    const check = (name, accept, fired) => checkOn(page, name, accept, fired);

    at("the demo's layout");
    const layout = await page.evaluate(() => {
      const [picker, roller, card] = ['#picker', '#roller', '#scorecard'].map((id) =>
        document.querySelector(id),
      );
      const follows = (a, b) => !!(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
      return {
        order: follows(picker, roller) && follows(roller, card),
        preview: roller.hasAttribute('preview') || !!roller.shadowRoot.querySelector('.preview'),
      };
    });
    assert(layout.order, 'the demo does not put the picker first and the roller above the card');
    assert(!layout.preview, "the demo's roller shows its own preview table");
    let snap = await check('the fresh page: no roll, nothing offered', undefined, false);
    assert(
      JSON.stringify(snap.players) === JSON.stringify(['Anna', 'Bram']),
      `players ${snap.players}`,
    );
    assert(snap.currentPlayer === 0, `the first turn is seat ${snap.currentPlayer}'s`);

    // ---- Turn 1 (Anna): a roll, a re-roll after the card showed it, a hold, a third roll.
    await hand.roll();
    snap = await check('turn 1, roll 1', (s) => s.roller.rollNumber === 1);
    await hand.roll();
    snap = await check(
      'turn 1, the re-roll after the card showed roll 1',
      (s) => s.roller.rollNumber === 2,
    );
    const face = commonest(shownDice(snap));
    await hand.holdFace(face);
    snap = await check(`turn 1, holding the ${face}s`, (s) => s.roller.held.some(Boolean));
    const held = snap;
    await hand.roll();
    snap = await check('turn 1, roll 3 with holds', (s) => s.roller.rollNumber === 3);
    const moved = held.roller.held.filter(
      (h, i) => h && snap.roller.values[i] !== held.roller.values[i],
    );
    assert(moved.length === 0, `a held die changed: ${shownDice(held)} -> ${shownDice(snap)}`);
    await hand.write(best(snap), snap, sheets);
    snap = await check('turn 1, after the write: a new turn', (s) => s.roller.rollNumber === 0);
    assert(snap.currentPlayer === 1, `after Anna's entry it is seat ${snap.currentPlayer}'s turn`);

    // ---- Turn 2 (Bram): New turn mid-turn (from code), then a reload mid-turn.
    await hand.roll();
    await check('turn 2, roll 1', (s) => s.roller.rollNumber === 1);
    await hand.newTurn();
    await check(
      "turn 2, after the roller's New turn: nothing offered",
      (s) => s.roller.rollNumber === 0,
    );
    await hand.roll();
    await hand.roll();
    snap = await check('turn 2, roll 2 of the new turn', (s) => s.roller.rollNumber === 2);
    await hand.toggle(0);
    const beforeReload = await check('turn 2, a hold before the reload', (s) => s.roller.held[0]);
    at('turn 2, the reload');
    await page.reload();
    await rendered(page);
    seen.set(page, 0);
    snap = await check(
      'turn 2, after the reload: the restored roll offered',
      (s) => s.roller.rollNumber > 0,
    );
    sameRoll(snap, beforeReload, 'after the reload', 'before it');
    await hand.write(best(snap), snap, sheets);
    await check(
      'turn 2, after the write',
      (s) => s.roller.rollNumber === 0 && s.currentPlayer === 0,
    );

    // ---- Turn 3 (Anna): a write from the roller, undone, written in another box without a roll.
    await hand.roll();
    snap = await check('turn 3, roll 1', (s) => s.roller.rollNumber === 1);
    await hand.holdFace(commonest(shownDice(snap)));
    await hand.roll();
    const rolled = await check('turn 3, roll 2 with holds', (s) => s.roller.rollNumber === 2);
    const entry = await hand.write(best(rolled), rolled, sheets);
    await check(
      'turn 3, after the write',
      (s) => s.roller.rollNumber === 0 && s.currentPlayer === 1,
    );
    at('turn 3, the undo');
    await hand.tap('#scorecard button.undo', 'Undo');
    delete sheets[0][entry.category];
    snap = await check(
      'turn 3, after the undo: the roll back on the roller',
      (s) => s.roller.rollNumber > 0,
    );
    sameRoll(snap, rolled, 'after the undo', 'at the write');
    assert(snap.currentPlayer === 0, `after the undo it is seat ${snap.currentPlayer}'s turn`);
    assert(
      snap.undone && snap.undone.includes('Anna') && snap.undone.includes(String(entry.points)),
      `after undoing Anna's ${entry.points} in ${entry.category} the card says ${JSON.stringify(snap.undone)}`,
    );
    const other = best(snap, [entry.category]);
    await hand.write(other, snap, sheets);
    await check('turn 3, the undone roll written in another box', (s) => s.roller.rollNumber === 0);

    // ---- Turn 4 (Bram): a roll in a second tab of the same context; the first tab follows.
    at('turn 4, opening a second tab');
    const second = await watchedPage(page.context());
    await second.page.goto(`${url}${demo}`);
    await rendered(second.page);
    await checkOn(second.page, 'turn 4, the second tab as opened', undefined, false);
    const hand2 = table(second.page);
    await hand2.roll();
    const there = await checkOn(
      second.page,
      'turn 4, the second tab after its roll',
      (s) => s.roller.rollNumber === 1,
    );
    snap = await check(
      'turn 4, the first tab after the roll in the second',
      (s) =>
        JSON.stringify(s.roller.values) === JSON.stringify(there.roller.values) &&
        s.roller.rollNumber === 1,
    );
    await hand2.toggle(2);
    const heldThere = await checkOn(
      second.page,
      'turn 4, the second tab after a hold',
      (s) => s.roller.held[2],
    );
    await check('turn 4, the first tab after the hold in the second', (s) => s.roller.held[2]);
    await hand2.roll();
    const rolledThere = await checkOn(
      second.page,
      'turn 4, the second tab after roll 2',
      (s) => s.roller.rollNumber === 2,
    );
    assert(
      rolledThere.roller.values[2] === heldThere.roller.values[2],
      `the held die 3 changed in the second tab: ${shownDice(heldThere)} -> ${shownDice(rolledThere)}`,
    );
    snap = await check(
      'turn 4, the first tab after roll 2 in the second',
      (s) =>
        JSON.stringify(s.roller.values) === JSON.stringify(rolledThere.roller.values) &&
        s.roller.rollNumber === 2,
    );
    await hand.write(best(snap), snap, sheets);
    await check(
      'turn 4, after the write in the first tab',
      (s) => s.roller.rollNumber === 0 && s.currentPlayer === 0,
    );
    await checkOn(
      second.page,
      'turn 4, the second tab after the write in the first',
      (s) => s.roller.rollNumber === 0 && s.currentPlayer === 0,
    );
    problems.push(...second.problems);
    snap = await snapshot(page);
    assert(snap.written.length === 4, `4 entries written, the table shows ${snap.written.length}`);
  }
}
