// The card's internal members that its three classes (ScorecardGame, ScorecardInput and the
// element) share: TypeScript `protected`, so they cannot be ES `#private`, which the minifier
// shortens on its own; the roller's own: the handlers and the dice in flight its element hands its
// views; and the storage's own, shared by its store, its controller and the locked save. The CDN
// build shortens these too. Never a public property, a message key (language files are minified
// apart), a name another element's file reads, a name the card's later file (card-handlers.ts)
// reads, or a field of stored data: test/node/internal-names.test.mjs holds the list against the
// manifest and the catalogs.
export const internalNames = [
  'adoptions',
  'announcement',
  'byKeyboard',
  'chosenRules',
  'commitCorrection',
  'currentGame',
  'emitScore',
  'finishedGame',
  'focusAfterRender',
  'focusPlaces',
  'freshGame',
  'fullNames',
  'handlePrint',
  'handleUndo',
  'keptRevision',
  'linkedAdvice',
  'nextTableStorage',
  'nextTableText',
  'offeredRoll',
  'onAdviceToggle',
  'onDiceFocusin',
  'onDiceKeydown',
  'onDieClick',
  'onNewTurnClick',
  'onRollClick',
  'onRollerKeydown',
  'pageLanguage',
  'placesFocus',
  'problemText',
  'restoreGame',
  'rollCallbacks',
  'rollPlacements',
  'roving',
  'rulesChanged',
  'setNextTable',
  'setNotice',
  'sheetCallbacks',
  'showSaved',
  'shownGame',
  'storeOptions',
  'tableGame',
  'tumbling',
  'turnChanged',
  'undoneText',
  'written',
  'writtenAt',
];

export const internalNamesPattern = new RegExp(`^(${internalNames.join('|')})$`);
