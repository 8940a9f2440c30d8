import { css, html, type TemplateResult } from 'lit';
import type { Face } from '../rules/dice.js';

/**
 * A die face with real pips, drawn in SVG so it is crisp at any size; blank before a roll. Every
 * face holds the same seven pips, and its class shows those of its number (the styles): a roll or
 * a new turn changes a class, not the pips, so the browser makes and lays out no elements for it.
 */
export function dieFace(face: Face | undefined): TemplateResult {
  return html`<svg
    class="face f${face ?? 0}"
    viewBox="0 0 100 100"
    aria-hidden="true"
    focusable="false"
  >
    <rect class="face-bg" x="3" y="3" width="94" height="94" rx="16" />
    <circle class="pip c" cx="50" cy="50" r="9.5" />
    <circle class="pip d" cx="27" cy="27" r="9.5" />
    <circle class="pip d" cx="73" cy="73" r="9.5" />
    <circle class="pip a" cx="73" cy="27" r="9.5" />
    <circle class="pip a" cx="27" cy="73" r="9.5" />
    <circle class="pip s" cx="27" cy="50" r="9.5" />
    <circle class="pip s" cx="73" cy="50" r="9.5" />
  </svg>`;
}

/** The colours of {@link dieFace}: the `--yw-die-*` tokens, and system colours in forced-colors mode. */
export const dieFaceStyles = css`
  :host {
    --_face: var(--yw-die-face, #fffdf8);
    --_pip: var(--yw-die-pip, #1b1b1b);
  }

  .face {
    display: block;
    overflow: visible;
  }

  .face-bg {
    fill: var(--_face);
    stroke: var(--_border);
    stroke-width: 3;
  }

  .pip {
    fill: var(--_pip);
    visibility: hidden;
  }

  /* The centre (c) on odd faces, a diagonal (d) from 2 on, the other (a) from 4 on, the sides (s) on 6. */
  :is(.f1, .f3, .f5) .c,
  .face:not(.f0, .f1) .d,
  :is(.f4, .f5, .f6) .a,
  .f6 .s {
    visibility: visible;
  }

  @media (forced-colors: active) {
    .face-bg {
      fill: Canvas;
      stroke: CanvasText;
    }
    .pip {
      fill: CanvasText;
    }
  }
`;
