import type { CommonMessages } from '../common.js';

const de: CommonMessages = {
  storageUnavailable:
    'Dieser Browser lässt die Seite nichts speichern: alles funktioniert, bis du die Seite schließt.',
  storageFull:
    'Der Browserspeicher ist voll: die letzte Änderung ist auf diesem Gerät nicht gespeichert.',
  restoreFailed:
    'Der gespeicherte Stand ließ sich nicht wiederherstellen; er wurde beiseitegelegt und neu begonnen.',
  storageConflict:
    'Ein anderer Tab hat das gleichzeitig geändert: der neuere Stand wird gezeigt, deine letzte Änderung wurde nicht übernommen.',
};
export default de;
