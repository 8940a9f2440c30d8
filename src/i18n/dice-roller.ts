import { plural, type Catalog } from './index.js';

/** Text of `<dice-roller>`. */
export interface DiceRollerMessages {
  /** Face 1..6 in words, index 0 unused. */
  faces: readonly [string, string, string, string, string, string, string];
  /** Name of the group of dice buttons. */
  dice: string;
  roll: string;
  newTurn: string;
  /** The visible counter after a roll: "Roll 2 of 3". */
  counter: (rollNumber: number, rolls: number) => string;
  /** The counter before the first roll. */
  rollsThisTurn: (rolls: number) => string;
  /** A die button's name: "Die 3: five, held"; `face` is undefined before the first roll. */
  die: (position: number, face: string | undefined, held: boolean) => string;
  /** The short word shown under a held die (the name above contains it). */
  heldTag: string;
  /** What the live region says after a roll: "Roll 2 of 3: 3, 3, 5, 6, 6". */
  announceRoll: (rollNumber: number, rolls: number, faces: readonly number[]) => string;
  announceNewTurn: string;
  holdHint: (lastKey: number) => string;
  lastRollHint: string;
  previewCaption: string;
  previewBox: string;
  previewPoints: string;
}

export const diceRollerMessages: Catalog<DiceRollerMessages> = {
  en: {
    faces: ['', 'one', 'two', 'three', 'four', 'five', 'six'],
    dice: 'Dice',
    roll: 'Roll',
    newTurn: 'New turn',
    counter: (n, rolls) => `Roll ${n} of ${rolls}`,
    rollsThisTurn: (rolls) =>
      plural('en', rolls, { one: '# roll this turn', other: '# rolls this turn' }),
    die: (position, face, held) =>
      `Die ${position}: ${face ?? 'not rolled yet'}${held ? ', held' : ''}`,
    heldTag: 'held',
    announceRoll: (n, rolls, faces) => `Roll ${n} of ${rolls}: ${faces.join(', ')}`,
    announceNewTurn: 'New turn.',
    holdHint: (lastKey) => `Tap a die to hold or release it (keys 1–${lastKey}).`,
    lastRollHint: 'No rolls left: score this roll, then start a new turn.',
    previewCaption: 'What these dice are worth',
    previewBox: 'Box',
    previewPoints: 'Points',
  },
  nl: {
    faces: ['', 'een', 'twee', 'drie', 'vier', 'vijf', 'zes'],
    dice: 'Dobbelstenen',
    roll: 'Gooi',
    newTurn: 'Nieuwe beurt',
    counter: (n, rolls) => `Worp ${n} van ${rolls}`,
    rollsThisTurn: (rolls) =>
      plural('nl', rolls, { one: '# worp deze beurt', other: '# worpen deze beurt' }),
    die: (position, face, held) =>
      `Dobbelsteen ${position}: ${face ?? 'nog niet gegooid'}${held ? ', vastgehouden' : ''}`,
    heldTag: 'vast',
    announceRoll: (n, rolls, faces) => `Worp ${n} van ${rolls}: ${faces.join(', ')}`,
    announceNewTurn: 'Nieuwe beurt.',
    holdHint: (lastKey) =>
      `Tik op een dobbelsteen om hem vast te houden of los te laten (toetsen 1–${lastKey}).`,
    lastRollHint: 'Geen worpen meer: vul je score in en begin een nieuwe beurt.',
    previewCaption: 'Wat deze worp waard is',
    previewBox: 'Vakje',
    previewPoints: 'Punten',
  },
  sv: {
    faces: ['', 'ett', 'två', 'tre', 'fyra', 'fem', 'sex'],
    dice: 'Tärningar',
    roll: 'Kasta',
    newTurn: 'Ny tur',
    counter: (n, rolls) => `Kast ${n} av ${rolls}`,
    rollsThisTurn: (rolls) =>
      plural('sv', rolls, { one: '# kast den här turen', other: '# kast den här turen' }),
    die: (position, face, held) =>
      `Tärning ${position}: ${face ?? 'inte kastad än'}${held ? ', sparad' : ''}`,
    heldTag: 'sparad',
    announceRoll: (n, rolls, faces) => `Kast ${n} av ${rolls}: ${faces.join(', ')}`,
    announceNewTurn: 'Ny tur.',
    holdHint: (lastKey) =>
      `Tryck på en tärning för att spara eller släppa den (tangent 1–${lastKey}).`,
    lastRollHint: 'Inga kast kvar: skriv in poängen och börja en ny tur.',
    previewCaption: 'Vad kastet är värt',
    previewBox: 'Ruta',
    previewPoints: 'Poäng',
  },
  de: {
    faces: ['', 'eins', 'zwei', 'drei', 'vier', 'fünf', 'sechs'],
    dice: 'Würfel',
    roll: 'Würfeln',
    newTurn: 'Neuer Zug',
    counter: (n, rolls) => `Wurf ${n} von ${rolls}`,
    rollsThisTurn: (rolls) =>
      plural('de', rolls, { one: '# Wurf in diesem Zug', other: '# Würfe in diesem Zug' }),
    die: (position, face, held) =>
      `Würfel ${position}: ${face ?? 'noch nicht geworfen'}${held ? ', gehalten' : ''}`,
    heldTag: 'gehalten',
    announceRoll: (n, rolls, faces) => `Wurf ${n} von ${rolls}: ${faces.join(', ')}`,
    announceNewTurn: 'Neuer Zug.',
    holdHint: (lastKey) =>
      `Tippe auf einen Würfel, um ihn zu halten oder freizugeben (Tasten 1–${lastKey}).`,
    lastRollHint: 'Keine Würfe mehr: Punkte eintragen, dann einen neuen Zug beginnen.',
    previewCaption: 'Was dieser Wurf wert ist',
    previewBox: 'Feld',
    previewPoints: 'Punkte',
  },
  fr: {
    faces: ['', 'un', 'deux', 'trois', 'quatre', 'cinq', 'six'],
    dice: 'Dés',
    roll: 'Lancer',
    newTurn: 'Nouveau tour',
    counter: (n, rolls) => `Lancer ${n} sur ${rolls}`,
    rollsThisTurn: (rolls) =>
      plural('fr', rolls, { one: '# lancer ce tour-ci', other: '# lancers ce tour-ci' }),
    die: (position, face, held) =>
      `Dé ${position}\u00a0: ${face ?? 'pas encore lancé'}${held ? ', gardé' : ''}`,
    heldTag: 'gardé',
    announceRoll: (n, rolls, faces) => `Lancer ${n} sur ${rolls}\u00a0: ${faces.join(', ')}`,
    announceNewTurn: 'Nouveau tour.',
    holdHint: (lastKey) => `Touchez un dé pour le garder ou le relâcher (touches 1 à ${lastKey}).`,
    lastRollHint: 'Plus de lancer\u00a0: notez votre score, puis commencez un nouveau tour.',
    previewCaption: 'Ce que vaut ce lancer',
    previewBox: 'Case',
    previewPoints: 'Points',
  },
};
