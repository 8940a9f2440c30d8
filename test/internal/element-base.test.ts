import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { LitElement } from 'lit';
import { emit } from '../../src/internal/emit.js';
import { LanguageController, languageOf } from '../../src/internal/language.js';
import { prefersReducedMotion } from '../../src/internal/motion.js';
import { emulateMedia } from '@web/test-runner-commands';

class LangProbe extends LitElement {
  readonly language = new LanguageController(this);
  override render() {
    return html`<span>${this.language.value}</span>`;
  }
}
customElements.define('yw-lang-probe', LangProbe);

describe('emit', () => {
  it('dispatches a bubbling, composed event with plain detail that crosses a shadow root', async () => {
    const host = await fixture<HTMLDivElement>(html`<div></div>`);
    const root = host.attachShadow({ mode: 'open' });
    const inner = document.createElement('span');
    root.append(inner);
    const heard = oneEvent(host, 'dice-hold');
    const sent = emit(inner, 'dice-hold', { held: [true, false] });
    const event = await heard;
    expect(event).to.equal(sent);
    expect(event.bubbles).to.be.true;
    expect(event.composed).to.be.true;
    expect(event.detail).to.deep.equal({ held: [true, false] });
  });
});

describe('languageOf', () => {
  it('takes the nearest lang attribute and narrows it to a catalog we have', async () => {
    const page = await fixture(html`
      <div lang="nl-BE">
        <section lang="sv-SE"><p id="sv"></p></section>
        <p id="nl"></p>
        <section lang="pt"><p id="pt"></p></section>
        <section lang=""><p id="empty"></p></section>
      </div>
    `);
    expect(languageOf(page.querySelector('#sv')!)).to.equal('sv');
    expect(languageOf(page.querySelector('#nl')!)).to.equal('nl');
    // A language without a catalog falls back to English, not to an outer lang.
    expect(languageOf(page.querySelector('#pt')!)).to.equal('en');
    // An empty lang attribute says nothing: keep looking outward.
    expect(languageOf(page.querySelector('#empty')!)).to.equal('nl');
  });

  it('crosses shadow roots to find the lang of the host page', async () => {
    const outer = await fixture<HTMLDivElement>(html`<div lang="de"></div>`);
    const root = outer.attachShadow({ mode: 'open' });
    const inner = document.createElement('p');
    root.append(inner);
    expect(languageOf(inner)).to.equal('de');
  });

  it('falls back to <html lang> when no ancestor has one', async () => {
    const before = document.documentElement.getAttribute('lang');
    document.documentElement.setAttribute('lang', 'fr-CA');
    try {
      const el = await fixture(html`<p></p>`);
      expect(languageOf(el)).to.equal('fr');
    } finally {
      if (before === null) document.documentElement.removeAttribute('lang');
      else document.documentElement.setAttribute('lang', before);
    }
  });
});

describe('LanguageController', () => {
  it('re-renders when an ancestor lang attribute changes', async () => {
    const wrapper = await fixture<HTMLDivElement>(
      html`<div lang="en"><yw-lang-probe></yw-lang-probe></div>`,
    );
    const probe = wrapper.querySelector<LangProbe>('yw-lang-probe')!;
    await probe.updateComplete;
    expect(probe.shadowRoot!.textContent).to.equal('en');
    wrapper.setAttribute('lang', 'nl');
    // The mutation observer runs as a microtask, then Lit renders.
    await new Promise((resolve) => setTimeout(resolve));
    await probe.updateComplete;
    expect(probe.shadowRoot!.textContent).to.equal('nl');
  });
});

describe('prefersReducedMotion', () => {
  afterEach(() => emulateMedia({ reducedMotion: 'no-preference' }));

  it('follows the system setting', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    expect(prefersReducedMotion()).to.be.true;
    await emulateMedia({ reducedMotion: 'no-preference' });
    expect(prefersReducedMotion()).to.be.false;
  });
});
