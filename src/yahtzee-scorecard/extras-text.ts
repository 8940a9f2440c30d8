// The words of the card's later parts (extras.ts) beside the card's own: one object to read from.
import { cardExtrasMessages, type CardExtrasMessages } from '../i18n/card-extras.js';
import type { YahtzeeScorecardMessages } from '../i18n/yahtzee-scorecard.js';
import type { CardText } from './text.js';

export const extrasText = (text: CardText): YahtzeeScorecardMessages & CardExtrasMessages => ({
  ...text.m,
  ...cardExtrasMessages[text.lang],
});
