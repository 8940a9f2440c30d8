import type { FirstPlayerPickerMessages } from '../first-player-picker.js';

const de: FirstPlayerPickerMessages = {
  label: 'Spieler',
  hint: (players, length) =>
    `Die Anzahl der Spieler oder ihre Namen, durch Kommas getrennt: höchstens ${players} Spieler, Namen mit höchstens ${length} Zeichen.`,
  singleName: (name) => `Ein Spieler, „${name}“. Für mehr Spieler die Namen durch Kommas trennen.`,
  pick: 'Wer fängt an?',
};
export default de;
