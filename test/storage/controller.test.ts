import { expect, fixture, html } from '@open-wc/testing';
import { LitElement } from 'lit';
import { StoreController } from '../../src/storage/controller.js';
import { LockedStoreController } from '../../src/storage/locked-save.js';

const KEY = 'yw-test:controller';

function validateCount(data: unknown): number {
  if (typeof data !== 'number') throw new Error('not a count');
  return data;
}

class CounterHost extends LitElement {
  count = 0;
  key = KEY;
  blocked = false;
  readonly storage = new LockedStoreController<number>(this, {
    key: () => this.key,
    version: 1,
    validate: validateCount,
    storage: () => {
      if (this.blocked) throw new DOMException('denied', 'SecurityError');
      return localStorage;
    },
    restore: (count) => {
      this.count = count;
      this.requestUpdate();
    },
  });

  override render() {
    return html`<p>${this.count}</p>
      <p class="notice">${this.storage.notice ?? ''}</p>`;
  }
}
customElements.define('yw-test-counter-host', CounterHost);

function clearOwnKeys(): void {
  for (const key of Object.keys(localStorage))
    if (key.startsWith(KEY)) localStorage.removeItem(key);
}

describe('StoreController', () => {
  beforeEach(clearOwnKeys);
  afterEach(clearOwnKeys);

  it('restores on connect and saves', async () => {
    const first = await fixture<CounterHost>(html`<yw-test-counter-host></yw-test-counter-host>`);
    first.storage.save(4);
    first.remove();
    const again = await fixture<CounterHost>(html`<yw-test-counter-host></yw-test-counter-host>`);
    expect(again.count).to.equal(4);
    expect(again.storage.notice).to.equal(undefined);
  });

  it('shows corrupt as a notice and follows other tabs', async () => {
    localStorage.setItem(KEY, 'nonsense');
    const el = await fixture<CounterHost>(html`<yw-test-counter-host></yw-test-counter-host>`);
    expect(el.shadowRoot!.querySelector('.notice')!.textContent).to.equal('corrupt');
    const raw = JSON.stringify({ schema: 1, revision: 8, savedAt: 0, data: 12 });
    window.dispatchEvent(
      new StorageEvent('storage', { key: KEY, newValue: raw, storageArea: localStorage }),
    );
    expect(el.count).to.equal(12);
    el.remove();
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: KEY,
        newValue: raw.replace('12', '13'),
        storageArea: localStorage,
      }),
    );
    expect(el.count).to.equal(12);
  });

  it('a locked save on a value another tab changed first restores that value, reports it not kept, and says so; save() keeps ours', async () => {
    const el = await fixture<CounterHost>(html`<yw-test-counter-host></yw-test-counter-host>`);
    const saved = (revision: number, data: number) =>
      JSON.stringify({ schema: 1, revision, savedAt: 0, data });
    expect(await el.storage.lockedSave(1)).to.equal(true);
    localStorage.setItem(KEY, saved(5, 50));
    expect(await el.storage.lockedSave(2)).to.equal(false);
    expect(el.count).to.equal(50);
    expect(el.storage.notice).to.equal('conflict');
    // The next save builds on the newer value and clears the notice.
    expect(await el.storage.lockedSave(51)).to.equal(true);
    expect(el.storage.notice).to.equal(undefined);
    expect(JSON.parse(localStorage.getItem(KEY)!).revision).to.equal(6);
    // Made on 51, then another tab's 70 arrives before the lock: refused, 70 stays.
    const late = el.storage.lockedSave(52);
    localStorage.setItem(KEY, saved(7, 70));
    window.dispatchEvent(
      new StorageEvent('storage', { key: KEY, newValue: saved(7, 70), storageArea: localStorage }),
    );
    expect(await late).to.equal(false);
    expect(el.count).to.equal(70);
    expect(JSON.parse(localStorage.getItem(KEY)!).data).to.equal(70);
    // save() saves on top of what another tab saved since.
    localStorage.setItem(KEY, saved(9, 90));
    el.storage.save(3);
    expect(JSON.parse(localStorage.getItem(KEY)!)).to.include({ revision: 10, data: 3 });
  });

  it('reconnect() switches to another key; blocked storage gives the unavailable notice', async () => {
    const el = await fixture<CounterHost>(html`<yw-test-counter-host></yw-test-counter-host>`);
    el.storage.save(3);
    el.key = 'yw-test:controller-2';
    el.blocked = true;
    el.storage.reconnect();
    el.storage.save(9);
    await el.updateComplete;
    expect(el.storage.notice).to.equal('unavailable');
    expect(localStorage.getItem('yw-test:controller-2')).to.equal(null);
    expect(JSON.parse(localStorage.getItem(KEY)!).data).to.equal(3);
  });

  it('validates a saved value once and restores that very value, on load and from another tab', async () => {
    const validated: { n: number }[] = [];
    const restored: object[] = [];
    class BoxHost extends LitElement {
      readonly storage = new StoreController<{ n: number }>(this, {
        key: () => `${KEY}-box`,
        version: 1,
        validate: (data) => {
          const value = { n: Number((data as { n: unknown }).n) };
          validated.push(value);
          return value;
        },
        restore: (value) => restored.push(value),
      });
    }
    customElements.define('yw-test-box-host', BoxHost);
    const envelope = (n: number, revision: number) =>
      JSON.stringify({ schema: 1, revision, savedAt: 0, data: { n } });
    localStorage.setItem(`${KEY}-box`, envelope(4, 1));
    await fixture(html`<yw-test-box-host></yw-test-box-host>`);
    // Another tab saves: its value is stored, then its event comes.
    localStorage.setItem(`${KEY}-box`, envelope(5, 2));
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: `${KEY}-box`,
        newValue: envelope(5, 2),
        storageArea: localStorage,
      }),
    );
    // One validation per value read, and restore gets the object validate made: a card whose
    // validation replays a saved game need not replay it again to restore it.
    expect(validated.map((value) => value.n)).to.deep.equal([4, 5]);
    expect(restored).to.have.length(2);
    expect(restored[0]).to.equal(validated[0]);
    expect(restored[1]).to.equal(validated[1]);
    localStorage.removeItem(`${KEY}-box`);
  });
});
