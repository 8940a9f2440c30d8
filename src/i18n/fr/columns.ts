import type { ColumnNames } from '../columns.js';

const fr: ColumnNames = {
  // The French sheet's own words.
  main: 'Points',
  down: 'Descendante',
  up: 'Montante',
  free: 'Libre',
  'first-roll': 'Sèche',
  x1: '×1',
  x2: '×2',
  x3: '×3',
  columnTotal: 'Total colonne',
};

export default fr;
