// A reload mid-turn lands on the dice. The browser puts the scroll back before the elements have
// rendered (they wait for their language file), so the page would land far above the roller:
// leaving mid-turn with the roller in view is noted for this tab, and the next load scrolls back.
// The coming back is in the roller's later file (after-roll.ts): it runs once the roller is drawn.
import type { ReactiveElement } from 'lit';

/** The roller as this needs it: where its turn is kept, and whether dice are rolled. */
export type Roller = ReactiveElement & { readonly storageKey: string; readonly rollNumber: number };

/** Reads the note, or writes it (true) or clears it. */
export type Note = (set?: boolean) => boolean;

/** Called once, from the roller's constructor: notes each leaving, and comes back once. */
export function backInView(roller: Roller): void {
  /** Reads the note, or writes it (true) or clears it; sessionStorage may be blocked: no note. */
  const note = (set?: boolean): boolean => {
    const key = `${roller.storageKey}:in-view`;
    try {
      if (set) sessionStorage.setItem(key, '1');
      else if (set === false) sessionStorage.removeItem(key);
      return !!sessionStorage.getItem(key);
    } catch {
      return false;
    }
  };
  // Mobile browsers may end a hidden page without a pagehide: hiding counts as leaving.
  const leaving = (event: Event): void => {
    if (event.type !== 'pagehide' && !document.hidden) return;
    const { top, bottom } = roller.getBoundingClientRect();
    note(roller.rollNumber > 0 && bottom > 0 && top < innerHeight);
  };
  let cameBack: Promise<void> | undefined;
  const noop = () => {};
  roller.addController({
    hostConnected() {
      // On the first connection: a server render (`@lit-labs/ssr`) never connects, and has no page.
      // Once drawn: the later file has come by then (the roller's updateComplete waits for it).
      cameBack ??= roller.updateComplete
        .then(() => import('./after-roll.js'))
        .then(({ comeBack }) => comeBack(roller, note), noop);
      addEventListener('pagehide', leaving);
      document.addEventListener('visibilitychange', leaving);
    },
    hostDisconnected() {
      removeEventListener('pagehide', leaving);
      document.removeEventListener('visibilitychange', leaving);
    },
  });
}
