import type { AfterRollMessages } from '../after-roll.js';

const sv: AfterRollMessages = {
  announceRoll: (n, rolls, faces) => `Kast ${n} av ${rolls}: ${faces.join(', ')}`,
  announceNewTurn: 'Ny tur.',
  previewCaption: 'Vad kastet är värt',
  previewBox: 'Ruta',
  previewPoints: 'Poäng',
};
export default sv;
