import type { StorageProblem } from '../storage/store.js';
import { catalog, type Catalog, type Language } from './index.js';

/**
 * Words every element shares: storage notices. Rare, so each element's later file brings them
 * (src/internal/notice.ts): the first files and their first language files go without.
 */
export interface CommonMessages {
  storageUnavailable: string;
  storageFull: string;
  restoreFailed: string;
  /** The saved state could not be restored, nor kept aside for lack of room: it is left as it was. */
  restoreStuck: string;
  /** Another tab changed the game first (only the card refuses): the saved game is shown, the entry here was not kept. */
  storageConflict: string;
}

export const common: Catalog<CommonMessages> = catalog<CommonMessages>(
  {
    storageUnavailable:
      'The browser does not let the page save now: until it does, changes are lost when you close the page.',
    storageFull:
      'The browser storage is full: changes here are not saved on this device and are lost when you close the page.',
    restoreFailed:
      'The saved state could not be restored; it was set aside and a fresh one started.',
    restoreStuck:
      'The saved state could not be restored, nor set aside for lack of room: it is left as it was, and changes here are not saved.',
    storageConflict:
      'Another tab changed this game first: your entry was not saved. This is the saved game.',
  },
  {
    nl: () => import('./nl/common.js'),
    sv: () => import('./sv/common.js'),
    de: () => import('./de/common.js'),
    fr: () => import('./fr/common.js'),
  },
);

const noticeKeys = {
  unavailable: 'storageUnavailable',
  full: 'storageFull',
  corrupt: 'restoreFailed',
  stuck: 'restoreStuck',
  conflict: 'storageConflict',
} as const satisfies Record<StorageProblem, keyof CommonMessages>;

/** What a storage problem means for the reader, in their language: one wording for every element. */
export function storageNotice(lang: Language, problem: StorageProblem): string {
  return common[lang][noticeKeys[problem]];
}
