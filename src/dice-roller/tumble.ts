// The dice tumbling after a roll, and the bounce guard that keeps a double click or a held-down
// key from using a second roll.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { prefersReducedMotion } from '../internal/motion.js';

const animationMs = 400;
/** Even without the animation, a second press this soon after a roll is taken as a bounce. */
const bounceMs = 250;

export class Tumble implements ReactiveController {
  /** The dice being thrown right now, one flag per die; empty while none are. */
  dice: readonly boolean[] = [];
  #bounceUntil = 0;
  #timer: ReturnType<typeof setTimeout> | undefined;

  readonly #host: ReactiveControllerHost;

  constructor(host: ReactiveControllerHost) {
    this.#host = host;
    host.addController(this);
  }

  /** True this soon after a roll: a press now is a bounce, not a wish to roll again. */
  get bouncing(): boolean {
    return performance.now() < this.#bounceUntil;
  }

  hostDisconnected(): void {
    this.stop();
  }

  /**
   * Throws the dice not `held`; `landed` runs when they have landed (at once when the reader
   * asked for less motion), so what is said matches what is shown.
   */
  start(held: readonly boolean[], landed: () => void): void {
    this.stop();
    const still = prefersReducedMotion();
    this.#bounceUntil = performance.now() + (still ? bounceMs : animationMs);
    if (still) return landed();
    this.dice = held.map((h) => !h);
    this.#timer = setTimeout(() => {
      this.stop();
      landed();
    }, animationMs);
  }

  /** The dice stop where they are: no animation, nothing left to land. */
  stop(): void {
    clearTimeout(this.#timer);
    this.dice = [];
    this.#host.requestUpdate();
  }
}
