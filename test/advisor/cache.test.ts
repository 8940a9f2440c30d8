// The IndexedDB cache is only a cache: a broken entry is solved again and replaced, and a
// database that is missing, refuses, is of a newer version or is full never stops the advice.
import { expect } from '@open-wc/testing';
import { clearCache, databaseName, freshClient } from './helpers.js';
import { testWorker, tinyGame, tinyRuleset } from './games.js';

const storeName = 'tables';

/** Runs one request on the advisor's database, as another version of the page might. */
function onDatabase<T>(ask: (store: IDBObjectStore) => IDBRequest<T>, version = 1): Promise<T> {
  return new Promise((resolve, reject) => {
    const opening = indexedDB.open(databaseName, version);
    opening.onupgradeneeded = () => {
      if (!opening.result.objectStoreNames.contains(storeName)) {
        opening.result.createObjectStore(storeName);
      }
    };
    opening.onerror = () => reject(opening.error);
    opening.onsuccess = () => {
      const db = opening.result;
      const transaction = db.transaction(storeName, 'readwrite');
      const request = ask(transaction.objectStore(storeName));
      transaction.oncomplete = () => {
        db.close();
        resolve(request.result);
      };
      transaction.onabort = () => reject(transaction.error);
    };
  });
}

async function tinyKey(): Promise<string> {
  return (await freshClient()).tableKey(tinyRuleset());
}

/** A first visit's load of the small game. */
async function load() {
  const { loadStrategy } = await freshClient();
  return loadStrategy(tinyGame, { worker: testWorker });
}

/** Replaces a property of `target` for the time of `work`. */
async function replacing<T>(target: object, name: string, value: unknown, work: () => Promise<T>) {
  const own = Object.getOwnPropertyDescriptor(target, name);
  Object.defineProperty(target, name, { value, configurable: true, writable: true });
  try {
    return await work();
  } finally {
    if (own) Object.defineProperty(target, name, own);
    else delete (target as Record<string, unknown>)[name];
  }
}

describe('the advisor cache: broken entries', () => {
  beforeEach(clearCache);

  for (const [what, entry] of [
    ['a table of another size', () => new Float32Array(10).fill(1)],
    ['a table of the size with no numbers', (length: number) => new Float32Array(length).fill(NaN)],
    ['something else', () => 'not a table'],
  ] as const) {
    it(`${what} is ignored, solved again and replaced`, async () => {
      const first = await load();
      expect(first.source).to.equal('worker');
      expect(await first.stored).to.equal(true);
      const key = await tinyKey();
      const length = first.strategy.table.length;
      await onDatabase((store) => store.put(entry(length), key));

      const again = await load();
      expect(again.source).to.equal('worker');
      expect(again.strategy.expectedScore()).to.equal(first.strategy.expectedScore());
      expect(await again.stored).to.equal(true);
      const kept = await onDatabase((store) => store.get(key) as IDBRequest<unknown>);
      expect(kept).to.be.instanceOf(Float32Array).with.length(length);
      expect((await load()).source).to.equal('cache');
    });
  }
});

describe('the advisor cache: IndexedDB failing', () => {
  beforeEach(clearCache);
  // The newer version must not stay for the files after this one.
  after(clearCache);

  it('no IndexedDB at all: solved, not kept', async () => {
    const loaded = await replacing(window, 'indexedDB', undefined, load);
    expect(loaded.source).to.equal('worker');
    expect(await loaded.stored).to.equal(false);
  });

  it('indexedDB.open throwing (storage refused): solved, not kept', async () => {
    const refuse = () => {
      throw new DOMException('The user denied permission to access the database.', 'SecurityError');
    };
    const loaded = await replacing(indexedDB, 'open', refuse, async () => {
      const loaded = await load();
      await loaded.stored; // the write fails while open still throws
      return loaded;
    });
    expect(loaded.source).to.equal('worker');
    expect(await loaded.stored).to.equal(false);
  });

  it('reads and writes that throw: solved, not kept', async () => {
    const broken = () => {
      throw new DOMException('Internal error.', 'UnknownError');
    };
    await replacing(IDBObjectStore.prototype, 'get', broken, () =>
      replacing(IDBObjectStore.prototype, 'put', broken, async () => {
        const loaded = await load();
        expect(loaded.source).to.equal('worker');
        expect(await loaded.stored).to.equal(false);
      }),
    );
  });

  it('a full disk (the write aborted, as QuotaExceededError aborts it): solved, not kept', async () => {
    const { put } = IDBObjectStore.prototype;
    function putOnFullDisk(this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
      const request = put.apply(this, args);
      this.transaction.abort();
      return request;
    }
    const loaded = await replacing(IDBObjectStore.prototype, 'put', putOnFullDisk, async () => {
      const loaded = await load();
      await loaded.stored;
      return loaded;
    });
    expect(loaded.source).to.equal('worker');
    expect(await loaded.stored).to.equal(false);
    expect((await load()).source).to.equal('worker');
  });

  it('a database of a newer version on disk (VersionError): solved, not kept', async () => {
    await onDatabase((store) => store.count(), 2);
    const loaded = await load();
    expect(loaded.source).to.equal('worker');
    expect(await loaded.stored).to.equal(false);
  });
});
