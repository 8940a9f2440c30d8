import type { YahtzeeScorecardMessages } from '../yahtzee-scorecard.js';

const fr: YahtzeeScorecardMessages = {
  caption: 'Feuille de score',
  box: 'Case',
  upperSum: 'Somme du haut',
  upperBonus: (points, threshold) => `Bonus (${points} à partir de ${threshold})`,
  upperTotal: 'Total du haut',
  yahtzeeBonus: (box, points) => `Bonus ${box} (${points} chacun)`,
  lowerSum: 'Somme du bas',
  lowerTotal: 'Total du bas',
  grandTotal: 'Total général',
  yourTurn: 'à jouer',
  turn: (round, rounds, name) => `Tour ${round} sur ${rounds} : à ${name} de jouer`,
  savedRolls: (count) => `(lancers en réserve : ${count})`,
  cellOpen: (name, box) => `${name}, ${box} : inscrire un score`,
  cellScore: (name, box, points, bonus) =>
    `${name}, ${box} : ${points} point${+points < 2 ? '' : 's'}${bonus}`,
  cellFilled: (name, box, points) => `${name}, ${box} : ${points} (modifier)`,
  corrected: (name, box, from, to) => `${name} : ${box} passe de ${from} à ${to}`,
  bonusSuffix: (bonus) => ` + ${bonus} de bonus`,
  rollHeading: 'Saisir un lancer',
  placementsHeading: 'Où ce lancer peut aller',
  placement: (box, points, bonus) => `${box} : ${points}${bonus}`,
  noPlacements: 'Plus aucune case libre.',
  undo: 'Annuler le dernier coup',
  print: 'Imprimer',
  advice: 'Conseils',
  gameOver: 'La partie est terminée',
  winners: (names, count) =>
    count === 1 ? `${names} gagne !` : `${names} partagent la victoire !`,
  and: 'et',
  historyEntry: (name, points, box, bonus) => `${name} : ${points} en ${box}${bonus}`,
  announceTurn: (name) => `À ${name} de jouer.`,
  undone: (name, points, box, bonus) => `Annulé : ${name}, ${points} en ${box}${bonus}.`,
  rollerRoll: (roll, faces) => `Lancer ${roll} : ${faces}`,
  rollerWaiting: 'Lancez les dés ci-dessus : le lancer s’affiche ici.',
  typeDice: 'Saisir les dés soi-même',
  errorRollChanged:
    'Les dés viennent de changer : rien n’a été inscrit. Vérifiez le lancer et touchez à nouveau.',
  nextTable: (names, starter) =>
    `Le tirage vaut pour la prochaine partie : ${names} ; ${starter} commence. Cette partie continue.`,
  winnerMark: 'gagnant',
};
export default fr;
