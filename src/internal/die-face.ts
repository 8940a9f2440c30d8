import { css, html, nothing, svg, type TemplateResult } from 'lit';
import type { Face } from '../rules/dice.js';

// Pip centres on a 100 × 100 face.
const pipSpots: Record<Face, readonly (readonly [number, number])[]> = {
  1: [[50, 50]],
  2: [
    [27, 27],
    [73, 73],
  ],
  3: [
    [27, 27],
    [50, 50],
    [73, 73],
  ],
  4: [
    [27, 27],
    [73, 27],
    [27, 73],
    [73, 73],
  ],
  5: [
    [27, 27],
    [73, 27],
    [50, 50],
    [27, 73],
    [73, 73],
  ],
  6: [
    [27, 25],
    [73, 25],
    [27, 50],
    [73, 50],
    [27, 75],
    [73, 75],
  ],
};

/** A die face with real pips, drawn in SVG so it is crisp at any size; blank before a roll. */
export function dieFace(face: Face | undefined): TemplateResult {
  return html`<svg class="face" viewBox="0 0 100 100" aria-hidden="true" focusable="false">
    <rect class="face-bg" x="3" y="3" width="94" height="94" rx="16" />
    ${face ? pipSpots[face].map(([cx, cy]) => svg`<circle class="pip" cx=${cx} cy=${cy} r="9.5" />`) : nothing}
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
