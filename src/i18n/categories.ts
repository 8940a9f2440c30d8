import type { Catalog } from './index.js';

/** Box names as the score pads of each language print them. */
export interface CategoryNames {
  ones: string;
  twos: string;
  threes: string;
  fours: string;
  fives: string;
  sixes: string;
  'one-pair': string;
  'two-pairs': string;
  'three-of-a-kind': string;
  'four-of-a-kind': string;
  'full-house': string;
  'small-straight': string;
  'large-straight': string;
  yahtzee: string;
  yatzy: string;
  chance: string;
  kniffel: string;
  'three-pairs': string;
  'five-of-a-kind': string;
  'full-straight': string;
  villa: string;
  tower: string;
  'maxi-yatzy': string;
}

export const categoryNames: Catalog<CategoryNames> = {
  // Hasbro's English pad.
  en: {
    ones: 'Aces',
    twos: 'Twos',
    threes: 'Threes',
    fours: 'Fours',
    fives: 'Fives',
    sixes: 'Sixes',
    'one-pair': 'One pair',
    'two-pairs': 'Two pairs',
    'three-of-a-kind': '3 of a kind',
    'four-of-a-kind': '4 of a kind',
    'full-house': 'Full house',
    'small-straight': 'Small straight',
    'large-straight': 'Large straight',
    yahtzee: 'Yahtzee',
    yatzy: 'Yatzy',
    chance: 'Chance',
    kniffel: 'Kniffel',
    // Maxi Yatzy's English rules (maxiyahtzee.com/maxiyahtzeerules.html).
    'three-pairs': 'Three pairs',
    'five-of-a-kind': '5 of a kind',
    'full-straight': 'Full straight',
    villa: 'Villa',
    tower: 'Tower',
    'maxi-yatzy': 'Maxi Yatzy',
  },
  // As the Dutch rules page names the boxes.
  nl: {
    ones: 'Enen',
    twos: 'Tweeën',
    threes: 'Drieën',
    fours: 'Vieren',
    fives: 'Vijven',
    sixes: 'Zessen',
    'one-pair': 'Eén paar',
    'two-pairs': 'Twee paar',
    'three-of-a-kind': 'Drie gelijke',
    'four-of-a-kind': 'Vier gelijke',
    'full-house': 'Full House',
    'small-straight': 'Kleine straat',
    'large-straight': 'Grote straat',
    yahtzee: 'Yahtzee',
    yatzy: 'Yatzy',
    chance: 'Kans',
    kniffel: 'Kniffel',
    // No Dutch Maxi Yatzy pad was found: the boxes in the words of the Dutch page above.
    'three-pairs': 'Drie paar',
    'five-of-a-kind': 'Vijf gelijke',
    'full-straight': 'Volle straat',
    villa: 'Villa',
    tower: 'Toren',
    'maxi-yatzy': 'Maxi Yatzy',
  },
  // As the Swedish Yatzy page names them.
  sv: {
    ones: 'Ettor',
    twos: 'Tvåor',
    threes: 'Treor',
    fours: 'Fyror',
    fives: 'Femmor',
    sixes: 'Sexor',
    'one-pair': 'Ett par',
    'two-pairs': 'Två par',
    'three-of-a-kind': 'Tretal',
    'four-of-a-kind': 'Fyrtal',
    'full-house': 'Kåk',
    'small-straight': 'Liten stege',
    'large-straight': 'Stor stege',
    yahtzee: 'Yahtzee',
    yatzy: 'Yatzy',
    chance: 'Chans',
    kniffel: 'Kniffel',
    // Maxi Yatzy's Swedish rules: Tre par, Femtal, Hus (3+3), Torn (4+2) (maxiyatzy.com,
    // yatzyregler.se); Hel stege (svenskaspelregler.se), in this page's stege words.
    'three-pairs': 'Tre par',
    'five-of-a-kind': 'Femtal',
    'full-straight': 'Hel stege',
    villa: 'Hus',
    tower: 'Torn',
    'maxi-yatzy': 'Maxi Yatzy',
  },
  // As a Kniffel pad prints them.
  de: {
    ones: 'Einser',
    twos: 'Zweier',
    threes: 'Dreier',
    fours: 'Vierer',
    fives: 'Fünfer',
    sixes: 'Sechser',
    'one-pair': 'Ein Paar',
    'two-pairs': 'Zwei Paare',
    'three-of-a-kind': 'Dreierpasch',
    'four-of-a-kind': 'Viererpasch',
    'full-house': 'Full House',
    'small-straight': 'Kleine Straße',
    'large-straight': 'Große Straße',
    yahtzee: 'Kniffel',
    yatzy: 'Yatzy',
    chance: 'Chance',
    // Schmidt's Kniffel pad: the same names as the boxes above.
    kniffel: 'Kniffel',
    // No German Maxi Yatzy pad was found: the boxes in the Kniffel pad's words.
    'three-pairs': 'Drei Paare',
    'five-of-a-kind': 'Fünferpasch',
    'full-straight': 'Ganze Straße',
    villa: 'Villa',
    tower: 'Turm',
    'maxi-yatzy': 'Maxi Yatzy',
  },
  // As a Yams pad prints them.
  fr: {
    ones: 'As',
    twos: 'Deux',
    threes: 'Trois',
    fours: 'Quatre',
    fives: 'Cinq',
    sixes: 'Six',
    'one-pair': 'Une paire',
    'two-pairs': 'Deux paires',
    'three-of-a-kind': 'Brelan',
    'four-of-a-kind': 'Carré',
    'full-house': 'Full',
    'small-straight': 'Petite suite',
    'large-straight': 'Grande suite',
    yahtzee: 'Yams',
    yatzy: 'Yatzy',
    chance: 'Chance',
    kniffel: 'Kniffel',
    // No French Maxi Yatzy pad was found: the boxes in the Yams pad's words.
    'three-pairs': 'Trois paires',
    'five-of-a-kind': 'Cinq identiques',
    'full-straight': 'Suite complète',
    villa: 'Villa',
    tower: 'Tour',
    'maxi-yatzy': 'Maxi Yatzy',
  },
};
