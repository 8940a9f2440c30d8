import { aTimeout, elementUpdated, expect, fixture, html, oneEvent } from '@open-wc/testing';
import { emulateMedia, sendKeys, setViewport } from '@web/test-runner-commands';
import '../../src/first-player-picker/first-player-picker.js';
import type {
  FirstPlayerPickedDetail,
  FirstPlayerPicker,
} from '../../src/first-player-picker/first-player-picker.js';
import { shownPips } from '../internal/pips.js';
import { facesSource, textOf } from './helpers.js';

const key = 'yw-test:first-player-picker';
const defaultKey = 'yahtzee-widgets:first-player-picker';

function clearStorage(): void {
  for (const k of Object.keys(localStorage)) {
    if (k.startsWith(key) || k.startsWith(defaultKey)) localStorage.removeItem(k);
  }
}

const shadow = (el: FirstPlayerPicker): ShadowRoot => el.shadowRoot!;
const field = (el: FirstPlayerPicker) => shadow(el).querySelector('input')!;
const part = (el: FirstPlayerPicker, name: string) => shadow(el).querySelector(`[part~="${name}"]`);
const status = (el: FirstPlayerPicker) => shadow(el).querySelector('[role="status"]')!;
const rounds = (el: FirstPlayerPicker) => [...shadow(el).querySelectorAll('[part="round"]')];
const orderShown = (el: FirstPlayerPicker) =>
  [...shadow(el).querySelectorAll('[part="order"] li')].map((li) => textOf(li));

async function picker(players = '', attrs: { method?: string } = {}): Promise<FirstPlayerPicker> {
  return fixture<FirstPlayerPicker>(html`
    <first-player-picker
      players=${players}
      method=${attrs.method ?? 'one-die'}
      storage-key=${key}
    ></first-player-picker>
  `);
}

/** A picker inside a `<div lang>`, as on a page in that language. */
async function pickerIn(lang: string, players = ''): Promise<FirstPlayerPicker> {
  const wrapper = await fixture<HTMLDivElement>(html`
    <div lang=${lang}>
      <first-player-picker players=${players} storage-key=${key}></first-player-picker>
    </div>
  `);
  const el = wrapper.querySelector('first-player-picker')!;
  // Its first render waits for the language's file.
  await el.updateComplete;
  return el;
}

/** Waits until every animation in the element is over (none under reduced motion). */
async function settled(el: FirstPlayerPicker): Promise<void> {
  await elementUpdated(el);
  await Promise.all(
    shadow(el)
      .getAnimations()
      .map((a) => a.finished),
  );
}

// Round 1: Anna, Bram and Dirk tie on 5; round 2: Anna and Dirk tie on 6; round 3: Dirk wins 4-2.
const threeWayThenTwoWay = [5, 5, 2, 5, 6, 3, 6, 2, 4];

describe('<first-player-picker>', () => {
  beforeEach(clearStorage);
  afterEach(async () => {
    clearStorage();
    await emulateMedia({ reducedMotion: 'no-preference' });
    await setViewport({ width: 800, height: 600 });
  });

  describe('accessibility', () => {
    it('passes axe before a pick, with an error, during a tie round, and after a pick', async () => {
      const el = await picker('Anna, Bram, Cees, Dirk');
      await expect(el).to.be.accessible();

      el.players = '0';
      el.pick();
      await elementUpdated(el);
      await expect(el).to.be.accessible();

      el.players = 'Anna, Bram, Cees, Dirk';
      el.random = facesSource(threeWayThenTwoWay);
      el.pick();
      await elementUpdated(el);
      // While the rounds still come in (the tie rounds on screen).
      await expect(el).to.be.accessible();
      await settled(el);
      await expect(el).to.be.accessible();
    });

    it('labels the field and describes it with the hint', async () => {
      const el = await picker();
      const input = field(el);
      const label = shadow(el).querySelector(`label[for="${input.id}"]`);
      expect(textOf(label)).to.equal('Players');
      expect(input.getAttribute('aria-describedby')).to.equal('hint');
      expect(textOf(shadow(el).getElementById('hint'))).to.equal(
        'The number of players, or their names with commas between them: up to 100 players, names up to 40 characters.',
      );
      expect(input.getAttribute('aria-invalid')).to.equal('false');
    });
  });

  describe('the players attribute', () => {
    it('fills the text field initially', async () => {
      const el = await picker('Anna, Bram');
      expect(field(el).value).to.equal('Anna, Bram');
    });

    it('with a count gives default names in the page language', async () => {
      const el = await picker('3');
      const detail = el.pick()!;
      expect(detail.players).to.deep.equal(['Player 1', 'Player 2', 'Player 3']);
      expect(detail.order).to.have.members(detail.players);
    });

    it('reads back the field as typed, restored after a reload, or set', async () => {
      const el = await picker('3');
      expect(el.players).to.equal('3');
      field(el).select();
      await sendKeys({ type: 'Eva, Finn' });
      await elementUpdated(el);
      expect(el.players).to.equal('Eva, Finn');
      el.pick();
      await elementUpdated(el);
      el.remove();
      // A reload: a new picker on the same key, its attribute still 3.
      const again = await picker('3');
      expect(field(again).value).to.equal('Eva, Finn');
      expect(again.players).to.equal('Eva, Finn');
      again.players = '4';
      await elementUpdated(again);
      expect(field(again).value).to.equal('4');
      expect(again.players).to.equal('4');
      await expect(again).to.be.accessible();
    });

    it('replaces the field text when set from code', async () => {
      const el = await picker('3');
      el.players = 'Eva, Finn';
      expect(el.pick()!.players).to.deep.equal(['Eva', 'Finn']);
      await elementUpdated(el);
      expect(field(el).value).to.equal('Eva, Finn');
    });
  });

  describe('a pick', () => {
    it('returns and emits { players, rounds, starter, order }, the same as on screen', async () => {
      const el = await picker(' Anna , Bram,, Cees ');
      el.random = facesSource([3, 6, 2]);
      setTimeout(() => el.pick());
      const event = await oneEvent(el, 'first-player-picked');
      const detail: FirstPlayerPickedDetail = event.detail;
      expect(event.bubbles && event.composed).to.be.true;
      expect(detail).to.deep.equal({
        players: ['Anna', 'Bram', 'Cees'],
        rounds: [
          [
            { player: 'Anna', roll: 3 },
            { player: 'Bram', roll: 6 },
            { player: 'Cees', roll: 2 },
          ],
        ],
        starter: 'Bram',
        order: ['Bram', 'Cees', 'Anna'],
      });
      await elementUpdated(el);
      expect(textOf(part(el, 'starter'))).to.equal('Bram begins.');
      expect(orderShown(el)).to.deep.equal(['Bram', 'Cees', 'Anna']);
      expect(shadow(el).querySelector('[part="order"]')!.tagName).to.equal('OL');
      const dice = [...shadow(el).querySelectorAll('.dice')];
      expect(dice.map((d) => d.getAttribute('aria-label'))).to.deep.equal(['3', '6', '2']);
      expect(dice.map((d) => shownPips(d).length)).to.deep.equal([3, 6, 2]);
      expect(textOf(status(el))).to.equal(
        'Round 1: Anna 3, Bram 6, Cees 2. Bram begins. Order: Bram, Cees, Anna.',
      );
    });

    it('holds tie rounds with only the tied players until one is left (three-way, then two-way)', async () => {
      const el = await picker('Anna, Bram, Cees, Dirk');
      el.random = facesSource(threeWayThenTwoWay);
      const detail = el.pick()!;
      expect(detail.rounds).to.deep.equal([
        [
          { player: 'Anna', roll: 5 },
          { player: 'Bram', roll: 5 },
          { player: 'Cees', roll: 2 },
          { player: 'Dirk', roll: 5 },
        ],
        [
          { player: 'Anna', roll: 6 },
          { player: 'Bram', roll: 3 },
          { player: 'Dirk', roll: 6 },
        ],
        [
          { player: 'Anna', roll: 2 },
          { player: 'Dirk', roll: 4 },
        ],
      ]);
      expect(detail.starter).to.equal('Dirk');
      expect(detail.order).to.deep.equal(['Dirk', 'Anna', 'Bram', 'Cees']);

      await settled(el);
      const shown = rounds(el);
      expect(shown).to.have.length(3);
      expect(textOf(shown[0])).to.match(
        /^Round 1 Anna rolls again Bram rolls again Cees Dirk rolls again$/,
      );
      expect(textOf(shown[1])).to.match(/^Round 2 Anna rolls again Bram Dirk rolls again$/);
      expect(textOf(shown[2])).to.equal('Round 3 Anna Dirk begins');
      const labels = (round: Element) =>
        [...round.querySelectorAll('.dice')].map((d) => d.getAttribute('aria-label'));
      expect(shown.map(labels)).to.deep.equal([
        ['5', '5', '2', '5'],
        ['6', '3', '6'],
        ['2', '4'],
      ]);
      const highlighted = shadow(el).querySelectorAll('.roll.starts');
      expect(highlighted).to.have.length(1);
      expect(textOf(highlighted[0]!.querySelector('.name'))).to.equal('Dirk');
      expect(textOf(part(el, 'starter'))).to.equal('Dirk begins.');
      expect(orderShown(el)).to.deep.equal(['Dirk', 'Anna', 'Bram', 'Cees']);
      expect(textOf(status(el))).to.equal(
        'Round 1: Anna 5, Bram 5, Cees 2, Dirk 5. Tie: Anna, Bram, and Dirk roll again. ' +
          'Round 2: Anna 6, Bram 3, Dirk 6. Tie: Anna and Dirk roll again. ' +
          'Round 3: Anna 2, Dirk 4. Dirk begins. Order: Dirk, Anna, Bram, Cees.',
      );
    });

    it('lets one player begin alone (a solo game)', async () => {
      const el = await picker('Anna');
      el.random = facesSource([4]);
      expect(el.pick()).to.deep.equal({
        players: ['Anna'],
        rounds: [[{ player: 'Anna', roll: 4 }]],
        starter: 'Anna',
        order: ['Anna'],
      });
      el.remove();
      clearStorage();
      const oneCount = await picker('1');
      expect(oneCount.pick()!.order).to.deep.equal(['Player 1']);
    });

    it('tells equal names apart on screen', async () => {
      const el = await picker('Anna, anna, Bram, Anna');
      el.random = facesSource([6, 1, 1, 1]);
      const detail = el.pick()!;
      expect(detail.players).to.deep.equal(['Anna', 'anna (2)', 'Bram', 'Anna (3)']);
      await elementUpdated(el);
      expect(orderShown(el)).to.deep.equal(['Anna', 'anna (2)', 'Bram', 'Anna (3)']);
    });

    it('with method="five-dice" rolls five dice each and the highest total begins', async () => {
      const el = await picker('Anna, Bram', { method: 'five-dice' });
      el.random = facesSource([6, 6, 5, 4, 1, 3, 3, 3, 3, 3, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1]);
      const detail = el.pick()!;
      // 22 against 15? No: Anna 6+6+5+4+1 = 22, Bram 3+3+3+3+3 = 15.
      expect(detail.rounds).to.deep.equal([
        [
          { player: 'Anna', roll: 22 },
          { player: 'Bram', roll: 15 },
        ],
      ]);
      expect(detail.starter).to.equal('Anna');
      await elementUpdated(el);
      expect(shadow(el).querySelectorAll('[part="die"]')).to.have.length(10);
      const labels = [...shadow(el).querySelectorAll('.dice')].map((d) =>
        d.getAttribute('aria-label'),
      );
      expect(labels).to.deep.equal(['6, 6, 5, 4, and 1: total 22', '3, 3, 3, 3, and 3: total 15']);
    });

    it('breaks a five-dice tie on the total with a new round', async () => {
      const el = await picker('Anna, Bram', { method: 'five-dice' });
      el.random = facesSource([6, 1, 1, 1, 1, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1, 6, 6, 6, 6, 6]);
      const detail = el.pick()!;
      expect(detail.rounds.map((r) => r.map((x) => x.roll))).to.deep.equal([
        [10, 10],
        [5, 30],
      ]);
      expect(detail.starter).to.equal('Bram');
    });

    it('shows names as text, whatever characters they hold', async () => {
      const win = window as unknown as { pwned?: boolean };
      delete win.pwned;
      const evil = '<img src=x onerror="window.pwned=true">';
      const el = await picker(`${evil}, "&<>, <b>bold</b>`);
      el.random = facesSource([6, 1, 1]);
      const detail = el.pick()!;
      expect(detail.players).to.deep.equal([evil, '"&<>', '<b>bold</b>']);
      await settled(el);
      await aTimeout(50);
      expect(shadow(el).querySelector('img, b')).to.equal(null);
      expect(win.pwned).to.equal(undefined);
      expect(orderShown(el)).to.deep.equal([evil, '"&<>', '<b>bold</b>']);
      expect(textOf(part(el, 'starter'))).to.equal(`${evil} begins.`);
      expect(textOf(status(el))).to.contain('"&<>');
    });

    it('replaces the previous result with a new pick', async () => {
      const el = await picker('Anna, Bram');
      el.random = facesSource([6, 1, 1, 6]);
      el.pick();
      await elementUpdated(el);
      expect(textOf(part(el, 'starter'))).to.equal('Anna begins.');
      el.pick();
      await elementUpdated(el);
      expect(textOf(part(el, 'starter'))).to.equal('Bram begins.');
      expect(rounds(el)).to.have.length(1);
    });
  });

  describe('errors', () => {
    const cases: [string, string][] = [
      ['', 'Fill in the number of players, or their names with commas between them.'],
      ['  , , ', 'Fill in the number of players, or their names with commas between them.'],
      ['0', 'There must be at least 1 player.'],
      ['-1', 'There must be at least 1 player.'],
      ['2.5', '“2.5” is not a whole number. Fill in a number of players such as 4, or names.'],
      ['101', '101 players is too many: at most 100.'],
      [
        Array.from({ length: 101 }, (_, i) => `P${i}`).join(','),
        '101 players is too many: at most 100.',
      ],
      [
        `Anna, ${'x'.repeat(41)}`,
        `The name “${'x'.repeat(41)}” is too long: at most 40 characters.`,
      ],
    ];
    for (const [text, message] of cases) {
      it(`shows a message in place for ${JSON.stringify(text.slice(0, 20))} and picks nothing`, async () => {
        const el = await picker(text);
        let events = 0;
        el.addEventListener('first-player-picked', () => events++);
        expect(el.pick()).to.equal(null);
        await elementUpdated(el);
        const input = field(el);
        const error = part(el, 'error')!;
        expect(textOf(error)).to.equal(message);
        expect(input.getAttribute('aria-invalid')).to.equal('true');
        expect(input.getAttribute('aria-describedby')!.split(' ')).to.include(error.id);
        expect(error.checkVisibility()).to.be.true;
        // Said as it appears: focus stays in the field, where aria-describedby alone says nothing.
        expect(error.getAttribute('role')).to.equal('alert');
        expect(part(el, 'result')).to.equal(null);
        expect(events).to.equal(0);
      });
    }

    it('clears the message when the field is edited', async () => {
      const el = await picker('0');
      el.pick();
      await elementUpdated(el);
      field(el).focus();
      await sendKeys({ press: 'Backspace' });
      await sendKeys({ type: '2' });
      await elementUpdated(el);
      expect(part(el, 'error')).to.equal(null);
      expect(field(el).getAttribute('aria-invalid')).to.equal('false');
      expect(el.pick()!.players).to.have.length(2);
    });
  });

  describe('a failed pick after a good one', () => {
    const failures: [string, string][] = [
      ['', 'Fill in the number of players, or their names with commas between them.'],
      ['0', 'There must be at least 1 player.'],
      [
        `Anna, ${'🎲'.repeat(41)}`,
        `The name “${'🎲'.repeat(41)}” is too long: at most 40 characters.`,
      ],
    ];
    for (const [text, message] of failures) {
      it(`for ${JSON.stringify(text.slice(0, 12))} clears the last result, on screen and in storage`, async () => {
        const el = await picker('Anna, Bram');
        el.random = facesSource([6, 1]);
        el.pick();
        await settled(el);
        expect(textOf(part(el, 'starter'))).to.equal('Anna begins.');

        el.players = text;
        expect(el.pick()).to.equal(null);
        await elementUpdated(el);
        expect(textOf(part(el, 'error'))).to.equal(message);
        expect(textOf(part(el, 'result'))).to.equal('');
        expect(shadow(el).querySelectorAll('[part~="die"]').length).to.equal(0);
        expect(textOf(shadow(el).querySelector('[aria-live]'))).to.equal('');
        await expect(el).to.be.accessible();

        el.remove();
        const again = await picker();
        expect(field(again).value).to.equal(text);
        expect(textOf(part(again, 'result'))).to.equal('');
      });
    }
  });

  describe('a single name', () => {
    const singleName = (el: FirstPlayerPicker) => shadow(el).getElementById('single-name');

    it('"abc" is one player called abc, with a hint about commas tied to the field', async () => {
      const hint = 'One player, “abc”. Put commas between names for more players.';
      const el = await picker('abc');
      expect(textOf(singleName(el))).to.equal(hint);
      expect(field(el).getAttribute('aria-describedby')).to.equal('hint single-name');
      await expect(el).to.be.accessible();
      const detail = el.pick()!;
      expect(detail.players).to.deep.equal(['abc']);
      expect(detail.starter).to.equal('abc');
      await settled(el);
      expect(textOf(part(el, 'starter'))).to.equal('abc begins.');
      expect(textOf(singleName(el))).to.equal(hint);
      expect(field(el).getAttribute('aria-describedby')).to.equal('hint single-name');
      await expect(el).to.be.accessible();
    });

    it('"Anna Bram" is one player called "Anna Bram", with the hint', async () => {
      const el = await picker('  Anna   Bram ');
      el.random = facesSource([5]);
      expect(el.pick()!.players).to.deep.equal(['Anna Bram']);
      await settled(el);
      expect(orderShown(el)).to.deep.equal(['Anna Bram']);
      expect(textOf(singleName(el))).to.equal(
        'One player, “Anna Bram”. Put commas between names for more players.',
      );
      expect(field(el).getAttribute('aria-describedby')!.split(' ')).to.include('single-name');
      await expect(el).to.be.accessible();
    });

    for (const text of ['Anna, Bram', 'Anna,', '3', '1']) {
      it(`shows no hint for ${JSON.stringify(text)}, before or after the pick`, async () => {
        const el = await picker(text);
        expect(textOf(singleName(el))).to.equal('');
        expect(el.pick()).not.to.equal(null);
        await elementUpdated(el);
        expect(textOf(singleName(el))).to.equal('');
        expect(field(el).getAttribute('aria-describedby')).to.equal('hint');
      });
    }

    it('drops the hint once a comma is typed', async () => {
      const el = await picker();
      field(el).focus();
      await sendKeys({ type: 'Anna' });
      await elementUpdated(el);
      expect(textOf(singleName(el))).to.contain('Anna');
      await sendKeys({ type: ', Bram' });
      await elementUpdated(el);
      expect(textOf(singleName(el))).to.equal('');
      expect(field(el).getAttribute('aria-describedby')).to.equal('hint');
    });

    it('says the hint in Dutch on a Dutch page', async () => {
      const el = await pickerIn('nl', 'Anna Bram');
      expect(textOf(singleName(el))).to.equal(
        "Eén speler, “Anna Bram”. Zet komma's tussen de namen voor meer spelers.",
      );
      expect(field(el).getAttribute('aria-describedby')).to.equal('hint single-name');
      await expect(el).to.be.accessible();
    });
  });

  describe('the name policy: 100 players, 40 characters a name', () => {
    const names = (n: number) => Array.from({ length: n }, (_, i) => `P${i + 1}`).join(', ');

    it('says both limits in the hint, in the page language', async () => {
      const el = await pickerIn('nl');
      expect(textOf(shadow(el).getElementById('hint'))).to.equal(
        "Het aantal spelers, of de namen met komma's ertussen: hoogstens 100 spelers, namen van hoogstens 40 tekens.",
      );
    });

    it('accepts 100 players, as a count or a list, and refuses 101', async () => {
      const el = await picker('100');
      expect(el.pick()!.players).to.have.length(100);
      el.players = names(100);
      expect(el.pick()!.order).to.have.length(100);
      await settled(el);
      await expect(el).to.be.accessible();

      for (const text of ['101', names(101)]) {
        el.players = text;
        expect(el.pick()).to.equal(null);
        await elementUpdated(el);
        expect(textOf(part(el, 'error'))).to.equal('101 players is too many: at most 100.');
        expect(textOf(part(el, 'result'))).to.equal('');
      }
      await expect(el).to.be.accessible();
    });

    it('accepts a name of 40 characters and refuses 41, counting an emoji or an é as one', async () => {
      const el = await picker();
      const forty = ['🎲'.repeat(20) + 'é'.repeat(20), '🎲'.repeat(40), 'x'.repeat(40)];
      for (const name of forty) {
        el.players = `Anna, ${name}`;
        expect(el.pick()!.players, name).to.deep.equal(['Anna', name]);
      }
      const fortyOne = `${'🎲'.repeat(40)}é`;
      el.players = `Anna, ${fortyOne}`;
      expect(el.pick()).to.equal(null);
      await elementUpdated(el);
      expect(textOf(part(el, 'error'))).to.equal(
        `The name “${fortyOne}” is too long: at most 40 characters.`,
      );
      expect(field(el).hasAttribute('maxlength')).to.be.false;
      await expect(el).to.be.accessible();
    });
  });

  describe('keyboard', () => {
    it('works with the keyboard alone: Tab to the field, type, Enter picks', async () => {
      const el = await picker();
      await sendKeys({ press: 'Tab' });
      expect(shadow(el).activeElement).to.equal(field(el));
      await sendKeys({ type: 'Anna, Bram, Cees' });
      const picked = oneEvent(el, 'first-player-picked');
      await sendKeys({ press: 'Enter' });
      const { detail } = await picked;
      expect(detail.players).to.deep.equal(['Anna', 'Bram', 'Cees']);
      await elementUpdated(el);
      expect(orderShown(el)).to.deep.equal(detail.order);
    });

    it('picks once for a held-down Enter (repeated keydowns are ignored)', async () => {
      const el = await picker('3');
      let picks = 0;
      el.addEventListener('first-player-picked', () => picks++);
      field(el).focus();
      await sendKeys({ press: 'Enter' });
      for (let i = 0; i < 3; i++) {
        field(el).dispatchEvent(
          new KeyboardEvent('keydown', {
            key: 'Enter',
            repeat: true,
            bubbles: true,
            composed: true,
          }),
        );
      }
      expect(picks).to.equal(1);
    });

    it('picks with the button reached by Tab', async () => {
      const el = await picker('4');
      field(el).focus();
      await sendKeys({ press: 'Tab' });
      expect(shadow(el).activeElement!.tagName).to.equal('BUTTON');
      const picked = oneEvent(el, 'first-player-picked');
      await sendKeys({ press: 'Space' });
      expect((await picked).detail.players).to.have.length(4);
    });
  });

  describe('language', () => {
    it('follows a parent lang attribute, nl and back to en', async () => {
      const el = await pickerIn('nl', '3');
      el.random = facesSource([2, 5, 3]);
      const detail = el.pick()!;
      expect(detail.players).to.deep.equal(['Speler 1', 'Speler 2', 'Speler 3']);
      await elementUpdated(el);
      expect(textOf(shadow(el).querySelector('label'))).to.equal('Spelers');
      expect(textOf(shadow(el).querySelector('button'))).to.equal('Wie begint?');
      expect(textOf(part(el, 'starter'))).to.equal('Speler 2 begint.');
      expect(textOf(status(el))).to.equal(
        'Ronde 1: Speler 1 2, Speler 2 5, Speler 3 3. Speler 2 begint. Volgorde: Speler 2, Speler 3, Speler 1.',
      );
      await expect(el).to.be.accessible();

      el.parentElement!.lang = 'en';
      await aTimeout(0);
      await elementUpdated(el);
      expect(textOf(shadow(el).querySelector('button'))).to.equal('Who begins?');
      expect(textOf(part(el, 'starter'))).to.equal('Speler 2 begins.');
    });

    it('takes its own lang attribute too', async () => {
      const el = await fixture<FirstPlayerPicker>(
        html`<first-player-picker lang="de" players="2" storage-key=${key}></first-player-picker>`,
      );
      expect(el.pick()!.players).to.deep.equal(['Spieler 1', 'Spieler 2']);
      await elementUpdated(el);
      expect(textOf(shadow(el).querySelector('button'))).to.equal('Wer fängt an?');
    });

    it('announces a second pick even when its text is the same as the first', async () => {
      const spoken = (el: FirstPlayerPicker) =>
        [...status(el).childNodes].find(
          (n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim(),
        );
      const el = await picker('Anna');
      el.random = facesSource([4, 4]);
      el.pick();
      await elementUpdated(el);
      const first = spoken(el);
      el.pick();
      await elementUpdated(el);
      const second = spoken(el);
      expect(first!.textContent).to.equal('Round 1: Anna 4. Anna begins. Order: Anna.');
      expect(second!.textContent).to.equal(first!.textContent);
      expect(second).not.to.equal(first);
    });

    it('shows Dutch errors', async () => {
      const el = await pickerIn('nl-BE', '0');
      expect(el.pick()).to.equal(null);
      await elementUpdated(el);
      expect(textOf(part(el, 'error'))).to.equal('Er moet minstens 1 speler zijn.');
    });
  });

  describe('motion', () => {
    it('animates a fresh pick briefly, and not at all under reduced motion', async () => {
      const el = await picker('Anna, Bram');
      // One round: a random tie would add a round, and 450 ms of delay, to the animation.
      el.random = facesSource([6, 1]);
      el.pick();
      await elementUpdated(el);
      const animations = shadow(el).getAnimations();
      expect(animations.length).to.be.greaterThan(0);
      const longest = Math.max(
        ...animations.map((a) => {
          const timing = a.effect!.getComputedTiming();
          return Number(timing.endTime);
        }),
      );
      expect(longest).to.be.at.most(1500);

      await emulateMedia({ reducedMotion: 'reduce' });
      el.random = facesSource([6, 1]);
      el.pick();
      await elementUpdated(el);
      expect(shadow(el).getAnimations()).to.have.length(0);
    });
  });

  describe('small screens', () => {
    it('is readable at 320 px wide, with no horizontal overflow', async () => {
      await setViewport({ width: 320, height: 640 });
      const long = 'W'.repeat(40);
      const el = await picker(`${long}, Anna-Maria Bartholomeus, Cees`, { method: 'five-dice' });
      // A tie in round 1 puts the "rolls again" notes on screen too.
      el.random = facesSource([
        ...[6, 6, 6, 6, 6],
        ...[6, 6, 6, 6, 6],
        ...[1, 1, 1, 1, 1],
        ...[3, 3, 3, 3, 3],
        ...[2, 2, 2, 2, 2],
      ]);
      el.pick();
      await settled(el);
      expect(document.documentElement.scrollWidth).to.be.at.most(320);
      expect(el.getBoundingClientRect().right).to.be.at.most(320);
      for (const node of shadow(el).querySelectorAll('*')) {
        const box = node.getBoundingClientRect();
        if (node.classList.contains('visually-hidden') || box.width === 0) continue;
        expect(box.right, node.outerHTML.slice(0, 60)).to.be.at.most(320.5);
      }
      const button = shadow(el).querySelector('button')!.getBoundingClientRect();
      expect(button.height).to.be.at.least(44);
      expect(field(el).getBoundingClientRect().height).to.be.at.least(44);
    });
  });

  describe('storage', () => {
    it('restores the last input and result after a reload, without announcing them again', async () => {
      const first = await picker('Anna, Bram, Cees, Dirk');
      first.random = facesSource(threeWayThenTwoWay);
      const detail = first.pick()!;
      first.remove();

      const again = await picker('something else');
      await settled(again);
      expect(field(again).value).to.equal('Anna, Bram, Cees, Dirk');
      expect(rounds(again)).to.have.length(3);
      expect(textOf(part(again, 'starter'))).to.equal('Dirk begins.');
      expect(orderShown(again)).to.deep.equal(detail.order);
      expect(textOf(status(again))).to.equal('');
      expect(shadow(again).getAnimations()).to.have.length(0);
      expect(part(again, 'notice')).to.equal(null);
    });

    it('keeps typed text that was not picked yet', async () => {
      const el = await picker();
      field(el).focus();
      await sendKeys({ type: 'Eva, Finn' });
      el.remove();
      const again = await picker();
      expect(field(again).value).to.equal('Eva, Finn');
      expect(part(again, 'result')).to.equal(null);
    });

    it('lets a new pick replace the saved one', async () => {
      const el = await picker('Anna, Bram');
      el.random = facesSource([6, 1]);
      el.pick();
      el.players = 'Cees, Dirk';
      el.random = facesSource([1, 6]);
      el.pick();
      el.remove();
      const again = await picker();
      await elementUpdated(again);
      expect(field(again).value).to.equal('Cees, Dirk');
      expect(textOf(part(again, 'starter'))).to.equal('Dirk begins.');
    });

    it('uses its default storage key when none is given', async () => {
      const el = await fixture<FirstPlayerPicker>(
        html`<first-player-picker players="Anna"></first-player-picker>`,
      );
      el.pick();
      expect(localStorage.getItem(defaultKey)).to.contain('Anna');
    });

    it('says so when the saved value is corrupted, sets it aside and keeps working', async () => {
      localStorage.setItem(key, '{"schema":1,"revision":1,"data":{"input":7}}');
      const el = await picker('Anna, Bram');
      expect(textOf(part(el, 'notice'))).to.contain('could not be restored');
      // Said to screen-reader users too, as the roller and the card say theirs.
      expect(part(el, 'notice')!.getAttribute('role')).to.equal('status');
      expect(localStorage.getItem(`${key}:unrestored`)).to.contain('"input":7');
      expect(field(el).value).to.equal('Anna, Bram');
      expect(el.pick()!.players).to.deep.equal(['Anna', 'Bram']);
      await expect(el).to.be.accessible();
    });

    it('rejects a saved result that does not add up', async () => {
      const result = {
        detail: {
          players: ['A', 'B'],
          rounds: [
            [
              { player: 'A', roll: 9 },
              { player: 'B', roll: 1 },
            ],
          ],
          starter: 'A',
          order: ['A', 'B'],
        },
        faces: [[[6], [1]]],
      };
      localStorage.setItem(
        key,
        JSON.stringify({ schema: 1, revision: 1, data: { input: 'A, B', result } }),
      );
      const el = await picker();
      expect(part(el, 'notice')).not.to.equal(null);
      expect(part(el, 'result')).to.equal(null);
    });

    it('says so when storage is blocked, and still picks', async () => {
      const { getItem, setItem } = Storage.prototype;
      Storage.prototype.getItem = () => {
        throw new DOMException('blocked', 'SecurityError');
      };
      Storage.prototype.setItem = () => {
        throw new DOMException('blocked', 'SecurityError');
      };
      try {
        const el = await picker('Anna, Bram');
        expect(textOf(part(el, 'notice'))).to.contain('does not let the page save');
        expect(el.pick()!.players).to.deep.equal(['Anna', 'Bram']);
        await elementUpdated(el);
        expect(textOf(part(el, 'starter'))).to.match(/begins\.$/);
      } finally {
        Storage.prototype.getItem = getItem;
        Storage.prototype.setItem = setItem;
      }
    });

    it('says so when storage is full, and still picks', async () => {
      const { setItem } = Storage.prototype;
      const el = await picker('Anna, Bram');
      Storage.prototype.setItem = () => {
        throw new DOMException('full', 'QuotaExceededError');
      };
      try {
        expect(el.pick()).not.to.equal(null);
        await elementUpdated(el);
        expect(textOf(part(el, 'notice'))).to.contain('storage is full');
        expect(textOf(part(el, 'starter'))).to.match(/begins\.$/);
      } finally {
        Storage.prototype.setItem = setItem;
      }
    });

    /** A pick as another tab saves it: Eva and Finn, Finn begins, at revision 99. */
    const otherTabs = JSON.stringify({
      schema: 1,
      revision: 99,
      savedAt: Date.now(),
      data: {
        input: 'Eva, Finn',
        result: {
          detail: {
            players: ['Eva', 'Finn'],
            rounds: [
              [
                { player: 'Eva', roll: 2 },
                { player: 'Finn', roll: 5 },
              ],
            ],
            starter: 'Finn',
            order: ['Finn', 'Eva'],
          },
          faces: [[[2], [5]]],
        },
      },
    });

    it('shows a pick made in another tab', async () => {
      const el = await picker('Anna, Bram');
      const newValue = otherTabs;
      window.dispatchEvent(
        new StorageEvent('storage', { key, newValue, storageArea: localStorage }),
      );
      await elementUpdated(el);
      expect(field(el).value).to.equal('Eva, Finn');
      expect(textOf(part(el, 'starter'))).to.equal('Finn begins.');
    });

    it('lets a pick here replace one another tab saved meanwhile: the latest action wins', async () => {
      const el = await picker('Anna, Bram');
      localStorage.setItem(key, otherTabs);
      el.random = facesSource([6, 1]);
      expect(el.pick()!.starter).to.equal('Anna');
      await elementUpdated(el);
      expect(textOf(part(el, 'notice'))).to.equal('');
      const saved = JSON.parse(localStorage.getItem(key)!);
      expect(saved.revision).to.equal(100);
      expect(saved.data.input).to.equal('Anna, Bram');
      expect(saved.data.result.detail.starter).to.equal('Anna');
    });

    it('shows what is saved under a new storage-key, or a fresh field where nothing is', async () => {
      localStorage.setItem(`${key}:other`, otherTabs);
      const el = await picker('Anna, Bram');
      el.random = facesSource([6, 1]);
      el.pick();
      el.storageKey = `${key}:other`;
      await elementUpdated(el);
      expect(field(el).value).to.equal('Eva, Finn');
      expect(textOf(part(el, 'starter'))).to.equal('Finn begins.');

      el.storageKey = `${key}:empty`;
      await elementUpdated(el);
      expect(field(el).value).to.equal('Anna, Bram');
      expect(textOf(part(el, 'result'))).to.equal('');
      expect(textOf(part(el, 'notice'))).to.equal('');
    });
  });
});
