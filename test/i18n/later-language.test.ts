// The words of the card's later parts (extras.ts: its panels, history, players) come in a language
// file of their own, asked for when that code loads. Under a French `lang` on an English page, the
// card shows them in French the first time they appear, and never English before. This file must
// stay the only one of its page to load the card: its later code and words load here first.
import { aTimeout, expect, fixture, html } from '@open-wc/testing';
import { sendMouse } from '@web/test-runner-commands';
import '../../src/yahtzee-scorecard/yahtzee-scorecard.js';
import type { YahtzeeScorecard } from '../../src/yahtzee-scorecard/yahtzee-scorecard.js';
import { $, $$, allSaved, clearStorage, text } from '../yahtzee-scorecard/helpers.js';

const key = 'yw-test-later-language';

/** Words of the later parts in English, none of which a French card may ever show. */
const english = [
  'History',
  'New player',
  'Players',
  'Print a blank sheet',
  'Write',
  'Scratch',
  'Cancel',
];
const englishProblem = 'is not possible';

/** Every text the card's shadow root held, after each change of it, from its first render on. */
function watchTexts(el: YahtzeeScorecard): string[] {
  const seen: string[] = [];
  const root = el.shadowRoot!;
  const look = () => seen.push(root.textContent ?? '');
  new MutationObserver(look).observe(root, {
    subtree: true,
    childList: true,
    characterData: true,
  });
  look();
  return seen;
}

/** Clicks the middle of `target` as a reader's mouse does. */
async function click(target: Element): Promise<void> {
  const box = target.getBoundingClientRect();
  await sendMouse({
    type: 'click',
    position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)],
  });
}

describe("the card's later words, in a language file of their own", () => {
  before(() => document.documentElement.setAttribute('lang', 'en'));
  afterEach(async () => {
    await allSaved();
    clearStorage(key);
  });

  it('a French card on an English page: its players, blank sheet, entry panel and refusal in French on first sight, no English ever shown', async () => {
    const holder = await fixture<HTMLDivElement>(html`<div lang="fr"></div>`);
    const el = document.createElement('yahtzee-scorecard') as YahtzeeScorecard;
    el.storageKey = key;
    el.setAttribute('players', 'Anna,Bram');
    holder.append(el);
    const seen = watchTexts(el);
    // Waits for the later parts too (the card's updateComplete does).
    await el.updateComplete;
    const drawn = text(el.shadowRoot as unknown as Element);
    for (const word of ['Joueurs', 'Nouveau joueur', 'Imprimer une feuille vierge'])
      expect(drawn, word).to.contain(word);

    await click($(el, 'button.cell[data-box="threes"]'));
    await el.updateComplete;
    await aTimeout(0);
    expect(text($(el, '#entry-heading'))).to.equal('Anna : Trois');
    expect($$(el, '.entry button').map(text)).to.deep.equal(['Inscrire', 'Barrer (0)', 'Annuler']);
    // Write with no points chosen: the rules refuse, in French (the refusals are later words too).
    await click($(el, 'button.write-points'));
    await el.updateComplete;
    expect(text($(el, '.entry [role="alert"]'))).to.contain('est impossible en Trois');
    await expect(el).to.be.accessible();

    seen.push(el.shadowRoot!.textContent ?? '');
    expect(seen.length).to.be.greaterThan(2, 'the card was watched as it drew');
    for (const snapshot of seen) {
      // A whole word: "Points" is the same in both languages, "Annuler" holds no English word.
      for (const word of english) expect(snapshot).not.to.match(new RegExp(`\\b${word}\\b`));
      expect(snapshot).not.to.contain(englishProblem);
    }
  });
});
