import { css } from 'lit';

export const styles = css`
  :host {
    min-width: 0;
  }

  .base {
    display: grid;
    gap: 0.75rem;
  }

  /* A long name with no space (40 letters) wraps rather than widen the card past a phone. */
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }

  /* Headings at the page's levels (heading-level): drawn alike at any level. */
  [role='heading'] {
    font-weight: 700;
  }

  section > [role='heading']:first-child {
    font-size: 1.1em;
  }

  /* The turn, a tinted band: what the table looks at between rolls. */
  .turn {
    font-size: 1.1em;
    font-weight: 700;
    background: color-mix(in srgb, var(--_accent) 15%, transparent);
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

  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    align-items: center;
  }

  button {
    padding: 0.4rem 0.75rem;
  }

  button:disabled {
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
    color: var(--_on-accent);
    background: var(--_accent);
    border-color: var(--_accent);
    width: 100%;
    padding: 0.2rem 0.4rem;
    text-align: start;
    line-height: 1.15;
    font-size: 0.9em;
  }

  /* Advice: every place's expected final total, the best place ringed. */
  /* A place worth nothing must not look like one worth 30: outlined and dashed, not filled. */
  .placements button.zero {
    color: var(--_text);
    background: var(--_surface);
    border: 1px dashed var(--_border);
    font-weight: 400;
  }

  /* The roll heading's size and weight are every section heading's. */
  .offered {
    letter-spacing: 0.02em;
  }

  .turn,
  .undone,
  .next-table {
    padding: 0.5rem 0.75rem;
    border-inline-start: 4px solid var(--_accent);
  }

  .roll {
    display: grid;
    gap: 0.5rem;
    padding: 0.5rem 0.625rem;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
  }

  /* The table scrolls sideways; the box names stay put. */
  .scroller {
    overflow-x: auto;
    /* Its width for the entry panel inside (100cqi): 100vw would leave the page's padding in. */
    container-type: inline-size;
  }

  table {
    border-collapse: separate;
    border-spacing: 0;
    background: var(--_surface);
    font-variant-numeric: tabular-nums;
  }

  /* The caption stays put while the table scrolls sideways. */
  caption {
    position: sticky;
    inset-inline-start: 0;
    width: max-content;
    font-weight: 700;
    padding-block-end: 0.25rem;
  }

  th,
  td {
    border-block-end: 1px solid var(--_border);
    padding: 0.2rem 0.25rem;
    text-align: center;
    min-width: 2.75rem;
    /* Every box row one height, open or filled: a 44 px button and the lines above and below it. */
    height: max(2.75rem, 47px);
  }

  th[scope='row'],
  thead th:first-child {
    position: sticky;
    inset-inline-start: 0;
    z-index: 1;
    background: var(--_surface);
    text-align: start;
    font-weight: 600;
    /* Box names in a smaller type, on two lines, hyphenated in the card's language (never broken
       elsewhere, whatever the page sets): a narrow column. */
    font-size: 0.8125em;
    line-height: 1.2;
    hyphens: auto;
    overflow-wrap: normal;
    word-break: normal;
    min-width: 5rem;
    max-width: 7rem;
    border-inline-end: 1px solid var(--_border);
  }

  /* Names line up at the top: the turn mark under each, hidden in most columns, may wrap in a
     narrower column and would lift that name above the others. */
  thead th {
    vertical-align: top;
    max-width: 8rem;
  }

  /* Names wrap at spaces, never inside a word (sheet-view.ts); an over-long word shows cut with an
     ellipsis. */
  .name-toggle:not(.full) {
    display: inline-block;
    max-width: 11ch;
    overflow: hidden;
    text-overflow: ellipsis;
    vertical-align: bottom;
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

  .turn-mark {
    display: block;
    font-size: 0.75em;
    font-weight: 400;
  }

  th.current {
    color: var(--_accent);
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

  /* A box's cell is its button, open or filled: one size, so nothing moves when it is written. */
  .cell-td {
    padding: 0;
  }

  .cell-td > button {
    display: block;
    width: 100%;
    padding: 0;
    border-style: dashed;
    border-radius: 0;
  }

  /* A filled box reads as a number on the pad; a tap on it still offers its correction. */
  .cell-td > .filled {
    border: 0;
    background: none;
  }

  /* The turn mark of a player whose turn it is not: room kept, nothing shown. */
  .turn-mark.idle {
    visibility: hidden;
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
