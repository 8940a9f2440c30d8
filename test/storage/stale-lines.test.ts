// What the card says of this tab's last change must stay true when another tab changes the game:
// the written line's Undo never names an entry that is no longer the game's last, a refused entry
// is not announced as kept, and dice typed for a turn the other tab played are not offered to the
// next player.
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/yahtzee-scorecard/yahtzee-scorecard.js';
import type { YahtzeeScorecard } from '../../src/yahtzee-scorecard/yahtzee-scorecard.js';
import { enterPoints, loadGame, scratchBox, toJSON, type Game } from '../../src/rules/game.js';
import { $, $$, clearStorage, saved, text, typeDice } from '../yahtzee-scorecard/helpers.js';

const KEY = 'yw-test:stale-lines';

/** Another tab saves `change` of the stored game: its write, then this tab's storage event. */
function otherTabChanges(change: (game: Game) => Game): void {
  const stored = JSON.parse(localStorage.getItem(KEY)!);
  const envelope = JSON.stringify({
    ...stored,
    revision: stored.revision + 1,
    savedAt: Date.now(),
    data: toJSON(change(loadGame(stored.data))),
  });
  localStorage.setItem(KEY, envelope);
  window.dispatchEvent(
    new StorageEvent('storage', { key: KEY, newValue: envelope, storageArea: localStorage }),
  );
}

const live = (card: YahtzeeScorecard): string => text($(card, '.base > [aria-live]'));

async function card(): Promise<YahtzeeScorecard> {
  const el = await fixture<YahtzeeScorecard>(
    html`<yahtzee-scorecard storage-key=${KEY} players="Anna,Bram"></yahtzee-scorecard>`,
  );
  await el.updateComplete;
  return el;
}

describe('the card after another tab changed the game', () => {
  beforeEach(async () => {
    await clearStorage(KEY);
  });
  after(async () => {
    await clearStorage(KEY);
  });

  it("drops the written line, whose Undo named this tab's entry, when another tab's entry comes", async () => {
    const el = await card();
    el.enterPoints('ones', 2);
    await saved(el);
    await el.updateComplete;
    expect(text($(el, '.written'))).to.contain('Anna');
    // Bram's entry, made in the other tab.
    otherTabChanges((game) => enterPoints(game, 'ones', 3));
    await el.updateComplete;
    // Its text, not the node: chai's report of a DOM node hangs the test file.
    const line = el.renderRoot.querySelector('.written');
    expect(line && text(line), 'no Undo for an entry that is not the last').to.equal(null);
    expect(el.totals(1).total).to.equal(3);
    // Undo still takes back the game's last entry: Bram's, which the sheet shows as last.
    el.undo();
    await saved(el);
    expect(el.totals(1).total).to.equal(0);
    expect(el.totals(0).total).to.equal(2);
    await expect(el).to.be.accessible();
  });

  it("drops the dice typed for Bram's turn when the other tab plays it: nothing is offered to Anna", async () => {
    // They stayed in the field, offered as the next player's roll: a tap meant for Bram wrote
    // Anna's score.
    const el = await card();
    el.enterPoints('ones', 2);
    await saved(el);
    await typeDice(el, [5, 5, 5, 5, 5]);
    expect($$(el, 'ul.placements button[data-place]')).to.not.have.length(0);
    otherTabChanges((game) => enterPoints(game, 'fives', 25));
    await el.updateComplete;
    expect(el.currentPlayer).to.equal(0);
    expect($<HTMLInputElement>(el, '#dice').value, 'the field is empty').to.equal('');
    expect($$(el, 'ul.placements button[data-place]'), 'no place offered').to.have.length(0);
    // The same when the other tab takes a turn back: Anna's dice were not Bram's.
    await typeDice(el, [2, 2, 3, 3, 3]);
    otherTabChanges((game) => loadGame({ ...toJSON(game), moves: toJSON(game).moves.slice(0, 1) }));
    await el.updateComplete;
    expect(el.currentPlayer).to.equal(1);
    expect($<HTMLInputElement>(el, '#dice').value).to.equal('');
    // A change that ends no turn (a player renamed) keeps what is typed.
    await typeDice(el, [6, 6, 1, 2, 3]);
    otherTabChanges((game) => loadGame({ ...toJSON(game), players: ['Anna', 'Bert'] }));
    await el.updateComplete;
    expect(el.players).to.deep.equal(['Anna', 'Bert']);
    expect($<HTMLInputElement>(el, '#dice').value).to.equal('6 6 1 2 3');
    await expect(el).to.be.accessible();
  });

  it('says the notice, not the entry, when the entry is refused', async () => {
    const el = await card();
    el.enterPoints('ones', 2);
    await saved(el);
    // Bram enters here while the other tab's change (Bram scratches Chance) lands first.
    el.enterPoints('twos', 4);
    otherTabChanges((game) => scratchBox(game, 'chance'));
    await saved(el);
    await el.updateComplete;
    const notice = text($(el, '[part="notice"]'));
    expect(notice).to.match(/^Another tab changed this game first/);
    expect(live(el)).to.equal(notice);
    expect(live(el)).not.to.contain('Twos');
    expect(el.totals(1).total, "the other tab's game: Bram's Chance 0, no Twos").to.equal(0);
    await expect(el).to.be.accessible();
  });
});
