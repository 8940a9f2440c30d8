import type { FirstPlayerPickerMessages } from '../first-player-picker.js';

const sv: FirstPlayerPickerMessages = {
  label: 'Spelare',
  hint: (players, length) =>
    `Antalet spelare, eller namnen med kommatecken emellan: högst ${players} spelare, namn på högst ${length} tecken.`,
  singleName: (name) => `En spelare, ”${name}”. Skriv kommatecken mellan namnen för fler spelare.`,
  pick: 'Vem börjar?',
};
export default sv;
