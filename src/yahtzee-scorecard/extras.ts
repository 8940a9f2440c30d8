// What the card needs only once a reader acts, in a file of its own fetched when the card has been
// drawn: a box's entry panel (and a correction's), the dice typed by hand, the players' list, the
// history, the blank sheet's controls, the game's end and the last game's standings, what their
// controls do, their styles and the print styles, the scroll to the current player's column, and
// the words for what the rules refuse. The first render does without them.
import { html, nothing, render, type TemplateResult } from 'lit';
import { columnNames, type ColumnNames } from '../i18n/columns.js';
import { storageNotice } from '../i18n/common.js';
import type { Dice } from '../rules/dice.js';
import { currentPlayer, rulesetOf, standings, type Game } from '../rules/game.js';
import type { Placement } from '../rules/sheet.js';
import { blankSheetView } from './blank-sheet-view.js';
import {
  blankColumns,
  onCell,
  onClearDice,
  onDiceDone,
  onDiceInput,
  onFace,
  onUndoHere,
  type Card,
} from './card-handlers.js';
import type { ColumnWindow, DrawnColumns } from './column-window.js';
import { entryPanel } from './entry-view.js';
import { extraView } from './extra-face-view.js';
import { extrasStyles } from './extras.styles.js';
import { fieldStyles } from './field.styles.js';
import { gameOverView } from './game-over-view.js';
import { typedDiceView } from './typed-dice-view.js';
import { diceInvalid } from './typed-draft.js';
import { historyView } from './history-view.js';
import { playersView } from './players-view.js';
import { printStyles } from './print.styles.js';
import { scrollToCurrentPlayer } from './scroll.js';
import { drawEveryColumnUpTo } from './sheet-view.js';
import { early } from './early.js';
import { gameProblemText } from '../i18n/problems.js';
import { columnWords, type CardText } from './text.js';
import { noticeWords } from '../internal/notice.js';

/** A column's name in the page's language; a column of an added game by its id. */
export function columnName(words: ColumnNames, column: string): string {
  const names = words as unknown as Record<string, string | undefined>;
  return (Object.hasOwn(names, column) && names[column]) || column;
}

// The storage notices' words come with this file (src/internal/notice.ts).
noticeWords.say = storageNotice;

// The dice typed by hand (drawn already when the bundle's first file carries them, drawn-early.ts),
// what their controls do, and the words for a refusal of the rules. Set as this file runs: its
// later words may come a moment after it, and what is drawn in that moment reads English.
early.typedDice = typedDiceView;
early.typed = {
  onDiceInput,
  onDiceDone,
  onFace,
  onClearDice,
  extraView,
  diceInvalid,
  problemText: gameProblemText,
};

// The moves of a game in columns name their column in the words the card says ("Chance (Sèche)").
columnWords.name = (lang, column) => columnName(columnNames[lang], column);

export { onCell, onNameToggle, onPrint } from './card-handlers.js';
export { entryPanel };
export { lastGameView } from './game-over-view.js';
export { scrollToCurrentPlayer };

/** Adopted after the card's own, in this order: the print styles have the last word on paper. */
export const laterStyles = [fieldStyles, extrasStyles, printStyles];

let gameOverMade = false;

/**
 * Under the table: the players, the history, the blank sheet's controls (and it, while it prints).
 * Once a page, when it is idle, the game's end is also drawn where it is not seen: the last entry
 * then does not make its templates, in a frame that draws the standings and says the winners.
 */
export const panels = (card: Card, text: CardText, game: Game): TemplateResult => {
  if (!gameOverMade) {
    gameOverMade = true;
    (self.requestIdleCallback ?? setTimeout)(() =>
      render(gameOver(card, text, game), document.createDocumentFragment()),
    );
  }
  return html`${playersView({
    text,
    game,
    newPlayerName: card.input.newPlayerName ?? '',
    said: card.input.playersSaid ?? '',
    error: card.input.error,
    open: !!card.input.playersOpen,
  })}
  ${historyView(text, game, !!card.input.historyOpen)}
  ${blankSheetView(text, game, blankColumns(card), !!card.input.printingBlank)}`;
};

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
export function focusBestPlace(root: ParentNode): void {
  // A game in columns: its places are in the sheet's boxes.
  (
    root.querySelector<HTMLElement>('button.place-cell') ??
    root.querySelector<HTMLElement>('button.place.best') ??
    root.querySelector<HTMLElement>('button.place') ??
    root.querySelector<HTMLElement>('#roll-heading')
  )?.focus();
}

/** The sheet of a game in columns, once its file has come (columns-view.ts). */
let columnsView: typeof import('./columns-view.js') | undefined;
let columnsComing: Promise<unknown> | undefined;
/** The cards that have adopted its styles. */
const columnsStyled = new WeakSet<ShadowRoot>();

/** The column window's code (column-window.ts), for a big table in columns: false if it cannot come. */
let columnWindow: typeof import('./column-window.js') | false | undefined;
let columnWindowComing: Promise<unknown> | undefined;
const windows = new WeakMap<Card, ColumnWindow>();

/**
 * The players a big game in columns draws (those in view, and the current one), once the column
 * window has come; every player until then, or if it cannot come.
 */
function drawnPlayers(card: Card, game: Game, player: number): DrawnColumns | undefined {
  const span = rulesetOf(game).columns.length;
  if (game.players.length * span <= drawEveryColumnUpTo) return undefined;
  if (columnWindow === undefined) {
    columnWindowComing ??= import('./column-window.js').then(
      (code) => (columnWindow = code),
      () => (columnWindow = false),
    );
    void columnWindowComing.then(() => card.requestUpdate());
  }
  if (!columnWindow) return undefined;
  let view = windows.get(card);
  if (!view) windows.set(card, (view = new columnWindow.ColumnWindow(card)));
  return view.columns(game.players, player, span);
}

/**
 * The sheet of a game in columns (Yam's, Triple Yahtzee), fetched the first time one is drawn: a
 * card of one column never loads it. Undefined while it is on its way; the card draws again then.
 */
export function columns(
  card: Card,
  placements: readonly Placement[] | undefined,
  dice: Dice | undefined,
): TemplateResult | undefined {
  if (!columnsView) {
    // Its words, the column names, are in this file, and in the page's language already.
    columnsComing ??= import('./columns-view.js').then((view) => (columnsView = view));
    // A big table's window comes beside it, not after it.
    drawnPlayers(card, card.game.current, -1);
    // The card scrolled to the current player before its sheet was there: once it is, again.
    void columnsComing.then(() => {
      card.requestUpdate();
      return card.updateComplete.then(() => scrollToCurrentPlayer(card.renderRoot));
    });
    return undefined;
  }
  const root = card.renderRoot;
  if (!columnsStyled.has(root)) {
    columnsStyled.add(root);
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, columnsView.columnsStyles.styleSheet!];
  }
  const { input, text } = card;
  const game = card.game.current;
  const { draft } = input;
  const player = currentPlayer(game);
  return columnsView.columnsSheetView(
    {
      text,
      words: columnNames[text.lang],
      game,
      totals: game.players.map((_, seat) => card.totals(seat)),
      player,
      // -1: the game is over.
      winners: player < 0 ? standings(game).winners : [],
      placements,
      dice,
      selected:
        draft.selected && draft.column
          ? { category: draft.selected, column: draft.column, seat: draft.seat }
          : undefined,
      // With a roll on offer its places are the boxes themselves: a panel only for typed points.
      entry: entryPanel(text, game, draft, undefined, undefined, input.error, input),
      drawn: drawnPlayers(card, game, player),
    },
    // Lit calls each with the card as `this`. Not the sheet's keys: the card's own handler has a
    // name the CDN build shortens in the first file only (its columns' keys are the view's).
    { onPlace: input.onPlace, onCell },
  );
}
