import { css } from 'lit';

/** The element's own rules; the element adopts the shared theme and die faces before them. */
export const styles = css`
  :host {
    max-width: 40rem;
  }

  /* minmax(0, 1fr): a long name must wrap, never widen the column past a 320 px screen. */
  .base,
  .entry,
  .result,
  .rounds,
  .round {
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

  .result {
    display: grid;
    gap: 0.75rem;
  }

  .caption,
  .round-name {
    font-weight: 600;
  }

  ol,
  ul {
    margin: 0;
    padding: 0;
  }

  .rounds {
    list-style: none;
    display: grid;
    gap: 0.5rem;
  }

  .round {
    display: grid;
    gap: 0.35rem;
    padding: 0.5rem 0.75rem;
    background: var(--_surface);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
  }

  .rolls {
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 1rem;
  }

  .roll {
    display: flex;
    align-items: center;
    flex-wrap: wrap;
    gap: 0.4rem;
    min-width: 0;
    padding: 0.15rem 0.4rem;
    border: 2px solid transparent;
    border-radius: var(--_radius);
  }

  .name {
    overflow-wrap: anywhere;
    min-width: 0;
  }

  .roll.tied {
    border: 2px dashed var(--_border);
  }

  .outcome {
    display: grid;
    gap: 0.35rem;
  }

  .roll.starts {
    border-color: var(--_accent);
    font-weight: 700;
  }

  .badge {
    font-size: 0.85em;
    font-style: italic;
  }

  .dice {
    display: inline-flex;
    align-items: center;
    gap: 0.2rem;
  }

  .die {
    display: inline-block;
    width: 1.9rem;
    height: 1.9rem;
  }

  .five .die {
    width: 1.4rem;
    height: 1.4rem;
  }

  .die .face {
    width: 100%;
    height: 100%;
  }

  .total {
    margin-inline-start: 0.25rem;
    font-weight: 600;
  }

  .starter {
    font-size: 1.15em;
    font-weight: 700;
  }

  .order {
    padding-inline-start: 1.75rem;
  }

  .order li {
    overflow-wrap: anywhere;
  }

  .order li:first-child {
    font-weight: 700;
  }

  /* Rounds show one after another, their dice tumbling in; the result follows the last round. */
  [data-round='1'] {
    --round: 1;
  }
  [data-round='2'] {
    --round: 2;
  }
  [data-round='3'] {
    --round: 3;
  }
  [data-round='4'] {
    --round: 4;
  }
  [data-round='5'] {
    --round: 5;
  }
  [data-round='6'] {
    --round: 6;
  }

  .animated .round,
  .animated .outcome {
    animation: appear 250ms ease-out both;
    animation-delay: calc(var(--round, 0) * 450ms);
  }

  .animated .die {
    animation: tumble 400ms ease-out both;
    animation-delay: inherit;
  }

  .animated .round .die {
    animation-delay: calc(var(--round, 0) * 450ms);
  }

  @keyframes appear {
    from {
      opacity: 0;
      transform: translateY(0.4rem);
    }
  }

  @keyframes tumble {
    from {
      transform: rotate(-200deg) scale(0.6);
    }
  }

  @media (prefers-reduced-motion: reduce) {
    .animated .round,
    .animated .outcome,
    .animated .die {
      animation: none;
    }
  }

  @media (forced-colors: active) {
    button {
      border-color: ButtonText;
    }
    .roll.starts {
      border-color: Highlight;
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
