// The card as it is used at the table: linked to a real <dice-roller> and a picker, on a phone.
import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia, setViewport } from '@web/test-runner-commands';
import '../../src/dice-roller/dice-roller.js';
import '../../src/yahtzee-scorecard/yahtzee-scorecard.js';
import type { DiceRoller } from '../../src/dice-roller/dice-roller.js';
import type { YahtzeeScorecard } from '../../src/yahtzee-scorecard/yahtzee-scorecard.js';
import { getRuleset, type CategoryId } from '../../src/rules/rulesets.js';
import { scoreDice } from '../../src/rules/scoring.js';
import { facesSource, liveText } from '../dice-roller/helpers.js';
import {
  $,
  $$,
  clearStorage,
  clickPlacement,
  deepActive,
  saved,
  shown,
  text,
  typeDice,
} from './helpers.js';

const prefix = 'test-table';
const cardKey = `${prefix}:card`;
const rollerKey = `${prefix}:roller`;
const yahtzee = getRuleset('yahtzee');

interface Table {
  roller: DiceRoller;
  card: YahtzeeScorecard;
  wrapper: HTMLElement;
}

async function table(faces: readonly number[] = [], players = 'Anna,Bram'): Promise<Table> {
  const wrapper = await fixture<HTMLDivElement>(
    html`<div lang="en">
      <dice-roller id="table-roller" storage-key=${rollerKey}></dice-roller>
      <yahtzee-scorecard
        storage-key=${cardKey}
        players=${players}
        dice-roller="table-roller"
        first-player-picker="table-picker"
      ></yahtzee-scorecard>
    </div>`,
  );
  const roller = wrapper.querySelector('dice-roller')!;
  roller.random = facesSource(faces);
  const card = wrapper.querySelector('yahtzee-scorecard')!;
  await settled({ roller, card });
  return { roller, card, wrapper };
}

const shownIn = <E extends Element = HTMLElement>(roller: DiceRoller, selector: string) =>
  roller.shadowRoot!.querySelector<E>(selector);

/** A tap's click (a pointer's: detail 1); a click from the keyboard has detail 0. */
const tap = (button: HTMLElement) =>
  button.dispatchEvent(new MouseEvent('click', { detail: 1, bubbles: true, composed: true }));

async function settled({ roller, card }: Pick<Table, 'roller' | 'card'>): Promise<void> {
  await saved(card);
  await roller.updateComplete;
  await card.updateComplete;
  await card.updateComplete;
}

/** Every offer the card shows, read from the screen: the roll, each placement, each cell preview. */
function offers(card: YahtzeeScorecard) {
  return {
    dice: $(card, '.offered')?.dataset.dice,
    places: $$<HTMLButtonElement>(card, 'button[data-place]').map((button) => ({
      category: button.dataset.place as CategoryId,
      points: Number(button.dataset.points),
    })),
    previews: $$(card, 'button.cell[data-box]')
      .filter((cell) => cell.querySelector('.preview'))
      .map((cell) => ({
        category: cell.dataset.box as CategoryId,
        points: Number(text(cell.querySelector('.preview'))),
      })),
  };
}

/** The card offers exactly what the roller shows now, every box priced from those dice. */
function expectOffersMatch(card: YahtzeeScorecard, roller: DiceRoller): void {
  const dice = roller.values;
  const shown = offers(card);
  expect(shown.dice, 'the roll offered').to.equal(dice.join(' '));
  expect(shown.places.length, 'a place for every open box').to.be.greaterThan(0);
  for (const { category, points } of [...shown.places, ...shown.previews]) {
    expect(points, `${category} for ${dice.join(' ')}`).to.equal(
      scoreDice(yahtzee, category, dice),
    );
  }
}

/** The scores written in a box, seat by seat ('' where open): previews are not scores. */
function written(card: YahtzeeScorecard, category: CategoryId): string[] {
  return $$(card, `table.sheet tr[data-category="${category}"] td`).map((cell) =>
    cell.classList.contains('filled') ? text(cell) : '',
  );
}

const frames = async (count: number): Promise<void> => {
  for (let i = 0; i < count; i++) await new Promise((done) => requestAnimationFrame(done));
};

describe('<yahtzee-scorecard> at the table, with a <dice-roller>', () => {
  before(() => emulateMedia({ reducedMotion: 'reduce' }));
  after(() => emulateMedia({ reducedMotion: 'no-preference' }));
  beforeEach(() => clearStorage(prefix));
  afterEach(async () => {
    await clearStorage(prefix);
  });

  it('offers the roller’s roll as it is now, with no take step: after a re-roll, a hold and New turn', async () => {
    const t = await table([1, 2, 3, 3, 6, 3, 3, 5, 4, 4, 4, 4, 4]);
    expect($(t.card, '.offered'), 'nothing before the first roll').to.equal(null);
    expect(text($(t.card, '.roll-hint'))).to.equal('Roll the dice above: the roll appears here.');
    await expect(t.card).to.be.accessible();

    t.roller.roll();
    await settled(t);
    expectOffersMatch(t.card, t.roller);
    expect($(t.card, 'button.take'), 'no separate take step').to.equal(null);
    expect(text($(t.card, '.offered'))).to.equal('Roll 1: 1 2 3 3 6');
    await expect(t.card).to.be.accessible();

    // Hold the threes and roll again: the card follows at once.
    t.roller.toggleHold(2);
    t.roller.toggleHold(3);
    t.roller.roll();
    await settled(t);
    expect(t.roller.values).to.deep.equal([3, 3, 3, 3, 5]);
    expectOffersMatch(t.card, t.roller);
    expect($(t.card, '.offered')!.dataset.rollNumber).to.equal('2');

    t.roller.newTurn();
    await settled(t);
    expect(offers(t.card)).to.deep.equal({ dice: undefined, places: [], previews: [] });
  });

  it('writes the roll with one tap, the roller starts a new turn, and focus never lands in a field', async () => {
    const t = await table([2, 2, 5, 5, 5]);
    t.roller.roll();
    await settled(t);
    const fullHouse = $<HTMLButtonElement>(t.card, 'button[data-place="full-house"]');
    fullHouse.focus();
    tap(fullHouse);
    await settled(t);
    expect(written(t.card, 'full-house')).to.deep.equal(['25', '']);
    expect(t.roller.rollNumber, 'the roller starts the next turn').to.equal(0);
    expect(t.card.currentPlayer).to.equal(1);
    const active = deepActive();
    expect(active?.localName).to.not.be.oneOf(['input', 'select', 'textarea']);
    expect(active?.id).to.equal('roll-heading');
  });

  it('after an entry with a linked roller, the roll’s heading focused before the update is the one on screen', async () => {
    const t = await table([2, 2, 5, 5, 5, 1, 1, 3, 4, 6]);
    t.roller.roll();
    await settled(t);
    const heading = $(t.card, '#roll-heading');
    const place = $<HTMLButtonElement>(t.card, 'button[data-place="full-house"]');
    place.focus();
    tap(place);
    await settled(t);
    expect($$(t.card, 'ul.placements')).to.have.length(0);
    expect(deepActive()).to.equal(heading);
    expect(heading.isConnected).to.equal(true);
    expect(text(heading)).to.not.contain('2 2 5 5 5');
  });

  it('a roll that changed since it was drawn is never written: it says so and offers the new one', async () => {
    const t = await table([1, 1, 1, 2, 2]);
    t.roller.roll();
    await settled(t);
    const chance = $<HTMLButtonElement>(t.card, 'button[data-place="chance"]');
    // The roller moves on, and the tap lands before the card has drawn again.
    t.roller.values = [6, 6, 6, 6, 5];
    chance.click();
    await settled(t);
    expect(written(t.card, 'chance')).to.deep.equal(['', '']);
    expect(text($(t.card, '.roll [role="alert"]'))).to.contain('The dice changed just now');
    expectOffersMatch(t.card, t.roller);
    await expect(t.card).to.be.accessible();
  });

  it('undo puts the roll back on the roller, with its roll number and holds, to be written elsewhere', async () => {
    const t = await table([4, 1, 4, 2, 6, 4, 3, 5]);
    t.roller.roll();
    t.roller.toggleHold(0);
    t.roller.toggleHold(2);
    t.roller.roll();
    await settled(t);
    expect(t.roller.values).to.deep.equal([4, 4, 4, 3, 5]);
    await clickPlacement(t.card, 'chance');
    await settled(t);
    expect(written(t.card, 'chance')).to.deep.equal(['20', '']);
    expect(t.roller.rollNumber).to.equal(0);

    $<HTMLButtonElement>(t.card, 'button.undo').click();
    await settled(t);
    expect(written(t.card, 'chance')).to.deep.equal(['', '']);
    expect(t.roller.values).to.deep.equal([4, 4, 4, 3, 5]);
    expect(t.roller.rollNumber).to.equal(2);
    expect(t.roller.held).to.deep.equal([true, false, true, false, false]);
    expect(text($(t.card, '.undone'))).to.equal('Undone: Anna, 20 in Chance.');
    expectOffersMatch(t.card, t.roller);
    await expect(t.card).to.be.accessible();

    // The same roll, now in Fours, with no retyping and no re-roll.
    await clickPlacement(t.card, 'fours');
    await settled(t);
    expect(written(t.card, 'fours')).to.deep.equal(['12', '']);
    expect(t.card.totals(0).total).to.equal(12);
    expect($(t.card, '.undone'), 'the undo line goes with the next entry').to.equal(null);
  });

  it('undo after the next player rolled: the roller no longer says the roll it threw away', async () => {
    const t = await table([4, 1, 4, 2, 6, 1, 1, 2, 2, 3]);
    t.roller.roll();
    await settled(t);
    await clickPlacement(t.card, 'chance');
    await settled(t);
    t.roller.roll();
    await settled(t);
    expect(liveText(t.roller)).to.equal('Roll 1 of 3: 1, 1, 2, 2, 3');
    $<HTMLButtonElement>(t.card, 'button.undo').click();
    await settled(t);
    expect(t.roller.values).to.deep.equal([4, 1, 4, 2, 6]);
    // The card says the undo; the roller's live region keeps no roll that is not showing.
    expect(liveText(t.roller)).to.equal('');
    expect(text($(t.card, '.undone'))).to.equal('Undone: Anna, 17 in Chance.');
  });

  it('undo of a roll typed by hand puts the dice back in the field', async () => {
    const wrapper = await fixture<HTMLDivElement>(
      html`<div lang="en">
        <yahtzee-scorecard storage-key=${cardKey} players="Anna"></yahtzee-scorecard>
      </div>`,
    );
    const card = wrapper.querySelector('yahtzee-scorecard')!;
    card.enterDice('threes', [3, 3, 3, 1, 2]);
    await card.updateComplete;
    $<HTMLButtonElement>(card, 'button.undo').click();
    await card.updateComplete;
    expect($<HTMLInputElement>(card, '#dice').value).to.equal('3 3 3 1 2');
    expect($(card, 'button[data-place="threes"]')?.dataset.points).to.equal('9');
  });

  it('after a reload of either element, the card offers the roll the roller restored', async () => {
    const first = await table([5, 5, 2, 3, 1]);
    first.roller.roll();
    await settled(first);
    first.wrapper.remove();
    // A reload: new elements on the same keys.
    const again = await table();
    expect(again.roller.values).to.deep.equal([5, 5, 2, 3, 1]);
    expectOffersMatch(again.card, again.roller);
  });

  it('a roller added after its card (a single-page app) is linked at once, at game over too, with no Advice toggle of its own', async () => {
    const wrapper = await fixture<HTMLDivElement>(
      html`<div lang="en">
        <yahtzee-scorecard
          storage-key=${cardKey}
          players="Anna"
          dice-roller="late-roller"
        ></yahtzee-scorecard>
      </div>`,
    );
    const card = wrapper.querySelector('yahtzee-scorecard')!;
    await card.updateComplete;
    const add = async () => {
      const roller = document.createElement('dice-roller');
      roller.id = 'late-roller';
      roller.setAttribute('storage-key', rollerKey);
      wrapper.append(roller);
      await settled({ roller, card });
      return roller;
    };
    const roller = await add();
    expect(roller.linked, 'linked').to.equal(true);
    expect(shownIn(roller, '.advice-toggle'), 'its own Advice toggle').to.equal(null);
    expect(shownIn(roller, '.new-turn'), 'New turn').to.equal(null);
    // At game over: a roller added then rests at once.
    roller.remove();
    for (const box of yahtzee.categories) card.scratch(box);
    await settled({ roller, card });
    const again = await add();
    expect(again.gameOver, 'game over').to.equal(true);
    expect(shownIn<HTMLButtonElement>(again, 'button.roll')?.disabled, 'Roll disabled').to.equal(
      true,
    );
    await expect(again).to.be.accessible();
  });

  it('follows a roll made in another tab', async () => {
    const t = await table([1, 2, 3, 4, 6]);
    t.roller.roll();
    await settled(t);
    const envelope = JSON.stringify({
      schema: 1,
      revision: 99,
      savedAt: Date.now(),
      data: { values: [6, 6, 6, 2, 2], held: [true, true, true, false, false], rollNumber: 2 },
    });
    localStorage.setItem(rollerKey, envelope);
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: rollerKey,
        newValue: envelope,
        storageArea: localStorage,
      }),
    );
    await settled(t);
    expect(t.roller.values).to.deep.equal([6, 6, 6, 2, 2]);
    expectOffersMatch(t.card, t.roller);
    await clickPlacement(t.card, 'full-house');
    expect(written(t.card, 'full-house')).to.deep.equal(['25', '']);
  });

  it('a pick during a game seats the next game: the card says so, keeps it over a reload, and New game uses it', async () => {
    const t = await table([], 'Anna');
    t.card.scratch('chance');
    // The picker's event, as if it came from the element with the linked id.
    const picker = document.createElement('div');
    picker.id = 'table-picker';
    t.wrapper.append(picker);
    picker.dispatchEvent(
      new CustomEvent('first-player-picked', {
        bubbles: true,
        composed: true,
        detail: { players: ['Cees', 'Daan'], rounds: [], starter: 'Daan', order: [] },
      }),
    );
    await settled(t);
    expect(t.card.players, 'the game in progress stays').to.deep.equal(['Anna']);
    expect(text($(t.card, '.next-table'))).to.equal(
      'The pick seats the next game: Cees and Daan; Daan begins. This game goes on.',
    );
    await expect(t.card).to.be.accessible();

    // A reload keeps the pick.
    t.wrapper.remove();
    const again = await table([], 'Anna');
    expect(text($(again.card, '.next-table'))).to.contain('Cees and Daan');
    for (const box of yahtzee.categories) if (box !== 'chance') again.card.scratch(box);
    await settled(again);
    expect(text($(again.card, '#over-heading'))).to.equal('Game over');
    $<HTMLButtonElement>(again.card, 'button.new-game').click();
    await settled(again);
    expect(again.card.players).to.deep.equal(['Cees', 'Daan']);
    expect(again.card.currentPlayer, 'Daan begins').to.equal(1);
    expect($(again.card, '.next-table'), 'the pick is used up').to.equal(null);
  });

  it('a pick at game over starts the next game, keeping the final standings until its first score', async () => {
    const t = await table([], 'Anna,Bram');
    const picker = document.createElement('div');
    picker.id = 'table-picker';
    t.wrapper.append(picker);
    for (const box of yahtzee.categories) {
      t.card.enterPoints(box, box === 'chance' ? 20 : 0);
      t.card.scratch(box);
    }
    await settled(t);
    expect(t.card.currentPlayer).to.equal(-1);
    picker.dispatchEvent(
      new CustomEvent('first-player-picked', {
        bubbles: true,
        composed: true,
        detail: { players: ['Anna', 'Bram', 'Cees'], rounds: [], starter: 'Cees', order: [] },
      }),
    );
    await settled(t);
    expect(t.card.players).to.deep.equal(['Anna', 'Bram', 'Cees']);
    expect(t.card.currentPlayer).to.equal(2);
    expect(text($(t.card, '#last-game-heading'))).to.equal('Last game');
    expect($$(t.card, '.last-game .standings li').map(text)).to.deep.equal(['Anna: 20', 'Bram: 0']);
    expect(
      $$(t.card, '.last-game .standings li').map((li) => (li as HTMLLIElement).value),
    ).to.deep.equal([1, 2]);
    await expect(t.card).to.be.accessible();
    t.card.scratch('ones');
    await settled(t);
    expect($(t.card, '.last-game'), 'gone with the first score').to.equal(null);
  });
});

describe('<yahtzee-scorecard> names and columns on a phone', () => {
  beforeEach(() => clearStorage(prefix));
  afterEach(async () => {
    await clearStorage(prefix);
    await setViewport({ width: 800, height: 600 });
  });

  /** Words of the header and box-name cells that the layout split over two lines. */
  function brokenWords(card: YahtzeeScorecard): string[] {
    const broken: string[] = [];
    for (const cell of $$(card, 'table.sheet th')) {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const content = node.textContent ?? '';
        for (const match of content.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (tops.size > 1) broken.push(match[0]);
        }
      }
    }
    return broken;
  }

  const names = [
    'Anna',
    'Bram',
    'Christoffelina',
    'Dirk-Jan van der Berg',
    'Eva',
    'Fenna',
    'Gijs',
    'Hanna',
    'Ilse',
    'Joost',
    'Karel',
    'Lotte',
  ];

  it('4 players at 320 px: no name and no box name breaks inside a word; a cut name shows whole on a tap', async () => {
    await setViewport({ width: 320, height: 640 });
    const t = await table([], names.slice(0, 4).join(','));
    expect(brokenWords(t.card)).to.deep.equal([]);
    const cut = $<HTMLButtonElement>(t.card, 'thead th[data-seat="2"] .name');
    // Shown cut, with an ellipsis; its text, and so its name for a screen reader (and for
    // speech input: the words shown are in it), is the whole name.
    expect(getComputedStyle(cut).textOverflow).to.equal('ellipsis');
    expect(cut.scrollWidth).to.be.above(cut.clientWidth);
    expect(text(cut)).to.equal('Christoffelina');
    expect(cut.hasAttribute('aria-label')).to.equal(false);
    expect(cut.getAttribute('aria-expanded')).to.equal('false');
    await expect(t.card).to.be.accessible();
    cut.click();
    await settled(t);
    const whole = $(t.card, 'thead th[data-seat="2"] .name');
    expect(text(whole)).to.equal('Christoffelina');
    expect(whole.getAttribute('aria-expanded')).to.equal('true');
    expect(whole.scrollWidth).to.equal(whole.clientWidth);
    expect(brokenWords(t.card)).to.deep.equal([]);
    await expect(t.card).to.be.accessible();
  });

  it('seats 100 players and refuses the 101st where it was typed, in the page language', async () => {
    const names100 = Array.from({ length: 100 }, (_, i) => `P${i + 1}`).join(',');
    const t = await table([], names100);
    expect(t.card.players).to.have.length(100);
    expect(() => t.card.addPlayer('Q')).to.throw('At most 100 players.');
    const field = $<HTMLInputElement>(t.card, '#new-player');
    field.value = 'Q';
    field.dispatchEvent(new Event('input'));
    await settled(t);
    $<HTMLButtonElement>(t.card, 'button.add').click();
    await settled(t);
    expect(text($(t.card, '#error-players'))).to.equal('At most 100 players.');
    expect(t.card.players).to.have.length(100);
  });

  it('4 players at 390 px: no row moves when the turn passes, and only the current player’s open boxes can be tapped', async () => {
    await setViewport({ width: 390, height: 844 });
    const seats = ['Anna', 'Bram', 'Cees', 'Dirk-Jan van der Berg'];
    const t = await table([], seats.join(','));
    const { card } = t;
    // Each seat fills another box, so every turn that passes changes which rows hold buttons.
    for (const box of ['ones', 'twos', 'threes', 'fours'] as const) {
      card.scratch(box);
      await settled(t);
    }
    const rows = () => {
      const top = $(card, 'table.sheet').getBoundingClientRect().top;
      return $$(card, 'table.sheet tr').map((tr) => {
        const { top: rowTop, height } = tr.getBoundingClientRect();
        return `${Math.round(rowTop - top)}+${Math.round(height)}`;
      });
    };
    for (const box of ['fives', 'sixes', 'chance', 'yahtzee']) {
      const seat = card.currentPlayer;
      const before = rows();
      await typeDice(card, [2, 3, 4, 5, 6]);
      await clickPlacement(card, box as CategoryId);
      expect(card.currentPlayer).to.equal((seat + 1) % 4);
      expect(rows(), `after seat ${seat} wrote ${box}`).to.deep.equal(before);
      // Each open box of the current player is a button; another seat's is an empty cell, which
      // a tap lands on and which holds nothing to focus; a filled box of any seat is a button
      // that offers its correction.
      let tapped = 0;
      for (const td of $$(card, 'table.sheet tr[data-category] td')) {
        const button = td.querySelector('button');
        const expected = td.classList.contains('filled')
          ? 'filled'
          : td.dataset.seat === String(card.currentPlayer)
            ? 'cell'
            : undefined;
        expect(button?.className.trim().split(' ')[0], `seat ${td.dataset.seat}`).to.equal(
          expected,
        );
        if (expected) continue;
        expect(td.classList.contains('idle'), `seat ${td.dataset.seat}`).to.equal(true);
        expect(td.textContent!.trim()).to.equal('');
        const { left, top, width, height } = td.getBoundingClientRect();
        const hit = card.shadowRoot!.elementFromPoint(left + width / 2, top + height / 2);
        if (hit) {
          tapped++;
          expect(hit).to.equal(td);
        }
      }
      expect(tapped, 'other seats’ open boxes in view').to.be.greaterThan(0);
      expect(shown($(card, 'thead th.current'))).to.equal(`${seats[card.currentPlayer]} to play`);
      expect($$(card, 'thead th:not(.current)[data-seat]').map((th) => shown(th))).to.deep.equal(
        seats.filter((_, seat) => seat !== card.currentPlayer),
      );
    }
    await expect(card).to.be.accessible();
  });

  it('12 players at 390 px: the box names stay whole and the current player’s column scrolls into view', async () => {
    await setViewport({ width: 390, height: 844 });
    const t = await table([], names.join(','));
    expect(brokenWords(t.card)).to.deep.equal([]);
    const scroller = $(t.card, '.scroller');
    const boxColumn = $(t.card, 'thead th').getBoundingClientRect();
    for (let seat = 0; seat < 12; seat++) {
      expect(t.card.currentPlayer).to.equal(seat);
      const column = $(t.card, 'thead th.current').getBoundingClientRect();
      const view = scroller.getBoundingClientRect();
      expect(column.left, `seat ${seat}: not under the box names`).to.be.at.least(
        boxColumn.right - 1,
      );
      expect(column.right, `seat ${seat}: inside the scroller`).to.be.at.most(view.right + 1);
      t.card.scratch('chance');
      await settled(t);
      // The column scrolls a frame after the update, when the table is laid out anyway.
      await frames(2);
    }
  });
});
