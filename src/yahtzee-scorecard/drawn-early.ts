// The all-in-one bundle's first file carries the card's dice typed by hand, their words and looks
// (0.3 KB with French): a card in play draws at once, whole, without waiting for its later file.
// The card alone waits for it instead: its budget has no room.
import { canEnterExtraYahtzee, isOver, rulesetOf } from '../rules/game.js';
import { early } from './early.js';
import { fieldStyles } from './field.styles.js';
import { typedDiceView } from './typed-dice-view.js';

early.typedDice = typedDiceView;

early.alone = (card) => {
  const { game: keeper, renderRoot: root } = card;
  const game = keeper.current;
  // What the later file draws above the sheet or in it: the game's end, the last game's
  // standings, a storage notice's words, a game in columns' sheet, the extra Yahtzee by its face.
  // (No box's panel is open yet: a card connects with an empty draft, which is never saved.)
  const needsLater =
    isOver(game) ||
    canEnterExtraYahtzee(game) ||
    (keeper.finishedGame && !game.moves.length) ||
    keeper.storage.notice ||
    rulesetOf(game).columns[1];
  if (needsLater) return false;
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, fieldStyles.styleSheet!];
  return true;
};
