import { css } from 'lit';

/**
 * The looks of the parts that come with extras.ts (panels, the players, the game's end), beside
 * the fields' (field.styles.ts): adopted after the card's own styles when that file comes, so the
 * first render does without them.
 */
export const extrasStyles = css`
  /* The winners' marks: a game's end is drawn once this file has come (LaterPart.beforeFirst). */
  .winner-mark {
    display: block;
    font-size: 0.75em;
  }

  /* Seen, not said: the header is the winner's, and the word says it. */
  .winner-mark::before {
    content: '★ ' / '';
  }

  td.winner {
    background: color-mix(in srgb, var(--_accent) 15%, transparent);
  }

  label.check {
    display: inline-flex;
    align-items: center;
    gap: 0.35rem;
    min-height: 44px;
  }

  input[type='checkbox'],
  input[type='radio'] {
    min-height: 24px;
    min-width: 24px;
    accent-color: var(--_accent);
  }

  input:not([type]) {
    flex: 1 1 8rem;
    min-width: 0;
  }

  /* A list of names is as wide as the longest: never wider than the card (a grid item is as wide
     as its content at least, unless told otherwise). */
  select {
    max-width: 100%;
  }

  .over,
  .over > .row {
    min-width: 0;
  }

  /* The actions that write the roll: filled with the accent, as the roll's places are. */
  .write-roll,
  .new-game {
    color: var(--_on-accent);
    background: var(--_accent);
    border-color: var(--_accent);
  }

  .last-game {
    display: grid;
    gap: 0.25rem;
  }

  /* Under its heading as every other line of the panel: its gap, not a list's 16 px on top. */
  .standings {
    margin: 0;
  }

  /* A long box name wraps evenly ("Kleine" / "Straße: 30"), its points never alone on a line. */
  .placements button {
    text-wrap: balance;
  }

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

  .entry-row > td {
    padding: 0.25rem 0;
    text-align: start;
  }

  /* The panel stays in view while the table scrolls sideways. Its width is none of the columns':
     on a table narrower than the panel, opening it moved and widened every column (a box 112 px
     to the right with one player at 390 px); it reaches past the table's end instead. */
  .entry-row .entry {
    position: sticky;
    inset-inline-start: 0;
    --_width: min(22rem, 100cqi);
    width: var(--_width);
    margin-inline-end: calc(-1 * var(--_width));
  }

  /* Its paint is clipped to its box while it is laid out only near the view (players-view.ts): a
     focus ring on an edge (5 px out) is painted beyond it. */
  .players ol {
    display: grid;
    gap: 0.5rem;
    padding-inline-start: 1.25rem;
    overflow-clip-margin: 0.5rem;
  }

  /* A player's name and Begins on one line, the name's field and its moves on the next. */
  .name-line {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    column-gap: 0.5rem;
  }

  /* A width of its own, not its 20 characters': with large text the row stays as wide as the phone. */
  .players .row > input {
    flex: 1 1 6rem;
    min-width: 0;
    width: 6rem;
  }

  /* Advice comes after this file (the advisor loads later still). */
  .expected {
    display: block;
    font-weight: 400;
  }

  /* A ring clear of the accent fill, in the text colour of Canvas (a system colour, also when
     forced); :where() lets the focus ring win while it is focused. */
  :where(.best) {
    outline: 3px solid CanvasText;
    outline-offset: 2px;
  }

  .advice-toggle[aria-pressed='true'] {
    border: 2px solid var(--_accent);
  }
`;
