// A card whose table was not drawn when the turn passed (hidden, moved, put back): the current
// player's column is in view once it is drawn again.
import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import '../../src/yahtzee-scorecard/yahtzee-scorecard.js';
import type { YahtzeeScorecard } from '../../src/yahtzee-scorecard/yahtzee-scorecard.js';
import { $, clearStorage, saved, text } from './helpers.js';

const key = 'test-drawn-again';

describe("<yahtzee-scorecard> scrolls to the current player's column when it is drawn again", () => {
  beforeEach(() => clearStorage(key));
  afterEach(async () => {
    await clearStorage(key);
    await setViewport({ width: 800, height: 600 });
  });

  const inView = (el: YahtzeeScorecard) => {
    const column = $(el, 'th.current').getBoundingClientRect();
    const view = $(el, '.scroller').getBoundingClientRect();
    return column.left >= view.left && column.right <= view.right + 0.5;
  };
  const frames = async (n: number) => {
    for (let i = 0; i < n; i++) await new Promise(requestAnimationFrame);
  };

  for (const how of ['shown after being hidden', 'moved elsewhere in the page'] as const) {
    it(how, async () => {
      await setViewport({ width: 320, height: 640 });
      const page = await fixture<HTMLDivElement>(
        html`<div>
          <div id="a"></div>
          <div id="b"></div>
        </div>`,
      );
      const [a, b] = [
        page.querySelector<HTMLElement>('#a')!,
        page.querySelector<HTMLElement>('#b')!,
      ];
      a.innerHTML = `<yahtzee-scorecard lang="en" storage-key="${key}" players="Anna, Bram, Cees, Dirk, Eva, Fien"></yahtzee-scorecard>`;
      const el = a.firstElementChild as YahtzeeScorecard;
      await el.updateComplete;
      if (how === 'shown after being hidden') a.hidden = true;
      for (let seat = 0; seat < 5; seat++) el.enterPoints('chance', 20);
      await saved(el);
      await frames(4);
      if (how === 'shown after being hidden') a.hidden = false;
      else b.append(el);
      await el.updateComplete;
      await frames(4);
      expect(text($(el, 'th.current'))).to.include('Fien');
      // Before, the column stayed where a hidden or moved table left it: at 511–587 px.
      expect(inView(el), `${$(el, 'th.current').getBoundingClientRect().left}`).to.equal(true);
    });
  }
});
