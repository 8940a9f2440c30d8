import type { StorageProblem } from '../storage/store.js';
import type { Catalog, Language } from './index.js';

/** Words every element shares: default player names, storage notices. */
export interface CommonMessages {
  defaultPlayer: (seat: number) => string;
  storageUnavailable: string;
  storageFull: string;
  restoreFailed: string;
  /** Another tab saved first: its newer state is shown and the change made here was not kept. */
  storageConflict: string;
}

export const common: Catalog<CommonMessages> = {
  en: {
    defaultPlayer: (seat) => `Player ${seat}`,
    storageUnavailable:
      'This browser does not let the page save: this works until you close the page.',
    storageFull: 'The browser storage is full: the latest change is not saved on this device.',
    restoreFailed:
      'The saved state could not be restored; it was set aside and a fresh one started.',
    storageConflict:
      'Another tab changed this at the same time: its newer state is shown, and your last change was not kept.',
  },
  nl: {
    defaultPlayer: (seat) => `Speler ${seat}`,
    storageUnavailable:
      'Deze browser laat de pagina niets bewaren: alles werkt tot je de pagina sluit.',
    storageFull:
      'De opslag van de browser is vol: de laatste wijziging is niet op dit apparaat bewaard.',
    restoreFailed:
      'De bewaarde stand kon niet worden hersteld; hij is apart gezet en er is opnieuw begonnen.',
    storageConflict:
      'Een ander tabblad wijzigde dit tegelijk: de nieuwere stand staat er nu, en je laatste wijziging is niet bewaard.',
  },
  sv: {
    defaultPlayer: (seat) => `Spelare ${seat}`,
    storageUnavailable: 'Webbläsaren låter inte sidan spara: allt fungerar tills du stänger sidan.',
    storageFull: 'Webbläsarens lagring är full: den senaste ändringen sparades inte på enheten.',
    restoreFailed:
      'Det sparade läget kunde inte återställas; det lades åt sidan och ett nytt startades.',
    storageConflict:
      'En annan flik ändrade detta samtidigt: det nyare läget visas, och din senaste ändring sparades inte.',
  },
  de: {
    defaultPlayer: (seat) => `Spieler ${seat}`,
    storageUnavailable:
      'Dieser Browser lässt die Seite nichts speichern: alles funktioniert, bis du die Seite schließt.',
    storageFull:
      'Der Browserspeicher ist voll: die letzte Änderung ist auf diesem Gerät nicht gespeichert.',
    restoreFailed:
      'Der gespeicherte Stand ließ sich nicht wiederherstellen; er wurde beiseitegelegt und neu begonnen.',
    storageConflict:
      'Ein anderer Tab hat das gleichzeitig geändert: der neuere Stand wird gezeigt, deine letzte Änderung wurde nicht übernommen.',
  },
  fr: {
    defaultPlayer: (seat) => `Joueur ${seat}`,
    storageUnavailable:
      'Ce navigateur ne permet pas à la page d’enregistrer : tout fonctionne jusqu’à la fermeture de la page.',
    storageFull:
      'Le stockage du navigateur est plein : la dernière modification n’est pas enregistrée sur cet appareil.',
    restoreFailed:
      'L’état enregistré n’a pas pu être restauré ; il a été mis de côté et un nouveau a commencé.',
    storageConflict:
      'Un autre onglet a modifié ceci en même temps : l’état le plus récent est affiché, et ta dernière modification n’a pas été conservée.',
  },
};

const noticeKeys = {
  unavailable: 'storageUnavailable',
  full: 'storageFull',
  corrupt: 'restoreFailed',
  conflict: 'storageConflict',
} as const satisfies Record<StorageProblem, keyof CommonMessages>;

/** What a storage problem means for the reader, in their language: one wording for every element. */
export function storageNotice(lang: Language, problem: StorageProblem): string {
  return common[lang][noticeKeys[problem]];
}
