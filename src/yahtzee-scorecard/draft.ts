// The entry being drafted for the current player: one value, changed only by the reducers below.
import { isFace, type Dice, type Face } from '../rules/dice.js';
import type { CategoryId } from '../rules/rulesets.js';

export interface EntryDraft {
  /** The dice typed so far, as typed. */
  readonly diceText: string;
  /** An extra Yahtzee entered by its face instead of dice. */
  readonly extra: boolean;
  readonly extraFace: Face | undefined;
  /** The box whose entry panel is open. */
  readonly selected: CategoryId | undefined;
  /** The column of that box, in a game of several columns. */
  readonly column?: string | undefined;
  /** The seat whose filled box is being corrected; undefined for the current player's open box. */
  readonly seat?: number | undefined;
  /** The points chosen in that panel ('' before a choice). */
  readonly selectedPoints: string;
  /** The dice field was left, or Enter pressed in it: dice too few are said to be too few. */
  readonly diceDone?: boolean;
}

export const emptyDraft: EntryDraft = Object.freeze({
  diceText: '',
  extra: false,
  extraFace: undefined,
  selected: undefined,
  selectedPoints: '',
});

/** The dice typed: every digit, whatever separates them ("3 3 5 6 6", "33566", "3,3,5,6,6"). */
export function parseDice(text: string): number[] | null {
  if (/[^\d\s,;.\-/]/.test(text)) return null;
  return [...text.replace(/\D/g, '')].map(Number);
}

/** Dice typed as text, when they are a whole roll of `count` faces. */
export function rollOf(text: string, count: number): Dice | undefined {
  const dice = parseDice(text);
  return dice && dice.length === count && dice.every(isFace) ? (dice as Face[]) : undefined;
}

/** The typed dice when they are a whole roll of `count` faces. */
export const typedDice = (draft: EntryDraft, count: number): Dice | undefined =>
  rollOf(draft.diceText, count);

export const typeDice = (draft: EntryDraft, diceText: string): EntryDraft => ({
  ...draft,
  diceText,
  extra: false,
});

/** Dice given back by an undo: a fresh draft holding them. */
export const withDice = (dice: readonly Face[]): EntryDraft => typeDice(emptyDraft, dice.join(' '));

export const openBox = (draft: EntryDraft, selected: CategoryId, seat?: number): EntryDraft => ({
  ...draft,
  selected,
  seat,
  selectedPoints: '',
});

export const closeBox = (draft: EntryDraft): EntryDraft => ({ ...draft, selected: undefined });
