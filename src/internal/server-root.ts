import { adoptStyles, type LitElement, type ReactiveController } from 'lit';

/**
 * The shadow root the server drew (`@lit-labs/ssr`: a declarative shadow root), or undefined.
 * Its markup stays on screen until the element's first render, which replaces it: the element
 * draws itself again rather than hydrating, as its saved game and the page's language may differ
 * from what the server knew. For `createRenderRoot`, before Lit's own.
 */
export function serverRoot(host: LitElement): ShadowRoot | undefined {
  const root = host.shadowRoot;
  if (!root) return;
  adoptStyles(root, (host.constructor as typeof LitElement).elementStyles);
  const replace: ReactiveController = {
    hostUpdate() {
      root.replaceChildren();
      host.removeController(replace);
    },
  };
  host.addController(replace);
  return root;
}
