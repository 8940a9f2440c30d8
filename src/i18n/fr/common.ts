import type { CommonMessages } from '../common.js';

const fr: CommonMessages = {
  storageUnavailable:
    'Ce navigateur ne permet pas à la page d’enregistrer : tout fonctionne jusqu’à la fermeture de la page.',
  storageFull:
    'Le stockage du navigateur est plein : la dernière modification n’est pas enregistrée sur cet appareil.',
  restoreFailed:
    'L’état enregistré n’a pas pu être restauré ; il a été mis de côté et un nouveau a commencé.',
  storageConflict:
    'Un autre onglet a modifié ceci en même temps : l’état le plus récent est affiché, et ta dernière modification n’a pas été conservée.',
};
export default fr;
