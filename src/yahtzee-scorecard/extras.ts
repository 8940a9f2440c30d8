// What the card needs only once a reader acts, in a file of its own fetched when the card has been
// drawn: a box's entry panel (and a correction's), the dice typed by hand, the players' list, the
// history, the blank sheet's controls, the game's end and the last game's standings, and the print
// styles, and the words for what the rules refuse. The first render does without them.
export { gameProblemText } from '../i18n/problems.js';
export { blankSheetView } from './blank-sheet-view.js';
export { entryView } from './entry-view.js';
export { gameOverView, lastGameView } from './game-over-view.js';
export { historyView } from './history-view.js';
export { playersView } from './players-view.js';
export { printStyles } from './print.styles.js';
export { typedDiceView } from './typed-dice-view.js';
