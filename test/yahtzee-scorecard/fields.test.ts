// The card's fields show what the card kept of what was typed or clicked, never a value it refused.
import { aTimeout, expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/yahtzee-scorecard/yahtzee-scorecard.js';
import type { YahtzeeScorecard } from '../../src/yahtzee-scorecard/yahtzee-scorecard.js';
import { common } from '../../src/i18n/common.js';
import { getRuleset } from '../../src/rules/rulesets.js';
import { clickOn } from '../dice-roller/helpers.js';
import { $, $$, clearStorage, deepActive, row, saved, text } from './helpers.js';

const key = 'test-fields';

async function card(): Promise<YahtzeeScorecard> {
  const el = await fixture<YahtzeeScorecard>(
    html`<yahtzee-scorecard lang="en" storage-key=${key} players="Anna,Bram"></yahtzee-scorecard>`,
  );
  await el.updateComplete;
  return el;
}

/** Selects what the field holds and types over it with the real keyboard, then commits with `commit`. */
async function typeOver(
  el: YahtzeeScorecard,
  field: HTMLInputElement,
  typed: string,
  commit = 'Enter',
): Promise<void> {
  field.focus();
  field.select();
  await sendKeys(typed === '' ? { press: 'Backspace' } : { type: typed });
  await sendKeys({ press: commit });
  await el.updateComplete;
}

/** A real click, with the control scrolled into view first. */
async function click(el: YahtzeeScorecard, control: Element): Promise<void> {
  control.scrollIntoView({ block: 'center' });
  await clickOn(control);
  await saved(el);
}

const starterRadios = (el: YahtzeeScorecard) =>
  $$<HTMLInputElement>(el, 'input[name="starter"]').map((radio) => radio.checked);

describe('<yahtzee-scorecard> fields', () => {
  beforeEach(async () => {
    await clearStorage(key);
  });
  afterEach(() => clearStorage(key));

  it('a refused name goes back to the name kept; a cleaned one shows as the rules wrote it', async () => {
    const el = await card();
    await expect(el).to.be.accessible();
    const name = $<HTMLInputElement>(el, '#name-0');

    await typeOver(el, name, '');
    expect(text($(el, '.players [role="alert"]'))).to.equal('A name cannot be empty.');
    expect(el.players).to.deep.equal(['Anna', 'Bram']);
    expect(name.value).to.equal('Anna', 'the refused empty name is not left in the field');
    await expect(el).to.be.accessible();

    // The same name with spaces around and inside: cleaned to the name it was, so nothing changed.
    await typeOver(el, name, '  Anna  ');
    expect(el.players).to.deep.equal(['Anna', 'Bram']);
    expect(name.value).to.equal('Anna');

    // After the first score the list is folded, and renaming still cleans and refuses.
    el.scratch('chance');
    await el.updateComplete;
    await click(el, $(el, '.players summary'));
    const second = $<HTMLInputElement>(el, '#name-1');
    await typeOver(el, second, ' Bram ', 'Tab');
    expect(second.value).to.equal('Bram');
    await typeOver(el, second, '   ', 'Tab');
    expect(text($(el, '.players [role="alert"]'))).to.equal('A name cannot be empty.');
    expect(second.value).to.equal('Bram');
    await typeOver(el, second, 'Cees', 'Tab');
    expect(el.players).to.deep.equal(['Anna', 'Cees']);
    expect(second.value).to.equal('Cees');
  });

  it('a name typed with a right-to-left override or only zero-width spaces: the override is dropped, the blank name refused', async () => {
    const el = await card();
    const name = $<HTMLInputElement>(el, '#name-0');
    await typeOver(el, name, '\u202eDirk');
    expect(el.players).to.deep.equal(['Dirk', 'Bram']);
    expect(name.value).to.equal('Dirk');
    // Kept with the override, the rest of the turn line would read backwards: "nrut s’kriD".
    const turn = $(el, '.turn')!.textContent!;
    expect(turn).to.include('Dirk’s turn');
    expect(turn).not.to.match(/[\u202a-\u202e\u2066-\u2069]/);
    expect(text($(el, 'thead th[data-seat="0"]'))).to.include('Dirk');
    await typeOver(el, name, '\u200b\u200b');
    expect(text($(el, '.players [role="alert"]'))).to.equal('A name cannot be empty.');
    expect(el.players).to.deep.equal(['Dirk', 'Bram']);
    el.remove();
    expect((await card()).players).to.deep.equal(['Dirk', 'Bram']);
  });

  it('dice typed too few are said to be too few once Enter is pressed or the field is left, not while typing', async () => {
    const el = await card();
    const field = $<HTMLInputElement>(el, '#dice');
    field.focus();
    await sendKeys({ type: '1 2 3 4' });
    await el.updateComplete;
    expect($(el, '#dice-error'), 'still typing').to.equal(null);
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(text($(el, '#dice-error'))).to.equal('Enter 5 faces from 1 to 6.');
    expect($(el, '#dice-error').getAttribute('role')).to.equal('alert');
    expect(field.getAttribute('aria-invalid')).to.equal('true');
    // One more die: a roll, and the message goes.
    await sendKeys({ type: ' 5' });
    await el.updateComplete;
    expect($(el, '#dice-error')).to.equal(null);
    expect(field.getAttribute('aria-invalid')).to.equal('false');
    // Left with too few (Tab away): said again.
    await sendKeys({ press: 'Backspace' });
    await sendKeys({ press: 'Tab' });
    await el.updateComplete;
    expect(text($(el, '#dice-error'))).to.equal('Enter 5 faces from 1 to 6.');
    await expect(el).to.be.accessible();
  });

  it("a whole roll typed, then its place tapped: the card draws for the entry alone, not for the field's leaving too", async () => {
    const el = await card();
    // Not the game's first entry, which also folds the players' list (an update of its own).
    el.scratch('chance');
    el.scratch('chance');
    await saved(el);
    await aTimeout(50);
    const field = $<HTMLInputElement>(el, '#dice');
    field.focus();
    await sendKeys({ type: '3 3 3 5 5' });
    await el.updateComplete;
    let updates = 0;
    el.addController({ hostUpdated: () => void updates++ });
    // The tap takes the focus from the field (its change event), then writes the roll.
    await clickOn($(el, 'ul.placements button[data-place="threes"]'));
    await el.updateComplete;
    expect(row(el, 'Threes')).to.deep.equal(['9', '']);
    expect(updates, 'updates of the card').to.equal(1);
    // Left with a whole roll: nothing new to say, nothing drawn. It was left all the same: dice
    // made short by the buttons after are said to be short.
    field.focus();
    await sendKeys({ type: '4 4 4 1 1' });
    await el.updateComplete;
    field.blur();
    expect(el.isUpdatePending, 'not drawn again as the field is left').to.equal(false);
    $(el, 'div.faces button:last-child').click();
    await el.updateComplete;
    for (const face of [2, 2]) $(el, `button.face[data-face="${face}"]`).click();
    await el.updateComplete;
    expect(field.value).to.equal('2 2');
    expect(text($(el, '#dice-error'))).to.equal('Enter 5 faces from 1 to 6.');
    await expect(el).to.be.accessible();
  });

  it('each starter radio names its player, for a screen reader that arrows through them', async () => {
    const el = await card();
    const radios = $$<HTMLInputElement>(el, 'input[name="starter"]');
    expect(radios.map((radio) => radio.getAttribute('aria-label'))).to.deep.equal([
      'Anna begins',
      'Bram begins',
    ]);
    // What it shows ("Begins") is in its name, for speech input.
    expect(text(radios[0]!.closest('label'))).to.equal('Begins');
    el.setAttribute('lang', 'nl');
    await el.updateComplete;
    await new Promise((resolve) => setTimeout(resolve, 200));
    await el.updateComplete;
    expect($<HTMLInputElement>(el, 'input[name="starter"]').getAttribute('aria-label')).to.equal(
      'Anna begint',
    );
    await expect(el).to.be.accessible();
  });

  it('the blank sheet count shows the count it will print: rounded and clamped to 1-100', async () => {
    const el = await card();
    const count = $<HTMLInputElement>(el, '#blank-count');
    expect(count.value).to.equal('2', 'as many columns as players');
    // 2.4 prints 2 columns: as many as it showed already.
    await typeOver(el, count, '2.4', 'Tab');
    expect(count.value).to.equal('2');
    await typeOver(el, count, '-3', 'Tab');
    expect(count.value).to.equal('1');
    // Clamped to the count it already had: no update follows, the handler itself shows 1.
    await typeOver(el, count, '0', 'Tab');
    expect(count.value).to.equal('1');
    await typeOver(el, count, '250', 'Tab');
    expect(count.value).to.equal('100');
    await typeOver(el, count, '999', 'Tab');
    expect(count.value).to.equal('100');
    await expect(el).to.be.accessible();
  });

  it('a starter chosen when another tab saved first: the radio goes back to the seat that begins', async () => {
    const wrapper = await fixture<HTMLDivElement>(
      html`<div lang="en">
        <yahtzee-scorecard storage-key=${key} players="Anna,Bram"></yahtzee-scorecard>
        <yahtzee-scorecard storage-key=${key} players="Anna,Bram"></yahtzee-scorecard>
      </div>`,
    );
    const [first, second] = wrapper.querySelectorAll('yahtzee-scorecard') as unknown as [
      YahtzeeScorecard,
      YahtzeeScorecard,
    ];
    await second.updateComplete;
    await expect(second).to.be.accessible();
    // Another tab saves; its storage event has not reached this page, whose cards still build on
    // the older game. (A card of this page would tell the other at once: written here directly.)
    first.renamePlayer(0, 'Anna');
    await navigator.locks.request(key, () => undefined);
    const saved = JSON.parse(localStorage.getItem(key)!) as { revision: number };
    localStorage.setItem(key, JSON.stringify({ ...saved, revision: saved.revision + 1 }));
    await click(second, $$(second, 'input[name="starter"]')[1]!);
    expect(text($(second, '[part="notice"]'))).to.equal(common.en.storageConflict);
    expect(second.currentPlayer).to.equal(0);
    expect(starterRadios(second)).to.deep.equal([true, false], 'Anna begins, as the game says');

    // Kept this time: Bram's radio stays checked.
    await click(second, $$(second, 'input[name="starter"]')[1]!);
    expect(second.currentPlayer).to.equal(1);
    expect(starterRadios(second)).to.deep.equal([false, true]);
    await expect(second).to.be.accessible();
  });
});

describe('<yahtzee-scorecard> by keyboard: where the focus goes when a control leaves', () => {
  const seatsKey = 'test-fields-focus';
  beforeEach(() => clearStorage(seatsKey));
  afterEach(() => clearStorage(seatsKey));

  const label = () => {
    const focused = deepActive();
    return focused?.getAttribute('aria-label') ?? focused?.id ?? focused?.localName;
  };

  async function press(el: YahtzeeScorecard, key: string): Promise<void> {
    await sendKeys({ press: key });
    await saved(el);
    await el.updateComplete;
  }

  it('moving a player keeps the focus on that player; removing one puts it on the name now there; New game on the roll', async () => {
    const el = await fixture<YahtzeeScorecard>(
      html`<yahtzee-scorecard
        lang="en"
        storage-key=${seatsKey}
        players="Anna,Bram,Cees"
      ></yahtzee-scorecard>`,
    );
    await el.updateComplete;
    // Anna right, twice: she goes to the third seat, and the focus with her (it stayed on the
    // row, so the second Enter moved Bram back).
    $<HTMLButtonElement>(el, 'button[aria-label="Move Anna right"]').focus();
    await press(el, 'Enter');
    expect(el.players).to.deep.equal(['Bram', 'Anna', 'Cees']);
    expect(label()).to.equal('Move Anna right');
    // The focus moves without a word: the list's live region says what changed.
    const said = () => text($(el, 'details.players [role="status"]'));
    expect(said()).to.equal('Anna is now player 2.');
    await press(el, 'Enter');
    expect(el.players).to.deep.equal(['Bram', 'Cees', 'Anna']);
    // At the end of the row her right arrow is off: the focus is on her left one.
    expect(label()).to.equal('Move Anna left');
    // Removing the last player: the focus on the name now last, not on the page.
    $<HTMLButtonElement>(el, 'button[aria-label="Remove Anna"]').focus();
    await press(el, 'Enter');
    expect(el.players).to.deep.equal(['Bram', 'Cees']);
    expect(label()).to.equal('name-1');
    expect(said()).to.equal('Anna leaves the game.');
    // Removing the first: the name now in its place.
    $<HTMLButtonElement>(el, 'button[aria-label="Remove Bram"]').focus();
    await press(el, 'Enter');
    expect(el.players).to.deep.equal(['Cees']);
    expect(label()).to.equal('name-0');
    // Added by its field and Enter.
    $<HTMLInputElement>(el, '#new-player').focus();
    await sendKeys({ type: 'Dirk' });
    await press(el, 'Enter');
    expect(el.players).to.deep.equal(['Cees', 'Dirk']);
    expect(said()).to.equal('Dirk joins the game.');
    await expect(el).to.be.accessible();
    el.removePlayer(1);
    await saved(el);

    // The game to its end, then New game by keyboard: the focus goes on to the roll.
    for (const box of getRuleset('yahtzee').categories) el.scratch(box);
    await saved(el);
    await el.updateComplete;
    $<HTMLButtonElement>(el, 'button.new-game').focus();
    await press(el, 'Enter');
    expect(el.round).to.equal(1);
    expect(label()).to.equal('roll-heading');
    await expect(el).to.be.accessible();
  });
});
