import { css } from 'lit';

/**
 * The looks of the dice typed by hand, which the all-in-one draws at the first render
 * (drawn-early.ts), and of the later file's fields like them.
 */
export const fieldStyles = css`
  .row,
  .faces {
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

  input,
  select {
    padding: 0.4rem 0.6rem;
  }

  input[aria-invalid='true'] {
    border: 2px solid var(--_error);
  }
`;
