// Run first by the all-in-one bundle, which defines its elements one after another, each in a task
// of its own (rollup.config.js). An element already in the page asks for its later file here, and
// the first one for the later words, as the bundle starts: they come while the elements before it
// are defined, not one round trip after its own define. A catalog asks for the page's language file
// as it is made: imported first, so that file is asked for before these.
import './i18n/dice-roller.js';
import { askLaterWords, languageOf } from './i18n/index.js';

const later = {
  'dice-roller': () => import('./dice-roller/after-roll.js'),
  'first-player-picker': () => import('./first-player-picker/result-view.js'),
  'yahtzee-scorecard': () => import('./yahtzee-scorecard/extras.js'),
};
let words = false;
for (const [tag, load] of Object.entries(later)) {
  const element = globalThis.document?.querySelector(tag);
  if (!element) continue;
  if (!words) askLaterWords(languageOf(element));
  words = true;
  load().catch(() => {});
}
