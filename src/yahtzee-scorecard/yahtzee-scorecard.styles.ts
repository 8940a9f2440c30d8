import { css } from 'lit';
import { theme } from '../internal/theme.styles.js';

export const styles = css`
  ${theme}

  :host {
    min-width: 0;
  }

  .base {
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
    padding: 0.4rem 0.6rem;
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
    padding: 0.4rem 0.75rem;
  }

  /* The actions that write the roll: filled with the accent, like the roller's Roll button. */
  .take,
  .placements button,
  .write-roll,
  .new-game {
    color: var(--_on-accent);
    background: var(--_accent);
    border-color: var(--_accent);
  }

  button:disabled {
    cursor: default;
    opacity: 0.5;
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

  @media (forced-colors: active) {
    button.cell {
      border: 1px solid ButtonText;
    }
    th.current,
    button.cell.selected {
      outline: 2px solid Highlight;
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
