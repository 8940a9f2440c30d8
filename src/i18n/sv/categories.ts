import type { CategoryNames } from '../categories.js';

// As the Swedish Yatzy page names them.
const sv: CategoryNames = {
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
  yams: "Yam's",
  // Maxi Yatzy's Swedish rules: Tre par, Femtal, Hus (3+3), Torn (4+2) (maxiyatzy.com,
  // yatzyregler.se); Hel stege (svenskaspelregler.se), in this page's stege words.
  'three-pairs': 'Tre par',
  'five-of-a-kind': 'Femtal',
  'full-straight': 'Hel stege',
  villa: 'Hus',
  tower: 'Torn',
  'maxi-yatzy': 'Maxi Yatzy',
};
export default sv;
