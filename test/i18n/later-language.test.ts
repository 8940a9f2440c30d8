// The words of each element's later part (the card's extras.ts: its panels, history, players; the
// roller's after-roll.ts: what is said after a roll, the preview; the picker's result-view.ts: a
// pick's result and errors) come in a language file of their own, asked for when that code loads.
// Under a French `lang` on an English page, each element shows them in French the first time they
// appear, and never English before. No other test file of this page may load these parts first.
import { aTimeout, expect, fixture, html } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import '../../src/dice-roller/dice-roller.js';
import type { DiceRoller } from '../../src/dice-roller/dice-roller.js';
import '../../src/first-player-picker/first-player-picker.js';
import type { FirstPlayerPicker } from '../../src/first-player-picker/first-player-picker.js';
import '../../src/yahtzee-scorecard/yahtzee-scorecard.js';
import type { YahtzeeScorecard } from '../../src/yahtzee-scorecard/yahtzee-scorecard.js';
import { facesSource } from '../dice-roller/helpers.js';
import { $, $$, clearStorage, text } from '../yahtzee-scorecard/helpers.js';

const key = 'yw-test-later-language';

/** Resolves once `ready` gives something, checked every frame. */
async function until(ready: () => unknown): Promise<void> {
  while (!ready()) await new Promise(requestAnimationFrame);
}

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

/**
 * Every text the element's shadow root held, after each change of it, from its first render on.
 * `first` runs once the first render is in the page, before anything that comes after it.
 */
function watchTexts(el: HTMLElement, first?: () => void): string[] {
  const seen: string[] = [];
  const root = el.shadowRoot!;
  const look = () => {
    seen.push(root.textContent ?? '');
    if (first && root.textContent?.trim()) first = void first();
  };
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

/** `tag` in a French part of the English page, with `attributes`; watched from its first render. */
async function inFrench<E extends HTMLElement>(
  tag: string,
  attributes: Record<string, string>,
  first?: (el: E) => void,
): Promise<{ el: E; seen: string[] }> {
  const holder = await fixture<HTMLDivElement>(html`<div lang="fr"></div>`);
  const el = document.createElement(tag) as E;
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  holder.append(el);
  return { el, seen: watchTexts(el, first && (() => first(el))) };
}

/** No text the element ever showed held one of the English `words` (as whole words). */
function neverShown(seen: string[], words: string[]): void {
  expect(seen.filter((snapshot) => snapshot.trim())).not.to.be.empty;
  for (const snapshot of seen)
    for (const word of words) expect(snapshot).not.to.match(new RegExp(`\\b${word}\\b`));
}

describe("the later parts' words, in a language file of their own", () => {
  before(() => document.documentElement.setAttribute('lang', 'en'));
  afterEach(async () => {
    // The picker's and the roller's keys too: they begin with it.
    await clearStorage(key);
  });

  // First of the file: the roller's and the picker's later parts load here for the first time, and
  // they are asked for what those parts draw as soon as they are drawn, before the parts have come.
  it('a pick and a roll at the first render, in French: the result, the preview and the words said come in French from the first, no English ever shown', async () => {
    const picker = await inFrench<FirstPlayerPicker>(
      'first-player-picker',
      { 'storage-key': `${key}-picker`, players: 'Anna, Bram' },
      (el) => el.pick(),
    );
    const roller = await inFrench<DiceRoller>(
      'dice-roller',
      { 'storage-key': `${key}-roller`, preview: '' },
      (el) => {
        el.random = facesSource([3, 3, 5, 6, 6]);
        el.roll();
      },
    );
    await picker.el.updateComplete;
    await until(() => text(roller.el.shadowRoot!.querySelector('[role="status"]')));
    await roller.el.updateComplete;
    expect(text(picker.el.shadowRoot!.querySelector('[part="result"]'))).to.contain('Tirage au dé');
    expect(text(roller.el.shadowRoot!.querySelector('.preview caption'))).to.equal(
      'Ce que vaut ce lancer',
    );
    // text() writes the no-break space before the colon as a space.
    expect(text(roller.el.shadowRoot!.querySelector('[role="status"]'))).to.equal(
      'Lancer 1 sur 3 : 3, 3, 5, 6, 6',
    );
    for (const { el, seen } of [picker, roller]) seen.push(el.shadowRoot!.textContent ?? '');
    neverShown(picker.seen, ['Roll-off', 'begins', 'Order', 'Round']);
    neverShown(roller.seen, ['Roll 1', 'What these dice', 'Box']);
  });

  it('a French card on an English page: its players, blank sheet, entry panel and refusal in French on first sight, no English ever shown', async () => {
    const { el, seen } = await inFrench<YahtzeeScorecard>('yahtzee-scorecard', {
      'storage-key': key,
      players: 'Anna,Bram',
    });
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
    neverShown(seen, english);
    for (const snapshot of seen) expect(snapshot).not.to.contain(englishProblem);
  });

  it('a French picker on an English page: a tap on Pick at once, then its error and its result in French, no English ever shown', async () => {
    const { el, seen } = await inFrench<FirstPlayerPicker>('first-player-picker', {
      'storage-key': `${key}-picker`,
    });
    // As soon as the button is drawn, before the result's file may have come.
    await until(() => el.shadowRoot?.querySelector('button'));
    await click(el.shadowRoot!.querySelector('button')!);
    await el.updateComplete;
    expect(text(el.shadowRoot!.querySelector('#error'))).to.contain(
      'Indiquez le nombre de joueurs',
    );
    el.shadowRoot!.querySelector('input')!.focus();
    await sendKeys({ type: 'Anna, Bram' });
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    const result = text(el.shadowRoot!.querySelector('[part="result"]'));
    expect(result).to.contain('Tirage au dé');
    expect(result).to.contain('Ordre de jeu');
    expect(text(el.shadowRoot!.querySelector('[role="status"]'))).to.match(/commence\. Ordre/);
    // The rounds fade in: checked for contrast once they are there.
    await Promise.all(el.shadowRoot!.getAnimations().map((animation) => animation.finished));
    await expect(el).to.be.accessible();
    seen.push(el.shadowRoot!.textContent ?? '');
    neverShown(seen, ['Roll-off', 'begins', 'Order', 'Round', 'Fill in']);
  });

  it('a French roller on an English page: its first roll said and its preview drawn in French, no English ever shown', async () => {
    const { el, seen } = await inFrench<DiceRoller>('dice-roller', {
      'storage-key': `${key}-roller`,
      preview: '',
    });
    el.random = facesSource([3, 3, 5, 6, 6]);
    await until(() => el.shadowRoot?.querySelector('button.roll'));
    await click(el.shadowRoot!.querySelector('button.roll')!);
    // Said once the dice have landed.
    await until(() => text(el.shadowRoot!.querySelector('[role="status"]')));
    await el.updateComplete;
    expect(text(el.shadowRoot!.querySelector('[role="status"]'))).to.equal(
      // text() writes the no-break space before the colon as a space.
      'Lancer 1 sur 3 : 3, 3, 5, 6, 6',
    );
    expect(text(el.shadowRoot!.querySelector('.preview caption'))).to.equal(
      'Ce que vaut ce lancer',
    );
    await expect(el).to.be.accessible();
    seen.push(el.shadowRoot!.textContent ?? '');
    neverShown(seen, ['Roll 1', 'What these dice', 'Box']);
  });
});
