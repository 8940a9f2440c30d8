import { css } from 'lit';

/**
 * What all three elements share: the `--yw-*` tokens with their defaults (read through private
 * `--_*` variables), the dark scheme, focus rings and the visually hidden text. Each element's
 * stylesheet starts with it, so the all-in-one bundle carries it once.
 */
export const theme = css`
  /*
   * The text is the colour scheme's own on its surface: the page's colour (its default once) was
   * #eee on white on a dark page in a light scheme. Left to right: every language of the elements
   * is, on a right-to-left page too.
   */
  :host {
    --_accent: var(--yw-accent, #1d4ed8);
    --_on-accent: var(--yw-on-accent, #fff);
    --_text: var(--yw-text, CanvasText);
    --_surface: var(--yw-surface, Canvas);
    --_border: var(--yw-border, GrayText);
    --_radius: var(--yw-radius, 0.5rem);
    --_error: var(--yw-error, #b3261e);
    direction: ltr;
    display: block;
  }

  :host([hidden]) {
    display: none;
  }

  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  /* Controls take the page's font and colour, and are touch targets of at least 44 px. */
  button,
  input,
  select {
    background: var(--_surface);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    color: inherit;
    font: inherit;
    min-height: 44px;
    min-width: 44px;
  }

  /* A disabled button keeps the default cursor. */
  button:enabled {
    cursor: pointer;
  }

  .base {
    background: var(--_surface);
    color: var(--_text);
  }

  :focus-visible {
    outline: 3px solid var(--_accent);
    outline-offset: 2px;
  }

  .visually-hidden {
    clip-path: inset(50%);
    height: 1px;
    overflow: hidden;
    position: absolute;
    white-space: nowrap;
    width: 1px;
  }

  /* Dark: Canvas and CanvasText turn dark with color-scheme, and so do native controls. */
  @media (prefers-color-scheme: dark) {
    :host {
      color-scheme: dark;
      --_accent: var(--yw-accent, #8ab4f8);
      --_on-accent: var(--yw-on-accent, #0b1020);
      --_error: var(--yw-error, #f2b8b5);
    }
    /* The element is a dark panel now, maybe on a light page: its text keeps off the edges. */
    .base {
      border-radius: var(--_radius);
      padding: 0.75rem;
    }
  }

  @media (forced-colors: active) {
    :focus-visible {
      outline-color: Highlight;
    }
  }
`;
