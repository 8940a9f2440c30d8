// The sheet of a game in columns, drawn alone in a real page with the card's styles: each player's
// columns under the player's name, headed by their direction, the places of a roll as buttons in
// their cells (a real click reports box, column and dice), the column totals and the grand total
// checked by hand, the current player's columns in view on a phone, and axe.
import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { render } from 'lit';
import { columnNames } from '../../src/i18n/columns.js';
import { loadLanguage, type Language } from '../../src/i18n/index.js';
import { theme } from '../../src/internal/theme.styles.js';
import type { Dice } from '../../src/rules/dice.js';
import {
  currentPlayer,
  enterDice,
  enterPoints,
  legalPlacements,
  newGame,
  playerTotals,
  type Game,
} from '../../src/rules/game.js';
import type { CategoryId } from '../../src/rules/rulesets.js';
import {
  columnsSheetView,
  columnsStyles,
  type ColumnsSheetInput,
} from '../../src/yahtzee-scorecard/columns-view.js';
import { scrollToCurrentPlayer } from '../../src/yahtzee-scorecard/scroll.js';
import { cardText } from '../../src/yahtzee-scorecard/text.js';
import { styles } from '../../src/yahtzee-scorecard/yahtzee-scorecard.styles.js';
import { clickOn } from './helpers.js';

const text = (node: Element | null | undefined): string =>
  (node?.textContent ?? '').replace(/\s+/g, ' ').trim();

interface Drawn {
  host: HTMLElement;
  root: ShadowRoot;
  placed: DOMStringMap[];
  opened: DOMStringMap[];
}

/**
 * The sheet drawn in a shadow root with the card's styles and the view's, in a box as wide as the
 * demo page leaves it; `placed` and `opened` collect the data of the buttons tapped.
 */
async function draw(
  game: Game,
  lang: Language,
  more: Partial<ColumnsSheetInput> = {},
  rollNumber?: number,
  dice?: Dice,
): Promise<Drawn> {
  await loadLanguage(lang);
  const wrapper = await fixture<HTMLDivElement>(
    html`<div lang=${lang} style="margin-inline: 9px"><div class="host"></div></div>`,
  );
  const host = wrapper.querySelector<HTMLElement>('.host')!;
  const root = host.attachShadow({ mode: 'open' });
  root.adoptedStyleSheets = [theme, styles, columnsStyles].map((sheet) => sheet.styleSheet!);
  const placed: DOMStringMap[] = [];
  const opened: DOMStringMap[] = [];
  const data = (event: Event) => ({ ...(event.currentTarget as HTMLElement).dataset });
  render(
    html`<div class="scroller">
      ${columnsSheetView(
        {
          text: cardText(lang),
          words: columnNames[lang],
          game,
          totals: game.players.map((_, seat) => playerTotals(game, seat)),
          player: currentPlayer(game),
          winners: [],
          ...(dice && { dice, placements: legalPlacements(game, dice, rollNumber) }),
          ...more,
        },
        {
          onPlace: (event) => placed.push(data(event)),
          onCell: (event) => opened.push(data(event)),
        },
      )}
    </div>`,
    root,
  );
  return { host, root, placed, opened };
}

/** The cell of a seat's box in a column. */
const cellOf = (root: ShadowRoot, seat: number, column: string, box: CategoryId) =>
  root.querySelector<HTMLElement>(
    `tr[data-category="${box}"] td[data-seat="${seat}"][data-column="${column}"]`,
  )!;

/** The cells of a total row, found by its header. */
function totalRow(root: ShadowRoot, header: string): string[] {
  const th = [...root.querySelectorAll('th[scope="row"]')].find((cell) => text(cell) === header);
  expect(th, `row ${header}`).to.exist;
  return [...th!.parentElement!.querySelectorAll('td')].map((cell) => text(cell));
}

const frames = async (count: number): Promise<void> => {
  for (let i = 0; i < count; i++) await new Promise(requestAnimationFrame);
};

const yams = (players = ['Anna', 'Bob']) => newGame({ ruleset: 'yams', players });

afterEach(async () => {
  await setViewport({ width: 800, height: 600 });
});

describe('columns sheet', () => {
  it('groups each player’s four Yam’s columns under the name, each headed by its direction in French', async () => {
    const { root, host } = await draw(yams(), 'fr');
    const players = [...root.querySelectorAll('thead th.player')];
    expect(players.map(text)).to.deep.equal(['Anna à jouer', 'Bob à jouer']);
    expect(players.map((th) => th.getAttribute('colspan'))).to.deep.equal(['4', '4']);
    expect(players.map((th) => th.getAttribute('scope'))).to.deep.equal(['colgroup', 'colgroup']);
    const heads = [...root.querySelectorAll('.column-heads th')].map(text);
    const four = ['↓ Descendante', '↑ Montante', '↕ Libre', 'Sèche'];
    expect(heads).to.deep.equal([...four, ...four]);
    // 13 boxes, each with a cell per player and column.
    const rows = [...root.querySelectorAll('tr[data-category]')];
    expect(rows).to.have.length(13);
    for (const row of rows) expect(row.querySelectorAll('td')).to.have.length(8);
    expect(totalRow(root, 'Total colonne')).to.deep.equal(Array(8).fill('0'));
    expect(totalRow(root, 'Total général')).to.deep.equal(['0', '0']);
    await expect(host).to.be.accessible();
  });

  it('drawn in part (the column window): each left-out run one cell per row as wide as its columns, the rest placed for screen readers', async () => {
    const game = newGame({ ruleset: 'triple-yahtzee', players: ['A', 'B', 'C', 'D', 'E'] });
    const gap = (count: number) => html`<td class="gap" colspan=${count * 3}></td>`;
    // Seats 1..3 left out: one gap of 3 players, 9 columns.
    const { root, host } = await draw(game, 'en', { drawn: { seats: [0, -3, 4], gap } });
    const table = root.querySelector('table')!;
    expect(table.classList.contains('windowed')).to.equal(true);
    expect(table.getAttribute('aria-colcount')).to.equal('16');
    const players = [...root.querySelectorAll<HTMLElement>('thead th.player')];
    expect(players.map((th) => th.dataset.seat)).to.deep.equal(['0', '4']);
    expect(players.map((th) => th.getAttribute('aria-colindex'))).to.deep.equal(['2', '14']);
    // Every row covers the 16 columns: box names, 2 players of 3, one gap of 9.
    for (const tr of table.querySelectorAll<HTMLTableRowElement>('tr:not(.column-heads)')) {
      const spans = [...tr.cells].map((cell) => cell.colSpan);
      expect(
        spans.reduce((sum, span) => sum + span, 0),
        text(tr.cells[0]),
      ).to.equal(16);
      expect(
        spans.filter((span) => span === 9),
        text(tr.cells[0]),
      ).to.have.length(1);
    }
    const x3 = cellOf(root, 4, 'x3', 'chance');
    expect(x3.getAttribute('aria-colindex')).to.equal('16');
    // A <col> per column says its width: 1 + 5 players × 3.
    expect(root.querySelectorAll('col[style]')).to.have.length(16);
    await expect(host).to.be.accessible();
  });

  it('with no roll on offer, the current player’s open boxes are buttons by each column’s order; a tap names box and column', async () => {
    const { root, opened } = await draw(yams(), 'fr');
    const buttons = (column: string) =>
      [
        ...root.querySelectorAll<HTMLElement>(`td[data-seat="0"][data-column="${column}"] button`),
      ].map((button) => button.dataset.box);
    // Down: the top box only; up: the bottom box only; free and first roll: every box.
    expect(buttons('down')).to.deep.equal(['ones']);
    expect(buttons('up')).to.deep.equal(['chance']);
    expect(buttons('free')).to.have.length(13);
    expect(buttons('first-roll')).to.have.length(13);
    expect(root.querySelectorAll('td[data-seat="1"] button')).to.have.length(0, 'Bob waits');
    const up = cellOf(root, 0, 'up', 'chance').querySelector('button')!;
    expect(up.getAttribute('aria-label')).to.equal('Anna, Montante, Chance : inscrire un score');
    await clickOn(up);
    expect(opened).to.deep.equal([{ box: 'chance', column: 'up' }]);
  });

  it('puts the places of a roll in their cells, their points shown; a real click reports box, column and dice', async () => {
    const dice: Dice = [1, 1, 1, 2, 3];
    const { root, placed, host } = await draw(yams(), 'fr', {}, 1, dice);
    // Down: only As (3 points); up: only Chance (8).
    const down = cellOf(root, 0, 'down', 'ones').querySelector('button')!;
    expect(text(down)).to.equal('3');
    expect(cellOf(root, 0, 'down', 'twos').querySelector('button')).to.equal(null);
    expect(text(cellOf(root, 0, 'up', 'chance'))).to.equal('8');
    expect(cellOf(root, 0, 'up', 'yams').querySelector('button')).to.equal(null);
    // After a first roll the "sèche" takes it: Brelan there is the three matching dice, 3.
    expect(text(cellOf(root, 0, 'first-roll', 'three-of-a-kind'))).to.equal('3');
    expect(root.querySelectorAll('button[data-place]')).to.have.length(1 + 1 + 13 + 13);
    expect(down.getAttribute('aria-label')).to.equal('Anna, Descendante, As : 3 points');
    await clickOn(down);
    expect(placed).to.have.length(1);
    expect(placed[0]).to.include({ place: 'ones', column: 'down', dice: '1 1 1 2 3', points: '3' });
    await expect(host).to.be.accessible();
  });

  it('after a re-roll the first-roll column has no places', async () => {
    const { root } = await draw(yams(), 'fr', {}, 2, [6, 6, 6, 6, 6]);
    expect(root.querySelectorAll('td[data-column="first-roll"] button')).to.have.length(0);
    expect(root.querySelectorAll('td[data-column="free"] button[data-place]')).to.have.length(13);
    expect(text(cellOf(root, 0, 'free', 'yams'))).to.equal('50');
  });

  it('adds up each column and the player: totals checked by hand', async () => {
    let game = yams();
    game = enterDice(game, 'ones', [1, 1, 1, 2, 3], undefined, 'down'); // Anna: 3
    game = enterDice(game, 'chance', [6, 6, 5, 5, 4], undefined, 'up'); // Bob: 26
    const first = { rollNumber: 1, held: [false, false, false, false, false] };
    game = enterDice(game, 'yams', [4, 4, 4, 4, 4], first, 'first-roll'); // Anna: 50
    game = enterDice(game, 'full-house', [2, 2, 3, 3, 3], undefined, 'free'); // Bob: 25
    game = enterDice(game, 'sixes', [6, 6, 6, 6, 1], undefined, 'free'); // Anna: 24
    const { root } = await draw(game, 'fr', { winners: [0] });
    expect(text(cellOf(root, 0, 'down', 'ones'))).to.equal('3');
    expect(text(cellOf(root, 0, 'first-roll', 'yams'))).to.equal('50');
    expect(text(cellOf(root, 1, 'up', 'chance'))).to.equal('26');
    // Columns in order: Anna down, up, free, first roll; then Bob's.
    expect(totalRow(root, 'Somme du haut')).to.deep.equal([
      '3',
      '0',
      '24',
      '0',
      '0',
      '0',
      '0',
      '0',
    ]);
    expect(totalRow(root, 'Total colonne')).to.deep.equal([
      '3',
      '0',
      '24',
      '50',
      '0',
      '26',
      '25',
      '0',
    ]);
    expect(totalRow(root, 'Total général')).to.deep.equal(['77', '51']);
    expect(root.querySelector('td.player-total[data-seat="0"]')!.classList.contains('winner')).to.be
      .true;
    // The filled box of the other player offers its correction.
    const filled = cellOf(root, 1, 'free', 'full-house').querySelector('button')!;
    expect(filled.getAttribute('aria-label')).to.equal('Bob, Libre, Full : 25 (modifier)');
  });

  it('pays the upper bonus per column: 63 in the free column earns 35 there only', async () => {
    let game = yams(['Anna']);
    const upper: CategoryId[] = ['ones', 'twos', 'threes', 'fours', 'fives', 'sixes'];
    upper.forEach((box, i) => (game = enterPoints(game, box, 3 * (i + 1), 'free')));
    game = enterPoints(game, 'ones', 2, 'down');
    const { root } = await draw(game, 'en');
    expect(totalRow(root, 'Upper sum')).to.deep.equal(['2', '0', '63', '0']);
    expect(totalRow(root, 'Bonus (35 at 63 or more)')).to.deep.equal(['0', '0', '35', '0']);
    expect(totalRow(root, 'Column total')).to.deep.equal(['2', '0', '98', '0']);
    expect(totalRow(root, 'Grand total')).to.deep.equal(['100']);
    // No bonus for a second Yam's by default: no line for it.
    expect(text(root.querySelector('tbody:nth-of-type(2)'))).not.to.contain('each');
  });

  it('heads Triple Yahtzee’s columns ×1 ×2 ×3 with no arrow, and multiplies each column’s total', async () => {
    let game = newGame({ ruleset: 'triple-yahtzee', players: ['Anna'] });
    game = enterDice(game, 'chance', [2, 3, 4, 5, 6], undefined, 'x1'); // 20
    game = enterDice(game, 'chance', [2, 3, 4, 5, 6], undefined, 'x2'); // 20 × 2
    game = enterDice(game, 'yahtzee', [5, 5, 5, 5, 5], undefined, 'x3'); // 50 × 3
    const { root, host } = await draw(game, 'en');
    expect([...root.querySelectorAll('.column-heads th')].map(text)).to.deep.equal([
      '×1',
      '×2',
      '×3',
    ]);
    expect(totalRow(root, 'Lower total')).to.deep.equal(['20', '20', '50']);
    expect(totalRow(root, 'Column total')).to.deep.equal(['20', '40', '150']);
    expect(totalRow(root, 'Grand total')).to.deep.equal(['210']);
    await expect(host).to.be.accessible();
  });

  for (const width of [390, 320]) {
    it(`at ${width} px the current player’s four columns scroll into view whole, right of the box names`, async () => {
      await setViewport({ width, height: 844 });
      let game = yams(['Anna', 'Bob', 'Cleo']);
      game = enterDice(game, 'ones', [1, 1, 2, 3, 4], undefined, 'down');
      game = enterDice(game, 'ones', [1, 1, 2, 3, 4], undefined, 'down');
      const { root } = await draw(game, 'fr', {}, 1, [2, 2, 3, 4, 5]);
      const scroller = root.querySelector<HTMLElement>('.scroller')!;
      expect(scroller.scrollWidth).to.be.above(scroller.clientWidth, 'the table is wider');
      scrollToCurrentPlayer(root);
      await frames(3);
      const view = scroller.getBoundingClientRect();
      const names = root.querySelector('thead th')!.getBoundingClientRect();
      const cleo = root.querySelector('th.player.current')!;
      expect(text(cleo)).to.equal('Cleo à jouer');
      const heads = [...root.querySelectorAll('.column-heads th')].slice(8);
      for (const head of [cleo, ...heads]) {
        const box = head.getBoundingClientRect();
        expect(box.left, text(head)).to.be.at.least(names.right - 1);
        expect(box.right, text(head)).to.be.at.most(view.right + 1);
      }
    });
  }
});
