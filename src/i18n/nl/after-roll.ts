import type { AfterRollMessages } from '../after-roll.js';

const nl: AfterRollMessages = {
  announceRoll: (n, rolls, faces) => `Worp ${n} van ${rolls}: ${faces.join(', ')}`,
  announceNewTurn: 'Nieuwe beurt.',
  previewCaption: 'Wat deze worp waard is',
  previewBox: 'Vakje',
  previewPoints: 'Punten',
};
export default nl;
