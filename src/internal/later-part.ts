// What an element draws or says only after its first render, in a file of its own: the first render
// does without it, so a page's first load carries less. The roller's and the picker's.
import type { CSSResult, ReactiveController, ReactiveElement } from 'lit';
import { askLaterWords, languageOf, loadLanguage } from '../i18n/index.js';

/** A later file: its styles are adopted after the element's own. */
interface Part {
  laterStyles: CSSResult[];
}

/**
 * Fetches the part as the host connects (or sooner, by `load()`), then brings its words in
 * the host's language, adopts its styles and redraws the host: nothing of it is drawn in English
 * first. A copy of the bundle without that file leaves `value` undefined: the host does without.
 */
export class LaterPart<P extends Part> implements ReactiveController {
  /** The part, once it and its words have come. */
  value: P | undefined;
  #coming: Promise<unknown> | undefined;
  readonly #host: ReactiveElement;
  readonly #import: () => Promise<P>;

  constructor(host: ReactiveElement, load: () => Promise<P>) {
    this.#host = host;
    this.#import = load;
    host.addController(this);
  }

  // Asked for as the host connects: the file comes while the host is drawn.
  hostConnected(): void {
    void this.load();
  }

  /** Starts the fetch, once; resolves when the part is here (or cannot come). */
  load(): Promise<unknown> {
    const host = this.#host;
    if (this.#coming) return this.#coming;
    askLaterWords(languageOf(host));
    return (this.#coming = this.#import().then(
      async (part) => {
        await loadLanguage(languageOf(host));
        this.value = part;
        const root = host.shadowRoot;
        const sheets = part.laterStyles.map((styles) => styles.styleSheet!);
        if (root && sheets[0]) root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...sheets];
        host.requestUpdate();
      },
      () => {},
    ));
  }

  /**
   * For the host's scheduleUpdate: its first render waits for the part (and `also`), 200 ms at
   * most, so that the host is drawn whole and laid out once, and nothing below the part moves
   * when it comes; not for the part when `alone(host)` says the first render does without it. Later
   * renders, and a host not connected (nothing asked for), do not wait; a part that cannot come
   * ends the wait at once.
   */
  beforeFirst(
    update: () => unknown,
    also?: Promise<unknown>,
    // The host's own type, which this class does not know.
    alone?: (host: never) => unknown,
  ): unknown {
    if (this.#host.hasUpdated || !this.#coming) return update();
    return Promise.race([
      Promise.all([alone?.(this.#host as never) || this.#coming, also]),
      new Promise((late) => setTimeout(late, 200)),
    ]).then(update);
  }

  /**
   * For the host's getUpdateComplete: once `done`, waits for the part if it is on its way, and
   * then for the update it asked for (`again`), so that waiting for the host includes the part.
   */
  async complete(done: boolean, again: () => Promise<boolean>): Promise<boolean> {
    if (this.value || !this.#coming) return done;
    await this.#coming;
    return again();
  }
}

/**
 * Runs `run` with the part: now when it is here, else once it has come (never if it cannot). Not
 * a method: a host that never calls it (the card) does not carry it.
 */
export function withPart<P extends Part>(later: LaterPart<P>, run: (part: P) => void): void {
  if (later.value) run(later.value);
  else void later.load().then(() => later.value && run(later.value));
}
