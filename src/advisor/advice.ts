// What the elements call for advice (`yahtzee-widgets/advisor/advice`; on the CDN advisor.min.js):
// plain data in, plain data and words out. An element imports it only when advice is switched on.
import { categoryNames, type CategoryNames } from '../i18n/categories.js';
import de from '../i18n/de/categories.js';
import fr from '../i18n/fr/categories.js';
import { formatNumber, type Language } from '../i18n/index.js';
import nl from '../i18n/nl/categories.js';
import sv from '../i18n/sv/categories.js';
import type { Dice } from '../rules/dice.js';
import type { CategoryId, Ruleset } from '../rules/rulesets.js';
import type { Sheet } from '../rules/sheet.js';
import { emptySheet } from '../rules/sheet.js';
import type { AdvisorRequest } from './client.js';
import { loadAdvisor } from './client.js';
import type { Strategy } from './strategy.js';
import { adviceWords, type FaceGroup } from './words.js';

export type { AdvisorRequest, LoadOptions } from './client.js';
export { loadAdvisor } from './client.js';
export type { ProgressListener, Strategy } from './index.js';
export type { AdviceWords } from './words.js';

/** Which dice to keep after a roll, in words. */
export interface DiceAdvice {
  /** Per die, in the order given: keep it. Dice already held are kept first among equal faces. */
  readonly keep: boolean[];
  /** The expected final total after keeping them, and playing on optimally. */
  readonly expected: number;
  /** `expected` as the language writes it, one decimal: "242.7". */
  readonly expectedText: string;
  /** "Keep the three 5s: expected 242.7". */
  readonly text: string;
  /** The word for a die worth keeping, for its name ("keep"). */
  readonly keepTag: string;
}

/** One box a roll may be written in. */
export interface ScoreChoice {
  readonly category: CategoryId;
  readonly points: number;
  /** The extra-Yahtzee bonus this roll earns (in every box it may go in). */
  readonly bonus: number;
  /** The expected final total after writing the roll here. */
  readonly expected: number;
  readonly expectedText: string;
  /** "expected 242.7", said beside the box. */
  readonly text: string;
}

/** Where to write a roll, in words. */
export interface ScoreAdvice {
  /** The best box; undefined for a full sheet. */
  readonly best: CategoryId | undefined;
  /** Every box the roll may go in, best first. */
  readonly boxes: ScoreChoice[];
  /** "Score 25 in Full house: expected 242.7"; '' for a full sheet. */
  readonly text: string;
}

// The box names as the elements print them: the pads of each language.
const boxNames: Readonly<Record<Language, CategoryNames>> = {
  en: categoryNames.en,
  nl,
  sv,
  de,
  fr,
};

// One formatter per language and style, made only for a number Intl must group (1,000 or more):
// the first Intl.NumberFormat of a page loads its locale data, 20-30 ms in one task (cold), at the
// first advice. The rest is Intl's text (the tests hold it): one decimal, a comma but in English;
// a whole percentage, after a no-break space in Swedish, German and French.
const formats = new Map<string, Intl.NumberFormat>();
const percentSpace: Record<Language, string> = {
  en: '',
  nl: '',
  sv: '\u00a0',
  de: '\u00a0',
  fr: '\u00a0',
};
// Rounded as Intl rounds: the number's shortest decimal, half away from zero (0.575 is 58 %, 0.15
// is 0.2), so shifted as text ("0.575e2"), not multiplied. Below 1e-6 a number's text has an exponent.
const shifted = (n: number, places: number) =>
  n < 1e-6 ? 0 : Math.round(Number(`${n}e${places}`));
function format(language: Language, style: 'decimal' | 'percent', n: number): string {
  if (style === 'percent' && n >= 0 && n <= 1) {
    return `${shifted(n, 2)}${percentSpace[language]}%`;
  }
  if (style === 'decimal' && n >= 0 && n < 999.95) {
    const text = (shifted(n, 1) / 10).toFixed(1);
    return language === 'en' ? text : text.replace('.', ',');
  }
  const key = language + style;
  let formatter = formats.get(key);
  if (!formatter) {
    const digits = style === 'decimal' ? 1 : 0;
    formatter = new Intl.NumberFormat(language, {
      style,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formats.set(key, formatter);
  }
  return formatter.format(n);
}

/** An expected total as the language writes it, with one decimal: "242.7", "242,7". */
export function formatExpected(language: Language, expected: number): string {
  return format(language, 'decimal', expected);
}

/**
 * The dice to keep from `dice`, with `rollsLeft` rolls still to make (1 or more), and why.
 * `held` (the dice held now) decides which of equal faces are marked. Throws as `bestKeep` does.
 */
export function diceAdvice(
  strategy: Strategy,
  sheet: Sheet,
  dice: Dice,
  rollsLeft: number,
  language: Language,
  held: readonly boolean[] = [],
): DiceAdvice {
  const { keep: kept, expected } = strategy.bestKeep(sheet, dice, rollsLeft);
  const words = adviceWords[language];
  const wanted = [0, 0, 0, 0, 0, 0, 0];
  for (const face of kept) wanted[face]++;
  const keep = dice.map(() => false);
  // Held dice first, so that following the advice takes as few taps as it can.
  for (const heldNow of [true, false]) {
    dice.forEach((face, i) => {
      if (!keep[i] && (held[i] === true) === heldNow && wanted[face] > 0) {
        wanted[face]--;
        keep[i] = true;
      }
    });
  }
  const groups: FaceGroup[] = [];
  for (const face of new Set(kept)) groups.push([face, kept.filter((f) => f === face).length]);
  // Most dice first; then faces in order, as a straight is said.
  groups.sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  const expectedText = formatExpected(language, expected);
  const text =
    kept.length === dice.length
      ? words.keepAll(expectedText)
      : kept.length === 0
        ? words.rollAll(expectedText)
        : words.keep(words.dice(groups), expectedText);
  return { keep, expected, expectedText, text, keepTag: words.keepTag };
}

/** Every box `dice` may be written in now, best first, and the best one in a sentence. */
export function scoreAdvice(
  strategy: Strategy,
  sheet: Sheet,
  dice: Dice,
  language: Language,
): ScoreAdvice {
  const words = adviceWords[language];
  const names = boxNames[language];
  const boxes = strategy.rankBoxes(sheet, dice).map(({ category, points, bonus, expected }) => {
    const expectedText = formatExpected(language, expected);
    const text = words.choice(expectedText);
    return { category, points, bonus, expected, expectedText, text };
  });
  const [best] = boxes;
  return {
    best: best?.category,
    boxes,
    text: best
      ? words.score(formatNumber(language, best.points), names[best.category], best.expectedText)
      : '',
  };
}

/** What is shown while the table is worked out: "Working out the best play: 40%". */
export function progressText(language: Language, done: number, total: number): string {
  return adviceWords[language].working(format(language, 'percent', total > 0 ? done / total : 0));
}

/**
 * True when the solver can work out this game in a browser: a pad of 15 boxes at most (Maxi
 * Yatzy's 20 would take thousands of times longer; a game in columns has every box in each
 * column: Yam's 52, Triple Yahtzee 39) and a fixed number of rolls per turn.
 */
export function canAdvise(ruleset: Ruleset): boolean {
  return ruleset.categories.length * ruleset.columns.length <= 15 && !ruleset.savedRolls;
}

/** What an element shows after a roll: the dice to keep, or the best box once no rolls are left. */
export interface RollAdvice {
  /** Per die: worth keeping (none after the last roll). */
  readonly keep: boolean[];
  readonly keepTag: string;
  /** "Keep the three 5s: expected 242.7", or after the last roll "Score 25 in Full house: …". */
  readonly text: string;
}

/** Advice for one game as an element shows it: loading, then the advice for each position. */
export interface Adviser {
  /** Progress while the table is worked out, or why there is no advice; '' otherwise. */
  status(language: Language): string;
  /**
   * The advice for a roll with `rollsLeft` rolls still to make (0: where to score it), from
   * `sheet` (the empty sheet unless given); undefined until the table is here, or for a position
   * it cannot advise on.
   */
  roll(
    sheet: Sheet | undefined,
    dice: Dice,
    rollsLeft: number,
    language: Language,
    held?: readonly boolean[],
  ): RollAdvice | undefined;
  /** Where to write the roll; undefined until the table is here, or for a sheet it cannot play. */
  score(sheet: Sheet, dice: Dice, language: Language): ScoreAdvice | undefined;
}

/** The options of a ruleset, as getRuleset takes them back (a rule the game lacks left out). */
function requestOf(ruleset: Ruleset): AdvisorRequest {
  const { id, joker, yahtzeeBonus, yahtzeeBonusRule, upperBonus, upperBonusThreshold } = ruleset;
  return {
    ruleset: id,
    joker: joker ?? undefined,
    yahtzeeBonus,
    yahtzeeBonusRule: yahtzeeBonusRule ?? undefined,
    upperBonus,
    upperBonusThreshold,
    savedRolls: ruleset.savedRolls,
  };
}

/**
 * Starts loading the strategy for the game `ruleset` plays (an element's own ruleset object) and
 * gives the element its advice: `onChange` is called when progress or the strategy comes. Loading
 * stops when `signal` aborts.
 */
export function adviser(ruleset: Ruleset, onChange: () => void, signal?: AbortSignal): Adviser {
  let strategy: Strategy | undefined;
  let progress: readonly [number, number] | undefined;
  let problem: 'failed' | 'unsupported' | undefined;
  const request = requestOf(ruleset);
  if (!canAdvise(ruleset)) problem = 'unsupported';
  const settle = (then: () => void) => {
    if (signal?.aborted) return;
    then();
    onChange();
  };
  if (!problem) {
    loadAdvisor(request, {
      signal,
      onProgress: (done, total) => settle(() => (progress = [done, total])),
    }).then(
      (loaded) => settle(() => (strategy = loaded)),
      () => settle(() => (problem = 'failed')),
    );
  }
  // A position the strategy refuses (a full sheet, dice of another count) has no advice.
  const attempt = <T>(advise: (strategy: Strategy) => T): T | undefined => {
    if (!strategy) return undefined;
    try {
      return advise(strategy);
    } catch {
      return undefined;
    }
  };
  return {
    status: (language) =>
      problem
        ? adviceWords[language][problem]
        : !strategy && progress
          ? progressText(language, ...progress)
          : '',
    roll: (sheet = emptySheet(), dice, rollsLeft, language, held) =>
      attempt((s) =>
        rollsLeft > 0
          ? diceAdvice(s, sheet, dice, rollsLeft, language, held)
          : {
              keep: dice.map(() => false),
              keepTag: '',
              text: scoreAdvice(s, sheet, dice, language).text,
            },
      ),
    score: (sheet, dice, language) => attempt((s) => scoreAdvice(s, sheet, dice, language)),
  };
}
