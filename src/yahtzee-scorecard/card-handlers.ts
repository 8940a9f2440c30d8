// What the controls of the card's later parts do (extras.ts): a box's entry panel, the players, the
// history, the blank sheet and the game's end. Lit calls each with the card as `this`; each changes
// the card's input side (`this.input`) or asks its game side (`this.game`), and a change of the
// input's state asks the card to draw again. They read only card members the CDN build does not
// shorten (scripts/internal-names.mjs): each file of the build shortens names on its own.
import { changeDice, currentPlayer, rulesetOf } from '../rules/game.js';
import { movePlayer, setStarter } from '../rules/seating.js';
import type { Face } from '../rules/dice.js';
import type { CategoryId } from '../rules/rulesets.js';
import { possibleScores } from '../rules/scoring.js';
import { gameProblemText } from '../i18n/problems.js';
import { playerLimits } from '../rules/players.js';
import type { Card } from './card.js';
import * as draftOf from './draft.js';
import { focusAfterRender, type InputController } from './input-controller.js';
import * as typedDraft from './typed-draft.js';
import { extrasText } from './extras-text.js';
import { printing } from './printing.js';

export type { Card };

type Handler<E = Event> = (this: Card, event: E) => void;

const seatOf = (event: Event): number => Number((event.currentTarget as HTMLElement).dataset.seat);
const valueOf = (event: Event): string => (event.currentTarget as HTMLInputElement).value;
const isOpen = (event: Event): boolean => (event.currentTarget as HTMLDetailsElement).open;

/** The input side's state changed as `change` says: the card draws it. */
function set(card: Card, change: Partial<InputController>): void {
  Object.assign(card.input, change);
  card.requestUpdate();
}

/**
 * A quick second tap lands where the tapped control was: on the written line's Undo, or a box
 * that a write filled. It does nothing there (keys and code are never a bounce: no detail).
 */
const tooSoon = (card: Card, event: Event): boolean =>
  (event as MouseEvent).detail > 0 && performance.now() - card.game.writtenAt < 600;

/** Columns of the blank sheet: as many as chosen, else as the table has players. */
export const blankColumns = (card: Card): number =>
  card.input.blankCount || card.game.current.players.length;

/** A refusal in the page's language, as the rules would word it. */
const refusal = (card: Card, problem: Parameters<typeof gameProblemText>[1]) =>
  new Error(gameProblemText(card.text.lang, problem));

/** Focus on a box once the update that closes its panel is done. */
function focusBox(card: Card, seat: number, category: CategoryId | undefined): void {
  // In a game of several columns, the box of the panel's column.
  const { column } = card.input.draft;
  const td = `td[data-seat="${seat}"]${column ? `[data-column="${column}"]` : ''}`;
  void card.updateComplete.then(() => {
    const box = card.renderRoot.querySelector<HTMLElement>(
      `${td} > .stop[data-box="${category ?? ''}"]`,
    );
    // Focused already: a second focus() would lay the page out again for nothing.
    if (box !== card.renderRoot.activeElement) box?.focus();
  });
}

/** Points in the open box: the current player's entry, or a correction of a filled box. */
function write(card: Card, points: number): void {
  const { selected, seat, column } = card.input.draft;
  if (seat === undefined) {
    if (points) card.enterPoints(selected!, points, column);
    else card.scratch(selected!, column);
  } else {
    card.changeScore(seat, selected!, points, column);
    focusBox(card, seat, selected);
  }
}

// ------------------------------------------------------------------ the sheet, Print

/**
 * An open box of the current player: its entry panel; a filled box of anyone: its correction. In
 * a game of several columns, of the box's column.
 */
export const onCell: Handler = function (event) {
  // Heard on the one-column sheet's table, on the box's own button in a game of columns.
  const cell = (event.target as Element).closest<HTMLElement>('[data-box]');
  if (!cell) return;
  const filled = cell.classList.contains('filled');
  if (filled && tooSoon(this, event)) return;
  const seat = filled ? Number(cell.parentElement!.dataset.seat) : undefined;
  const { box, column } = cell.dataset;
  set(this, {
    draft: { ...draftOf.openBox(this.input.draft, box as CategoryId, seat), column },
    error: undefined,
  });
  focusAfterRender(this, '#entry-heading');
};

/** The written line's Undo. */
export const onUndoHere: Handler = function (event) {
  if (!tooSoon(this, event)) this.input.act('undo', () => this.undo());
};

/** A long name in the header: shown whole, or clipped again. */
export const onNameToggle: Handler = function (event) {
  const seat = seatOf(event);
  const shown = new Set(this.input.fullNames);
  if (!shown.delete(seat)) shown.add(seat);
  set(this, { fullNames: shown });
};

export const onPrint: Handler<unknown> = async function () {
  const { printOnly } = await printing();
  const game = this.game.current;
  // More than 6 score columns (a player's each in a game in columns): the long side across.
  await printOnly(this, { landscape: game.players.length * rulesetOf(game).columns.length > 6 });
};

// ------------------------------------------------------------------ a box's entry panel

export const onCancel: Handler<unknown> = function () {
  const { draft } = this.input;
  set(this, { draft: draftOf.closeBox(draft), error: undefined });
  focusBox(this, draft.seat ?? currentPlayer(this.game.current), draft.selected);
};

export const onEntryKeydown: Handler<KeyboardEvent> = function (event) {
  if (event.key === 'Escape') onCancel.call(this, event);
};

export const onPoints: Handler = function (event) {
  set(this, { draft: typedDraft.choosePoints(this.input.draft, valueOf(event)) });
};

export const onWritePoints: Handler = function () {
  const { selected, selectedPoints } = this.input.draft;
  this.input.act('entry', () => {
    // Nothing chosen yet: said as the rules would say a value the box cannot hold.
    if (selectedPoints === '') {
      const possible = possibleScores(rulesetOf(this.game.current), selected!).filter((v) => v > 0);
      throw refusal(this, {
        code: 'impossible-points',
        category: selected!,
        points: '–',
        possible,
      });
    }
    write(this, Number(selectedPoints));
  });
};

export const onScratch: Handler = function () {
  this.input.act('entry', () => write(this, 0));
};

/** A correction by the dice typed in its panel. */
export const onWriteDice: Handler = function () {
  const { selected, seat, column } = this.input.draft;
  const field = this.renderRoot.querySelector<HTMLInputElement>('#fix-dice')!;
  const count = rulesetOf(this.game.current).dice;
  this.input.act('entry', () => {
    const dice = draftOf.rollOf(field.value, count);
    if (!dice) throw refusal(this, { code: 'bad-dice', expected: count });
    // Scored as for that sheet then.
    this.game.correct((game) => changeDice(game, seat!, selected!, dice, column));
    focusBox(this, seat!, selected);
  });
};

/** Enter in the correction's dice field writes them, as its button does. */
export const onFixDiceKeydown: Handler<KeyboardEvent> = function (event) {
  if (event.key !== 'Enter') return;
  event.preventDefault();
  onWriteDice.call(this, event);
};

// ------------------------------------------------------------------ the dice typed by hand

export const onDiceInput: Handler = function (event) {
  set(this, { draft: typedDraft.typeInField(this.input.draft, valueOf(event)) });
};

/**
 * The dice field left, or Enter in it: a roll short of dice is now said to be short. Drawn again
 * only then: a tap on a place, which takes the focus from the field, is one update, not two.
 */
export const onDiceDone: Handler = function (event) {
  if (event instanceof KeyboardEvent && event.key !== 'Enter') return;
  const { draft } = this.input;
  const done = typedDraft.fieldDone(draft);
  const count = rulesetOf(this.game.current).dice;
  if (typedDraft.diceInvalid(done, count) === typedDraft.diceInvalid(draft, count)) {
    this.input.draft = done;
  } else set(this, { draft: done });
};

export const onFace: Handler = function (event) {
  const face = Number((event.currentTarget as HTMLElement).dataset.face) as Face;
  set(this, { draft: typedDraft.addFace(this.input.draft, face) });
};

export const onClearDice: Handler = function () {
  set(this, { draft: draftOf.typeDice(this.input.draft, '') });
};

export const onExtra: Handler = function (event) {
  const extra = (event.currentTarget as HTMLInputElement).checked;
  set(this, { draft: typedDraft.setExtra(this.input.draft, extra) });
};

export const onExtraFace: Handler = function (event) {
  set(this, { draft: typedDraft.chooseFace(this.input.draft, Number(valueOf(event))) });
};

// ------------------------------------------------------------------ the players' seats

export const onRename: Handler = function (event) {
  const seat = seatOf(event);
  this.input.act(`name-${seat}`, () => this.renamePlayer(seat, valueOf(event)));
  // The field shows the name kept: a refused or cleaned one goes.
  (event.currentTarget as HTMLInputElement).value = this.game.current.players[seat]!;
};

/** What the players' list says of a change it made (its own live region). */
function say(card: Card, words: (m: ReturnType<typeof extrasText>) => string): void {
  card.input.playersSaid = words(extrasText(card.text));
}

export const onMove: Handler = function (event) {
  const from = seatOf(event);
  const to = Number((event.currentTarget as HTMLElement).dataset.to);
  const name = this.game.current.players[from]!;
  if (this.input.act('players', () => this.game.seatBy((game) => movePlayer(game, from, to)))) {
    say(this, (m) => m.moved(name, this.text.n(to + 1)));
    // The focus goes with the player moved (the row it was on is another player's now): on the
    // same arrow while that way is open, else on the other.
    const on = 2 * to - from;
    const arrow = on >= 0 && on < this.game.current.players.length ? on : from;
    focusAfterRender(this, `button[data-seat="${to}"][data-to="${arrow}"]`);
  }
};

export const onRemove: Handler = function (event) {
  const seat = seatOf(event);
  // Its row is gone (the last one) or another player's: the focus goes to the name now in that
  // place, or the last one.
  const name = this.game.current.players[seat]!;
  if (this.input.act('players', () => this.removePlayer(seat))) {
    say(this, (m) => m.left(name));
    focusAfterRender(this, `#name-${Math.min(seat, this.game.current.players.length - 1)}`);
  }
};

export const onStarter: Handler = function (event) {
  this.input.act('players', () => this.game.seatBy((game) => setStarter(game, seatOf(event))));
  // Not kept (another tab saved first): the click checked a radio the game does not say.
  const starter =
    this.renderRoot.querySelectorAll<HTMLInputElement>('[name=starter]')[this.game.current.starter];
  if (starter) starter.checked = true;
};

export const onPlayersToggle: Handler = function (event) {
  set(this, { playersOpen: isOpen(event) });
};

export const onNewName: Handler = function (event) {
  set(this, { newPlayerName: valueOf(event) });
};

// No <form>: a sandboxed iframe without allow-forms blocks submit, and CMS pages embed such frames.
export const onAdd: Handler<unknown> = function () {
  const input = this.input;
  if (input.act('players', () => this.addPlayer(input.newPlayerName ?? ''))) {
    input.newPlayerName = '';
    say(this, (m) => m.joined(this.game.current.players.at(-1)!));
  }
};

export const onNewNameKeydown: Handler<KeyboardEvent> = function (event) {
  if (event.key === 'Enter' && !event.isComposing && !event.repeat) onAdd.call(this, event);
};

// ------------------------------------------------------------------ the history, the game's end

export const onHistoryToggle: Handler = function (event) {
  set(this, { historyOpen: isOpen(event) });
};

export const onNextStarter: Handler = function (event) {
  set(this, { nextStarter: Number(valueOf(event)) });
};

export const onNewGame: Handler = function () {
  const started = this.input.act('new-game', () =>
    this.newGame(this.game.nextTable ? undefined : (this.input.nextStarter ?? 0)),
  );
  // New game leaves with the game's end: a keyboard user goes on at the first player's roll.
  if (started) focusAfterRender(this, '#roll-heading');
};

// ------------------------------------------------------------------ the blank sheet

export const onBlankCount: Handler = function (event) {
  const value = Math.round(Number(valueOf(event)));
  set(this, {
    blankCount: Number.isFinite(value) ? Math.min(Math.max(value, 1), playerLimits.maxPlayers) : 0,
  });
  // The field shows the count kept: a cleaned or clamped one.
  (event.currentTarget as HTMLInputElement).value = `${blankColumns(this)}`;
};

export const onPrintBlank: Handler = async function () {
  const { printOnly } = await printing();
  set(this, { printingBlank: true });
  await this.updateComplete;
  try {
    await printOnly(this, { landscape: blankColumns(this) > 6 });
  } finally {
    set(this, { printingBlank: false });
  }
};
