import type { FirstPlayerPickerMessages } from '../first-player-picker.js';

const fr: FirstPlayerPickerMessages = {
  label: 'Joueurs',
  hint: (players, length) =>
    `Le nombre de joueurs, ou leurs noms séparés par des virgules : ${players} joueurs au plus, des noms de ${length} caractères au plus.`,
  singleName: (name) =>
    `Un seul joueur, « ${name} ». Séparez les noms par des virgules pour plus de joueurs.`,
  pick: 'Qui commence ?',
};
export default fr;
