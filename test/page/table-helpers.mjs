// Shared by the page checks that play on the demo's table: a roller (#roller) linked to a card
// (#scorecard), driven by real clicks, and checked against a Yahtzee scorer of their own.
import { getRuleset } from '../../dist/rules/index.js';
import { assert } from './browser.mjs';

export const tags = ['dice-roller', 'first-player-picker', 'yahtzee-scorecard'];
// The box ids, in pad order, from the built rules module; what a roll is worth is scored here.
const yahtzee = getRuleset('yahtzee');
export const boxes = [...yahtzee.categories];
export const upperBoxes = [...yahtzee.upperCategories];
// The roller ignores a second roll this soon after the last one (a bounce); reduced motion: 250 ms.
export const bounceMs = 260;

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `read` until `accept` takes its value; fails with `message` and the last value. */
export async function until(read, accept, message, timeout = 3000) {
  const end = Date.now() + timeout;
  let value;
  for (;;) {
    value = await read();
    if (accept(value)) return value;
    if (Date.now() > end) throw new Error(`${message} (found ${JSON.stringify(value)})`);
    await sleep(20);
  }
}

/** Waits until each of the three elements is on the page, defined and rendered. */
export async function rendered(target) {
  const states = await target.evaluate(async (list) => {
    const found = [];
    for (const name of list) {
      const all = document.querySelectorAll(name);
      if (all.length === 0) found.push(`${name}: missing`);
      for (const el of all) {
        await customElements.whenDefined(name);
        await el.updateComplete;
        if (!el.shadowRoot?.childNodes.length) found.push(`${name}#${el.id}: not rendered`);
      }
    }
    return found;
  }, tags);
  assert(states.length === 0, states.join('\n'));
}

/** What five dice are worth in each Yahtzee box on their own (no joker). */
export function scoreAll(dice) {
  const count = [0, 0, 0, 0, 0, 0, 0];
  for (const face of dice) count[face]++;
  const sum = dice.reduce((total, face) => total + face, 0);
  const most = Math.max(...count);
  const has = (...run) => run.every((face) => count[face] > 0);
  const shape = count
    .filter(Boolean)
    .sort((a, b) => a - b)
    .join();
  const scores = {};
  upperBoxes.forEach((box, i) => (scores[box] = (i + 1) * count[i + 1]));
  scores['three-of-a-kind'] = most >= 3 ? sum : 0;
  scores['four-of-a-kind'] = most >= 4 ? sum : 0;
  scores['full-house'] = shape === '2,3' ? 25 : 0;
  scores['small-straight'] = has(1, 2, 3, 4) || has(2, 3, 4, 5) || has(3, 4, 5, 6) ? 30 : 0;
  scores['large-straight'] = has(1, 2, 3, 4, 5) || has(2, 3, 4, 5, 6) ? 40 : 0;
  scores.yahtzee = most === 5 ? 50 : 0;
  scores.chance = sum;
  return scores;
}

/** The most common face (the higher one on a tie). */
export function commonest(values) {
  const count = (face) => values.filter((f) => f === face).length;
  return [...values].sort((a, b) => count(b) - count(a) || b - a)[0];
}

/**
 * One consistent reading of the roller and the card, after both have rendered: what the roller
 * shows and what the card offers, writes and says.
 */
export function snapshot(page) {
  return page.evaluate(async () => {
    const roller = document.querySelector('#roller');
    const card = document.querySelector('#scorecard');
    await roller.updateComplete;
    await card.updateComplete;
    const root = card.shadowRoot;
    const dice = [...roller.shadowRoot.querySelectorAll('button.die')];
    const offered = root.querySelector('.offered');
    const undone = root.querySelector('.undone');
    const visible = (el) => !!el && el.checkVisibility() && el.textContent.trim() !== '';
    return {
      roller: {
        faces: dice.map((d) => d.dataset.face),
        pressed: dice.map((d) => d.getAttribute('aria-pressed') === 'true'),
        values: [...roller.values],
        held: [...roller.held],
        rollNumber: roller.rollNumber,
      },
      offered: offered && {
        dice: offered.getAttribute('data-dice'),
        rollNumber: offered.getAttribute('data-roll-number'),
      },
      places: [...root.querySelectorAll('button[data-place]')].map((b) => ({
        category: b.dataset.place,
        points: b.getAttribute('data-points'),
        bonus: b.getAttribute('data-bonus'),
        zero: b.classList.contains('zero'),
      })),
      cells: [...root.querySelectorAll('button.cell[data-box]')].map((b) => ({
        box: b.dataset.box,
        preview: b.querySelector('span.preview')?.textContent.trim() ?? null,
      })),
      // Written boxes: a cell of a row that holds no open box's button (a filled box's button holds its score).
      written: [...root.querySelectorAll('tr[data-category]')].flatMap((tr) =>
        [...tr.querySelectorAll('td[data-seat]')]
          .filter((td) => !td.querySelector('button:not(.filled)') && td.textContent.trim() !== '')
          .map((td) => ({
            category: tr.dataset.category,
            seat: Number(td.dataset.seat),
            text: td.textContent.trim(),
          })),
      ),
      // As a reader sees it: without the isolates that set the name apart from its sentence.
      undone: visible(undone) ? undone.textContent.replace(/[\u2068\u2069]/g, '').trim() : null,
      take: !!root.querySelector('button.take'),
      players: [...card.players],
      currentPlayer: card.currentPlayer,
    };
  });
}

/** The faces the roller shows now, as numbers; empty before the first roll. */
export const shownDice = (snap) => snap.roller.values.map(Number);

/** The joker case the checks leave alone: five of a kind while the yahtzee box is filled. */
const jokerRoll = (dice, sheet) => new Set(dice).size === 1 && 'yahtzee' in sheet;

/**
 * Every disagreement between the roller, the card and what was written (`sheets`: per seat, box ->
 * points): each offer against the dice the roller shows, each written box against the sheets.
 */
export function problemsOf(snap, sheets) {
  const found = [];
  const { roller } = snap;
  const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
  if (snap.take) found.push("the card still has a button to take the roller's dice");
  if (roller.rollNumber === 0) {
    if (roller.values.length !== 0) found.push(`roll number 0 with values ${roller.values}`);
    if (!roller.faces.every((face) => face === ''))
      found.push(`before a roll the dice show ${roller.faces}`);
    if (snap.offered) found.push(`no roll, yet the card offers ${JSON.stringify(snap.offered)}`);
    if (snap.places.length)
      found.push(`no roll, yet the card offers ${snap.places.map((p) => p.category)}`);
    const previews = snap.cells.filter((cell) => cell.preview !== null);
    if (previews.length) found.push(`no roll, yet the table previews ${JSON.stringify(previews)}`);
  } else {
    const dice = shownDice(snap);
    if (!same(roller.faces, dice.map(String)))
      found.push(`the dice show ${roller.faces}, the roller's values are ${dice}`);
    if (!same(roller.pressed, roller.held))
      found.push(`aria-pressed ${roller.pressed}, the roller's held ${roller.held}`);
    const seat = snap.currentPlayer;
    const sheet = sheets[seat] ?? {};
    const open = boxes.filter((box) => !(box in sheet));
    if (!snap.offered) found.push(`the roller shows ${dice.join(' ')}, the card offers no roll`);
    else {
      if (snap.offered.dice !== dice.join(' '))
        found.push(`.offered data-dice "${snap.offered.dice}", the roller shows ${dice.join(' ')}`);
      if (snap.offered.rollNumber !== String(roller.rollNumber))
        found.push(
          `.offered data-roll-number "${snap.offered.rollNumber}", the roller is at roll ${roller.rollNumber}`,
        );
    }
    const cellBoxes = snap.cells.map((cell) => cell.box);
    if (!same(cellBoxes, open))
      found.push(`the open cells are ${cellBoxes}, ${snap.players[seat]}'s open boxes ${open}`);
    if (!jokerRoll(dice, sheet)) {
      const worth = scoreAll(dice);
      const offered = snap.places.map((p) => p.category);
      if (!same([...offered].sort(), [...open].sort()))
        found.push(`for ${dice.join(' ')} the card offers ${offered}, the open boxes are ${open}`);
      for (const place of snap.places) {
        const points = worth[place.category];
        if (place.points !== String(points) || place.bonus !== '0')
          found.push(
            `${place.category} offered at ${place.points} + ${place.bonus} for ${dice.join(' ')}, worth ${points} + 0`,
          );
        if (place.zero !== (points === 0))
          found.push(`${place.category} (${points}) ${place.zero ? 'has' : 'lacks'} class zero`);
      }
      for (const cell of snap.cells) {
        if (cell.preview !== String(worth[cell.box]))
          found.push(
            `the cell ${cell.box} previews ${cell.preview} for ${dice.join(' ')}, worth ${worth[cell.box]}`,
          );
      }
    }
  }
  const shown = Object.fromEntries(snap.written.map((w) => [`${w.seat} ${w.category}`, w.text]));
  const wanted = Object.fromEntries(
    Object.entries(sheets).flatMap(([seat, sheet]) =>
      Object.entries(sheet).map(([category, points]) => [`${seat} ${category}`, String(points)]),
    ),
  );
  if (!same(Object.entries(shown).sort(), Object.entries(wanted).sort()))
    found.push(`the table shows ${JSON.stringify(shown)}, written were ${JSON.stringify(wanted)}`);
  return found;
}

/**
 * Waits until the roller and the card agree with each other and with what was written; returns
 * that reading, or fails with every disagreement of the last one.
 */
export async function agreed(page, sheets, step, accept = () => true) {
  let snap;
  let found = [];
  const end = Date.now() + 3000;
  for (;;) {
    snap = await snapshot(page);
    found = problemsOf(snap, sheets);
    if (found.length === 0 && accept(snap)) return snap;
    if (Date.now() > end) break;
    await sleep(30);
  }
  if (found.length === 0) found.push(`not the state expected: ${JSON.stringify(snap.roller)}`);
  throw new Error(`${step}:\n  ${found.join('\n  ')}`);
}

/** The focused element, followed into shadow roots. */
export function deepFocus(page) {
  return page.evaluate(() => {
    let el = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return el
      ? `${el.localName}${el.id ? `#${el.id}` : ''}${el.type ? `[type=${el.type}]` : ''}`
      : '';
  });
}

/** Awaits every element's render and a frame: focus moved after a render has moved. */
async function settled(page) {
  await page.evaluate(async (list) => {
    for (const el of document.querySelectorAll(list.join(','))) await el.updateComplete;
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
    for (const el of document.querySelectorAll(list.join(','))) await el.updateComplete;
  }, tags);
}

/**
 * The player's hand on the page: real clicks on the demo's roller and card, each followed by the
 * focus rule (no text field, number field or select is left focused: no keyboard pops up) and by
 * `afterTap(kind)` (kind: 'roll', 'hold', 'new-turn', 'write' or 'other').
 */
export function table(page, afterTap = async () => {}) {
  let lastRoll = 0;
  const roller = '#roller';
  const card = '#scorecard';
  const tap = async (selector, what, kind = 'other') => {
    await page.locator(selector).click();
    await settled(page);
    const focus = await deepFocus(page);
    assert(!/^(input|select|textarea)\b/.test(focus), `after ${what} the focus is in ${focus}`);
    await afterTap(kind);
  };
  const rollNumber = () => page.evaluate(() => document.querySelector('#roller').rollNumber);
  return {
    page,
    tap,
    /** Clicks Roll (after the bounce guard) and waits until the roller counts the roll. */
    async roll() {
      const before = await rollNumber();
      await sleep(Math.max(0, lastRoll + bounceMs - Date.now()));
      await tap(`${roller} button.roll`, 'a roll', 'roll');
      lastRoll = Date.now();
      await until(rollNumber, (n) => n === before + 1, `the roll after roll ${before} not counted`);
    },
    /** Clicks die `index` and waits until its aria-pressed flips. */
    async toggle(index) {
      const die = page.locator(`${roller} button.die`).nth(index);
      const before = await die.getAttribute('aria-pressed');
      await tap(`${roller} button.die >> nth=${index}`, `a tap on die ${index + 1}`, 'hold');
      await until(
        () => die.getAttribute('aria-pressed'),
        (now) => now !== before,
        `die ${index + 1}: aria-pressed stayed ${before} after a tap`,
      );
    },
    /** Taps dice until exactly those showing `face` are held; returns the number of taps. */
    async holdFace(face) {
      const snap = await snapshot(page);
      let taps = 0;
      for (const [i, value] of snap.roller.values.entries()) {
        if (snap.roller.held[i] === (value === face)) continue;
        await this.toggle(i);
        taps++;
      }
      return taps;
    },
    /** A new turn from code: a linked roller shows no New turn button (writing ends a turn). */
    async newTurn() {
      const buttons = await page.locator(`${roller} button.new-turn`).count();
      assert(buttons === 0, 'the linked roller shows a New turn button');
      await page.locator(roller).evaluate((el) => el.newTurn());
      await until(rollNumber, (n) => n === 0, 'New turn left the roll number above 0');
    },
    /**
     * Taps the placement `category` and checks the entry against the dice the roller showed at the
     * tap (`before`): the score-change detail, the card's totals and the table's cell. Records it.
     */
    async write(category, before, sheets) {
      const seat = before.currentPlayer;
      const dice = shownDice(before);
      const offer = before.places.find((place) => place.category === category);
      assert(offer, `${category} is not offered for ${dice.join(' ')}`);
      const sheet = (sheets[seat] ??= {});
      // The joker case is left to the card: its offer is what the entry must match.
      const points = jokerRoll(dice, sheet) ? Number(offer.points) : scoreAll(dice)[category];
      const bonus = jokerRoll(dice, sheet) ? Number(offer.bonus) : 0;
      const seen = await page.evaluate(() => window.scoreChanges.length);
      await tap(`${card} button[data-place="${category}"]`, `the tap on ${category}`, 'write');
      const detail = await until(
        () => page.evaluate((n) => window.scoreChanges[n], seen),
        Boolean,
        `no score-change after the tap on ${category}`,
      );
      const totals = await page.evaluate(
        (player) => JSON.parse(JSON.stringify(document.querySelector('#scorecard').totals(player))),
        seat,
      );
      const expected = { player: seat, category, points, bonus, totals };
      assert(
        JSON.stringify(detail) === JSON.stringify(expected),
        `writing ${dice.join(' ')} in ${category}: score-change ${JSON.stringify(detail)}, expected ${JSON.stringify(expected)}`,
      );
      sheet[category] = points;
      return { seat, category, points, bonus };
    },
  };
}

/**
 * A context for the demo's table: a phone's viewport, reduced motion, and every score-change and
 * dice-change detail recorded in the page (window.scoreChanges, window.diceChanges); `options`
 * add to the context's (a touch phone: `hasTouch`, `isMobile`).
 */
export async function tableContext(browser, viewport, options = {}) {
  const context = await browser.newContext({ reducedMotion: 'reduce', viewport, ...options });
  await context.addInitScript(() => {
    window.scoreChanges = [];
    window.diceChanges = [];
    const record = (list) => (event) => list.push(JSON.parse(JSON.stringify(event.detail)));
    document.addEventListener('score-change', record(window.scoreChanges));
    document.addEventListener('dice-change', record(window.diceChanges));
  });
  return context;
}
