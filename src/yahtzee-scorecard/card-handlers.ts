// What the controls of the card's later parts do (extras.ts): a box's entry panel, the players, the
// history, the blank sheet and the game's end. Lit calls each with the card as `this`. They read only card members the CDN build does not
// shorten (scripts/internal-names.mjs): each file of the build shortens names on its own.
import type { Game } from '../rules/game.js';
import { currentPlayer, rulesetOf } from '../rules/game.js';
import { movePlayer, setStarter } from '../rules/seating.js';
import type { Dice, Face } from '../rules/dice.js';
import type { CategoryId } from '../rules/rulesets.js';
import { possibleScores } from '../rules/scoring.js';
import { gameProblemText } from '../i18n/problems.js';
import { playerLimits } from '../rules/players.js';
import * as draftOf from './draft.js';
import type { EntryDraft } from './draft.js';
import * as typedDraft from './typed-draft.js';
import type { CardError, ErrorPlace } from './errors.js';
import type { NextTable } from './next-table.js';
import { printing } from './printing.js';
import type { CardText } from './text.js';

/** The card as these handlers see it (ScorecardGame and ScorecardInput hold these members). */
export interface Card extends HTMLElement {
  game: Game;
  draft: EntryDraft;
  error: CardError | undefined;
  newPlayerName: string;
  playersOpen: boolean;
  historyOpen: boolean;
  nextStarter: number;
  readonly nextTable: NextTable | undefined;
  blankCount: number;
  printingBlank: boolean;
  readonly blankColumns: number;
  readonly text: CardText;
  readonly renderRoot: ShadowRoot;
  readonly updateComplete: Promise<boolean>;
  act(place: ErrorPlace, action: () => void): boolean;
  rules<T>(call: () => T): T;
  changePlayers(game: Game): boolean;
  changeDice(player: number, category: CategoryId, dice: Dice): void;
  enterPoints(category: CategoryId, points: number): void;
  scratch(category: CategoryId): void;
  changeScore(player: number, category: CategoryId, points: number): void;
  renamePlayer(index: number, name: string): void;
  removePlayer(index: number): void;
  addPlayer(name: string): void;
  newGame(starter?: number): void;
}

type Handler<E = Event> = (this: Card, event: E) => void;

const seatOf = (event: Event): number => Number((event.currentTarget as HTMLElement).dataset.seat);
const valueOf = (event: Event): string => (event.currentTarget as HTMLInputElement).value;
const isOpen = (event: Event): boolean => (event.currentTarget as HTMLDetailsElement).open;

/** A refusal in the page's language, as the rules would word it. */
const refusal = (card: Card, problem: Parameters<typeof gameProblemText>[1]) =>
  new Error(gameProblemText(card.text.lang, problem));

/** Focus on a box once the update that closes its panel is done. */
function focusBox(card: Card, seat: number, category: CategoryId | undefined): void {
  void card.updateComplete.then(() => {
    const box = card.renderRoot.querySelector<HTMLElement>(
      `td[data-seat="${seat}"] > .stop[data-box="${category ?? ''}"]`,
    );
    // Focused already: a second focus() would lay the page out again for nothing.
    if (box !== card.renderRoot.activeElement) box?.focus();
  });
}

/** Points in the open box: the current player's entry, or a correction of a filled box. */
function write(card: Card, points: number): void {
  const { selected, seat } = card.draft;
  if (seat === undefined) {
    if (points) card.enterPoints(selected!, points);
    else card.scratch(selected!);
  } else {
    card.changeScore(seat, selected!, points);
    focusBox(card, seat, selected);
  }
}

// ------------------------------------------------------------------ a box's entry panel

export const onCancel: Handler<unknown> = function () {
  const { selected, seat } = this.draft;
  this.draft = draftOf.closeBox(this.draft);
  this.error = undefined;
  focusBox(this, seat ?? currentPlayer(this.game), selected);
};

export const onEntryKeydown: Handler<KeyboardEvent> = function (event) {
  if (event.key === 'Escape') onCancel.call(this, event);
};

export const onPoints: Handler = function (event) {
  this.draft = typedDraft.choosePoints(this.draft, valueOf(event));
};

export const onWritePoints: Handler = function () {
  const { selected, selectedPoints } = this.draft;
  this.act('entry', () => {
    // Nothing chosen yet: said as the rules would say a value the box cannot hold.
    if (selectedPoints === '') {
      const possible = possibleScores(rulesetOf(this.game), selected!).filter((v) => v > 0);
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
  this.act('entry', () => write(this, 0));
};

/** A correction by the dice typed in its panel. */
export const onWriteDice: Handler = function () {
  const { selected, seat } = this.draft;
  const field = this.renderRoot.querySelector<HTMLInputElement>('#fix-dice')!;
  const count = rulesetOf(this.game).dice;
  this.act('entry', () => {
    const dice = draftOf.rollOf(field.value, count);
    if (!dice) throw refusal(this, { code: 'bad-dice', expected: count });
    this.changeDice(seat!, selected!, dice);
    focusBox(this, seat!, selected);
  });
};

// ------------------------------------------------------------------ the dice typed by hand

export const onDiceInput: Handler = function (event) {
  this.draft = draftOf.typeDice(this.draft, valueOf(event));
};

export const onFace: Handler = function (event) {
  const face = Number((event.currentTarget as HTMLElement).dataset.face) as Face;
  this.draft = typedDraft.addFace(this.draft, face);
};

export const onClearDice: Handler = function () {
  this.draft = draftOf.typeDice(this.draft, '');
};

export const onExtra: Handler = function (event) {
  this.draft = typedDraft.setExtra(this.draft, (event.currentTarget as HTMLInputElement).checked);
};

export const onExtraFace: Handler = function (event) {
  this.draft = typedDraft.chooseFace(this.draft, Number(valueOf(event)));
};

// ------------------------------------------------------------------ the players' seats

export const onRename: Handler = function (event) {
  const seat = seatOf(event);
  this.act(`name-${seat}`, () => this.renamePlayer(seat, valueOf(event)));
  // The field shows the name kept: a refused or cleaned one goes.
  (event.currentTarget as HTMLInputElement).value = this.game.players[seat]!;
};

export const onMove: Handler = function (event) {
  const to = Number((event.currentTarget as HTMLElement).dataset.to);
  this.act('players', () =>
    this.changePlayers(this.rules(() => movePlayer(this.game, seatOf(event), to))),
  );
};

export const onRemove: Handler = function (event) {
  this.act('players', () => this.removePlayer(seatOf(event)));
};

export const onStarter: Handler = function (event) {
  this.act('players', () =>
    this.changePlayers(this.rules(() => setStarter(this.game, seatOf(event)))),
  );
  // Not kept (another tab saved first): the click checked a radio the game does not say.
  const starter =
    this.renderRoot.querySelectorAll<HTMLInputElement>('[name=starter]')[this.game.starter];
  if (starter) starter.checked = true;
};

export const onPlayersToggle: Handler = function (event) {
  this.playersOpen = isOpen(event);
};

export const onNewName: Handler = function (event) {
  this.newPlayerName = valueOf(event);
};

// No <form>: a sandboxed iframe without allow-forms blocks submit, and CMS pages embed such frames.
export const onAdd: Handler<unknown> = function () {
  if (this.act('players', () => this.addPlayer(this.newPlayerName))) this.newPlayerName = '';
};

export const onNewNameKeydown: Handler<KeyboardEvent> = function (event) {
  if (event.key === 'Enter' && !event.isComposing && !event.repeat) onAdd.call(this, event);
};

// ------------------------------------------------------------------ the history, the game's end

export const onHistoryToggle: Handler = function (event) {
  this.historyOpen = isOpen(event);
};

export const onNextStarter: Handler = function (event) {
  this.nextStarter = Number(valueOf(event));
};

export const onNewGame: Handler = function () {
  this.act('new-game', () => this.newGame(this.nextTable ? undefined : this.nextStarter));
};

// ------------------------------------------------------------------ the blank sheet

export const onBlankCount: Handler = function (event) {
  const value = Math.round(Number(valueOf(event)));
  this.blankCount = Number.isFinite(value)
    ? Math.min(Math.max(value, 1), playerLimits.maxPlayers)
    : 0;
  // The field shows the count kept: a cleaned or clamped one.
  (event.currentTarget as HTMLInputElement).value = `${this.blankColumns}`;
};

export const onPrintBlank: Handler = async function () {
  const { printOnly } = await printing();
  this.printingBlank = true;
  await this.updateComplete;
  try {
    await printOnly(this, { landscape: this.blankColumns > 6 });
  } finally {
    this.printingBlank = false;
  }
};
