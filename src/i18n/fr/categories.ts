import type { CategoryNames } from '../categories.js';

// As a Yams pad prints them.
const fr: CategoryNames = {
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
  yams: "Yam's",
  // No French Maxi Yatzy pad was found: the boxes in the Yams pad's words.
  'three-pairs': 'Trois paires',
  'five-of-a-kind': 'Cinq identiques',
  'full-straight': 'Suite complète',
  villa: 'Villa',
  tower: 'Tour',
  'maxi-yatzy': 'Maxi Yatzy',
};
export default fr;
