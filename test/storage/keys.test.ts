import { expect, fixture, html } from '@open-wc/testing';
import { LitElement } from 'lit';
import '../../src/dice-roller/dice-roller.js';
import type { DiceRoller } from '../../src/dice-roller/dice-roller.js';
import { turnSchema, validateTurn, type SavedTurn } from '../../src/dice-roller/saved-turn.js';
import '../../src/first-player-picker/first-player-picker.js';
import type { FirstPlayerPicker } from '../../src/first-player-picker/first-player-picker.js';
import {
  pickSchema,
  validateSaved,
  type SavedPicker,
} from '../../src/first-player-picker/saved-pick.js';
import { StoreController } from '../../src/storage/controller.js';

// Test files share one localStorage: touch only keys under this prefix.
const PREFIX = 'yw-test:keys:';
const KEY = `${PREFIX}shared`;

function ownKeys(): string[] {
  return Object.keys(localStorage)
    .filter((key) => key.startsWith(PREFIX))
    .sort();
}

function clearOwnKeys(): void {
  for (const key of ownKeys()) localStorage.removeItem(key);
}

/** A host that saves under KEY with an element's schema and validation; its tag is its kind. */
function hostOf<T>(tag: string, version: number, validate: (data: unknown) => T) {
  class Host extends LitElement {
    saved: T | undefined;
    readonly storage = new StoreController<T>(this, {
      key: () => KEY,
      version,
      validate,
      restore: (saved) => (this.saved = saved),
    });
  }
  customElements.define(tag, Host);
  return Host;
}
hostOf('yw-test-turn-host', turnSchema, validateTurn);
hostOf('yw-test-pick-host', pickSchema, validateSaved);
type Host<T> = LitElement & { saved: T | undefined; storage: StoreController<T> };
type TurnHost = Host<SavedTurn>;
type PickHost = Host<SavedPicker>;

/** A roller and a picker given one storage key, as a page would place them. */
async function rollerAndPicker(): Promise<[DiceRoller, FirstPlayerPicker, Element]> {
  const wrapper = await fixture(
    html`<div>
      <dice-roller storage-key=${KEY}></dice-roller>
      <first-player-picker storage-key=${KEY} players="Ann, Bo, Cy"></first-player-picker>
    </div>`,
  );
  const roller = wrapper.querySelector('dice-roller')!;
  const picker = wrapper.querySelector('first-player-picker')!;
  await roller.updateComplete;
  await picker.updateComplete;
  return [roller, picker, wrapper];
}

describe('Two kinds of element on one storage key', () => {
  beforeEach(clearOwnKeys);
  afterEach(clearOwnKeys);

  it('keeps each kind apart: 20 alternating saves and reloads set nothing aside and lose nothing', async () => {
    const warnings: unknown[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args[0]);
    try {
      for (let round = 1; round <= 20; round++) {
        // Each round is a reload: fresh elements read the key, then each saves its own change.
        const turnHost = await fixture<TurnHost>(html`<yw-test-turn-host></yw-test-turn-host>`);
        const pickHost = await fixture<PickHost>(html`<yw-test-pick-host></yw-test-pick-host>`);
        if (round > 1) {
          expect(turnHost.saved?.rollNumber).to.equal(((round - 2) % 3) + 1);
          expect(pickHost.saved?.input).to.equal(`Ann, Bo, ${round - 1}`);
        }
        expect(turnHost.storage.notice).to.equal(undefined);
        expect(pickHost.storage.notice).to.equal(undefined);
        turnHost.storage.save({
          values: [1, 2, 3, 4, 5],
          held: [false, false, false, false, false],
          rollNumber: ((round - 1) % 3) + 1,
        });
        pickHost.storage.save({ input: `Ann, Bo, ${round}`, result: null });
        turnHost.remove();
        pickHost.remove();
      }
    } finally {
      console.warn = warn;
    }
    expect(ownKeys()).to.deep.equal([KEY, `${KEY}:yw-test-pick-host`]);
    // The one who came second is told, once, where its state went.
    expect(warnings.filter((w) => String(w).includes(KEY))).to.have.length(1);
  });

  it('never sets aside or overwrites another kind’s value, even one saved before kinds were written', async () => {
    const turn: SavedTurn = {
      values: [6, 6, 6, 6, 6],
      held: [true, true, true, true, true],
      rollNumber: 3,
    };
    const older = JSON.stringify({ schema: 1, revision: 4, savedAt: 0, data: turn });
    localStorage.setItem(KEY, older);
    const turnHost = await fixture<TurnHost>(html`<yw-test-turn-host></yw-test-turn-host>`);
    expect(turnHost.saved).to.deep.equal(turn);
    turnHost.storage.save({ ...turn, held: [false, true, true, true, true] });
    const saved = localStorage.getItem(KEY);
    const pickHost = await fixture<PickHost>(html`<yw-test-pick-host></yw-test-pick-host>`);
    expect(pickHost.storage.notice).to.equal(undefined);
    pickHost.storage.save({ input: '4', result: null });
    expect(localStorage.getItem(KEY)).to.equal(saved);
    expect(ownKeys()).to.deep.equal([KEY, `${KEY}:yw-test-pick-host`]);
  });

  it('through the real elements: a roller and a picker on one key, rolled and picked 20 times', async () => {
    const warn = console.warn;
    console.warn = () => undefined;
    try {
      const [roller, picker, wrapper] = await rollerAndPicker();
      let starter = '';
      for (let round = 1; round <= 20; round++) {
        if (roller.rollNumber === 3) roller.newTurn();
        roller.roll();
        starter = picker.pick()!.starter;
        await roller.updateComplete;
        await picker.updateComplete;
      }
      const values = roller.values;
      expect(ownKeys()).to.deep.equal([KEY, `${KEY}:first-player-picker`]);
      wrapper.remove();

      // A reload: both get their own state back.
      const [roller2, picker2] = await rollerAndPicker();
      expect(roller2.values).to.deep.equal(values);
      expect(picker2.shadowRoot!.textContent).to.contain(starter);
      expect(picker2.shadowRoot!.querySelector('[part="notice"]')).to.equal(null);
      expect(roller2.shadowRoot!.querySelector('[part="notice"]')).to.equal(null);
      expect(ownKeys()).to.have.length(2);
    } finally {
      console.warn = warn;
    }
  });
});
