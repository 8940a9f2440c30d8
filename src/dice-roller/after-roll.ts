// What the roller needs only once dice have been rolled, in a file of its own fetched when the
// roller has been drawn (or a rolled turn restored): the table of what the dice are worth, the
// dice's tumble and the words the live region says after a roll or a new turn, with their language
// files; the words of a refusal of the turn rules, the console warnings for options it cannot
// play, and the scroll back to a roller left mid-turn (back-in-view.ts). The first render does
// without them.
import { html, type TemplateResult } from 'lit';
import { afterRollMessages, type AfterRollMessages } from '../i18n/after-roll.js';
import { categoryNames } from '../i18n/categories.js';
import { formatNumber, type Language } from '../i18n/index.js';
import { turnProblemText } from '../i18n/turn-problems.js';
import type { Face } from '../rules/dice.js';
import type { Ruleset } from '../rules/rulesets.js';
import { scoreDice } from '../rules/scoring.js';
import { afterRollStyles } from './after-roll.styles.js';
import type { Note, Roller } from './back-in-view.js';
import { refusals } from './roller-turn.js';
import { storageNotice } from '../i18n/common.js';
import { noticeWords } from '../internal/notice.js';

// The storage notices' words come with this file (src/internal/notice.ts).
noticeWords.say = storageNotice;

export { optionWarnings } from './option-warnings.js';

// From now on a refusal of the turn rules is worded in the roller's language.
refusals.text = turnProblemText;

/** Adopted after the roller's own styles. */
export const laterStyles = [afterRollStyles];

/** The words of this file in `lang`. */
export const words = (lang: Language): AfterRollMessages => afterRollMessages[lang];

/** What the dice are worth in each box of the ruleset. */
export function previewView(
  lang: Language,
  ruleset: Ruleset,
  dice: readonly Face[],
): TemplateResult {
  const t = afterRollMessages[lang];
  return html`<table part="preview" class="preview">
    <caption>
      ${t.previewCaption}
    </caption>
    <thead>
      <tr>
        <th scope="col">${t.previewBox}</th>
        <th scope="col">${t.previewPoints}</th>
      </tr>
    </thead>
    <tbody>
      ${ruleset.categories.map((category) => {
        const points = scoreDice(ruleset, category, dice);
        return html`<tr class=${points === 0 ? 'zero' : ''} data-category=${category}>
          <th scope="row">${categoryNames[lang][category]}</th>
          <td>${formatNumber(lang, points)}</td>
        </tr>`;
      })}
    </tbody>
  </table>`;
}

const frame = () => new Promise(requestAnimationFrame);

/**
 * A reload mid-turn lands on the dice: once the turn is restored and drawn, and the page laid out
 * after the browser's own restore, scrolls back to a roller `note` says was left in view.
 */
export async function comeBack(roller: Roller, note: Note): Promise<void> {
  const loaded =
    document.readyState === 'complete' || new Promise((done) => addEventListener('load', done));
  await Promise.all([roller.updateComplete, loaded]);
  await frame();
  await frame();
  if (note() && roller.rollNumber > 0) roller.scrollIntoView({ block: 'center' });
  note(false);
}
