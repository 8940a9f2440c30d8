import { expect, fixture, html } from '@open-wc/testing';
import { LitElement } from 'lit';
import { common, storageNotice } from '../../src/i18n/common.js';
import { noticeTemplate, noticeWords } from '../../src/internal/notice.js';
import { StoreController } from '../../src/storage/controller.js';
import '../../src/yahtzee-scorecard/yahtzee-scorecard.js';
import type { YahtzeeScorecard } from '../../src/yahtzee-scorecard/yahtzee-scorecard.js';

// Test files share one localStorage: touch only keys under this prefix.
const PREFIX = 'yw-test:hiccups:';
const KEY = `${PREFIX}count`;
const FILLER = `${PREFIX}filler`;

function clearOwnKeys(): void {
  for (const key of Object.keys(localStorage))
    if (key.startsWith(PREFIX)) localStorage.removeItem(key);
}

// The notices' words, as each element's later file sets them (this host has no later file).
noticeWords.say = storageNotice;

class CountHost extends LitElement {
  count = 0;
  readonly storage = new StoreController<number>(this, {
    key: () => KEY,
    version: 1,
    validate: (data) => {
      if (typeof data !== 'number') throw new Error('not a count');
      return data;
    },
    restore: (count) => (this.count = count),
  });

  set(count: number): void {
    this.count = count;
    this.storage.save(count);
    this.requestUpdate();
  }

  override render() {
    return noticeTemplate('en', this.storage.notice);
  }
}
customElements.define('yw-test-count-host', CountHost);

const host = () => fixture<CountHost>(html`<yw-test-count-host></yw-test-count-host>`);

async function noticeOf(el: LitElement): Promise<string> {
  await el.updateComplete;
  return el.shadowRoot!.querySelector('[part="notice"]')?.textContent ?? '';
}

/** Makes the next call of a Storage method throw, as a passing I/O error does. */
function failOnce(method: 'getItem' | 'setItem'): void {
  const prototype = Storage.prototype as unknown as Record<string, unknown>;
  const original = prototype[method];
  prototype[method] = (): never => {
    prototype[method] = original;
    throw new DOMException('The operation failed for an unknown transient reason.', 'UnknownError');
  };
}

/**
 * Fills localStorage to the last character: nothing more fits until the filler goes. A piece of
 * each size at most, each under a key of its own: rewriting one growing value wrote hundreds of
 * megabytes, and the browser's storage then held up the next test file's page past its timeout.
 */
function fillStorage(): void {
  let piece = 0;
  for (let step = 1 << 22; step >= 1; step >>= 1) {
    for (;;) {
      try {
        localStorage.setItem(`${FILLER}:${piece}`, 'f'.repeat(step));
        piece++;
      } catch {
        break; // Too big: half of it may fit.
      }
    }
  }
  // Less room is left than a new key takes: the last piece grows into it, to the last character.
  const last = `${FILLER}:${piece - 1}`;
  for (let step = 64; step >= 1; step >>= 1) {
    try {
      localStorage.setItem(last, localStorage.getItem(last)! + 'f'.repeat(step));
    } catch {
      // Too big: half of it may fit.
    }
  }
}

/** Takes the filler away: room again. */
function emptyStorage(): void {
  for (const key of Object.keys(localStorage)) {
    if (key.startsWith(`${FILLER}:`)) localStorage.removeItem(key);
  }
}

/** Moves an element in the page: it disconnects and connects again. */
async function move(el: LitElement): Promise<void> {
  const parent = el.parentNode!;
  el.remove();
  parent.appendChild(el);
  await el.updateComplete;
}

describe('Storage hiccups', () => {
  beforeEach(clearOwnKeys);
  afterEach(clearOwnKeys);

  it('one failed write does not end saving: the notice shows while it fails, later saves survive a reload', async () => {
    const el = await host();
    el.set(1);
    failOnce('setItem');
    el.set(2);
    expect(await noticeOf(el)).to.equal(common.en.storageUnavailable);
    el.set(3);
    expect(await noticeOf(el)).to.equal('');
    el.set(4);
    el.remove();
    const again = await host();
    expect(again.count).to.equal(4);
    expect(await noticeOf(again)).to.equal('');
  });

  it('one failed read does not end saving either', async () => {
    localStorage.setItem(KEY, JSON.stringify({ schema: 1, revision: 1, savedAt: 0, data: 5 }));
    failOnce('getItem');
    const el = await host();
    expect(await noticeOf(el)).to.equal(common.en.storageUnavailable);
    el.set(6);
    expect(await noticeOf(el)).to.equal('');
    el.remove();
    expect((await host()).count).to.equal(6);
  });

  it('full, then room again: the value kept in memory is not replaced by the older saved one, and saving resumes', async () => {
    const el = await host();
    el.set(1);
    fillStorage();
    el.set(222222222);
    expect(await noticeOf(el)).to.equal(common.en.storageFull);
    // Connecting again reads storage: the newer value in memory must win over the saved 1.
    await move(el);
    expect(el.count).to.equal(222222222);
    expect(await noticeOf(el)).to.equal(common.en.storageFull);
    emptyStorage();
    // The next read saves what was waiting.
    await move(el);
    expect(await noticeOf(el)).to.equal('');
    el.remove();
    expect((await host()).count).to.equal(222222222);
    el.set(333333333);
    expect((await host()).count).to.equal(333333333);
  });

  it('a corrupt value of half the quota is set aside all the same, and saving goes on', async () => {
    const raw = `{"schema":1,"data":${'9'.repeat(3_000_000)}`;
    localStorage.setItem(KEY, raw);
    // A second copy of it does not fit.
    expect(() => localStorage.setItem(FILLER, raw)).to.throw();
    const el = await host();
    expect(await noticeOf(el)).to.equal(common.en.restoreFailed);
    expect(localStorage.getItem(`${KEY}:unrestored`) === raw, 'kept aside').to.equal(true);
    el.set(7);
    expect(await noticeOf(el)).to.equal(common.en.restoreFailed);
    el.remove();
    const again = await host();
    expect(again.count).to.equal(7);
    expect(await noticeOf(again)).to.equal('');
  });

  it('when a corrupt value cannot be set aside, the notice says it was left as it was; with room again it is', async () => {
    const raw = `{"schema":1,"data":${'9'.repeat(1_000_000)}`;
    localStorage.setItem(KEY, raw);
    fillStorage();
    const el = await host();
    expect(await noticeOf(el)).to.equal(common.en.restoreStuck);
    expect(localStorage.getItem(KEY) === raw, 'left as it was').to.equal(true);
    expect(localStorage.getItem(`${KEY}:unrestored`)).to.equal(null);
    el.set(8);
    expect(await noticeOf(el)).to.equal(common.en.restoreStuck);
    expect(localStorage.getItem(KEY) === raw, 'left as it was').to.equal(true);
    emptyStorage();
    el.set(9);
    expect(await noticeOf(el)).to.equal(common.en.restoreFailed);
    expect(localStorage.getItem(`${KEY}:unrestored`) === raw, 'kept aside').to.equal(true);
    el.remove();
    expect((await host()).count).to.equal(9);
  });

  it('a card with megabytes of corrupt data saves its game all the same', async () => {
    const key = `${PREFIX}card`;
    const raw = `{"schema":1,"data":{"moves":[${'0,'.repeat(1_500_000)}`;
    localStorage.setItem(key, raw);
    expect(() => localStorage.setItem(FILLER, raw)).to.throw();
    const card = () =>
      fixture<YahtzeeScorecard>(
        html`<yahtzee-scorecard storage-key=${key} players="Anna,Bram"></yahtzee-scorecard>`,
      );
    const el = await card();
    expect(await noticeOf(el)).to.equal(common.en.restoreFailed);
    el.enterPoints('chance', 20);
    // The card saves under its key's lock: a request for it is granted once that save is done.
    await navigator.locks.request(key, () => undefined);
    el.remove();
    const again = await card();
    expect(again.totals(0).total).to.equal(20);
    expect(localStorage.getItem(`${key}:unrestored`) === raw, 'kept aside').to.equal(true);
  });
});

describe('another writer on the key of an open card', () => {
  beforeEach(clearOwnKeys);
  afterEach(clearOwnKeys);

  const key = `${PREFIX}written-over`;
  const card = () =>
    fixture<YahtzeeScorecard>(
      html`<yahtzee-scorecard storage-key=${key} players="Anna,Bram"></yahtzee-scorecard>`,
    );
  /** Writes `raw` under the key from a frame of this origin: its storage event comes here, as another tab's does. */
  async function writeFromFrame(raw: string): Promise<void> {
    const frame = document.createElement('iframe');
    document.body.append(frame);
    const heard = new Promise((resolve) =>
      window.addEventListener('storage', resolve, { once: true }),
    );
    frame.contentWindow!.localStorage.setItem(key, raw);
    await heard;
    frame.remove();
  }
  async function playTwo(el: YahtzeeScorecard): Promise<void> {
    el.enterPoints('chance', 20);
    el.enterPoints('sixes', 18);
    // The card saves under its key's lock: a request for it is granted once that save is done.
    await navigator.locks.request(key, () => undefined);
  }

  for (const [what, raw] of [
    ['text that is no JSON', '{"schema":1,"data":'],
    ['a game that breaks the rules', '{"schema":1,"revision":9,"savedAt":1,"data":{"moves":[1]}}'],
    ['an older schema', '{"schema":0,"revision":1,"savedAt":1,"data":{}}'],
  ] as const) {
    it(`${what}: the open card keeps it aside and writes its game back, so a reload shows the game`, async () => {
      const el = await card();
      await playTwo(el);
      const ours = localStorage.getItem(key);
      await writeFromFrame(raw);
      expect(localStorage.getItem(`${key}:unrestored`)).to.equal(raw);
      expect(localStorage.getItem(key)).to.equal(ours);
      el.remove();
      const again = await card();
      expect([again.totals(0).total, again.totals(1).total]).to.deep.equal([20, 18]);
      expect(await noticeOf(again)).to.equal('');
    });
  }

  it("a newer version's value, or another element's, is left as it is", async () => {
    const el = await card();
    await playTwo(el);
    for (const raw of [
      '{"schema":2,"revision":1,"savedAt":1,"data":{"future":true}}',
      '{"kind":"dice-roller","schema":1,"revision":1,"savedAt":1,"data":{}}',
    ]) {
      await writeFromFrame(raw);
      expect(localStorage.getItem(key)).to.equal(raw);
      expect(localStorage.getItem(`${key}:unrestored`)).to.equal(null);
    }
  });

  it('a card that has saved nothing writes nothing back', async () => {
    await card();
    await writeFromFrame('{oops');
    expect(localStorage.getItem(key)).to.equal('{oops');
    expect(localStorage.getItem(`${key}:unrestored`)).to.equal(null);
  });
});
