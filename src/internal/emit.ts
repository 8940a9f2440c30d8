import type { YahtzeeWidgetsEventMap } from '../events.js';

/** Dispatches a bubbling, composed event whose `detail` is plain data; returns the event. */
export function emit<K extends keyof YahtzeeWidgetsEventMap>(
  target: EventTarget,
  type: K,
  detail: YahtzeeWidgetsEventMap[K]['detail'],
): CustomEvent {
  const event = new CustomEvent(type, { bubbles: true, composed: true, detail });
  target.dispatchEvent(event);
  return event;
}
