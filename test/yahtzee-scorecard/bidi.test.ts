// Names in right-to-left scripts, and right-to-left pages: what a reader sees stays in order.
import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import '../../src/yahtzee-scorecard/yahtzee-scorecard.js';
import type { YahtzeeScorecard } from '../../src/yahtzee-scorecard/yahtzee-scorecard.js';
import { $, clearStorage, saved, text } from './helpers.js';

const key = 'test-bidi';
const arabic = 'محمد';

/** Where on screen the first character of `part` is drawn, in the text of `node`. */
function leftOf(node: Element, part: string): number {
  const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
  for (let t = walker.nextNode(); t; t = walker.nextNode()) {
    const at = t.textContent!.indexOf(part);
    if (at < 0) continue;
    const range = document.createRange();
    range.setStart(t, at);
    range.setEnd(t, at + 1);
    return range.getBoundingClientRect().left;
  }
  throw new Error(`no ${part} in ${node.textContent}`);
}

describe('<yahtzee-scorecard> and right-to-left text', () => {
  beforeEach(() => clearStorage(key));
  afterEach(async () => {
    await clearStorage(key);
    await setViewport({ width: 800, height: 600 });
  });

  it('an Arabic name keeps the sentences around it in order: the written line and the undo line', async () => {
    const el = await fixture<YahtzeeScorecard>(
      html`<yahtzee-scorecard
        lang="en"
        storage-key=${key}
        players="${arabic}, Anna"
      ></yahtzee-scorecard>`,
    );
    el.enterPoints('twos', 2);
    await saved(el);
    const written = $(el, '.written');
    expect(text(written)).to.include(`${arabic}: 2 in Twos`);
    // Unset apart, the 2 after the Arabic letters is drawn before the name: "2 :محمد in Twos".
    expect(leftOf(written, arabic[0]!)).to.be.below(leftOf(written, '2'));
    el.undo();
    await saved(el);
    const undone = $(el, '.undone');
    expect(text(undone)).to.include(`Undone: ${arabic}, 2 in Twos.`);
    expect(leftOf(undone, arabic[0]!)).to.be.below(leftOf(undone, '2'));
    await expect(el).to.be.accessible();
  });

  it("on a right-to-left page the current player's column scrolls into view as the turn passes", async () => {
    await setViewport({ width: 320, height: 640 });
    const page = await fixture<HTMLDivElement>(html`<div dir="rtl"></div>`);
    page.innerHTML = `<yahtzee-scorecard lang="en" storage-key="${key}" players="Anna, Bram, Cees, Dirk, Eva, Fien"></yahtzee-scorecard>`;
    const el = page.firstElementChild as YahtzeeScorecard;
    await el.updateComplete;
    for (let seat = 0; seat < 5; seat++) el.enterPoints('chance', 20);
    await saved(el);
    // The column is scrolled two frames after the turn passes, once laid out.
    for (let frame = 0; frame < 4; frame++) await new Promise(requestAnimationFrame);
    const column = $(el, 'th.current').getBoundingClientRect();
    const view = $(el, '.scroller').getBoundingClientRect();
    expect(text($(el, 'th.current'))).to.include('Fien');
    expect(column.left, 'left edge in view').to.be.at.least(view.left);
    expect(column.right, 'right edge in view').to.be.at.most(view.right + 0.5);
  });
});
