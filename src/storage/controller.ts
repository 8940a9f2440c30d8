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
  protected readonly storeOptions: StoreControllerOptions<T>;

  constructor(host: ReactiveControllerHost, options: StoreControllerOptions<T>) {
    this.#host = host;
    this.storeOptions = options;
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
    if (this.#current?.key !== this.storeOptions.key()) this.#current = this.#createStore();
    const { value, problem } = this.store.load();
    this.setNotice(problem);
    if (value !== undefined) this.storeOptions.restore(value);
    this.#unsubscribe = this.store.onExternalChange((external) =>
      this.storeOptions.restore(external),
    );
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
    this.showSaved(problem);
  }

  /** A save's outcome to show: its problem, or none once it is kept. */
  protected showSaved(problem: StorageProblem | undefined): true {
    if (problem) this.setNotice(problem);
    else if (this.notice !== 'corrupt')
      this.setNotice(this.notice === 'stuck' ? 'corrupt' : undefined);
    return true;
  }

  #createStore(): Store<T> {
    // An element's tag is its kind, unless the options name one.
    const kind = (this.#host as Partial<Element>).localName;
    return new Store<T>(this.storeOptions.key(), { kind, ...this.storeOptions });
  }

  protected setNotice(notice: StorageProblem | undefined): void {
    if (notice === this.notice) return;
    this.notice = notice;
    this.#host.requestUpdate();
  }
}
