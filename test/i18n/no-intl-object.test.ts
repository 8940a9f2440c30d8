import { expect, fixture, html } from '@open-wc/testing';
import '../../src/index.js';
import type { DiceRoller } from '../../src/dice-roller/dice-roller.js';
import type { FirstPlayerPicker } from '../../src/first-player-picker/first-player-picker.js';
import type { YahtzeeScorecard } from '../../src/yahtzee-scorecard/yahtzee-scorecard.js';
import { getRuleset } from '../../src/rules/rulesets.js';
import { facesSource, textOf } from '../first-player-picker/helpers.js';
import { $, allSaved, clearStorage, text } from '../yahtzee-scorecard/helpers.js';

// The first Intl.NumberFormat or Intl.ListFormat a page makes loads the browser's locale data: 20-30
// ms in one task on a cold page (measured in scripts/bench's Chromium). The lists and plurals the
// elements say, in every language, are made without one: a finished game's board, the last entry's
// tap, a tie in the picker, the roller's counter.
const key = 'yw-test:no-intl';
const constructors = ['ListFormat', 'PluralRules', 'NumberFormat'] as const;
let made: string[];
const originals = Object.fromEntries(constructors.map((name) => [name, Intl[name]]));

beforeEach(async () => {
  await clearStorage(key);
  made = [];
  for (const name of constructors) {
    const Original = originals[name] as unknown as new (...args: unknown[]) => object;
    // A construct trap: every `new Intl.X(...)` is counted, and still made.
    (Intl as unknown as Record<string, unknown>)[name] = new Proxy(Original, {
      construct(target, args) {
        made.push(`${name}(${String(args[0])})`);
        return new target(...args);
      },
    });
  }
});

afterEach(async () => {
  for (const name of constructors)
    (Intl as unknown as Record<string, unknown>)[name] = originals[name];
  await clearStorage(key);
});

for (const lang of ['en', 'nl', 'sv', 'de', 'fr']) {
  describe(`no Intl object in ${lang}`, () => {
    it('a shared win at the last entry, and the finished game drawn again on a new card', async () => {
      const card = () =>
        html`<div lang=${lang}>
          <yahtzee-scorecard players="Anna, Bram" storage-key=${key}></yahtzee-scorecard>
        </div>`;
      const first = (await fixture<HTMLElement>(card())).querySelector<YahtzeeScorecard>(
        'yahtzee-scorecard',
      )!;
      await first.updateComplete;
      for (const box of getRuleset('yahtzee').categories) {
        for (let player = 0; player < 2; player++) first.enterDice(box, [2, 3, 3, 4, 6]);
      }
      await first.updateComplete;
      const winners = text($(first, '.winners'));
      // Both names, joined by the language's "and".
      expect(winners).to.match(/Anna.* (and|en|och|und|et) .*Bram/);
      await allSaved();
      const again = (await fixture<HTMLElement>(card())).querySelector<YahtzeeScorecard>(
        'yahtzee-scorecard',
      )!;
      await again.updateComplete;
      expect(text($(again, '.winners'))).to.equal(winners);
      await expect(again).to.be.accessible();
      expect(made).to.deep.equal([]);
    });

    it('a tie in the picker, and the roller’s counter', async () => {
      const wrapper = await fixture<HTMLElement>(
        html`<div lang=${lang}>
          <first-player-picker
            players="Anna, Bram, Cees"
            storage-key="${key}:p"
          ></first-player-picker>
          <dice-roller storage-key="${key}:r"></dice-roller>
        </div>`,
      );
      const picker = wrapper.querySelector<FirstPlayerPicker>('first-player-picker')!;
      const roller = wrapper.querySelector<DiceRoller>('dice-roller')!;
      await picker.updateComplete;
      await roller.updateComplete;
      // Anna and Bram tie on 6, then Bram wins.
      picker.random = facesSource([6, 6, 2, 3, 5]);
      picker.pick();
      await picker.updateComplete;
      const said = textOf(picker.shadowRoot);
      expect(said).to.match(/Anna (and|en|och|und|et) Bram/);
      roller.roll();
      await roller.updateComplete;
      expect(textOf(roller.shadowRoot)).to.match(/\b1\b.*\b3\b/);
      await expect(picker).to.be.accessible();
      expect(made).to.deep.equal([]);
    });
  });
}
