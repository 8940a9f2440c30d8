import type { ReactiveController, ReactiveElement } from 'lit';
import { languageOf, loadLanguage, type Language } from '../i18n/index.js';

// Moved beside the catalogs, which ask for the page's language as they are made.
export { languageOf };

type Host = ReactiveElement;

const hosts = new Set<Host>();

// How long a first render waits for the page's language before it shows English.
const patience = 3000;
let observer: MutationObserver | undefined;

// One observer for the whole document: a `lang` change anywhere above an element re-renders it.
function watchLangAttributes(): void {
  if (observer || typeof MutationObserver === 'undefined') return;
  observer = new MutationObserver(() => hosts.forEach((host) => host.requestUpdate()));
  observer.observe(document.documentElement, {
    attributes: true,
    attributeFilter: ['lang'],
    subtree: true,
  });
}

/**
 * Keeps a host's language current: read `this.language.value` in render(). The language is
 * looked up once per host update, not on every read; a `lang` change anywhere above the host
 * requests an update.
 */
export class LanguageController implements ReactiveController {
  #language: Language | undefined;

  readonly #host: Host;

  constructor(host: Host) {
    this.#host = host;
    host.addController(this);
  }

  /** The host's language as of its last update (looked up now before the first one). */
  get value(): Language {
    return (this.#language ??= languageOf(this.#host));
  }

  /**
   * Runs `update` once the host's language has come: at once when it is here, else after its
   * file has loaded (or `patience` ran out: English now, the language when it arrives). For the
   * host's `scheduleUpdate`, so that a page never flashes English before its own language.
   */
  whenReady(update: () => void): void | Promise<void> {
    // A first render waits for the words the bundle started with, not a later file's (its part
    // waits for them); a language changed later brings every catalog's.
    const coming = loadLanguage(languageOf(this.#host), !this.#host.hasUpdated);
    return coming
      ? new Promise<void>((ready) => {
          const timer = setTimeout(ready, patience);
          void coming.then(() => {
            clearTimeout(timer);
            ready();
            // Came late: the host draws it now. In time, its update is still pending: no second one.
            this.#host.requestUpdate();
          });
        }).then(update)
      : update();
  }

  hostConnected(): void {
    hosts.add(this.#host);
    watchLangAttributes();
    // Moved to another part of the page: its language may differ there.
    if (this.#language !== undefined && this.#language !== languageOf(this.#host)) {
      this.#host.requestUpdate();
    }
  }

  hostUpdate(): void {
    this.#language = languageOf(this.#host);
  }

  hostDisconnected(): void {
    hosts.delete(this.#host);
  }
}
