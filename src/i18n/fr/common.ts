import type { CommonMessages } from '../common.js';

const fr: CommonMessages = {
  storageUnavailable:
    'Le navigateur ne permet pas à la page d’enregistrer pour le moment : tant que ce n’est pas rétabli, les modifications faites ici sont perdues à la fermeture de la page.',
  storageFull:
    'Le stockage du navigateur est plein : les modifications faites ici ne sont pas enregistrées sur cet appareil et seront perdues à la fermeture de la page.',
  restoreFailed:
    'L’état enregistré n’a pas pu être restauré ; il a été mis de côté et un nouveau a commencé.',
  restoreStuck:
    'L’état enregistré n’a pas pu être restauré, et le stockage est trop plein pour le mettre de côté : il reste tel quel, et les modifications faites ici ne sont pas enregistrées sur cet appareil.',
  storageConflict:
    'Un autre onglet a modifié cette partie d’abord : ta saisie n’a pas été enregistrée. Voici la partie enregistrée.',
};
export default fr;
