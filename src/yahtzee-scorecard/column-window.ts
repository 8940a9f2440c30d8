// A big table draws only the player columns in view, and the current player's: an entry at 100
// players then lays out and paints about a dozen columns, as a small table does. The columns left
// out keep their width in one empty cell per row, so the scrollbar, a swipe and the sticky box
// names behave as if every column were there.
import {
  css,
  html,
  type ReactiveController,
  type ReactiveControllerHost,
  type TemplateResult,
} from 'lit';
import { drawEveryColumnUpTo, headerWordLength, type Cell } from './sheet-view.js';

/** A player's column drawn (its seat), or a run of columns left out (minus how many). */
export type Column = number;

/** The columns a big table draws, and how it draws those left out. */
export interface DrawnColumns {
  seats: readonly Column[];
  /** The one empty cell of a run of `count` columns left out, in each row (none: none left out). */
  gap?: (count: number) => TemplateResult;
  /**
   * A player's cell in a row (`part` its part), its column in the whole table said: the window's
   * cells come and go as the table scrolls. None before the window has come: its few first
   * columns (and the current player's) are drawn in each row's one template.
   */
  cell?: (part: string, cell: Cell, seat: number) => TemplateResult;
  /** The table's style: how wide every player's column is. */
  style?: string;
}

// Adopted with the controller: a page with small tables never loads these rules.
const styles = css`
  /* A big table draws the columns in view; its player columns are all as wide, so those left out
     keep their room. */
  .windowed {
    table-layout: fixed;
    width: max-content;
  }

  .windowed th,
  .windowed td {
    box-sizing: border-box;
    width: var(--_column);
  }

  .windowed th:first-child {
    width: 8rem;
  }

  /* A game in columns: its <col>s alone say each column's width (columns-view.ts); a cell's
     minimum would widen a drawn column by its border, and the table would jump. */
  .windowed.columns :is(th, td, .column-heads th) {
    width: auto;
    min-width: 0;
  }

  /* A name longer than its group breaks anywhere rather than widen it. */
  .windowed.columns th.player {
    overflow-wrap: anywhere;
  }

  .windowed .gap {
    width: calc(var(--_gap) * var(--_column));
  }

  /* A name tapped whole lies over its neighbours rather than widen one column. */
  .windowed .full {
    position: relative;
    z-index: 2;
    background: var(--_surface);
  }
`;

const gap = (count: number) =>
  html`<td class="gap" colspan=${count} aria-hidden="true" .style=${`--_gap:${count}`}></td>`;

const cell = (part: string, [state, content]: Cell, seat: number) =>
  html`<td part=${part} class=${state} data-seat=${seat} aria-colindex=${seat + 2}>${content}</td>`;

/** A run of left-out players of `span` columns each: one cell for all their columns. */
const gaps = [gap];
const gapOf = (span: number) => (gaps[span - 1] ??= (count: number) => gap(count * span));

/**
 * The width of every player column of a table that draws those in view, in rem: room for the
 * longest word of a name as its header shows it (bold, about 0.62 em a letter).
 */
export function columnWidth(names: readonly string[]): number {
  let letters = 0;
  for (const name of names) {
    for (const word of name.split(' ')) {
      letters = Math.max(letters, Math.min([...word].length, headerWordLength));
    }
  }
  return Math.max(4.5, Math.round(letters * 0.62 + 1));
}

/** Columns drawn beyond each side of the view, so a swipe rarely shows a gap being filled. */
const overscanColumns = 4;

/**
 * The columns (or groups of columns, a player's each) to draw of `players`, with seats
 * `first`..`last` in view, `overscan` more each side, and `current` (or -1) always drawn: seats in
 * order, a run left out as its negated length.
 */
export function drawnColumns(
  players: number,
  first: number,
  last: number,
  current: number,
  overscan = overscanColumns,
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
 * Which player columns a table draws, from where its `.scroller` is scrolled: the host redraws
 * when other columns come into view, or the view is resized. A print (the card's Print or the
 * browser's) draws every column: the host's update runs in the microtasks right after
 * `beforeprint`, before the page is laid out for paper.
 */
export class ColumnWindow implements ReactiveController {
  /** Every column is drawn, whatever is in view, while the page prints. */
  #all = false;
  #first = 0;
  #last = 0;
  #frame = 0;
  #measured = false;
  #scroller: HTMLElement | null = null;
  /** The names the column width was last worked out for, and that width's style. */
  #names: readonly string[] = [];
  #width = 0;
  #style = '';
  readonly #host: ReactiveControllerHost & { renderRoot: ParentNode };
  readonly #resized = () => this.handleScroll();
  readonly #print = (event: Event) => {
    this.#all = event.type === 'beforeprint';
    this.#host.requestUpdate();
  };

  constructor(host: ReactiveControllerHost & { renderRoot: ParentNode }) {
    this.#host = host;
    const root = host.renderRoot as ShadowRoot;
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, styles.styleSheet!];
    host.addController(this);
  }

  /**
   * The columns to draw of a table of `names`, or undefined for all of them. In a game in columns
   * each player is a group of `span` columns, drawn or left out whole; the seats are groups then.
   */
  columns(names: readonly string[], current: number, span = 1): DrawnColumns | undefined {
    if (this.#all || names.length * span <= drawEveryColumnUpTo) return undefined;
    // The names change with the players only, not with an entry: worked out again only then.
    if (names.length !== this.#names.length || names.some((name, i) => name !== this.#names[i])) {
      this.#names = names;
      this.#width = columnWidth(names);
      this.#style = `--_column:${this.#width}rem`;
    }
    // Until measured, as many as fill the window beside the box names (8rem), at 16 px a rem: the
    // measure then mostly finds them in view, and the first layout has no column more.
    const last = this.#measured
      ? this.#last
      : Math.floor(((globalThis.innerWidth || 1280) / 16 - 8) / (this.#width * span));
    const seats = drawnColumns(
      names.length,
      this.#first,
      last,
      current,
      Math.ceil(overscanColumns / span),
    );
    return { seats, gap: gapOf(span), cell, style: this.#style };
  }

  hostConnected(): void {
    addEventListener('resize', this.#resized);
    addEventListener('beforeprint', this.#print);
    addEventListener('afterprint', this.#print);
  }

  hostUpdated(): void {
    const scroller = this.#host.renderRoot.querySelector<HTMLElement>('.scroller');
    if (scroller !== this.#scroller) {
      this.#scroller?.removeEventListener('scroll', this.handleScroll);
      scroller?.addEventListener('scroll', this.handleScroll, { passive: true });
      this.#scroller = scroller;
    }
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

  /** Seats in view, from the scroll position and the widths of the drawn columns (or groups). */
  #measure(): void {
    const scroller = this.#scroller;
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
