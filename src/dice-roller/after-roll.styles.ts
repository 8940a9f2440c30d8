import { css } from 'lit';

/** The looks of what comes after a roll: the dice's tumble and the preview table. */
export const afterRollStyles = css`
  .tumbling .face {
    animation: tumble 400ms cubic-bezier(0.3, 0.7, 0.4, 1);
  }

  @keyframes tumble {
    0% {
      transform: rotate(0) translateY(0);
    }
    35% {
      transform: rotate(-160deg) translateY(-12px) scale(0.9);
    }
    70% {
      transform: rotate(-320deg) translateY(2px);
    }
    100% {
      transform: rotate(-360deg) translateY(0);
    }
  }

  @media (prefers-reduced-motion: reduce) {
    .tumbling .face {
      animation: none;
    }
  }

  .preview {
    border-collapse: collapse;
    font-size: 0.9375em;
    min-width: min(100%, 16rem);
  }

  .preview caption {
    font-weight: 600;
    text-align: start;
    padding-bottom: 0.25rem;
  }

  .preview th,
  .preview td {
    border-bottom: 1px solid color-mix(in srgb, var(--_border) 30%, transparent);
    padding: 0.25rem 0.5rem 0.25rem 0;
    text-align: start;
  }

  .preview td {
    font-variant-numeric: tabular-nums;
    text-align: end;
  }

  .preview tbody th {
    font-weight: normal;
  }

  .preview .zero td {
    opacity: 0.75;
  }
`;
