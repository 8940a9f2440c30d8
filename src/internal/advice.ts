// The elements' side of advice, kept small: the elements have size budgets, the advisor has none.
// The advisor's module is imported only when advice is switched on; on the CDN it is the
// advisor.min.js beside the bundle (rollup.config.js maps the import there).
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Adviser, AdvisorRequest } from '../advisor/advice.js';

/** The advice for the game the host names, loaded while it names one (advice on). */
export class AdviceController implements ReactiveController {
  /** Words and marks for each position; undefined while advice is off or its module is coming. */
  adviser: Adviser | undefined;
  #key = '';
  #stop?: AbortController;
  readonly #host: ReactiveControllerHost;
  readonly #game: () => AdvisorRequest | undefined;

  /** `game`: the game to advise on, read before every update; undefined for no advice. */
  constructor(host: ReactiveControllerHost, game: () => AdvisorRequest | undefined) {
    this.#host = host;
    this.#game = game;
    host.addController(this);
  }

  hostConnected(): void {
    this.#host.requestUpdate(); // back on the page: the advice starts again
  }

  hostUpdate(): void {
    const game = this.#game();
    const key = game ? JSON.stringify(game) : '';
    if (key === this.#key) return;
    this.hostDisconnected();
    this.#key = key;
    if (!game) return;
    const stop = (this.#stop = new AbortController());
    const changed = () => this.#host.requestUpdate();
    import('../advisor/advice.js').then(
      ({ adviser }) => {
        if (stop.signal.aborted) return;
        this.adviser = adviser(game, changed, stop.signal);
        changed();
      },
      // The advisor's file is missing (a bundle copied without it): no advice, nothing else breaks.
      () => {},
    );
  }

  /** Off the page: the advice stops, its worker ends. */
  hostDisconnected(): void {
    this.#stop?.abort();
    this.#stop = this.adviser = undefined;
    this.#key = '';
  }
}
