import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import '../../src/dice-roller/dice-roller.js';
import type { DiceRoller } from '../../src/dice-roller/dice-roller.js';
import { common } from '../../src/i18n/common.js';
import {
  clearKeys,
  counterText,
  facesSource,
  noticeText,
  pipCounts,
  pressed,
  rollButton,
} from './helpers.js';

const PREFIX = 'yw-test:dice-roller-storage:';
const KEY = `${PREFIX}a`;
const OTHER = `${PREFIX}b`;
const DEFAULT_KEY = 'yahtzee-widgets:dice-roller';

async function roller(
  key = KEY,
  faces: number[] = [1, 2, 3, 4, 5, 6, 6, 6, 6],
): Promise<DiceRoller> {
  const el = await fixture<DiceRoller>(html`<dice-roller storage-key=${key}></dice-roller>`);
  el.random = facesSource(faces);
  return el;
}

function savedTurn(key: string): unknown {
  return (JSON.parse(localStorage.getItem(key)!) as { data: unknown }).data;
}

function envelope(data: unknown, revision = 50): string {
  return JSON.stringify({ schema: 1, revision, savedAt: Date.now(), data });
}

/** Another tab's save: its value stored, then the storage event it sends to this one. */
function saveFromAnotherTab(key: string, newValue: string): void {
  localStorage.setItem(key, newValue);
  window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: localStorage }));
}

describe('<dice-roller> storage', () => {
  before(() => emulateMedia({ reducedMotion: 'reduce' }));
  after(() => emulateMedia({ reducedMotion: 'no-preference' }));
  beforeEach(() => {
    clearKeys(PREFIX);
    localStorage.removeItem(DEFAULT_KEY);
  });
  afterEach(() => {
    clearKeys(PREFIX);
    localStorage.removeItem(DEFAULT_KEY);
  });

  it('saves every change and restores the turn after a reload', async () => {
    const first = await roller();
    first.roll();
    expect(savedTurn(KEY)).to.deep.equal({
      values: [1, 2, 3, 4, 5],
      held: [false, false, false, false, false],
      rollNumber: 1,
    });
    first.toggleHold(1);
    expect((savedTurn(KEY) as { held: boolean[] }).held).to.deep.equal([
      false,
      true,
      false,
      false,
      false,
    ]);
    first.roll();
    first.remove();

    // The page is loaded again.
    const again = await roller();
    expect(again.values).to.deep.equal([6, 2, 6, 6, 6]);
    expect(again.held).to.deep.equal([false, true, false, false, false]);
    expect(again.rollNumber).to.equal(2);
    expect(pipCounts(again)).to.deep.equal([6, 2, 6, 6, 6]);
    expect(pressed(again)).to.deep.equal([false, true, false, false, false]);
    expect(counterText(again)).to.equal('Roll 2 of 3');
    expect(noticeText(again)).to.equal(undefined);
  });

  it('uses yahtzee-widgets:dice-roller when no key is given', async () => {
    const el = await fixture<DiceRoller>(html`<dice-roller></dice-roller>`);
    el.random = facesSource([2, 2, 2, 2, 2]);
    el.roll();
    expect(savedTurn(DEFAULT_KEY)).to.deep.include({ values: [2, 2, 2, 2, 2] });
  });

  it('says on screen when the saved turn cannot be restored, keeps it aside, and still rolls', async () => {
    localStorage.setItem(KEY, '{"schema":1,"revision":3,"data":{"values":[9');
    const el = await roller();
    expect(noticeText(el)).to.equal(common.en.restoreFailed);
    expect(localStorage.getItem(`${KEY}:unrestored`)).to.equal(
      '{"schema":1,"revision":3,"data":{"values":[9',
    );
    expect(el.rollNumber).to.equal(0);
    await expect(el).to.be.accessible();
    expect(el.roll()).to.deep.equal([1, 2, 3, 4, 5]);
    expect(savedTurn(KEY)).to.deep.include({ rollNumber: 1 });
  });

  it('treats an impossible turn (faces of 7, wrong lengths) as unrestorable, in Dutch too', async () => {
    localStorage.setItem(KEY, envelope({ values: [7, 1, 1, 1, 1], held: [], rollNumber: 1 }));
    const wrapper = await fixture(
      html`<div lang="nl"><dice-roller storage-key=${KEY}></dice-roller></div>`,
    );
    const el = wrapper.querySelector('dice-roller')!;
    await el.updateComplete;
    expect(noticeText(el)).to.equal(common.nl.restoreFailed);
    expect(noticeText(el)).to.match(/^De bewaarde stand/);
    expect(el.values).to.deep.equal([]);
  });

  it('works in memory with a notice when localStorage is blocked', async () => {
    const own = Object.getOwnPropertyDescriptor(window, 'localStorage');
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    let el: DiceRoller;
    try {
      el = await roller(OTHER);
      expect(el.roll()).to.deep.equal([1, 2, 3, 4, 5]);
      el.toggleHold(0);
      await el.updateComplete;
    } finally {
      if (own) Object.defineProperty(window, 'localStorage', own);
      else delete (window as { localStorage?: Storage }).localStorage;
    }
    expect(noticeText(el)).to.equal(common.en.storageUnavailable);
    await expect(el).to.be.accessible();
    expect(el.held[0]).to.be.true;
    expect(counterText(el)).to.equal('Roll 1 of 3');
    expect(localStorage.getItem(OTHER)).to.equal(null);
  });

  it('says when storage is full, keeps working, and clears the notice once a save fits again', async () => {
    const el = await roller();
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key: string, value: string) {
      if (key === KEY) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      setItem.call(this, key, value);
    };
    try {
      el.roll();
      await el.updateComplete;
      expect(noticeText(el)).to.equal(common.en.storageFull);
      expect(el.values).to.deep.equal([1, 2, 3, 4, 5]);
    } finally {
      Storage.prototype.setItem = setItem;
    }
    el.toggleHold(0);
    await el.updateComplete;
    expect(noticeText(el)).to.equal(undefined);
    expect(savedTurn(KEY)).to.deep.include({ values: [1, 2, 3, 4, 5], rollNumber: 1 });
  });

  it('follows a roll saved in another tab, without events, and ignores invalid data', async () => {
    const el = await roller();
    let events = 0;
    el.addEventListener('dice-roll', () => events++);
    const turn = { values: [5, 5, 5, 1, 2], held: [true, true, true, false, false], rollNumber: 2 };
    saveFromAnotherTab(KEY, envelope(turn));
    await el.updateComplete;
    expect(el.values).to.deep.equal([5, 5, 5, 1, 2]);
    expect(pressed(el)).to.deep.equal([true, true, true, false, false]);
    expect(counterText(el)).to.equal('Roll 2 of 3');
    expect(events).to.equal(0);

    window.dispatchEvent(
      new StorageEvent('storage', { key: KEY, newValue: '{oops', storageArea: localStorage }),
    );
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: OTHER,
        newValue: envelope({ values: [], held: [], rollNumber: 0 }),
        storageArea: localStorage,
      }),
    );
    await el.updateComplete;
    expect(el.values).to.deep.equal([5, 5, 5, 1, 2]);
    expect(noticeText(el)).to.equal(undefined);
  });

  it('says every change of what it shows with dice-change: a roll, a hold, a new turn, a set from code, another tab', async () => {
    const el = await roller(KEY, [1, 2, 3, 4, 5, 6, 6, 6, 6]);
    const changes: { values: number[]; held: boolean[]; rollNumber: number; rollsLeft: number }[] =
      [];
    el.addEventListener('dice-change', (event) => changes.push(event.detail));
    el.roll();
    el.toggleHold(4);
    el.roll();
    el.newTurn();
    el.values = [2, 2, 2, 2, 2];
    const turn = { values: [5, 5, 5, 1, 2], held: [true, true, true, false, false], rollNumber: 2 };
    saveFromAnotherTab(KEY, envelope(turn));
    await el.updateComplete;
    expect(changes).to.deep.equal([
      {
        values: [1, 2, 3, 4, 5],
        held: [false, false, false, false, false],
        rollNumber: 1,
        rollsLeft: 2,
      },
      {
        values: [1, 2, 3, 4, 5],
        held: [false, false, false, false, true],
        rollNumber: 1,
        rollsLeft: 2,
      },
      {
        values: [6, 6, 6, 6, 5],
        held: [false, false, false, false, true],
        rollNumber: 2,
        rollsLeft: 1,
      },
      { values: [], held: [false, false, false, false, false], rollNumber: 0, rollsLeft: 3 },
      {
        values: [2, 2, 2, 2, 2],
        held: [false, false, false, false, false],
        rollNumber: 1,
        rollsLeft: 2,
      },
      { ...turn, rollsLeft: 1 },
    ]);
  });

  it('two rollers with different keys never touch each other', async () => {
    const a = await roller(KEY, [6, 6, 6, 6, 6]);
    const b = await roller(OTHER, [1, 1, 2, 2, 3]);
    a.roll();
    await b.updateComplete;
    expect(b.rollNumber).to.equal(0);
    b.roll();
    b.toggleHold(4);
    expect(a.values).to.deep.equal([6, 6, 6, 6, 6]);
    expect(a.held).to.deep.equal([false, false, false, false, false]);
    a.remove();
    b.remove();

    const a2 = await roller(KEY);
    const b2 = await roller(OTHER);
    expect(a2.values).to.deep.equal([6, 6, 6, 6, 6]);
    expect(b2.values).to.deep.equal([1, 1, 2, 2, 3]);
    expect(b2.held).to.deep.equal([false, false, false, false, true]);
    expect(rollButton(b2).disabled).to.be.false;
  });

  it('switching storage-key shows what is saved under the new key', async () => {
    localStorage.setItem(
      OTHER,
      envelope({
        values: [4, 4, 4, 4, 4],
        held: [false, false, false, false, false],
        rollNumber: 3,
      }),
    );
    const el = await roller();
    el.roll();
    el.setAttribute('storage-key', OTHER);
    await el.updateComplete;
    expect(el.values).to.deep.equal([4, 4, 4, 4, 4]);
    expect(rollButton(el).disabled).to.be.true;
    el.setAttribute('storage-key', `${PREFIX}empty`);
    await el.updateComplete;
    expect(el.rollNumber).to.equal(0);
    expect(savedTurn(KEY)).to.deep.include({ values: [1, 2, 3, 4, 5] });
  });
});
