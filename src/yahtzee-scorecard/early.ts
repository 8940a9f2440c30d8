// The card's parts that a bundle may carry in its first file rather than the later one: the
// all-in-one does (drawn-early.ts), so that a fresh card draws at once, whole. The modules set
// them as they run; the card reads them here.
import type { TemplateResult } from 'lit';
import type { gameProblemText } from '../i18n/problems.js';
import type { Card } from './card.js';
import type { RollInput } from './roll-view.js';
import type { diceInvalid } from './typed-draft.js';

type Handler = (this: Card, event: Event) => void;

export const early: {
  /** The dice typed by hand: from the first file (drawn-early.ts) or the later one (extras.ts). */
  typedDice?: (input: RollInput) => TemplateResult;
  /**
   * Whether the card's first render needs nothing of its later file above its sheet (their looks
   * adopted): then it does not wait for that file. From the first file (drawn-early.ts).
   */
  alone?: (card: Card) => boolean;
  /**
   * What the typed dice's controls do, the extra Yahtzee by its face, and the words for a refusal
   * of the rules: from the later file (extras.ts).
   */
  typed?: {
    onDiceInput: Handler;
    onDiceDone: Handler;
    onFace: Handler;
    onClearDice: Handler;
    extraView: (input: RollInput) => TemplateResult;
    diceInvalid: typeof diceInvalid;
    problemText: typeof gameProblemText;
  };
} = {};
