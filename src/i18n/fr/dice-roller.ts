import type { DiceRollerMessages } from '../dice-roller.js';

const fr: DiceRollerMessages = {
  faces: ['', 'un', 'deux', 'trois', 'quatre', 'cinq', 'six'],
  dice: 'Dés',
  roll: 'Lancer',
  newTurn: 'Nouveau tour',
  counter: (n, rolls) => `Lancer ${n} sur ${rolls}`,
  rollsThisTurn: { one: '# lancer ce tour-ci', other: '# lancers ce tour-ci' },
  savedRolls: { one: '(# en réserve)', other: '(# en réserve)' },
  die: (position, face, held) =>
    `Dé ${position}\u00a0: ${face ?? 'pas encore lancé'}${held ? ', gardé' : ''}`,
  heldTag: 'gardé',
  holdHint: (lastKey) => `Touchez un dé pour le garder ou le relâcher (touches 1 à ${lastKey}).`,
  lastRollHint: 'Plus de lancer\u00a0: notez votre score, puis commencez un nouveau tour.',
  writeInCard: 'Plus de lancer\u00a0: notez ce lancer sur la feuille de score.',
  gameOver: 'La partie est terminée\u00a0: commencez une nouvelle partie sur la feuille de score.',
  advice: 'Conseils',
};
export default fr;
