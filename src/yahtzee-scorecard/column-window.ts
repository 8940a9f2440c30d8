// A big table draws only the player columns in view, and the current player's: an entry at 100
// players then lays out and paints about a dozen columns, as a small table does. The columns left
// out keep their width in one empty cell per row, so the scrollbar, a swipe and the sticky box
// names behave as if every column were there.
import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** A player's column drawn (its seat), or a run of columns left out (minus how many). */
export type Column = number;

/** Tables of up to this many players draw every column. */
export const drawEveryColumnUpTo = 20;

/** Columns drawn beyond each side of the view, so a swipe rarely shows a gap being filled. */
const overscan = 4;

/**
 * The columns to draw of `players`, with seats `first`..`last` in view and `current` (or -1)
 * always drawn: seats in order, a run left out as its negated length.
 */
export function drawnColumns(
  players: number,
  first: number,
  last: number,
  current: number,
): Column[] {
  const from = Math.max(0, first - overscan);
  const to = Math.min(players - 1, last + overscan);
  const seats = [];
  for (let seat = from; seat <= to; seat++) seats.push(seat);
  if (current >= 0 && (current < from || current > to)) {
    seats.push(current);
    seats.sort((a, b) => a - b);
  }
  const columns: Column[] = [];
  let next = 0;
  for (const seat of seats) {
    if (seat > next) columns.push(next - seat);
    columns.push(seat);
    next = seat + 1;
  }
  if (next < players) columns.push(next - players);
  return columns;
}

/**
 * Which player columns a table draws, from where its scroller is scrolled. Bind `handleScroll` on
 * the scroller; the host redraws when other columns come into view, or the view is resized. A
 * print (the card's Print or the browser's) draws every column: `drawNow` must redraw at once,
 * before the page is laid out for paper.
 */
export class ColumnWindow implements ReactiveController {
  /** Every column is drawn, whatever is in view, while the page prints. */
  #all = false;
  #first = 0;
  #last = drawEveryColumnUpTo;
  #frame = 0;
  #measured = false;
  readonly #host: ReactiveControllerHost;
  readonly #scroller: () => HTMLElement | null;
  readonly #drawNow: () => void;
  readonly #resized = () => this.handleScroll();
  readonly #print = (event: Event) => {
    this.#all = event.type === 'beforeprint';
    this.#drawNow();
  };

  constructor(
    host: ReactiveControllerHost,
    scroller: () => HTMLElement | null,
    drawNow: () => void,
  ) {
    this.#host = host;
    this.#scroller = scroller;
    this.#drawNow = drawNow;
    host.addController(this);
  }

  /** The columns to draw, or undefined for all of them. */
  columns(players: number, current: number): Column[] | undefined {
    return this.#all || players <= drawEveryColumnUpTo
      ? undefined
      : drawnColumns(players, this.#first, this.#last, current);
  }

  hostConnected(): void {
    addEventListener('resize', this.#resized);
    addEventListener('beforeprint', this.#print);
    addEventListener('afterprint', this.#print);
  }

  hostUpdated(): void {
    if (!this.#measured) this.handleScroll();
  }

  hostDisconnected(): void {
    removeEventListener('resize', this.#resized);
    removeEventListener('beforeprint', this.#print);
    removeEventListener('afterprint', this.#print);
    cancelAnimationFrame(this.#frame);
    this.#frame = 0;
  }

  // Once a frame at most, and at a frame's start, when reading the layout costs nothing more.
  readonly handleScroll = (): void => {
    this.#frame ||= requestAnimationFrame(() => {
      this.#frame = 0;
      this.#measure();
    });
  };

  /** Seats in view, from the scroll position and the widths of the drawn columns. */
  #measure(): void {
    const scroller = this.#scroller();
    const column = scroller?.querySelector<HTMLElement>('thead th[data-seat]');
    const boxes = scroller?.querySelector<HTMLElement>('thead th');
    if (!scroller || !column || !boxes) return;
    this.#measured = true;
    const width = column.offsetWidth || 1;
    const start = Math.abs(scroller.scrollLeft);
    const first = Math.floor(start / width);
    const last = Math.floor((start + scroller.clientWidth - boxes.offsetWidth) / width);
    if (first === this.#first && last === this.#last) return;
    this.#first = first;
    this.#last = last;
    this.#host.requestUpdate();
  }
}
