// `heading-level`: the elements' headings sit at the article's levels, as the accessibility tree
// (Chromium's, via a11ySnapshot) reports them to a screen reader.
import { expect, fixture, fixtureCleanup, html } from '@open-wc/testing';
import { nothing } from 'lit';
import { a11ySnapshot } from '@web/test-runner-commands';
import fc from 'fast-check';
import '../../src/index.js';
import type { DiceRoller } from '../../src/dice-roller/dice-roller.js';
import type { FirstPlayerPicker } from '../../src/first-player-picker/first-player-picker.js';
import type { YahtzeeScorecard } from '../../src/yahtzee-scorecard/yahtzee-scorecard.js';
import { getRuleset } from '../../src/rules/index.js';
import { facesSource } from '../first-player-picker/helpers.js';
import { $, clearStorage, typeDice } from '../yahtzee-scorecard/helpers.js';

const key = 'test-heading-level';
const levels = [2, 3, 4, 5, 6];
const invalid = ['1', '7', 'x', '2.5', '', '-3'];
/** A storage key of its own for each element: a finished game is not restored into the next. */
let made = 0;
const freshKey = (): string => `${key}-${++made}`;

interface AxNode {
  role?: string;
  name?: string;
  level?: number;
  children?: AxNode[];
}

/**
 * The page's headings in the accessibility tree, "level name" in page order. The page holds one
 * element (`selector`: which, for the reader; a snapshot rooted at a host drops its shadow tree).
 */
async function headings(selector: string): Promise<string[]> {
  expect(document.querySelectorAll(selector)).to.have.length(1);
  const found: string[] = [];
  const walk = (node: AxNode): void => {
    // Without the isolates around a name (format characters: not spoken, not seen).
    if (node.role === 'heading')
      found.push(`${node.level} ${(node.name ?? '').replace(/[\u2068\u2069]/g, '')}`);
    node.children?.forEach(walk);
  };
  walk((await a11ySnapshot({})) as unknown as AxNode);
  return found;
}

/** A solo Yahtzee card with `level` as its attribute (none: null), its game just over. */
async function finishedCard(level: string | null): Promise<YahtzeeScorecard> {
  fixtureCleanup();
  const el = await fixture<YahtzeeScorecard>(
    html`<yahtzee-scorecard
      id="card"
      storage-key=${freshKey()}
      players="Anna"
      heading-level=${level ?? nothing}
    ></yahtzee-scorecard>`,
  );
  await el.updateComplete;
  for (const category of getRuleset('yahtzee').categories) el.scratch(category);
  await el.updateComplete;
  return el;
}

/** A picker with `level` as its attribute (none: null), after a pick of two players. */
async function pickedPicker(level: string | null): Promise<FirstPlayerPicker> {
  fixtureCleanup();
  const el = await fixture<FirstPlayerPicker>(
    html`<first-player-picker
      id="picker"
      storage-key=${freshKey()}
      players="Anna, Bram"
      heading-level=${level ?? nothing}
    ></first-player-picker>`,
  );
  el.random = facesSource([5, 2]);
  el.pick();
  await el.updateComplete;
  return el;
}

// Every element has a key of its own; what they saved goes before and after the file.
before(() => clearStorage(key));
after(() => clearStorage(key));

describe('heading-level on <yahtzee-scorecard>', () => {
  it('by default: the roll, a box’s panel, game over and the last game at 3, the places and standings at 4', async () => {
    const el = await fixture<YahtzeeScorecard>(
      html`<yahtzee-scorecard
        id="card"
        storage-key=${freshKey()}
        players="Anna"
      ></yahtzee-scorecard>`,
    );
    await el.updateComplete;
    expect(await headings('#card')).to.deep.equal(['3 Enter a roll']);
    await typeDice(el, [3, 3, 3, 5, 5]);
    expect(await headings('#card')).to.include.members([
      '3 Enter a roll',
      '4 Where this roll may go',
    ]);
    $(el, 'button[data-box="ones"]').click();
    await el.updateComplete;
    expect((await headings('#card')).filter((h) => h.startsWith('3 Anna'))).to.have.length(1);
    await expect(el).to.be.accessible();

    fixtureCleanup();
    const over = await finishedCard(null);
    expect(await headings('#card')).to.deep.equal(['3 Game over', '4 Standings']);
    over.newGame();
    await over.updateComplete;
    expect(await headings('#card')).to.deep.equal(['3 Enter a roll', '3 Last game']);
  });

  it(`at each level ${levels.join(', ')}: the top headings there, the ones under them one lower (6 stays 6)`, async () => {
    for (const level of levels) {
      const lower = Math.min(level + 1, 6);
      const el = await finishedCard(String(level));
      expect(el.headingLevel).to.equal(level);
      expect(await headings('#card'), `level ${level}`).to.deep.equal([
        `${level} Game over`,
        `${lower} Standings`,
      ]);
      el.newGame();
      await el.updateComplete;
      await typeDice(el, [3, 3, 3, 5, 5]);
      expect(await headings('#card'), `level ${level}`).to.deep.equal([
        `${level} Enter a roll`,
        `${lower} Where this roll may go`,
        `${level} Last game`,
      ]);
      if (level === 2) await expect(el).to.be.accessible();
    }
  });

  it(`an invalid value (${invalid.map((v) => JSON.stringify(v)).join(', ')}) leaves 3 and 4`, async () => {
    for (const level of invalid) {
      await finishedCard(level);
      expect(await headings('#card'), JSON.stringify(level)).to.deep.equal([
        '3 Game over',
        '4 Standings',
      ]);
    }
  });

  it('follows the property set from code, and any attribute text (fast-check, 60 cases): a number 2–6 is the level, anything else 3', async () => {
    const el = await fixture<YahtzeeScorecard>(
      html`<yahtzee-scorecard storage-key=${freshKey()} players="Anna"></yahtzee-scorecard>`,
    );
    el.headingLevel = 5;
    await el.updateComplete;
    expect($(el, '#roll-heading').getAttribute('aria-level')).to.equal('5');
    let cases = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.string(), fc.constantFrom('2', '6', ' 4 ', '3.0', '0x2', '5e0', '6.5')),
        async (value) => {
          cases++;
          el.setAttribute('heading-level', value);
          await el.updateComplete;
          const number = Number(value);
          const expected = levels.includes(number) ? number : 3;
          expect($(el, '#roll-heading').getAttribute('aria-level'), value).to.equal(
            String(expected),
          );
        },
      ),
      { numRuns: 60 },
    );
    console.log(`heading-level attribute: ${cases} generated values tried`);
    expect(cases).to.equal(60);
  });
});

describe('heading-level on <first-player-picker>', () => {
  it('by default the roll-off and the order are captions, not headings', async () => {
    await pickedPicker(null);
    expect(await headings('#picker')).to.deep.equal([]);
  });

  it(`at each level ${levels.join(', ')}: "Roll-off" and "Order of play" are headings there`, async () => {
    for (const level of levels) {
      const el = await pickedPicker(String(level));
      expect(el.headingLevel).to.equal(level);
      expect(await headings('#picker'), `level ${level}`).to.deep.equal([
        `${level} Roll-off`,
        `${level} Order of play, clockwise`,
      ]);
      if (level === 4) {
        // The rounds fade in: axe reads the colours once they are there.
        await Promise.all(el.shadowRoot!.getAnimations().map((animation) => animation.finished));
        await expect(el).to.be.accessible();
      }
    }
  });

  it('an invalid value makes no headings', async () => {
    for (const level of invalid) {
      await pickedPicker(level);
      expect(await headings('#picker'), JSON.stringify(level)).to.deep.equal([]);
    }
  });
});

describe('heading-level on <dice-roller>', () => {
  /** A roller with `level` as its attribute (none: null), before and after a roll. */
  async function rolledRoller(level: string | null): Promise<[string[], string[]]> {
    fixtureCleanup();
    const el = await fixture<DiceRoller>(
      html`<dice-roller
        id="roller"
        storage-key=${freshKey()}
        preview
        heading-level=${level ?? nothing}
      ></dice-roller>`,
    );
    el.random = facesSource([1, 2, 3, 4, 5]);
    const before = await headings('#roller');
    el.roll();
    await el.updateComplete;
    return [before, await headings('#roller')];
  }

  it('by default has no heading, before and after a roll', async () => {
    expect(await rolledRoller(null)).to.deep.equal([[], []]);
  });

  it(`at each level ${levels.join(', ')}: "Dice" is a heading there, before and after a roll`, async () => {
    for (const level of levels) {
      expect(await rolledRoller(String(level)), `level ${level}`).to.deep.equal([
        [`${level} Dice`],
        [`${level} Dice`],
      ]);
      const el = document.querySelector<DiceRoller>('#roller')!;
      expect(el.headingLevel).to.equal(level);
      if (level === 2) await expect(el).to.be.accessible();
    }
  });

  it('an invalid value makes no heading', async () => {
    for (const level of invalid) {
      expect(await rolledRoller(level), JSON.stringify(level)).to.deep.equal([[], []]);
    }
  });

  it('speaks the page’s language', async () => {
    fixtureCleanup();
    const el = await fixture<DiceRoller>(
      html`<div lang="nl">
        <dice-roller id="roller" storage-key=${freshKey()} heading-level="4"></dice-roller>
      </div>`,
    );
    await (el.querySelector('dice-roller') as DiceRoller).updateComplete;
    expect(await headings('#roller')).to.deep.equal(['4 Dobbelstenen']);
  });
});
