import { css } from 'lit';

/**
 * Printed, the card is a clean score sheet: the table alone (the blank one while a blank sheet
 * prints), black lines, every column on the paper. Print media only: the screen never changes.
 */
export const printStyles = css`
  @media print {
    /* Only the table being printed and what holds it: no turn line, no controls, no notices. */
    .base:not(.printing-blank) :not(table.sheet, table.sheet *, :has(table.sheet)),
    .printing-blank :not(table.blank, table.blank *, :has(table.blank)) {
      display: none !important;
    }

    /* The same where :has() is unknown (that rule is then dropped), and inside the table. */
    .turn,
    .roll,
    .entry,
    section,
    .actions,
    details,
    .blank-controls,
    .notice,
    .error,
    .entry-row,
    button:not(.name-toggle, .filled),
    input,
    select,
    label,
    .preview,
    .turn-mark {
      display: none !important;
    }

    /* Printed from the card's own buttons: the page around it is not printed (see print.ts). */
    :host([data-yw-print]) {
      font-size: 11pt;
    }

    .base {
      color: #000;
    }

    .scroller {
      overflow: visible;
      max-width: none;
    }

    table {
      width: 100%;
      table-layout: fixed;
      border-collapse: collapse;
      background: none;
      color: #000;
      break-inside: avoid;
    }

    th,
    td {
      border: 1px solid #000;
      min-width: 0;
      max-width: none;
      height: 7.5mm;
      padding: 0.5mm 1mm;
    }

    th[scope='row'],
    thead th:first-child {
      position: static;
      min-width: 0;
      max-width: none;
      background: none;
      border: 1px solid #000;
    }

    thead th:first-child {
      width: 48mm;
    }

    /* On paper a name too long for its column breaks anywhere rather than run off the page. */
    thead th {
      white-space: normal;
      overflow-wrap: anywhere;
    }

    /* A long name prints whole (its word breaks where the column needs, above), as plain text. */
    .name-toggle {
      text-decoration: none;
    }

    /* Six players or more on a portrait page (the browser's own print): columns of 22 mm or less,
       where "Alexandra" broke into "Alexan" and "dra". Each name reads upward, whole, as on a
       printed pad. A landscape page (the card's Print for a wide table) keeps them across. */
    @media (orientation: portrait) {
      table:not(.columns):has(thead th:nth-child(7)) thead :is(.name, .name-toggle) {
        display: inline-block;
        writing-mode: vertical-rl;
        rotate: 180deg;
        white-space: nowrap;
        max-width: none;
        overflow: visible;
      }

      table:not(.columns):has(thead th:nth-child(7)) thead th {
        vertical-align: bottom;
        padding-block: 1.5mm;
      }
    }

    th.current {
      color: inherit;
    }

    /* A filled box is its number: no 44 px button making its row taller than the others. */
    .filled {
      min-width: 0;
      min-height: 0;
    }

    /* A game in columns, up to 16 columns on A4 landscape: smaller type, still 7 pt and more. */
    table.columns {
      font-size: 9pt;
    }

    .columns th,
    .columns td {
      height: 6.5mm;
      padding-inline: 0.5mm;
    }

    .columns thead th:first-child {
      width: 36mm;
    }

    /* Each player's columns a group: a strong black line before it, as on screen in grey (whose
       rule comes later, with the columns view: hence table.columns). */
    table.columns .first,
    table.columns th.player {
      border-inline-start: 2px solid #000;
    }

    .columns .column-name {
      font-size: 7pt;
      white-space: normal;
      hyphens: auto;
      overflow-wrap: anywhere;
    }

    .columns .column-name.alone {
      font-size: 8pt;
    }

    tbody + tbody > tr:first-child > *,
    tr.grand > * {
      border-block-start: 2px solid #000;
    }

    .printing-blank .scroller {
      display: none;
    }

    .printing-blank .blank {
      display: table;
    }
  }
`;
