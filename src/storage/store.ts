/**
 * What went wrong with the browser's storage, for the element to say on screen.
 * - `unavailable`: localStorage throws (blocked, private mode, sandboxed iframe, a passing error):
 *   the latest value lives in memory until a save works again.
 * - `full`: the quota is used up: the latest value lives in memory only until a save fits again.
 * - `corrupt`: the saved value could not be restored; it was kept aside under `${key}:unrestored`.
 * - `stuck`: the saved value could not be restored and there is no room to keep it aside: it is
 *   left where it was, and the latest value lives in memory only.
 * - `conflict`: another tab saved a newer revision, or changed what the value was made on:
 *   nothing was overwritten; load() again.
 */
export type StorageProblem = 'unavailable' | 'full' | 'corrupt' | 'stuck' | 'conflict';

export interface StoreOptions<T> {
  /** Schema version written with every value; a saved value of another version is not restored. */
  version: number;
  /** Turns the saved `data` back into a value, throwing when it is not one. */
  validate: (data: unknown) => T;
  /**
   * Which element writes it (its tag). A key holding another kind's value is left alone: this
   * store then keeps its value under `${key}:${kind}`.
   */
  kind?: string;
  /** Where to keep it; defaults to `localStorage`. Tests pass a replacement. */
  storage?: () => Storage;
}

/** What is written under the key. */
interface Envelope {
  kind: string | undefined;
  schema: number;
  /** Goes up by one with every save, from any tab: how a store notices another tab saved. */
  revision: number;
  /** Milliseconds since the epoch. */
  savedAt: number;
  data: unknown;
}

/**
 * `other`: the kind of element whose value it is, when it is not ours; `newer`: saved by a newer
 * version of this library (another schema).
 */
type Parsed<T> =
  { ok: true; revision: number; value: T } | { ok: false; other?: string; newer?: boolean };

function isQuotaError(error: unknown): boolean {
  if (!(error instanceof DOMException)) return false;
  // Chromium and Safari say QuotaExceededError (code 22); old Firefox NS_ERROR_DOM_QUOTA_REACHED.
  return (
    error.name === 'QuotaExceededError' ||
    error.name === 'NS_ERROR_DOM_QUOTA_REACHED' ||
    error.code === 22
  );
}

/** A full storage, or one that throws for another reason (blocked, or a passing error). */
const problemOf = (error: unknown): StorageProblem =>
  isQuotaError(error) ? 'full' : 'unavailable';

/**
 * One versioned, validated value in localStorage under one key, shared by every element.
 *
 * Never throws on storage trouble: every problem comes back as a {@link StorageProblem} and the
 * value stays usable in memory; each later load and save tries the storage again. A saved value
 * that cannot be restored is never overwritten silently: it is first moved to `${key}:unrestored`
 * (one such copy a key: a newer one replaces it).
 */
export class Store<T> {
  readonly #version: number;
  readonly #validate: (data: unknown) => T;
  readonly #kind: string;
  readonly #storage: () => Storage;
  /** The latest value while it is not in storage (blocked, failing, full or stuck). */
  #memory: { value: T } | undefined;
  /** The revision this store last loaded or wrote; a higher one in storage means another tab saved. */
  keptRevision = 0;
  /** The raw text this store last read, received or wrote: still there means nobody else wrote since. */
  #known: string | undefined;
  /** The last text parsed and what came of it: a game is replayed once to validate it, not twice. */
  #parsed: [string, Parsed<T>] | undefined;
  /** Counts the values taken from storage or another tab: a change made before one was made on an older value. */
  adoptions = 0;

  constructor(
    readonly key: string,
    options: StoreOptions<T>,
  ) {
    this.#version = options.version;
    this.#validate = options.validate;
    this.#kind = options.kind ?? '';
    this.#storage = options.storage ?? (() => globalThis.localStorage);
  }

  /**
   * Reads the saved value. Nothing saved: `{}`. A value that fails validation (bad JSON, another
   * schema version, `validate` throws): kept aside, `{ problem: 'corrupt' }` (`stuck` when there
   * is no room to keep it aside). Storage that throws: `{ problem: 'unavailable' }`. A value
   * not yet stored (a save failed) is saved again first and returned, with the problem if it
   * still fails.
   */
  load(): { value?: T; problem?: StorageProblem } {
    const pending = this.#memory;
    if (pending) {
      const problem = this.save(pending.value);
      if (problem !== 'conflict')
        return problem ? { value: pending.value, problem } : { value: pending.value };
      // Another tab saved since: its newer value is the one to show.
      this.#memory = undefined;
    }
    this.adoptions++;
    try {
      const storage = this.#storage();
      const [at, raw] = this.#read(storage);
      this.keptRevision = 0;
      if (raw === null) return {};
      const parsed = this.#parse(raw);
      if (!parsed.ok) return { problem: this.#setAside(storage, at, raw) ? 'corrupt' : 'stuck' };
      this.keptRevision = parsed.revision;
      this.#known = raw;
      return { value: parsed.value };
    } catch (error) {
      return { problem: problemOf(error) };
    }
  }

  /**
   * Saves the value under the key with the schema version and the next revision.
   * Returns `undefined` when it is stored, else the problem: `unavailable`, `full` and `stuck`
   * keep the value in memory (load() tries it again); `conflict` writes nothing because another
   * tab saved since this store last loaded or saved.
   */
  save(value: T): StorageProblem | undefined {
    try {
      const storage = this.#storage();
      const [at, current] = this.#read(storage);
      // Validating a big saved game means replaying it: skip that when the text is our own.
      if (current !== null && current !== this.#known) {
        const parsed = this.#parse(current);
        if (parsed.ok) {
          if (parsed.revision > this.keptRevision) return 'conflict';
        } else if (!this.#setAside(storage, at, current)) {
          // What is there cannot be restored and cannot be kept aside: do not overwrite it.
          return this.#keep(value, 'stuck');
        }
      }
      const envelope: Envelope = {
        kind: this.#kind || undefined,
        schema: this.#version,
        revision: this.keptRevision + 1,
        savedAt: Date.now(),
        data: value,
      };
      const raw = JSON.stringify(envelope);
      storage.setItem(at, raw);
      this.keptRevision = envelope.revision;
      this.#known = raw;
      this.#memory = undefined;
      // Told in this page too, as another tab is told: two elements on one key follow each other.
      globalThis.dispatchEvent(new StorageEvent('storage', { key: at, storageArea: storage }));
      return undefined;
    } catch (error) {
      return this.#keep(value, problemOf(error));
    }
  }

  /**
   * Calls `listener` with the validated value whenever another tab saves under this key.
   * Removals and values that fail validation are ignored. Returns the unsubscribe function.
   */
  onExternalChange(listener: (value: T) => void): () => void {
    const onStorage = (event: StorageEvent): void => {
      if (event.key !== this.key && event.key !== this.#own) return;
      if (!this.#isOurStorage(event.storageArea)) return;
      // What is stored now, not what the event brings: two tabs that saved at once each hear the
      // other's value, and only the one written last may be shown by both (no longer ours: taken).
      const raw = event.storageArea?.getItem(event.key) ?? event.newValue;
      if (raw === null || raw === this.#known) return;
      const parsed = this.#parse(raw);
      if (!parsed.ok) {
        // A script or an older version's tab wrote what cannot be restored: a reload would lose
        // the value this tab shows. It is kept aside and ours written back. Another kind's value
        // and a newer version's stay: theirs to keep (and two tabs never write back in turn).
        if (parsed.other || parsed.newer || !this.#known) return;
        try {
          const storage = this.#storage();
          if (this.#setAside(storage, event.key, raw)) storage.setItem(event.key, this.#known);
        } catch {
          // Full or failing: the next save tries again.
        }
        return;
      }
      // The other tab's value is now the one we build on: our next save must not count as a conflict.
      this.keptRevision = parsed.revision;
      this.#known = raw;
      this.#memory = undefined;
      this.adoptions++;
      try {
        listener(parsed.value);
      } catch (error) {
        console.error(error);
      }
    };
    globalThis.addEventListener('storage', onStorage);
    return () => globalThis.removeEventListener('storage', onStorage);
  }

  /** Where this store keeps its value when another kind of element holds the key. */
  get #own(): string {
    return `${this.key}:${this.#kind}`;
  }

  /** Which key this store's value is under, and its text there. */
  #read(storage: Storage): [string, string | null] {
    const own = storage.getItem(this.#own);
    if (own !== null) return [this.#own, own];
    const raw = storage.getItem(this.key);
    const other = raw === null || raw === this.#known ? undefined : this.#parse(raw);
    if (other && !other.ok && other.other !== undefined) {
      // Said until this store has saved under its own key: once, as a rule.
      console.warn(`storage-key ${this.key} is a <${other.other}>'s: saved under ${this.#own}`);
      return [this.#own, null];
    }
    return [this.key, raw];
  }

  #keep(value: T, problem: StorageProblem): StorageProblem {
    this.#memory = { value };
    return problem;
  }

  #isOurStorage(area: Storage | null): boolean {
    if (area === null) return true;
    try {
      return area === this.#storage();
    } catch {
      return false;
    }
  }

  #parse(raw: string): Parsed<T> {
    if (this.#parsed?.[0] === raw) return this.#parsed[1];
    let parsed: Parsed<T> = { ok: false };
    try {
      const envelope = JSON.parse(raw) as Partial<Envelope> | null;
      // A value without a kind was saved before kinds were written: it is ours if it validates.
      const kind = envelope?.kind ?? this.#kind;
      if (kind !== this.#kind) parsed = { ok: false, other: kind };
      else if (
        envelope?.schema === this.#version &&
        Number.isInteger(envelope.revision) &&
        'data' in envelope
      ) {
        const value = this.#validate(envelope.data);
        parsed = { ok: true, revision: envelope.revision as number, value };
      } else parsed = { ok: false, newer: envelope!.schema! > this.#version };
    } catch {
      // Bad JSON, or validate threw: it cannot be restored.
    }
    this.#parsed = [raw, parsed];
    return parsed;
  }

  /**
   * Moves a value that cannot be restored from `at` to `${at}:unrestored`, replacing an older
   * one there. False when there is no room for it: then it stays where it was.
   */
  #setAside(storage: Storage, at: string, raw: string): boolean {
    try {
      // Written again in its place first (no more room needed): a storage that takes no write at
      // all keeps it there. Then moved, not copied: a value half the quota's size still fits once.
      storage.setItem(at, raw);
      storage.removeItem(at);
      storage.setItem(`${at}:unrestored`, raw);
      return true;
    } catch (error) {
      if (storage.getItem(at) === null) storage.setItem(at, raw);
      if (isQuotaError(error)) return false;
      throw error;
    }
  }
}
