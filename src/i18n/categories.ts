import { catalog, type Catalog } from './index.js';

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
  yams: string;
  'three-pairs': string;
  'five-of-a-kind': string;
  'full-straight': string;
  villa: string;
  tower: string;
  'maxi-yatzy': string;
}

// Hasbro's English pad.
export const categoryNames: Catalog<CategoryNames> = catalog<CategoryNames>(
  {
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
    // The French sheet's own word, in every language.
    yams: "Yam's",
    // Maxi Yatzy's English rules (maxiyahtzee.com/maxiyahtzeerules.html).
    'three-pairs': 'Three pairs',
    'five-of-a-kind': '5 of a kind',
    'full-straight': 'Full straight',
    villa: 'Villa',
    tower: 'Tower',
    'maxi-yatzy': 'Maxi Yatzy',
  },
  {
    nl: () => import('./nl/categories.js'),
    sv: () => import('./sv/categories.js'),
    de: () => import('./de/categories.js'),
    fr: () => import('./fr/categories.js'),
  },
);
