// A big game in columns: a saved Yam's game of 40 players (160 score columns) at 390 px, where the
// card draws only the players in view and the current one, each left-out run as one cell per row
// as wide as its columns. Scrolling, a resize and a print draw the others; widths never jump.
import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import fc from 'fast-check';
import '../../src/yahtzee-scorecard/yahtzee-scorecard.js';
import type { YahtzeeScorecard } from '../../src/yahtzee-scorecard/yahtzee-scorecard.js';
import { enterPoints, newGame, toJSON, type Game } from '../../src/rules/game.js';
import type { RulesetId } from '../../src/rules/rulesets.js';
import { drawnColumns } from '../../src/yahtzee-scorecard/column-window.js';
import { $, $$, clearStorage, clickOn, saved, shown, text, typeDice } from './helpers.js';

const prefix = 'test-columns-window';
const key = `${prefix}:card`;
const players = (count: number) => Array.from({ length: count }, (_, i) => `P${i + 1}`);

const frames = async (count: number): Promise<void> => {
  for (let i = 0; i < count; i++) await new Promise(requestAnimationFrame);
};

/**
 * A Yam's game of `count` players: every player 3 in Aces of the descending column, the first
 * `more` players 4 in Twos too; the turn is then at seat `more`.
 */
function yams(count: number, more: number, names = players(count)): Game {
  let game = newGame({ ruleset: 'yams', players: names });
  for (let seat = 0; seat < count; seat++) game = enterPoints(game, 'ones', 3, 'down');
  for (let seat = 0; seat < more; seat++) game = enterPoints(game, 'twos', 4, 'down');
  return game;
}

/** The card on a saved game (or a new one of `ruleset` and `names`), its sheet in columns drawn. */
async function card(
  game: Game | undefined,
  {
    ruleset = 'yams',
    names = '',
    width = 390,
  }: { ruleset?: RulesetId; names?: string; width?: number } = {},
): Promise<YahtzeeScorecard> {
  await setViewport({ width, height: 844 });
  if (game) {
    const data = toJSON(game);
    localStorage.setItem(key, JSON.stringify({ schema: 1, revision: 1, savedAt: 0, data }));
  }
  const el = await fixture<YahtzeeScorecard>(
    html`<yahtzee-scorecard lang="en" ruleset=${ruleset} players=${names} storage-key=${key}>
    </yahtzee-scorecard>`,
  );
  // The sheet in columns and the column window come in files of their own.
  for (let i = 0; i < 100 && !$(el, 'table.columns'); i++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    await el.updateComplete;
  }
  expect($(el, 'table.columns'), 'the sheet in columns').to.exist;
  await settled(el);
  return el;
}

/** The window measures at the next frame and redraws; the turn's scroll waits two frames. */
async function settled(el: YahtzeeScorecard): Promise<void> {
  for (let i = 0; i < 3; i++) {
    await frames(3);
    await el.updateComplete;
  }
}

const scroller = (el: YahtzeeScorecard) => $(el, '.scroller');
const table = (el: YahtzeeScorecard) => $(el, 'table.columns');
/** The seats whose group of columns is drawn, from their name headers. */
const drawnSeats = (el: YahtzeeScorecard) =>
  $$(el, 'thead th.player').map((th) => Number(th.dataset.seat));
const header = (el: YahtzeeScorecard, seat: number) => $(el, `thead th[data-seat="${seat}"]`);

/** Each row's cells cover every column of the table: the box names' and 4 a player's. */
function columnsCovered(el: YahtzeeScorecard): number[] {
  return [...table(el).querySelectorAll('tbody tr:not(.entry-row), thead tr:first-child')].map(
    (tr) => [...(tr as HTMLTableRowElement).cells].reduce((sum, cell) => sum + cell.colSpan, 0),
  );
}

/** Scrolls the table sideways, as a swipe does, and waits for the groups it brings. */
async function scrollTo(el: YahtzeeScorecard, left: number): Promise<void> {
  scroller(el).scrollLeft = left;
  await settled(el);
}

/** True when the group's name header lies (at least partly) right of the sticky box names, in view. */
function inView(el: YahtzeeScorecard, seat: number): boolean {
  const group = header(el, seat).getBoundingClientRect();
  const boxes = $(el, 'thead th').getBoundingClientRect();
  const view = scroller(el).getBoundingClientRect();
  return group.right > boxes.right && group.left < view.right;
}

afterEach(async () => {
  await clearStorage(prefix);
  await setViewport({ width: 800, height: 600 });
});

describe('drawnColumns for groups', () => {
  const runs = 500;
  it(`draws every seat in view, its overscan and the current one, each once and in order, the rest as maximal gaps (${runs} generated tables)`, () => {
    const table = fc
      .record({
        players: fc.integer({ min: 1, max: 200 }),
        first: fc.nat(199),
        width: fc.nat(30),
        current: fc.integer({ min: -1, max: 199 }),
        overscan: fc.nat(5),
      })
      .map((t) => ({
        ...t,
        first: t.first % t.players,
        current: Math.min(t.current, t.players - 1),
      }));
    fc.assert(
      fc.property(table, ({ players, first, width, current, overscan }) => {
        const last = first + width;
        const columns = drawnColumns(players, first, last, current, overscan);
        const seats: number[] = [];
        for (const column of columns) {
          if (column >= 0) seats.push(column);
          else for (let i = 0; i < -column; i++) seats.push(-1);
        }
        expect(seats).to.have.length(players);
        seats.forEach((seat, index) => {
          const wanted =
            (index >= first - overscan && index <= last + overscan) || index === current;
          expect(seat, `seat ${index}`).to.equal(wanted ? index : -1);
        });
        columns.forEach((column, i) => {
          if (column < 0) expect(columns[i + 1] ?? 0, 'two gaps in a row').to.be.at.least(0);
        });
      }),
      { numRuns: runs },
    );
  });
});

describe('<yahtzee-scorecard> in columns, a big table', () => {
  it('loads a saved Yam’s game of 40 players drawing a few groups, the current one among them, each row covering all 161 columns', async () => {
    const el = await card(yams(40, 25));
    expect(el.currentPlayer).to.equal(25);
    expect(table(el).classList.contains('windowed')).to.equal(true);
    const seats = drawnSeats(el);
    // Two groups fit in view at 390 px; with one more each side, at most about 5.
    expect(seats.length, `drawn: ${seats}`).to.be.within(2, 6);
    expect(seats).to.include(25);
    expect(inView(el, 25), 'the current player scrolled into view').to.equal(true);
    expect(table(el).getAttribute('aria-colcount')).to.equal('161');
    expect(header(el, 25).getAttribute('aria-colindex')).to.equal(String(2 + 25 * 4));
    // The gaps: one cell per row for a run of players, 4 columns each.
    const gaps = $$<HTMLTableCellElement>(el, 'thead tr:first-child td.gap');
    expect(gaps.length).to.be.within(1, 2);
    for (const gap of gaps) expect(gap.colSpan % 4).to.equal(0);
    expect(new Set(columnsCovered(el))).to.deep.equal(new Set([161]));
    // Cells of a box row: the drawn groups' 4 columns each, and the gaps.
    const aces = $$(el, 'tr[data-category="ones"] td.cell-td');
    expect(aces).to.have.length(seats.length * 4);
    expect(aces.filter((td) => text(td) === '3')).to.have.length(seats.length);
    expect(shown(header(el, 25))).to.contain('P26');
    await expect(el).to.be.accessible();
  });

  it('draws the groups a sideways scroll brings into view, keeps the current one, and the table as wide', async () => {
    const el = await card(yams(40, 25));
    const width = table(el).scrollWidth;
    const group = header(el, 25).getBoundingClientRect().width;
    const boxes = $(el, 'thead th').getBoundingClientRect().width;
    // Every group as wide as the drawn one: the table is as wide as if all were drawn.
    expect(width).to.be.closeTo(boxes + 40 * group, 2);
    const widths = [width];

    await scrollTo(el, scroller(el).scrollWidth);
    let seats = drawnSeats(el);
    expect(seats).to.include.members([38, 39]);
    expect(seats).to.include(25, 'the current player, scrolled away');
    expect(seats.length).to.be.at.most(7);
    expect(inView(el, 39)).to.equal(true);
    expect(shown(header(el, 39))).to.contain('P40');
    expect(text($(el, 'tr[data-category="ones"] td[data-seat="39"][data-column="down"]'))).to.equal(
      '3',
    );
    expect(text($(el, 'td.player-total[data-seat="39"]'))).to.equal('3');
    expect(new Set(columnsCovered(el))).to.deep.equal(new Set([161]));
    widths.push(table(el).scrollWidth);

    await scrollTo(el, 0);
    seats = drawnSeats(el);
    expect(seats).to.include.members([0, 1, 25]);
    expect(seats).to.not.include(39);
    expect(inView(el, 0)).to.equal(true);
    widths.push(table(el).scrollWidth);

    // Half way, a step at a time: the groups come and go, the width stays.
    for (let left = 0; left < scroller(el).scrollWidth / 2; left += 700) {
      await scrollTo(el, left);
      widths.push(table(el).scrollWidth);
      const first = Math.floor(left / group);
      expect(drawnSeats(el), `at ${left} px`).to.include(first);
    }
    for (const each of widths) expect(each).to.be.closeTo(width, 2);
    await expect(el).to.be.accessible();
  });

  it('at 320 px, scrolls the current player’s whole group into view, right of the box names', async () => {
    const el = await card(yams(12, 3), { width: 320 });
    expect(el.currentPlayer).to.equal(3);
    const group = header(el, 3).getBoundingClientRect();
    const boxes = $(el, 'thead th').getBoundingClientRect();
    const view = scroller(el).getBoundingClientRect();
    expect(group.left, 'left edge').to.be.at.least(boxes.right - 1);
    expect(group.right, 'right edge').to.be.at.most(view.right + 1);
    // Its four columns' boxes, the place buttons of a roll among them, are in view too.
    await typeDice(el, [6, 6, 6, 2, 2]);
    const places = $$(el, 'td[data-seat="3"] button[data-place]');
    expect(places.length).to.be.greaterThan(10);
    for (const place of places) {
      const box = place.getBoundingClientRect();
      expect(box.right, place.dataset.column).to.be.at.most(view.right + 1);
    }
  });

  it('at 280 px, a group wider than the view: scrolled to its first column, right of the box names', async () => {
    const el = await card(yams(12, 3), { width: 280 });
    const group = header(el, 3).getBoundingClientRect();
    const boxes = $(el, 'thead th').getBoundingClientRect();
    const view = scroller(el).getBoundingClientRect();
    expect(group.width).to.be.greaterThan(view.right - boxes.right);
    expect(group.left).to.be.closeTo(boxes.right, 1);
  });

  it('keeps the table as wide when the group of a name longer than the group comes and goes', async () => {
    const long = 'Wolfeschlegelsteinhausenbergerdorff';
    const names = players(40);
    names[1] = long;
    const el = await card(yams(40, 0, names));
    expect(drawnSeats(el)).to.include(1);
    // Shown whole, wrapped inside its group.
    expect(shown(header(el, 1)).replace(/\s/g, '')).to.contain(long);
    const width = table(el).scrollWidth;
    expect(header(el, 1).offsetWidth).to.be.closeTo(header(el, 0).offsetWidth, 1);
    await scrollTo(el, scroller(el).scrollWidth);
    expect(drawnSeats(el)).to.not.include(1);
    expect(table(el).scrollWidth).to.be.closeTo(width, 2);
  });

  it('writes a tapped place into its box and column of the current player, scrolled to from far away', async () => {
    const el = await card(yams(40, 25));
    await scrollTo(el, scroller(el).scrollWidth);
    expect(inView(el, 25)).to.equal(false);
    await typeDice(el, [6, 6, 6, 2, 2]);
    // The places are in the current player's boxes: Sixes of the free column here.
    const sixes = 'td[data-seat="25"][data-column="free"] button[data-place="sixes"]';
    expect($(el, sixes), 'the place in Sixes, free column').to.exist;
    // As a person would: scrolled to it, then tapped once the columns around it are drawn (a
    // click between the scroll and that redraw could press on one button and lift on another).
    $(el, sixes).scrollIntoView({ block: 'center', inline: 'center' });
    await settled(el);
    await clickOn($(el, sixes));
    await saved(el);
    await settled(el);
    expect(el.currentPlayer).to.equal(26);
    expect(el.totals(25).columns[2]!.upper).to.equal(18);
    expect(el.totals(25).columns[0]!.upper).to.equal(3);
    await scrollTo(el, header(el, 25).offsetLeft - $(el, 'thead th').offsetWidth);
    expect(
      text($(el, 'tr[data-category="sixes"] td[data-seat="25"][data-column="free"]')),
    ).to.equal('18');
    expect(
      text($(el, 'tr[data-category="sixes"] td[data-seat="25"][data-column="down"]')),
    ).to.equal('');
    // The next player's group is drawn and in view; its descending column opens Twos now.
    expect(drawnSeats(el)).to.include(26);
    await typeDice(el, [2, 2, 1, 3, 5]);
    const twos = $<HTMLButtonElement>(
      el,
      'td[data-seat="26"][data-column="down"] button[data-place="twos"]',
    );
    await clickOn(twos);
    await saved(el);
    expect(el.totals(26).columns[0]!.upper).to.equal(3 + 4);
    await expect(el).to.be.accessible();
  });

  it('draws more groups when the view grows (a resize measures again)', async () => {
    const el = await card(yams(40, 0));
    const narrow = drawnSeats(el).length;
    await setViewport({ width: 1400, height: 844 });
    await settled(el);
    const wide = drawnSeats(el);
    expect(wide.length).to.be.greaterThan(narrow);
    // Every group in the wider view is drawn.
    for (const seat of wide) expect(header(el, seat)).to.exist;
    const last = Math.max(...wide.filter((seat) => inView(el, seat)));
    expect(last).to.be.greaterThan(3);
  });

  it('draws every player’s every column while the page prints, and the ones in view after', async () => {
    const el = await card(yams(40, 25));
    window.dispatchEvent(new Event('beforeprint'));
    await el.updateComplete;
    expect(drawnSeats(el)).to.have.length(40);
    expect($$(el, 'tr[data-category="ones"] td.cell-td')).to.have.length(160);
    expect($$(el, 'td.gap')).to.have.length(0);
    expect(table(el).classList.contains('windowed')).to.equal(false);
    window.dispatchEvent(new Event('afterprint'));
    await settled(el);
    expect(drawnSeats(el).length).to.be.at.most(7);
  });

  // The window starts where a table drawn whole would have more than 20 score columns.
  for (const [ruleset, count, windowed] of [
    ['yams', 5, false],
    ['yams', 6, true],
    ['triple-yahtzee', 6, false],
    ['triple-yahtzee', 7, true],
  ] as const) {
    it(`${ruleset}, ${count} players: ${windowed ? 'only the groups in view' : 'every group'}`, async () => {
      const el = await card(undefined, { ruleset, names: players(count).join(',') });
      expect(table(el).classList.contains('windowed')).to.equal(windowed);
      const seats = drawnSeats(el);
      if (windowed) expect(seats.length).to.be.below(count);
      else expect(seats).to.have.length(count);
      expect(seats).to.include(0);
    });
  }
});
