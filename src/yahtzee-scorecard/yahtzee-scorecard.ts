import { html, nothing, type TemplateResult } from 'lit';
import { problemText } from '../i18n/problems.js';
import { define } from '../internal/define.js';
import { noticeTemplate } from '../internal/notice.js';
import { RovingFocus } from '../internal/roving-focus.js';
import { theme } from '../internal/theme.styles.js';
import {
  canEnterExtraYahtzee,
  currentPlayer,
  isOver,
  movePlayer,
  rulesetOf,
  setStarter,
  standings,
} from '../rules/game.js';
import type { Face } from '../rules/dice.js';
import type { CategoryId } from '../rules/rulesets.js';
import { possibleScores } from '../rules/scoring.js';
import type { Placement } from '../rules/sheet.js';
import { blankSheetView, type BlankSheetCallbacks } from './blank-sheet-view.js';
import * as draftOf from './draft.js';
import { entryView, type EntryCallbacks } from './entry-view.js';
import { errorLine, type ErrorPlace } from './errors.js';
import { gameOverView, lastGameView, type GameOverCallbacks } from './game-over-view.js';
import { historyView } from './history-view.js';
import { playersView, type PlayersCallbacks } from './players-view.js';
import { printOnly } from './print.js';
import { printStyles } from './print.styles.js';
import { rollView, type RollCallbacks } from './roll-view.js';
import { ScorecardGame, maxPlayers } from './scorecard-game.js';
import { sheetView, type SheetCallbacks } from './sheet-view.js';
import type { CardText } from './text.js';
import { styles } from './yahtzee-scorecard.styles.js';

export { maxPlayers };
export type {
  GameOverDetail,
  PlayersChangeDetail,
  ScoreChangeDetail,
  TurnChangeDetail,
} from '../events.js';

declare global {
  interface HTMLElementTagNameMap {
    'yahtzee-scorecard': YahtzeeScorecard;
  }
}

const seatOf = (event: Event): number => Number((event.currentTarget as HTMLElement).dataset.seat);
const valueOf = (event: Event): string =>
  (event.currentTarget as HTMLInputElement | HTMLSelectElement).value;

/**
 * The score pad for a whole table: one column per player, every line of the paper pad, the rules
 * of Yahtzee or Yatzy enforced, totals and bonuses computed, and the game kept on the device.
 *
 * @summary A Yahtzee / Yatzy score card that knows the rules and keeps the game in localStorage.
 *
 * @event {CustomEvent<ScoreChangeDetail>} score-change - A box was written: `{ player, category, points, bonus, totals }`.
 * @event {CustomEvent<TurnChangeDetail>} turn-change - The turn passed (after an entry, an undo or a new game): `{ player, round }`.
 * @event {CustomEvent<PlayersChangeDetail>} players-change - Players were added, removed, renamed or reordered: `{ players }`.
 * @event {CustomEvent<GameOverDetail>} game-over - Every box of every player is filled: `{ standings, winners }`.
 *
 * @csspart base - The wrapper.
 * @csspart turn - The line that says the round and whose turn it is.
 * @csspart notice - A storage notice.
 * @csspart scroller - The box that scrolls the table sideways on a narrow screen.
 * @csspart table - The score table.
 * @csspart cell - A box of a player.
 * @csspart cell-button - The button in an open box of the player whose turn it is.
 * @csspart total - A totals cell.
 * @csspart button - Every other button (dice faces, write, undo, print, players).
 * @csspart primary-button - The buttons that write the roll or start a new game (also `button`).
 * @csspart field - Every text field and drop-down.
 * @csspart error - An error message, next to the control it is about.
 *
 * @cssprop [--yw-accent=#1d4ed8] - The buttons that write the roll, the current player, focus rings (dark: `#8ab4f8`).
 * @cssprop [--yw-on-accent=#fff] - Text on the accent colour (dark: `#0b1020`).
 * @cssprop [--yw-text=currentColor] - Text colour: the page's own (dark: `CanvasText`).
 * @cssprop [--yw-surface=Canvas] - Background of the element, its fields, buttons and table (`Canvas` follows the colour scheme).
 * @cssprop [--yw-border=GrayText] - Lines of the table, borders of fields and buttons.
 * @cssprop [--yw-radius=0.5rem] - Corner radius of fields, buttons and panels.
 * @cssprop [--yw-error=#b3261e] - Errors and the storage notice (dark: `#f2b8b5`).
 */
export class YahtzeeScorecard extends ScorecardGame {
  static override styles = [theme, styles, printStyles];

  /** The seat whose column was last scrolled into view. */
  private scrolledToSeat: number | undefined;

  private readonly roving = new RovingFocus(this, {
    items: () => [...this.renderRoot.querySelectorAll<HTMLElement>('table.sheet button.cell')],
    key: (cell) => cell.dataset.box ?? '',
  });

  // Each view gets its handlers by name; Lit calls them with the element as `this`.
  private readonly sheetCallbacks: SheetCallbacks = {
    onCell: this.handleCell,
    onCellKeydown: this.handleCellKeydown,
    onNameToggle: this.handleNameToggle,
  };
  private readonly rollCallbacks: RollCallbacks = {
    onDiceInput: this.handleDiceInput,
    onFace: this.handleFace,
    onClearDice: this.handleClearDice,
    onExtra: this.handleExtra,
    onExtraFace: this.handleExtraFace,
    onPlace: this.handlePlace,
  };
  private readonly entryCallbacks: EntryCallbacks = {
    onKeydown: this.handleKeydown,
    onWriteRoll: this.handleWriteRoll,
    onPoints: this.handlePoints,
    onWritePoints: this.handleWritePoints,
    onScratch: this.handleScratch,
    onCancel: this.handleCancel,
  };
  private readonly playersCallbacks: PlayersCallbacks = {
    onRename: this.handleRename,
    onMove: this.handleMove,
    onRemove: this.handleRemove,
    onStarter: this.handleStarter,
    onNewName: this.handleNewName,
    onNewNameKeydown: this.handleNewNameKeydown,
    onAdd: this.handleAdd,
  };
  private readonly gameOverCallbacks: GameOverCallbacks = {
    onNextStarter: this.handleNextStarter,
    onNewGame: this.handleNewGame,
  };
  private readonly blankSheetCallbacks: BlankSheetCallbacks = {
    onBlankCount: this.handleBlankCount,
    onPrintBlank: this.handlePrintBlank,
  };

  override render(): TemplateResult {
    const text = this.text;
    const game = (this.shownGame = this.currentGame);
    const ruleset = rulesetOf(game);
    const over = isOver(game);
    const player = currentPlayer(game);
    const placements = over ? undefined : this.rollPlacements(game);
    const offered = this.offeredRoll();
    return html`
      <div part="base" class="base ${this.printingBlank ? 'printing-blank' : ''}">
        ${noticeTemplate(this.pageLanguage, this.storage.notice)}
        ${
          // At game over the game-over panel says so, once.
          over
            ? nothing
            : html`<p part="turn" class="turn">
                ${text.m.turn(
                  text.n(this.round),
                  text.n(ruleset.categories.length),
                  game.players[player]!,
                )}
              </p>`
        }
        ${this.nextTable ? html`<p class="next-table">${this.nextTableText(this.nextTable)}</p>` : nothing}
        ${
          over
            ? gameOverView(
                {
                  text,
                  game,
                  picked: !!this.nextTable,
                  nextStarter: this.nextStarter,
                  error: this.error,
                },
                this.gameOverCallbacks,
              )
            : rollView(
                {
                  text,
                  ruleset,
                  linked: this.links.roller !== null,
                  rollerRoll: this.links.roll(ruleset.dice),
                  draft: this.draft,
                  canExtra: canEnterExtraYahtzee(game),
                  placements,
                  dice: offered?.dice,
                  error: this.error,
                },
                this.rollCallbacks,
              )
        }
        ${this.finishedGame && game.moves.length === 0 ? lastGameView(text, this.finishedGame) : nothing}
        <div class="scroller" part="scroller">
          ${sheetView(
            {
              text,
              game,
              ruleset,
              player,
              winners: over ? standings(game).winners : [],
              preview: new Map((placements ?? []).map((p) => [p.category, p])),
              selected: over ? undefined : this.draft.selected,
              entry: this.renderEntry(text, placements),
              fullNames: this.fullNames,
            },
            this.sheetCallbacks,
          )}
        </div>
        <div class="actions">
          <button
            part="button"
            type="button"
            class="undo"
            ?disabled=${game.moves.length === 0}
            @click=${this.handleUndo}
          >
            ${text.m.undo}
          </button>
          <button part="button" type="button" class="print" @click=${this.handlePrint}>
            ${text.m.print}
          </button>
        </div>
        ${this.undoneMove ? html`<p class="undone">${text.undone(this.undoneMove, game.players)}</p>` : nothing}
        ${errorLine(this.error, 'undo')}
        ${playersView(
          { text, game, newPlayerName: this.newPlayerName, error: this.error },
          this.playersCallbacks,
        )}
        ${historyView(text, game)}
        ${blankSheetView(text, this.blankCount || game.players.length, this.blankSheetCallbacks)}
        ${
          this.printingBlank
            ? sheetView(
                {
                  text,
                  game,
                  ruleset,
                  blankPlayers: this.blankCount || game.players.length,
                  player: -1,
                  winners: [],
                  preview: new Map(),
                  fullNames: this.fullNames,
                },
                this.sheetCallbacks,
              )
            : nothing
        }
        <p class="visually-hidden" role="status" aria-live="polite">${this.announcement}</p>
      </div>
    `;
  }

  protected override updated(): void {
    this.scrollToCurrentPlayer();
  }

  private renderEntry(
    text: CardText,
    placements: readonly Placement[] | undefined,
  ): TemplateResult | undefined {
    const category = this.draft.selected;
    if (!category) return undefined;
    const game = this.currentGame;
    const option = placements?.find((placement) => placement.category === category);
    return entryView(
      {
        text,
        name: game.players[currentPlayer(game)]!,
        category,
        // One way to write 0: Scratch. The roll's button and the list offer only points.
        scores: option && option.points + option.bonus > 0 ? option : undefined,
        dice: this.offeredRoll()?.dice,
        values: possibleScores(rulesetOf(game), category).filter((value) => value > 0),
        selectedPoints: this.draft.selectedPoints,
        error: this.error,
      },
      this.entryCallbacks,
    );
  }

  /** When the turn passes, the current player's column scrolls into view (sideways only). */
  private scrollToCurrentPlayer(): void {
    const seat = currentPlayer(this.currentGame);
    if (seat === this.scrolledToSeat) return;
    this.scrolledToSeat = seat;
    const scroller = this.renderRoot.querySelector<HTMLElement>('.scroller');
    const column = scroller?.querySelector<HTMLElement>('table.sheet thead th.current');
    const boxes = scroller?.querySelector<HTMLElement>('table.sheet thead th');
    if (!scroller || !column || !boxes) return;
    // A little room beyond the column, so its edge is not hidden under the scroller's edge.
    const room = 8;
    const start = column.offsetLeft - boxes.offsetWidth - room;
    const end = column.offsetLeft + column.offsetWidth - scroller.clientWidth + room;
    // scrollLeft, not scrollIntoView: the page itself must not jump.
    if (scroller.scrollLeft > start) scroller.scrollLeft = start;
    else if (scroller.scrollLeft < end) scroller.scrollLeft = end;
  }

  /** Runs a user's action; a refusal shows next to the control. */
  private act(place: ErrorPlace, action: () => void): boolean {
    // Both clicks of a double click land before the next render: the second must not write the
    // same roll for the next player. A control only acts on the game it was drawn for.
    if (this.game !== this.shownGame) return false;
    try {
      action();
      this.error = undefined;
      return true;
    } catch (error) {
      this.error = { place, message: error instanceof Error ? error.message : String(error) };
      return false;
    }
  }

  // ------------------------------------------------------------------ the roll

  private handleDiceInput(event: Event): void {
    this.draft = draftOf.typeDice(this.draft, valueOf(event));
  }

  private handleFace(event: Event): void {
    const face = Number((event.currentTarget as HTMLElement).dataset.face) as Face;
    this.draft = draftOf.addFace(this.draft, face);
  }

  private handleClearDice(): void {
    this.draft = draftOf.typeDice(this.draft, '');
  }

  private handleExtra(event: Event): void {
    this.draft = draftOf.setExtra(this.draft, (event.currentTarget as HTMLInputElement).checked);
  }

  private handleExtraFace(event: Event): void {
    this.draft = draftOf.chooseFace(this.draft, Number(valueOf(event)));
  }

  /** A placement or the entry panel's roll button: writes the roll as it was drawn there. */
  private handlePlace(event: Event): void {
    const { place, dice } = (event.currentTarget as HTMLElement).dataset;
    const where = this.draft.selected === place ? 'entry' : 'roll';
    this.act(where, () => this.writeRoll(place as CategoryId, dice ?? ''));
  }

  // ------------------------------------------------------------------ a box's entry panel

  private handleCell(event: Event): void {
    this.draft = draftOf.openBox(
      this.draft,
      (event.currentTarget as HTMLElement).dataset.box as CategoryId,
    );
    this.error = undefined;
    this.focusAfterRender('#entry-heading');
  }

  private handleCellKeydown(event: KeyboardEvent): void {
    this.roving.handleKeydown(event);
  }

  private handleNameToggle(event: Event): void {
    const seat = seatOf(event);
    const shown = new Set(this.fullNames);
    if (!shown.delete(seat)) shown.add(seat);
    this.fullNames = shown;
  }

  private handleKeydown(event: KeyboardEvent): void {
    if (event.key === 'Escape') this.handleCancel();
  }

  private handleWriteRoll(event: Event): void {
    this.handlePlace(event);
  }

  private handlePoints(event: Event): void {
    this.draft = draftOf.choosePoints(this.draft, valueOf(event));
  }

  private handleWritePoints(): void {
    const { selected, selectedPoints } = this.draft;
    this.act('entry', () => {
      // Nothing chosen yet: said as the rules would say a value the box cannot hold.
      if (selectedPoints === '') {
        const possible = possibleScores(rulesetOf(this.currentGame), selected!).filter(
          (v) => v > 0,
        );
        throw new Error(
          problemText(this.pageLanguage, {
            code: 'impossible-points',
            category: selected!,
            points: '–',
            possible,
          }),
        );
      }
      this.enterPoints(selected!, Number(selectedPoints));
    });
  }

  private handleScratch(): void {
    this.act('entry', () => this.scratch(this.draft.selected!));
  }

  private handleCancel(): void {
    const category = this.draft.selected;
    this.draft = draftOf.closeBox(this.draft);
    this.error = undefined;
    this.focusAfterRender(`button[data-box="${category ?? ''}"]`);
  }

  // ------------------------------------------------------------------ players

  private handleRename(event: Event): void {
    const seat = seatOf(event);
    this.act(`name-${seat}`, () => this.renamePlayer(seat, valueOf(event)));
  }

  private handleMove(event: Event): void {
    const to = Number((event.currentTarget as HTMLElement).dataset.to);
    this.act('players', () =>
      this.changePlayers(this.rules(() => movePlayer(this.currentGame, seatOf(event), to))),
    );
  }

  private handleRemove(event: Event): void {
    this.act('players', () => this.removePlayer(seatOf(event)));
  }

  private handleStarter(event: Event): void {
    this.act('players', () =>
      this.changePlayers(this.rules(() => setStarter(this.currentGame, seatOf(event)))),
    );
  }

  private handleNewName(event: Event): void {
    this.newPlayerName = valueOf(event);
  }

  private handleNewNameKeydown(event: KeyboardEvent): void {
    if (event.key === 'Enter' && !event.isComposing && !event.repeat) this.handleAdd();
  }

  // No <form>: a sandboxed iframe without allow-forms blocks submit, and CMS pages embed such frames.
  private handleAdd(): void {
    if (this.act('players', () => this.addPlayer(this.newPlayerName))) this.newPlayerName = '';
  }

  // ------------------------------------------------------------------ the game's end, undo, print

  private handleNextStarter(event: Event): void {
    this.nextStarter = Number(valueOf(event));
  }

  private handleNewGame(): void {
    this.act('new-game', () => this.newGame(this.nextTable ? undefined : this.nextStarter));
  }

  private handleUndo(): void {
    this.act('undo', () => this.undo());
  }

  private handlePrint(): void {
    void printOnly(this, { landscape: this.currentGame.players.length > 6 });
  }

  private handleBlankCount(event: Event): void {
    const value = Math.round(Number(valueOf(event)));
    this.blankCount = Number.isFinite(value) ? Math.min(Math.max(value, 1), maxPlayers) : 0;
  }

  private async handlePrintBlank(): Promise<void> {
    this.printingBlank = true;
    await this.updateComplete;
    try {
      await printOnly(this, {
        landscape: (this.blankCount || this.currentGame.players.length) > 6,
      });
    } finally {
      this.printingBlank = false;
    }
  }
}

define('yahtzee-scorecard', YahtzeeScorecard);
