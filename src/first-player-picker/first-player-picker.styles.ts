import { css } from 'lit';

/**
 * The element's own rules; the element adopts the shared theme and die faces before them, and the
 * result's (result.styles.ts) after them once that has come.
 */
export const styles = css`
  :host {
    max-width: 40rem;
  }

  /* minmax(0, 1fr): a long name must wrap, never widen the column past a 320 px screen. */
  .base,
  .entry {
    grid-template-columns: minmax(0, 1fr);
  }

  .base {
    display: grid;
    gap: 0.75rem;
    min-width: 0;
    /* Names are typed by readers: a 40-letter one must break rather than overflow. */
    overflow-wrap: anywhere;
  }

  p {
    margin: 0;
  }

  label {
    font-weight: 600;
  }

  .entry {
    display: grid;
    gap: 0.35rem;
  }

  .hint {
    font-size: 0.9em;
    opacity: 0.85;
  }

  .row {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }

  input {
    flex: 1 1 12rem;
    min-width: 0;
    padding: 0.5rem 0.75rem;
  }

  input[aria-invalid='true'] {
    border: 2px solid var(--_error);
  }

  button {
    flex: 0 0 auto;
    padding: 0.5rem 1rem;
    font-weight: 600;
    color: var(--_on-accent);
    background: var(--_accent);
    border: 1px solid transparent;
  }

  .error {
    color: var(--_error);
    font-weight: 600;
    overflow-wrap: anywhere;
  }

  .notice {
    padding: 0.5rem 0.75rem;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
  }

  @media (forced-colors: active) {
    button {
      border-color: ButtonText;
    }
    input[aria-invalid='true'] {
      border-color: Mark;
    }
  }

  /* A control, not content: the browser's own print leaves it out (the card prints itself). */
  @media print {
    :host {
      display: none;
    }
  }
`;
