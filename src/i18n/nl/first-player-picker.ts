import type { FirstPlayerPickerMessages } from '../first-player-picker.js';

const nl: FirstPlayerPickerMessages = {
  label: 'Spelers',
  hint: (players, length) =>
    `Het aantal spelers, of de namen met komma's ertussen: hoogstens ${players} spelers, namen van hoogstens ${length} tekens.`,
  singleName: (name) => `Eén speler, “${name}”. Zet komma's tussen de namen voor meer spelers.`,
  pick: 'Wie begint?',
};
export default nl;
