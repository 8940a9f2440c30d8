import type { ColumnNames } from '../columns.js';

const nl: ColumnNames = {
  // Plain words: no Dutch pad in columns was found.
  main: 'Score',
  down: 'Omlaag',
  up: 'Omhoog',
  free: 'Vrij',
  'first-roll': 'Eerste worp',
  x1: '×1',
  x2: '×2',
  x3: '×3',
  columnTotal: 'Kolomtotaal',
};

export default nl;
