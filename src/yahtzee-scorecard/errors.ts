import { html, nothing, type TemplateResult } from 'lit';

/** Where an error is shown: next to the control the user acted on. */
export type ErrorPlace = 'roll' | 'entry' | 'players' | 'undo' | 'new-game' | `name-${number}`;

export interface CardError {
  place: ErrorPlace;
  message: string;
}

/** The error line of a place, as an alert, or nothing. */
export function errorLine(
  error: CardError | undefined,
  place: ErrorPlace,
): TemplateResult | typeof nothing {
  return error?.place === place
    ? html`<p part="error" class="error" id="error-${place}" role="alert">${error.message}</p>`
    : nothing;
}

/** The id a control's aria-describedby points at while its place has an error. */
export function describedBy(
  error: CardError | undefined,
  place: ErrorPlace,
): string | typeof nothing {
  return error?.place === place ? `error-${place}` : nothing;
}
