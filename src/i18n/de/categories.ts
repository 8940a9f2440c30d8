import type { CategoryNames } from '../categories.js';

// As a Kniffel pad prints them.
const de: CategoryNames = {
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
  yams: "Yam's",
  // No German Maxi Yatzy pad was found: the boxes in the Kniffel pad's words.
  'three-pairs': 'Drei Paare',
  'five-of-a-kind': 'Fünferpasch',
  'full-straight': 'Ganze Straße',
  villa: 'Villa',
  tower: 'Turm',
  'maxi-yatzy': 'Maxi Yatzy',
};
export default de;
