// Saving under a lock across tabs, for values two tabs may both change (the card's game). Apart
// from the store: the roller and the picker save the latest action as it is and carry none of it.
import { StoreController } from './controller.js';
import type { Store, StorageProblem } from './store.js';

/**
 * Saves as `store.save()` does, under a lock on the key shared by every tab of the origin (Web
 * Locks): no other tab writes between this read and this write. `conflict` also when the store
 * took another value (load(), another tab's save) after the call: the value was made on an older one.
 *
 * Each tab reads its own copy of storage, which hears of another tab's write some milliseconds
 * late, even after that tab let the lock go. The lock manager knows at once: a writer holds a
 * second lock named after the revision it wrote, for 2 s (a copy is late by far less); a newer
 * one held by another tab is a conflict too. Without Web Locks the read–check–write runs at
 * once: safe between frames of one page, not between tabs, which can both write one revision.
 */
export async function lockedSave<T>(
  store: Store<T>,
  value: T,
): Promise<StorageProblem | undefined> {
  const { key, adoptions } = store;
  const save = (): StorageProblem | undefined =>
    adoptions === store.adoptions ? store.save(value) : 'conflict';
  const locks = navigator.locks;
  const mark = `${key}\n`;
  // No Web Locks, or an opaque origin (a sandboxed frame) that denies them: as without them.
  return locks
    ? locks
        .request(key, async () => {
          const { held = [] } = await locks.query();
          // Our own write is in our copy already: only another tab's counts.
          const me = held.find((lock) => lock.name === key)?.clientId;
          const problem = held.some(
            ({ name, clientId }) =>
              clientId !== me &&
              name!.startsWith(mark) &&
              +name!.slice(mark.length) > store.keptRevision,
          )
            ? 'conflict'
            : save();
          if (!problem)
            await new Promise((granted) =>
              // Not waited for when held: the same revision of a cleared key, still held by this tab.
              locks.request(mark + store.keptRevision, { ifAvailable: true }, (lock) => {
                granted(0);
                return lock && new Promise((done) => setTimeout(done, 2e3));
              }),
            );
          return problem;
        })
        .catch(save)
    : save();
}

/** A {@link StoreController} whose changes may be refused: made on a value another tab changed first. */
export class LockedStoreController<T> extends StoreController<T> {
  /**
   * Saves under the key's lock across tabs ({@link lockedSave}): true once it is kept, false
   * when another tab changed what it was made on first: the saved value is restored (when this
   * tab's copy of storage has it already; else its storage event brings it), and the notice says so.
   */
  async lockedSave(value: T): Promise<boolean> {
    const problem = await lockedSave(this.store, value);
    if (problem !== 'conflict') return this.showSaved(problem);
    const theirs = this.store.load().value;
    if (theirs !== undefined) this.storeOptions.restore(theirs);
    this.setNotice('conflict');
    return false;
  }
}
