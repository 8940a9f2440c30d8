// Run first by the all-in-one bundle, which defines its elements one after another, each in a task
// of its own (rollup.config.js). An element already in the page asks for its later file here, and
// the first one for the later words, as the bundle starts: they come while the elements before it
// are defined, not one round trip after its own define. A catalog asks for the page's language file
// as it is made, and a first render waits until every catalog made so far has its words: the
// elements' first catalogs are made here, first, so the file is asked for before anything else,
// and each one's words have come by the time its element is defined (made at the element's own
// define, they came only in a task after it, behind the other elements' tasks). The later files
// are asked for right after it, in every language: waiting until it had come made them, and so
// each first render, which waits for its element's later file, come last in a page in another
// language (1.16-1.24 times English to laid out, against 1.11-1.13 without the wait).
import './i18n/dice-roller.js';
import './i18n/first-player-picker.js';
import './i18n/categories.js';
import './i18n/yahtzee-scorecard.js';
import './i18n/typed-dice.js';
import { askLaterWords, firstCatalogsMade, languageOf } from './i18n/index.js';

// Every catalog made so far is this file's: the words its elements' first renders wait for. Those
// the later files make as they come are waited for by their parts: a later file that came before
// an element was defined no longer holds that element's first render until its words have come.
firstCatalogsMade();

// The file each element's own LaterPart imports as it connects (there again: one fetch for both).
const later = {
  'dice-roller': () => import('./dice-roller/after-roll.js'),
  'first-player-picker': () => import('./first-player-picker/result-view.js'),
  'yahtzee-scorecard': () => import('./yahtzee-scorecard/extras.js'),
};
const first = globalThis.document?.querySelector(Object.keys(later).join());
if (first) {
  const language = languageOf(first);
  askLaterWords(language);
  for (const [tag, load] of Object.entries(later)) {
    if (document.querySelector(tag)) load().catch(() => {});
  }
}
