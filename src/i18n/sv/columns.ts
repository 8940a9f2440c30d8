import type { ColumnNames } from '../columns.js';

const sv: ColumnNames = {
  // Plain words: no Swedish pad in columns was found.
  main: 'Poäng',
  down: 'Nedåt',
  up: 'Uppåt',
  free: 'Fri',
  'first-roll': 'Första kastet',
  x1: '×1',
  x2: '×2',
  x3: '×3',
  columnTotal: 'Kolumnsumma',
};

export default sv;
