import { expect, oneEvent } from '@open-wc/testing';
import { sendMouse } from '@web/test-runner-commands';
import type { YahtzeeScorecard } from '../../src/yahtzee-scorecard/yahtzee-scorecard.js';
import { getRuleset, type CategoryId } from '../../src/rules/rulesets.js';

export const $ = <E extends Element = HTMLElement>(el: YahtzeeScorecard, selector: string): E =>
  el.shadowRoot!.querySelector<E>(selector)!;
export const $$ = <E extends Element = HTMLElement>(
  el: YahtzeeScorecard,
  selector: string,
): E[] => [...el.shadowRoot!.querySelectorAll<E>(selector)];
/**
 * Without the characters a reader does not see: the word joiners that keep a header's hyphenated
 * word whole, and the isolates that set a name apart from its sentence.
 */
export const unseen = (text: string): string =>
  text
    .replace(/[\u2060\u2068\u2069]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
/** The text a reader sees. */
export const text = (node: Element | null | undefined): string => unseen(node?.textContent ?? '');
/** The text a reader sees: what is hidden in place (another seat's turn mark) left out. */
export const shown = (node: HTMLElement): string => unseen(node.innerText);

/** The cell texts of a row, found by its header. */
export function row(el: YahtzeeScorecard, header: string): string[] {
  const th = $$(el, 'table.sheet th[scope="row"]').find((cell) => text(cell) === header);
  expect(th, `row ${header}`).to.exist;
  return [...th!.parentElement!.querySelectorAll('td')].map((cell) => text(cell));
}

/** Types dice into the card's dice field, as the field's input event reports them. */
export async function typeDice(el: YahtzeeScorecard, dice: readonly number[]): Promise<void> {
  const input = $<HTMLInputElement>(el, '#dice');
  input.value = dice.join(' ');
  input.dispatchEvent(new Event('input'));
  await el.updateComplete;
}

/**
 * Waits for the card's saves and what follows them (score-change, a refusal's notice): saves run in
 * turn under a lock on the storage key (Web Locks), so a request for it is granted after them.
 */
export async function saved(el: YahtzeeScorecard): Promise<void> {
  await navigator.locks.request(el.storageKey, () => undefined);
  await el.updateComplete;
}

export async function clickPlacement(el: YahtzeeScorecard, category: CategoryId): Promise<void> {
  const button = $<HTMLButtonElement>(el, `button[data-place="${category}"]`);
  expect(button, `placement ${category}`).to.exist;
  button.click();
  await saved(el);
}

/** Unfolds the players' list as a tap on its summary does: after the first score its rows are drawn only while open. */
export async function unfoldPlayers(el: YahtzeeScorecard): Promise<void> {
  const toggled = oneEvent($(el, 'details.players'), 'toggle');
  $(el, '.players summary').click();
  await toggled;
  await el.updateComplete;
}

/**
 * Waits for every save still on its way (a test that made entries without awaiting them): each runs
 * under its key's lock, and a save after the next test's clearing would restore this test's game.
 */
export async function allSaved(): Promise<void> {
  const { held = [], pending = [] } = await navigator.locks.query();
  // Not the lock named after a save's revision (`key\nrevision`): it is held for 2 s.
  const keys = [...held, ...pending]
    .map((lock) => lock.name!)
    .filter((name) => !name.includes('\n'));
  await Promise.all(keys.map((key) => navigator.locks.request(key, () => undefined)));
}

/**
 * Removes the keys under `prefix` only (test files share one localStorage), after every save still
 * on its way: a late save would reach the next test's card on the same key (same-page cards follow
 * each other's saves).
 */
export async function clearStorage(prefix: string): Promise<void> {
  await allSaved();
  for (const stored of Object.keys(localStorage))
    if (stored.startsWith(prefix)) localStorage.removeItem(stored);
}

/** The upper boxes as an English pad prints them. */
export const upperRows = ['Aces', 'Twos', 'Threes', 'Fours', 'Fives', 'Sixes'];

/** Every row header of an English Yahtzee sheet, boxes and total lines, top to bottom. */
export const yahtzeeRows = [
  ...upperRows,
  'Upper sum',
  'Bonus (35 at 63 or more)',
  'Upper total',
  '3 of a kind',
  '4 of a kind',
  'Full house',
  'Small straight',
  'Large straight',
  'Yahtzee',
  'Chance',
  'Yahtzee bonus (100 each)',
  'Lower total',
  'Grand total',
];

/** A real click in the middle of an element, scrolled into view first. */
export async function clickOn(element: Element): Promise<void> {
  element.scrollIntoView({ block: 'center', inline: 'center' });
  const box = element.getBoundingClientRect();
  await sendMouse({
    type: 'click',
    position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)],
  });
}

/** The element focused now, inside shadow roots. */
export function deepActive(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/**
 * Plays a Yahtzee game of `seats` players up to its last entry: the first player wins on a Chance
 * of 30, every other box is scratched. Returns the box left to the last player.
 */
export function playToLastBox(el: YahtzeeScorecard, seats: number): CategoryId {
  const boxes = getRuleset('yahtzee').categories;
  const last = boxes.at(-1)!;
  for (const box of boxes) {
    for (let seat = 0; seat < seats; seat++) {
      if (box === last && seat === seats - 1) break;
      if (box === 'chance' && seat === 0) el.enterPoints(box, 30);
      else el.scratch(box);
    }
  }
  return last;
}
