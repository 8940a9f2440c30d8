/** Dispatches a bubbling, composed event whose `detail` is plain data; returns the event. */
export function emit<K extends keyof GlobalEventHandlersEventMap>(
  target: EventTarget,
  type: K,
  detail: GlobalEventHandlersEventMap[K] extends CustomEvent<infer D> ? D : never,
): CustomEvent {
  const event = new CustomEvent(type, { bubbles: true, composed: true, detail });
  target.dispatchEvent(event);
  return event;
}
