import type { Game } from './game.js';
import { jokerOptions, stateIndex } from './game.js';
import { Turn } from './turn.js';

/** Called now and then while solving: `done` of `total` steps. */
export type ProgressListener = (done: number, total: number) => void;

/** How long the solver works before it lets the event loop run (a Worker's messages, a page). */
const sliceMs = 100;

const now = () => globalThis.performance?.now() ?? Date.now();
const pause = () => new Promise<void>((resume) => setTimeout(resume, 0));

/**
 * The value of every state a game can reach: the expected points still to come (boxes, upper
 * bonus, extra-Yahtzee bonuses) under optimal play. Upper sums no game reaches hold NaN.
 * Boxes are filled from the full sheet back to the empty one, so a state's successors are known;
 * the states of one set of filled boxes are worked out together.
 */
export async function solveGame(game: Game, onProgress?: ProgressListener): Promise<Float64Array> {
  const table = new Float64Array(game.stateCount).fill(NaN);
  const full = (1 << game.boxes.length) - 1;
  const { cap, sums, flags, reach } = game;
  const upperBits = (1 << game.upperBoxes) - 1;
  for (let u = 0; u < sums; u++) {
    for (let f = 0; f < flags; f++) table[stateIndex(game, full, u, f)] = 0;
  }
  const turn = new Turn(game);
  const values = new Float64Array(sums * flags);
  const lanes: [upper: number, flag: number][] = [];
  let sliceStart = now();
  for (let mask = full - 1; mask >= 0; mask--) {
    // Upper points still to be had: an upper sum too low to reach the bonus with them plays
    // like one that reached it already (the capped sum), since neither can change the bonus.
    let left = 0;
    for (let b = 0; b < game.upperBoxes; b++) if (!(mask & (1 << b))) left += game.maxPoints[b];
    const liveFrom = Math.max(0, cap - left);
    const reachRow = (mask & upperBits) * sums;
    const flagCount = mask & (1 << game.fiveBox) ? flags : 1;
    lanes.length = 0;
    // The capped sum is worked out even where no game has it yet: it stands for the settled sums.
    for (let f = 0; f < flagCount; f++) lanes.push([cap, f]);
    for (let u = liveFrom; u < cap; u++) {
      if (reach[reachRow + u]) for (let f = 0; f < flagCount; f++) lanes.push([u, f]);
    }
    turn.setLanes(lanes);
    const joker = [0, 1].map((f) => (f < flagCount ? jokerOptions(game, mask, f) : null));
    turn.stateValues(table, mask, joker, values);
    lanes.forEach(([u, f], s) => (table[stateIndex(game, mask, u, f)] = values[s]));
    for (let u = 0; u < liveFrom; u++) {
      if (!reach[reachRow + u]) continue;
      for (let f = 0; f < flagCount; f++) table[stateIndex(game, mask, u, f)] = values[f];
    }
    if (now() - sliceStart >= sliceMs) {
      onProgress?.(full - mask, full);
      await pause();
      sliceStart = now();
    }
  }
  onProgress?.(full, full);
  return table;
}
