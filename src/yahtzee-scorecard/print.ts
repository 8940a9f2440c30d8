import { css } from 'lit';

/** Marks the printed element (`host`) and every element it sits in while it prints alone. */
export const printMark = 'data-yw-print';

// Print media only: the page on screen never changes. The marked chain is stripped of its own
// layout; everything beside it is hidden; the ancestors are invisible (their borders, shadows and
// any text lying loose in them), the host visible.
const isolation = css`
  @media print {
    [data-yw-print] > :not([data-yw-print]) {
      display: none !important;
    }
    :host([data-yw-print]) > :not([data-yw-print]) {
      display: none !important;
    }
    [data-yw-print] {
      display: block !important;
      position: static !important;
      float: none !important;
      width: auto !important;
      max-width: none !important;
      height: auto !important;
      min-height: 0 !important;
      margin: 0 !important;
      padding: 0 !important;
      transform: none !important;
      overflow: visible !important;
      columns: auto !important;
      visibility: hidden !important;
    }
    [data-yw-print='host'] {
      visibility: visible !important;
    }
  }
`;

/** The element an element is drawn in: its slot, its parent, or the host of its shadow root. */
function drawnIn(element: Element): Element | null {
  if (element.assignedSlot) return element.assignedSlot;
  if (element.parentElement) return element.parentElement;
  const root = element.getRootNode();
  return root.nodeType === Node.DOCUMENT_FRAGMENT_NODE ? ((root as ShadowRoot).host ?? null) : null;
}

/** Ends the print in progress, if any: the next one must not find the last one's marks. */
let endActive: (() => void) | undefined;

/**
 * Prints `host` and nothing else of its page, on A4 in the given orientation: marks `host` and the
 * elements it is drawn in up to `<html>` (across shadow roots), adopts a print-only sheet into the
 * document and each shadow root on the way, and calls `print()`.
 *
 * The page is restored when the print has ended: on `afterprint`, or as soon as `print()` returns
 * when no print began (no `beforeprint`: print blocked, or stubbed in a test) or it already ended
 * (a blocking print, as in desktop Chromium). A print that began and goes on after `print()`
 * returns (a browser whose dialog does not block) ends with its `afterprint`.
 *
 * @returns A promise that settles when the page is back as it was.
 */
export function printOnly(host: HTMLElement, { landscape }: { landscape: boolean }): Promise<void> {
  endActive?.();
  const view = host.ownerDocument.defaultView ?? window;
  const chain: Element[] = [];
  for (let element: Element | null = host; element; element = drawnIn(element)) chain.push(element);
  const roots = new Set<Document | ShadowRoot>();
  for (const element of chain) {
    const root = element.getRootNode();
    if ('adoptedStyleSheets' in root) roots.add(root as Document | ShadowRoot);
  }

  const sheet = new view.CSSStyleSheet();
  sheet.replaceSync(
    `${isolation.cssText}@media print{@page{size:A4 ${landscape ? 'landscape' : 'portrait'};margin:10mm}}`,
  );
  for (const element of chain) element.setAttribute(printMark, element === host ? 'host' : '');
  for (const root of roots) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];

  let began = false;
  let ended = false;
  let settle!: () => void;
  const restored = new Promise<void>((resolve) => (settle = resolve));
  const begin = () => (began = true);
  const end = () => {
    if (ended) return;
    ended = true;
    view.removeEventListener('beforeprint', begin);
    view.removeEventListener('afterprint', end);
    for (const element of chain) element.removeAttribute(printMark);
    for (const root of roots)
      root.adoptedStyleSheets = root.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
    if (endActive === end) endActive = undefined;
    settle();
  };
  endActive = end;
  view.addEventListener('beforeprint', begin);
  view.addEventListener('afterprint', end);
  try {
    view.print();
  } finally {
    if (!began) end();
  }
  return restored;
}
