// Properties set on an element before it is defined (a late script, a framework that creates the
// tags first): its storage key among them. The element must read and write that key from the
// start, never the default key, which another table on the page may be using.
import { expect } from '@open-wc/testing';
import { DiceRoller } from '../../src/dice-roller/dice-roller.js';
import { FirstPlayerPicker } from '../../src/first-player-picker/first-player-picker.js';
import { YahtzeeScorecard } from '../../src/yahtzee-scorecard/yahtzee-scorecard.js';
import { define } from '../../src/internal/define.js';

const defaults = [
  'yahtzee-widgets:dice-roller',
  'yahtzee-widgets:first-player-picker',
  'yahtzee-widgets:scorecard',
];
const own = 'test-defined-late';
let kept: (string | null)[] = [];
let count = 0;

/** Creates `<tag-N>` with `set` applied, then defines it as a subclass of `element`: an upgrade. */
async function definedLate<E extends HTMLElement>(
  element: CustomElementConstructor,
  set: (el: E) => void,
): Promise<E> {
  const tag = `yw-test-late-${++count}`;
  const el = document.createElement(tag) as E;
  set(el);
  document.body.append(el);
  // As the bundle defines its elements (typed properties included).
  define(tag, class extends (element as typeof HTMLElement) {});
  await (el as unknown as { updateComplete: Promise<boolean> }).updateComplete;
  return el;
}

const clearOwn = () => {
  for (const key of Object.keys(localStorage))
    if (key.startsWith(own)) localStorage.removeItem(key);
};

describe('a storage key set before the element is defined', () => {
  let theirs: string[] = [];
  beforeEach(async () => {
    kept = defaults.map((key) => localStorage.getItem(key));
    clearOwn();
    // Another table's roll, pick and game under the default keys, saved by elements of their own.
    const roller = Object.assign(new DiceRoller(), { id: 'late-0' });
    const picker = Object.assign(new FirstPlayerPicker(), { id: 'late-1', players: 'Ann, Bo' });
    const card = Object.assign(new YahtzeeScorecard(), { id: 'late-2', players: ['Ann', 'Bo'] });
    document.body.append(roller, picker, card);
    await Promise.all([roller, picker, card].map((el) => el.updateComplete));
    roller.roll();
    picker.pick();
    card.enterPoints('chance', 20);
    await navigator.locks.request(card.storageKey, () => undefined);
    await Promise.all([roller, picker, card].map((el) => el.updateComplete));
    [roller, picker, card].forEach((el) => el.remove());
    theirs = defaults.map((key) => localStorage.getItem(key)!);
    expect(theirs.every((raw) => raw?.includes('"data"'))).to.equal(true);
  });
  afterEach(() => {
    defaults.forEach((key, i) =>
      kept[i] === null ? localStorage.removeItem(key) : localStorage.setItem(key, kept[i]!),
    );
    clearOwn();
    document.querySelectorAll('[id^=late]').forEach((el) => el.remove());
  });

  it('<yahtzee-scorecard>: its game is saved under its own key, the default one untouched', async () => {
    const el = await definedLate<YahtzeeScorecard>(YahtzeeScorecard, (card) => {
      card.id = 'late-card';
      card.storageKey = `${own}:card`;
      card.players = ['Me', 'You'];
    });
    expect(el.players).to.deep.equal(['Me', 'You']);
    expect(el.totals(0).total, 'not the other table’s game').to.equal(0);
    el.enterPoints('chance', 5);
    await navigator.locks.request(el.storageKey, () => undefined);
    expect(localStorage.getItem(defaults[2]!)).to.equal(theirs[2]);
    expect(JSON.parse(localStorage.getItem(`${own}:card`)!).data.players).to.deep.equal([
      'Me',
      'You',
    ]);
    el.remove();
  });

  it('<dice-roller>: its roll is saved under its own key, the default one untouched', async () => {
    const el = await definedLate<DiceRoller>(DiceRoller, (roller) => {
      roller.id = 'late-roller';
      roller.storageKey = `${own}:roller`;
    });
    el.roll();
    await el.updateComplete;
    expect(localStorage.getItem(defaults[0]!)).to.equal(theirs[0]);
    expect(JSON.parse(localStorage.getItem(`${own}:roller`)!).data).to.be.an('object');
    el.remove();
  });

  it('<first-player-picker>: its players and pick are saved under its own key, the default one untouched', async () => {
    const el = await definedLate<FirstPlayerPicker>(FirstPlayerPicker, (picker) => {
      picker.id = 'late-picker';
      picker.storageKey = `${own}:picker`;
      picker.players = 'Me, You';
    });
    el.pick();
    await el.updateComplete;
    expect(localStorage.getItem(defaults[1]!)).to.equal(theirs[1]);
    expect(JSON.parse(localStorage.getItem(`${own}:picker`)!).data.input).to.equal('Me, You');
    el.remove();
  });
});
