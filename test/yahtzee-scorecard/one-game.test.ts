// A linked roller and card as one instrument: the roll written where it was offered, undone there,
// a past score corrected, one advice toggle, one sentence per action, a turn in a few keys.
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/dice-roller/dice-roller.js';
import '../../src/yahtzee-scorecard/yahtzee-scorecard.js';
import type { DiceRoller } from '../../src/dice-roller/dice-roller.js';
import type { YahtzeeScorecard } from '../../src/yahtzee-scorecard/yahtzee-scorecard.js';
import type { ScoreChangeDetail } from '../../src/events.js';
import { RuleError } from '../../src/rules/rule-error.js';
import { getRuleset } from '../../src/rules/rulesets.js';
import { facesSource } from '../dice-roller/helpers.js';
import { $, $$, clearStorage, deepActive, row, saved, text } from './helpers.js';

const prefix = 'test-one-game';

interface Pair {
  roller: DiceRoller;
  card: YahtzeeScorecard;
}

async function pair(
  faces: readonly number[] = [],
  lang = 'en',
  players = 'Anna,Bram',
): Promise<Pair> {
  const wrapper = await fixture<HTMLDivElement>(
    html`<div lang=${lang}>
      <dice-roller id="one-roller" storage-key=${`${prefix}:roller`}></dice-roller>
      <yahtzee-scorecard
        storage-key=${`${prefix}:card`}
        players=${players}
        dice-roller="one-roller"
      ></yahtzee-scorecard>
    </div>`,
  );
  const roller = wrapper.querySelector('dice-roller')!;
  roller.random = facesSource(faces);
  const card = wrapper.querySelector('yahtzee-scorecard')!;
  await settled({ roller, card });
  return { roller, card };
}

async function settled({ roller, card }: Pair): Promise<void> {
  await saved(card);
  for (let i = 0; i < 3; i++) {
    await roller.updateComplete;
    await card.updateComplete;
  }
}

/** A tap's click: a pointer gives detail 1 (a click from the keyboard has 0). */
const tap = (button: Element) =>
  button.dispatchEvent(new MouseEvent('click', { detail: 1, bubbles: true, composed: true }));

const rollerButtons = (roller: DiceRoller) =>
  [...roller.shadowRoot!.querySelectorAll<HTMLButtonElement>('button:not(.die)')].map((b) =>
    b.className.trim(),
  );

const live = (card: YahtzeeScorecard) => text($(card, '.base > [role="status"]'));

describe('<yahtzee-scorecard> and its <dice-roller>: one game in the hand', () => {
  beforeEach(() => clearStorage(prefix));
  afterEach(async () => {
    await clearStorage(prefix);
  });

  it('a linked roller shows no control that ends or throws away a turn: writing in the card ends it', async () => {
    const p = await pair([1, 2, 3, 4, 6, 1, 2, 3, 4, 6, 2, 3, 4, 5, 6]);
    expect(p.roller.linked).to.equal(true);
    for (let i = 0; i < 3; i++) p.roller.roll();
    await settled(p);
    expect(rollerButtons(p.roller).join(' ')).to.not.contain('new-turn');
    expect(rollerButtons(p.roller).join(' ')).to.not.contain('advice');
    expect(text(p.roller.shadowRoot!.querySelector('.base'))).to.contain('score card');
    tap($(p.card, 'button[data-place="large-straight"]'));
    await settled(p);
    expect(p.roller.rollNumber, 'the write started the next turn').to.equal(0);
    await expect(p.card).to.be.accessible();
  });

  it('a write ends the roller’s turn in the tap itself; the card’s score-change and turn-change follow once it is saved', async () => {
    const p = await pair([6, 6, 6, 5, 5]);
    p.roller.roll();
    await settled(p);
    const heard: string[] = [];
    const hear = (el: Element, types: string[]) => {
      for (const type of types) el.addEventListener(type, () => heard.push(type));
    };
    hear(p.roller, ['dice-new-turn']);
    hear(p.card, ['score-change', 'turn-change']);
    const before = localStorage.getItem(`${prefix}:card`);
    tap($(p.card, 'button[data-place="full-house"]'));
    // Refused by another tab or not, this turn is over: the dice are cleared with the tap.
    expect(heard, 'in the tap').to.deep.equal(['dice-new-turn']);
    expect(p.roller.rollNumber).to.equal(0);
    expect(localStorage.getItem(`${prefix}:card`), 'not saved yet').to.equal(before);
    await settled(p);
    expect(heard).to.deep.equal(['dice-new-turn', 'score-change', 'turn-change']);
    expect(localStorage.getItem(`${prefix}:card`)).to.not.equal(before);
  });

  it('after a write, the place of the roll says what was written and for whom, with an Undo right there', async () => {
    const p = await pair([6, 6, 6, 5, 5, 1, 2, 3, 4, 6]);
    p.roller.roll();
    await settled(p);
    const roll = p.roller.shadowRoot!.querySelector('button.roll')!;
    const before = JSON.stringify(roll.getBoundingClientRect());
    tap($(p.card, 'button[data-place="full-house"]'));
    await settled(p);
    expect(
      JSON.stringify(roll.getBoundingClientRect()),
      'Roll, the next tap, did not move',
    ).to.equal(before);
    const written = $(p.card, '.roll .written');
    expect(text(written)).to.equal('Anna: 25 in Full house Undo');
    expect(live(p.card)).to.equal('Anna: 25 in Full house. Bram’s turn.');
    // A bounce (a quick second tap where the place was) does nothing.
    tap($(p.card, '.roll .undo-here'));
    await settled(p);
    expect(row(p.card, 'Full house')).to.deep.equal(['25', '']);
    await new Promise((resolve) => setTimeout(resolve, 650));
    tap($(p.card, '.roll .undo-here'));
    await settled(p);
    expect($$(p.card, 'button.filled'), 'no box written').to.have.length(0);
    expect(p.card.currentPlayer).to.equal(0);
    expect(p.roller.values, 'the roll is back on the roller').to.deep.equal([6, 6, 6, 5, 5]);
    expect($(p.card, '.roll .written'), 'gone with the roll back').to.equal(null);
    // The next roll ends the written line, and what the live region said of the undo.
    tap($(p.card, 'button[data-place="sixes"]'));
    await settled(p);
    p.roller.roll();
    await settled(p);
    expect($(p.card, '.roll .written')).to.equal(null);
    expect(live(p.card)).to.equal('');
  });

  it('each action is said once across the pair: no "New turn." from the roller after a write', async () => {
    const p = await pair([6, 6, 6, 5, 5]);
    p.roller.roll();
    await settled(p);
    tap($(p.card, 'button[data-place="full-house"]'));
    await settled(p);
    const rollerLive = text(p.roller.shadowRoot!.querySelector('[role="status"]'));
    expect(rollerLive).to.not.contain('New turn');
    expect(live(p.card)).to.equal('Anna: 25 in Full house. Bram’s turn.');
  });

  it('game over rests the dice: Roll disabled, roll() throws in the page language; New game wakes the roller', async () => {
    const p = await pair([1, 2, 3, 4, 5], 'nl', 'Solo');
    const boxes = getRuleset('yahtzee').categories;
    for (const box of boxes) p.card.scratch(box);
    await settled(p);
    expect(p.roller.gameOver).to.equal(true);
    const roll = p.roller.shadowRoot!.querySelector<HTMLButtonElement>('button.roll')!;
    expect(roll.disabled).to.equal(true);
    expect(() => p.roller.roll()).to.throw(Error, /spel/i);
    p.card.newGame();
    await settled(p);
    expect(p.roller.gameOver).to.equal(false);
    expect(roll.disabled).to.equal(false);
    expect(p.roller.roll()).to.have.length(5);
  });

  it('one Advice toggle for the pair: the roller’s advice turns on the card’s, and the card’s toggle both', async () => {
    const p = await pair();
    expect($$(p.card, '.advice-toggle')).to.have.length(1);
    expect(p.roller.shadowRoot!.querySelector('.advice-toggle')).to.equal(null);
    p.roller.advice = true;
    await settled(p);
    await new Promise((resolve) => setTimeout(resolve));
    await settled(p);
    expect(p.card.advice).to.equal(true);
    $<HTMLButtonElement>(p.card, '.advice-toggle').click();
    await settled(p);
    expect(p.card.advice).to.equal(false);
    expect(p.roller.advice).to.equal(false);
  });

  it('corrects any past score with a tap: the values, typed dice or Scratch; later entries kept, totals follow', async () => {
    const p = await pair([], 'en', 'Anna,Bram');
    const { card } = p;
    card.enterPoints('ones', 2);
    card.enterPoints('ones', 3);
    card.enterDice('yahtzee', [4, 4, 4, 4, 4]);
    card.enterPoints('twos', 4);
    card.enterDice('fours', [4, 4, 4, 4, 4]); // an extra Yahtzee: +100
    await settled(p);
    expect(card.totals(0).yahtzeeBonus).to.equal(100);
    // Anna's Ones, from round 1, two rounds later.
    const ones = $$(card, 'td[data-seat="0"] > button.filled').find(
      (b) => b.dataset.box === 'ones',
    )!;
    expect(ones.getAttribute('aria-label')).to.equal('Anna, Aces: 2 (change)');
    expect(ones.getAttribute('aria-expanded')).to.equal('false');
    // (A tap just after a write is a bounce: this one comes later.)
    await new Promise((resolve) => setTimeout(resolve, 650));
    tap(ones);
    await settled(p);
    expect(text($(card, '#entry-heading'))).to.equal('Change Anna’s Aces (now 2)');
    expect(ones.getAttribute('aria-expanded')).to.equal('true');
    const select = $<HTMLSelectElement>(card, '#points');
    select.value = '3';
    select.dispatchEvent(new Event('change'));
    await settled(p);
    const changed = oneEvent(card, 'score-change');
    $<HTMLButtonElement>(card, 'button.write-points').click();
    const { detail } = (await changed) as CustomEvent<ScoreChangeDetail>;
    await settled(p);
    expect(detail).to.include({ player: 0, category: 'ones', points: 3, corrected: true });
    expect(row(card, 'Aces')).to.deep.equal(['3', '3']);
    expect(card.round, 'the turn stays where it was').to.equal(3);
    expect(live(card)).to.equal('Anna: Aces changed from 2 to 3.');
    // The Yahtzee corrected to 0 takes back the later extra Yahtzee's bonus.
    const yahtzee = $$(card, 'td[data-seat="0"] > button.filled').find(
      (b) => b.dataset.box === 'yahtzee',
    )!;
    yahtzee.click();
    await settled(p);
    $<HTMLButtonElement>(card, 'button.scratch').click();
    await settled(p);
    expect(card.totals(0)).to.include({ yahtzeeBonus: 0, upper: 3 + 20 });
    // Typed dice: Bram's Twos by the dice really rolled.
    const twos = $$(card, 'td[data-seat="1"] > button.filled').find(
      (b) => b.dataset.box === 'twos',
    )!;
    twos.click();
    await settled(p);
    $<HTMLInputElement>(card, '#fix-dice').value = '2 2 2 5 6';
    $<HTMLButtonElement>(card, 'button.write-dice').click();
    await settled(p);
    expect(row(card, 'Twos')).to.deep.equal(['', '6']);
    // The history says what changed.
    const toggled = oneEvent($(card, 'details.history'), 'toggle');
    $(card, '.history summary').click();
    await toggled;
    await settled(p);
    expect(text($(card, '.history')))
      .to.contain('Anna: Aces changed from 2 to 3')
      .and.contain('Bram: Twos changed from 4 to 6');
    await expect(card).to.be.accessible();
    // Undo takes the corrections back, the last first, said as a sentence.
    card.undo();
    await settled(p);
    expect(live(card)).to.equal('Bram: Twos changed from 6 to 4.');
    card.undo();
    await settled(p);
    expect(row(card, 'Twos')).to.deep.equal(['', '4']);
    expect(card.totals(0).yahtzeeBonus).to.equal(100);
    expect(card.round).to.equal(3);
  });

  it('a correction the rules refuse changes nothing and says why, translated, where it was typed', async () => {
    const p = await pair([], 'nl');
    const { card } = p;
    card.enterPoints('full-house', 25);
    await settled(p);
    expect(() => card.changeScore(0, 'full-house', 24)).to.throw(RuleError, /24 kan niet/);
    expect(() => card.changeScore(1, 'full-house', 25)).to.throw(RuleError);
    $<HTMLButtonElement>(card, 'td[data-seat="0"] > button.filled').click();
    await settled(p);
    $<HTMLInputElement>(card, '#fix-dice').value = '1 2';
    $<HTMLButtonElement>(card, 'button.write-dice').click();
    await settled(p);
    expect(text($(card, '.entry [role="alert"]'))).to.contain('Vul 5');
    expect(row(card, 'Full House')).to.deep.equal(['25', '']);
    // The same score again changes nothing: no event, and the open panel closes.
    let events = 0;
    card.addEventListener('score-change', () => events++);
    card.changeScore(0, 'full-house', 25);
    await settled(p);
    expect(events).to.equal(0);
    expect($(card, '.entry'), 'no panel left open').to.equal(null);
  });

  it('the correction’s dice field works by keyboard: Enter writes, a refusal is tied to the field', async () => {
    const p = await pair([], 'nl');
    const { card } = p;
    card.enterPoints('full-house', 25);
    await settled(p);
    $<HTMLButtonElement>(card, 'td[data-seat="0"] > button.filled').click();
    await settled(p);
    const field = $<HTMLInputElement>(card, '#fix-dice');
    field.focus();
    await sendKeys({ type: '1 1 7' });
    await sendKeys({ press: 'Enter' });
    await settled(p);
    const alert = $(card, '.entry [role="alert"]');
    expect(text(alert)).to.contain('Vul 5');
    expect($(card, '#fix-dice').getAttribute('aria-describedby')).to.equal(alert.id);
    expect(row(card, 'Full House')).to.deep.equal(['25', '']);
    const again = $<HTMLInputElement>(card, '#fix-dice');
    again.select();
    await sendKeys({ type: '2 2 3 3 3' });
    await sendKeys({ press: 'Enter' });
    await settled(p);
    expect(row(card, 'Full House')).to.deep.equal(['25', '']);
    expect($(card, '.entry'), 'the panel closes once written').to.equal(null);
    // 2 2 3 3 3 is a full house: the same 25, nothing changed; 1 1 1 2 3 is not.
    $<HTMLButtonElement>(card, 'td[data-seat="0"] > button.filled').click();
    await settled(p);
    $<HTMLInputElement>(card, '#fix-dice').focus();
    await sendKeys({ type: '1 1 1 2 3' });
    await sendKeys({ press: 'Enter' });
    await settled(p);
    expect(row(card, 'Full House')).to.deep.equal(['0', '']);
    await expect(card).to.be.accessible();
  });

  it('a correction survives a reload, and another tab follows it', async () => {
    const p = await pair();
    p.card.enterPoints('chance', 20);
    p.card.changeScore(0, 'chance', 22);
    await settled(p);
    const again = await pair();
    expect(row(again.card, 'Chance')).to.deep.equal(['22', '']);
    again.card.undo();
    await settled(again);
    expect(row(again.card, 'Chance')).to.deep.equal(['20', '']);
    expect(again.card.round).to.equal(1);
  });

  it('a turn in at most 8 keys: R, holds, R, R, S to the places (the first focused), Enter; then focus is on Roll', async () => {
    const p = await pair([
      ...[1, 2, 3, 4, 6],
      ...[5, 6],
      ...[5],
      ...[2, 2, 3, 3, 3],
      ...[4, 4, 4, 4, 4],
      ...[6, 6, 6, 1, 1],
    ]);
    const rollButton = p.roller.shadowRoot!.querySelector<HTMLButtonElement>('button.roll')!;
    rollButton.focus();
    let keys = 0;
    const press = async (key: string) => {
      keys++;
      await sendKeys({ press: key });
      await settled(p);
      await new Promise((resolve) => setTimeout(resolve, 700));
      await settled(p);
    };
    // Anna: roll, hold 1 to 4, roll (held), roll: the last roll, then S and Enter.
    await press('r');
    for (const key of ['1', '2', '3']) await press(key);
    await press('r');
    await press('r');
    expect(p.roller.rollNumber).to.equal(3);
    expect(deepActive()?.localName, 'never the body').to.equal('button');
    await press('s');
    expect((deepActive() as HTMLElement).dataset.place).to.be.a('string');
    await press('Enter');
    expect(keys).to.be.at.most(8);
    expect(p.card.round).to.equal(1);
    expect(p.card.currentPlayer).to.equal(1);
    expect(deepActive(), 'focus back on Roll for Bram').to.equal(rollButton);
    // Bram and Anna: one roll, S, an arrow to another place, Enter: 4 keys each.
    for (let turn = 0; turn < 2; turn++) {
      keys = 0;
      await press('r');
      await press('s');
      const first = deepActive() as HTMLElement;
      await press('ArrowDown');
      const second = deepActive() as HTMLElement;
      expect(second).to.not.equal(first);
      expect(second.dataset.place).to.be.a('string');
      await press('Enter');
      expect(keys).to.equal(4);
      expect(deepActive()).to.equal(rollButton);
    }
    expect(p.card.round).to.equal(2);
  });

  it('after the last undo focus stays in the card, never on the page body', async () => {
    const p = await pair([], 'en', 'Solo');
    p.card.enterPoints('chance', 20);
    await settled(p);
    const undo = $<HTMLButtonElement>(p.card, '.actions .undo');
    undo.focus();
    undo.click();
    await settled(p);
    expect(undo.disabled).to.equal(true);
    expect(deepActive()?.id).to.equal('roll-heading');
  });
});
