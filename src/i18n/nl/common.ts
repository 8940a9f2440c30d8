import type { CommonMessages } from '../common.js';

const nl: CommonMessages = {
  storageUnavailable:
    'Deze browser laat de pagina niets bewaren: alles werkt tot je de pagina sluit.',
  storageFull:
    'De opslag van de browser is vol: de laatste wijziging is niet op dit apparaat bewaard.',
  restoreFailed:
    'De bewaarde stand kon niet worden hersteld; hij is apart gezet en er is opnieuw begonnen.',
  storageConflict:
    'Een ander tabblad wijzigde dit tegelijk: de nieuwere stand staat er nu, en je laatste wijziging is niet bewaard.',
};
export default nl;
