import type { ColumnNames } from '../columns.js';

const de: ColumnNames = {
  // Plain words: no German pad in columns was found.
  main: 'Punkte',
  down: 'Abwärts',
  up: 'Aufwärts',
  free: 'Frei',
  'first-roll': 'Erster Wurf',
  x1: '×1',
  x2: '×2',
  x3: '×3',
  columnTotal: 'Spaltensumme',
};

export default de;
