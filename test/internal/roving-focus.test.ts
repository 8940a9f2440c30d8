import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { LitElement, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { RovingFocus } from '../../src/internal/roving-focus.js';

/** A toolbar of letter buttons with one tab stop, and a button in it that is not an item. */
class RovingTest extends LitElement {
  @property({ type: Array }) letters = ['a', 'b', 'c', 'd'];

  readonly roving = new RovingFocus(this, {
    items: () => [...this.renderRoot.querySelectorAll<HTMLElement>('button.item')],
    key: (item) => item.dataset.key ?? '',
  });

  protected override render(): TemplateResult {
    return html`<div
      role="toolbar"
      aria-label="Letters"
      @keydown=${this.roving.handleKeydown}
      @focusin=${this.roving.handleFocusin}
    >
      ${this.letters.map(
        (letter) => html`<button type="button" class="item" data-key=${letter}>${letter}</button>`,
      )}
      <button type="button" class="other">Other</button>
    </div>`;
  }
}
if (!customElements.get('roving-test')) customElements.define('roving-test', RovingTest);

/** Items that cannot take focus without a tabindex (as the roller's dice are not buttons). */
class RovingSpans extends LitElement {
  readonly roving = new RovingFocus(this, {
    items: () => [...this.renderRoot.querySelectorAll<HTMLElement>('.item')],
    key: (item) => item.textContent ?? '',
  });

  protected override render(): TemplateResult {
    return html`<div role="radiogroup" aria-label="Letters" @keydown=${this.roving.handleKeydown}>
      ${['a', 'b', 'c'].map(
        (letter) => html`<span role="radio" aria-checked="false" class="item">${letter}</span>`,
      )}
    </div>`;
  }
}
if (!customElements.get('roving-spans')) customElements.define('roving-spans', RovingSpans);

declare global {
  interface HTMLElementTagNameMap {
    'roving-test': RovingTest;
    'roving-spans': RovingSpans;
  }
}

interface Page {
  before: HTMLButtonElement;
  el: RovingTest;
}

async function page(): Promise<Page> {
  const wrapper = await fixture<HTMLDivElement>(
    html`<div>
      <button type="button" id="before">Before</button>
      <roving-test></roving-test>
    </div>`,
  );
  const el = wrapper.querySelector('roving-test')!;
  await el.updateComplete;
  return { before: wrapper.querySelector<HTMLButtonElement>('#before')!, el };
}

const items = (el: RovingTest) => [...el.shadowRoot!.querySelectorAll<HTMLElement>('button.item')];
const other = (el: RovingTest) => el.shadowRoot!.querySelector<HTMLElement>('button.other')!;
const tabStops = (el: RovingTest) => items(el).map((item) => item.tabIndex);
/** The letter of the focused item, or what else has focus. */
const focused = (el: RovingTest) =>
  (el.shadowRoot!.activeElement as HTMLElement | null)?.textContent ?? document.activeElement?.id;

async function shiftTab(): Promise<void> {
  await sendKeys({ down: 'Shift' });
  await sendKeys({ press: 'Tab' });
  await sendKeys({ up: 'Shift' });
}

describe('RovingFocus', () => {
  it('leaves one tab stop in the group, on the first item, and is accessible', async () => {
    const { before, el } = await page();
    expect(tabStops(el)).to.deep.equal([0, -1, -1, -1]);
    expect(el.roving.key).to.equal(undefined);
    await expect(el).to.be.accessible();

    before.focus();
    await sendKeys({ press: 'Tab' });
    expect(focused(el)).to.equal('a');
    // The next Tab leaves the items for the next control: no stop on b, c or d.
    await sendKeys({ press: 'Tab' });
    expect(focused(el)).to.equal('Other');
    await expect(el).to.be.accessible();
  });

  it('moves with the arrow keys, Home and End, without wrapping, and keeps those keys from scrolling the page', async () => {
    const { el } = await page();
    const prevented: Record<string, boolean> = {};
    el.addEventListener('keydown', (event) => (prevented[event.key] = event.defaultPrevented));
    items(el)[0]!.focus();

    const moves: [string, string][] = [
      ['ArrowRight', 'b'],
      ['ArrowDown', 'c'],
      ['ArrowLeft', 'b'],
      ['ArrowUp', 'a'],
      ['ArrowUp', 'a'],
      ['ArrowLeft', 'a'],
      ['End', 'd'],
      ['ArrowRight', 'd'],
      ['ArrowDown', 'd'],
      ['Home', 'a'],
    ];
    for (const [key, letter] of moves) {
      await sendKeys({ press: key });
      expect(focused(el), `after ${key}`).to.equal(letter);
      expect(prevented[key], `${key} taken`).to.be.true;
    }
    await sendKeys({ press: 'x' });
    expect(prevented.x).to.be.false;
    expect(focused(el)).to.equal('a');
  });

  it('remembers the item used last: Tab comes back to it, and it is the only tab stop', async () => {
    const { before, el } = await page();
    items(el)[0]!.focus();
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowRight' });
    expect(el.roving.key).to.equal('c');
    expect(tabStops(el)).to.deep.equal([-1, -1, 0, -1]);

    before.focus();
    await sendKeys({ press: 'Tab' });
    expect(focused(el)).to.equal('c');
    await sendKeys({ press: 'Tab' });
    await shiftTab();
    expect(focused(el)).to.equal('c');
  });

  it('takes an item focused by a click or from code as the remembered one', async () => {
    const { el } = await page();
    const box = items(el)[3]!.getBoundingClientRect();
    await sendMouse({
      type: 'click',
      position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)],
    });
    expect(el.roving.key).to.equal('d');
    expect(tabStops(el)).to.deep.equal([-1, -1, -1, 0]);

    items(el)[1]!.focus();
    expect(el.roving.key).to.equal('b');
    await sendKeys({ press: 'ArrowRight' });
    expect(focused(el)).to.equal('c');
  });

  it('keeps the tab stop on the same item across re-renders; the first takes it while that item is gone', async () => {
    const { el } = await page();
    items(el)[2]!.focus();
    expect(el.roving.key).to.equal('c');

    el.letters = ['c', 'a', 'b', 'd'];
    await el.updateComplete;
    expect(tabStops(el)).to.deep.equal([0, -1, -1, -1]);

    el.letters = ['a', 'b', 'd'];
    await el.updateComplete;
    expect(tabStops(el)).to.deep.equal([0, -1, -1]);
    expect(el.roving.key).to.equal('c');

    el.letters = ['a', 'b', 'c', 'd'];
    await el.updateComplete;
    expect(tabStops(el)).to.deep.equal([-1, -1, 0, -1]);
  });

  it('ignores keys on what is not an item, and arrows with a modifier', async () => {
    const { el } = await page();
    other(el).focus();
    await sendKeys({ press: 'ArrowLeft' });
    await sendKeys({ press: 'Home' });
    expect(focused(el)).to.equal('Other');
    expect(el.roving.key).to.equal(undefined);
    expect(tabStops(el)).to.deep.equal([0, -1, -1, -1]);

    items(el)[1]!.focus();
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ up: 'Shift' });
    expect(focused(el)).to.equal('b');
  });

  it('gives items that cannot take focus by themselves a tabindex, so the arrow keys reach them', async () => {
    const el = await fixture<RovingSpans>(html`<roving-spans></roving-spans>`);
    await el.updateComplete;
    const spans = [...el.shadowRoot!.querySelectorAll<HTMLElement>('.item')];
    // Each one set, -1 included: without the attribute a span cannot be focused from code.
    expect(spans.map((span) => span.getAttribute('tabindex'))).to.deep.equal(['0', '-1', '-1']);
    spans[0]!.focus();
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowRight' });
    expect(el.shadowRoot!.activeElement?.textContent).to.equal('c');
    expect(spans.map((span) => span.getAttribute('tabindex'))).to.deep.equal(['-1', '-1', '0']);
  });
});
