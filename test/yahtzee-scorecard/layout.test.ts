// The card's layout at the table, on a phone: the sheet fits, its rows keep their heights, the
// current column scrolls into view whole, and the best place's ring can be seen.
import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia, setViewport } from '@web/test-runner-commands';
import '../../src/yahtzee-scorecard/yahtzee-scorecard.js';
import type { YahtzeeScorecard } from '../../src/yahtzee-scorecard/yahtzee-scorecard.js';
import { getRuleset } from '../../src/rules/rulesets.js';
import {
  $,
  $$,
  allSaved,
  clearStorage,
  playToLastBox,
  saved,
  text,
  typeDice,
  unfoldPlayers,
} from './helpers.js';

const prefix = 'test-layout';

/**
 * A card in a box as wide as the demo page leaves it on a phone (its padding and the section's
 * around it take 34 px: 286 px at 320).
 */
async function card(players: string, lang = 'nl', ruleset = 'yahtzee'): Promise<YahtzeeScorecard> {
  const wrapper = await fixture<HTMLDivElement>(
    html`<div lang=${lang} style="margin-inline: 9px">
      <yahtzee-scorecard
        storage-key=${`${prefix}:card`}
        ruleset=${ruleset}
        players=${players}
      ></yahtzee-scorecard>
    </div>`,
  );
  const el = wrapper.querySelector('yahtzee-scorecard')!;
  await el.updateComplete;
  return el;
}

const frames = async (count: number): Promise<void> => {
  for (let i = 0; i < count; i++) await new Promise(requestAnimationFrame);
};

const boxRowHeights = (el: YahtzeeScorecard) =>
  $$(el, 'table.sheet tr[data-category]').map((row) => row.getBoundingClientRect().height);

/** WCAG 2 contrast ratio of two `rgb()` colours as getComputedStyle gives them. */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r, g, b] = color
      .match(/[\d.]+/g)!
      .slice(0, 3)
      .map((channel) => {
        const c = Number(channel) / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

afterEach(async () => {
  // A save still on its way would land after the clearing, as another tab's game to the next test.
  await clearStorage(prefix);
  await emulateMedia({ colorScheme: 'light' });
  await setViewport({ width: 800, height: 600 });
});

describe('<yahtzee-scorecard> on a phone', () => {
  for (const [lang, ruleset] of [
    ['nl', 'yahtzee'],
    ['en', 'yahtzee'],
    ['de', 'kniffel'],
  ] as const) {
    for (const scheme of ['light', 'dark'] as const) {
      it(`4 players fit 320 px with no sideways scroll (${lang}, ${ruleset}, ${scheme})`, async () => {
        await setViewport({ width: 320, height: 640 });
        await emulateMedia({ colorScheme: scheme });
        const el = await card('Anna,Bram,Cees,Daan', lang, ruleset);
        const scroller = $(el, '.scroller');
        expect(scroller.scrollWidth, 'the table scrolls sideways').to.be.at.most(
          scroller.clientWidth,
        );
        expect(document.documentElement.scrollWidth).to.be.at.most(320);
        // The current player's open boxes stay tap targets: 44 px high, 44 px wide.
        for (const cell of $$(el, 'button.cell')) {
          const box = cell.getBoundingClientRect();
          expect(box.height).to.be.at.least(44);
          expect(box.width).to.be.at.least(44);
        }
      });
    }
  }

  it("a box's panel opened on a table narrower than the panel moves no column (1 and 2 players, 320 and 390 px)", async () => {
    for (const width of [320, 390]) {
      for (const players of ['Anna', 'Anna,Bram']) {
        await setViewport({ width, height: 800 });
        const el = await card(players, 'en');
        players.split(',').forEach(() => el.enterPoints('threes', 9));
        await el.updateComplete;
        const where = `${width} px, ${players}`;
        const columns = () => $$(el, 'thead th').map((th) => th.getBoundingClientRect().width);
        const before = columns();
        // A filled box's correction, then an open box's entry: each panel opens under its row.
        for (const selector of [
          'tr[data-category="threes"] td[data-seat="0"] > button',
          'tr[data-category="fours"] td[data-seat="0"] > button',
        ]) {
          const box = () => $(el, selector).getBoundingClientRect();
          const { x, width: boxWidth } = box();
          $<HTMLButtonElement>(el, selector).click();
          await el.updateComplete;
          expect($$(el, 'tr.entry-row .entry'), where).to.have.length(1);
          expect(columns(), `${where}: column widths`).to.deep.equal(before);
          expect([box().x, box().width], `${where}: ${selector}`).to.deep.equal([x, boxWidth]);
          expect(document.documentElement.scrollWidth, where).to.be.at.most(width);
          $<HTMLButtonElement>(el, '.entry button.cancel').click();
          await el.updateComplete;
        }
        if (width === 320) await expect(el).to.be.accessible();
        el.parentElement!.remove();
        await clearStorage(prefix);
      }
    }
  });

  it('every box row keeps one height, open, hidden or filled by every player', async () => {
    await setViewport({ width: 320, height: 640 });
    const el = await card('Anna,Bram,Cees,Daan');
    await expect(el).to.be.accessible();
    const before = boxRowHeights(el);
    expect(new Set(before).size, `box rows ${before.join(', ')}`).to.equal(1);
    const box = 'tr[data-category="ones"] td[data-seat="0"] > button';
    const open = $(el, box).getBoundingClientRect();
    for (const points of [1, 2, 3, 4]) el.enterPoints('ones', points);
    await el.updateComplete;
    expect(boxRowHeights(el)).to.deep.equal(before);
    // Also the lower half's first row, under its thicker line.
    for (let seat = 0; seat < 4; seat++) el.scratch('three-of-a-kind');
    await el.updateComplete;
    expect(boxRowHeights(el)).to.deep.equal(before);
    // The first player's box was an open box's button; filled, its button is the same size.
    const filled = $(el, box).getBoundingClientRect();
    expect([filled.width, filled.height]).to.deep.equal([open.width, open.height]);
    await expect(el).to.be.accessible();
  });

  it('the names in the header line up when a narrower column wraps its hidden turn mark (320 px, every language)', async () => {
    await setViewport({ width: 320, height: 640 });
    for (const lang of ['fr', 'nl', 'en', 'sv', 'de']) {
      // A page's own text sets the widths: at 320 px in French the last column came out narrower,
      // its hidden "à jouer" took two lines, and bottom-aligned, Dirk sat above the others.
      const el = await card('Anna,Bram,Cees,Dirk', lang);
      el.style.fontFamily = 'sans-serif';
      el.enterPoints('ones', 0);
      await el.updateComplete;
      const tops = $$(el, 'thead th[data-seat] .name').map((name) =>
        Math.round(name.getBoundingClientRect().top),
      );
      expect(tops, lang).to.have.length(4);
      expect(new Set(tops).size, `${lang}: name tops ${tops.join(', ')}`).to.equal(1);
      if (lang === 'fr') await expect(el).to.be.accessible();
      el.remove();
      await clearStorage(prefix);
    }
  });

  for (const width of [320, 390]) {
    it(`a fresh game's players list at ${width} px: each player two lines, the name with Begins, then the field with its moves`, async () => {
      await setViewport({ width, height: 640 });
      for (const lang of ['en', 'de', 'fr']) {
        const el = await card('Anna,Bram,Cees,Daan,Eva,Fenna,Gijs,Hanna', lang);
        const rows = $$(el, 'details.players ol > li');
        expect(rows).to.have.length(8);
        for (const row of rows) {
          const line = (element: Element) => element.getBoundingClientRect();
          const name = line(row.querySelector('label[for^="name-"]')!);
          const begins = line(row.querySelector('label.check')!);
          const field = line(row.querySelector('input[id^="name-"]')!);
          const moves = [...row.querySelectorAll('.row button')].map(line);
          const mid = (box: DOMRect) => box.top + box.height / 2;
          expect(Math.abs(mid(begins) - mid(name)), `${lang}: Begins beside the name`).to.be.below(
            12,
          );
          expect(field.top, `${lang}: the field under the name`).to.be.at.least(begins.bottom - 1);
          expect(moves).to.have.length(3);
          for (const move of moves) {
            expect(
              Math.abs(mid(move) - mid(field)),
              `${lang}: a move beside the field`,
            ).to.be.below(2);
            expect(move.height).to.be.at.least(44);
          }
          expect(begins.height, 'Begins is a tap target').to.be.at.least(44);
        }
        expect(document.documentElement.scrollWidth).to.be.at.most(width);
        await expect(el).to.be.accessible();
        el.remove();
        await clearStorage(prefix);
      }
    });
  }

  it("the players' list below the sheet is laid out only as it comes near the view, in a room of its own height", async () => {
    for (const [width, lang, players] of [
      [390, 'nl', 'Anna,Bram'],
      [320, 'fr', 'Anna,Bram,Cees,Dirk,Eva,Fien,Gijs,Hans'],
    ] as const) {
      await setViewport({ width, height: 640 });
      const wrapper = await fixture<HTMLDivElement>(
        html`<div lang=${lang}>
          <div style="height: 3000px"></div>
          <yahtzee-scorecard storage-key=${`${prefix}:list`} players=${players}></yahtzee-scorecard>
        </div>`,
      );
      const el = wrapper.querySelector('yahtzee-scorecard')!;
      await el.updateComplete;
      await frames(2);
      const list = $(el, '.players ol');
      const field = $(el, '#name-1');
      const rendered = () => field.checkVisibility({ contentVisibilityAuto: true });
      expect(rendered(), `${lang}: the list out of view is skipped`).to.be.false;
      const room = list.getBoundingClientRect().height;
      list.scrollIntoView();
      await frames(2);
      expect(rendered(), `${lang}: the list in view is drawn`).to.be.true;
      expect(list.getBoundingClientRect().height, `${lang}: its room`).to.be.closeTo(room, 1);
      // The list's paint is clipped (its containment): the last row's last button, on its right
      // and bottom edges, keeps its whole focus ring.
      const last = $$(el, '.players ol button').at(-1)!;
      last.focus({ focusVisible: true } as FocusOptions);
      const ring = getComputedStyle(last);
      const reach = parseFloat(ring.outlineWidth) + parseFloat(ring.outlineOffset);
      expect(reach, `${lang}: a focus ring`).to.be.at.least(5);
      const [box, edge] = [last, list].map((node) => node.getBoundingClientRect());
      const beyond = Math.max(box!.right - edge!.right, box!.bottom - edge!.bottom) + reach;
      expect(beyond, `${lang}: the ring beyond the list`).to.be.at.most(
        parseFloat(getComputedStyle(list).overflowClipMargin),
      );
      if (lang === 'fr') await expect(el).to.be.accessible();
      // Folded by the first score and unfolded by a tap, in view: its rows come with the tap.
      el.enterPoints('ones', 3);
      await saved(el);
      await unfoldPlayers(el);
      expect(getComputedStyle($(el, '.players ol')).contentVisibility, lang).to.equal('visible');
      expect($(el, '#name-1').checkVisibility({ contentVisibilityAuto: true }), lang).to.be.true;
      // The next card has the same key: this one leaves the page first.
      wrapper.remove();
      window.scrollTo(0, 0);
      await clearStorage(prefix);
    }
  });

  it("with the page's text at 200 % (large text), the players' list of a new game is no wider than a 320 px phone", async () => {
    await setViewport({ width: 320, height: 640 });
    document.documentElement.style.fontSize = '200%';
    try {
      const el = await card('Anna,Bram', 'en');
      await unfoldPlayers(el);
      await el.updateComplete;
      // The new player's field took its 20 characters' width: 424 px of row, the page 432 px wide.
      expect($(el, '.players .row').getBoundingClientRect().right).to.be.at.most(
        el.getBoundingClientRect().right,
      );
      expect(document.documentElement.scrollWidth).to.be.at.most(320);
    } finally {
      document.documentElement.style.fontSize = '';
    }
  });

  it('a 40-letter name with no space wraps in the turn line and the written line: no sideways scroll at 320 px', async () => {
    await setViewport({ width: 320, height: 640 });
    const long = 'Bartholomeuswilhelminajohannesmaximilian';
    const el = await card(`Anna,${long}`, 'en');
    el.enterPoints('ones', 3);
    await el.updateComplete;
    await allSaved();
    expect($(el, '.turn').textContent).to.include(long);
    for (const line of [$(el, '.turn'), $(el, '.written')]) {
      expect(line.scrollWidth, line.className).to.be.at.most(line.clientWidth);
    }
    expect(document.documentElement.scrollWidth).to.be.at.most(320);
  });

  it("the game's end with a 40-character name at 320 px: the list of who begins next fits the card", async () => {
    // The list was as wide as the name, and so the panel and the sheet: 40 px of sideways scroll.
    await setViewport({ width: 320, height: 640 });
    // 40 characters, no word cut in its column's header.
    const long = 'Anna Maria Oosterhuis van der Berg Smits';
    const el = await card(`${long},Bram`, 'fr');
    // Both players scratch every box, in turn: the game is over.
    for (const box of getRuleset('yahtzee').categories) {
      el.scratch(box);
      el.scratch(box);
    }
    await allSaved();
    await el.updateComplete;
    const select = $(el, '.over select');
    const { right } = el.getBoundingClientRect();
    expect(select.getBoundingClientRect().right, 'the list').to.be.at.most(right);
    expect($(el, '.over').getBoundingClientRect().right, 'the panel').to.be.at.most(right);
    expect(document.documentElement.scrollWidth).to.be.at.most(320);
    // French puts a space before the colon, as in every other French line of the card.
    expect($$(el, '.standings li').map((li) => text(li))).to.deep.equal([
      `${long} : 0`,
      'Bram : 0',
    ]);
    await expect(el).to.be.accessible();
  });

  // Seen at 390 px: "Kleine Straße:" on one line and "0" alone under it, as if it were a place.
  for (const [lang, ruleset, width] of [
    ['de', 'kniffel', 390],
    ['de', 'kniffel', 320],
    ['nl', 'yahtzee', 320],
    ['en', 'yahtzee', 320],
    ['sv', 'yatzy', 320],
    ['fr', 'yahtzee', 320],
  ] as const) {
    it(`a place's points stay on the line of its box's last word (${lang}, ${ruleset}, ${width} px)`, async () => {
      await setViewport({ width, height: 844 });
      const el = await card('Anna,Bram', lang, ruleset);
      await typeDice(el, [1, 2, 3, 4, 6]);
      const places = $$(el, 'ul.placements button');
      expect(places.length).to.be.greaterThan(3);
      const top = (node: Text, from: number, to: number) => {
        const range = document.createRange();
        range.setStart(node, from);
        range.setEnd(node, to);
        return range.getClientRects()[0]!.top;
      };
      let wrapped = 0;
      for (const place of places) {
        const node = [...place.childNodes].find(
          (child): child is Text => child instanceof Text && child.data.includes(':'),
        )!;
        // The box name's last word with its colon ("Straße:", French "suite :"), then the points.
        const { data } = node;
        const last = /(\S+ ?:)\s*(?=\S)/.exec(data)!;
        const [word, colon, points] = [
          last.index,
          last.index + last[1].length,
          last.index + last[0].length,
        ];
        if (top(node, 0, 1) !== top(node, points, points + 1)) wrapped++;
        expect(top(node, points, points + 1), `"${data.trim()}"`).to.be.closeTo(
          top(node, word, colon),
          1,
        );
      }
      // Kniffel's long box names wrap at 390 px (three places a row): the check is about them.
      if (width === 390) expect(wrapped, 'places on two lines').to.be.greaterThan(0);
      await expect(el).to.be.accessible();
    });
  }

  it("the game's end moves no line of the table: a winner's mark takes the place of its hidden turn mark (320 and 390 px, every language)", async () => {
    for (const width of [320, 390]) {
      await setViewport({ width, height: 640 });
      for (const lang of ['fr', 'nl', 'en', 'sv', 'de']) {
        const el = await card('Anna,Bram,Cees', lang);
        el.style.fontFamily = 'sans-serif';
        // Anna wins on her Chance; the game ends with Cees's last box.
        const last = playToLastBox(el, 3);
        await el.updateComplete;
        const at = `${lang}, ${width} px`;
        const heights = (selector: string) =>
          $$(el, selector).map((row) => Math.round(row.getBoundingClientRect().height));
        // In the table, which the panel above it moves.
        const names = () =>
          $$(el, 'thead .name').map((name) =>
            Math.round(
              name.getBoundingClientRect().top - $(el, 'thead').getBoundingClientRect().top,
            ),
          );
        const marks = () =>
          $$(el, 'thead th[data-seat]').map((th) =>
            [...th.querySelectorAll<HTMLElement>('.turn-mark, .winner-mark')].map(
              (mark) => `${text(mark)} ${getComputedStyle(mark).visibility}`,
            ),
          );
        const before = { rows: heights('tbody tr'), header: heights('thead tr'), names: names() };
        const hidden = `${text($(el, 'thead .turn-mark'))} hidden`;
        el.scratch(last);
        await allSaved();
        await el.updateComplete;
        expect(el.currentPlayer, `${at}: the game is over`).to.equal(-1);
        expect(heights('tbody tr'), `${at}: the box and total lines`).to.deep.equal(before.rows);
        // The names stay; so does the header's height but where "★ vinnare" (Swedish) needs a
        // second line in a 320 px phone's narrow column, as the winner's mark always did.
        expect(names(), `${at}: the names' tops`).to.deep.equal(before.names);
        if (width === 390) expect(heights('thead tr'), at).to.deep.equal(before.header);
        // One mark a column, as in play: the winner's said, the others kept hidden.
        const mark = $(el, 'thead th.winner .winner-mark');
        const said = text(mark);
        expect(said, at).to.match(/^\p{L}/u);
        // Its star drawn before the word, and left out of what a screen reader says.
        expect(getComputedStyle(mark, '::before').content, at).to.equal('"★ " / ""');
        expect(marks(), at).to.deep.equal([[`${said} visible`], [hidden], [hidden]]);
        if (lang === 'fr' && width === 320) await expect(el).to.be.accessible();
        el.remove();
        await clearStorage(prefix);
      }
    }
  });

  it("the game's end at 390 px: the standings sit under their heading as the panel's other lines do, the last game's too", async () => {
    await setViewport({ width: 390, height: 844 });
    const el = await card('Anna,Bram');
    for (const box of getRuleset('yahtzee').categories) {
      el.scratch(box);
      el.scratch(box);
    }
    await allSaved();
    await el.updateComplete;
    // The space between two lines of a panel: its rows' gap.
    const gapOf = (section: Element) => parseFloat(getComputedStyle(section).rowGap);
    const spaced = (section: Element) => {
      const list = section.querySelector('.standings')!;
      const heading = list.previousElementSibling!;
      const next = list.nextElementSibling;
      const { top, bottom } = list.getBoundingClientRect();
      // The list's own margins (a browser's 16 px above and below) came on top of the gap.
      expect(top - heading.getBoundingClientRect().bottom, 'under its heading').to.be.closeTo(
        gapOf(section),
        1,
      );
      if (next) {
        expect(next.getBoundingClientRect().top - bottom, 'above the next line').to.be.closeTo(
          gapOf(section),
          1,
        );
      }
    };
    spaced($(el, '.over'));
    // The last game's standings stay on screen until the next game's first score.
    el.newGame();
    await el.updateComplete;
    spaced($(el, '.last-game'));
    await expect(el).to.be.accessible();
  });

  it('8 players at 390 px: the current column scrolls in whole, right of the box names; the caption stays', async () => {
    await setViewport({ width: 390, height: 844 });
    const el = await card('Anna,Bram,Cees,Daan,Eva,Fleur,Gijs,Hanna');
    const scroller = $(el, '.scroller');
    expect(scroller.scrollWidth, 'a table wider than the phone').to.be.greaterThan(
      scroller.clientWidth,
    );
    for (let seat = 0; seat < 6; seat++) {
      el.scratch('chance');
      await el.updateComplete;
    }
    expect(el.currentPlayer).to.equal(6);
    // The column scrolls a frame after the update, when the table is laid out anyway.
    await frames(2);
    expect(scroller.scrollLeft, 'scrolled sideways').to.be.greaterThan(0);
    const view = scroller.getBoundingClientRect();
    const boxes = $(el, 'table.sheet thead th').getBoundingClientRect();
    const column = $(el, 'table.sheet thead th.current').getBoundingClientRect();
    expect(column.left, 'not under the box names').to.be.at.least(boxes.right - 1);
    expect(column.right, 'inside the scroller').to.be.at.most(view.right + 1);
    expect($(el, 'caption').getBoundingClientRect().left, 'the caption').to.be.closeTo(
      view.left,
      1,
    );
    // No name half under the box names: each column is wholly under them or wholly right of them.
    for (const th of $$(el, 'table.sheet thead th[data-seat]')) {
      const { left, right } = th.getBoundingClientRect();
      expect(left >= boxes.right - 1 || right <= boxes.right + 1, `seat ${th.dataset.seat}`).to.be
        .true;
    }
    await expect(el).to.be.accessible();
  });

  for (const scheme of ['light', 'dark'] as const) {
    it(`rings the best place visibly (${scheme}): 3:1 against the card, apart from the fill`, async () => {
      await emulateMedia({ colorScheme: scheme });
      const el = await card('Anna,Bram', 'en');
      await typeDice(el, [3, 3, 5, 6, 6]);
      // Advice needs the solver; its mark is the class the roll's view sets on the best place.
      const best = $<HTMLButtonElement>(el, 'button.place:not(.zero)');
      best.classList.add('best');
      const ring = getComputedStyle(best);
      const surface = getComputedStyle($(el, '.base')).backgroundColor;
      expect(ring.outlineStyle).to.equal('solid');
      expect(parseFloat(ring.outlineWidth)).to.be.at.least(3);
      expect(parseFloat(ring.outlineOffset), 'a gap between ring and fill').to.be.at.least(2);
      expect(
        contrast(ring.outlineColor, surface),
        `${ring.outlineColor} on ${surface}`,
      ).to.be.at.least(3);
      // The other places have no ring.
      const other = $(el, 'button.place:not(.best)');
      expect(getComputedStyle(other).outlineStyle).to.equal('none');
      await expect(el).to.be.accessible();
    });
  }
});
