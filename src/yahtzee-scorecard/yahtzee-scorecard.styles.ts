import { css } from 'lit';

export const styles = css`
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

  /* A compact grid, so the roller, the roll and every place for it fit one phone screen. */
  .placements {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(6.5rem, 1fr));
    gap: 0.375rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }

  .placements button {
    width: 100%;
    padding: 0.2rem 0.4rem;
    text-align: start;
    line-height: 1.15;
    font-size: 0.9em;
  }

  /* Advice: every place's expected final total, the best place ringed. */
  .expected {
    display: block;
    font-weight: 400;
  }

  .placements .best {
    box-shadow: 0 0 0 3px var(--_text);
  }

  .advice-toggle[aria-pressed='true'] {
    border: 2px solid var(--_accent);
  }

  /* A place worth nothing must not look like one worth 30: outlined and dashed, not filled. */
  .placements button.zero {
    color: var(--_text);
    background: var(--_surface);
    border: 1px dashed var(--_border);
    font-weight: 400;
  }

  .offered {
    font-weight: 700;
    font-size: 1.1em;
    letter-spacing: 0.02em;
  }

  .undone,
  .next-table {
    padding: 0.5rem 0.75rem;
    border-inline-start: 4px solid var(--_accent);
  }

  .last-game {
    display: grid;
    gap: 0.25rem;
  }

  .roll,
  .entry,
  .over {
    display: grid;
    gap: 0.5rem;
    padding: 0.5rem 0.625rem;
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

  th[scope='row'],
  thead th:first-child {
    position: sticky;
    inset-inline-start: 0;
    z-index: 1;
    background: var(--_surface);
    text-align: start;
    font-weight: 600;
    /* Box names wrap at spaces only: the column is never narrower than its longest word. */
    min-width: 6rem;
    max-width: 9rem;
    border-inline-end: 1px solid var(--_border);
  }

  /* Names wrap at spaces, never inside a word (over-long words arrive cut with an ellipsis). */
  th {
    overflow-wrap: normal;
    word-break: normal;
    hyphens: manual;
  }

  thead th {
    vertical-align: bottom;
    max-width: 8rem;
  }

  .word {
    white-space: nowrap;
  }

  .name-toggle {
    min-height: 0;
    min-width: 0;
    padding: 0;
    border: 0;
    background: none;
    text-decoration: underline dotted;
  }

  .name-toggle.full {
    white-space: nowrap;
  }

  .winner-mark {
    display: block;
    font-size: 0.75em;
  }

  td.winner {
    background: color-mix(in srgb, var(--_accent) 15%, transparent);
  }

  .entry-row > td {
    padding: 0.25rem 0;
    text-align: start;
  }

  /* The panel stays in view while the table scrolls sideways. */
  .entry-row .entry {
    position: sticky;
    inset-inline-start: 0;
    width: min(22rem, calc(100vw - 2rem));
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

  td.open,
  td.idle {
    padding: 0;
  }

  /* An open box of a player whose turn it is not: room kept, nothing shown. */
  button.idle,
  .turn-mark.idle {
    visibility: hidden;
  }

  button.cell,
  button.idle {
    width: 100%;
    border-style: dashed;
    border-radius: 0;
  }

  button.cell.selected {
    border: 2px solid var(--_accent);
  }

  button.cell.zero .preview {
    opacity: 0.55;
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
    gap: 0.4rem;
    cursor: pointer;
    font-weight: 600;
  }

  /* display: flex hides the browser's triangle: draw one, so it looks like it opens. */
  details > summary::before {
    content: '▸';
    display: inline-block;
    transition: transform 0.15s;
  }

  details[open] > summary::before {
    transform: rotate(90deg);
  }

  @media (prefers-reduced-motion: reduce) {
    details > summary::before {
      transition: none;
    }
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
`;
