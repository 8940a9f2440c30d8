/**
 * When the turn passes, the current player's column scrolls into view (sideways only), whole and
 * right of the sticky box names, with no column left half under them. The table's layout is read
 * two frames later, once the browser has laid it out: reading it at once forces a second layout of
 * the whole table on every entry (12 ms at 100 players).
 */
export const scrollToCurrentPlayer = (root: ParentNode): number => {
  watch(root);
  return requestAnimationFrame(() => requestAnimationFrame(() => scrollNow(root)));
};

const watched = new WeakSet<Element>();

/**
 * A table not drawn when the turn passed (in a hidden tab panel, a closed container, a card
 * removed and put back, which loses its scroll) scrolls when it is drawn again: its width goes
 * from none to some.
 */
function watch(root: ParentNode): void {
  const scroller = root.querySelector('.scroller');
  if (!scroller || watched.has(scroller)) return;
  watched.add(scroller);
  // Known from the observer's first call (no layout read here): drawn or not.
  let drawn: boolean | undefined;
  new ResizeObserver(([entry]) => {
    const now = entry!.contentRect.width > 0;
    if (drawn === false && now) scrollNow(root);
    drawn = now;
  }).observe(scroller);
}

function scrollNow(root: ParentNode): void {
  const scroller = root.querySelector<HTMLElement>('.scroller');
  const column = scroller?.querySelector<HTMLElement>('th.current');
  if (!scroller || !column) return;
  // The sticky box names cover the scroller's first pixels: a column starts right of them.
  const boxes = scroller.querySelector('th')!.offsetWidth;
  const start = column.offsetLeft - boxes;
  const end = column.offsetLeft + column.offsetWidth - scroller.clientWidth;
  // scrollLeft, not scrollIntoView: the page itself must not jump.
  if (scroller.scrollLeft > start) scroller.scrollLeft = start;
  else if (scroller.scrollLeft < end) {
    // Scrolling on, the first column edge that shows the column whole goes to the box names;
    // none drawn there (a column window's gap, a group wider than the view): its own edge.
    let to = start;
    for (const th of scroller.querySelectorAll<HTMLElement>('th[data-seat]')) {
      if (th.offsetLeft - boxes >= end) {
        to = Math.min(th.offsetLeft - boxes, start);
        break;
      }
    }
    scroller.scrollLeft = to;
  }
}
