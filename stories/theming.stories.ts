import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
// Value imports, not bare ones: a bare import of an element module could be tree-shaken out of
// Storybook's production build, and the tags would never be registered.
import { DiceRoller } from '../src/dice-roller/dice-roller.js';
import { FirstPlayerPicker } from '../src/first-player-picker/first-player-picker.js';
import { YahtzeeScorecard } from '../src/yahtzee-scorecard/yahtzee-scorecard.js';

/** The shared tokens every element reads; each arg sets one `--yw-*` custom property. */
interface Args {
  accent: string;
  onAccent: string;
  surface: string;
  text: string;
  border: string;
  radius: string;
  error: string;
  dieFace: string;
  diePip: string;
  dieHeld: string;
  dieSize: string;
}

const tokens: Record<keyof Args, string> = {
  accent: '--yw-accent',
  onAccent: '--yw-on-accent',
  surface: '--yw-surface',
  text: '--yw-text',
  border: '--yw-border',
  radius: '--yw-radius',
  error: '--yw-error',
  dieFace: '--yw-die-face',
  diePip: '--yw-die-pip',
  dieHeld: '--yw-die-held',
  dieSize: '--yw-die-size',
};

const tags = [
  ['dice-roller', DiceRoller],
  ['first-player-picker', FirstPlayerPicker],
  ['yahtzee-scorecard', YahtzeeScorecard],
] as const;

/** The tokens as declarations, for the story's own stylesheet. */
function declarations(args: Args): string {
  return (Object.keys(tokens) as (keyof Args)[])
    .filter((name) => args[name])
    .map((name) => `${tokens[name]}: ${args[name]};`)
    .join(' ');
}

// Every story starts from nothing saved, so it looks the same on every visit.
function fresh(prefix: string): void {
  try {
    for (const key of Object.keys(localStorage))
      if (key.startsWith(prefix)) localStorage.removeItem(key);
  } catch {
    // Blocked storage: the elements work in memory.
  }
}

/** The three elements side by side, each with its own storage key. */
function three(prefix: string, scheme: string) {
  fresh(prefix);
  return html`<div class="yw-${scheme}">
    <dice-roller lang="en" preview storage-key="${prefix}:roller"></dice-roller>
    <first-player-picker
      lang="en"
      players="Anna, Bram, Cas"
      storage-key="${prefix}:picker"
    ></first-player-picker>
    <yahtzee-scorecard
      lang="en"
      players="Anna, Bram, Cas"
      storage-key="${prefix}:card"
    ></yahtzee-scorecard>
  </div>`;
}

/** A turn in progress in every element, so dice, holds, results and open boxes all show. */
async function play(canvas: HTMLElement): Promise<void> {
  for (const [tag, element] of tags) {
    const el = canvas.querySelector(tag);
    if (!(el instanceof element)) throw new Error(`<${tag}> is not registered`);
    await el.updateComplete;
  }
  const roller = canvas.querySelector('dice-roller') as DiceRoller;
  roller.roll();
  roller.toggleHold(0);
  roller.toggleHold(1);
  (canvas.querySelector('first-player-picker') as FirstPlayerPicker).pick();
}

const meta: Meta<Args> = {
  title: 'Theming/All three elements',
  args: {
    accent: '#0f766e',
    onAccent: '#ffffff',
    surface: '#fbf7ef',
    text: '#2b2118',
    border: '#a08c74',
    radius: '1rem',
    error: '#b42318',
    dieFace: '#7f1d1d',
    diePip: '#fef3c7',
    dieHeld: '#0f766e',
    dieSize: '52px',
  },
  argTypes: {
    accent: { control: 'color', description: '`--yw-accent`' },
    onAccent: { control: 'color', description: '`--yw-on-accent`' },
    surface: { control: 'color', description: '`--yw-surface`' },
    text: { control: 'color', description: '`--yw-text`' },
    border: { control: 'color', description: '`--yw-border`' },
    radius: { control: 'text', description: '`--yw-radius`' },
    error: { control: 'color', description: '`--yw-error`' },
    dieFace: { control: 'color', description: '`--yw-die-face`' },
    diePip: { control: 'color', description: '`--yw-die-pip`' },
    dieHeld: { control: 'color', description: '`--yw-die-held`' },
    dieSize: { control: 'text', description: '`--yw-die-size`' },
  },
  play: ({ canvasElement }) => play(canvasElement),
};
export default meta;

type Story = StoryObj<Args>;

/**
 * One set of `--yw-*` tokens on a wrapper re-themes all three elements; `::part` rules restyle
 * the pieces the tokens do not reach (here: the wrapper, every button, the dice, the totals).
 */
export const Rethemed: Story = {
  render: (args) => html`
    <style>
      .yw-themed {
        ${declarations(args)}
        display: grid;
        gap: 1.5rem;
        font-family: Georgia, serif;
      }
      .yw-themed dice-roller::part(base),
      .yw-themed first-player-picker::part(base),
      .yw-themed yahtzee-scorecard::part(base) {
        padding: 1rem;
        border: 2px solid ${args.border};
      }
      .yw-themed dice-roller::part(button),
      .yw-themed first-player-picker::part(button),
      .yw-themed yahtzee-scorecard::part(button) {
        font-variant: small-caps;
        letter-spacing: 0.04em;
      }
      .yw-themed dice-roller::part(die-held) {
        transform: rotate(-6deg);
      }
      .yw-themed first-player-picker::part(die) {
        border-radius: 50%;
      }
      .yw-themed yahtzee-scorecard::part(total) {
        font-weight: 800;
        background: color-mix(in srgb, ${args.accent} 12%, transparent);
      }
    </style>
    ${three('storybook:theming:themed', 'themed')}
  `,
};

/**
 * The dark scheme. An element follows `prefers-color-scheme: dark` by itself; Storybook cannot
 * switch that media query, so this story sets the very values the elements use as their dark
 * defaults (`color-scheme: dark` makes `Canvas` and `CanvasText` dark) on a dark wrapper.
 */
export const Dark: Story = {
  args: {
    accent: '#8ab4f8',
    onAccent: '#0b1020',
    surface: 'Canvas',
    text: 'CanvasText',
    border: 'GrayText',
    radius: '0.5rem',
    error: '#f2b8b5',
    dieFace: '#fffdf8',
    diePip: '#1b1b1b',
    dieHeld: '#f6c945',
    dieSize: 'clamp(38px, 11vw, 64px)',
  },
  render: (args) => html`
    <style>
      .yw-dark {
        ${declarations(args)}
        color-scheme: dark;
        background: Canvas;
        color: CanvasText;
        display: grid;
        gap: 1.5rem;
        padding: 1rem;
      }
    </style>
    ${three('storybook:theming:dark', 'dark')}
  `,
};
