// The card plays the games in columns: Yam's and Triple Yahtzee on <yahtzee-scorecard>, their
// sheet in columns, the column as the last argument of its methods (refused in the page's language
// when left out), a tap on a box of a column writing the roll, the first-roll column closed after
// a re-roll of a linked roller, and a whole game of each, its totals worked out by hand here.
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/dice-roller/dice-roller.js';
import '../../src/yahtzee-scorecard/yahtzee-scorecard.js';
import type { DiceRoller } from '../../src/dice-roller/dice-roller.js';
import type { ScoreChangeDetail } from '../../src/events.js';
import type { CategoryId } from '../../src/rules/rulesets.js';
import type { YahtzeeScorecard } from '../../src/yahtzee-scorecard/yahtzee-scorecard.js';
import { facesSource, rollButton, shadow } from '../dice-roller/helpers.js';
import { getRuleset } from '../../src/rules/index.js';
import { $, $$, allSaved, clearStorage, clickOn, saved, text, typeDice } from './helpers.js';

const prefix = 'test-columns';

async function card(
  ruleset: string,
  players: string,
  lang = 'en',
  roller = false,
): Promise<{ card: YahtzeeScorecard; roller: DiceRoller | null }> {
  const wrapper = await fixture<HTMLDivElement>(
    html`<div lang=${lang}>
      ${
        roller
          ? html`<dice-roller
              id="columns-roller"
              ruleset=${ruleset}
              storage-key=${`${prefix}:roller`}
            ></dice-roller>`
          : ''
      }
      <yahtzee-scorecard
        ruleset=${ruleset}
        players=${players}
        dice-roller=${roller ? 'columns-roller' : ''}
        storage-key=${`${prefix}:card`}
      ></yahtzee-scorecard>
    </div>`,
  );
  const el = wrapper.querySelector('yahtzee-scorecard')!;
  await sheetDrawn(el);
  return { card: el, roller: wrapper.querySelector('dice-roller') };
}

/** The sheet in columns comes in a file of its own, after the card's later file. */
async function sheetDrawn(el: YahtzeeScorecard): Promise<void> {
  for (let i = 0; i < 100 && !$(el, 'table.columns'); i++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    await el.updateComplete;
  }
  expect($(el, 'table.columns'), 'the sheet in columns').to.exist;
}

/** The cell of a seat's box in a column. */
const cellOf = (el: YahtzeeScorecard, seat: number, column: string, box: CategoryId) =>
  $(el, `tr[data-category="${box}"] td[data-seat="${seat}"][data-column="${column}"]`);

/** The cells of a total row, found by its header. */
function totalRow(el: YahtzeeScorecard, header: string): string[] {
  const th = $$(el, 'table.columns th[scope="row"]').find((cell) => text(cell) === header);
  expect(th, `row ${header}`).to.exist;
  return [...th!.parentElement!.querySelectorAll('td')].map((cell) => text(cell));
}

/** The rolls of a whole column, box by box in pad order, and what each scores (Yam's sheet). */
const column: [CategoryId, number[], number][] = [
  ['ones', [1, 1, 1, 2, 3], 3],
  ['twos', [2, 2, 2, 1, 3], 6],
  ['threes', [3, 3, 3, 1, 2], 9],
  ['fours', [4, 4, 4, 1, 2], 12],
  ['fives', [5, 5, 5, 1, 2], 15],
  ['sixes', [6, 6, 6, 1, 2], 18],
  // Yam's counts the matching dice (12); Yahtzee all five (4+4+4+1+2 = 15).
  ['three-of-a-kind', [4, 4, 4, 1, 2], 12],
  // 12 in Yam's, 13 in Yahtzee.
  ['four-of-a-kind', [3, 3, 3, 3, 1], 12],
  ['full-house', [2, 2, 3, 3, 3], 25],
  ['small-straight', [1, 2, 3, 4, 6], 30],
  ['large-straight', [2, 3, 4, 5, 6], 40],
  ['yams', [6, 6, 6, 6, 6], 50],
  ['chance', [6, 6, 5, 5, 4], 26],
];

/** Types the roll in the card's dice field and taps its place in `columnId`. */
async function tapRoll(
  el: YahtzeeScorecard,
  box: CategoryId,
  dice: number[],
  columnId: string,
): Promise<void> {
  await typeDice(el, dice);
  const place = cellOf(el, 0, columnId, box).querySelector<HTMLElement>('button[data-place]');
  expect(place, `${box} in ${columnId}`).to.exist;
  await clickOn(place!);
  await saved(el);
}

beforeEach(() => clearStorage(prefix));
afterEach(async () => {
  await clearStorage(prefix);
});

describe('<yahtzee-scorecard> games in columns', () => {
  it('ruleset="yams" draws each player’s four columns, 52 rounds; axe', async () => {
    const { card: el } = await card('yams', 'Camille, Hugo', 'fr');
    expect(text($(el, '.turn'))).to.equal('Tour 1 sur 52 : à Camille de jouer');
    expect($$(el, 'thead th.player').map((th) => th.getAttribute('colspan'))).to.deep.equal([
      '4',
      '4',
    ]);
    expect($$(el, '.column-heads th').map(text).slice(0, 4)).to.deep.equal([
      '↓ Descendante',
      '↑ Montante',
      '↕ Libre',
      'Sèche',
    ]);
    // The one-column sheet is not there, nor the roll's own list of places.
    expect($$(el, 'table')).to.have.length(1);
    await expect(el).to.be.accessible();
  });

  it('takes the column as the last argument, refuses it left out or out of order in the page’s language', async () => {
    const { card: el } = await card('yams', 'Camille', 'fr');
    expect(() => el.enterPoints('ones', 3)).to.throw(
      'Choisissez une colonne : Descendante, Montante, Libre ou Sèche.',
    );
    expect(() => el.enterPoints('twos', 6, 'down')).to.throw(
      'La colonne descendante se remplit de haut en bas : As vient ensuite.',
    );
    el.enterPoints('twos', 6, 'free');
    el.enterDice('chance', [6, 6, 5, 5, 4], 'up');
    el.scratch('ones', 'down');
    await saved(el);
    expect(text(cellOf(el, 0, 'free', 'twos'))).to.equal('6');
    expect(text(cellOf(el, 0, 'up', 'chance'))).to.equal('26');
    expect(text(cellOf(el, 0, 'down', 'ones'))).to.equal('0');
    el.changeScore(0, 'twos', 8, 'free');
    await saved(el);
    expect(text(cellOf(el, 0, 'free', 'twos'))).to.equal('8');
    const totals = el.totals(0);
    expect(totals.total).to.equal(34);
    expect(totals.columns.map((c) => [c.column, c.total])).to.deep.equal([
      ['down', 0],
      ['up', 26],
      ['free', 8],
      ['first-roll', 0],
    ]);
  });

  it('a tap on an open box of a column opens its panel; its points are written in that column', async () => {
    const { card: el } = await card('yams', 'Camille', 'en');
    const open = cellOf(el, 0, 'up', 'chance').querySelector<HTMLElement>('button')!;
    await clickOn(open);
    await el.updateComplete;
    const select = $<HTMLSelectElement>(el, '.entry-row select');
    expect(select, 'the panel under the box').to.exist;
    select.value = '20';
    select.dispatchEvent(new Event('change'));
    await el.updateComplete;
    await clickOn($(el, '.entry-row .write-points'));
    await saved(el);
    expect(text(cellOf(el, 0, 'up', 'chance'))).to.equal('20');
    expect(el.totals(0).columns[1]!.total).to.equal(20);
  });

  it('the arrow keys move down a column and along a row of the sheet', async () => {
    const { card: el } = await card('yams', 'Camille', 'en');
    const button = (columnId: string, box: CategoryId) =>
      cellOf(el, 0, columnId, box).querySelector<HTMLElement>('button')!;
    button('free', 'ones').focus();
    await sendKeys({ press: 'ArrowDown' });
    expect(el.shadowRoot!.activeElement).to.equal(button('free', 'twos'));
    await sendKeys({ press: 'ArrowRight' });
    expect(el.shadowRoot!.activeElement).to.equal(button('first-roll', 'twos'));
    await sendKeys({ press: 'ArrowLeft' });
    await sendKeys({ press: 'ArrowUp' });
    expect(el.shadowRoot!.activeElement).to.equal(button('free', 'ones'));
  });

  it('one tap from the linked roller’s roll writes it in a box and column; after a re-roll the first-roll column has no place', async () => {
    const faces = [4, 4, 4, 4, 4, 1, 2, 3, 5, 6, 2, 2, 2, 2, 2];
    const { card: el, roller } = await card('yams', 'Camille, Hugo', 'en', true);
    const changes: ScoreChangeDetail[] = [];
    el.addEventListener('score-change', (event) => changes.push(event.detail));
    roller!.random = facesSource(faces);
    roller!.roll();
    await roller!.updateComplete;
    await el.updateComplete;
    expect($$(el, 'td[data-column="first-roll"] button[data-place]')).to.have.length(13);
    // The roll's own list of places is not shown: its places are the boxes.
    expect($(el, '.placements')?.offsetParent ?? null).to.equal(null);
    await clickOn(cellOf(el, 0, 'first-roll', 'yams').querySelector('button')!);
    await saved(el);
    expect(text(cellOf(el, 0, 'first-roll', 'yams'))).to.equal('50');
    // What was written names its column, on screen and in the live region.
    expect(text($(el, '.written'))).to.match(/^Camille: 50 in Yam.s \(First roll\)/);
    expect(text($(el, '.base > [role="status"]'))).to.match(
      /^Camille: 50 in Yam.s \(First roll\)\. Hugo/,
    );
    // Hugo rolls twice: his first-roll column is closed for this turn.
    roller!.roll();
    await roller!.updateComplete;
    await el.updateComplete;
    expect($$(el, 'td[data-seat="1"][data-column="first-roll"] button[data-place]')).to.have.length(
      13,
    );
    roller!.roll();
    await roller!.updateComplete;
    await el.updateComplete;
    expect($$(el, 'td[data-column="first-roll"] button[data-place]')).to.have.length(0);
    expect(() => el.scratch('chance', 'first-roll')).to.throw(/first roll/i);
    await clickOn(cellOf(el, 1, 'free', 'yams').querySelector('button')!);
    await saved(el);
    expect(text(cellOf(el, 1, 'free', 'yams'))).to.equal('50');
    // Each score-change says the column it was written in.
    expect(
      changes.map(({ player, category, column, points }) => [player, category, column, points]),
    ).to.deep.equal([
      [0, 'yams', 'first-roll', 50],
      [1, 'yams', 'free', 50],
    ]);
  });

  it('with only Sèche boxes left, the linked roller gives the turn one roll, and its places are the Sèche boxes', async () => {
    const { card: el, roller } = await card('yams', 'Camille, Hugo', 'fr', true);
    const boxes = [...getRuleset('yams').categories];
    // Every box but the Sèche's, for both players, in each column's order: 0 each.
    boxes.forEach((box, i) => {
      for (const [column, at] of [
        ['down', box],
        ['up', boxes[boxes.length - 1 - i]!],
        ['free', box],
      ] as const) {
        for (let seat = 0; seat < 2; seat++) el.enterPoints(at, 0, column);
      }
    });
    await el.updateComplete;
    await roller!.updateComplete;
    await allSaved();
    expect(el.currentPlayer).to.equal(0);
    // The roller says so before the roll: one roll this turn.
    expect(shadow(roller!).textContent).to.include('1 lancer ce tour-ci');
    roller!.random = facesSource([6, 6, 6, 6, 6, 1, 1, 1, 1, 1]);
    await clickOn(rollButton(roller!));
    await roller!.updateComplete;
    await el.updateComplete;
    // One roll this turn: Roll is spent, and the roll may go in any Sèche box.
    expect(rollButton(roller!).disabled).to.equal(true);
    expect(shadow(roller!).textContent).to.include('Lancer 1 sur 1');
    expect(() => roller!.roll()).to.throw();
    expect($$(el, 'td[data-seat="0"][data-column="first-roll"] button[data-place]')).to.have.length(
      13,
    );
    await clickOn(cellOf(el, 0, 'first-roll', 'yams').querySelector('button')!);
    await saved(el);
    expect(text(cellOf(el, 0, 'first-roll', 'yams'))).to.equal('50');
    expect(el.currentPlayer).to.equal(1);
  });

  it('plays a whole Yam’s game: down and up by the API, free by taps, first roll with a 0 in Yam’s; 1,122 by hand', async () => {
    const { card: el } = await card('yams', 'Camille', 'fr');
    let events = 0;
    el.addEventListener('score-change', () => events++);
    for (const [box, dice] of column) el.enterDice(box, dice, 'down');
    for (const [box, dice] of [...column].reverse()) el.enterDice(box, dice, 'up');
    await saved(el);
    for (const [box, dice] of column) await tapRoll(el, box, dice, 'free');
    for (const [box, dice] of column) {
      if (box === 'yams') el.scratch(box, 'first-roll');
      else el.enterDice(box, dice, 'first-roll');
    }
    await saved(el);
    expect(events).to.equal(52);
    // Each full column: upper 3+6+9+12+15+18 = 63, bonus 35, lower 12+12+25+30+40+50+26 = 195.
    expect(totalRow(el, 'Somme du haut')).to.deep.equal(['63', '63', '63', '63']);
    expect(totalRow(el, 'Bonus (35 à partir de 63)')).to.deep.equal(['35', '35', '35', '35']);
    // The first-roll column has 0 in Yam's: 195 - 50.
    expect(totalRow(el, 'Total du bas')).to.deep.equal(['195', '195', '195', '145']);
    expect(totalRow(el, 'Total colonne')).to.deep.equal(['293', '293', '293', '243']);
    // 3 × 293 + 243.
    expect(totalRow(el, 'Total général')).to.deep.equal(['1 122']);
    expect(el.totals(0).total).to.equal(1122);
    expect($(el, 'section.over'), 'the game is over').to.exist;
    await expect(el).to.be.accessible();
  });

  it('plays a whole Triple Yahtzee game: ×1 and ×2 by the API, ×3 by taps; 1,782 by hand', async () => {
    const { card: el } = await card('triple-yahtzee', 'Ann', 'en');
    // Yahtzee's boxes: three and four of a kind count all five dice, Yahtzee is its own box.
    const yahtzee = column.map(([box, dice]): [CategoryId, number[]] => [
      box === 'yams' ? 'yahtzee' : box,
      dice,
    ]);
    expect(() => el.enterDice('ones', [1, 1, 1, 2, 3])).to.throw('Choose a column: ×1, ×2, or ×3.');
    for (const [box, dice] of yahtzee) el.enterDice(box, dice, 'x1');
    for (const [box, dice] of yahtzee) el.enterDice(box, dice, 'x2');
    await saved(el);
    expect(text($(el, '.turn'))).to.equal('Round 27 of 39: Ann’s turn');
    for (const [box, dice] of yahtzee) await tapRoll(el, box, dice, 'x3');
    // A column: upper 63 + 35; lower 15 + 13 + 25 + 30 + 40 + 50 + 26 = 199; 297 in all.
    expect(totalRow(el, 'Upper total')).to.deep.equal(['98', '98', '98']);
    expect(totalRow(el, 'Lower total')).to.deep.equal(['199', '199', '199']);
    // Counted once, twice, three times: 297 + 594 + 891.
    expect(totalRow(el, 'Column total')).to.deep.equal(['297', '594', '891']);
    expect(totalRow(el, 'Grand total')).to.deep.equal(['1,782']);
    const totals = el.totals(0);
    expect(totals.total).to.equal(1782);
    expect(totals.columns.map((c) => c.total)).to.deep.equal([297, 594, 891]);
    await expect(el).to.be.accessible();
  });
});
