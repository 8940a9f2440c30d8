import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { element } from '../.storybook/arg-types.js';
import '../src/first-player-picker/first-player-picker.js';
import type { FirstPlayerPicker } from '../src/first-player-picker/first-player-picker.js';
import type { RandomSource } from '../src/random/die.js';

interface Args {
  players: string;
  method: 'one-die' | 'five-dice';
  'storage-key': string;
  lang: string;
  'heading-level'?: number;
}

function picker(canvas: HTMLElement): FirstPlayerPicker {
  return canvas.querySelector('first-player-picker')!;
}

// Every story starts from nothing saved, so the states below are the same on every visit.
function fresh(storageKey: string): void {
  try {
    localStorage.removeItem(storageKey);
  } catch {
    // Blocked storage: the picker works in memory.
  }
}

/** Dice that show these faces in turn (the fair die turns byte b into face b % 6 + 1). */
function loadedDice(faces: readonly number[]): RandomSource {
  const queue = [...faces];
  return (array) => {
    for (let i = 0; i < array.length; i++) array[i] = (queue.shift() ?? 1) - 1;
    return array;
  };
}

const meta: Meta<Args> = {
  title: 'Elements/first-player-picker',
  component: 'first-player-picker',
  args: {
    players: '4',
    method: 'one-die',
    'storage-key': 'storybook:first-player-picker:count',
    lang: 'en',
  },
  render: (args) => {
    fresh(args['storage-key']);
    return element('first-player-picker', args);
  },
};
export default meta;

type Story = StoryObj<Args>;

/** A count of players: default names, the real fair die. Press "Who begins?". */
export const Count: Story = {};

/** Names separated by commas, already picked once with the real die. */
export const Names: Story = {
  args: { players: 'Anna, Bram, Cees, Dirk', 'storage-key': 'storybook:first-player-picker:names' },
  play: async ({ canvasElement }) => {
    picker(canvasElement).pick();
  },
};

/** Anna, Bram and Dirk tie on 5 and roll again; Anna and Dirk tie on 6; Dirk wins 4 to 2. */
export const ThreeWayTie: Story = {
  args: { players: 'Anna, Bram, Cees, Dirk', 'storage-key': 'storybook:first-player-picker:tie' },
  play: async ({ canvasElement }) => {
    const el = picker(canvasElement);
    el.random = loadedDice([5, 5, 2, 5, 6, 3, 6, 2, 4]);
    el.pick();
  },
};

/** The older rulebook's method: everyone rolls all five dice, the highest total begins. */
export const FiveDice: Story = {
  args: {
    players: 'Anna, Bram, Cees',
    method: 'five-dice',
    'storage-key': 'storybook:first-player-picker:five-dice',
  },
  play: async ({ canvasElement }) => {
    picker(canvasElement).pick();
  },
};

/** A count of 0: the message in place, nothing picked. */
export const ErrorZero: Story = {
  args: { players: '0', 'storage-key': 'storybook:first-player-picker:error-zero' },
  play: async ({ canvasElement }) => {
    picker(canvasElement).pick();
  },
};

/** A fraction is not a number of players. */
export const ErrorFraction: Story = {
  args: { players: '2.5', 'storage-key': 'storybook:first-player-picker:error-fraction' },
  play: async ({ canvasElement }) => {
    picker(canvasElement).pick();
  },
};

/** A name past the length limit. */
export const ErrorLongName: Story = {
  args: {
    players: 'Anna, Bartholomeus Cornelis van den Heuvel-Oosterhout',
    'storage-key': 'storybook:first-player-picker:error-long',
  },
  play: async ({ canvasElement }) => {
    picker(canvasElement).pick();
  },
};

/** Dutch, as on the source page ("Wie begint?"), with default names "Speler 1" ... */
export const Dutch: Story = {
  args: { players: '3', lang: 'nl', 'storage-key': 'storybook:first-player-picker:nl' },
  play: async ({ canvasElement }) => {
    picker(canvasElement).pick();
  },
};
