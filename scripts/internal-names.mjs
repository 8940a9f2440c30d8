// The card's internal members that the element and its two controllers (GameController,
// InputController) share: public on a controller or `protected` on the element, so they cannot be
// ES `#private`, which the minifier shortens on its own; the roller's own: the handlers and the
// dice in flight its element hands its views; and the storage's own, shared by its store, its
// controller and the locked save. The CDN build shortens these too. Never a public property, a
// message key (language files are minified apart), a name another element's file reads, a name
// the card's later file (card-handlers.ts) reads, or a field of stored data:
// test/node/internal-names.test.mjs holds the list against the manifest and the catalogs.
export const internalNames = [
  'adoptions',
  'announcement',
  'byKeyboard',
  'changePlayers',
  'commit',
  'finishedGame',
  'focusPlaces',
  'handleUndo',
  'keptRevision',
  'links',
  'nextTableText',
  'offeredRoll',
  'onAdviceToggle',
  'onCellKeydown',
  'onDiceFocusin',
  'onDiceKeydown',
  'onDieClick',
  'onNewTurnClick',
  'onRollClick',
  'onRollerKeydown',
  'pageLanguage',
  'rekey',
  'rollPlacements',
  'rulesChanged',
  'seatNames',
  'setNotice',
  'showSaved',
  'shownGame',
  'storeOptions',
  'tumbling',
  'undoneText',
  'written',
];

export const internalNamesPattern = new RegExp(`^(${internalNames.join('|')})$`);
