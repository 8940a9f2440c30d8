import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { Store, type StorageProblem, type StoreOptions } from './store.js';

export interface StoreControllerOptions<T> extends StoreOptions<T> {
  /** The storage key, read when the host connects and on `reconnect()`. */
  key: () => string;
  /** Puts a restored value (from this tab's storage or another tab's save) into the host. */
  restore: (value: T) => void;
}

/**
 * Keeps a Lit element's state in a {@link Store}: loads it when the element connects, follows
 * saves from other tabs, and exposes the storage problem to show as a notice.
 */
export class StoreController<T> implements ReactiveController {
  /** The storage problem to tell the user about, if any. */
  notice: StorageProblem | undefined;
  #current: Store<T> | undefined;
  #unsubscribe: (() => void) | undefined;

  readonly #host: ReactiveControllerHost;
  readonly #options: StoreControllerOptions<T>;

  constructor(host: ReactiveControllerHost, options: StoreControllerOptions<T>) {
    this.#host = host;
    this.#options = options;
    host.addController(this);
  }

  /** The store for the current key. */
  get store(): Store<T> {
    return (this.#current ??= this.#createStore());
  }

  hostConnected(): void {
    this.reconnect();
  }

  hostDisconnected(): void {
    this.#unsubscribe?.();
    this.#unsubscribe = undefined;
  }

  /** Switches to the current key (call it when the key changes): loads and restores what is saved there. */
  reconnect(): void {
    this.#unsubscribe?.();
    // The same key keeps its store: a value not saved yet is not lost when the element moves.
    if (this.#current?.key !== this.#options.key()) this.#current = this.#createStore();
    const { value, problem } = this.store.load();
    this.#setNotice(problem);
    if (value !== undefined) this.#options.restore(value);
    this.#unsubscribe = this.store.onExternalChange((external) => this.#options.restore(external));
  }

  /**
   * Saves at once, on top of what another tab saved since; a problem becomes the notice, a
   * successful save clears it (`stuck` becomes `corrupt`: what could not be kept aside before has
   * been now).
   */
  save(value: T): void {
    let problem = this.store.save(value);
    if (problem === 'conflict') {
      this.store.load();
      problem = this.store.save(value);
    }
    this.#kept(problem);
  }

  /**
   * Saves under the key's lock across tabs ({@link Store.lockedSave}): true once it is kept, false
   * when another tab changed what it was made on first: the saved value is restored (when this
   * tab's copy of storage has it already; else its storage event brings it), and the notice says so.
   */
  async lockedSave(value: T): Promise<boolean> {
    const problem = await this.store.lockedSave(value);
    return problem === 'conflict' ? this.#refused(this.store.load().value) : this.#kept(problem);
  }

  #refused(theirs: T | undefined): false {
    if (theirs !== undefined) this.#options.restore(theirs);
    this.#setNotice('conflict');
    return false;
  }

  #kept(problem: StorageProblem | undefined): true {
    if (problem) this.#setNotice(problem);
    else if (this.notice !== 'corrupt')
      this.#setNotice(this.notice === 'stuck' ? 'corrupt' : undefined);
    return true;
  }

  #createStore(): Store<T> {
    // An element's tag is its kind, unless the options name one.
    const kind = (this.#host as Partial<Element>).localName;
    return new Store<T>(this.#options.key(), { kind, ...this.#options });
  }

  #setNotice(notice: StorageProblem | undefined): void {
    if (notice === this.notice) return;
    this.notice = notice;
    this.#host.requestUpdate();
  }
}
