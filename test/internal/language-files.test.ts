import { expect } from '@open-wc/testing';
import '../../src/index.js';

// This file's page has loaded no language file before: the first test sees Swedish arrive.
describe('a page in a language other than English', () => {
  afterEach(() => document.querySelectorAll('[data-probe]').forEach((node) => node.remove()));

  it('shows no English before its language file has come, then its own language', async () => {
    const page = document.createElement('div');
    page.dataset.probe = '';
    page.lang = 'sv';
    page.innerHTML =
      '<first-player-picker></first-player-picker><dice-roller></dice-roller><yahtzee-scorecard storage-key=""></yahtzee-scorecard>';
    document.body.append(page);
    const elements = [...page.children] as (HTMLElement & { updateComplete: Promise<boolean> })[];
    // Lit would have rendered by now without waiting for the file.
    for (let i = 0; i < 5; i++) await Promise.resolve();
    for (const element of elements) {
      expect(element.shadowRoot?.textContent?.trim() ?? '').to.equal('', element.localName);
    }
    await Promise.all(elements.map((element) => element.updateComplete));
    const [picker, roller, card] = elements.map((element) => element.shadowRoot!.textContent!);
    expect(picker).to.include('Vem börjar?').and.not.include('Who begins?');
    expect(roller).to.include('Kasta').and.not.include('Roll');
    expect(card).to.include('Ångra').and.include('Spelare 1').and.not.include('Undo');
    expect(card).not.to.include('Player 1', 'the players are seated in Swedish too');
  });

  it('an English page renders at once, with nothing to load', async () => {
    const page = document.createElement('div');
    page.dataset.probe = '';
    page.lang = 'en';
    page.innerHTML = '<dice-roller></dice-roller>';
    document.body.append(page);
    await Promise.resolve();
    await Promise.resolve();
    expect(page.firstElementChild!.shadowRoot!.textContent).to.include('Roll');
  });
});
