import { expect, fixture, html } from '@open-wc/testing';
import '../../src/first-player-picker/first-player-picker.js';
import type { FirstPlayerPicker } from '../../src/first-player-picker/first-player-picker.js';

const key = 'yw-test:first-player-picker:fairness';

/**
 * Chi-square critical value for 3 degrees of freedom at α = 10⁻⁶. For 3 degrees of freedom the
 * upper tail has a closed form, Q(x) = erfc(√(x/2)) + √(2x/π)·e^(−x/2), and Q(30.665) = 1.0000·10⁻⁶
 * (tables give 30.66). The test computes Q itself below so the number is not taken on trust.
 */
const critical = 30.665;

/** erfc by its continued fraction, accurate far out in the tail (x > 2), where the test needs it. */
function erfc(x: number): number {
  let f = x;
  let c = x;
  let d = 0;
  for (let n = 1; n < 200; n++) {
    const a = n / 2;
    d = 1 / (x + a * d);
    c = x + a / c;
    const delta = c * d;
    f *= delta;
    if (Math.abs(delta - 1) < 1e-15) break;
  }
  return Math.exp(-x * x) / Math.sqrt(Math.PI) / f;
}
const upperTail3 = (x: number) =>
  erfc(Math.sqrt(x / 2)) + Math.sqrt((2 * x) / Math.PI) * Math.exp(-x / 2);

describe('<first-player-picker> fairness', () => {
  beforeEach(() => localStorage.removeItem(key));
  afterEach(() => localStorage.removeItem(key));

  it('uses the right critical value: Q(30.665) ≈ 1e-6 for 3 degrees of freedom', () => {
    expect(upperTail3(critical)).to.be.closeTo(1e-6, 1e-9);
  });

  it('lets each of four players begin a quarter of the time (chi-square, 20,000 picks, α = 1e-6)', async function () {
    // 20,000 picks take 12 s on an idle machine and over 20 s (the default) beside another job.
    this.timeout(120000);
    const el = await fixture<FirstPlayerPicker>(
      html`<first-player-picker
        players="Anna, Bram, Cees, Dirk"
        storage-key=${key}
      ></first-player-picker>`,
    );
    const picks = 20_000;
    const starts = new Map<string, number>();
    let events = 0;
    el.addEventListener('first-player-picked', () => events++);
    const started = performance.now();
    for (let i = 0; i < picks; i++) {
      const { starter } = el.pick()!;
      starts.set(starter, (starts.get(starter) ?? 0) + 1);
    }
    const seconds = (performance.now() - started) / 1000;
    expect(events).to.equal(picks);
    expect([...starts.keys()].sort()).to.deep.equal(['Anna', 'Bram', 'Cees', 'Dirk']);
    const expected = picks / 4;
    const chiSquare = [...starts.values()].reduce(
      (sum, seen) => sum + (seen - expected) ** 2 / expected,
      0,
    );
    console.log(
      `first-player-picker fairness: ${JSON.stringify(Object.fromEntries(starts))}, chi-square ${chiSquare.toFixed(2)} (critical ${critical}), ${seconds.toFixed(1)} s`,
    );
    expect(chiSquare).to.be.below(critical);
    // After 20,000 picks the last result is on screen, as accessible as the first (once it has
    // faded in: mid-animation its text is still pale).
    await el.updateComplete;
    await Promise.all(el.shadowRoot!.getAnimations().map((animation) => animation.finished));
    await expect(el).to.be.accessible();
  });

  it('would notice a picker that favours the first seat', () => {
    // The same statistic on counts a biased picker would give (28% for the first player) fails.
    const counts = [5600, 4800, 4800, 4800];
    const chiSquare = counts.reduce((sum, seen) => sum + (seen - 5000) ** 2 / 5000, 0);
    expect(chiSquare).to.be.above(critical);
  });
});
