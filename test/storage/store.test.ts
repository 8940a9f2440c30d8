import { expect } from '@open-wc/testing';
import { lockedSave } from '../../src/storage/locked-save.js';
import { Store } from '../../src/storage/store.js';

interface Game {
  round: number;
  names: string[];
}

function validateGame(data: unknown): Game {
  const game = data as Partial<Game> | null;
  if (
    typeof game !== 'object' ||
    game === null ||
    typeof game.round !== 'number' ||
    !Array.isArray(game.names) ||
    !game.names.every((name) => typeof name === 'string')
  ) {
    throw new Error('not a game');
  }
  return { round: game.round, names: [...game.names] };
}

// Test files run side by side and share one localStorage: touch only keys under this prefix.
const PREFIX = 'yw-test:store:';
const KEY = `${PREFIX}game`;
const OTHER = `${PREFIX}other`;

function ownKeys(): string[] {
  return Object.keys(localStorage).filter((key) => key.startsWith(PREFIX));
}

function clearOwnKeys(): void {
  for (const key of ownKeys()) localStorage.removeItem(key);
}

function gameStore(key = KEY, version = 1): Store<Game> {
  return new Store<Game>(key, { version, validate: validateGame });
}

/** A Storage whose every method throws, as in a sandboxed iframe or with storage blocked. */
function blockedStorage(): Storage {
  const deny = (): never => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  return {
    get length(): number {
      return deny();
    },
    key: deny,
    getItem: deny,
    setItem: deny,
    removeItem: deny,
    clear: deny,
  };
}

/** The real localStorage, except that setItem on `key` throws QuotaExceededError. */
function fullStorage(key: string): Storage {
  return new Proxy(localStorage, {
    get(target, property) {
      if (property === 'setItem') {
        return (name: string, value: string) => {
          if (name === key)
            throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
          target.setItem(name, value);
        };
      }
      const member = Reflect.get(target, property) as unknown;
      return typeof member === 'function' ? member.bind(target) : member;
    },
  });
}

/** Another tab writes `newValue` under `key` (removes it: null), and its storage event comes here. */
function otherTabSaves(key: string, newValue: string | null): void {
  if (newValue === null) localStorage.removeItem(key);
  else localStorage.setItem(key, newValue);
  window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: localStorage }));
}

describe('Store', () => {
  beforeEach(clearOwnKeys);
  afterEach(clearOwnKeys);

  it('loads nothing as {} and round-trips a value through localStorage', () => {
    const store = gameStore();
    expect(store.load()).to.deep.equal({});
    expect(store.save({ round: 3, names: ['Ann', 'Bo'] })).to.equal(undefined);

    const saved = JSON.parse(localStorage.getItem(KEY)!) as Record<string, unknown>;
    expect(saved.schema).to.equal(1);
    expect(saved.revision).to.equal(1);
    expect(saved.savedAt).to.be.a('number');
    expect(saved.data).to.deep.equal({ round: 3, names: ['Ann', 'Bo'] });

    // A fresh store, as after a reload.
    expect(gameStore().load()).to.deep.equal({ value: { round: 3, names: ['Ann', 'Bo'] } });
  });

  it('counts revisions up with every save', () => {
    const store = gameStore();
    store.save({ round: 1, names: [] });
    store.save({ round: 2, names: [] });
    expect((JSON.parse(localStorage.getItem(KEY)!) as { revision: number }).revision).to.equal(2);
  });

  it('does not validate its own saved text again on the next save (a big game replays on validation)', () => {
    let validations = 0;
    const store = new Store<Game>(KEY, {
      version: 1,
      validate: (data) => {
        validations++;
        return validateGame(data);
      },
    });
    store.save({ round: 1, names: [] });
    store.save({ round: 2, names: [] });
    store.save({ round: 3, names: [] });
    expect(validations).to.equal(0);
    // Text another tab wrote is still checked before it is overwritten.
    const other = JSON.parse(localStorage.getItem(KEY)!) as { revision: number };
    localStorage.setItem(KEY, JSON.stringify({ ...other, data: { round: 9, names: ['Cas'] } }));
    store.save({ round: 4, names: [] });
    expect(validations).to.equal(1);
  });

  it('does not restore a value saved with another schema version: keeps it aside as corrupt', () => {
    gameStore(KEY, 1).save({ round: 5, names: ['Ann'] });
    const raw = localStorage.getItem(KEY);
    const v2 = gameStore(KEY, 2);
    expect(v2.load()).to.deep.equal({ problem: 'corrupt' });
    expect(localStorage.getItem(`${KEY}:unrestored`)).to.equal(raw);
    // Saving version 2 then works, and the old value is still kept aside.
    expect(v2.save({ round: 1, names: [] })).to.equal(undefined);
    expect(gameStore(KEY, 2).load().value).to.deep.equal({ round: 1, names: [] });
    expect(localStorage.getItem(`${KEY}:unrestored`)).to.equal(raw);
  });

  it('keeps corrupted JSON aside exactly as it was and reports corrupt', () => {
    const raw = '{"schema":1,"revision":4,"data":{"round":2,"na';
    localStorage.setItem(KEY, raw);
    const store = gameStore();
    const result = store.load();
    expect(result).to.deep.equal({ problem: 'corrupt' });
    expect(result.value).to.equal(undefined);
    expect(localStorage.getItem(`${KEY}:unrestored`)).to.equal(raw);
    expect(store.save({ round: 1, names: [] })).to.equal(undefined);
    expect(localStorage.getItem(`${KEY}:unrestored`)).to.equal(raw);
  });

  it('keeps data that validate rejects aside too', () => {
    const raw = JSON.stringify({ schema: 1, revision: 1, savedAt: 0, data: { round: 'two' } });
    localStorage.setItem(KEY, raw);
    expect(gameStore().load()).to.deep.equal({ problem: 'corrupt' });
    expect(localStorage.getItem(`${KEY}:unrestored`)).to.equal(raw);
  });

  it('keeps one unrestored copy a key: a newer broken value replaces the older one', () => {
    localStorage.setItem(`${KEY}:unrestored`, 'first broken value');
    localStorage.setItem(KEY, 'second broken value');
    expect(gameStore().load().problem).to.equal('corrupt');
    expect(localStorage.getItem(`${KEY}:unrestored`)).to.equal('second broken value');
    localStorage.setItem(KEY, 'third broken value');
    expect(gameStore().load().problem).to.equal('corrupt');
    expect(localStorage.getItem(`${KEY}:unrestored`)).to.equal('third broken value');
    expect(ownKeys().sort()).to.deep.equal([`${KEY}:unrestored`]);
  });

  it('keeps a broken value aside before a save that did not load first would overwrite it', () => {
    const store = gameStore();
    expect(store.load()).to.deep.equal({});
    localStorage.setItem(KEY, 'written broken by someone else');
    expect(store.save({ round: 1, names: [] })).to.equal(undefined);
    expect(localStorage.getItem(`${KEY}:unrestored`)).to.equal('written broken by someone else');
  });

  it('leaves a broken value where it is when the storage takes no write at all: stuck, not lost', () => {
    // Moved aside by removing it first to make room, it was lost when the copy and then putting it
    // back both threw (a zero quota, or writes refused while reads work).
    localStorage.setItem(KEY, 'broken, and nowhere else');
    const refusing = new Proxy(localStorage, {
      get(target, property) {
        if (property === 'setItem') {
          return () => {
            throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
          };
        }
        const member = Reflect.get(target, property) as unknown;
        return typeof member === 'function' ? member.bind(target) : member;
      },
    });
    const store = new Store<Game>(KEY, {
      version: 1,
      validate: validateGame,
      storage: () => refusing,
    });
    expect(store.load()).to.deep.equal({ problem: 'stuck' });
    expect(store.save({ round: 1, names: [] })).to.equal('stuck');
    expect(localStorage.getItem(KEY)).to.equal('broken, and nowhere else');
    expect(localStorage.getItem(`${KEY}:unrestored`)).to.equal(null);
  });

  it('works in memory when localStorage throws (blocked, sandboxed)', () => {
    const store = new Store<Game>(KEY, {
      version: 1,
      validate: validateGame,
      storage: blockedStorage,
    });
    expect(store.load()).to.deep.equal({ problem: 'unavailable' });
    expect(store.save({ round: 7, names: ['Cy'] })).to.equal('unavailable');
    expect(store.load()).to.deep.equal({
      value: { round: 7, names: ['Cy'] },
      problem: 'unavailable',
    });
    expect(localStorage.getItem(KEY)).to.equal(null);
  });

  it('works in memory when even reaching localStorage throws', () => {
    const store = new Store<Game>(KEY, {
      version: 1,
      validate: validateGame,
      storage: () => {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
    expect(store.save({ round: 1, names: [] })).to.equal('unavailable');
    expect(store.load().value).to.deep.equal({ round: 1, names: [] });
  });

  it('reports full on QuotaExceededError and keeps the value in memory', () => {
    gameStore().save({ round: 1, names: ['Ann'] });
    const store = new Store<Game>(KEY, {
      version: 1,
      validate: validateGame,
      storage: () => fullStorage(KEY),
    });
    expect(store.load().value).to.deep.equal({ round: 1, names: ['Ann'] });
    expect(store.save({ round: 2, names: ['Ann'] })).to.equal('full');
    expect(store.load()).to.deep.equal({ value: { round: 2, names: ['Ann'] }, problem: 'full' });
    // What was saved before is untouched.
    expect(gameStore().load().value).to.deep.equal({ round: 1, names: ['Ann'] });
  });

  it('never lets two keys touch each other', () => {
    const a = gameStore(KEY);
    const b = gameStore(OTHER);
    a.save({ round: 1, names: ['A'] });
    b.save({ round: 9, names: ['B'] });
    expect(gameStore(KEY).load().value).to.deep.equal({ round: 1, names: ['A'] });
    expect(gameStore(OTHER).load().value).to.deep.equal({ round: 9, names: ['B'] });
    localStorage.setItem(OTHER, 'broken');
    expect(gameStore(KEY).load().value).to.deep.equal({ round: 1, names: ['A'] });
    expect(localStorage.getItem(`${KEY}:unrestored`)).to.equal(null);
    a.save({ round: 2, names: ['A'] });
    expect(localStorage.getItem(OTHER)).to.equal('broken');
  });

  it('passes a validated value from another tab to onExternalChange, and ignores invalid data and other keys', () => {
    const store = gameStore();
    const seen: Game[] = [];
    const unsubscribe = store.onExternalChange((game) => seen.push(game));

    const envelope = (data: unknown) =>
      JSON.stringify({ schema: 1, revision: 3, savedAt: 1, data });
    otherTabSaves(KEY, envelope({ round: 4, names: ['Tab'] }));
    expect(seen).to.deep.equal([{ round: 4, names: ['Tab'] }]);

    expect(() => otherTabSaves(KEY, '{not json')).not.to.throw();
    otherTabSaves(KEY, envelope({ round: 'x' }));
    otherTabSaves(
      KEY,
      JSON.stringify({ schema: 2, revision: 3, savedAt: 1, data: { round: 1, names: [] } }),
    );
    otherTabSaves(KEY, null);
    otherTabSaves(OTHER, envelope({ round: 5, names: [] }));
    expect(seen).to.have.length(1);

    unsubscribe();
    otherTabSaves(KEY, envelope({ round: 6, names: [] }));
    expect(seen).to.have.length(1);
  });

  it('does not overwrite a newer save from another tab: conflict, and B keeps its value', () => {
    const a = gameStore();
    const b = gameStore();
    expect(a.load()).to.deep.equal({});
    expect(a.save({ round: 1, names: ['A'] })).to.equal(undefined);
    expect(b.load().value).to.deep.equal({ round: 1, names: ['A'] });
    expect(b.save({ round: 2, names: ['B'] })).to.equal(undefined);
    expect(a.save({ round: 3, names: ['A late'] })).to.equal('conflict');
    expect(gameStore().load().value).to.deep.equal({ round: 2, names: ['B'] });
    // After loading again A may save on top of B.
    expect(a.load().value).to.deep.equal({ round: 2, names: ['B'] });
    expect(a.save({ round: 3, names: ['A'] })).to.equal(undefined);
    expect((JSON.parse(localStorage.getItem(KEY)!) as { revision: number }).revision).to.equal(3);
  });

  it("two tabs that save at once both end on the value stored last, not on each other's", () => {
    // Each tab hears the other's save: taking the value an event brings, the two swapped values
    // and showed different dice for good (two rollers that rolled at the same moment). Both saved
    // revision 2 from revision 1; the other tab's write came last, then the events crossed.
    const envelope = (names: string[]) =>
      JSON.stringify({ schema: 1, revision: 2, savedAt: 1, data: { round: 2, names } });
    const first = gameStore();
    first.save({ round: 1, names: [] });
    const seen: Game[] = [];
    const stop = first.onExternalChange((game) => seen.push(game));
    expect(first.save({ round: 2, names: ['mine'] })).to.equal(undefined);
    otherTabSaves(KEY, envelope(['theirs']));
    expect(seen, 'the tab written over takes the stored value').to.deep.equal([
      { round: 2, names: ['theirs'] },
    ]);
    expect(first.save({ round: 3, names: ['mine'] }), 'and builds on it').to.equal(undefined);
    stop();

    // The tab that wrote last hears the other's earlier save: what is stored is its own.
    localStorage.removeItem(KEY);
    const last = gameStore();
    last.save({ round: 1, names: [] });
    const heard: Game[] = [];
    const stopLast = last.onExternalChange((game) => heard.push(game));
    expect(last.save({ round: 2, names: ['mine'] })).to.equal(undefined);
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: KEY,
        newValue: envelope(['theirs']),
        storageArea: localStorage,
      }),
    );
    expect(heard, 'it keeps its own value, the stored one').to.deep.equal([]);
    expect(last.save({ round: 3, names: ['mine'] })).to.equal(undefined);
    stopLast();
  });

  it('takes a storage event as the new base, so the next save is no conflict', () => {
    const a = gameStore();
    a.save({ round: 1, names: [] });
    const unsubscribe = a.onExternalChange(() => undefined);
    // Another tab saves revision 2 and the event reaches A.
    const raw = JSON.stringify({
      schema: 1,
      revision: 2,
      savedAt: 1,
      data: { round: 2, names: [] },
    });
    localStorage.setItem(KEY, raw);
    otherTabSaves(KEY, raw);
    expect(a.save({ round: 3, names: [] })).to.equal(undefined);
    unsubscribe();
  });

  it('a locked save after the key was cleared does not wait for its own earlier lock on that revision', async () => {
    const first = gameStore();
    expect(await lockedSave(first, { round: 1, names: [] })).to.equal(undefined);
    localStorage.removeItem(KEY);
    // A request queued now on that revision's lock is granted only when the first store lets go
    // (2 s on): a save that waited for that lock would come after it.
    let queuedGranted = false;
    const stop = new AbortController();
    const queued = navigator.locks
      .request(`${KEY}\n1`, { signal: stop.signal }, () => void (queuedGranted = true))
      .catch(() => undefined);
    // A second store from revision 0 writes revision 1 again while the first still holds its lock.
    const second = gameStore();
    expect(await lockedSave(second, { round: 2, names: [] })).to.equal(undefined);
    expect(queuedGranted, 'the save did not wait for the held lock').to.equal(false);
    stop.abort();
    await queued;
    expect(JSON.parse(localStorage.getItem(KEY)!).data).to.deep.equal({ round: 2, names: [] });
    localStorage.removeItem(KEY);
  });
});
