// Every public property of the three elements survives a value of the wrong type: each property
// they declare to Lit is guarded when the tag is defined, one added later too.
import { defaultConverter, type ReactiveElement } from 'lit';
import type { onOffOrUnset } from './option.js';

declare module '@lit/reactive-element' {
  // A merged declaration repeats the type parameters, used or not.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface PropertyDeclaration<Type, TypeHint> {
    /** Lets a value through as it is although it is not of the property's type (an array of names). */
    accept?: (value: unknown) => boolean;
  }
}

export const isFunction = (value: unknown): boolean => typeof value === 'function';
export const isObject = (value: unknown): boolean => typeof value === 'object';
export const isNames = (value: unknown): boolean =>
  Array.isArray(value) && value.every((name) => typeof name === 'string');

/**
 * Guards the setter of each public property an element declares (define.ts calls it before the
 * tag is registered). A value of another type than the property's (its `type`: Number, Boolean,
 * else a string) is read as its attribute would read that text (`players = 4` is "4", `null` is
 * the attribute removed). A value without such text (a symbol, an object whose text throws), or
 * any other for a property without an attribute, unless `accept` takes it, is ignored with a
 * console warning. No update ever sees it. A property without an attribute or `accept` (internal
 * state) is left as it is.
 */
export function typedProperties(element: CustomElementConstructor): void {
  const lit = element as unknown as Partial<typeof ReactiveElement>;
  // Asked for its attributes, Lit declares every property's accessor first.
  void lit.observedAttributes;
  lit.elementProperties?.forEach(({ type, attribute, converter, accept }, name) => {
    let owner: object | null = lit.prototype!;
    while (owner && !Object.hasOwn(owner, name)) owner = Object.getPrototypeOf(owner);
    const descriptor = owner && Object.getOwnPropertyDescriptor(owner, name);
    const set = descriptor?.set;
    if ((attribute === false && !accept) || !set) return;
    Object.defineProperty(owner, name, {
      ...descriptor,
      set(this: HTMLElement, value: unknown) {
        let read = value;
        if (
          value !== undefined &&
          typeof value !== (type === Number ? 'number' : type === Boolean ? 'boolean' : 'string') &&
          !accept?.(value)
        ) {
          try {
            if (attribute === false) throw value;
            // A template literal throws for a symbol, as setAttribute does.
            read = (
              (converter as { fromAttribute?: typeof onOffOrUnset })?.fromAttribute ??
              (converter as typeof onOffOrUnset | undefined) ??
              defaultConverter.fromAttribute!
            )(value === null ? null : `${value as string}`, type);
          } catch {
            console.warn(`<${this.localName}> ${String(name)}: ${typeof value} ignored`);
            return;
          }
        }
        set.call(this, read);
      },
    });
  });
}
