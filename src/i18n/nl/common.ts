import type { CommonMessages } from '../common.js';

const nl: CommonMessages = {
  storageUnavailable:
    'De browser laat de pagina nu niets bewaren: tot dat weer lukt, gaan wijzigingen hier verloren als je de pagina sluit.',
  storageFull:
    'De opslag van de browser is vol: wijzigingen hier worden niet op dit apparaat bewaard en gaan verloren als je de pagina sluit.',
  restoreFailed:
    'De bewaarde stand kon niet worden hersteld; hij is apart gezet en er is opnieuw begonnen.',
  restoreStuck:
    'De bewaarde stand kon niet worden hersteld, en de opslag is te vol om hem apart te zetten: hij blijft zoals hij was, en wijzigingen hier worden niet op dit apparaat bewaard.',
  storageConflict:
    'Een ander tabblad wijzigde dit spel eerst: je invoer is niet bewaard. Dit is het bewaarde spel.',
};
export default nl;
