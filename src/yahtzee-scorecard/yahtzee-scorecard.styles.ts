import { css } from 'lit';

export const styles = css`
  :host {
    --_accent: var(--yw-accent, #1d4ed8);
    --_on-accent: var(--yw-on-accent, #fff);
    --_text: var(--yw-text, currentColor);
    --_surface: var(--yw-surface, Canvas);
    --_border: var(--yw-border, color-mix(in srgb, currentColor 50%, transparent));
    --_radius: var(--yw-radius, 0.5rem);
    --_error: var(--yw-error, #b3261e);
    display: block;
    font: inherit;
    color: inherit;
    min-width: 0;
  }

  :host([hidden]) {
    display: none;
  }

  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  .base {
    background: var(--_surface);
    color: var(--_text);
    display: grid;
    gap: 0.75rem;
    min-width: 0;
  }

  p,
  h3,
  h4 {
    margin: 0;
  }

  h3 {
    font-size: 1.1em;
  }

  h4 {
    font-size: 1em;
  }

  .turn {
    font-weight: 700;
  }

  .notice {
    padding: 0.5rem 0.75rem;
    border: 2px solid var(--_error);
    border-radius: var(--_radius);
  }

  .error {
    color: var(--_error);
    font-weight: 600;
  }

  .row,
  .faces,
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    align-items: center;
  }

  .field {
    display: grid;
    gap: 0.25rem;
  }

  label {
    font-weight: 600;
  }

  label.check {
    display: inline-flex;
    align-items: center;
    gap: 0.35rem;
    min-height: 44px;
  }

  input,
  select {
    min-height: 44px;
    min-width: 44px;
    padding: 0.4rem 0.6rem;
    font: inherit;
    color: inherit;
    background: var(--_surface);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
  }

  input[type='checkbox'],
  input[type='radio'] {
    min-height: 24px;
    min-width: 24px;
    accent-color: var(--_accent);
  }

  input[aria-invalid='true'] {
    border: 2px solid var(--_error);
  }

  input:not([type]) {
    flex: 1 1 8rem;
    min-width: 0;
  }

  button {
    min-height: 44px;
    min-width: 44px;
    padding: 0.4rem 0.75rem;
    font: inherit;
    color: inherit;
    background: var(--_surface);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    cursor: pointer;
  }

  /* The actions that write the roll: filled with the accent, like the roller's Roll button. */
  .take,
  .placements button,
  .write-roll,
  .new-game {
    color: var(--_on-accent);
    background: var(--_accent);
    border-color: var(--_accent);
    font-weight: 600;
  }

  button:disabled {
    cursor: default;
    opacity: 0.5;
  }

  button:focus-visible,
  input:focus-visible,
  select:focus-visible,
  summary:focus-visible,
  h3:focus-visible {
    outline: 3px solid var(--_accent);
    outline-offset: 2px;
  }

  .placements {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }

  .roll,
  .entry,
  .over {
    display: grid;
    gap: 0.5rem;
    padding: 0.75rem;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
  }

  .entry {
    border: 2px solid var(--_accent);
  }

  /* The table scrolls sideways; the box names stay put. */
  .scroller {
    overflow-x: auto;
    max-width: 100%;
  }

  table {
    border-collapse: separate;
    border-spacing: 0;
    background: var(--_surface);
    font-variant-numeric: tabular-nums;
  }

  caption {
    text-align: start;
    font-weight: 700;
    padding-block-end: 0.25rem;
  }

  th,
  td {
    border-block-end: 1px solid var(--_border);
    padding: 0.2rem 0.35rem;
    text-align: center;
    min-width: 2.75rem;
  }

  th[scope='row'] {
    position: sticky;
    inset-inline-start: 0;
    z-index: 1;
    background: var(--_surface);
    text-align: start;
    font-weight: 600;
    max-width: 8.5rem;
    overflow-wrap: anywhere;
    border-inline-end: 1px solid var(--_border);
  }

  thead th {
    vertical-align: bottom;
    max-width: 7rem;
    overflow-wrap: anywhere;
  }

  th.current {
    color: var(--_accent);
  }

  .turn-mark {
    display: block;
    font-size: 0.75em;
    font-weight: 400;
  }

  tbody + tbody tr:first-child > * {
    border-block-start: 2px solid var(--_border);
  }

  .total-row > * {
    font-weight: 600;
  }

  .grand > * {
    font-weight: 800;
    border-block-start: 2px solid currentColor;
  }

  td.open {
    padding: 0;
  }

  button.cell {
    width: 100%;
    min-width: 44px;
    min-height: 44px;
    border-style: dashed;
    border-radius: 0;
  }

  button.cell.selected {
    border: 2px solid var(--_accent);
  }

  .preview {
    opacity: 0.75;
    font-style: italic;
  }

  .blank {
    display: none;
  }

  details > summary {
    min-height: 44px;
    display: flex;
    align-items: center;
    cursor: pointer;
    font-weight: 600;
  }

  .players ol {
    display: grid;
    gap: 0.5rem;
    padding-inline-start: 1.25rem;
  }

  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    clip-path: inset(50%);
    white-space: nowrap;
  }

  /* Dark: Canvas and CanvasText turn dark with color-scheme, and so do native controls. */
  @media (prefers-color-scheme: dark) {
    :host {
      color-scheme: dark;
      --_accent: var(--yw-accent, #8ab4f8);
      --_on-accent: var(--yw-on-accent, #0b1020);
      --_text: var(--yw-text, CanvasText);
      --_error: var(--yw-error, #f2b8b5);
    }
  }

  @media (forced-colors: active) {
    button.cell {
      border: 1px solid ButtonText;
    }
    th.current,
    button.cell.selected {
      outline: 2px solid Highlight;
    }
  }

  @media (prefers-reduced-motion: reduce) {
    * {
      transition: none !important;
      animation: none !important;
    }
  }

  /* Printed, the card is a clean score sheet: no controls, every column visible. */
  @media print {
    button,
    input,
    select,
    label,
    details,
    section,
    .actions,
    .blank-controls,
    .notice,
    .error,
    .turn-mark {
      display: none !important;
    }
    .scroller {
      overflow: visible;
    }
    table {
      background: none;
      color: #000;
    }
    th,
    td {
      border: 1px solid #000;
      min-width: 3rem;
      height: 2rem;
    }
    th[scope='row'] {
      position: static;
    }
    .printing-blank .scroller {
      display: none;
    }
    .printing-blank .blank {
      display: table;
    }
  }
`;
