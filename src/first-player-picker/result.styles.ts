import { css } from 'lit';

/** The looks of a pick's result: the rounds, their dice tumbling in one after another, the order. */
export const resultStyles = css`
  /* minmax(0, 1fr): a long name must wrap, never widen the column past a 320 px screen. */
  .result,
  .rounds,
  .round {
    grid-template-columns: minmax(0, 1fr);
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
    .roll.starts {
      border-color: Highlight;
    }
  }
`;
