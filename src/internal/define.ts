import { typedProperties } from './property-types.js';

/**
 * Registers a custom element without ever throwing: two copies of the bundle on one page,
 * or a page that loads an entry twice, must keep working.
 */
export function define(
  tag: string,
  ctor: CustomElementConstructor,
  registry: CustomElementRegistry = customElements,
): void {
  const existing = registry.get(tag);
  if (existing === ctor) return;
  if (existing) {
    console.warn(`<${tag}> was defined first by another copy of yahtzee-widgets.`);
    return;
  }
  // A property set to a value of the wrong type never breaks an update.
  typedProperties(ctor);
  registry.define(tag, ctor);
}
