import { catalog, type Catalog } from './index.js';

/**
 * Column names, by the id of the column: the one column of most games, Yam's and Triple Yahtzee's.
 * A catalog of their own: only the card's refusals name a column, the roller never does.
 */
export interface ColumnNames {
  main: string;
  down: string;
  up: string;
  free: string;
  'first-roll': string;
  x1: string;
  x2: string;
  x3: string;
  /** The line under a column that adds it up (after its multiplier). */
  columnTotal: string;
}

export const columnNames: Catalog<ColumnNames> = catalog<ColumnNames>(
  {
    main: 'Score',
    down: 'Down',
    up: 'Up',
    free: 'Free',
    'first-roll': 'First roll',
    x1: '×1',
    x2: '×2',
    x3: '×3',
    columnTotal: 'Column total',
  },
  {
    nl: () => import('./nl/columns.js'),
    sv: () => import('./sv/columns.js'),
    de: () => import('./de/columns.js'),
    fr: () => import('./fr/columns.js'),
  },
);
