import type { ProblemMessages } from '../problems.js';

const fr: ProblemMessages = {
  gameOver: 'La partie est terminée : toutes les cases sont remplies.',
  boxFilled: (box) => `${box} est déjà rempli.`,
  impossible: (points, box, values) => `${points} est impossible en ${box}. Possible : ${values}.`,
  dice: (count) => `Saisissez ${count} valeurs de 1 à 6.`,
  face: 'Choisissez la valeur du Yams supplémentaire : 1 à 6.',
  joker: (box, allowed) => `La règle du joker place ce lancer en ${allowed}, pas en ${box}.`,
  noExtra: (box) => `Un ${box} supplémentaire demande que la case ${box} soit déjà remplie.`,
  noExtraRule: (box) =>
    `Un ${box} supplémentaire compte ici comme n’importe quel lancer : saisissez les dés ou les points.`,
  unknownBox: (box) => `Il n’y a pas de case « ${box} » sur cette feuille.`,
  emptyName: 'Un nom ne peut pas être vide.',
  nameTooLong: (max) => `Un nom a au plus ${max} caractères.`,
  tooManyPlayers: (max) => `Au plus ${max} joueurs.`,
  onePlayer: 'Une partie demande au moins un joueur.',
  playersLocked: 'On ne peut ajouter, retirer ou déplacer des joueurs qu’avant le premier score.',
  noPlayer: (seat) => `Il n’y a pas de joueur ${seat}.`,
  nothingToUndo: 'Rien à annuler.',
  boxEmpty: (box) => `${box} est encore vide.`,
  laterRefused: (name, box) =>
    `La case ${box} remplie plus tard par ${name} ne serait plus permise.`,
  columnDown: (next) => `La colonne descendante se remplit de haut en bas : ${next} vient ensuite.`,
  columnUp: (next) => `La colonne montante se remplit de bas en haut : ${next} vient ensuite.`,
  firstRoll: (column) =>
    `La colonne ${column} ne prend que le premier lancer d’un tour : après une relance, elle est fermée.`,
  columnNeeded: (columns) => `Choisissez une colonne : ${columns}.`,
  unknownColumn: (column) => `Il n’y a pas de colonne « ${column} » sur cette feuille.`,
  or: 'ou',
};
export default fr;
