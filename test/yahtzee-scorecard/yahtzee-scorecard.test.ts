import { aTimeout, expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import '../../src/yahtzee-scorecard/yahtzee-scorecard.js';
import type { YahtzeeScorecard } from '../../src/yahtzee-scorecard/yahtzee-scorecard.js';
import type { Face } from '../../src/rules/dice.js';
import {
  emptySheet,
  getRuleset,
  placeDice,
  placePoints,
  scratch,
  totals,
  type CategoryId,
  type JokerRule,
  type Ruleset,
  type RuleError,
  type RulesetId,
  type Sheet,
} from '../../src/rules/index.js';
import { common } from '../../src/i18n/common.js';
import {
  $,
  $$,
  clearStorage as clearKeys,
  clickPlacement,
  row,
  saved as settled,
  text,
  typeDice,
  unfoldPlayers,
  yahtzeeRows,
} from './helpers.js';

const key = 'test-scorecard';

const clearStorage = (): Promise<void> => clearKeys(key);

async function card(
  attributes: {
    players?: string;
    ruleset?: RulesetId;
    joker?: JokerRule;
    bonus?: number;
    storageKey?: string;
    lang?: string;
  } = {},
): Promise<YahtzeeScorecard> {
  return fixture<YahtzeeScorecard>(
    html`<yahtzee-scorecard
      lang=${attributes.lang ?? 'en'}
      storage-key=${attributes.storageKey ?? key}
      players=${attributes.players ?? 'Anna,Bram'}
      ruleset=${attributes.ruleset ?? 'yahtzee'}
      joker=${attributes.joker ?? 'forced'}
      yahtzee-bonus=${attributes.bonus ?? 100}
    ></yahtzee-scorecard>`,
  );
}

/** Two cards on one key, as in two tabs: the storage event between them is sent by hand. */
async function twoCards(): Promise<[YahtzeeScorecard, YahtzeeScorecard]> {
  const wrapper = await fixture<HTMLDivElement>(
    html`<div lang="en">
      <yahtzee-scorecard storage-key=${key} players="Anna,Bram"></yahtzee-scorecard>
      <yahtzee-scorecard storage-key=${key} players="Anna,Bram"></yahtzee-scorecard>
    </div>`,
  );
  const [first, second] = wrapper.querySelectorAll('yahtzee-scorecard');
  return [first!, second!];
}

/** An independent mirror of the sheets, written through the rules module. */
class Mirror {
  sheets: Sheet[];
  constructor(
    readonly ruleset: Ruleset,
    players: number,
  ) {
    this.sheets = Array.from({ length: players }, () => emptySheet());
  }
  dice(player: number, category: CategoryId, dice: Face[]): void {
    this.sheets[player] = placeDice(this.ruleset, this.sheets[player]!, category, dice).sheet;
  }
  points(player: number, category: CategoryId, points: number): void {
    this.sheets[player] = placePoints(this.ruleset, this.sheets[player]!, category, points);
  }
  scratch(player: number, category: CategoryId): void {
    this.sheets[player] = scratch(this.ruleset, this.sheets[player]!, category);
  }
  total(player: number) {
    return totals(this.ruleset, this.sheets[player]!);
  }
}

const five = (face: Face): Face[] => [face, face, face, face, face];

describe('<yahtzee-scorecard>', () => {
  beforeEach(clearStorage);
  afterEach(async () => {
    await clearStorage();
    await setViewport({ width: 800, height: 600 });
  });

  it('is accessible when empty, and shows a real table with every line of the pad', async () => {
    const el = await card();
    await expect(el).to.be.accessible();
    const cols = $$(el, 'table.sheet thead th[scope="col"]').map((th) =>
      text(th.querySelector('.name') ?? th),
    );
    expect(cols).to.deep.equal(['Box', 'Anna', 'Bram']);
    const rows = $$(el, 'table.sheet th[scope="row"]').map(text);
    expect(rows).to.deep.equal(yahtzeeRows);
    // A line's name is its header's own text: no element per word in 20 rows (it wraps there).
    const wordElements = $$(el, 'table.sheet th[scope="row"] *');
    expect(wordElements.map((word) => word.outerHTML)).to.deep.equal([]);
    expect(text($(el, '.turn'))).to.equal('Round 1 of 13: Anna’s turn');
    expect(el.players).to.deep.equal(['Anna', 'Bram']);
    expect(el.currentPlayer).to.equal(0);
    expect(el.round).to.equal(1);
    // Only the current player's open boxes are buttons, each named by player, box and action.
    const cells = $$<HTMLButtonElement>(el, 'button.cell');
    expect(cells).to.have.length(13);
    expect(cells[2]!.getAttribute('aria-label')).to.equal('Anna, Threes: write a score');
  });

  it('names the boxes in the page language (Dutch as the Dutch page does)', async () => {
    const el = await card({ lang: 'nl' });
    const rows = $$(el, 'table.sheet th[scope="row"]').map(text);
    expect(rows).to.include.members([
      'Enen',
      'Drie gelijke',
      'Kleine straat',
      'Kans',
      'Eindtotaal',
    ]);
    expect(text($(el, '.turn'))).to.equal('Ronde 1 van 13: Anna is aan de beurt');
  });

  it('enters a roll by typed dice: every legal box with its points, then writes the chosen one and passes the turn', async () => {
    const el = await card();
    $<HTMLInputElement>(el, '#dice').focus();
    await sendKeys({ type: '3 3 5 6 6' });
    await el.updateComplete;
    const options = $$(el, 'button[data-place]').map(text);
    expect(options).to.have.length(13);
    expect(options).to.include.members(['Threes: 6', 'Sixes: 12', 'Chance: 23', 'Full house: 0']);
    expect($(el, 'button.cell[data-box="sixes"]').getAttribute('aria-label')).to.equal(
      'Anna, Sixes: 12 points',
    );
    await expect(el).to.be.accessible();
    const change = oneEvent(el, 'score-change');
    const turn = oneEvent(el, 'turn-change');
    await clickPlacement(el, 'sixes');
    const { detail } = await change;
    expect(detail).to.deep.include({ player: 0, category: 'sixes', points: 12, bonus: 0 });
    expect(detail.totals.total).to.equal(12);
    expect((await turn).detail).to.deep.equal({ player: 1, round: 1 });
    expect(row(el, 'Sixes')).to.deep.equal(['12', '']);
    expect(text($(el, '.base > [role="status"]'))).to.equal('Anna: 12 in Sixes. Bram’s turn.');
    expect(text($(el, '.turn'))).to.equal('Round 1 of 13: Bram’s turn');
  });

  it('writes a double-clicked box once: the second click never writes the roll for the next player', async () => {
    const el = await card();
    let entries = 0;
    el.addEventListener('score-change', () => entries++);
    await typeDice(el, [3, 3, 5, 6, 6]);
    const sixes = $<HTMLButtonElement>(el, 'button[data-place="sixes"]');
    // Both clicks land before the card renders again, as a quick double click does.
    sixes.click();
    sixes.click();
    await settled(el);
    expect(entries).to.equal(1);
    expect(row(el, 'Sixes')).to.deep.equal(['12', '']);
    expect(el.currentPlayer).to.equal(1);
    expect($(el, '[role="alert"]')).to.equal(null);
    // Once drawn again, the controls act at once.
    await typeDice(el, [6, 6, 6, 2, 2]);
    await clickPlacement(el, 'sixes');
    expect(row(el, 'Sixes')).to.deep.equal(['12', '18']);
  });

  it('enters dice with the face buttons', async () => {
    const el = await card();
    for (const face of [1, 2, 3, 4, 5]) {
      $<HTMLButtonElement>(el, `button[aria-label="Add a ${face}"]`).click();
      await el.updateComplete;
    }
    expect($<HTMLInputElement>(el, '#dice').value).to.equal('1 2 3 4 5');
    await clickPlacement(el, 'large-straight');
    expect(el.totals(0).lower).to.equal(40);
  });

  it('enters points from the values the box can hold, through the entry panel opened from the cell', async () => {
    const el = await card();
    const threes = () => $<HTMLButtonElement>(el, 'button.cell[data-box="threes"]');
    expect(threes().getAttribute('aria-expanded')).to.equal('false');
    threes().click();
    await el.updateComplete;
    await aTimeout(0);
    expect(text($(el, '#entry-heading'))).to.equal('Anna: Threes');
    expect(threes().getAttribute('aria-expanded')).to.equal('true');
    const values = $$<HTMLOptionElement>(el, '#points option').map((option) => option.value);
    // 0 is written with Scratch only: one way to write 0, not three.
    expect(values).to.deep.equal(['', '3', '6', '9', '12', '15']);
    expect($$(el, '.entry button').map(text)).to.deep.equal(['Write', 'Scratch (0)', 'Cancel']);
    await expect(el).to.be.accessible();
    // Write with nothing chosen: the error shows next to the select, as an alert.
    $<HTMLButtonElement>(el, 'button.write-points').click();
    await el.updateComplete;
    expect(text($(el, '.entry [role="alert"]'))).to.contain('is not possible in Threes');
    const select = $<HTMLSelectElement>(el, '#points');
    select.value = '9';
    select.dispatchEvent(new Event('change'));
    $<HTMLButtonElement>(el, 'button.write-points').click();
    await el.updateComplete;
    expect(row(el, 'Threes')).to.deep.equal(['9', '']);
    expect($(el, '.entry')).to.equal(null);
  });

  it('scratches a box from the entry panel, and Escape closes the panel', async () => {
    const el = await card();
    $<HTMLButtonElement>(el, 'button.cell[data-box="yahtzee"]').click();
    await el.updateComplete;
    $<HTMLButtonElement>(el, 'button.scratch').click();
    await el.updateComplete;
    expect(row(el, 'Yahtzee')).to.deep.equal(['0', '']);
    $<HTMLButtonElement>(el, 'button.cell[data-box="chance"]').click();
    await el.updateComplete;
    await aTimeout(0);
    await sendKeys({ press: 'Escape' });
    await el.updateComplete;
    expect($(el, '.entry')).to.equal(null);
  });

  it('keeps keyboard focus in the card after an entry: on the next roll’s heading (no keyboard opens), or New game at the end', async () => {
    const el = await card({ players: 'Anna' });
    const focused = () => (el.shadowRoot!.activeElement as HTMLElement | null)?.id;
    // A placement button, focused as a keyboard user would have it, disappears with the entry.
    await typeDice(el, [3, 3, 5, 6, 6]);
    const sixes = $<HTMLButtonElement>(el, 'button[data-place="sixes"]');
    sixes.focus();
    sixes.click();
    await el.updateComplete;
    expect(focused()).to.equal('roll-heading');
    // The entry panel's Scratch button too.
    $<HTMLButtonElement>(el, 'button.cell[data-box="yahtzee"]').click();
    await el.updateComplete;
    $<HTMLButtonElement>(el, 'button.scratch').focus();
    $<HTMLButtonElement>(el, 'button.scratch').click();
    await el.updateComplete;
    expect(focused()).to.equal('roll-heading');
    // A write from code, with focus outside the card, leaves the page's focus alone.
    const outside = document.createElement('button');
    document.body.append(outside);
    outside.focus();
    el.scratch('chance');
    await el.updateComplete;
    expect(document.activeElement).to.equal(outside);
    outside.remove();
    // The last entry of the game: focus goes to the New game controls.
    for (const box of [
      'ones',
      'twos',
      'threes',
      'fours',
      'fives',
      'three-of-a-kind',
      'four-of-a-kind',
      'full-house',
      'small-straight',
    ] as const) {
      el.scratch(box);
    }
    await el.updateComplete;
    $<HTMLButtonElement>(el, 'button.cell[data-box="large-straight"]').click();
    await el.updateComplete;
    $<HTMLButtonElement>(el, 'button.scratch').focus();
    $<HTMLButtonElement>(el, 'button.scratch').click();
    await el.updateComplete;
    const active = el.shadowRoot!.activeElement as HTMLElement | null;
    expect(active?.classList.contains('new-game'), 'New game has focus').to.equal(true);
  });

  it('moves between open boxes with the arrow keys (roving tabindex)', async () => {
    const el = await card();
    const cells = $$<HTMLButtonElement>(el, 'button.cell');
    expect(cells.filter((cell) => cell.tabIndex === 0)).to.have.length(1);
    cells[0]!.focus();
    await sendKeys({ press: 'ArrowDown' });
    await el.updateComplete;
    expect(el.shadowRoot!.activeElement).to.equal(cells[1]);
    await sendKeys({ press: 'End' });
    expect(el.shadowRoot!.activeElement).to.equal(cells[12]);
    await el.updateComplete;
    expect(cells[12]!.tabIndex).to.equal(0);
    expect(cells[0]!.tabIndex).to.equal(-1);
  });

  it('throws clear Errors from the methods, changing nothing, with the messages the UI shows', async () => {
    const el = await card();
    expect(() => el.enterPoints('threes', 7)).to.throw(
      '7 is not possible in Threes. Possible: 0, 3, 6, 9, 12, 15.',
    );
    expect(() => el.enterDice('threes', [3, 3, 3, 3, 7])).to.throw('Enter 5 faces from 1 to 6.');
    expect(() => el.enterDice('one-pair' as CategoryId, [3, 3, 3, 3, 3])).to.throw(
      'There is no box “one-pair”',
    );
    el.scratch('chance');
    el.scratch('chance');
    expect(() => el.scratch('chance')).to.throw('Chance is already filled.');
    expect(() => el.addPlayer('Cas')).to.throw('before the first score');
    expect(() => el.renamePlayer(5, 'X')).to.throw('There is no player 5.');
    expect(el.totals(0).total).to.equal(0);
    expect(el.round).to.equal(2);
    // An extra Yahtzee by its face: only after the Yahtzee box is filled, and only a face 1 to 6.
    expect(() => el.enterExtraYahtzee('fives', 5)).to.throw(/Yahtzee/);
    el.enterDice('yahtzee', [5, 5, 5, 5, 5]);
    el.scratch('ones');
    expect(() => el.enterExtraYahtzee('fives', 7)).to.throw(
      'Choose the face of the extra Yahtzee: 1 to 6.',
    );
    expect(el.totals(0).total).to.equal(50);
  });

  it('says what the rules refuse in the page language: a Dutch page, from the methods and in the UI', async () => {
    const el = await card({ lang: 'nl', players: 'Anna' });
    // From the methods: the rules decide, the card translates; the rules' own error is the cause.
    let thrown: unknown;
    try {
      el.enterPoints('threes', 7);
    } catch (error) {
      thrown = error;
    }
    expect((thrown as Error).message).to.equal(
      '7 kan niet bij Drieën. Mogelijk: 0, 3, 6, 9, 12, 15.',
    );
    expect(((thrown as Error).cause as RuleError).problem).to.deep.include({
      code: 'impossible-points',
      category: 'threes',
      points: 7,
    });
    el.scratch('chance');
    expect(() => el.scratch('chance')).to.throw(Error, /^Kans is al ingevuld\.$/);
    expect(() => el.enterDice('chance', [1, 2, 3, 4, 5])).to.throw('Kans is al ingevuld.');
    expect(() => el.enterDice('threes', [3, 3, 9])).to.throw(
      'Vul 5 getallen van 1 tot en met 6 in.',
    );
    expect(() => el.renamePlayer(0, ' ')).to.throw('Een naam mag niet leeg zijn.');
    expect(() => el.removePlayer(0)).to.throw('Spelers toevoegen, verwijderen of verplaatsen');
    expect(() => el.totals(3)).to.throw('Er is geen speler 3.');
    expect(el.players).to.deep.equal(['Anna']);
    expect(el.totals(0).total).to.equal(0);
    expect(el.round).to.equal(2);

    // In the UI, next to where the user acted. (A double click on a roll's box writes once and
    // says nothing: the second click lands on controls drawn for the game before.)
    await typeDice(el, [2, 2, 2, 5, 5]);
    const twos = $<HTMLButtonElement>(el, 'button[data-place="twos"]');
    twos.click();
    twos.click();
    await el.updateComplete;
    expect($(el, '.roll [role="alert"]')).to.equal(null);
    expect(row(el, 'Tweeën')).to.deep.equal(['6']);
    expect(el.round).to.equal(3);
    // Points with none chosen, in the entry panel.
    $<HTMLButtonElement>(el, 'button.cell[data-box="threes"]').click();
    await el.updateComplete;
    $<HTMLButtonElement>(el, 'button.write-points').click();
    await el.updateComplete;
    expect(text($(el, '.entry [role="alert"]'))).to.equal(
      // Nothing chosen: the values the list offers (0 is written with Scratch).
      '– kan niet bij Drieën. Mogelijk: 3, 6, 9, 12, 15.',
    );
    await expect(el).to.be.accessible();
    // A name the rules refuse, by the name field (in the list, folded after the first score).
    await unfoldPlayers(el);
    const name = $<HTMLInputElement>(el, '#name-0');
    name.value = '   ';
    name.dispatchEvent(new Event('change'));
    await el.updateComplete;
    expect(text($(el, '.players [role="alert"]'))).to.equal('Een naam mag niet leeg zijn.');
    expect(el.players).to.deep.equal(['Anna']);
  });

  it('a correction after the game is over fires game-over again with the standings it makes, and so does its undo', async () => {
    const el = await card();
    const results: { winners: number[]; totals: number[] }[] = [];
    el.addEventListener('game-over', ({ detail }) =>
      results.push({
        winners: detail.winners,
        totals: detail.standings.map((standing: { total: number }) => standing.total),
      }),
    );
    const boxes = getRuleset('yahtzee').categories.filter((box) => box !== 'chance');
    for (const box of boxes) {
      el.scratch(box); // Anna
      el.scratch(box); // Bram
    }
    el.enterPoints('chance', 20);
    el.enterPoints('chance', 15);
    await settled(el);
    expect(results).to.deep.equal([{ winners: [0], totals: [20, 15] }]);
    el.changeScore(1, 'chance', 25);
    await settled(el);
    expect(results.at(-1)).to.deep.equal({ winners: [1], totals: [25, 20] });
    el.undo();
    await settled(el);
    expect(results.at(-1)).to.deep.equal({ winners: [0], totals: [20, 15] });
    expect(results).to.have.length(3);
  });

  it('plays a whole 2-player Yahtzee game through the methods with extra Yahtzees (forced joker)', async () => {
    const el = await card({ joker: 'forced' });
    const mirror = new Mirror(getRuleset('yahtzee', { joker: 'forced' }), 2);
    const scores: number[] = [];
    el.addEventListener('score-change', (event) =>
      scores.push(event.detail.points + event.detail.bonus),
    );
    // Round 1: both write a Yahtzee; round 2: extra Yahtzee of fours, the joker forces Fours.
    el.enterDice('yahtzee', five(6));
    mirror.dice(0, 'yahtzee', five(6));
    el.scratch('yahtzee');
    mirror.scratch(1, 'yahtzee');
    expect(() => el.enterDice('full-house', five(4))).to.throw(
      'The joker rule puts this roll in Fours, not in Full house.',
    );
    el.enterDice('fours', five(4));
    mirror.dice(0, 'fours', five(4));
    el.enterDice('fours', five(4)); // Bram: a 0 in the Yahtzee box, no bonus, same joker order.
    mirror.dice(1, 'fours', five(4));
    // Round 3: another extra Yahtzee of fours: three or four of a kind first.
    expect(() => el.enterDice('full-house', five(4))).to.throw('3 of a kind or 4 of a kind');
    el.enterExtraYahtzee('three-of-a-kind', 4);
    mirror.dice(0, 'three-of-a-kind', five(4));
    el.enterPoints('three-of-a-kind', 18);
    mirror.points(1, 'three-of-a-kind', 18);
    expect(el.totals(0).yahtzeeBonus).to.equal(200);
    expect(el.totals(1).yahtzeeBonus).to.equal(0);
    await el.updateComplete;
    expect(row(el, 'Yahtzee bonus (100 each)')[0]).to.equal('✓✓ 200');
    const rest: CategoryId[] = [
      'ones',
      'twos',
      'threes',
      'fives',
      'sixes',
      'four-of-a-kind',
      'full-house',
      'small-straight',
      'large-straight',
      'chance',
    ];
    const over = oneEvent(el, 'game-over');
    for (const category of rest) {
      for (const player of [0, 1]) {
        el.enterDice(category, [1, 2, 3, 4, 6]);
        mirror.dice(player, category, [1, 2, 3, 4, 6]);
      }
    }
    const { detail } = await over;
    for (const player of [0, 1]) expect(el.totals(player)).to.deep.equal(mirror.total(player));
    expect(el.currentPlayer).to.equal(-1);
    expect(detail.winners).to.deep.equal([0]);
    expect(detail.standings.map((standing: { total: number }) => standing.total)).to.deep.equal([
      mirror.total(0).total,
      mirror.total(1).total,
    ]);
    await el.updateComplete;
    expect(text($(el, '.winners'))).to.equal('Anna wins!');
    expect(row(el, 'Grand total')).to.deep.equal([
      String(mirror.total(0).total),
      String(mirror.total(1).total),
    ]);
    await expect(el).to.be.accessible();
  });

  it('plays a whole 2-player Yahtzee game through the UI with an extra Yahtzee (free joker), ending in a shared win', async () => {
    const el = await card({ joker: 'free' });
    const mirror = new Mirror(getRuleset('yahtzee', { joker: 'free' }), 2);
    for (const player of [0, 1]) {
      await typeDice(el, five(5));
      await clickPlacement(el, 'yahtzee');
      mirror.dice(player, 'yahtzee', five(5));
    }
    for (const player of [0, 1]) {
      await typeDice(el, [5, 5, 5, 1, 2]);
      await clickPlacement(el, 'fives');
      mirror.dice(player, 'fives', [5, 5, 5, 1, 2]);
    }
    // Extra Yahtzee known only by its face: the checkbox and the face.
    for (const player of [0, 1]) {
      const check = $<HTMLInputElement>(el, '.extra input[type="checkbox"]');
      check.click();
      await el.updateComplete;
      const face = $<HTMLSelectElement>(el, '#extra-face');
      face.value = '5';
      face.dispatchEvent(new Event('change'));
      await el.updateComplete;
      // Free joker: Fives is filled, so every empty lower box at full value.
      expect(text($(el, 'button[data-place="large-straight"]'))).to.equal(
        'Large straight: 40 + 100 bonus',
      );
      await clickPlacement(el, 'large-straight');
      mirror.dice(player, 'large-straight', five(5));
    }
    const rest: CategoryId[] = [
      'ones',
      'twos',
      'threes',
      'fours',
      'sixes',
      'three-of-a-kind',
      'four-of-a-kind',
      'full-house',
      'small-straight',
      'chance',
    ];
    for (const category of rest) {
      for (const player of [0, 1]) {
        await typeDice(el, [2, 3, 3, 4, 6]);
        await clickPlacement(el, category);
        mirror.dice(player, category, [2, 3, 3, 4, 6]);
      }
    }
    for (const player of [0, 1]) expect(el.totals(player)).to.deep.equal(mirror.total(player));
    expect(row(el, 'Grand total')).to.deep.equal([
      String(mirror.total(0).total),
      String(mirror.total(1).total),
    ]);
    expect(text($(el, '.winners'))).to.equal('Anna and Bram share the win!');
    expect($$(el, '.standings li').map(text)).to.deep.equal([
      `Anna: ${mirror.total(0).total}`,
      `Bram: ${mirror.total(1).total}`,
    ]);
    // Level on points, both are first: the list's numbers say so, not 1 and 2.
    expect($$(el, '.standings li').map((li) => (li as HTMLLIElement).value)).to.deep.equal([1, 1]);
    // The finished result stays until New game, and "Game over" is said once.
    expect($(el, '.turn')).to.equal(null);
    expect(text($(el, '#over-heading'))).to.equal('Game over');
    const shown = $$(el, '.base > *:not([role="status"])').map(text).join(' ');
    expect(shown.split('Game over').length - 1).to.equal(1);
    // The winners are marked in the table: both share the win here.
    expect($$(el, 'table.sheet thead th.winner').map((th) => th.dataset.seat)).to.deep.equal([
      '0',
      '1',
    ]);
    expect($$(el, 'table.sheet td.total.winner').length).to.equal(2);
    // Seen as marks: each winner's grand total shaded, "★ Winner" on a line of its own.
    const shading = getComputedStyle($(el, 'table.sheet td.total.winner')!).backgroundColor;
    expect(shading).not.to.equal(getComputedStyle($(el, 'table.sheet td.total')!).backgroundColor);
    expect(
      $$(el, 'table.sheet thead .winner-mark').map((mark) => getComputedStyle(mark).display),
    ).to.deep.equal(['block', 'block']);
    const select = $<HTMLSelectElement>(el, '#next-starter');
    select.value = '1';
    select.dispatchEvent(new Event('change'));
    $<HTMLButtonElement>(el, 'button.new-game').click();
    await el.updateComplete;
    expect(el.currentPlayer).to.equal(1);
    expect(el.round).to.equal(1);
    expect(row(el, 'Grand total')).to.deep.equal(['0', '0']);
  });

  it('yahtzee-bonus 0: the joker order stays, no bonus', async () => {
    const el = await card({ bonus: 0 });
    el.enterDice('yahtzee', five(3));
    el.scratch('chance');
    el.enterExtraYahtzee('threes', 3);
    expect(el.totals(0)).to.deep.include({ upper: 15, yahtzeeBonus: 0, total: 65 });
  });

  it('plays a whole Yatzy game: 15 boxes, bonus 50, totals from the rules module', async () => {
    const el = await card({ ruleset: 'yatzy', players: 'Sven,Astrid' });
    await expect(el).to.be.accessible();
    const rows = $$(el, 'table.sheet th[scope="row"]').map(text);
    expect(rows).to.deep.equal([
      'Aces',
      'Twos',
      'Threes',
      'Fours',
      'Fives',
      'Sixes',
      'Upper sum',
      'Bonus (50 at 63 or more)',
      'One pair',
      'Two pairs',
      '3 of a kind',
      '4 of a kind',
      'Small straight',
      'Large straight',
      'Full house',
      'Chance',
      'Yatzy',
      'Grand total',
    ]);
    expect($$(el, '.extra')).to.have.length(0);
    const mirror = new Mirror(getRuleset('yatzy'), 2);
    const rolls: [CategoryId, Face[]][] = [
      ['ones', [1, 1, 1, 2, 3]],
      ['twos', [2, 2, 2, 1, 3]],
      ['threes', [3, 3, 3, 1, 2]],
      ['fours', [4, 4, 4, 1, 2]],
      ['fives', [5, 5, 5, 1, 2]],
      ['sixes', [6, 6, 6, 1, 2]],
      ['one-pair', [6, 6, 1, 2, 3]],
      ['two-pairs', [6, 6, 5, 5, 1]],
      ['three-of-a-kind', [4, 4, 4, 1, 2]],
      ['four-of-a-kind', [2, 2, 2, 2, 5]],
      ['small-straight', [1, 2, 3, 4, 5]],
      ['large-straight', [2, 3, 4, 5, 6]],
      ['full-house', [3, 3, 3, 5, 5]],
      ['yatzy', five(2)],
      ['chance', five(2)],
    ];
    for (const [category, dice] of rolls) {
      el.enterDice(category, dice);
      mirror.dice(0, category, dice);
      el.scratch(category);
      mirror.scratch(1, category);
    }
    expect(el.totals(0)).to.deep.equal(mirror.total(0));
    expect(el.totals(0).upperBonus).to.equal(50);
    expect(el.totals(1).total).to.equal(0);
    await el.updateComplete;
    expect(text($(el, '.winners'))).to.equal('Sven wins!');
    await expect(el).to.be.accessible();
  });

  it('undo takes back entries one by one, bonuses recomputed, back to the start', async () => {
    const el = await card({ players: 'Solo' });
    el.enterDice('yahtzee', five(2));
    el.enterDice('twos', five(2));
    expect(el.totals(0).yahtzeeBonus).to.equal(100);
    await el.updateComplete;
    $<HTMLButtonElement>(el, 'button.undo').click();
    await el.updateComplete;
    expect(el.totals(0)).to.deep.include({ yahtzeeBonus: 0, upper: 0, total: 50 });
    // Said on screen and to screen readers: who, what, where.
    expect(text($(el, '.undone'))).to.equal('Undone: Solo, 10 in Twos + 100 bonus.');
    expect(text($(el, '.base > [role="status"]'))).to.equal(
      'Undone: Solo, 10 in Twos + 100 bonus. Solo’s turn.',
    );
    el.undo();
    expect(el.totals(0).total).to.equal(0);
    expect(() => el.undo()).to.throw('Nothing to undo.');
    await el.updateComplete;
    expect($<HTMLButtonElement>(el, 'button.undo').disabled).to.equal(true);
  });

  it('manages players before the first score, and only renames after it', async () => {
    const el = await card();
    const changes: string[][] = [];
    el.addEventListener('players-change', (event) => changes.push(event.detail.players));
    $<HTMLInputElement>(el, '#new-player').focus();
    await sendKeys({ type: 'Cas' });
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(el.players).to.deep.equal(['Anna', 'Bram', 'Cas']);
    $<HTMLButtonElement>(el, 'button[aria-label="Move Cas left"]').click();
    await el.updateComplete;
    expect(el.players).to.deep.equal(['Anna', 'Cas', 'Bram']);
    $<HTMLButtonElement>(el, 'button[aria-label="Remove Anna"]').click();
    await el.updateComplete;
    $$<HTMLInputElement>(el, 'input[name="starter"]')[1]!.click();
    await el.updateComplete;
    expect(el.players).to.deep.equal(['Cas', 'Bram']);
    expect(el.currentPlayer).to.equal(1);
    // An empty name: the error shows by the field.
    $<HTMLButtonElement>(el, 'button.add').click();
    await el.updateComplete;
    expect(text($(el, '.players [role="alert"]'))).to.equal('A name cannot be empty.');
    el.scratch('chance');
    await el.updateComplete;
    expect($(el, '#new-player')).to.equal(null);
    expect($$(el, 'button[aria-label^="Remove"]')).to.have.length(0);
    await unfoldPlayers(el);
    const name = $<HTMLInputElement>(el, '#name-0');
    name.value = 'Cees';
    name.dispatchEvent(new Event('change'));
    await settled(el);
    expect(el.players).to.deep.equal(['Cees', 'Bram']);
    expect(changes.map((names) => names.length)).to.deep.equal([3, 3, 2, 2, 2]);
  });

  it('players set from code seat the table and fire no players-change; New game fires one', async () => {
    const el = await card();
    const changes: string[][] = [];
    el.addEventListener('players-change', (event) => changes.push(event.detail.players));
    el.players = ['Cees', 'Daan', 'Eva'];
    el.setAttribute('players', 'Fem, Gijs');
    await settled(el);
    expect(el.players).to.deep.equal(['Fem', 'Gijs']);
    expect(changes).to.deep.equal([]);
    el.scratch('chance');
    el.newGame();
    await settled(el);
    expect(changes).to.deep.equal([['Fem', 'Gijs']]);
  });

  it('a rule changed before the first score keeps the table as seated on the card (names, starter) and saves it', async () => {
    const el = await card({ players: 'Ann, Bo' });
    el.addPlayer('Cy');
    el.renamePlayer(0, 'Anna');
    await settled(el);
    $$<HTMLInputElement>(el, 'input[name="starter"]')[2]!.click();
    await settled(el);
    el.setAttribute('joker', 'free');
    el.setAttribute('ruleset', 'kniffel');
    // The update that seats the table anew asks for the save's lock: after it, so is this.
    await el.updateComplete;
    await settled(el);
    expect(el.players).to.deep.equal(['Anna', 'Bo', 'Cy']);
    expect(el.currentPlayer).to.equal(2);
    expect(row(el, 'Kniffel')).to.deep.equal(['', '', '']);
    // Saved as shown: before, the table went back to the players attribute, and storage kept the old rules.
    const { data } = JSON.parse(localStorage.getItem(key)!) as { data: Record<string, unknown> };
    expect(data).to.deep.include({ ruleset: 'kniffel', joker: 'free', starter: 2 });
    expect(data.players).to.deep.equal(['Anna', 'Bo', 'Cy']);
    el.remove();
    // A reload keeps the names and the starter.
    const again = await card({ players: 'Ann, Bo' });
    expect(again.players).to.deep.equal(['Anna', 'Bo', 'Cy']);
    expect(again.currentPlayer).to.equal(2);
  });

  it('keeps the game: a reload restores the same game, turn and history', async () => {
    const el = await card();
    el.enterDice('threes', [3, 3, 3, 1, 2]);
    el.enterDice('yahtzee', five(1));
    el.enterPoints('chance', 20);
    await settled(el);
    el.remove();
    const again = await card({ players: 'Other,Names' });
    expect(again.players).to.deep.equal(['Anna', 'Bram']);
    expect(again.currentPlayer).to.equal(1);
    expect(again.round).to.equal(2);
    expect(again.totals(0).total).to.equal(29);
    again.undo();
    expect(again.totals(0).total).to.equal(9);
  });

  it('two cards with the same key follow each other (storage event from another tab)', async () => {
    const [first, second] = await twoCards();
    first.enterPoints('sixes', 24);
    await settled(first);
    window.dispatchEvent(
      new StorageEvent('storage', {
        key,
        newValue: localStorage.getItem(key),
        storageArea: localStorage,
      }),
    );
    await second.updateComplete;
    expect(second.currentPlayer).to.equal(1);
    expect(row(second, 'Sixes')).to.deep.equal(['24', '']);
    // The second card builds on the newer game, never overwrites it with its older one.
    second.enterPoints('sixes', 18);
    await settled(second);
    const saved = JSON.parse(localStorage.getItem(key)!) as { data: { moves: unknown[] } };
    expect(saved.data.moves).to.have.length(2);
  });

  /** What the console warned while `body` ran. */
  async function warningsDuring(body: () => Promise<void>): Promise<string[]> {
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (message: string) => warnings.push(message);
    try {
      await body();
    } finally {
      console.warn = warn;
    }
    return warnings;
  }

  it('a bad rule attribute (a typo) is said in the console, and the rulebook game is played', async () => {
    const warnings = await warningsDuring(async () => {
      const el = await fixture<YahtzeeScorecard>(
        html`<yahtzee-scorecard lang="en" storage-key=${key} ruleset="Yatzy"></yahtzee-scorecard>`,
      );
      expect(row(el, 'Yahtzee')).to.deep.equal(['', '']);
    });
    expect(
      warnings.some((w) => w.startsWith('<yahtzee-scorecard>') && w.includes('Yatzy')),
      warnings.join(),
    ).to.equal(true);
  });

  it('a rule attribute removed before the first score is the game’s own rule again, with no warning', async () => {
    const warnings = await warningsDuring(async () => {
      const el = await fixture<YahtzeeScorecard>(
        html`<yahtzee-scorecard
          lang="en"
          storage-key=${key}
          ruleset="kniffel"
          joker="free"
        ></yahtzee-scorecard>`,
      );
      expect(row(el, 'Kniffel')).to.deep.equal(['', '']);
      el.removeAttribute('ruleset');
      el.removeAttribute('joker');
      await el.updateComplete;
      await settled(el);
      expect(row(el, 'Yahtzee')).to.deep.equal(['', '']);
    });
    const { data } = JSON.parse(localStorage.getItem(key)!) as { data: Record<string, unknown> };
    expect(data).to.deep.include({ ruleset: 'yahtzee', joker: 'forced' });
    // Before, each removal was read as the rule "null": "Unknown ruleset null. Yahtzee is played."
    expect(warnings, warnings.join()).to.deep.equal([]);
  });

  it('two cards with the same key on one page follow each other, and each takes the next entry', async () => {
    const [first, second] = await twoCards();
    first.enterPoints('sixes', 24);
    await settled(first);
    await second.updateComplete;
    // Before, the second card heard nothing of the first (no storage event in its own page).
    expect(second.currentPlayer).to.equal(1);
    expect(row(second, 'Sixes')).to.deep.equal(['24', '']);
    second.enterPoints('sixes', 18);
    await settled(second);
    await first.updateComplete;
    expect($(second, '[part="notice"]')).to.equal(null);
    expect(row(first, 'Sixes')).to.deep.equal(['24', '18']);
    expect(row(second, 'Sixes')).to.deep.equal(['24', '18']);
    const saved = JSON.parse(localStorage.getItem(key)!) as { data: { moves: unknown[] } };
    expect(saved.data.moves).to.have.length(2);
  });

  it('when another tab saved first, shows the newer game, says the entry was not kept, and emits nothing', async () => {
    const [first, second] = await twoCards();
    first.enterPoints('sixes', 24);
    // The storage event has not reached the second card yet: it still shows the older game.
    let events = 0;
    second.addEventListener('score-change', () => events++);
    second.enterPoints('fives', 15);
    await settled(second);
    expect(events).to.equal(0);
    expect(row(second, 'Sixes')).to.deep.equal(['24', '']);
    expect(row(second, 'Fives')).to.deep.equal(['', '']);
    expect(text($(second, '[part="notice"]'))).to.equal(common.en.storageConflict);
    const saved = JSON.parse(localStorage.getItem(key)!) as { data: { moves: unknown[] } };
    expect(saved.data.moves).to.have.length(1);
    // The next entry builds on the newer game and clears the notice.
    second.enterPoints('fives', 15);
    await settled(second);
    expect(row(second, 'Fives')).to.deep.equal(['', '15']);
    expect($(second, '[part="notice"]')).to.equal(null);
  });

  it('when another tab saved first, a first-player pick is not kept and emits no turn-change', async () => {
    const [first, second] = await twoCards();
    const picker = document.createElement('div');
    picker.id = 'picker';
    second.before(picker);
    second.firstPlayerPicker = 'picker';
    first.enterPoints('sixes', 24);
    // The storage event has not reached the second card: it still sees an unstarted game.
    const events: string[] = [];
    for (const type of ['turn-change', 'players-change'] as const)
      second.addEventListener(type, () => events.push(type));
    picker.dispatchEvent(
      new CustomEvent('first-player-picked', {
        bubbles: true,
        composed: true,
        detail: { players: ['Cees', 'Daan'], rounds: [], starter: 'Daan', order: [] },
      }),
    );
    await settled(second);
    expect(second.players).to.deep.equal(['Anna', 'Bram']);
    expect(row(second, 'Sixes')).to.deep.equal(['24', '']);
    expect(text($(second, '[part="notice"]'))).to.equal(common.en.storageConflict);
    expect(events).to.deep.equal([]);
  });

  it('says so and starts fresh when the saved game is corrupted, keeping the raw value aside', async () => {
    localStorage.setItem(key, '{"schema":1,"revision":1,"data":{"schema":1,"ruleset":"yahtzee"');
    const el = await card();
    expect(text($(el, '[part="notice"]'))).to.equal(common.en.restoreFailed);
    expect(el.round).to.equal(1);
    expect(localStorage.getItem(`${key}:unrestored`)).to.contain('"ruleset"');
    el.enterPoints('threes', 9);
    expect(el.totals(0).total).to.equal(9);
  });

  it('refuses a hostile saved game (a 7 in Threes, a "__proto__" key)', async () => {
    const data = {
      schema: 1,
      ruleset: 'yahtzee',
      joker: 'forced',
      yahtzeeBonus: 100,
      players: ['Anna'],
      starter: 0,
      moves: [{ player: 0, entry: 'points', category: 'threes', points: 7, bonus: 0 }],
    };
    localStorage.setItem(key, JSON.stringify({ schema: 1, revision: 1, savedAt: 0, data }));
    const el = await card();
    expect(text($(el, '[part="notice"]'))).to.equal(common.en.restoreFailed);
    expect(el.players).to.deep.equal(['Anna', 'Bram']);
    el.remove();
    await clearStorage();
    localStorage.setItem(
      key,
      `{"schema":1,"revision":1,"savedAt":0,"data":{"__proto__":{"polluted":1},"schema":1,"ruleset":"yahtzee","joker":"forced","yahtzeeBonus":100,"players":["X"],"starter":0,"moves":[]}}`,
    );
    const again = await card();
    expect(text($(again, '[part="notice"]'))).to.equal(common.en.restoreFailed);
    expect(({} as Record<string, unknown>).polluted).to.equal(undefined);
  });

  it('keeps working in memory with a notice when the storage is full', async () => {
    const el = await card();
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function () {
      throw new DOMException('full', 'QuotaExceededError');
    };
    try {
      el.enterPoints('chance', 20);
      await settled(el);
      expect(text($(el, '[part="notice"]'))).to.equal(common.en.storageFull);
      el.enterPoints('chance', 21);
      expect(el.totals(1).total).to.equal(21);
      expect(el.round).to.equal(2);
    } finally {
      Storage.prototype.setItem = setItem;
    }
  });

  it('works in memory with a notice when the storage is blocked', async () => {
    const getItem = Storage.prototype.getItem;
    Storage.prototype.getItem = function () {
      throw new DOMException('blocked', 'SecurityError');
    };
    try {
      const el = await card({ storageKey: `${key}:blocked` });
      expect(text($(el, '[part="notice"]'))).to.equal(common.en.storageUnavailable);
      el.enterPoints('chance', 20);
      expect(el.totals(0).total).to.equal(20);
      expect(el.currentPlayer).to.equal(1);
    } finally {
      Storage.prototype.getItem = getItem;
    }
  });

  for (const count of [1, 2, 8, 20]) {
    it(`seats ${count} player${count > 1 ? 's' : ''}, one column each`, async () => {
      const names = Array.from({ length: count }, (_, i) => `P${i + 1}`).join(',');
      const el = await card({ players: names });
      expect($$(el, 'table.sheet thead th[scope="col"]')).to.have.length(count + 1);
      for (let i = 0; i < count; i++) el.enterPoints('chance', 5 + i);
      expect(el.round).to.equal(2);
      expect(el.currentPlayer).to.equal(0);
      if (count >= 8) await expect(el).to.be.accessible();
    });
  }

  it('is readable at 320 px with 4 players: the page does not scroll sideways, the box names stay', async () => {
    await setViewport({ width: 320, height: 640 });
    const el = await card({ players: 'Anna,Bram,Cees,Daan' });
    expect(el.getBoundingClientRect().width).to.be.at.most(320);
    expect(document.documentElement.scrollWidth).to.be.at.most(320);
    const header = $(el, 'table.sheet th[scope="row"]');
    expect(getComputedStyle(header).position).to.equal('sticky');
    for (const cell of $$(el, 'button.cell')) {
      const box = cell.getBoundingClientRect();
      expect(box.height).to.be.at.least(44);
      expect(box.width).to.be.at.least(44);
    }
  });

  it('renders hostile names as text', async () => {
    const el = await card({ players: '<img src=x onerror=alert(1)>,<b>bold</b>' });
    expect(el.shadowRoot!.querySelector('img, b')).to.equal(null);
    // The long word shows cut in the header; its whole text is the button's text and name.
    const header = $<HTMLButtonElement>(el, 'table.sheet thead th:nth-child(2) .name');
    expect(text(header)).to.equal('<img src=x onerror=alert(1)>');
    header.click();
    await el.updateComplete;
    expect(text($(el, 'table.sheet thead th:nth-child(2) .name'))).to.equal(
      '<img src=x onerror=alert(1)>',
    );
    expect(text($(el, 'table.sheet thead th:nth-child(3) .name'))).to.equal('<b>bold</b>');
  });

  it('prints a blank sheet for N players', async () => {
    const el = await card();
    const count = $<HTMLInputElement>(el, '#blank-count');
    count.value = '6';
    count.dispatchEvent(new Event('change'));
    await el.updateComplete;
    let columns = -1;
    const print = window.print;
    window.print = () => {
      columns = el.shadowRoot!.querySelectorAll('table.blank thead th[scope="col"]').length;
    };
    try {
      $<HTMLButtonElement>(el, 'button.print-blank').click();
      // The print code comes with the first tap.
      for (let wait = 0; columns < 0 && wait < 100; wait++) await aTimeout(20);
    } finally {
      window.print = print;
    }
    expect(columns).to.equal(7);
    await el.updateComplete;
    expect($(el, 'table.blank')).to.equal(null);
  });

  it('starts the next game from the picker named by first-player-picker, never replacing a game in progress', async () => {
    const wrapper = await fixture<HTMLDivElement>(
      html`<div lang="en">
        <div id="picker"></div>
        <yahtzee-scorecard
          storage-key=${key}
          players="Anna"
          first-player-picker="picker"
        ></yahtzee-scorecard>
      </div>`,
    );
    const picker = wrapper.querySelector('#picker')!;
    const el = wrapper.querySelector('yahtzee-scorecard')!;
    const pick = (players: string[], starter: string) =>
      picker.dispatchEvent(
        new CustomEvent('first-player-picked', {
          bubbles: true,
          composed: true,
          detail: { players, rounds: [], starter, order: [] },
        }),
      );
    pick(['Cees', 'Daan', 'Eva'], 'Daan');
    await el.updateComplete;
    expect(el.players).to.deep.equal(['Cees', 'Daan', 'Eva']);
    expect(el.currentPlayer).to.equal(1);
    el.scratch('chance');
    pick(['X', 'Y'], 'Y');
    expect(el.players, 'a game in progress stays').to.deep.equal(['Cees', 'Daan', 'Eva']);
  });
});
