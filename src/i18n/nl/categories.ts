import type { CategoryNames } from '../categories.js';

// As the Dutch rules page names the boxes.
const nl: CategoryNames = {
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
  yams: "Yam's",
  // No Dutch Maxi Yatzy pad was found: the boxes in the words of the Dutch page above.
  'three-pairs': 'Drie paar',
  'five-of-a-kind': 'Vijf gelijke',
  'full-straight': 'Volle straat',
  villa: 'Villa',
  tower: 'Toren',
  'maxi-yatzy': 'Maxi Yatzy',
};
export default nl;
