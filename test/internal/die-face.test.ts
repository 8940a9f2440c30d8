import { expect, fixture } from '@open-wc/testing';
import { LitElement, html, type TemplateResult } from 'lit';
import { dieFace, dieFaceStyles } from '../../src/internal/die-face.js';
import type { Face } from '../../src/rules/dice.js';
import { shownPips } from './pips.js';

/** The faces 1 to 6 and a blank die, each alone in a span: the face's own class shows its pips. */
class FacesTest extends LitElement {
  static override styles = dieFaceStyles;

  protected override render(): TemplateResult {
    return html`${[undefined, 1, 2, 3, 4, 5, 6].map(
      (face) => html`<span>${dieFace(face as Face | undefined)}</span>`,
    )}`;
  }
}
if (!customElements.get('faces-test')) customElements.define('faces-test', FacesTest);

/** One die whose face changes, as a die of the roller does from roll to roll. */
class OneDie extends LitElement {
  static override styles = dieFaceStyles;
  static override properties = { face: { attribute: false } };
  face: Face | undefined;

  protected override render(): TemplateResult {
    return html`<span>${dieFace(this.face)}</span>`;
  }
}
if (!customElements.get('one-die')) customElements.define('one-die', OneDie);

/** Where a die's pips are shown, as "x,y" centres on its 100 × 100 face, in reading order. */
const spots = (die: Element): string[] =>
  shownPips(die)
    .map((pip) => [+pip.getAttribute('cx')!, +pip.getAttribute('cy')!])
    .sort(([ax, ay], [bx, by]) => ay! - by! || ax! - bx!)
    .map(([x, y]) => `${x},${y}`);

describe('dieFace', () => {
  it('shows the pips of each face where a die has them, and none before a roll', async () => {
    const el = await fixture<FacesTest>(html`<faces-test></faces-test>`);
    const dice = [...el.shadowRoot!.querySelectorAll('span')];
    expect(dice.map(spots)).to.deep.equal([
      [],
      ['50,50'],
      ['27,27', '73,73'],
      ['27,27', '50,50', '73,73'],
      ['27,27', '73,27', '27,73', '73,73'],
      ['27,27', '73,27', '50,50', '27,73', '73,73'],
      ['27,27', '73,27', '27,50', '73,50', '27,73', '73,73'],
    ]);
  });

  it('draws a new number on the same pip elements: a roll makes and removes none', async () => {
    const el = await fixture<OneDie>(html`<one-die></one-die>`);
    const circles = () => [...el.shadowRoot!.querySelectorAll('circle')];
    const drawn = circles();
    for (const face of [3, 6, undefined, 1] as const) {
      el.face = face;
      await el.updateComplete;
      expect(spots(el.shadowRoot!.firstElementChild!), `face ${face}`).to.have.length(face ?? 0);
      expect(circles()).to.deep.equal(drawn);
    }
  });
});
