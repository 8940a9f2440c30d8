import type { AfterRollMessages } from '../after-roll.js';

const fr: AfterRollMessages = {
  announceRoll: (n, rolls, faces) => `Lancer ${n} sur ${rolls}\u00a0: ${faces.join(', ')}`,
  announceNewTurn: 'Nouveau tour.',
  previewCaption: 'Ce que vaut ce lancer',
  previewBox: 'Case',
  previewPoints: 'Points',
};
export default fr;
