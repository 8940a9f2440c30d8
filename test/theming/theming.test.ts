import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { DiceRoller } from '../../src/dice-roller/dice-roller.js';
import { FirstPlayerPicker } from '../../src/first-player-picker/first-player-picker.js';
import { YahtzeeScorecard } from '../../src/yahtzee-scorecard/yahtzee-scorecard.js';
import type { RandomSource } from '../../src/random/die.js';

const key = 'test-theming';

function clearStorage(): void {
  for (const stored of Object.keys(localStorage))
    if (stored.startsWith(key)) localStorage.removeItem(stored);
}

/** Scripted dice: face f comes from byte f - 1. */
function faces(list: readonly number[]): RandomSource {
  const queue = [...list];
  return (array) => {
    for (let i = 0; i < array.length; i++) array[i] = (queue.shift() ?? 1) - 1;
    return array;
  };
}

const inside = (el: Element, selector: string): HTMLElement => {
  const found = el.shadowRoot!.querySelector<HTMLElement>(selector);
  if (!found) throw new Error(`${el.localName}: no ${selector}`);
  return found;
};
const style = (el: Element) => getComputedStyle(el);

/** 0 (black) to 1 (white): the relative luminance WCAG uses, from a computed rgb() colour. */
function luminance(color: string): number {
  const [r, g, b] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((c) => {
    const s = Number(c) / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** A roller after two rolls, one die held: the Roll button, held die and preview all show. */
async function roller(): Promise<DiceRoller> {
  const el = await fixture<DiceRoller>(
    html`<dice-roller lang="en" preview storage-key="${key}-roller"></dice-roller>`,
  );
  el.random = faces([6, 6, 2, 3, 4, 6, 1, 5, 2]);
  el.roll();
  el.toggleHold(0);
  el.roll();
  await el.updateComplete;
  return el;
}

/** A picker after a pick, its result shown. */
async function picker(): Promise<FirstPlayerPicker> {
  const el = await fixture<FirstPlayerPicker>(
    html`<first-player-picker
      lang="en"
      players="Anna, Bram"
      storage-key="${key}-picker"
    ></first-player-picker>`,
  );
  el.random = faces([5, 2]);
  el.pick();
  await el.updateComplete;
  return el;
}

/** A card with a roll typed in, so the buttons that write it show. */
async function scorecard(): Promise<YahtzeeScorecard> {
  const el = await fixture<YahtzeeScorecard>(
    html`<yahtzee-scorecard
      lang="en"
      players="Anna, Bram"
      storage-key="${key}-card"
    ></yahtzee-scorecard>`,
  );
  for (const face of [3, 3, 3, 5, 5]) {
    [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('button.face')][face - 1]!.click();
    await el.updateComplete;
  }
  return el;
}

const elements = [
  { tag: 'dice-roller', make: roller, mainButton: 'button.roll' },
  { tag: 'first-player-picker', make: picker, mainButton: 'button[part~=button]' },
  { tag: 'yahtzee-scorecard', make: scorecard, mainButton: '.placements button:not(.zero)' },
] as const;

describe('theming', () => {
  beforeEach(clearStorage);
  afterEach(async () => {
    clearStorage();
    await emulateMedia({ colorScheme: 'light', reducedMotion: 'no-preference' });
  });

  for (const { tag, make, mainButton } of elements) {
    describe(`<${tag}>`, () => {
      it('is accessible, contrast included, in the dark scheme, and its colours turn dark', async () => {
        // Reduced motion: axe reads colours of the settled page, not of dice fading in.
        await emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
        const el = await make();
        const base = inside(el, '[part=base]');
        const button = inside(el, mainButton);
        const light = {
          surface: style(base).backgroundColor,
          text: style(base).color,
          button: style(button).backgroundColor,
        };
        expect(luminance(light.surface)).to.be.above(0.9);

        await emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
        const dark = {
          surface: style(base).backgroundColor,
          text: style(base).color,
          button: style(button).backgroundColor,
          buttonText: style(button).color,
        };
        expect(dark.surface).not.to.equal(light.surface);
        expect(luminance(dark.surface), 'dark background').to.be.below(0.05);
        expect(luminance(dark.text), 'light text').to.be.above(0.8);
        expect(dark.button).not.to.equal(light.button);
        // The accent turns light, so the text on it turns dark.
        expect(luminance(dark.buttonText)).to.be.below(luminance(dark.button));
        await expect(el).to.be.accessible();
      });

      it('takes the page’s own dark colours from the tokens', async () => {
        await emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
        const wrapper = await fixture<HTMLDivElement>(
          html`<div style="--yw-surface: rgb(20, 30, 60); --yw-text: rgb(250, 240, 200)"></div>`,
        );
        const el = await make();
        wrapper.append(el);
        const base = inside(el, '[part=base]');
        expect(style(base).backgroundColor).to.equal('rgb(20, 30, 60)');
        expect(style(base).color).to.equal('rgb(250, 240, 200)');
        await expect(el).to.be.accessible();
      });

      it('on a dark page in a light scheme (light text on a dark body, no color-scheme): still readable, and accessible', async () => {
        await emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
        const page = await fixture<HTMLDivElement>(
          html`<div style="color: #eee; background: #111"></div>`,
        );
        const el = await make();
        page.append(el);
        await (el as { updateComplete: Promise<boolean> }).updateComplete;
        const base = inside(el, '[part=base]');
        const [text, surface] = [style(base).color, style(base).backgroundColor].map(luminance);
        // WCAG's contrast ratio: (lighter + 0.05) / (darker + 0.05); 1.2 with the page's #eee on white.
        const ratio = (Math.max(text!, surface!) + 0.05) / (Math.min(text!, surface!) + 0.05);
        expect(ratio, `${style(base).color} on ${style(base).backgroundColor}`).to.be.above(7);
        await expect(el).to.be.accessible();
      });

      it('on a right-to-left page it keeps its left-to-right words in order', async () => {
        const page = await fixture<HTMLDivElement>(html`<div dir="rtl"></div>`);
        const el = await make();
        page.append(el);
        await (el as { updateComplete: Promise<boolean> }).updateComplete;
        expect(style(inside(el, '[part=base]')).direction).to.equal('ltr');
        await expect(el).to.be.accessible();
      });

      it('follows --yw-accent set on a wrapper: its main button takes the colour', async () => {
        const el = await make();
        const button = inside(el, mainButton);
        const before = style(button).backgroundColor;
        const wrapper = await fixture<HTMLDivElement>(
          html`<div style="--yw-accent: rgb(120, 20, 90)"></div>`,
        );
        wrapper.append(el);
        await (el as { updateComplete: Promise<boolean> }).updateComplete;
        const after = style(inside(el, mainButton)).backgroundColor;
        expect(before).not.to.equal('rgb(120, 20, 90)');
        expect(after).to.equal('rgb(120, 20, 90)');
      });
    });
  }

  it('one set of tokens re-themes all three elements at once', async () => {
    const page = await fixture<HTMLDivElement>(html`
      <div style="--yw-accent: rgb(0, 100, 0); --yw-radius: 0px">
        <dice-roller lang="en" storage-key="${key}-roller"></dice-roller>
        <first-player-picker lang="en" storage-key="${key}-picker"></first-player-picker>
        <yahtzee-scorecard lang="en" players="Anna" storage-key="${key}-card"></yahtzee-scorecard>
      </div>
    `);
    const [dice, pick, card] = [...page.children] as [
      DiceRoller,
      FirstPlayerPicker,
      YahtzeeScorecard,
    ];
    await Promise.all([dice.updateComplete, pick.updateComplete, card.updateComplete]);
    expect(style(inside(dice, 'button.roll')).backgroundColor).to.equal('rgb(0, 100, 0)');
    expect(style(inside(pick, 'button[part~=button]')).backgroundColor).to.equal('rgb(0, 100, 0)');
    expect(style(inside(card, 'th.current')).color).to.equal('rgb(0, 100, 0)');
    for (const [el, selector] of [
      [dice, 'button.roll'],
      [pick, 'input'],
      [card, 'input#dice'],
    ] as const) {
      expect(
        style(inside(el, selector)).borderTopLeftRadius,
        `${el.localName} ${selector}`,
      ).to.equal('0px');
    }
  });
});
