import type { Language } from './index.js';

// In every language at once: a fresh game seats its players before any language file has come.
const player: Record<Language, string> = {
  en: 'Player',
  nl: 'Speler',
  sv: 'Spelare',
  de: 'Spieler',
  fr: 'Joueur',
};

/** The name of an unnamed player: "Speler 3". */
export function defaultPlayer(lang: Language, seat: number): string {
  return `${player[lang]} ${seat}`;
}
