/**
 * What went wrong with the browser's storage, for the element to say on screen.
 * - `unavailable`: localStorage throws (blocked, private mode, sandboxed iframe): working in memory.
 * - `full`: the quota is used up: the latest value lives in memory only.
 * - `corrupt`: the saved value could not be restored; it was kept aside under `${key}:unrestored`.
 * - `conflict`: another tab saved a newer revision: nothing was overwritten; load() again.
 */
export type StorageProblem = 'unavailable' | 'full' | 'corrupt' | 'conflict';

export interface StoreOptions<T> {
  /** Schema version written with every value; a saved value of another version is not restored. */
  version: number;
  /** Turns the saved `data` back into a value, throwing when it is not one. */
  validate: (data: unknown) => T;
  /** Where to keep it; defaults to `localStorage`. Tests pass a replacement. */
  storage?: () => Storage;
}

/** What is written under the key. */
interface Envelope {
  schema: number;
  /** Goes up by one with every save, from any tab: how a store notices another tab saved. */
  revision: number;
  /** Milliseconds since the epoch. */
  savedAt: number;
  data: unknown;
}

type Parsed<T> = { ok: true; revision: number; value: T } | { ok: false };

function isQuotaError(error: unknown): boolean {
  if (!(error instanceof DOMException)) return false;
  // Chromium and Safari say QuotaExceededError (code 22); old Firefox NS_ERROR_DOM_QUOTA_REACHED.
  return (
    error.name === 'QuotaExceededError' ||
    error.name === 'NS_ERROR_DOM_QUOTA_REACHED' ||
    error.code === 22
  );
}

/**
 * One versioned, validated value in localStorage under one key, shared by every element.
 *
 * Never throws on storage trouble: every problem comes back as a {@link StorageProblem}
 * and the value stays usable in memory. A saved value that cannot be restored is never
 * overwritten silently: its raw text is first copied to `${key}:unrestored` (or `:2`, `:3`, ...).
 */
export class Store<T> {
  /** True once localStorage turned out to be unavailable: from then on the store works in memory only. */
  get inMemory(): boolean {
    return this.#unavailable;
  }

  readonly #version: number;
  readonly #validate: (data: unknown) => T;
  readonly #storage: () => Storage;
  #unavailable = false;
  /** The latest value when it is not (or cannot be) in storage: blocked or full. */
  #memory: { value: T } | undefined;
  /** The revision this store last loaded or wrote; a higher one in storage means another tab saved. */
  #revision = 0;
  /** The raw text this store last read, received or wrote: still there means nobody else wrote since. */
  #known: string | undefined;

  constructor(
    readonly key: string,
    options: StoreOptions<T>,
  ) {
    this.#version = options.version;
    this.#validate = options.validate;
    this.#storage = options.storage ?? (() => globalThis.localStorage);
  }

  /**
   * Reads the saved value. Nothing saved: `{}`. A value that fails validation (bad JSON, another
   * schema version, `validate` throws): kept aside, `{ problem: 'corrupt' }`. Blocked storage:
   * `{ problem: 'unavailable' }` (with the in-memory value, if any). After a failed save because
   * the storage is full, the value kept in memory, with `problem: 'full'`.
   */
  load(): { value?: T; problem?: StorageProblem } {
    if (this.#unavailable) return this.#fromMemory('unavailable');
    let raw: string | null;
    try {
      raw = this.#storage().getItem(this.key);
    } catch {
      this.#unavailable = true;
      return this.#fromMemory('unavailable');
    }
    if (this.#memory) return this.#fromMemory('full');
    if (raw === null) {
      this.#revision = 0;
      return {};
    }
    const parsed = this.#parse(raw);
    if (!parsed.ok) {
      // If it cannot be kept aside now, save() tries again before it would overwrite it.
      this.#revision = 0;
      this.#setAside(raw);
      return { problem: 'corrupt' };
    }
    this.#revision = parsed.revision;
    this.#known = raw;
    return { value: parsed.value };
  }

  /**
   * Saves the value under the key with the schema version and the next revision.
   * Returns `undefined` when it is stored, else the problem: `full` and `unavailable` keep the
   * value in memory (load() returns it); `conflict` writes nothing because another tab saved
   * since this store last loaded or saved.
   */
  save(value: T): StorageProblem | undefined {
    if (this.#unavailable) {
      this.#memory = { value };
      return 'unavailable';
    }
    let storage: Storage;
    let current: string | null;
    try {
      storage = this.#storage();
      current = storage.getItem(this.key);
    } catch {
      this.#unavailable = true;
      this.#memory = { value };
      return 'unavailable';
    }
    let revision = this.#revision;
    // Validating a big saved game means replaying it: skip that when the text is our own.
    if (current !== null && current !== this.#known) {
      const parsed = this.#parse(current);
      if (parsed.ok) {
        if (parsed.revision > this.#revision) return 'conflict';
        revision = Math.max(revision, parsed.revision);
      } else if (!this.#setAside(current)) {
        // What is there cannot be restored and cannot be kept aside: do not overwrite it.
        this.#memory = { value };
        return 'full';
      }
    }
    const envelope: Envelope = {
      schema: this.#version,
      revision: revision + 1,
      savedAt: Date.now(),
      data: value,
    };
    const raw = JSON.stringify(envelope);
    try {
      storage.setItem(this.key, raw);
    } catch (error) {
      this.#memory = { value };
      if (isQuotaError(error)) return 'full';
      this.#unavailable = true;
      return 'unavailable';
    }
    this.#revision = envelope.revision;
    this.#known = raw;
    this.#memory = undefined;
    return undefined;
  }

  /**
   * Calls `listener` with the validated value whenever another tab saves under this key.
   * Removals and values that fail validation are ignored. Returns the unsubscribe function.
   */
  onExternalChange(listener: (value: T) => void): () => void {
    const onStorage = (event: StorageEvent): void => {
      if (event.key !== this.key || event.newValue === null) return;
      if (!this.#isOurStorage(event.storageArea)) return;
      const parsed = this.#parse(event.newValue);
      if (!parsed.ok) return;
      // The other tab's value is now the one we build on: our next save must not count as a conflict.
      this.#revision = parsed.revision;
      this.#known = event.newValue;
      this.#memory = undefined;
      try {
        listener(parsed.value);
      } catch (error) {
        console.error(error);
      }
    };
    globalThis.addEventListener('storage', onStorage);
    return () => globalThis.removeEventListener('storage', onStorage);
  }

  /** Forgets the saved value (values kept aside as unrestored stay). */
  clear(): void {
    this.#memory = undefined;
    this.#revision = 0;
    this.#known = undefined;
    if (this.#unavailable) return;
    try {
      this.#storage().removeItem(this.key);
    } catch {
      this.#unavailable = true;
    }
  }

  #fromMemory(problem: StorageProblem): { value?: T; problem: StorageProblem } {
    return this.#memory ? { value: this.#memory.value, problem } : { problem };
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
    try {
      const envelope = JSON.parse(raw) as Partial<Envelope> | null;
      if (
        typeof envelope !== 'object' ||
        envelope === null ||
        envelope.schema !== this.#version ||
        typeof envelope.revision !== 'number' ||
        !Number.isInteger(envelope.revision) ||
        !('data' in envelope)
      ) {
        return { ok: false };
      }
      return { ok: true, revision: envelope.revision, value: this.#validate(envelope.data) };
    } catch {
      return { ok: false };
    }
  }

  /**
   * Copies a value that cannot be restored to the first free `${key}:unrestored[:n]`,
   * unless that exact text is already kept there. False when it could not be written.
   */
  #setAside(raw: string): boolean {
    try {
      const storage = this.#storage();
      for (let n = 1; ; n++) {
        const asideKey = n === 1 ? `${this.key}:unrestored` : `${this.key}:unrestored:${n}`;
        const kept = storage.getItem(asideKey);
        if (kept === raw) return true;
        if (kept === null) {
          storage.setItem(asideKey, raw);
          return true;
        }
      }
    } catch {
      return false;
    }
  }
}
