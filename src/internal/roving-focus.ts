import type { ReactiveController, ReactiveControllerHost } from 'lit';

export interface RovingFocusOptions {
  /** The items in order, as rendered now; each must be focusable (not `disabled`). */
  items: () => HTMLElement[];
  /** A name for an item that survives a re-render, so the tab stop stays on the same item. */
  key: (item: HTMLElement) => string;
}

/** The item an arrow, Home or End key moves to from `from` among `count`; the ends do not wrap. */
function target(key: string, from: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return Math.min(from + 1, count - 1);
    case 'ArrowLeft':
    case 'ArrowUp':
      return Math.max(from - 1, 0);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
  }
  return undefined;
}

/** The item the event happened on (or inside), or -1. */
function indexIn(items: HTMLElement[], event: Event): number {
  for (const node of event.composedPath()) {
    const index = items.indexOf(node as HTMLElement);
    if (index >= 0) return index;
  }
  return -1;
}

/**
 * One tab stop for a group of items (a roving tabindex): Tab enters the group on the item used
 * last, the arrow keys, Home and End move within it. Bind `handleKeydown` and `handleFocusin` on
 * the group in the host's template; the controller sets every item's `tabindex` after each update.
 */
export class RovingFocus implements ReactiveController {
  #remembered: string | undefined;

  readonly #options: RovingFocusOptions;

  constructor(host: ReactiveControllerHost & HTMLElement, options: RovingFocusOptions) {
    this.#options = options;
    host.addController(this);
  }

  /** The key of the item last focused in the group; undefined until one was. */
  get key(): string | undefined {
    return this.#remembered;
  }

  hostUpdated(): void {
    this.#setTabStop(this.#options.items());
  }

  /**
   * Arrow keys, Home and End on an item move the focus to another item. At the ends the focus
   * stays, and the key still does not scroll the page.
   */
  readonly handleKeydown = (event: KeyboardEvent): void => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const items = this.#options.items();
    const from = indexIn(items, event);
    if (from < 0) return;
    const to = target(event.key, from, items.length);
    if (to === undefined) return;
    event.preventDefault();
    this.#remembered = this.#options.key(items[to]!);
    this.#setTabStop(items);
    items[to]!.focus();
  };

  /** An item focused by a click, by Tab or from code becomes the group's tab stop. */
  readonly handleFocusin = (event: FocusEvent): void => {
    const items = this.#options.items();
    const index = indexIn(items, event);
    if (index < 0) return;
    this.#remembered = this.#options.key(items[index]!);
    this.#setTabStop(items);
  };

  #setTabStop(items: HTMLElement[]): void {
    const stop = items.find((item) => this.#options.key(item) === this.#remembered) ?? items[0];
    // Set only where the attribute changes: a big table has hundreds of items. (The tabIndex
    // property would not do: it reads -1 on an element that has no attribute and cannot be focused.)
    for (const item of items) {
      const tabIndex = item === stop ? '0' : '-1';
      if (item.getAttribute('tabindex') !== tabIndex) item.setAttribute('tabindex', tabIndex);
    }
  }
}
