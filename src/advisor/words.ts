// The advice's words in every language. They live with the advisor, not in the elements'
// catalogs: the advisor loads only when advice is on, so its words cost the elements nothing.
import type { Face } from '../rules/dice.js';
import { formatList, type Language } from '../i18n/index.js';

/** Kept dice of one face: the face and how many. */
export type FaceGroup = readonly [face: Face, count: number];

/** The advice's messages in one language; numbers come formatted. */
export interface AdviceWords {
  /** The kept dice as the object of "keep": "the three 5s and the 2". Most dice first. */
  dice: (groups: readonly FaceGroup[]) => string;
  /** Keep some dice and roll the others: "Keep the three 5s: expected 242.7". */
  keep: (dice: string, expected: string) => string;
  /** Keep every die: roll no more. */
  keepAll: (expected: string) => string;
  /** Keep none: roll them all again. */
  rollAll: (expected: string) => string;
  /** The best box for this roll. */
  score: (points: string, box: string, expected: string) => string;
  /** Beside a box among the choices: what writing the roll there leads to ("expected 242.7"). */
  choice: (expected: string) => string;
  /** What a die worth keeping is tagged with. */
  keepTag: string;
  /** While the table is being worked out: `percent` is formatted ("40 %"). */
  working: (percent: string) => string;
  /** The table could not be worked out. */
  failed: string;
  /** A game the advisor cannot solve (too many boxes, or rolls saved for later turns). */
  unsupported: string;
}

// How many dice of a face are kept (2 to 6), in words.
const counts: Record<Language, readonly string[]> = {
  en: ['', '', 'two', 'three', 'four', 'five', 'six'],
  nl: ['', '', 'twee', 'drie', 'vier', 'vijf', 'zes'],
  sv: ['', '', 'två', 'tre', 'fyra', 'fem', 'sex'],
  de: ['', '', 'zwei', 'drei', 'vier', 'fünf', 'sechs'],
  fr: ['', '', 'deux', 'trois', 'quatre', 'cinq', 'six'],
};
// Faces as plural nouns, where a language says "the fives" rather than "the 5s".
const nlMany = ['', 'enen', 'tweeën', 'drieën', 'vieren', 'vijven', 'zessen'];
const deMany = ['', 'Einsen', 'Zweien', 'Dreien', 'Vieren', 'Fünfen', 'Sechsen'];

/** The word that joins the last two dice of a list, in each language (as the catalogs' `and`). */
export const and: Readonly<Record<Language, string>> = {
  en: 'and',
  nl: 'en',
  sv: 'och',
  de: 'und',
  fr: 'et',
};

/**
 * The kept dice as a phrase: all different, one list after one article ("the 2, 3 and 5");
 * else each face on its own ("the three 5s and the 2"). `singles` null: each face on its own.
 */
function keptDice(
  language: Language,
  singles: ((list: string, dice: number) => string) | null,
  group: (face: Face, count: number) => string,
): AdviceWords['dice'] {
  return (groups) =>
    singles && groups.every(([, count]) => count === 1)
      ? singles(
          formatList(
            language,
            groups.map(([face]) => String(face)),
            and[language],
          ),
          groups.length,
        )
      : formatList(
          language,
          groups.map(([face, count]) => group(face, count)),
          and[language],
        );
}

const en: AdviceWords = {
  dice: keptDice(
    'en',
    (list) => `the ${list}`,
    (face, n) => (n === 1 ? `the ${face}` : `the ${counts.en[n]} ${face}s`),
  ),
  keep: (dice, expected) => `Keep ${dice}: expected ${expected}`,
  keepAll: (expected) => `Keep all the dice and score: expected ${expected}`,
  rollAll: (expected) => `Roll all the dice again: expected ${expected}`,
  score: (points, box, expected) => `Score ${points} in ${box}: expected ${expected}`,
  choice: (expected) => `expected ${expected}`,
  keepTag: 'keep',
  working: (percent) => `Working out the best play: ${percent}`,
  failed: 'No advice: the best play could not be worked out.',
  unsupported: 'No advice for this game: it has too many boxes to work out.',
};

const nl: AdviceWords = {
  dice: keptDice(
    'nl',
    (list) => `de ${list}`,
    (face, n) => (n === 1 ? `de ${face}` : `de ${counts.nl[n]} ${nlMany[face]}`),
  ),
  keep: (dice, expected) => `Houd ${dice} vast: verwacht ${expected}`,
  keepAll: (expected) => `Houd alle dobbelstenen vast en vul je score in: verwacht ${expected}`,
  rollAll: (expected) => `Gooi alle dobbelstenen opnieuw: verwacht ${expected}`,
  score: (points, box, expected) => `Schrijf ${points} bij ${box}: verwacht ${expected}`,
  choice: (expected) => `verwacht ${expected}`,
  keepTag: 'houd',
  working: (percent) => `De beste zet wordt berekend: ${percent}`,
  failed: 'Geen advies: de beste zet kon niet worden berekend.',
  unsupported: 'Geen advies voor dit spel: het heeft te veel vakjes om door te rekenen.',
};

// Swedish names a die by its face as a noun: "femman" (the five), "femmorna" (the fives).
const svOne = ['', 'ettan', 'tvåan', 'trean', 'fyran', 'femman', 'sexan'];
const svMany = ['', 'ettorna', 'tvåorna', 'treorna', 'fyrorna', 'femmorna', 'sexorna'];
const sv: AdviceWords = {
  dice: keptDice('sv', null, (face, n) =>
    n === 1 ? svOne[face] : `de ${counts.sv[n]} ${svMany[face]}`,
  ),
  keep: (dice, expected) => `Spara ${dice}: förväntat ${expected}`,
  keepAll: (expected) => `Spara alla tärningar och skriv in poängen: förväntat ${expected}`,
  rollAll: (expected) => `Kasta om alla tärningar: förväntat ${expected}`,
  score: (points, box, expected) => `Skriv ${points} i ${box}: förväntat ${expected}`,
  choice: (expected) => `förväntat ${expected}`,
  keepTag: 'spara',
  working: (percent) => `Räknar ut det bästa draget: ${percent}`,
  failed: 'Inga råd: det bästa draget gick inte att räkna ut.',
  unsupported: 'Inga råd för det här spelet: det har för många rutor för att räkna ut.',
};

const de: AdviceWords = {
  dice: keptDice(
    'de',
    (list) => `die ${list}`,
    (face, n) => (n === 1 ? `die ${face}` : `die ${counts.de[n]} ${deMany[face]}`),
  ),
  keep: (dice, expected) => `Halte ${dice}: erwartet ${expected}`,
  keepAll: (expected) => `Halte alle Würfel und trag die Punkte ein: erwartet ${expected}`,
  rollAll: (expected) => `Würfle alle Würfel neu: erwartet ${expected}`,
  score: (points, box, expected) => `Trag ${points} bei ${box} ein: erwartet ${expected}`,
  choice: (expected) => `erwartet ${expected}`,
  keepTag: 'halten',
  working: (percent) => `Der beste Zug wird berechnet: ${percent}`,
  failed: 'Kein Tipp: Der beste Zug ließ sich nicht berechnen.',
  unsupported: 'Kein Tipp für dieses Spiel: Es hat zu viele Felder zum Berechnen.',
};

// French writes a colon after a no-break space.
const fr: AdviceWords = {
  dice: keptDice(
    'fr',
    (list, dice) => `${dice === 1 ? 'le' : 'les'} ${list}`,
    (face, n) => (n === 1 ? `le ${face}` : `les ${counts.fr[n]} ${face}`),
  ),
  keep: (dice, expected) => `Gardez ${dice}\u00a0: espérance ${expected}`,
  keepAll: (expected) => `Gardez tous les dés et notez le score\u00a0: espérance ${expected}`,
  rollAll: (expected) => `Relancez tous les dés\u00a0: espérance ${expected}`,
  score: (points, box, expected) =>
    `Notez ${points} dans la case ${box}\u00a0: espérance ${expected}`,
  choice: (expected) => `espérance ${expected}`,
  keepTag: 'garder',
  working: (percent) => `Calcul du meilleur coup\u00a0: ${percent}`,
  failed: 'Pas de conseil\u00a0: le meilleur coup n’a pas pu être calculé.',
  unsupported: 'Pas de conseil pour ce jeu\u00a0: il a trop de cases pour être calculé.',
};

/** The advice's words, per language. */
export const adviceWords: Readonly<Record<Language, AdviceWords>> = { en, nl, sv, de, fr };
