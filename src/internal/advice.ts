// The elements' side of advice, kept small: the elements have size budgets, the advisor has none.
// The advisor's module is imported only when advice is switched on; on the CDN it is the
// advisor.min.js beside the bundle (rollup.config.js maps the import there).
import {
  html,
  type ReactiveController,
  type ReactiveControllerHost,
  type TemplateResult,
} from 'lit';
import type { Adviser } from '../advisor/advice.js';
import type { Ruleset } from '../rules/rulesets.js';
import type { Sheet } from '../rules/sheet.js';

/** What a linked `<yahtzee-scorecard>` tells a `<dice-roller>` to advise on. */
export interface AdvicePosition {
  /** The rules the card's game is played by. */
  readonly ruleset: Ruleset;
  /** The sheet of the player whose turn it is. */
  readonly sheet: Sheet;
}

/** The advice for the game the host names, loaded while it names one (advice on). */
export class AdviceController implements ReactiveController {
  /** Words and marks for each position; undefined while advice is off or its module is coming. */
  adviser: Adviser | undefined;
  #ruleset: Ruleset | undefined;
  #stop?: AbortController;
  readonly #host: ReactiveControllerHost;
  readonly #game: () => Ruleset | undefined;

  /** `game`: the rules to advise on, read before every update; undefined for no advice. */
  constructor(host: ReactiveControllerHost, game: () => Ruleset | undefined) {
    this.#host = host;
    this.#game = game;
    host.addController(this);
  }

  hostConnected(): void {
    this.#host.requestUpdate(); // back on the page: the advice starts again
  }

  hostUpdate(): void {
    // getRuleset gives the same object for the same rules: a new one is another game.
    const ruleset = this.#game();
    if (ruleset === this.#ruleset) return;
    this.hostDisconnected();
    this.#ruleset = ruleset;
    if (!ruleset) return;
    const stop = (this.#stop = new AbortController());
    const changed = () => this.#host.requestUpdate();
    import('../advisor/advice.js').then(
      ({ adviser }) => {
        if (stop.signal.aborted) return;
        this.adviser = adviser(ruleset, changed, stop.signal);
        changed();
      },
      // The advisor's file is missing (a bundle copied without it): no advice, nothing breaks.
      () => {},
    );
  }

  /** Off the page: the advice stops, its worker ends. */
  hostDisconnected(): void {
    this.#stop?.abort();
    this.#stop = this.adviser = this.#ruleset = undefined;
  }
}

/** The toggle a reader switches advice with: a button pressed while advice is on. */
export function adviceToggle(on: boolean, label: string, onClick: () => void): TemplateResult {
  return html`<button
    type="button"
    part="button advice-button"
    class="advice-toggle"
    aria-pressed=${on}
    @click=${onClick}
  >
    ${label}
  </button>`;
}
