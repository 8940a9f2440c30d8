// What the card needs only once a reader acts, in a file of its own fetched when the card has been
// drawn: a box's entry panel (and a correction's), the dice typed by hand, the players' list, the
// history, the blank sheet's controls, the game's end and the last game's standings, what their
// controls do, their styles and the print styles, the scroll to the current player's column, and
// the words for what the rules refuse. The first render does without them.
import { html, nothing, type TemplateResult } from 'lit';
import type { Game } from '../rules/game.js';
import { blankSheetView } from './blank-sheet-view.js';
import { blankColumns, onUndoHere, type Card } from './card-handlers.js';
import { extrasStyles } from './extras.styles.js';
import { gameOverView } from './game-over-view.js';
import { historyView } from './history-view.js';
import { playersView } from './players-view.js';
import { printStyles } from './print.styles.js';
import type { CardText } from './text.js';

export { gameProblemText } from '../i18n/problems.js';
export { onCell, onNameToggle, onPrint } from './card-handlers.js';
export { entryPanel } from './entry-view.js';
export { lastGameView } from './game-over-view.js';
export { scrollToCurrentPlayer } from './scroll.js';
export { typedDiceView } from './typed-dice-view.js';

/** Adopted after the card's own, in this order: the print styles have the last word on paper. */
export const laterStyles = [extrasStyles, printStyles];

/** Under the table: the players, the history, the blank sheet's controls (and it, while it prints). */
export const panels = (card: Card, text: CardText, game: Game): TemplateResult =>
  html`${playersView({
    text,
    game,
    newPlayerName: card.input.newPlayerName ?? '',
    error: card.input.error,
    open: !!card.input.playersOpen,
  })}
  ${historyView(text, game, !!card.input.historyOpen)}
  ${blankSheetView(text, game, blankColumns(card), !!card.input.printingBlank)}`;

/** What the last write put on the sheet, with its Undo: seen where the roll was tapped, until the next roll. */
export const writtenLine = (text: CardText, written: string | undefined): TemplateResult =>
  html`${
    written
      ? html`<p class="written">
          ${written}
          <button part="button" type="button" class="undo-here" @click=${onUndoHere}>
            ${text.m.undo}
          </button>
        </p>`
      : nothing
  }`;

/** The game's end: the standings and New game. */
export const gameOver = (card: Card, text: CardText, game: Game): TemplateResult =>
  gameOverView({
    text,
    game,
    picked: !!card.game.nextTable,
    nextStarter: card.input.nextStarter ?? 0,
    error: card.input.error,
  });

/** The roller's key for the places: the best (or first) place for the roll, else the roll's heading. */
export function focusPlaces(root: ParentNode): void {
  (
    root.querySelector<HTMLElement>('button.place.best') ??
    root.querySelector<HTMLElement>('button.place') ??
    root.querySelector<HTMLElement>('#roll-heading')
  )?.focus();
}
