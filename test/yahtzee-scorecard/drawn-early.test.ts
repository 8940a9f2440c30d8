// The all-in-one bundle's first file carries the card's dice typed by hand (drawn-early.ts): a
// fresh card draws them, in its language, at its first render, without waiting for its later file;
// and a card whose first render needs more of that file (above the sheet) still waits for it.
import { expect } from '@open-wc/testing';
import '../../src/yahtzee-scorecard/drawn-early.js';
import '../../src/yahtzee-scorecard/yahtzee-scorecard.js';
import type { YahtzeeScorecard } from '../../src/yahtzee-scorecard/yahtzee-scorecard.js';
import type { Card } from '../../src/yahtzee-scorecard/card.js';
import { early } from '../../src/yahtzee-scorecard/early.js';
import { clickOn } from '../dice-roller/helpers.js';
import { $, $$, clearStorage, saved, text } from './helpers.js';

const key = 'test-drawn-early';

/** What the card's shadow root held at its first render: seen as Lit wrote it, laid out. */
interface FirstRender {
  card: YahtzeeScorecard;
  label: string;
  faces: string[];
  players: boolean;
  top: number;
}

/** Inserts a card and records its first render, as the later file's parts may come after it. */
async function insert(attributes: Record<string, string>): Promise<FirstRender> {
  const card = document.createElement('yahtzee-scorecard') as YahtzeeScorecard;
  for (const [name, value] of Object.entries(attributes)) card.setAttribute(name, value);
  document.body.append(card);
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      observer.disconnect();
      resolve({
        card,
        label: text($(card, 'label[for="dice"]')),
        faces: $$(card, 'button.face').map((face) => face.getAttribute('aria-label')!),
        players: $(card, 'details.players') !== null,
        // A game in columns draws its sheet with its own file.
        top: $(card, 'table.sheet')?.getBoundingClientRect().top ?? NaN,
      });
    });
    observer.observe(card.shadowRoot!, { childList: true, subtree: true });
  });
}

const alone = (card: YahtzeeScorecard) => early.alone!(card as unknown as Card);

describe('<yahtzee-scorecard> drawn early (the all-in-one bundle)', () => {
  beforeEach(() => clearStorage(key));
  afterEach(async () => {
    for (const card of document.querySelectorAll('yahtzee-scorecard')) card.remove();
    await clearStorage(key);
  });

  // First in this file: the later file has not come yet (each test file has a page of its own).
  it('a fresh card draws the typed dice in its language at its first render, before its later file; the sheet stays put when it comes, and the dice then work by real taps', async () => {
    const first = await insert({ lang: 'nl', 'storage-key': key, players: 'Anna,Bram' });
    expect(first.players, "the later file's players' list was not drawn first").to.equal(false);
    expect(first.label).to.equal('Dobbelstenen (5 getallen, zoals 3 3 5 6 6)');
    expect(first.faces).to.deep.equal([1, 2, 3, 4, 5, 6].map((face) => `Een ${face} toevoegen`));

    const { card } = first;
    await card.updateComplete;
    expect($(card, 'details.players'), 'the players’ list, once the later file came').to.exist;
    expect($(card, 'table.sheet').getBoundingClientRect().top).to.equal(first.top);
    await expect(card).to.be.accessible();

    for (const face of [6, 6, 6, 2, 2]) await clickOn($(card, `button.face[data-face="${face}"]`));
    await card.updateComplete;
    expect($<HTMLInputElement>(card, '#dice').value).to.equal('6 6 6 2 2');
    await clickOn($(card, 'button.place[data-place="full-house"]'));
    await saved(card);
    expect(card.totals(0).total).to.equal(25);
  });

  it('a card draws alone only while nothing of its later file shows above its sheet', async () => {
    // A fresh game, and one in play: alone.
    const { card } = await insert({ lang: 'en', 'storage-key': key, players: 'Anna' });
    await card.updateComplete;
    expect(alone(card)).to.equal(true);
    card.enterPoints('threes', 9);
    expect(alone(card)).to.equal(true);
    // A Yahtzee on the sheet: the extra Yahtzee by its face comes with the later file.
    card.enterDice('yahtzee', [4, 4, 4, 4, 4]);
    expect(alone(card)).to.equal(false);
    // The game's end, then the last game's standings above a new game.
    for (const box of ['ones', 'twos', 'fours', 'fives', 'sixes'] as const) card.scratch(box);
    for (const box of ['chance', 'large-straight', 'small-straight', 'full-house'] as const) {
      card.scratch(box);
    }
    card.scratch('four-of-a-kind');
    card.scratch('three-of-a-kind');
    expect(card.currentPlayer).to.equal(-1);
    expect(alone(card)).to.equal(false);
    card.newGame();
    await card.updateComplete;
    expect($(card, '.last-game')).to.exist;
    expect(alone(card)).to.equal(false);
  });

  it('a storage notice, a game in columns: the card waits for its later file', async () => {
    localStorage.setItem(key, '{"schema":1,"revision":1,"data":{"schema":1,"ruleset":"yahtzee"');
    const noticed = (await insert({ lang: 'en', 'storage-key': key, players: 'Anna' })).card;
    await noticed.updateComplete;
    expect($(noticed, '[part="notice"]')).to.exist;
    expect(alone(noticed)).to.equal(false);
    noticed.remove();
    await clearStorage(key);

    const yams = (await insert({ 'storage-key': key, players: 'Anna', ruleset: 'yams' })).card;
    await yams.updateComplete;
    expect(alone(yams)).to.equal(false);
  });

  it("another player's empty boxes are cells like the others: the cell part, their seat, nothing inside", async () => {
    const { card } = await insert({ lang: 'en', 'storage-key': key, players: 'Anna,Bram,Cees' });
    await card.updateComplete;
    const idle = $$(card, 'table.sheet tr[data-category] td.idle');
    expect(idle).to.have.length(26, 'Bram and Cees: 13 boxes each');
    for (const td of idle) {
      expect(td.getAttribute('part')).to.equal('cell');
      expect(td.classList.contains('cell-td')).to.equal(true);
      expect(['1', '2']).to.include(td.dataset.seat);
      expect(td.childElementCount).to.equal(0);
    }
    card.enterPoints('threes', 9);
    await card.updateComplete;
    const bram = $$(card, 'table.sheet tr[data-category] td[data-seat="1"]');
    expect(bram.every((td) => td.querySelector('button.cell'))).to.equal(true, "Bram's turn");
    expect($$(card, 'table.sheet tr[data-category] td.idle')).to.have.length(
      25,
      "Anna's other boxes and Cees's",
    );
  });
});
