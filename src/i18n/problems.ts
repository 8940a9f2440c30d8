import { categoryNames } from './categories.js';
import { turnProblemText } from './turn-problems.js';
import { formatList, formatNumber, type Catalog, type Language } from './index.js';
import type { RuleProblem } from '../rules/rule-error.js';
import { refused } from './refusal.js';

/** What the rules refuse, said in each language; boxes and numbers arrive already formatted. */
export interface ProblemMessages {
  gameOver: string;
  boxFilled: (box: string) => string;
  impossible: (points: string, box: string, values: string) => string;
  dice: (count: string) => string;
  /** The face of an extra Yahtzee is not 1 to 6. */
  face: string;
  joker: (box: string, allowed: string) => string;
  noExtra: (box: string) => string;
  unknownBox: (box: string) => string;
  emptyName: string;
  nameTooLong: (max: string) => string;
  tooManyPlayers: (max: string) => string;
  onePlayer: string;
  playersLocked: string;
  noPlayer: (seat: string) => string;
  nothingToUndo: string;
}

export const problemMessages: Catalog<ProblemMessages> = {
  en: {
    gameOver: 'The game is over: every box is filled.',
    boxFilled: (box) => `${box} is already filled.`,
    impossible: (points, box, values) =>
      `${points} is not possible in ${box}. Possible: ${values}.`,
    dice: (count) => `Enter ${count} faces from 1 to 6.`,
    face: 'Choose the face of the extra Yahtzee: 1 to 6.',
    joker: (box, allowed) => `The joker rule puts this roll in ${allowed}, not in ${box}.`,
    noExtra: (box) => `An extra ${box} needs the ${box} box filled first.`,
    unknownBox: (box) => `There is no box “${box}” on this card.`,
    emptyName: 'A name cannot be empty.',
    nameTooLong: (max) => `A name can have at most ${max} characters.`,
    tooManyPlayers: (max) => `At most ${max} players.`,
    onePlayer: 'A game needs at least one player.',
    playersLocked: 'Players can only be added, removed or moved before the first score.',
    noPlayer: (seat) => `There is no player ${seat}.`,
    nothingToUndo: 'Nothing to undo.',
  },
  nl: {
    gameOver: 'Het spel is afgelopen: alle vakjes zijn vol.',
    boxFilled: (box) => `${box} is al ingevuld.`,
    impossible: (points, box, values) => `${points} kan niet bij ${box}. Mogelijk: ${values}.`,
    dice: (count) => `Vul ${count} getallen van 1 tot en met 6 in.`,
    face: 'Kies het getal van de extra Yahtzee: 1 tot en met 6.',
    joker: (box, allowed) =>
      `Volgens de jokerregel hoort deze worp bij ${allowed}, niet bij ${box}.`,
    noExtra: (box) => `Een extra ${box} kan pas als het vakje ${box} is ingevuld.`,
    unknownBox: (box) => `Er is geen vakje “${box}” op deze kaart.`,
    emptyName: 'Een naam mag niet leeg zijn.',
    nameTooLong: (max) => `Een naam mag hoogstens ${max} tekens hebben.`,
    tooManyPlayers: (max) => `Hoogstens ${max} spelers.`,
    onePlayer: 'Een spel heeft minstens één speler nodig.',
    playersLocked: 'Spelers toevoegen, verwijderen of verplaatsen kan alleen voor de eerste score.',
    noPlayer: (seat) => `Er is geen speler ${seat}.`,
    nothingToUndo: 'Er is niets om ongedaan te maken.',
  },
  sv: {
    gameOver: 'Spelet är slut: alla rutor är fyllda.',
    boxFilled: (box) => `${box} är redan ifylld.`,
    impossible: (points, box, values) => `${points} går inte i ${box}. Möjligt: ${values}.`,
    dice: (count) => `Skriv ${count} siffror från 1 till 6.`,
    face: 'Välj siffran för den extra Yahtzeen: 1 till 6.',
    joker: (box, allowed) => `Jokerregeln placerar slaget i ${allowed}, inte i ${box}.`,
    noExtra: (box) => `En extra ${box} kräver att rutan ${box} redan är ifylld.`,
    unknownBox: (box) => `Det finns ingen ruta ”${box}” i protokollet.`,
    emptyName: 'Ett namn får inte vara tomt.',
    nameTooLong: (max) => `Ett namn får ha högst ${max} tecken.`,
    tooManyPlayers: (max) => `Högst ${max} spelare.`,
    onePlayer: 'Ett parti behöver minst en spelare.',
    playersLocked: 'Spelare kan bara läggas till, tas bort eller flyttas före första poängen.',
    noPlayer: (seat) => `Det finns ingen spelare ${seat}.`,
    nothingToUndo: 'Det finns inget att ångra.',
  },
  de: {
    gameOver: 'Das Spiel ist vorbei: alle Felder sind voll.',
    boxFilled: (box) => `${box} ist schon ausgefüllt.`,
    impossible: (points, box, values) =>
      `${points} ist bei ${box} nicht möglich. Möglich: ${values}.`,
    dice: (count) => `Gib ${count} Augenzahlen von 1 bis 6 ein.`,
    face: 'Wähle die Augenzahl des weiteren Kniffels: 1 bis 6.',
    joker: (box, allowed) => `Die Jokerregel setzt diesen Wurf in ${allowed}, nicht in ${box}.`,
    noExtra: (box) => `Ein weiterer ${box} geht erst, wenn das Feld ${box} ausgefüllt ist.`,
    unknownBox: (box) => `Es gibt kein Feld „${box}“ auf diesem Block.`,
    emptyName: 'Ein Name darf nicht leer sein.',
    nameTooLong: (max) => `Ein Name darf höchstens ${max} Zeichen haben.`,
    tooManyPlayers: (max) => `Höchstens ${max} Spieler.`,
    onePlayer: 'Ein Spiel braucht mindestens einen Spieler.',
    playersLocked:
      'Spieler lassen sich nur vor dem ersten Eintrag hinzufügen, entfernen oder verschieben.',
    noPlayer: (seat) => `Es gibt keinen Spieler ${seat}.`,
    nothingToUndo: 'Es gibt nichts rückgängig zu machen.',
  },
  fr: {
    gameOver: 'La partie est terminée : toutes les cases sont remplies.',
    boxFilled: (box) => `${box} est déjà rempli.`,
    impossible: (points, box, values) =>
      `${points} est impossible en ${box}. Possible : ${values}.`,
    dice: (count) => `Saisissez ${count} valeurs de 1 à 6.`,
    face: 'Choisissez la valeur du Yams supplémentaire : 1 à 6.',
    joker: (box, allowed) => `La règle du joker place ce lancer en ${allowed}, pas en ${box}.`,
    noExtra: (box) => `Un ${box} supplémentaire demande que la case ${box} soit déjà remplie.`,
    unknownBox: (box) => `Il n’y a pas de case « ${box} » sur cette feuille.`,
    emptyName: 'Un nom ne peut pas être vide.',
    nameTooLong: (max) => `Un nom a au plus ${max} caractères.`,
    tooManyPlayers: (max) => `Au plus ${max} joueurs.`,
    onePlayer: 'Une partie demande au moins un joueur.',
    playersLocked: 'On ne peut ajouter, retirer ou déplacer des joueurs qu’avant le premier score.',
    noPlayer: (seat) => `Il n’y a pas de joueur ${seat}.`,
    nothingToUndo: 'Rien à annuler.',
  },
};

/**
 * A refusal of the game's rules (a turn at the dice aside) in the page's language: what the card can
 * meet, so it carries no roller's refusals. Undefined for the turn's and for setup problems no user
 * action causes (a bad ruleset or option): the element then shows the rules' own message.
 */
export function gameProblemText(lang: Language, problem: RuleProblem): string | undefined {
  const m = problemMessages[lang];
  const n = (value: number | string) =>
    typeof value === 'number' ? formatNumber(lang, value) : value;
  const box = (category: string) =>
    (categoryNames[lang] as unknown as Record<string, string | undefined>)[category] ?? category;
  switch (problem.code) {
    case 'game-over':
      return m.gameOver;
    case 'unknown-category':
      return m.unknownBox(problem.category);
    case 'box-filled':
      return m.boxFilled(box(problem.category));
    case 'impossible-points':
      return m.impossible(
        n(problem.points),
        box(problem.category),
        problem.possible.map(n).join(', '),
      );
    case 'joker-order':
      return m.joker(
        box(problem.category),
        formatList(lang, problem.allowed.map(box), 'disjunction'),
      );
    case 'bad-dice':
      return m.dice(n(problem.expected));
    case 'bad-face':
      return m.face;
    case 'no-extra-yahtzee':
      return m.noExtra(box(problem.category));
    case 'no-player':
      return m.noPlayer(String(problem.seat));
    case 'too-many-players':
      return m.tooManyPlayers(n(problem.max));
    case 'no-players':
      return m.onePlayer;
    case 'name-not-text':
    case 'name-empty':
      return m.emptyName;
    case 'name-too-long':
      return m.nameTooLong(n(problem.max));
    case 'players-locked':
      return m.playersLocked;
    case 'nothing-to-undo':
      return m.nothingToUndo;
  }
  return undefined;
}

/** Any refusal of the rules in the page's language: the game's and the turn's. */
export function problemText(lang: Language, problem: RuleProblem): string | undefined {
  return gameProblemText(lang, problem) ?? turnProblemText(lang, problem);
}

/**
 * Runs a call of the game's rules for the card: a refusal becomes an Error in the page's language,
 * with the RuleError as its cause; anything else passes through.
 */
export function inLanguage<T>(lang: Language, call: () => T): T {
  return refused((problem) => gameProblemText(lang, problem), call);
}
