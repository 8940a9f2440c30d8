// A whole game end to end on the built bundle and through the UI only: a Dutch page with
// the three elements wired as in demo/index.html, two players, a whole game of Yahtzee.
import { assert, watchedPage } from './browser.mjs';
import { bounceMs, rendered, sleep, until, upperBoxes as upper } from './table-helpers.mjs';

const page = '/test/page/fixtures/game.html';
const names = ['Anna', 'Bram'];
const boxes = 13;

export function checks({ url, browser }) {
  return [
    [
      'a whole two-player game through the UI: pick, roll with holds, write, undo, reload, winner',
      async () => {
        const context = await browser.newContext({
          reducedMotion: 'reduce',
          viewport: { width: 390, height: 844 },
        });
        const { page: tab, problems } = await watchedPage(context);
        const step = { name: 'loading the page' };
        // A failure says which step of the game it was in.
        const at = (name) => (step.name = name);
        try {
          await play(tab, at);
        } catch (error) {
          error.message = `during ${step.name}: ${error.message}`;
          throw error;
        } finally {
          await context.close().catch(() => {});
        }
        assert(problems.length === 0, problems.join('\n'));
      },
    ],
  ];

  async function play(tab, at) {
    await tab.goto(`${url}${page}`);
    await rendered(tab);

    const roller = '#roller';
    const card = '#scorecard';
    const faces = () =>
      tab.locator(`${roller} button.die`).evaluateAll((dice) => dice.map((d) => d.dataset.face));
    const pressed = () =>
      tab
        .locator(`${roller} button.die`)
        .evaluateAll((dice) => dice.map((d) => d.getAttribute('aria-pressed') === 'true'));
    const counter = () => tab.locator(`${roller} [part=counter]`).textContent();
    const filled = () => tab.locator(`${card} table.sheet td.filled`).count();
    const current = () =>
      tab
        .locator(`${card} table.sheet thead th.current .name`)
        .allTextContents()
        .then((list) => list.join('|'));
    const headerNames = () => tab.locator(`${card} table.sheet thead th .name`).allTextContents();

    // ---- Who begins: the names typed into the picker, Enter to pick.
    at('the pick of who begins');
    const field = tab.locator('#picker input#players');
    await field.click();
    await field.press('Control+A');
    await tab.keyboard.type(names.join(', '));
    await tab.keyboard.press('Enter');
    const starterText = await until(
      () =>
        tab
          .locator('#picker [part=starter]')
          .textContent()
          .catch(() => ''),
      (text) => names.some((name) => text.includes(name)),
      'the picker names no starter after Enter',
    );
    const starter = names.find((name) => starterText.includes(name));
    const order = await tab.locator('#picker [part=order] li').allTextContents();
    assert(
      order.length === 2 && order[0].trim() === starter,
      `the picker's order ${JSON.stringify(order)} does not start with ${starter}`,
    );
    const playing = order.map((name) => name.trim());

    // ---- The card's game starts with the picker's players, the starter to play.
    at("starting the card's game with the picker's result");
    await until(
      headerNames,
      (list) => JSON.stringify(list.map((n) => n.trim())) === JSON.stringify(names),
      `the card did not take the picker's players ${JSON.stringify(names)}`,
    );
    await until(current, (name) => name.trim() === starter, `the card's turn is not ${starter}'s`);
    const turnLine = await tab.locator(`${card} [part=turn]`).textContent();
    assert(turnLine.includes(starter), `the card's turn line says "${turnLine.trim()}"`);

    // What we wrote, to check the totals the card shows at the end: per player, box -> points.
    const written = Object.fromEntries(names.map((name) => [name, {}]));
    const bonuses = Object.fromEntries(names.map((name) => [name, 0]));
    let lastRoll = 0;

    /** Rolls with a click or the R key and waits until the counter shows roll `n`. */
    const roll = async (n, keyboard) => {
      await sleep(Math.max(0, lastRoll + bounceMs - Date.now()));
      if (keyboard) {
        await tab.locator(`${roller} button.roll`).focus();
        await tab.keyboard.press('r');
      } else {
        await tab.locator(`${roller} button.roll`).click();
      }
      lastRoll = Date.now();
      await until(counter, (text) => text.includes(`Worp ${n} van 3`), `roll ${n} not counted`);
      return until(
        faces,
        (list) => list.length === 5 && list.every((face) => /^[1-6]$/.test(face)),
        `roll ${n}: the dice show no faces`,
      );
    };

    /** Holds every die showing the most frequent face (the higher one on a tie), by click or key. */
    const hold = async (shown, keyboard) => {
      const count = (face) => shown.filter((f) => f === face).length;
      const best = [...shown].sort((a, b) => count(b) - count(a) || Number(b) - Number(a))[0];
      const wanted = shown.map((face) => face === best);
      const now = await pressed();
      for (let i = 0; i < 5; i++) {
        if (now[i] === wanted[i]) continue;
        if (keyboard) {
          await tab.locator(`${roller} button.die`).nth(i).focus();
          await tab.keyboard.press(String(i + 1));
        } else {
          await tab.locator(`${roller} button.die`).nth(i).click();
        }
      }
      await until(
        pressed,
        (list) => JSON.stringify(list) === JSON.stringify(wanted),
        `holding the ${best}s: the dice's aria-pressed`,
      );
      return wanted;
    };

    /** One turn: up to three rolls with holds, then the roller's dice written into the best box offered. */
    const turn = async (index, player) => {
      const keyboard = index % 2 === 1;
      const rolls = index % 4 === 3 ? 1 : index % 4 === 2 ? 2 : 3;
      const label = `turn ${index + 1} (${player}, ${rolls} roll${rolls > 1 ? 's' : ''}, ${keyboard ? 'keyboard' : 'mouse'})`;
      at(`${label}: rolling`);
      await until(current, (name) => name.trim() === player, `it is not ${player}'s turn`);
      let shown = await roll(1, keyboard);
      for (let n = 2; n <= rolls; n++) {
        const held = await hold(shown, keyboard);
        const before = shown;
        shown = await roll(n, keyboard);
        const moved = held.filter((h, i) => h && shown[i] !== before[i]);
        assert(moved.length === 0, `roll ${n}: a held die changed: ${before} -> ${shown}`);
      }
      const dice = shown.join(' ');

      at(`${label}: the card offers the roller's dice, with no step to take them`);
      const offered = await until(
        () =>
          tab
            .locator(`${card} .offered`)
            .getAttribute('data-dice', { timeout: 100 })
            .catch(() => null),
        (text) => text === dice,
        `the card does not offer the roller's ${dice} (the dice-roller cooperation)`,
      );
      assert(offered === dice, `the card offers "${offered}", the roller shows ${dice}`);

      at(`${label}: writing ${dice} into a box the card offers`);
      const offers = await tab.locator(`${card} button[data-place]`).evaluateAll((list) =>
        list.map((b) => ({
          category: b.dataset.place,
          points: Number(b.dataset.points),
          bonus: Number(b.dataset.bonus),
          text: b.textContent.trim(),
        })),
      );
      assert(offers.length > 0, `the card offers no box for ${dice}`);
      // Any legal box will do (the card offers only legal ones); the best is a livelier game.
      const choice = offers.reduce((best, offer) => (offer.points > best.points ? offer : best));
      assert(
        Number.isInteger(choice.points) && choice.text.includes(String(choice.points)),
        `no points in the offer ${JSON.stringify(choice)}`,
      );
      assert(
        offers.every((offer) => !(offer.category in written[player])),
        `the card offers a box ${player} already filled: ${JSON.stringify(offers)}`,
      );
      const filledBefore = await filled();
      const place = tab.locator(`${card} button[data-place="${choice.category}"]`);
      if (keyboard) {
        await place.focus();
        await tab.keyboard.press('Enter');
      } else {
        await place.click();
      }
      await until(filled, (n) => n === filledBefore + 1, 'the entry filled no box');
      written[player][choice.category] = choice.points;
      bonuses[player] += choice.bonus;

      at(`${label}: the roller's new turn after the entry`);
      await until(
        faces,
        (list) => list.length === 5 && list.every((face) => face === ''),
        'the roller did not start a new turn after the entry',
      );
      return { ...choice, dice };
    };

    const seatOf = (player) => names.indexOf(player);
    const scoreShown = async (player) => {
      // The row of a box: the one whose cell button carried data-box, found by the box order.
      const rows = await tab
        .locator(`${card} table.sheet tbody tr`)
        .evaluateAll(
          (list, seat) => list.map((tr) => tr.children[seat + 1]?.textContent.trim() ?? ''),
          seatOf(player),
        );
      return rows;
    };

    let entries = 0;
    let undone = false;
    for (let index = 0; entries < 2 * boxes; index++) {
      const player = playing[entries % 2];
      if (entries === boxes && !undone) throw new Error('the undo step was skipped');
      if (entries === boxes) {
        // ---- Reload halfway and go on.
        at(`the reload after ${entries} entries`);
        const before = await tab.locator(`${card} table.sheet`).innerText();
        await tab.reload();
        await rendered(tab);
        const after = await tab.locator(`${card} table.sheet`).innerText();
        assert(after === before, `the card after the reload:\n${after}\nbefore:\n${before}`);
        assert((await filled()) === entries, `after the reload ${await filled()} boxes are filled`);
        await until(
          current,
          (name) => name.trim() === player,
          `after the reload not ${player}'s turn`,
        );
        const fresh = await faces();
        assert(
          fresh.every((face) => face === ''),
          `after the reload the roller shows ${fresh}, not a new turn`,
        );
      }
      const choice = await turn(index, player);
      entries++;
      if (entries === 5 && !undone) {
        // ---- Undo once: the box empties, the same player plays the turn again.
        at(`the undo of ${player}'s ${choice.category}`);
        const before = await scoreShown(player);
        await tab.locator(`${card} button.undo`).click();
        await until(filled, (n) => n === entries - 1, 'the undo emptied no box');
        await until(
          current,
          (name) => name.trim() === player,
          `after the undo not ${player}'s turn`,
        );
        const after = await scoreShown(player);
        assert(
          JSON.stringify(after) !== JSON.stringify(before),
          `the undo changed nothing in ${player}'s column`,
        );
        // The undone roll is back on the roller; this check plays the turn again from a new one,
        // started from code: a linked roller has no New turn button.
        const back = await until(
          faces,
          (list) => list.join(' ') === choice.dice,
          `after the undo the roller does not show the undone ${choice.dice}`,
        );
        assert(back.join(' ') === choice.dice, `the roller shows ${back}`);
        await tab.locator(roller).evaluate((el) => el.newTurn());
        await until(
          faces,
          (list) => list.every((face) => face === ''),
          "the roller's New turn after the undo left dice",
        );
        bonuses[player] -= choice.bonus;
        delete written[player][choice.category];
        entries--;
        undone = true;
      }
    }

    // ---- The end: the winner on screen, from the totals on screen, which match what was written.
    at('reading the winner');
    await tab.locator(`${card} .over .winners`).waitFor({ timeout: 3000 });
    const winnersText = (await tab.locator(`${card} .over .winners`).textContent()).trim();
    const grand = await tab
      .locator(`${card} table.sheet tr.grand td`)
      .allTextContents()
      .then((list) => list.map((text) => Number(text.replace(/\D/g, ''))));
    const expected = names.map((name) => {
      const sheet = written[name];
      assert(
        Object.keys(sheet).length === boxes,
        `${name} wrote ${Object.keys(sheet).length} boxes`,
      );
      const upperSum = upper.reduce((sum, box) => sum + sheet[box], 0);
      const all = Object.values(sheet).reduce((sum, points) => sum + points, 0);
      return all + (upperSum >= 63 ? 35 : 0) + bonuses[name];
    });
    assert(
      JSON.stringify(grand) === JSON.stringify(expected),
      `the grand totals on screen are ${JSON.stringify(grand)}, the entries add up to ${JSON.stringify(expected)}`,
    );
    const top = Math.max(...expected);
    const winners = names.filter((_, seat) => expected[seat] === top);
    const said =
      winners.length === 1 ? `${winners[0]} wint!` : `${winners.join(' en ')} winnen samen!`;
    assert(winnersText === said, `the card says "${winnersText}", expected "${said}"`);
  }
}
