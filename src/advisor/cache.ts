// Solved tables kept in IndexedDB, so that the next visit has advice at once. A cache only: every
// failure (no IndexedDB, blocked, full, a broken entry) reads as "not cached" and never throws.

const databaseName = 'yahtzee-widgets-advisor';
const storeName = 'tables';
/** How long opening the database may take before the caller goes on without it. */
const openTimeoutMs = 3000;

/** Runs one request in a transaction of its own, on a connection of its own; null when anything fails. */
function run<T>(
  mode: IDBTransactionMode,
  ask: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T | null> {
  return new Promise<T | null>((resolve) => {
    let db: IDBDatabase | undefined;
    const timer = setTimeout(() => done(null), openTimeoutMs);
    const done = (result: T | null) => {
      clearTimeout(timer);
      db?.close();
      resolve(result);
    };
    try {
      const opening = indexedDB.open(databaseName, 1);
      opening.onupgradeneeded = () => opening.result.createObjectStore(storeName);
      opening.onerror = () => done(null); // a newer version on disk, or storage refused
      opening.onblocked = () => done(null);
      opening.onsuccess = () => {
        db = opening.result;
        try {
          const transaction = db.transaction(storeName, mode);
          const request = ask(transaction.objectStore(storeName));
          // Resolved once committed: a write counts only when it is on disk.
          transaction.oncomplete = () => done(request.result ?? null);
          transaction.onabort = () => done(null); // a full disk (QuotaExceededError) ends here
        } catch {
          done(null);
        }
      };
    } catch {
      done(null); // no indexedDB, or a context that forbids it
    }
  });
}

/** The table kept under `key`, or null; its length is for the caller to check (`fromTable` does). */
export async function readTable(key: string): Promise<Float32Array | null> {
  const value = await run<unknown>('readonly', (store) => store.get(key));
  return value instanceof Float32Array ? value : null;
}

/** Keeps a table under `key`, as 32-bit floats (half the space, enough for advice); true once stored. */
export async function storeTable(key: string, table: Float64Array): Promise<boolean> {
  return (await run('readwrite', (store) => store.put(new Float32Array(table), key))) !== null;
}
