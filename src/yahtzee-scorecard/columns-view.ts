// The sheet of a game in columns (Yam's, Triple Yahtzee): each player's columns grouped under the
// player's name, each headed by its direction, its totals under it, and the player's grand total.
// A file of its own, loaded only for such a game: a one-column card never downloads it.
import { css, html, nothing, type TemplateResult } from 'lit';
import type { ColumnNames } from '../i18n/columns.js';
import type { Dice } from '../rules/dice.js';
import { rulesetOf, sheetOf, type Game } from '../rules/game.js';
import type { CategoryId, Column, Ruleset, TotalLine } from '../rules/rulesets.js';
import { openBoxes, type Placement, type Sheet } from '../rules/sheet.js';
import type { SheetTotals } from '../rules/totals.js';
import type { DrawnColumns } from './column-window.js';
import { columnName } from './extras.js';
import { headerMark } from './sheet-view.js';
import type { CardText } from './text.js';

/** A box of a column, and whose (undefined: the current player's). */
export interface ColumnBox {
  category: CategoryId;
  column: string;
  seat?: number | undefined;
}

export interface ColumnsSheetInput {
  text: CardText;
  /** The column names in the page's language (src/i18n/columns.ts: the later file has them). */
  words: ColumnNames;
  game: Game;
  /** Each player's totals (the card's `totals`), seat by seat. */
  totals: readonly SheetTotals[];
  /** The seat whose turn it is (-1: none, the game is over). */
  player: number;
  winners: readonly number[];
  /** Where the roll on offer may go, box and column; undefined while there is none. */
  placements?: readonly Placement[] | undefined;
  /** The dice of those placements (none for an extra Yahtzee known by its face). */
  dice?: Dice | undefined;
  /** The box whose entry panel is open, and that panel. */
  selected?: ColumnBox | undefined;
  entry?: TemplateResult | undefined;
  /** The players drawn, when not all are (a big table draws the groups in view): seats are groups. */
  drawn?: DrawnColumns | undefined;
}

export interface ColumnsSheetCallbacks {
  /** A place of the roll on offer: writes it there (`data-place`, `data-column`, `data-dice`). */
  onPlace: (event: Event) => void;
  /** An open box with no roll on offer, or a filled box: its entry panel (`data-box`, `data-column`). */
  onCell?: ((event: Event) => void) | undefined;
}

/** The arrow of a column's order; a column in any order has one only beside columns that have one. */
function direction(ruleset: Ruleset, column: Column): string {
  if (column.order !== 'any') return column.order === 'down' ? '↓' : '↑';
  const directed = ruleset.columns.some((c) => c.order !== 'any');
  return directed && !column.firstRollOnly ? '↕' : '';
}

/** A column's arrow over its name; with no arrow (×2, Sèche), its name alone in the arrow's place. */
function columnHead(words: ColumnNames, ruleset: Ruleset, column: Column) {
  const arrow = direction(ruleset, column);
  const name = columnName(words, column.id);
  return arrow
    ? html`<span class="direction" aria-hidden="true">${arrow}</span>
        <span class="column-name">${name}</span>`
    : html`<span class="column-name alone">${name}</span>`;
}

/**
 * A column's width while only the players in view are drawn (the table's layout is fixed then):
 * room for its head, about 0.33 rem a letter at its size (0.46 alone, larger), and for its share
 * of the longest name (the window's --_column).
 */
function columnWidth(words: ColumnNames, ruleset: Ruleset, column: Column): string {
  // Its longest word: a name without arrow wraps at its spaces, on the arrow's line and its own.
  const letters = Math.max(
    ...columnName(words, column.id)
      .split(' ')
      .map((w) => [...w].length),
  );
  const head = letters * (direction(ruleset, column) ? 0.33 : 0.46) + 0.5;
  const span = ruleset.columns.length;
  // At least a 44 px button and a group's 2 px line: Chrome widens a column for its content.
  return `width:max(${Math.max(3, head).toFixed(2)}rem,var(--_column)/${span})`;
}

/** A column not yet begun. */
const blank: Sheet = { scores: {}, yahtzeeBonus: 0 };

export function columnsSheetView(
  input: ColumnsSheetInput,
  on: ColumnsSheetCallbacks,
): TemplateResult {
  const { text, game } = input;
  const { m } = text;
  const ruleset = rulesetOf(game);
  const { columns } = ruleset;
  const names = game.players;
  const width = 1 + names.length * columns.length;
  const { totals, drawn } = input;
  // Each player drawn, left to right; each run left out as one empty cell as wide as its columns.
  const eachPlayer = (draw: (seat: number) => unknown) =>
    (drawn?.seats ?? [...names.keys()]).map((seat) =>
      seat < 0 ? drawn!.gap?.(-seat) : draw(seat),
    );
  // Each drawn player's columns, left to right, as `draw` draws a cell of them.
  const eachColumn = (draw: (seat: number, column: Column, index: number) => unknown) =>
    eachPlayer((seat) => columns.map((column, index) => draw(seat, column, index)));
  const widths = drawn && columns.map((column) => columnWidth(input.words, ruleset, column));
  const boxRow = (category: CategoryId) => html`
    <tr data-category=${category}>
      <th scope="row">${text.box(category)}</th>
      ${eachColumn((seat, column, index) => cell(input, on, ruleset, category, seat, column, index))}
    </tr>
    ${
      input.selected?.category === category && input.entry
        ? html`<tr class="entry-row">
            <td colspan=${width}>${input.entry}</td>
          </tr>`
        : nothing
    }
  `;
  const totalRow = totalRows(input, ruleset, totals, eachColumn);
  return html`
    <table
      part="table"
      class="sheet columns ${drawn ? 'windowed' : ''}"
      .style=${drawn?.style ?? ''}
      aria-colcount=${drawn ? width : nothing}
    >
      <caption>
        ${m.caption}
      </caption>
      <colgroup>
        <col style=${drawn ? 'width:5.5rem' : nothing} />
      </colgroup>
      ${names.map(
        () =>
          html`<colgroup span=${columns.length}>
            ${widths?.map((style) => html`<col style=${style} />`)}
          </colgroup>`,
      )}
      <thead>
        <tr>
          <th scope="col" rowspan="2">${m.box}</th>
          ${eachPlayer((seat) => header(input, names[seat]!, seat, columns.length))}
        </tr>
        <tr class="column-heads">
          ${eachColumn(
            (seat, column, index) =>
              html`<th
                scope="col"
                class=${index ? '' : 'first'}
                aria-colindex=${colIndex(input, seat, index)}
              >
                ${columnHead(input.words, ruleset, column)}
              </th>`,
          )}
        </tr>
      </thead>
      <tbody>
        ${ruleset.upperCategories.map(boxRow)} ${ruleset.upperLines.map(totalRow)}
      </tbody>
      <tbody>
        ${ruleset.lowerCategories.map(boxRow)}
        ${ruleset.lowerLines.filter((line) => line !== 'total').map(totalRow)} ${totalRow('total')}
      </tbody>
      <tbody>
        <tr class="total-row grand">
          <th scope="row">${m.grandTotal}</th>
          ${eachPlayer(
            (seat) =>
              html`<td
                part="total"
                class="total player-total ${input.winners.includes(seat) ? 'winner' : ''}"
                colspan=${columns.length}
                data-seat=${seat}
                aria-colindex=${colIndex(input, seat, 0)}
              >
                ${text.n(totals[seat]!.total)}
              </td>`,
          )}
        </tr>
      </tbody>
    </table>
  `;
}

/** A cell's column in the whole table, for screen readers, when not every player is drawn. */
const colIndex = (input: ColumnsSheetInput, seat: number, index: number) =>
  input.drawn ? 2 + seat * rulesetOf(input.game).columns.length + index : nothing;

/** A player's name over their columns, with the turn and winner marks. */
function header(input: ColumnsSheetInput, name: string, seat: number, span: number) {
  const { m } = input.text;
  const current = seat === input.player;
  const winner = input.winners.includes(seat);
  return html`<th
    scope="colgroup"
    colspan=${span}
    class="player ${current ? 'current' : ''} ${winner ? 'winner' : ''}"
    data-seat=${seat}
    aria-colindex=${colIndex(input, seat, 0)}
  >
    <span class="name">${name}</span>
    ${headerMark(m, current, winner)}
  </th>`;
}

/**
 * The column lines of the pad (the five-of-a-kind bonus only where it pays), each column's total
 * after its multiplier last; the grand total is the player's, under all their columns.
 */
function totalRows(
  input: ColumnsSheetInput,
  ruleset: Ruleset,
  totals: readonly SheetTotals[],
  eachColumn: (draw: (seat: number, column: Column, index: number) => unknown) => unknown,
) {
  const { text } = input;
  const { m, n } = text;
  const labels: Record<TotalLine, string> = {
    upper: m.upperSum,
    upperBonus: m.upperBonus(n(ruleset.upperBonus), n(ruleset.upperBonusThreshold)),
    upperTotal: m.upperTotal,
    lower: m.lowerSum,
    yahtzeeBonus: m.yahtzeeBonus(text.box(ruleset.fiveOfAKind), n(ruleset.yahtzeeBonus)),
    lowerTotal: m.lowerTotal,
    total: input.words.columnTotal,
  };
  return (line: TotalLine) =>
    line === 'yahtzeeBonus' && ruleset.yahtzeeBonus === 0
      ? nothing
      : html`<tr class="total-row ${line === 'total' ? 'column-total' : ''}">
          <th scope="row">${labels[line]}</th>
          ${eachColumn(
            (seat, _, index) =>
              html`<td
                part="total"
                class="total ${index ? '' : 'first'}"
                data-seat=${seat}
                aria-colindex=${colIndex(input, seat, index)}
              >
                ${n(totals[seat]!.columns[index]![line])}
              </td>`,
          )}
        </tr>`;
}

/** A box of a player's column: its score, a place of the roll, an open box, or empty. */
function cell(
  input: ColumnsSheetInput,
  on: ColumnsSheetCallbacks,
  ruleset: Ruleset,
  category: CategoryId,
  seat: number,
  column: Column,
  index: number,
): TemplateResult {
  const { text, game } = input;
  const sheet = sheetOf(game, seat);
  // Its part of the sheet, as the rules' parts() gives it, for the boxes its order opens.
  const part = {
    column,
    part: ruleset.columns.length > 1 ? (sheet.columns?.[column.id] ?? blank) : sheet,
  };
  const { scores } = part.part;
  const score = scores[category];
  const current = seat === input.player;
  // "Anna, Descendante": the cell's player and column, in the words the one-column sheet uses.
  const who = `${game.players[seat]!}, ${columnName(input.words, column.id)}`;
  const { selected } = input;
  const open =
    selected?.category === category &&
    selected.column === column.id &&
    (selected.seat ?? input.player) === seat;
  // A filled box of anyone (its correction), or an open box of the current player (its panel).
  const panelButton = (filled: boolean, label: string, content: unknown) =>
    html`<button
      part=${filled ? nothing : 'cell-button'}
      type="button"
      class="${filled ? 'filled' : 'cell'} stop ${open && !filled ? 'selected' : ''}"
      data-box=${category}
      data-column=${column.id}
      aria-label=${label}
      aria-expanded=${open}
      @click=${on.onCell}
      @keydown=${onKeydown}
    >
      ${content}
    </button>`;
  const place = current
    ? input.placements?.find((p) => p.category === category && p.column === column.id)
    : undefined;
  let content: TemplateResult | typeof nothing = nothing;
  // The current player's empty box that the column's order (or the roll) does not open now.
  let state = score !== undefined ? 'filled' : current ? 'closed' : 'idle';
  if (score !== undefined) {
    const points = text.n(score);
    content = panelButton(true, text.m.cellFilled(who, text.box(category), points), points);
  } else if (place) {
    state = 'open';
    content = html`<button
      part="cell-button"
      type="button"
      class="cell place-cell stop ${place.points + place.bonus === 0 ? 'zero' : ''}"
      data-place=${category}
      data-column=${column.id}
      data-points=${place.points}
      data-bonus=${place.bonus}
      data-dice=${input.dice?.join(' ') ?? ''}
      aria-label=${text.m.cellScore(who, text.box(category), text.n(place.points), text.bonus(place.bonus))}
      @click=${on.onPlace}
      @keydown=${onKeydown}
    >
      <span class="preview">${text.n(place.points)}</span>
    </button>`;
  } else if (current && !input.placements && openBoxes(ruleset, part).includes(category)) {
    state = 'open';
    content = panelButton(false, text.m.cellOpen(who, text.box(category)), nothing);
  }
  return html`<td
    part="cell"
    class="cell-td ${state} ${index ? '' : 'first'}"
    data-seat=${seat}
    data-column=${column.id}
    aria-colindex=${colIndex(input, seat, index)}
  >
    ${content}
  </td>`;
}

/**
 * The arrow keys move among the sheet's buttons: left and right along a box's row, up and down a
 * player's column. The card keeps one of them a tab stop (its roving focus over `.stop`).
 */
function onKeydown(event: KeyboardEvent): void {
  const step = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -1, ArrowDown: 1 }[event.key];
  if (!step || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  const from = event.currentTarget as HTMLElement;
  const td = from.parentElement!;
  const across = event.key === 'ArrowLeft' || event.key === 'ArrowRight';
  const line = across
    ? td.parentElement!.querySelectorAll<HTMLElement>('td > .stop')
    : td
        .closest('table')!
        .querySelectorAll<HTMLElement>(
          `td[data-seat="${td.dataset.seat}"][data-column="${td.dataset.column}"] > .stop`,
        );
  const items = [...line];
  const to = items[items.indexOf(from) + step];
  // At the ends the focus stays, and the key still does not scroll the page.
  event.preventDefault();
  to?.focus();
}

/** Adopted with the view, after the card's own styles. */
export const columnsStyles = css`
  /* The places of a roll are the boxes themselves: the roll's own list of places is not shown. */
  .base:has(table.columns) .placements,
  .base:has(table.columns) .visually-hidden:has(+ .placements) {
    display: none;
  }
  /* A player's columns are one group: a strong line before each player's first column. */
  .columns .first,
  .columns th.player {
    border-inline-start: 2px solid var(--_border);
  }
  .columns th,
  .columns td {
    min-width: 2.75rem;
  }
  .columns th.player {
    max-width: none;
    text-align: center;
  }
  /* The second header row: not the sticky corner, whatever its place in the row. */
  .columns .column-heads th {
    position: static;
    height: auto;
    min-width: 2.75rem;
    max-width: none;
    vertical-align: bottom;
    padding-inline: 0.125rem;
    text-align: center;
    font-size: 1em;
    font-weight: 600;
    line-height: 1.1;
    border-inline-end: 0;
  }
  .direction {
    display: block;
    font-size: 1.25em;
  }
  .column-name {
    display: block;
    font-size: 0.6875em;
    white-space: nowrap;
  }
  .column-name.alone {
    font-size: 0.875em;
    white-space: normal;
  }
  /* The current player's box whose turn has not come in its column: nothing to tap, a faint tint. */
  .columns td.closed {
    background: color-mix(in srgb, var(--_border) 8%, transparent);
  }
  .columns .column-total > * {
    font-weight: 700;
  }
  .columns .player-total {
    font-size: 1.1em;
  }
`;
