// Issue 24's proof through the elements: on the demo pages, on a touch phone at 390×844, two
// players play a whole Yam's game and a whole Triple Yahtzee game with the linked roller, by taps
// alone (Roll, dice, and a place in a box and column of the card). The dice are the roller's own,
// so every turn is checked against this file's own scorer and sums: the places each column's
// order offers, the score in the tapped cell, each column's totals lines and the grand totals, the
// turn line, the live region, and the current player's columns in view. Only a few rolls are
// loaded (the roller's `random`): the first player's first six, so that a column earns its upper
// bonus in every run, and in Triple Yahtzee four Yahtzees of the second player, for the joker.
// Mid-game a reload restores the board, four turns are played 320 px wide, and Undo takes back an
// entry; axe passes on the table mid-turn and at the end. Screenshots go to $COLUMNS_SHOTS, else
// the system's temp folder.
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getRuleset } from '../../dist/rules/index.js';
import { assert, axeViolations, watchedPage } from './browser.mjs';
import { bounceMs, commonest, sleep, tableContext, until } from './table-helpers.mjs';

/** Turns played at 320 px wide after the reload. */
const narrowTurns = 4;
const shots = process.env.COLUMNS_SHOTS ?? join(tmpdir(), 'columns-check');

const runs = [0, 1, 2, 3, 4, 5, 6];
const count = (dice) => runs.map((face) => dice.filter((d) => d === face).length);
const hasRun = (counts, from, length) =>
  runs.slice(from, from + length).every((face) => counts[face] > 0);
const smallRun = (c) => hasRun(c, 1, 4) || hasRun(c, 2, 4) || hasRun(c, 3, 4);
const largeRun = (c) => hasRun(c, 1, 5) || hasRun(c, 2, 5);
/** The highest face shown `n` times or more, 0 for none. */
const faceOf = (c, n) => [6, 5, 4, 3, 2, 1].find((face) => c[face] >= n) ?? 0;
const upperOf = (dice) =>
  Object.fromEntries(
    ['ones', 'twos', 'threes', 'fours', 'fives', 'sixes'].map((box, i) => [
      box,
      (i + 1) * count(dice)[i + 1],
    ]),
  );
const fullOf = (c) => c.includes(3) && c.includes(2);

/**
 * What a roll is worth in each box, as the demo page's own words say. Yam's: Brelan and Carré the
 * matching dice, Full 25, Petite suite 30, Grande suite 40, Yam's 50, Chance all dice.
 */
const scorers = {
  yams(dice) {
    const c = count(dice);
    const sum = dice.reduce((a, b) => a + b, 0);
    return {
      ...upperOf(dice),
      'three-of-a-kind': 3 * faceOf(c, 3),
      'four-of-a-kind': 4 * faceOf(c, 4),
      'full-house': fullOf(c) ? 25 : 0,
      'small-straight': smallRun(c) ? 30 : 0,
      'large-straight': largeRun(c) ? 40 : 0,
      yams: faceOf(c, 5) ? 50 : 0,
      chance: sum,
    };
  },
  // Yahtzee's boxes in each column: three and four of a kind count all dice.
  'triple-yahtzee'(dice) {
    const c = count(dice);
    const sum = dice.reduce((a, b) => a + b, 0);
    return {
      ...upperOf(dice),
      'three-of-a-kind': faceOf(c, 3) ? sum : 0,
      'four-of-a-kind': faceOf(c, 4) ? sum : 0,
      'full-house': fullOf(c) ? 25 : 0,
      'small-straight': smallRun(c) ? 30 : 0,
      'large-straight': largeRun(c) ? 40 : 0,
      yahtzee: faceOf(c, 5) ? 50 : 0,
      chance: sum,
    };
  },
};

/** The words a player reads, per page language (the card's own catalogs are not asked). */
const words = {
  fr: {
    boxes: {
      ones: 'As',
      twos: 'Deux',
      threes: 'Trois',
      fours: 'Quatre',
      fives: 'Cinq',
      sixes: 'Six',
      'three-of-a-kind': 'Brelan',
      'four-of-a-kind': 'Carré',
      'full-house': 'Full',
      'small-straight': 'Petite suite',
      'large-straight': 'Grande suite',
      yams: "Yam's",
      chance: 'Chance',
    },
    heads: { down: '↓ Descendante', up: '↑ Montante', free: '↕ Libre', 'first-roll': 'Sèche' },
    // A move's box names its column in what the card says: "Chance (Libre)".
    columns: { down: 'Descendante', up: 'Montante', free: 'Libre', 'first-roll': 'Sèche' },
    lines: (bonus, threshold) => ({
      'Somme du haut': 'upper',
      [`Bonus (${bonus} à partir de ${threshold})`]: 'upperBonus',
      'Total du haut': 'upperTotal',
      'Total du bas': 'lowerTotal',
      'Total colonne': 'total',
    }),
    turn: (round, rounds, name) => `Tour ${round} sur ${rounds} : à ${name} de jouer`,
    entry: (name, points, box, bonus) =>
      `${name} : ${points} en ${box}${bonus ? ` + ${bonus} de bonus` : ''}`,
    next: (name) => `À ${name} de jouer.`,
    undone: (name, points, box) => `Annulé : ${name}, ${points} en ${box}.`,
    over: 'La partie est terminée',
    winners: (names) =>
      names.length === 1 ? `${names[0]} gagne !` : `${names.join(' et ')} partagent la victoire !`,
  },
  en: {
    boxes: {
      ones: 'Aces',
      twos: 'Twos',
      threes: 'Threes',
      fours: 'Fours',
      fives: 'Fives',
      sixes: 'Sixes',
      'three-of-a-kind': '3 of a kind',
      'four-of-a-kind': '4 of a kind',
      'full-house': 'Full house',
      'small-straight': 'Small straight',
      'large-straight': 'Large straight',
      yahtzee: 'Yahtzee',
      chance: 'Chance',
    },
    heads: { x1: '×1', x2: '×2', x3: '×3' },
    columns: { x1: '×1', x2: '×2', x3: '×3' },
    lines: (bonus, threshold, extra) => ({
      'Upper sum': 'upper',
      [`Bonus (${bonus} at ${threshold} or more)`]: 'upperBonus',
      'Upper total': 'upperTotal',
      [`Yahtzee bonus (${extra} each)`]: 'yahtzeeBonus',
      'Lower total': 'lowerTotal',
      'Column total': 'total',
    }),
    turn: (round, rounds, name) => `Round ${round} of ${rounds}: ${name}’s turn`,
    entry: (name, points, box, bonus) =>
      `${name}: ${points} in ${box}${bonus ? ` + ${bonus} bonus` : ''}`,
    next: (name) => `${name}’s turn.`,
    undone: (name, points, box) => `Undone: ${name}, ${points} in ${box}.`,
    over: 'Game over',
    winners: (names) =>
      names.length === 1 ? `${names[0]} wins!` : `${names.join(' and ')} share the win!`,
  },
};

/**
 * The first player's first six rolls, loaded (move -> dice, and the place they are written in):
 * four of each face in turn, Ones to Sixes, in `column`'s upper boxes, 84 points.
 */
function upperBonusPlan(column) {
  const boxes = ['ones', 'twos', 'threes', 'fours', 'fives', 'sixes'];
  return Object.fromEntries(
    boxes.map((box, i) => [
      2 * i,
      { dice: [i + 1, i + 1, i + 1, i + 1, ((i + 1) % 6) + 1], column, box },
    ]),
  );
}

const games = {
  yams: {
    page: '/demo/yams.html',
    roller: '#yams-des',
    lang: 'fr',
    players: ['Camille', 'Hugo'],
    // Where the checks stop: the undo after this many entries, the reload before this one's write.
    // Both on a re-rolled turn: the Sèche's closing must survive them.
    undoAt: 3,
    reloadAt: 49,
    // The loaded rolls: the Descendante takes As to Six in turn and earns its upper bonus.
    loaded: upperBonusPlan('down'),
  },
  'triple-yahtzee': {
    page: '/demo/triple-yahtzee.html',
    roller: '#triple-roller',
    lang: 'en',
    players: ['Ann', 'Ben'],
    undoAt: 7,
    reloadAt: 40,
    loaded: {
      ...upperBonusPlan('x2'),
      // Ben's Yahtzee in each column, then an extra one: the joker and its 100-point bonus.
      ...Object.fromEntries(
        ['x1', 'x2', 'x3'].map((column, i) => [
          13 + 2 * i,
          { dice: [1, 1, 1, 1, 1], column, box: 'yahtzee' },
        ]),
      ),
      19: { dice: [1, 1, 1, 1, 1] },
    },
  },
};

/** A number as the card prints it ("1 234", "1,234"), read back. */
const number = (text) => Number(String(text).replace(/[^\d-]/g, ''));

/**
 * What the player sees of the card and the roller, read once both have rendered. An element whose
 * update does not complete in 10 s is said, rather than waited for forever: this check once hung
 * in CI after its reload, with no output, and an update that never completes would do that.
 */
function read(page, roller) {
  return page.evaluate(async (rollerId) => {
    const card = document.querySelector('yahtzee-scorecard');
    const dice = document.querySelector(rollerId);
    const late = (element) =>
      new Promise((_, fail) => {
        const message = `<${element.localName}> did not finish updating in 10 s`;
        setTimeout(() => fail(new Error(message)), 10000);
      });
    const settled = (element) => Promise.race([element.updateComplete, late(element)]);
    await settled(dice);
    await settled(card);
    const root = card.shadowRoot;
    // The text a reader sees: without the isolates that set a name apart from its sentence.
    const text = (el) =>
      el
        ? el.textContent
            .replace(/[\u2068\u2069]/g, '')
            .replace(/\s+/g, ' ')
            .trim()
        : null;
    const offered = root.querySelector('.offered');
    return {
      current: card.currentPlayer,
      turn: text(root.querySelector('.turn')),
      live: text(root.querySelector('.base > [role="status"]')),
      undone: text(root.querySelector('.undone')),
      offered: offered && {
        dice: offered.getAttribute('data-dice'),
        rollNumber: Number(offered.getAttribute('data-roll-number')),
      },
      roller: {
        values: [...dice.values],
        held: [...dice.held],
        rollNumber: dice.rollNumber,
        faces: [...dice.shadowRoot.querySelectorAll('button.die')].map((d) => d.dataset.face),
        pressed: [...dice.shadowRoot.querySelectorAll('button.die')].map(
          (d) => d.getAttribute('aria-pressed') === 'true',
        ),
      },
      rowHeads: [...root.querySelectorAll('tr[data-category]')].map((tr) => [
        tr.dataset.category,
        text(tr.querySelector('th')),
      ]),
      heads: [...root.querySelectorAll('tr.column-heads th')].map(text),
      cells: [...root.querySelectorAll('tr[data-category] td[data-seat]')].map((td) => {
        const place = td.querySelector('button[data-place]');
        return {
          box: td.parentElement.dataset.category,
          seat: Number(td.dataset.seat),
          column: td.dataset.column,
          closed: td.classList.contains('closed'),
          text: text(td),
          buttons: td.querySelectorAll('button').length,
          place: place && {
            points: Number(place.dataset.points),
            bonus: Number(place.dataset.bonus),
            dice: place.dataset.dice,
            preview: text(place),
          },
        };
      }),
      lines: [...root.querySelectorAll('tr.total-row:not(.grand)')].map((tr) => ({
        label: text(tr.querySelector('th')),
        cells: [...tr.querySelectorAll('td')].map((td) => [Number(td.dataset.seat), text(td)]),
      })),
      grand: [...root.querySelectorAll('tr.grand td')].map(text),
      winnerHeads: [...root.querySelectorAll('th.player.winner')].map((th) =>
        Number(th.dataset.seat),
      ),
      winners: text(root.querySelector('.winners')),
      standings: [...root.querySelectorAll('.standings li')].map(text),
      api: card.players.map((_, seat) => {
        const t = card.totals(seat);
        return { total: t.total, columns: t.columns.map((c) => c.total) };
      }),
      scrollWidth: document.scrollingElement.scrollWidth,
      innerWidth,
      changes: window.scoreChanges.length,
      change: window.scoreChanges.at(-1),
      view: inView(),
    };
    /**
     * The current player's header, whole, right of the sticky box names and inside the scroller
     * and the viewport (the card scrolls it there two frames after the turn passes).
     */
    function inView() {
      const scroller = root.querySelector('.scroller');
      const head = root.querySelector('th.player.current');
      if (!head) return { inView: false };
      const names = scroller.querySelector('th').getBoundingClientRect();
      const box = head.getBoundingClientRect();
      const right = Math.min(scroller.getBoundingClientRect().right, innerWidth);
      return {
        inView: box.left >= names.right - 1 && box.right <= right + 1,
        head: [Math.round(box.left), Math.round(box.right)],
        names: Math.round(names.right),
        right: Math.round(right),
      };
    }
  }, roller);
}

/** What a failed wait reports of a reading: the turn, the roll, the view, the last entry. */
const brief = (s) =>
  JSON.stringify({
    turn: s.turn,
    current: s.current,
    roller: s.roller,
    offered: s.offered,
    live: s.live,
    view: s.view,
    change: s.change,
  });

/** Where and when the last tap landed, per page. */
const lastTaps = new WeakMap();
/** A second tap this near the last one, this soon, is a double tap (a click with detail 2). */
const doubleTap = { px: 60, ms: 500 };

/**
 * A finger's tap on the button `inner` of the element `host`: scrolled into view as a person
 * would (the whole roller, when it fits), then a touch at its middle, which must land on that
 * button (nothing covers it). A tap where the last one landed waits as a person's second tap would,
 * or the browser counts a double tap. Playwright's own tap waits for frames: 3 times slower here.
 */
async function tap(page, host, inner) {
  const at = await page.evaluate(
    ([hostSelector, selector]) => {
      const element = document.querySelector(hostSelector);
      const button = element.shadowRoot.querySelector(selector);
      if (!button) return { missing: true };
      const shown = (box) => box.top >= 0 && box.bottom <= innerHeight;
      const where = { block: 'nearest', inline: 'nearest', behavior: 'instant' };
      if (!shown(button.getBoundingClientRect()) && element.localName === 'dice-roller')
        element.scrollIntoView(where);
      button.scrollIntoView(where);
      const box = button.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      let hit = document.elementFromPoint(x, y);
      while (hit?.shadowRoot) {
        const deeper = hit.shadowRoot.elementFromPoint(x, y);
        if (!deeper || deeper === hit) break;
        hit = deeper;
      }
      return { x, y, hits: button.contains(hit), hit: hit?.outerHTML.slice(0, 80) };
    },
    [host, inner],
  );
  assert(!at.missing, `no ${inner} in ${host} to tap`);
  assert(at.hits, `a tap on ${host} ${inner} would land on ${at.hit}`);
  const last = lastTaps.get(page);
  if (last && Math.hypot(at.x - last.x, at.y - last.y) < doubleTap.px)
    await sleep(last.at + doubleTap.ms - Date.now());
  await page.touchscreen.tap(at.x, at.y);
  lastTaps.set(page, { x: at.x, y: at.y, at: Date.now() });
}

/** Screenshots, their paths logged to be looked at: the screen from the dice down, and the whole page. */
async function shoot(page, roller, name) {
  mkdirSync(shots, { recursive: true });
  await page.evaluate((id) => document.querySelector(id).scrollIntoView(), roller);
  const path = join(shots, name);
  await page.screenshot({ path: `${path}.png` });
  await page.screenshot({ path: `${path}-page.png`, fullPage: true });
  console.log(`       screenshots: ${path}.png, ${path}-page.png`);
}

/** Plays the game `id` on its demo page to the end, checking every turn; returns a summary. */
async function playGame(browser, url, id) {
  const setup = games[id];
  const w = words[setup.lang];
  const ruleset = getRuleset(id);
  const columns = ruleset.columns;
  const upper = [...ruleset.upperCategories];
  const boxes = [...ruleset.categories];
  const rounds = boxes.length * columns.length;
  const seats = setup.players.length;
  const score = scorers[id];
  const labels = w.lines(ruleset.upperBonus, ruleset.upperBonusThreshold, ruleset.yahtzeeBonus);
  const viewport = { width: 390, height: 844 };
  const narrow = { width: 320, height: 640 };
  const context = await tableContext(browser, viewport, { hasTouch: true, isMobile: true });
  // Where each tap's click landed, for the message of a tap that changed nothing.
  await context.addInitScript(() => {
    window.clicks = [];
    document.addEventListener(
      'click',
      (event) => {
        const target = event.composedPath()[0];
        const button = target.closest?.('button');
        const name = button
          ? `button.${button.className.trim().split(/\s+/).join('.')}`
          : target.localName;
        window.clicks.push(
          `${name} (detail ${event.detail}) at ${event.clientX},${event.clientY}, scrollY ${Math.round(scrollY)}`,
        );
      },
      true,
    );
  });
  const { page, problems } = await watchedPage(context);
  // What was written, by this file's own count: seat -> column -> box -> points; bonuses likewise.
  const sheets = setup.players.map(() => Object.fromEntries(columns.map((c) => [c.id, {}])));
  const bonuses = setup.players.map(() => Object.fromEntries(columns.map((c) => [c.id, 0])));
  let lastRoll = 0;
  let move = 0;
  let step = 'loading';
  const summary = { jokers: [], rolls: 0, holds: 0, upperBonuses: 0, rerolledTurns: 0, totals: [] };
  const fail = (message) => {
    throw new Error(`${id}, move ${move + 1} (${step}): ${message}`);
  };
  const check = (condition, message) => condition || fail(message);

  const pageReady = async () => {
    await page.waitForFunction(
      (rollerId) =>
        customElements.get('yahtzee-scorecard') &&
        customElements.get('dice-roller') &&
        document.querySelector('yahtzee-scorecard').shadowRoot?.querySelector('table.columns') &&
        document.querySelector(rollerId).shadowRoot?.querySelector('button.roll'),
      setup.roller,
    );
  };
  /** Taps Roll (once the bounce guard lets it) after roll `before`; the state once the card offers it. */
  const roll = async (before) => {
    await sleep(Math.max(0, lastRoll + bounceMs - Date.now()));
    await tap(page, setup.roller, 'button.roll');
    lastRoll = Date.now();
    summary.rolls++;
    // The card shows the roll it offers: the roller's dice, at the roller's roll number.
    return settle(
      (s) =>
        s.roller.rollNumber === before + 1 &&
        s.offered?.rollNumber === before + 1 &&
        s.offered.dice === s.roller.values.join(' ') &&
        s.cells.every((c) => !c.place || c.place.dice === s.offered.dice),
      `the card does not offer roll ${before + 1} of the roller`,
    );
  };
  /**
   * Loads the roller's dice (through its `random` property, as its docs offer to tests): the next
   * roll shows `dice`; none gives back the roller's own source.
   */
  const load = (dice) =>
    page.evaluate(
      ([rollerId, faces]) => {
        const roller = document.querySelector(rollerId);
        window.fairDice ??= roller.random;
        // A die shows its byte modulo 6, plus 1 (src/random/die.ts).
        const bytes = faces?.map((face) => face - 1);
        roller.random = bytes
          ? (array) => {
              array.set(bytes.slice(0, array.length));
              return array;
            }
          : window.fairDice;
      },
      [setup.roller, dice],
    );
  /** Taps the dice until exactly those showing `face` are held. */
  const hold = async (state, face) => {
    for (const [i, value] of state.roller.values.entries()) {
      if (state.roller.held[i] === (value === face)) continue;
      await tap(page, setup.roller, `button.die[data-die="${i}"]`);
      summary.holds++;
      await until(
        () =>
          page.evaluate(
            ([rollerId, die]) => ({
              pressed: document
                .querySelector(rollerId)
                .shadowRoot.querySelector(`button.die[data-die="${die}"]`)
                .getAttribute('aria-pressed'),
              clicks: window.clicks.slice(-3),
            }),
            [setup.roller, i],
          ),
        (found) => found.pressed === String(value === face),
        `${id}, move ${move + 1}: die ${i + 1} did not change its hold after a tap`,
      );
    }
    return read(page, setup.roller);
  };

  const open = (seat, column) => boxes.filter((box) => !(box in sheets[seat][column]));
  const jokerRoll = (dice, seat) =>
    id === 'triple-yahtzee' &&
    new Set(dice).size === 1 &&
    columns.every((c) => ruleset.fiveOfAKind in sheets[seat][c.id]);

  /** The places a column's order opens now, by the rules of the issue. */
  const allowed = (seat, column, rollNumber) => {
    const left = open(seat, column.id);
    if (column.firstRollOnly && rollNumber > 1) return [];
    if (column.order === 'down') return left.slice(0, 1);
    if (column.order === 'up') return left.slice(-1);
    return left;
  };

  /** The offers of a roll: which cells hold a place, and their points, against the rules. */
  const checkOffers = (s) => {
    const seat = s.current;
    const dice = s.roller.values.map(Number);
    const worth = score(dice);
    for (const cell of s.cells) {
      if (cell.seat !== seat) {
        check(
          cell.buttons === 0 || cell.text !== '',
          `${setup.players[cell.seat]}'s empty ${cell.column} ${cell.box} has a button on ${setup.players[seat]}'s turn`,
        );
        check(
          !cell.place,
          `a place in ${setup.players[cell.seat]}'s ${cell.column} ${cell.box} on ${setup.players[seat]}'s turn`,
        );
      }
    }
    if (jokerRoll(dice, seat)) {
      // Triple Yahtzee's joker: the bonus when every Yahtzee box holds 50, and the upper box of
      // the face first, in any column, while one is open.
      const fifty = columns.every((c) => sheets[seat][c.id][ruleset.fiveOfAKind] === 50);
      const places = s.cells.filter((c) => c.place);
      const faceBox = upper[dice[0] - 1];
      const open = columns.filter((c) => !(faceBox in sheets[seat][c.id])).map((c) => c.id);
      check(places.length > 0, `the extra Yahtzee ${dice.join(' ')} has no place`);
      for (const cell of places)
        check(
          cell.place.bonus === (fifty ? ruleset.yahtzeeBonus : 0),
          `the extra Yahtzee in ${cell.column} ${cell.box}: bonus ${cell.place.bonus}, every Yahtzee box at 50: ${fifty}`,
        );
      if (open.length)
        check(
          places.every((c) => c.box === faceBox && c.place.points === 5 * dice[0]) &&
            places.map((c) => c.column).join() === open.join(),
          `the extra Yahtzee ${dice.join(' ')} is offered in ${places.map((c) => `${c.column} ${c.box}`)}, the open ${faceBox} boxes are in ${open}`,
        );
      return;
    }
    for (const column of columns) {
      const want = allowed(seat, column, s.roller.rollNumber);
      const cells = s.cells.filter((c) => c.seat === seat && c.column === column.id);
      const got = cells.filter((c) => c.place).map((c) => c.box);
      check(
        JSON.stringify(got) === JSON.stringify(want),
        `roll ${s.roller.rollNumber} (${dice.join(' ')}): ${column.id} offers [${got}], its order allows [${want}]`,
      );
      for (const cell of cells) {
        if (cell.place) {
          check(
            cell.place.points === worth[cell.box] && cell.place.bonus === 0,
            `${dice.join(' ')} in ${column.id} ${cell.box}: offered ${cell.place.points} + ${cell.place.bonus}, worth ${worth[cell.box]}`,
          );
          check(
            number(cell.place.preview) === worth[cell.box],
            `${column.id} ${cell.box} previews "${cell.place.preview}", worth ${worth[cell.box]}`,
          );
        } else if (!(cell.box in sheets[seat][column.id])) {
          // An empty box the order (or the re-roll) keeps shut: nothing to tap, shown closed.
          check(
            cell.closed && cell.buttons === 0,
            `${column.id} ${cell.box}: empty, not offered, yet not shown closed`,
          );
        }
      }
    }
  };

  /** The board against this file's own record: every cell's score, every totals line, the grand totals. */
  const checkBoard = (s) => {
    for (const cell of s.cells) {
      const points = sheets[cell.seat][cell.column][cell.box];
      if (points !== undefined)
        check(
          cell.text === String(points) && !cell.place,
          `${setup.players[cell.seat]}'s ${cell.column} ${cell.box} shows "${cell.text}", written was ${points}`,
        );
      else
        check(
          cell.text === '' || cell.place,
          `${setup.players[cell.seat]}'s empty ${cell.column} ${cell.box} shows "${cell.text}"`,
        );
    }
    const expected = sheets.map((sheet, seat) =>
      columns.map((column) => {
        const part = sheet[column.id];
        const sum = (list) => list.reduce((total, box) => total + (part[box] ?? 0), 0);
        const up = sum(upper);
        const upperBonus = up >= ruleset.upperBonusThreshold ? ruleset.upperBonus : 0;
        const lower = sum(boxes.filter((box) => !upper.includes(box)));
        const yahtzeeBonus = bonuses[seat][column.id];
        return {
          upper: up,
          upperBonus,
          upperTotal: up + upperBonus,
          yahtzeeBonus,
          lowerTotal: lower + yahtzeeBonus,
          // The column's multiplier counts its boxes and upper bonus; a bonus as it was paid.
          total: (up + upperBonus + lower) * column.multiplier + yahtzeeBonus,
        };
      }),
    );
    const shown = s.lines.map((line) => labels[line.label]);
    check(
      shown.every(Boolean) &&
        ['upper', 'upperBonus', 'upperTotal', 'lowerTotal', 'total'].every((l) =>
          shown.includes(l),
        ),
      `the totals lines are ${JSON.stringify(s.lines.map((l) => l.label))}`,
    );
    for (const line of s.lines) {
      const key = labels[line.label];
      check(
        line.cells.length === seats * columns.length,
        `${line.label} has ${line.cells.length} cells`,
      );
      line.cells.forEach(([seat, text], i) => {
        const want = expected[seat][i % columns.length][key];
        check(
          number(text) === want && seat === Math.floor(i / columns.length),
          `${setup.players[seat]}'s ${columns[i % columns.length].id} "${line.label}" shows "${text}", by the rules ${want}`,
        );
      });
    }
    expected.forEach((lines, seat) => {
      const total = lines.reduce((sum, line) => sum + line.total, 0);
      check(
        number(s.grand[seat]) === total,
        `${setup.players[seat]}'s grand total shows "${s.grand[seat]}", by the rules ${total}`,
      );
      check(
        s.api[seat].total === total &&
          s.api[seat].columns.join() === lines.map((l) => l.total).join(),
        `totals(${seat}) is ${JSON.stringify(s.api[seat])}, by the rules ${total}`,
      );
    });
    check(
      s.scrollWidth <= s.innerWidth,
      `the page scrolls sideways: ${s.scrollWidth} px wide at ${s.innerWidth}`,
    );
    summary.upperBonuses = expected.flat().filter((line) => line.upperBonus > 0).length;
    return expected.map((lines) => lines.reduce((sum, line) => sum + line.total, 0));
  };

  /** Reads until `accept` takes the reading; fails with `what` and the last reading in brief. */
  const settle = async (accept, what) => {
    const end = Date.now() + 3000;
    for (;;) {
      const state = await read(page, setup.roller);
      if (accept(state)) return state;
      if (Date.now() > end) fail(`${what} (found ${brief(state)})`);
      await sleep(20);
    }
  };

  try {
    await page.goto(`${url}${setup.page}`);
    await pageReady();
    let s = await read(page, setup.roller);
    check(
      JSON.stringify(s.heads) ===
        JSON.stringify(setup.players.flatMap(() => columns.map((c) => w.heads[c.id]))),
      `the column heads read ${JSON.stringify(s.heads)}`,
    );
    const headsSeen = s.rowHeads.filter(([, name]) => name !== null);
    check(
      JSON.stringify(headsSeen) === JSON.stringify(boxes.map((box) => [box, w.boxes[box]])),
      `the boxes read ${JSON.stringify(headsSeen)}`,
    );
    let seen = 0;
    for (move = 0; move < rounds * seats; move++) {
      const seat = move % seats;
      const name = setup.players[seat];
      step = 'the turn starts';
      if (move === setup.reloadAt + narrowTurns) await page.setViewportSize(viewport);
      // After the first turn, the state the last write waited for.
      if (move === 0) s = await read(page, setup.roller);
      check(s.current === seat, `it is seat ${s.current}'s turn, not ${seat}'s`);
      check(s.roller.rollNumber === 0, `the roller is at roll ${s.roller.rollNumber}`);
      check(
        s.turn === w.turn(Math.floor(move / seats) + 1, rounds, name),
        `the turn line reads "${s.turn}"`,
      );
      check(
        s.cells.every((c) => !c.place),
        'a place is offered before any roll',
      );
      // The write waited for it; the first turn and a changed width wait here.
      if (!s.view.inView)
        s = await settle((now) => now.view.inView, "the current player's columns are not in view");

      step = 'roll 1';
      const loaded = setup.loaded[move];
      if (loaded) await load(loaded.dice);
      s = await roll(0);
      if (loaded) await load();
      checkOffers(s);
      // Some turns keep the commonest face and roll again (Yam's: while a box outside the Sèche is open).
      const canReroll = columns.some((c) => !c.firstRollOnly && open(seat, c.id).length > 0);
      // The second player's first two turns roll three times, then every ninth move twice.
      const rerolls = loaded ? 0 : move < 2 * seats ? 2 : move % 9 === 4 ? 1 : 0;
      if (canReroll && rerolls) summary.rerolledTurns++;
      // Five of a kind: every die would be held, nothing left to roll.
      const more = () => new Set(s.roller.values).size > 1;
      for (let n = 2; canReroll && n <= 1 + rerolls && more(); n++) {
        step = `hold before roll ${n}`;
        const face = commonest(s.roller.values.map(Number));
        const held = await hold(s, face);
        const kept = held.roller.values.map((v, i) => (held.roller.held[i] ? v : null));
        step = `roll ${n}`;
        s = await roll(n - 1);
        s.roller.values.forEach((v, i) =>
          check(kept[i] === null || kept[i] === v, `held die ${i + 1} showed ${kept[i]}, now ${v}`),
        );
        check(
          s.roller.faces.join() === s.roller.values.join(),
          `the dice show ${s.roller.faces}, the roller's values are ${s.roller.values}`,
        );
        checkOffers(s);
      }

      if (move === setup.reloadAt) {
        step = 'the reload mid-turn';
        const before = s;
        await shoot(page, setup.roller, `${id}-mid-390`);
        await page.reload();
        await pageReady();
        s = await settle(
          (after) => after.offered?.dice === before.offered.dice,
          'after the reload the card does not offer the roll it offered',
        );
        const board = (state) =>
          state.cells.map(
            (c) => `${c.seat} ${c.column} ${c.box}: ${c.text}${c.place ? ' (place)' : ''}`,
          );
        const diff = board(before).filter((line, i) => line !== board(s)[i]);
        check(
          diff.length === 0,
          `the reload changed the board: ${diff.slice(0, 5).join('; ')} → ${board(s)
            .filter((l, i) => l !== board(before)[i])
            .slice(0, 5)
            .join('; ')}`,
        );
        for (const key of ['turn', 'lines', 'grand', 'roller', 'current'])
          check(
            JSON.stringify(s[key]) === JSON.stringify(before[key]),
            `the reload changed ${key}: ${JSON.stringify(before[key])} → ${JSON.stringify(s[key])}`,
          );
        const mid = await axeViolations(page, '#handig-aan-tafel');
        check(mid.length === 0, `axe, mid-turn after the reload: ${mid.join('; ')}`);
        seen = 0;
        // The bounce guard of the page before does not hold after the reload.
        lastRoll = 0;
        // A few turns on a 320 px phone: the turn passes there too, and the columns follow.
        await page.setViewportSize(narrow);
      }
      if (move === setup.reloadAt + 2) await shoot(page, setup.roller, `${id}-mid-320`);

      step = 'the write';
      const worth = (cell) => cell.place.points + cell.place.bonus;
      const offeredPlaces = s.cells.filter((c) => c.place);
      check(offeredPlaces.length > 0, `nothing offered for ${s.roller.values.join(' ')}`);
      // A box a loaded roll of this seat's is planned for stays free for it: a natural Yahtzee of
      // Ben's before move 13 once took his ×1 Yahtzee box, and the plan's roll had no place there.
      const planned = new Set(
        Object.entries(setup.loaded)
          .filter(([at, plan]) => plan.box && +at > move && +at % seats === seat)
          .map(([, plan]) => `${plan.column} ${plan.box}`),
      );
      const free = offeredPlaces.filter((c) => loaded?.box || !planned.has(`${c.column} ${c.box}`));
      const places = free.length > 0 ? free : offeredPlaces;
      // The best place; on a tie the box higher on the pad, then the column further left.
      const choice = loaded?.box
        ? places.find((c) => c.column === loaded.column && c.box === loaded.box)
        : places.reduce((best, c) => (worth(c) > worth(best) ? c : best));
      check(choice, `${loaded?.column} ${loaded?.box} is not offered for the loaded roll`);
      const { box, column } = choice;
      const { points, bonus } = choice.place;
      if (jokerRoll(s.roller.values, seat))
        summary.jokers.push(`${column} ${box} ${points} + ${bonus}`);
      const rollBefore = s.roller;
      const place = `tr[data-category="${box}"] td[data-seat="${seat}"][data-column="${column}"] button[data-place]`;
      const write = async () => {
        await tap(page, 'yahtzee-scorecard', place);
        const last = move === rounds * seats - 1;
        // The entry is made, the turn passes, and the card brings the next player's columns in view.
        const after = await settle(
          (now) =>
            now.changes > seen &&
            (last ? now.winners !== null : now.current === (seat + 1) % seats) &&
            now.roller.rollNumber === 0 &&
            (last || now.view.inView),
          `after the tap on ${column} ${box}: no entry, the turn did not pass, or the next player's columns are not in view`,
        );
        check(after.changes === seen + 1, `one tap, ${after.changes - seen} score-change events`);
        seen = after.changes;
        const detail = after.change;
        check(
          detail.player === seat &&
            detail.category === box &&
            detail.points === points &&
            detail.bonus === bonus,
          `tapped ${column} ${box} (${points} + ${bonus}), score-change ${JSON.stringify(detail)}`,
        );
        sheets[seat][column][box] = points;
        bonuses[seat][column] += bonus;
        return after;
      };
      s = await write();
      const totals = checkBoard(s);
      const entry = w.entry(name, points, `${w.boxes[box]} (${w.columns[column]})`, bonus);
      const over = move === rounds * seats - 1;
      if (!over) {
        check(
          s.live === `${entry}. ${w.next(setup.players[(seat + 1) % seats])}`,
          `the live region says "${s.live}"`,
        );
        check(
          s.cells.every((c) => !c.place),
          'after the write a place is still offered',
        );
      }

      if (move === setup.undoAt) {
        step = 'the undo';
        await tap(page, 'yahtzee-scorecard', 'button.undo');
        delete sheets[seat][column][box];
        bonuses[seat][column] -= bonus;
        // Taken back, and the player's columns scrolled back into view (two frames after the undo
        // is drawn): a tap before that scroll lands where the place was, not where it is.
        s = await settle(
          (after) =>
            after.current === seat &&
            after.roller.rollNumber === rollBefore.rollNumber &&
            after.view.inView,
          `Undo did not take back ${name}'s ${column} ${box}, or its columns are not in view`,
        );
        const cell = s.cells.find((c) => c.seat === seat && c.column === column && c.box === box);
        check(
          cell.place?.points === points,
          `after Undo ${column} ${box} shows "${cell.text}", not its place of ${points} again`,
        );
        check(
          JSON.stringify(s.roller) === JSON.stringify(rollBefore),
          `Undo gave back ${JSON.stringify(s.roller)}, the roll was ${JSON.stringify(rollBefore)}`,
        );
        const undone = w.undone(name, points, `${w.boxes[box]} (${w.columns[column]})`);
        check(
          s.live === `${undone} ${w.next(name)}`,
          `after Undo the live region says "${s.live}"`,
        );
        check(s.undone === undone, `after Undo the card says "${s.undone}"`);
        checkBoard(s);
        checkOffers(s);
        step = 'the write again';
        s = await write();
        checkBoard(s);
      }
      if (over) {
        step = 'the end';
        const best = Math.max(...totals);
        const winners = setup.players.filter((_, i) => totals[i] === best);
        check(
          s.live === `${entry}. ${w.over}. ${w.winners(winners)}`,
          `at the end the live region says "${s.live}"`,
        );
        check(s.winners === w.winners(winners), `the card names the winners "${s.winners}"`);
        check(
          JSON.stringify(s.winnerHeads) ===
            JSON.stringify(totals.flatMap((t, i) => (t === best ? [i] : []))),
          `the winner marks are on seats ${s.winnerHeads}`,
        );
        check(s.turn === null, `at the end the turn line reads "${s.turn}"`);
        summary.totals = totals;
        const atEnd = await axeViolations(page, '#handig-aan-tafel');
        check(atEnd.length === 0, `axe, at the end: ${atEnd.join('; ')}`);
        await shoot(page, setup.roller, `${id}-end-390`);
        await page.setViewportSize(narrow);
        await shoot(page, setup.roller, `${id}-end-320`);
        const end = await read(page, setup.roller);
        check(
          end.scrollWidth <= 320,
          `at 320 px the page scrolls sideways (${end.scrollWidth} px)`,
        );
      }
    }
  } finally {
    await context.close().catch(() => {});
  }
  assert(problems.length === 0, `${id}: ${problems.join('\n')}`);
  console.log(
    `       ${id}: ${rounds * seats} entries by ${summary.rolls} roll taps and ${summary.holds} hold taps (${summary.rerolledTurns} turns re-rolled), totals ${summary.totals.join(' and ')}, ${summary.upperBonuses} upper bonuses earned, extra Yahtzees: ${summary.jokers.join('; ') || 'none'}`,
  );
}

/**
 * A Yam's player whose only open boxes are in the Sèche has a turn of one roll: found by this
 * file (the roller let them roll again, then no place took the roll and the turn could not end).
 * The other columns are filled from code (`enterPoints`, 0 each, in each column's order); the
 * turn is played by taps: one roll, Roll spent, and a tap on a Sèche box ends the turn.
 */
async function secheOnly(browser, url) {
  const setup = games.yams;
  const context = await tableContext(
    browser,
    { width: 390, height: 844 },
    {
      hasTouch: true,
      isMobile: true,
    },
  );
  const { page, problems } = await watchedPage(context);
  try {
    await page.goto(`${url}${setup.page}`);
    await page.waitForFunction(() =>
      document.querySelector('yahtzee-scorecard')?.shadowRoot?.querySelector('table.columns'),
    );
    const boxes = [...getRuleset('yams').categories];
    await page.evaluate((list) => {
      const card = document.querySelector('yahtzee-scorecard');
      list.forEach((box, i) => {
        const plan = [
          ['down', box],
          ['up', list[list.length - 1 - i]],
          ['free', box],
        ];
        // One entry a player in turn: Camille's, then Hugo's.
        for (const [column, category] of plan)
          for (let seat = 0; seat < 2; seat++) card.enterPoints(category, 0, column);
      });
    }, boxes);
    const offered = () =>
      page.evaluate(() => {
        const root = document.querySelector('yahtzee-scorecard').shadowRoot;
        return {
          turn: root.querySelector('.turn')?.textContent.trim(),
          rollNumber: document.querySelector('#yams-des').rollNumber,
          places: [...root.querySelectorAll('td button[data-place]')].map((b) => b.dataset.column),
          says: root.querySelector('.roll')?.textContent.replace(/\s+/g, ' ').trim(),
        };
      });
    const first = await offered();
    assert(
      first.turn === 'Tour 40 sur 52 : à Camille de jouer',
      `the turn line reads "${first.turn}"`,
    );
    await tap(page, setup.roller, 'button.roll');
    const one = await until(
      offered,
      (o) => o.rollNumber === 1 && o.places.length > 0,
      'roll 1 offers no place',
    );
    assert(
      one.places.length === boxes.length && one.places.every((column) => column === 'first-roll'),
      `after roll 1 the places are in ${one.places}, not the ${boxes.length} Sèche boxes`,
    );
    // The roll is the turn's only one: Roll is spent (disabled, or a tap on it changes nothing).
    const rollState = await page.evaluate((id) => {
      const roller = document.querySelector(id);
      const button = roller.shadowRoot.querySelector('button.roll');
      return {
        rollsLeft: roller.rollsLeft,
        enabled: !!button && !button.disabled && button.checkVisibility(),
      };
    }, setup.roller);
    assert(
      rollState.rollsLeft === 0 && !rollState.enabled,
      `after roll 1: ${JSON.stringify(rollState)}`,
    );
    await shoot(page, setup.roller, 'yams-seche-only-one-roll');
    const before = await offered();
    assert(before.rollNumber === 1, `the roller shows roll ${before.rollNumber}`);
    // A tap on a Sèche box ends the turn: Hugo's turn, his own Sèche boxes still to write.
    await tap(page, 'yahtzee-scorecard', 'td[data-column="first-roll"] button[data-place]');
    const after = await until(
      offered,
      (o) => o.turn === 'Tour 40 sur 52 : à Hugo de jouer',
      'the turn did not pass to Hugo',
    );
    assert(after.places.length === 0, `Hugo has places before he rolls: ${after.places}`);
    assert(problems.length === 0, problems.join('\n'));
  } finally {
    await context.close().catch(() => {});
  }
}

export function checks({ url, browser }) {
  // Both games play at once, each on its own page: the roller's bounce guard (250 ms between
  // rolls) is most of a game's time, and it is idle time. The first check starts both.
  let games;
  const play = (id) => {
    games ??= Object.fromEntries(
      ['yams', 'triple-yahtzee'].map((game) => {
        const played = playGame(browser, url, game);
        // Awaited by its own check; until then its failure is not an unhandled rejection.
        played.catch(() => {});
        return [game, played];
      }),
    );
    return games[id];
  };
  return [
    [
      "Yam's on its demo page, 2 players, 104 entries by taps at 390 px (4 turns at 320): each column's order, the Sèche closed after a re-roll, totals by the rules, reload, undo",
      () => play('yams'),
    ],
    [
      "Triple Yahtzee on its demo page, 2 players, 78 entries by taps at 390 px (4 turns at 320): ×1 ×2 ×3 column totals by the rules, an extra Yahtzee's joker and bonus, reload, undo (played beside the Yam's game)",
      () => play('triple-yahtzee'),
    ],
    [
      "Yam's, only Sèche boxes left: one roll, Roll spent, a tap on a Sèche box ends the turn",
      () => secheOnly(browser, url),
    ],
  ];
}
