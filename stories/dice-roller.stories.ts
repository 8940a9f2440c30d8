import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { element } from '../.storybook/arg-types.js';
// A value import, not a bare one: package.json `sideEffects` lists only dist files, so a bundler
// would drop `import '../src/dice-roller/dice-roller.js'` and the tag would never be registered.
import { DiceRoller } from '../src/dice-roller/dice-roller.js';
import type { RandomSource } from '../src/random/die.js';

interface Args {
  /** Left out: the ruleset's. */
  dice?: number;
  rolls?: number;
  ruleset: 'yahtzee' | 'yatzy' | 'kniffel' | 'maxi-yatzy';
  /** Left out: the ruleset's rule (on in Maxi Yatzy). */
  'saved-rolls'?: 'true' | 'false';
  saved: number;
  'storage-key': string;
  lang: string;
  preview: boolean;
  advice: boolean;
}

/** Makes the dice show these faces, in order, so a story looks the same on every visit. */
function scripted(faces: readonly number[]): RandomSource {
  const queue = [...faces];
  return (array) => {
    for (let i = 0; i < array.length; i++) array[i] = (queue.shift() ?? 1) - 1;
    return array;
  };
}

// Every story starts from nothing saved, so its state is the same on every visit.
function fresh(storageKey: string): void {
  try {
    localStorage.removeItem(storageKey);
  } catch {
    // Blocked storage: the roller works in memory.
  }
}

function roller(canvas: HTMLElement): DiceRoller {
  const el = canvas.querySelector('dice-roller');
  if (!(el instanceof DiceRoller)) throw new Error('<dice-roller> is not registered');
  return el;
}

/** Plays a scripted turn: the faces to throw, and the dice (0-based) to hold before each next roll. */
async function playTurn(
  canvas: HTMLElement,
  faces: readonly number[],
  holdsBeforeEachRoll: readonly (readonly number[])[],
  rolls = holdsBeforeEachRoll.length + 1,
): Promise<void> {
  const el = roller(canvas);
  await el.updateComplete;
  el.random = scripted(faces);
  el.roll();
  for (let r = 1; r < rolls; r++) {
    for (const index of holdsBeforeEachRoll[r - 1] ?? []) el.toggleHold(index);
    el.roll();
  }
  if (holdsBeforeEachRoll.length >= rolls) {
    for (const index of holdsBeforeEachRoll[rolls - 1] ?? []) el.toggleHold(index);
  }
}

const meta: Meta<Args> = {
  title: 'Elements/dice-roller',
  component: 'dice-roller',
  args: {
    ruleset: 'yahtzee',
    saved: 0,
    'storage-key': 'storybook:dice-roller',
    lang: 'en',
    preview: false,
    advice: false,
  },
  render: (args) => {
    fresh(args['storage-key']);
    return element('dice-roller', args);
  },
};
export default meta;

type Story = StoryObj<Args>;

/** A new turn: blank dice, three rolls to go. */
export const BeforeTheFirstRoll: Story = {};

/** All five dice thrown once; any die can now be held. */
export const AfterTheFirstRoll: Story = {
  args: { 'storage-key': 'storybook:dice-roller:first' },
  play: ({ canvasElement }) => playTurn(canvasElement, [3, 3, 5, 6, 6], []),
};

/** Three sixes held after the first roll. */
export const HeldDice: Story = {
  args: { 'storage-key': 'storybook:dice-roller:held' },
  play: ({ canvasElement }) => playTurn(canvasElement, [6, 2, 6, 1, 6], [[0, 2, 4]], 1),
};

/** The last roll is used: Roll is disabled, New turn is offered. */
export const ThirdRoll: Story = {
  args: { 'storage-key': 'storybook:dice-roller:third' },
  play: ({ canvasElement }) =>
    playTurn(canvasElement, [6, 2, 6, 1, 4, 6, 3, 5, 2, 6], [[0, 2], [1]]),
};

/**
 * With `advice`: after 4 6 4 6 6 it marks the three 6s to keep and says the expected final score.
 * The first visit works out the table (a few seconds, with progress); later visits read it back.
 */
export const WithAdvice: Story = {
  args: { advice: true, 'storage-key': 'storybook:dice-roller:advice' },
  play: ({ canvasElement }) => playTurn(canvasElement, [4, 6, 4, 6, 6], []),
};

/** With `preview`: what these dice are worth in every box of the ruleset. */
export const WithPreview: Story = {
  args: { preview: true, 'storage-key': 'storybook:dice-roller:preview' },
  play: ({ canvasElement }) => playTurn(canvasElement, [4, 4, 4, 2, 2], []),
};

/** In a Dutch article: "Worp 2 van 3", "Dobbelsteen 1: vijf, vast". */
export const Dutch: Story = {
  args: { lang: 'nl', preview: true, 'storage-key': 'storybook:dice-roller:nl' },
  play: ({ canvasElement }) => playTurn(canvasElement, [5, 5, 1, 3, 4, 2, 5, 5], [[0, 1]], 2),
};

/** `dice="6"` with Yahtzee's rules: six dice, no preview (Yahtzee's boxes score five). */
export const SixDice: Story = {
  args: { dice: 6, 'storage-key': 'storybook:dice-roller:six' },
  play: ({ canvasElement }) => playTurn(canvasElement, [1, 2, 3, 4, 5, 6], []),
};

/** Kniffel in German: five dice, the Kniffel pad's boxes in the preview. */
export const Kniffel: Story = {
  args: {
    ruleset: 'kniffel',
    lang: 'de',
    preview: true,
    'storage-key': 'storybook:dice-roller:kniffel',
  },
  play: ({ canvasElement }) => playTurn(canvasElement, [4, 4, 2, 4, 6, 4, 4], [[0, 1, 3]]),
};

/**
 * Maxi Yatzy: six dice, its 20 boxes in the preview, and two rolls saved from earlier turns:
 * "Roll 2 of 5 (2 saved)".
 */
export const MaxiYatzy: Story = {
  args: {
    ruleset: 'maxi-yatzy',
    preview: true,
    saved: 2,
    'storage-key': 'storybook:dice-roller:maxi',
  },
  play: ({ canvasElement }) => playTurn(canvasElement, [2, 2, 5, 5, 1, 6, 5, 2], [[0, 1, 2, 3]], 2),
};

/** Maxi Yatzy in Swedish, as the Swedish rules pages call it: "Kast 1 av 4 (1 sparat)". */
export const MaxiYatzySwedish: Story = {
  args: {
    ruleset: 'maxi-yatzy',
    lang: 'sv',
    saved: 1,
    'storage-key': 'storybook:dice-roller:maxi-sv',
  },
  play: ({ canvasElement }) => playTurn(canvasElement, [6, 6, 6, 3, 3, 1], []),
};
