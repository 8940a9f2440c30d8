import type { Game } from './game.js';
import { jokerOptions, stateIndex } from './game.js';
import { Turn } from './turn.js';

/** Called now and then while solving: `done` of `total` steps. */
export type ProgressListener = (done: number, total: number) => void;

/** How the solver shares its thread with others. */
export interface SliceOptions {
  /** Told after each slice how far the solver is: `done` of `total` steps. */
  onProgress?: ProgressListener;
  /**
   * How long it works before it lets the event loop run (a Worker's messages, a page): 100 ms
   * unless given. On a page's main thread, keep it well under 50 ms so that no task is long.
   */
  sliceMs?: number;
  /** Stops it at its next pause: it then rejects with the signal's reason. */
  signal?: AbortSignal;
}

const now = () => globalThis.performance?.now() ?? Date.now();
const { scheduler } = globalThis as { scheduler?: { postTask(task: () => void): Promise<void> } };
/**
 * Lets the event loop run. A browser's postTask queues behind the tasks already waiting, with no
 * 4 ms clamp of nested timers.
 */
export const pause = (): Promise<void> =>
  scheduler?.postTask
    ? scheduler.postTask(() => {})
    : new Promise<void>((resume) => setTimeout(resume, 0));

/** The states of one set of filled boxes that need working out, as lanes of a turn. */
function statesOf(game: Game, mask: number) {
  // Upper points still to be had: an upper sum too low to reach the bonus with them plays like
  // one that reached it already (the capped sum), since neither can change the bonus any more.
  let left = 0;
  for (let b = 0; b < game.upperBoxes; b++) if (!(mask & (1 << b))) left += game.maxPoints[b];
  const { cap, sums, reach } = game;
  const settledBelow = Math.max(0, cap - left);
  const reachRow = (mask & ((1 << game.upperBoxes) - 1)) * sums;
  const flags = mask & (1 << game.fiveBox) ? game.flags : 1;
  const lanes: [upper: number, flag: number][] = [];
  // The capped sum is worked out even where no game has it yet: it stands for the settled sums.
  for (let f = 0; f < flags; f++) lanes.push([cap, f]);
  for (let u = settledBelow; u < cap; u++) {
    if (reach[reachRow + u]) for (let f = 0; f < flags; f++) lanes.push([u, f]);
  }
  const settled: number[] = [];
  for (let u = 0; u < settledBelow; u++) if (reach[reachRow + u]) settled.push(u);
  return { lanes, flags, settled };
}

/**
 * The value of every state a game can reach: the expected points still to come (boxes, upper
 * bonus, extra-Yahtzee bonuses) under optimal play. Upper sums no game reaches hold NaN.
 * Boxes are filled from the full sheet back to the empty one, so a state's successors are known;
 * the states of one set of filled boxes are worked out together. Progress counts states.
 */
export async function solveGame(
  game: Game,
  { onProgress, sliceMs = 100, signal }: SliceOptions = {},
): Promise<Float64Array> {
  signal?.throwIfAborted();
  const table = new Float64Array(game.stateCount).fill(NaN);
  const full = (1 << game.boxes.length) - 1;
  for (let u = 0; u < game.sums; u++) {
    for (let f = 0; f < game.flags; f++) table[stateIndex(game, full, u, f)] = 0;
  }
  let total = 0;
  for (let mask = full - 1; mask >= 0; mask--) total += statesOf(game, mask).lanes.length;
  const turn = new Turn(game);
  const values = new Float64Array(game.sums * game.flags);
  let done = 0;
  let sliceStart = now();
  for (let mask = full - 1; mask >= 0; mask--) {
    const { lanes, flags, settled } = statesOf(game, mask);
    turn.setLanes(lanes);
    const joker = [0, 1].map((f) => (f < flags ? jokerOptions(game, mask, f) : null));
    turn.stateValues(table, mask, joker, values);
    lanes.forEach(([u, f], s) => (table[stateIndex(game, mask, u, f)] = values[s]));
    // The first lanes hold the capped sum, one per flag.
    for (const u of settled) {
      for (let f = 0; f < flags; f++) table[stateIndex(game, mask, u, f)] = values[f];
    }
    done += lanes.length;
    if (now() - sliceStart >= sliceMs) {
      onProgress?.(done, total);
      await pause();
      signal?.throwIfAborted();
      sliceStart = now();
    }
  }
  onProgress?.(total, total);
  return table;
}
