import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { resolveLanguage, type Language } from '../i18n/index.js';

type Host = ReactiveControllerHost & HTMLElement;

const hosts = new Set<Host>();
let observer: MutationObserver | undefined;

// One observer for the whole document: a `lang` change anywhere above an element re-renders it.
function watchLangAttributes(): void {
  if (observer || typeof MutationObserver === 'undefined') return;
  observer = new MutationObserver(() => hosts.forEach((host) => host.requestUpdate()));
  observer.observe(document.documentElement, {
    attributes: true,
    attributeFilter: ['lang'],
    subtree: true,
  });
}

/** The language of the nearest `lang` attribute (crossing shadow roots), narrowed to a catalog we have. */
export function languageOf(element: Element): Language {
  let node: Node | null = element;
  while (node) {
    if (node instanceof Element && node.hasAttribute('lang')) {
      const lang = node.getAttribute('lang') ?? '';
      if (lang) return resolveLanguage(lang);
    }
    node = node instanceof ShadowRoot ? node.host : node.parentNode;
  }
  return resolveLanguage(globalThis.navigator?.language ?? 'en');
}

/** Keeps a host's language current: read `this.language.value` in render(). */
export class LanguageController implements ReactiveController {
  constructor(private readonly host: Host) {
    host.addController(this);
  }

  get value(): Language {
    return languageOf(this.host);
  }

  hostConnected(): void {
    hosts.add(this.host);
    watchLangAttributes();
  }

  hostDisconnected(): void {
    hosts.delete(this.host);
  }
}
