import type { CommonMessages } from '../common.js';

const de: CommonMessages = {
  storageUnavailable:
    'Der Browser lässt die Seite gerade nichts speichern: bis das wieder geht, gehen Änderungen hier verloren, wenn du die Seite schließt.',
  storageFull:
    'Der Browserspeicher ist voll: Änderungen hier werden auf diesem Gerät nicht gespeichert und gehen verloren, wenn du die Seite schließt.',
  restoreFailed:
    'Der gespeicherte Stand ließ sich nicht wiederherstellen; er wurde beiseitegelegt und neu begonnen.',
  restoreStuck:
    'Der gespeicherte Stand ließ sich nicht wiederherstellen, und der Speicher ist zu voll, um ihn beiseitezulegen: er bleibt, wie er war, und Änderungen hier werden auf diesem Gerät nicht gespeichert.',
  storageConflict:
    'Ein anderer Tab hat dieses Spiel zuerst geändert: deine Eingabe wurde nicht gespeichert. Das ist das gespeicherte Spiel.',
};
export default de;
