import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import '../../src/yahtzee-scorecard/yahtzee-scorecard.js';
import type { YahtzeeScorecard } from '../../src/yahtzee-scorecard/yahtzee-scorecard.js';
import { $, $$, clearStorage, text } from './helpers.js';

const key = 'test-history';

async function card(): Promise<YahtzeeScorecard> {
  const el = await fixture<YahtzeeScorecard>(
    html`<yahtzee-scorecard players="Anna, Bram" storage-key=${key}></yahtzee-scorecard>`,
  );
  await el.updateComplete;
  return el;
}

async function clickOn(element: Element): Promise<void> {
  element.scrollIntoView({ block: 'center' });
  const box = element.getBoundingClientRect();
  await sendMouse({
    type: 'click',
    position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)],
  });
}

/** The history's lines as a reader sees them once it is open. */
const lines = (el: YahtzeeScorecard) => $$(el, '.history li li').map((line) => text(line));

describe('<yahtzee-scorecard> history', () => {
  beforeEach(() => clearStorage(key));
  afterEach(() => clearStorage(key));

  it('is folded, with no moves drawn, until a tap opens it; then it shows every move and follows new ones', async () => {
    const el = await card();
    expect($(el, '.history')).to.equal(null, 'no history before the first score');
    el.enterPoints('threes', 9);
    el.enterPoints('sixes', 24);
    await el.updateComplete;
    const details = $<HTMLDetailsElement>(el, 'details.history');
    expect(details.open).to.equal(false);
    expect($$(el, '.history li')).to.have.length(0, 'a folded history draws no moves');

    await clickOn($(el, '.history summary'));
    await el.updateComplete;
    expect(details.open).to.equal(true);
    expect(lines(el)).to.deep.equal(['Anna: 9 in Threes', 'Bram: 24 in Sixes']);
    expect(text($(el, '.history ol > li'))).to.match(/^Round 1/);

    el.enterPoints('chance', 20);
    await el.updateComplete;
    expect(lines(el)).to.deep.equal([
      'Anna: 9 in Threes',
      'Bram: 24 in Sixes',
      'Anna: 20 in Chance',
    ]);
    await expect(el).to.be.accessible();

    // Enter on the summary (the entry moved the focus to the roll) folds it again; the moves go.
    $(el, '.history summary').focus();
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(details.open).to.equal(false);
    expect($$(el, '.history li')).to.have.length(0);
    expect(el.shadowRoot!.activeElement).to.equal($(el, '.history summary'), 'focus stays put');
  });
});
