// A big table on a phone: 100 players at 390 px, where the card draws only the columns in view.
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import '../../src/yahtzee-scorecard/yahtzee-scorecard.js';
import type { YahtzeeScorecard } from '../../src/yahtzee-scorecard/yahtzee-scorecard.js';
import { drawnColumns } from '../../src/yahtzee-scorecard/column-window.js';
import { drawEveryColumnUpTo } from '../../src/yahtzee-scorecard/sheet-view.js';
import { clickOn } from '../dice-roller/helpers.js';
import { $, $$, clearStorage, clickPlacement, shown, text, typeDice } from './helpers.js';

const prefix = 'test-big-table';
const names = (count: number) => Array.from({ length: count }, (_, i) => `P${i + 1}`).join(',');

const frames = async (count: number): Promise<void> => {
  for (let i = 0; i < count; i++) await new Promise(requestAnimationFrame);
};

async function card(count = 100): Promise<YahtzeeScorecard> {
  await setViewport({ width: 390, height: 844 });
  const el = await fixture<YahtzeeScorecard>(
    html`<yahtzee-scorecard lang="en" storage-key=${`${prefix}:card`} players=${names(count)}>
    </yahtzee-scorecard>`,
  );
  await el.updateComplete;
  // A big table's column window comes as a file of its own: it draws every column until then.
  if (count > drawEveryColumnUpTo) {
    for (let wait = 0; !el.shadowRoot!.querySelector('table.windowed') && wait < 100; wait++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  await settledView(el);
  return el;
}

/** The scroll handler measures at the next frame and redraws: wait for both. */
async function settledView(el: YahtzeeScorecard): Promise<void> {
  await frames(3);
  await el.updateComplete;
}

const drawnSeats = (el: YahtzeeScorecard) =>
  $$(el, 'thead th[data-seat]').map((th) => Number(th.dataset.seat));
const scroller = (el: YahtzeeScorecard) => $(el, '.scroller');
const header = (el: YahtzeeScorecard, seat: number) => $(el, `thead th[data-seat="${seat}"]`);

/** Scrolls the table so that `seat`'s column is the first right of the box names. */
async function scrollTo(el: YahtzeeScorecard, seat: number): Promise<void> {
  scroller(el).scrollLeft = seat * header(el, 0).offsetWidth;
  await settledView(el);
}

/** True when the column's header is in the scroller's view, right of the sticky box names. */
function inView(el: YahtzeeScorecard, seat: number): boolean {
  const column = header(el, seat).getBoundingClientRect();
  const boxes = $(el, 'thead th').getBoundingClientRect();
  const view = scroller(el).getBoundingClientRect();
  return column.left >= boxes.right - 1 && column.right <= view.right + 1;
}

afterEach(async () => {
  // A save still on its way would land after the clearing, as another tab's game to the next test.
  await clearStorage(prefix);
  await setViewport({ width: 800, height: 600 });
});

describe('drawnColumns', () => {
  it('covers every seat once, in order: the seats in view, their neighbours and the current one drawn, the rest as gaps', () => {
    for (let players = drawEveryColumnUpTo + 1; players <= 40; players++) {
      for (let first = 0; first < players; first += 3) {
        for (const last of [first, first + 3, players - 1]) {
          for (const current of [-1, 0, Math.floor(players / 2), players - 1]) {
            const columns = drawnColumns(players, first, last, current);
            const seats: number[] = [];
            for (const column of columns) {
              if (column >= 0) seats.push(column);
              else for (let i = 0; i < -column; i++) seats.push(-1);
            }
            const where = `${players} players, ${first}..${last}, current ${current}`;
            expect(seats, where).to.have.length(players);
            seats.forEach((seat, index) => seat >= 0 && expect(seat, where).to.equal(index));
            for (let seat = first; seat <= Math.min(last, players - 1); seat++) {
              expect(seats[seat], `${where}: ${seat} in view`).to.equal(seat);
            }
            if (current >= 0) expect(seats[current], where).to.equal(current);
            // Two gaps never follow each other: each is as long as it can be.
            columns.forEach((column, i) => {
              if (column < 0) expect(columns[i + 1] ?? 0, where).to.be.at.least(0);
            });
          }
        }
      }
    }
  });
});

describe('<yahtzee-scorecard> with 100 players at 390 px', () => {
  it('draws the columns in view and keeps the room of the others', async () => {
    const el = await card();
    const seats = drawnSeats(el);
    expect(seats.length).to.be.within(4, 20);
    expect(seats[0]).to.equal(0);
    expect(text(header(el, 0))).to.contain('P1');
    const table = $(el, 'table.sheet');
    expect(table.getAttribute('aria-colcount')).to.equal('101');
    expect(header(el, 0).getAttribute('aria-colindex')).to.equal('2');
    // The table is as wide as if every column were drawn.
    const column = header(el, 0).offsetWidth;
    const boxes = $(el, 'thead th').offsetWidth;
    expect(table.offsetWidth).to.be.closeTo(boxes + 100 * column, 2);
    await expect(el).to.be.accessible();
  });

  it('draws the columns a sideways swipe brings into view, with their names and totals', async () => {
    const el = await card();
    await scrollTo(el, 50);
    expect(drawnSeats(el)).to.include.members([48, 49, 50, 51, 52]);
    expect(inView(el, 50)).to.equal(true);
    expect(shown(header(el, 50))).to.equal('P51');
    expect(header(el, 50).getAttribute('aria-colindex')).to.equal('52');
    // The current player's column stays drawn far out of view, so its focus is never lost.
    expect(drawnSeats(el)).to.include(0);
    expect($$(el, 'td.total[data-seat="50"]').map(text)).to.include('0');
    await scrollTo(el, 96);
    expect(shown(header(el, 99))).to.equal('P100');
    expect(drawnSeats(el)).to.not.include(50);
    await expect(el).to.be.accessible();
  });

  it('writes a tapped roll in the current player’s column, then draws the next player’s, in view', async () => {
    const el = await card();
    await typeDice(el, [6, 6, 6, 2, 2]);
    await clickPlacement(el, 'sixes');
    await settledView(el);
    expect(text($(el, 'tr[data-category="sixes"] td[data-seat="0"]'))).to.equal('18');
    expect(el.currentPlayer).to.equal(1);
    // 59 more turns: the turn passes to seat 60, whose column is drawn and scrolled into view.
    for (let turn = 1; turn < 60; turn++) el.scratch('chance');
    await el.updateComplete;
    await settledView(el);
    await settledView(el);
    expect(el.currentPlayer).to.equal(60);
    expect($(el, 'thead th.current').dataset.seat).to.equal('60');
    expect(inView(el, 60)).to.equal(true);
    expect(drawnSeats(el).length).to.be.at.most(20);
    // A box tapped there opens its entry panel in view, though the columns before it are gaps.
    $<HTMLButtonElement>(el, 'button.cell[data-box="threes"]').click();
    await el.updateComplete;
    await settledView(el);
    const panel = $(el, 'section.entry').getBoundingClientRect();
    const view = scroller(el).getBoundingClientRect();
    expect(panel.left).to.be.at.least(view.left - 1);
    expect(panel.right).to.be.at.most(view.right + 1);
  });

  it('moves along the current player’s open boxes by keyboard', async () => {
    const el = await card();
    const cells = $$<HTMLButtonElement>(el, 'button.cell');
    expect(cells).to.have.length(13);
    cells[0]!.focus();
    await sendKeys({ press: 'ArrowDown' });
    expect(el.shadowRoot!.activeElement).to.equal(cells[1]);
    await sendKeys({ press: 'End' });
    expect(el.shadowRoot!.activeElement).to.equal(cells[12]);
  });

  it('draws every column while the page prints, and the ones in view again after', async () => {
    const el = await card();
    let task = false;
    setTimeout(() => (task = true));
    window.dispatchEvent(new Event('beforeprint'));
    await el.updateComplete;
    // Drawn in the microtasks after beforeprint, before any task: the page is laid out for paper then.
    expect(task).to.equal(false);
    expect(drawnSeats(el)).to.have.length(100);
    expect($(el, 'table.sheet').classList.contains('windowed')).to.equal(false);
    window.dispatchEvent(new Event('afterprint'));
    await el.updateComplete;
    expect(drawnSeats(el).length).to.be.at.most(20);
  });

  it('draws the players only while their list is open after the first score; opened, it shows every name and renames', async () => {
    const el = await card();
    const details = $<HTMLDetailsElement>(el, 'details.players');
    expect(details.open).to.equal(true);
    expect($$(el, '.players input[id^="name-"]')).to.have.length(
      100,
      'drawn before the first score',
    );
    const folded = oneEvent(details, 'toggle');
    el.scratch('chance');
    await folded;
    await el.updateComplete;
    expect(details.open).to.equal(false);
    expect($$(el, '.players input')).to.have.length(0, 'a folded list draws no rows');

    const summary = $(el, '.players summary');
    summary.scrollIntoView({ block: 'center' });
    const unfolded = oneEvent(details, 'toggle');
    await clickOn(summary);
    await unfolded;
    await el.updateComplete;
    expect(details.open).to.equal(true);
    const fields = $$<HTMLInputElement>(el, '.players input');
    expect(fields.map((field) => field.value)).to.deep.equal(names(100).split(','));
    expect(text($(el, 'label[for="name-99"]'))).to.equal('Name of player 100');
    await expect(el).to.be.accessible();

    const field = $<HTMLInputElement>(el, '#name-41');
    field.focus();
    field.select();
    await sendKeys({ type: 'Zoë' });
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(el.players[41]).to.equal('Zoë');
    expect(field.value).to.equal('Zoë');
    // A score while it is open keeps it open and drawn.
    el.scratch('chance');
    await el.updateComplete;
    expect(details.open).to.equal(true);
    expect($$(el, '.players input')).to.have.length(100);
  });

  it('draws every column again, with no column counts left behind, when players leave a big table', async () => {
    const el = await card(drawEveryColumnUpTo + 1);
    expect($(el, 'table.sheet').getAttribute('aria-colcount')).to.equal('22');
    el.removePlayer(0);
    await el.updateComplete;
    await settledView(el);
    expect(drawnSeats(el)).to.have.length(drawEveryColumnUpTo);
    const table = $(el, 'table.sheet');
    expect(table.hasAttribute('aria-colcount')).to.equal(false);
    expect(table.querySelectorAll('[aria-colindex]')).to.have.length(0);
    await expect(el).to.be.accessible();
  });

  it('draws every column of a table of 20', async () => {
    const el = await card(drawEveryColumnUpTo);
    expect(drawnSeats(el)).to.have.length(drawEveryColumnUpTo);
    expect($(el, 'table.sheet').hasAttribute('aria-colcount')).to.equal(false);
  });
});
