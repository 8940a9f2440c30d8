import { sendKeys, sendMouse } from '@web/test-runner-commands';
import type { RandomSource } from '../../src/random/die.js';
import type { DiceRoller } from '../../src/dice-roller/dice-roller.js';
import { shownPips } from '../internal/pips.js';

/**
 * A replacement random source that makes the dice show these faces, in order
 * (byte `face - 1` maps to `face`). Fails loudly when the test asks for more dice than it planned.
 */
export function facesSource(faces: readonly number[]): RandomSource {
  const queue = [...faces];
  return <T extends Uint8Array | Uint16Array | Uint32Array>(array: T): T => {
    for (let i = 0; i < array.length; i++) {
      const face = queue.shift();
      if (face === undefined) throw new Error('The test source ran out of faces');
      array[i] = face - 1;
    }
    return array;
  };
}

export function shadow(el: DiceRoller): ShadowRoot {
  return el.shadowRoot!;
}

export function dieButtons(el: DiceRoller): HTMLButtonElement[] {
  return [...shadow(el).querySelectorAll<HTMLButtonElement>('button.die')];
}

export function rollButton(el: DiceRoller): HTMLButtonElement {
  return shadow(el).querySelector<HTMLButtonElement>('button.roll')!;
}

export function newTurnButton(el: DiceRoller): HTMLButtonElement | null {
  return shadow(el).querySelector<HTMLButtonElement>('button.new-turn');
}

export function counterText(el: DiceRoller): string {
  return shadow(el).querySelector('[part="counter"]')!.textContent!.trim();
}

export function liveText(el: DiceRoller): string {
  return shadow(el).querySelector('[aria-live="polite"]')!.textContent!.trim();
}

export function noticeText(el: DiceRoller): string | undefined {
  return shadow(el).querySelector('[part="notice"]')?.textContent?.trim();
}

/** What a sighted user sees: the number of pips shown on each die (each face holds all seven). */
export function pipCounts(el: DiceRoller): number[] {
  return dieButtons(el).map((button) => shownPips(button).length);
}

export function dieNames(el: DiceRoller): string[] {
  return dieButtons(el).map((button) => button.getAttribute('aria-label')!);
}

export function pressed(el: DiceRoller): boolean[] {
  return dieButtons(el).map((button) => button.getAttribute('aria-pressed') === 'true');
}

/** Clicks the middle of an element with the real mouse. */
export async function clickOn(element: Element): Promise<void> {
  const box = element.getBoundingClientRect();
  await sendMouse({
    type: 'click',
    position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)],
  });
}

/** Shift+Tab with the real keyboard. */
export async function shiftTab(): Promise<void> {
  await sendKeys({ down: 'Shift' });
  await sendKeys({ press: 'Tab' });
  await sendKeys({ up: 'Shift' });
}

/** Removes this file's keys only: test files run side by side and share one localStorage. */
export function clearKeys(prefix: string): void {
  for (const key of Object.keys(localStorage)) {
    if (key.startsWith(prefix)) localStorage.removeItem(key);
  }
}
