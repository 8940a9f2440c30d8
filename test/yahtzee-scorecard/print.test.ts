import { expect, fixture, fixtureCleanup, html } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import '../../src/yahtzee-scorecard/yahtzee-scorecard.js';
import type { YahtzeeScorecard } from '../../src/yahtzee-scorecard/yahtzee-scorecard.js';
import { printMark, printOnly } from '../../src/yahtzee-scorecard/print.js';

const key = 'test-print';

function clearStorage(): void {
  for (const stored of Object.keys(localStorage))
    if (stored.startsWith(key)) localStorage.removeItem(stored);
}

const $ = <E extends Element = HTMLElement>(el: YahtzeeScorecard, selector: string): E =>
  el.shadowRoot!.querySelector<E>(selector)!;
const display = (element: Element): string => getComputedStyle(element).display;

/** Every element marked for printing, in the document and in every shadow root under it. */
function marked(root: Document | ShadowRoot = document): Element[] {
  const found: Element[] = [];
  for (const element of root.querySelectorAll('*')) {
    if (element.hasAttribute(printMark)) found.push(element);
    if (element.shadowRoot) found.push(...marked(element.shadowRoot));
  }
  return found;
}

/** The sheets print.ts adopted into `root`: those not there before. */
const added = (root: Document | ShadowRoot, before: readonly CSSStyleSheet[]): CSSStyleSheet[] =>
  root.adoptedStyleSheets.filter((sheet) => !before.includes(sheet));

/** The text of the sheet adopted into `root`, with the @page rule. */
function cssOf(sheets: CSSStyleSheet[]): string {
  return sheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('\n');
}

/**
 * Replaces window.print for one call of `act`. `began`: the stub starts a print that goes on after
 * it returns (fires beforeprint, as a browser whose print dialog does not block), so the print state
 * stays until the test dispatches afterprint. `during` runs inside print(), in the print state.
 */
async function withPrint(
  act: () => unknown,
  { began = true, during }: { began?: boolean; during?: () => void } = {},
): Promise<number> {
  const print = window.print;
  let calls = 0;
  window.print = () => {
    calls++;
    if (began) window.dispatchEvent(new Event('beforeprint'));
    during?.();
  };
  try {
    await act();
    // The card's Print brings its code with the first tap: wait for the print it starts.
    for (let wait = 0; calls === 0 && wait < 100; wait++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    window.print = print;
  }
  return calls;
}

const afterprint = () => window.dispatchEvent(new Event('afterprint'));

/** Types into a field of the card and sends the event its handler listens to. */
async function type(el: YahtzeeScorecard, selector: string, value: string, event: string) {
  const field = $<HTMLInputElement>(el, selector);
  field.value = value;
  field.dispatchEvent(new Event(event));
  await el.updateComplete;
}

async function card(players = 'Anna,Bram'): Promise<YahtzeeScorecard> {
  const el = await fixture<YahtzeeScorecard>(
    html`<yahtzee-scorecard lang="en" storage-key=${key} players=${players}></yahtzee-scorecard>`,
  );
  await el.updateComplete;
  return el;
}

class PrintFrame extends HTMLElement {
  constructor() {
    super();
    const root = this.attachShadow({ mode: 'open' });
    root.innerHTML = `<header>Frame title</header><div class="holder"><slot></slot></div><p>Frame footer</p>`;
  }
}
customElements.define('print-test-frame', PrintFrame);

describe('printOnly', () => {
  beforeEach(clearStorage);
  afterEach(async () => {
    afterprint();
    await emulateMedia({ media: 'screen' });
    clearStorage();
  });

  it('passes axe with the card, before and while it prints', async () => {
    const el = await card();
    await expect(el).to.be.accessible();
    await withPrint(() => $<HTMLButtonElement>(el, 'button.print').click());
    await expect(el).to.be.accessible();
  });

  it('marks the host and its ancestors up to <html>, hides the rest in print media only, until afterprint', async () => {
    const page = await fixture<HTMLDivElement>(html`
      <div lang="en">
        <p class="rules">Rules text</p>
        <section>
          <h3>Score</h3>
          <yahtzee-scorecard storage-key=${key} players="Anna,Bram"></yahtzee-scorecard>
        </section>
      </div>
    `);
    const el = page.querySelector('yahtzee-scorecard')!;
    await el.updateComplete;
    const rules = page.querySelector('.rules')!;
    const heading = page.querySelector('h3')!;
    const before = [...document.adoptedStyleSheets];
    const screenRect = JSON.stringify(rules.getBoundingClientRect());
    const chain: Element[] = [];
    for (let element: Element | null = el; element; element = element.parentElement)
      chain.push(element);
    expect(chain.at(-1)).to.equal(document.documentElement);

    let during: Element[] = [];
    await withPrint(() => void printOnly(el, { landscape: false }), {
      during: () => (during = marked()),
    });
    expect(during).to.have.members(chain);

    // The print began and has not ended: the state stays.
    expect(marked()).to.have.members(chain);
    expect(el.getAttribute(printMark)).to.equal('host');
    for (const ancestor of chain.slice(1)) expect(ancestor.getAttribute(printMark)).to.equal('');
    const sheets = added(document, before);
    expect(sheets).to.have.length(1);
    for (const rule of sheets[0]!.cssRules) {
      expect(rule).to.be.instanceOf(CSSMediaRule);
      expect((rule as CSSMediaRule).media.mediaText).to.equal('print');
    }
    expect(cssOf(sheets)).to.match(/@page\s*\{\s*size: a4;/);

    // On screen nothing changed.
    expect(display(rules)).to.equal('block');
    expect(JSON.stringify(rules.getBoundingClientRect())).to.equal(screenRect);
    await emulateMedia({ media: 'print' });
    expect(display(rules)).to.equal('none');
    expect(display(heading)).to.equal('none');
    expect(display(el)).to.equal('block');
    expect(getComputedStyle(el).visibility).to.equal('visible');
    expect(getComputedStyle(page).visibility).to.equal('hidden');

    afterprint();
    expect(marked()).to.deep.equal([]);
    expect(document.adoptedStyleSheets).to.deep.equal(before);
    expect(display(rules)).to.equal('block');
  });

  it('restores the page as soon as print() returns when no print began, or it ended inside print()', async () => {
    const el = await card();
    const before = [...document.adoptedStyleSheets];
    let seen = 0;
    // A print that was blocked (or a stub that does nothing): no beforeprint.
    await withPrint(() => printOnly(el, { landscape: false }), {
      began: false,
      during: () => (seen = marked().length),
    });
    expect(seen).to.be.greaterThan(0);
    expect(marked()).to.deep.equal([]);
    expect(document.adoptedStyleSheets).to.deep.equal(before);

    // A blocking print, as in desktop Chromium: afterprint before print() returns.
    let restored = false;
    await withPrint(
      () =>
        printOnly(el, { landscape: true }).then(() => {
          restored = true;
        }),
      {
        during: () => {
          afterprint();
          expect(marked()).to.deep.equal([]);
        },
      },
    );
    expect(restored).to.equal(true);
    expect(document.adoptedStyleSheets).to.deep.equal(before);
  });

  it('restores the page when print() throws', async () => {
    const el = await card();
    const before = [...document.adoptedStyleSheets];
    const print = window.print;
    window.print = () => {
      throw new Error('no printer');
    };
    try {
      expect(() => printOnly(el, { landscape: false })).to.throw('no printer');
    } finally {
      window.print = print;
    }
    expect(marked()).to.deep.equal([]);
    expect(document.adoptedStyleSheets).to.deep.equal(before);
  });

  it("crosses shadow roots: a card inside another element's shadow root, and a slotted card", async () => {
    const frame = await fixture<PrintFrame>(
      html`<print-test-frame lang="en"><p class="beside">Light text</p></print-test-frame>`,
    );
    const root = frame.shadowRoot!;
    const own = new CSSStyleSheet();
    root.adoptedStyleSheets = [own];
    const inner = document.createElement('yahtzee-scorecard');
    inner.storageKey = key;
    root.querySelector('.holder')!.append(inner);
    await inner.updateComplete;
    const before = [...document.adoptedStyleSheets];

    await withPrint(() => void printOnly(inner, { landscape: false }));
    const holder = root.querySelector('.holder')!;
    const outside: Element[] = [];
    for (let element: Element | null = frame; element; element = element.parentElement)
      outside.push(element);
    expect(marked()).to.have.members([inner, holder, ...outside]);
    expect(root.adoptedStyleSheets).to.have.length(2);
    expect(root.adoptedStyleSheets[0]).to.equal(own);
    expect(added(document, before)).to.deep.equal([root.adoptedStyleSheets[1]]);
    await emulateMedia({ media: 'print' });
    expect(display(root.querySelector('header')!)).to.equal('none');
    expect(display(root.querySelector('p')!)).to.equal('none');
    expect(display(inner)).to.equal('block');
    afterprint();
    expect(marked()).to.deep.equal([]);
    expect(root.adoptedStyleSheets).to.deep.equal([own]);
    expect(document.adoptedStyleSheets).to.deep.equal(before);
    inner.remove();
    await emulateMedia({ media: 'screen' });

    // Slotted: the card is a light child of the frame, drawn through its <slot>.
    const slotted = document.createElement('yahtzee-scorecard');
    slotted.storageKey = key;
    frame.append(slotted);
    await slotted.updateComplete;
    await withPrint(() => void printOnly(slotted, { landscape: false }));
    expect(marked()).to.include.members([slotted, root.querySelector('slot')!, holder, frame]);
    await emulateMedia({ media: 'print' });
    expect(display(frame.querySelector('.beside')!)).to.equal('none');
    expect(display(root.querySelector('header')!)).to.equal('none');
    expect(display(slotted)).to.equal('block');
    afterprint();
    expect(marked()).to.deep.equal([]);
    expect(root.adoptedStyleSheets).to.deep.equal([own]);
  });

  it('a second print first ends the one still waiting for its afterprint', async () => {
    const el = await card();
    const before = [...document.adoptedStyleSheets];
    let first = false;
    await withPrint(() => {
      void printOnly(el, { landscape: false }).then(() => (first = true));
    });
    await withPrint(() => void printOnly(el, { landscape: true }));
    await Promise.resolve();
    expect(first).to.equal(true);
    expect(added(document, before)).to.have.length(1);
    expect(cssOf(added(document, before))).to.match(/size: a4 landscape;/);
    afterprint();
    expect(document.adoptedStyleSheets).to.deep.equal(before);
    expect(marked()).to.deep.equal([]);
  });

  it("the card's Print shows only the game's sheet, without buttons, previews or the turn line", async () => {
    const el = await card();
    el.enterPoints('chance', 20);
    await el.updateComplete;
    await type(el, '#dice', '3 3 3 5 5', 'input');
    expect($(el, '.preview')).to.exist;
    const before = [...document.adoptedStyleSheets];

    const calls = await withPrint(() => $<HTMLButtonElement>(el, 'button.print').click());
    expect(calls).to.equal(1);
    expect(el.getAttribute(printMark)).to.equal('host');
    expect(cssOf(added(document, before))).to.match(/size: a4;/);
    await emulateMedia({ media: 'print' });
    expect(display($(el, 'table.sheet'))).to.equal('table');
    for (const hidden of [
      '.turn',
      '.roll',
      '.actions',
      'details',
      '.blank-controls',
      'button.cell',
    ])
      expect(display($(el, hidden)), hidden).to.equal('none');
    expect($(el, 'table.sheet').getBoundingClientRect().width).to.be.greaterThan(0);
    expect(getComputedStyle($(el, 'th[scope="row"]')).position).to.equal('static');
    expect(getComputedStyle($(el, 'td')).borderTopColor).to.equal('rgb(0, 0, 0)');
    afterprint();
    expect(el.hasAttribute(printMark)).to.equal(false);
  });

  it('prints landscape past 6 players', async () => {
    const el = await card('A,B,C,D,E,F,G');
    const before = [...document.adoptedStyleSheets];
    await withPrint(() => $<HTMLButtonElement>(el, 'button.print').click());
    expect(cssOf(added(document, before))).to.match(/size: a4 landscape;/);
    afterprint();
  });

  // Score columns, not players: a player of Yam's has 4, of Triple Yahtzee 3.
  for (const [ruleset, players, orientation] of [
    ['yahtzee', 'A,B,C,D,E,F', 'portrait'],
    ['yams', 'A', 'portrait'],
    ['yams', 'A,B', 'landscape'],
    ['triple-yahtzee', 'A,B', 'portrait'],
    ['triple-yahtzee', 'A,B,C,D', 'landscape'],
  ] as const) {
    it(`prints ${ruleset} for ${players.split(',').length} in ${orientation}`, async () => {
      const el = await fixture<YahtzeeScorecard>(
        html`<yahtzee-scorecard
          lang="en"
          ruleset=${ruleset}
          storage-key=${key}
          players=${players}
        ></yahtzee-scorecard>`,
      );
      for (let i = 0; i < 100 && ruleset !== 'yahtzee' && !$(el, 'table.columns'); i++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        await el.updateComplete;
      }
      const before = [...document.adoptedStyleSheets];
      await withPrint(() => $<HTMLButtonElement>(el, 'button.print').click());
      const size = orientation === 'landscape' ? /size: a4 landscape;/ : /size: a4;/;
      expect(cssOf(added(document, before))).to.match(size);
      if (ruleset !== 'yahtzee') {
        // On paper the column heads and the scores stay at 7 pt or more (9.33 px).
        await emulateMedia({ media: 'print' });
        for (const small of ['.column-name', 'td', 'th[scope="row"]']) {
          const px = parseFloat(getComputedStyle($(el, small)).fontSize);
          expect(px, small).to.be.at.least(9.33);
        }
        expect(display($(el, 'table.columns'))).to.equal('table');
        // Each player's group begins with a black line, not the screen's grey.
        const line = getComputedStyle($(el, 'td.cell-td.first'));
        expect([line.borderLeftColor, line.borderLeftWidth]).to.deep.equal(['rgb(0, 0, 0)', '2px']);
        expect(display($(el, '.actions'))).to.equal('none');
      }
      afterprint();
    });
  }

  it('the blank sheet prints N empty columns and nothing of the live game, until afterprint', async () => {
    const el = await card();
    el.enterPoints('chance', 20);
    await el.updateComplete;
    await type(el, '#blank-count', '4', 'change');
    const before = [...document.adoptedStyleSheets];

    await withPrint(async () => {
      $<HTMLButtonElement>(el, 'button.print-blank').click();
      await el.updateComplete;
      await new Promise((resolve) => setTimeout(resolve));
    });
    const blank = $(el, 'table.blank');
    expect(blank).to.exist;
    const names = [...blank.querySelectorAll('thead th')].map((th) => th.textContent!.trim());
    expect(names).to.deep.equal(['Box', 'Player 1', 'Player 2', 'Player 3', 'Player 4']);
    expect(blank.textContent).not.to.include('Anna');
    expect(blank.textContent).not.to.include('20');
    expect(cssOf(added(document, before))).to.match(/size: a4;/);
    await emulateMedia({ media: 'print' });
    expect(display(blank)).to.equal('table');
    expect(display($(el, '.scroller'))).to.equal('none');
    expect(display($(el, '.turn'))).to.equal('none');
    await emulateMedia({ media: 'screen' });
    expect(display(blank)).to.equal('none');

    afterprint();
    await el.updateComplete;
    await el.updateComplete;
    expect($(el, 'table.blank')).to.equal(null);
    expect($(el, '.base').classList.contains('printing-blank')).to.equal(false);
    expect(marked()).to.deep.equal([]);
    expect(document.adoptedStyleSheets).to.deep.equal(before);
  });

  after(() => fixtureCleanup());
});
