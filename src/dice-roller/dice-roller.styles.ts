import { css } from 'lit';

/** The element's own rules; the element adopts the shared theme and die faces before them. */
export const styles = css`
  :host {
    --_size: var(--yw-die-size, clamp(38px, 11vw, 64px));
    --_held: var(--yw-die-held, #f6c945);
    max-width: 100%;
  }

  .base {
    border-radius: var(--_radius);
    display: grid;
    gap: 0.75rem;
    justify-items: start;
  }

  .dice {
    display: flex;
    flex-wrap: wrap;
    /* Six 44 px dice fit in a row on a 320 px phone. */
    gap: clamp(4px, 1.25vw, 8px);
  }

  .die {
    /* A button with the die drawn inside; the held tag sits under it. */
    appearance: none;
    background: none;
    border: 0;
    border-radius: calc(var(--_size) * 0.2);
    display: grid;
    gap: 0.125rem;
    justify-items: center;
    margin: 0;
    padding: 3px;
    touch-action: manipulation;
  }

  .die[aria-disabled='true'] {
    cursor: default;
  }

  .face {
    height: var(--_size);
    width: var(--_size);
    transition: transform 120ms ease-out;
  }

  .held .face-bg {
    stroke: var(--_held);
    stroke-width: 9;
  }

  .held .face {
    transform: translateY(-3px);
  }

  /* Advice: a die worth keeping gets a dashed ring until it is held. */
  .keep:not(.held) .face-bg {
    stroke: var(--_accent);
    stroke-dasharray: 8 5;
    stroke-width: 6;
  }

  /* No wider than the die: a held die never pushes the others aside (or the sixth to a new row).
     With text at 200 % the word is wider than the die: then it is whole, and the dice may wrap. */
  .held-tag {
    font-size: 0.8125rem;
    line-height: 1.2;
    min-height: 1.2em;
    font-weight: 600;
    max-width: max(var(--_size), 3em);
    overflow: hidden;
    text-overflow: ellipsis;
  }

  .counter,
  .advice {
    margin: 0;
  }

  .counter {
    font-weight: 600;
  }

  .hints {
    display: grid;
    font-size: 0.875em;
  }

  /* One on top of the other: as high as the longest. */
  .hints > p {
    grid-area: 1 / 1;
    margin: 0;
  }

  .room {
    visibility: hidden;
  }

  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }

  .actions button {
    border: 2px solid var(--_accent);
    font-weight: 600;
    padding: 0.5rem 1.25rem;
    touch-action: manipulation;
  }

  .roll,
  .new-turn.suggested {
    background: var(--_accent);
    color: var(--_on-accent);
  }

  .roll:disabled {
    background: transparent;
    border-color: currentColor;
    color: inherit;
    cursor: not-allowed;
    opacity: 0.6;
  }

  .new-turn {
    background: transparent;
  }

  .advice-toggle {
    padding: 0.25rem 0.75rem;
  }

  .advice-toggle[aria-pressed='true'] {
    border: 2px solid var(--_accent);
    font-weight: 600;
  }

  .notice {
    border-inline-start: 4px solid var(--_error);
    margin: 0;
    padding: 0.25rem 0.5rem;
  }

  @media (prefers-reduced-motion: reduce) {
    .face {
      transition: none;
    }
  }

  /* A control, not content: the browser's own print leaves it out (the card prints itself). */
  @media print {
    :host {
      display: none;
    }
  }

  @media (forced-colors: active) {
    .held .face-bg {
      stroke: Highlight;
    }
  }
`;
