// The score sheet: a real table, one column per player, every line of the pad.
import { html, nothing, type TemplateResult } from 'lit';
import { defaultPlayer } from '../i18n/default-player.js';
import { playerTotals, sheetOf, yahtzeeBonusMarks, type Game } from '../rules/game.js';
import type { CategoryId, Ruleset, TotalLine } from '../rules/rulesets.js';
import type { Placement } from '../rules/sheet.js';
import type { Totals } from '../rules/totals.js';
import type { DrawnColumns } from './column-window.js';
import type { CardText } from './text.js';

export interface SheetInput {
  text: CardText;
  game: Game;
  ruleset: Ruleset;
  /** Players to draw for a blank sheet; the game's columns when absent. */
  blankPlayers?: number;
  /** The seat whose turn it is (-1: none, or a blank sheet). */
  player: number;
  winners: readonly number[];
  /** What the roll on offer would score in each open box of the current player. */
  preview: ReadonlyMap<CategoryId, Placement>;
  /** The box whose entry panel is open, and that panel. */
  selected?: CategoryId;
  /** The seat whose filled box is being corrected there; undefined: the current player's. */
  seat?: number;
  entry?: TemplateResult;
  /** Seats whose full name is shown though it is long. */
  fullNames: ReadonlySet<number>;
  /** The columns drawn, when not all are (a big table draws those in view). */
  columns?: DrawnColumns | undefined;
}

export interface SheetCallbacks {
  /**
   * A tap on a box, heard on the table. Undefined until the card's later file, with the panels a
   * tap opens, has come.
   */
  onCell?: (event: Event) => void;
  /** The boxes' keys (heard on the table). */
  onCellKeydown: (event: KeyboardEvent) => void;
  onNameToggle?: (event: Event) => void;
}

/** Tables of up to this many players draw every column; a bigger one those in view. */
export const drawEveryColumnUpTo = 20;

/**
 * Words longer than this make a column header's name a button: shown cut with an ellipsis (the
 * styles), so a column stays narrow, and whole on a tap.
 */
export const headerWordLength = 12;

/**
 * A name in a column header, which may wrap at its spaces only: a word joiner after each hyphen or
 * slash ("Dirk-Jan") keeps it whole. One text: a screen reader's name for the header keeps its
 * spaces (a space between words drawn apart was lost where the name wrapped: "AnnaMaria").
 */
export const unbroken = (text: string): string => text.replace(/[-‐–—/]/g, '$&\u2060');

export function sheetView(input: SheetInput, on: SheetCallbacks): TemplateResult {
  const { text, game, ruleset, blankPlayers } = input;
  const { m } = text;
  const blank = blankPlayers !== undefined;
  const names = blank
    ? Array.from({ length: blankPlayers }, (_, seat) => defaultPlayer(text.lang, seat + 1))
    : game.players;
  const { columns } = input;
  // Each drawn column through `draw`, each run left out as one empty cell as wide as its columns.
  const eachColumn = (draw: (seat: number) => TemplateResult) =>
    columns
      ? columns.seats.map((seat) => (seat < 0 ? columns.gap?.(-seat) : draw(seat)))
      : names.map((_, seat) => draw(seat));
  // A row of the sheet, one template: a column window's cells are one part, each another
  // template; else each cell's class and content are the row's parts.
  const row: Row = (start, part, value, label, cell, after = nothing) => {
    const window = columns?.cell;
    const seats = columns?.seats ?? [...names.keys()];
    return html(
      shape(start, part, window ? undefined : seats, !!columns),
      value,
      label,
      ...(window
        ? [eachColumn((seat) => window(part, cell(seat), seat))]
        : seats.flatMap((seat) => cell(seat))),
      after,
    );
  };
  const totalRow = totalRows(input, row, blank);
  const boxRow = (category: CategoryId) =>
    row(
      '<tr data-category=',
      'cell',
      category,
      text.box(category),
      (seat) => box(input, category, names[seat]!, seat, blank),
      // The entry panel opens right under the box that was tapped.
      !blank && input.selected === category && input.entry
        ? html`<tr class="entry-row">
            <td colspan=${names.length + 1}>${input.entry}</td>
          </tr>`
        : nothing,
    );
  return html`
    <table
      part="table"
      class="${blank ? 'blank' : 'sheet'} ${columns?.gap ? 'windowed' : ''}"
      .style=${columns?.style ?? ''}
      aria-colcount=${columns ? names.length + 1 : nothing}
      @click=${on.onCell}
      @keydown=${on.onCellKeydown}
    >
      <caption>
        ${m.caption}
      </caption>
      <thead>
        <tr>
          <th scope="col">${m.box}</th>
          ${eachColumn((seat) => header(input, on, names[seat]!, seat, blank))}
        </tr>
      </thead>
      <tbody>
        ${ruleset.upperCategories.map(boxRow)} ${ruleset.upperLines.map(totalRow)}
      </tbody>
      <tbody>
        ${ruleset.lowerCategories.map(boxRow)} ${ruleset.lowerLines.map(totalRow)}
      </tbody>
    </table>
  `;
}

/** A cell of the sheet: its class and its content. */
export type Cell = [string, unknown];

/** A row of the sheet: its start up to its attribute's value, that value, its label, its cells. */
type Row = (
  start: string,
  part: string,
  value: string,
  label: string,
  cell: (seat: number) => Cell,
  after?: unknown,
) => TemplateResult;

/**
 * The strings of a row's template, made once for each row and its columns: the cell of each of
 * `seats` (numbered for screen readers when not every column is drawn) a class and content of the
 * row's one template instance, not an instance a cell (most of a first render's work). No seats:
 * one part for the cells of a column window, which come and go.
 */
const shapes: Record<string, TemplateStringsArray> = {};
function shape(
  start: string,
  part: string,
  seats?: readonly number[],
  numbered?: boolean,
): TemplateStringsArray {
  const key = start + part + seats + numbered;
  if (!shapes[key]) {
    // Where a value goes: \0.
    let cells = seats ? '' : '\0';
    for (const seat of seats ?? []) {
      cells += `<td part="${part}" data-seat=${seat} ${numbered ? `aria-colindex=${seat + 2}` : ''} class=\0>\0</td>`;
    }
    const made = `${start}\0><th scope="row">\0</th>${cells}</tr>\0`.split('\0');
    // Lit takes a template's strings only with their raw strings, as a tagged template has them.
    shapes[key] = Object.assign(made, { raw: made });
  }
  return shapes[key];
}

/** The pad's total lines, in the order the ruleset prints them; empty on a blank sheet. */
function totalRows(input: SheetInput, row: Row, blank: boolean) {
  const { text, game, ruleset } = input;
  const { m, n } = text;
  // Only the columns drawn are added up.
  const totals: (Totals | undefined)[] = [];
  const totalsOf = (seat: number) =>
    blank ? undefined : (totals[seat] ??= playerTotals(game, seat));
  // The pad's total lines, in the order the ruleset prints them.
  const labels: Record<TotalLine, string> = {
    upper: m.upperSum,
    upperBonus: m.upperBonus(n(ruleset.upperBonus), n(ruleset.upperBonusThreshold)),
    upperTotal: m.upperTotal,
    lower: m.lowerSum,
    yahtzeeBonus: m.yahtzeeBonus(text.box(ruleset.fiveOfAKind), n(ruleset.yahtzeeBonus)),
    lowerTotal: m.lowerTotal,
    total: m.grandTotal,
  };
  const value = (line: TotalLine, t: Totals, seat: number) =>
    line === 'yahtzeeBonus'
      ? `${'✓'.repeat(yahtzeeBonusMarks(game, seat))} ${n(t.yahtzeeBonus)}`.trim()
      : n(t[line]);
  const totalRow = (line: TotalLine) => {
    const grand = line === 'total';
    return row('<tr class=', 'total', `total-row ${grand ? 'grand' : ''}`, labels[line], (seat) => {
      const t = totalsOf(seat);
      return [
        `total ${grand && input.winners.includes(seat) ? 'winner' : ''}`,
        t ? value(line, t, seat) : '',
      ];
    });
  };
  return totalRow;
}

/** A cell's column in the whole table, for screen readers, when not every column is drawn. */
const colIndex = (input: SheetInput, seat: number) => (input.columns ? seat + 2 : nothing);

/**
 * A box of a player, its class and content: its score, its button while open on the player's
 * turn, or empty. The row's height is the cell's own (see the styles), so nothing moves when a
 * button comes or goes.
 */
function box(
  input: SheetInput,
  category: CategoryId,
  name: string,
  seat: number,
  blank: boolean,
): Cell {
  const score = blank ? undefined : sheetOf(input.game, seat).scores[category];
  const current = seat === input.player;
  const option = current ? input.preview.get(category) : undefined;
  const selected =
    input.selected === category &&
    (score === undefined ? current && input.seat === undefined : input.seat === seat);
  const state = score !== undefined ? 'filled' : blank ? '' : current ? 'open' : 'idle';
  return [
    `cell-td ${state}`,
    score !== undefined
      ? filledButton(input, category, name, selected, score)
      : state === 'open'
        ? boxButton(input, category, name, option, selected)
        : nothing,
  ];
}

/** A filled box: a tap offers to correct it (any player, any round). */
function filledButton(
  input: SheetInput,
  category: CategoryId,
  name: string,
  selected: boolean,
  score: number,
): TemplateResult {
  const { text } = input;
  const points = text.n(score);
  return html`<button
    type="button"
    class="filled stop"
    data-box=${category}
    aria-label=${text.m.cellFilled(name, text.box(category), points)}
    aria-expanded=${selected}
  >
    ${points}
  </button>`;
}

/** An open box's button, on its player's turn: what the roll on offer would score there. */
function boxButton(
  input: SheetInput,
  category: CategoryId,
  name: string,
  option: Placement | undefined,
  selected: boolean,
): TemplateResult {
  const { text } = input;
  const label = option
    ? text.m.cellScore(name, text.box(category), text.n(option.points), text.bonus(option.bonus))
    : text.m.cellOpen(name, text.box(category));
  return html`<button
    part="cell-button"
    type="button"
    class="cell stop ${selected ? 'selected' : ''} ${
      option && option.points + option.bonus === 0 ? 'zero' : ''
    }"
    data-box=${category}
    aria-label=${label}
    aria-expanded=${selected}
  >
    ${option ? html`<span class="preview">${text.n(option.points)}</span>` : nothing}
  </button>`;
}

/**
 * A player's column header. A name never breaks inside a word: it wraps at spaces, and a word too
 * long for a narrow column is cut with an ellipsis; a tap shows it whole, screen readers get it whole.
 */
function header(
  input: SheetInput,
  on: SheetCallbacks,
  name: string,
  seat: number,
  blank: boolean,
): TemplateResult {
  const { m } = input.text;
  // A blank sheet has no player to play and no winners.
  const current = seat === input.player;
  const winner = input.winners.includes(seat);
  // No word longer than headerWordLength (12) letters: names are cleaned to single spaces.
  const short = !/\S{13}/u.test(name);
  const full = short || input.fullNames.has(seat);
  return html`<th
    scope="col"
    class="${current ? 'current' : ''} ${winner ? 'winner' : ''}"
    data-seat=${seat}
    aria-colindex=${colIndex(input, seat)}
  >
    ${
      short
        ? html`<span class="name">${unbroken(name)}</span>`
        : // The whole name is the button's text, its name for a screen reader; a word too long
          // for the column shows cut (the styles), until a tap shows it whole.
          html`<button
            type="button"
            class="name name-toggle ${full ? 'full' : ''}"
            aria-expanded=${full}
            data-seat=${seat}
            @click=${on.onNameToggle}
          >
            ${unbroken(name)}
          </button>`
    }
    ${blank ? nothing : headerMark(m, current, winner)}
  </th>`;
}

/**
 * A column's mark under its name, in every column of a game: "to play", hidden but where it is the
 * player's turn, so the header row keeps its height when the turn passes; at the game's end
 * "winner" in a winner's (its star is the later file's styles'), the others' hidden, so the table
 * does not move then either.
 */
export const headerMark = (m: CardText['m'], current: boolean, winner: boolean): TemplateResult =>
  html`<span class="${winner ? 'winner' : 'turn'}-mark ${current ? '' : 'idle'}"
    >${winner ? m.winnerMark : m.yourTurn}</span
  >`;
