import { catalog, type Catalog } from './index.js';

/**
 * What `<dice-roller>` says only once dice have been rolled: the live region's words and the
 * preview table. A catalog of its own, read only by after-roll.ts, which comes after the roller's
 * first render: its language files come with it.
 */
export interface AfterRollMessages {
  /** What the live region says after a roll: "Roll 2 of 3: 3, 3, 5, 6, 6". */
  announceRoll: (rollNumber: number, rolls: number, faces: readonly number[]) => string;
  announceNewTurn: string;
  previewCaption: string;
  previewBox: string;
  previewPoints: string;
}

export const afterRollMessages: Catalog<AfterRollMessages> = catalog<AfterRollMessages>(
  {
    announceRoll: (n, rolls, faces) => `Roll ${n} of ${rolls}: ${faces.join(', ')}`,
    announceNewTurn: 'New turn.',
    previewCaption: 'What these dice are worth',
    previewBox: 'Box',
    previewPoints: 'Points',
  },
  {
    nl: () => import('./nl/after-roll.js'),
    sv: () => import('./sv/after-roll.js'),
    de: () => import('./de/after-roll.js'),
    fr: () => import('./fr/after-roll.js'),
  },
);
