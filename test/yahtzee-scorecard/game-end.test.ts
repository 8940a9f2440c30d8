// In a page of its own: Lit makes a template once a page, the first time it is drawn.
import { aTimeout, expect, fixture, html } from '@open-wc/testing';
import '../../src/yahtzee-scorecard/yahtzee-scorecard.js';
import type { YahtzeeScorecard } from '../../src/yahtzee-scorecard/yahtzee-scorecard.js';
import { $, $$, clearStorage, playToLastBox, text } from './helpers.js';

const key = 'test-game-end';

afterEach(() => clearStorage(key));

describe("<yahtzee-scorecard>: the game's end", () => {
  it("draws the game's end once beforehand where nothing shows it: at the end the card holds one, drawn for its own game", async () => {
    const el = await fixture<YahtzeeScorecard>(
      html`<yahtzee-scorecard
        lang="en"
        storage-key=${key}
        players="Anna,Bram"
      ></yahtzee-scorecard>`,
    );
    // The later file has come (the players' list is its), then the page was idle.
    expect($(el, 'details.players')).to.not.equal(null);
    await new Promise((idle) => requestIdleCallback(idle));
    await aTimeout(0);
    expect($(el, '.over'), 'no game end in the card before the end').to.equal(null);
    expect(document.querySelector('.over, #next-starter'), 'nor in the page').to.equal(null);
    const last = playToLastBox(el, 2);
    await el.updateComplete;
    // Templates are made by the <template> elements their markup is parsed into: the last entry
    // makes none, they are made already.
    const made: string[] = [];
    const createElement = document.createElement.bind(document);
    document.createElement = ((tag: string, options?: ElementCreationOptions) => {
      made.push(tag);
      return createElement(tag, options);
    }) as typeof document.createElement;
    try {
      el.scratch(last);
      await el.updateComplete;
    } finally {
      delete (document as { createElement?: unknown }).createElement;
    }
    expect(made.filter((tag) => tag === 'template')).to.deep.equal([]);
    expect($$(el, '.over').length).to.equal(1);
    expect($$(el, '#next-starter option').map(text)).to.deep.equal(['Anna', 'Bram']);
    expect(text($(el, '.winners'))).to.equal('Anna wins!');
    await expect(el).to.be.accessible();
  });
});
