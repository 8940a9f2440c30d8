import type { AfterRollMessages } from '../after-roll.js';

const de: AfterRollMessages = {
  announceRoll: (n, rolls, faces) => `Wurf ${n} von ${rolls}: ${faces.join(', ')}`,
  announceNewTurn: 'Neuer Zug.',
  previewCaption: 'Was dieser Wurf wert ist',
  previewBox: 'Feld',
  previewPoints: 'Punkte',
};
export default de;
