// The draft's changes only the card's later parts make (the dice typed, the panels): a file of
// their own, so the card's first file goes without them.
import { isFace, type Face } from '../rules/dice.js';
import { parseDice, typeDice, type EntryDraft } from './draft.js';

/**
 * True when the field holds something that can never become `count` faces, or too few once it is
 * done (left, or Enter pressed): while typing, a roll short of dice is one still being typed.
 */
export function diceInvalid(draft: EntryDraft, count: number): boolean {
  const typed = parseDice(draft.diceText);
  return (
    draft.diceText.trim() !== '' &&
    (!typed ||
      typed.length > count ||
      !typed.every(isFace) ||
      (!!draft.diceDone && typed.length < count))
  );
}

/** Typed in the field: a roll still being typed, not yet said to be short. */
export const typeInField = (draft: EntryDraft, text: string): EntryDraft => ({
  ...typeDice(draft, text),
  diceDone: false,
});

/** The field left, or Enter pressed in it. */
export const fieldDone = (draft: EntryDraft): EntryDraft => ({ ...draft, diceDone: true });

export const addFace = (draft: EntryDraft, face: Face): EntryDraft =>
  typeDice(draft, [...(parseDice(draft.diceText) ?? []), face].join(' '));

/** Entering an extra Yahtzee by its face replaces the dice typed. */
export const setExtra = (draft: EntryDraft, extra: boolean): EntryDraft => ({
  ...draft,
  extra,
  diceText: extra ? '' : draft.diceText,
});

export const chooseFace = (draft: EntryDraft, face: number): EntryDraft => ({
  ...draft,
  extraFace: isFace(face) ? face : undefined,
});

export const choosePoints = (draft: EntryDraft, selectedPoints: string): EntryDraft => ({
  ...draft,
  selectedPoints,
});
