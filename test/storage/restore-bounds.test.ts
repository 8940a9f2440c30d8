// Only states the rules can give are restored (issue 21, D8 and D9): a saved turn or pick that
// no roller or picker with these rules could have written is kept aside with the notice, and
// the element starts fresh. Generated with fast-check; the counts tried are in the names and logs.
import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import fc from 'fast-check';
import '../../src/dice-roller/dice-roller.js';
import type { DiceRoller } from '../../src/dice-roller/dice-roller.js';
import '../../src/first-player-picker/first-player-picker.js';
import type { FirstPlayerPicker } from '../../src/first-player-picker/first-player-picker.js';
import { common } from '../../src/i18n/common.js';
import { clockwiseOrder, rollOff } from '../../src/rules/first-player.js';
import {
  counterText,
  facesSource,
  noticeText,
  pipCounts,
  pressed,
} from '../dice-roller/helpers.js';
import { textOf } from '../first-player-picker/helpers.js';

// Test files share one localStorage: touch only keys under this prefix.
const PREFIX = 'yw-test:restore-bounds:';
const KEY = `${PREFIX}key`;
const runs = 40;
/** Impossible values: enough that every kind of fault comes up several times. */
const breakRuns = 120;
const seed = (globalThis as { FC_SEED?: number }).FC_SEED;
// A failure stops at once: shrinking would build hundreds of elements (a 1,000-player pick each).
const options = { numRuns: runs, endOnFailure: true, ...(seed === undefined ? {} : { seed }) };

function clearOwnKeys(): void {
  for (const key of Object.keys(localStorage)) {
    if (key.startsWith(PREFIX)) localStorage.removeItem(key);
  }
}

/** The saved value as the store writes it. */
const envelope = (data: unknown): string =>
  JSON.stringify({ schema: 1, revision: 7, savedAt: Date.now(), data });

/**
 * Saves `made` values broken by each fault (a fault that cannot break one gives undefined), has
 * `check` load each, and checks the raw value was kept aside. Returns the counts tried, by fault.
 */
async function everyFaultKeptAside<T>(
  made: fc.Arbitrary<T>,
  faults: Record<string, (value: T) => unknown>,
  check: (value: T, raw: string) => Promise<void>,
): Promise<string> {
  const tried: Record<string, number> = {};
  await fc.assert(
    fc.asyncProperty(made, fc.constantFrom(...Object.keys(faults)), async (value, fault) => {
      const broken = faults[fault]!(value);
      // Some faults need more players or rounds than this value has.
      fc.pre(broken !== undefined);
      clearOwnKeys();
      const raw = envelope(broken);
      localStorage.setItem(KEY, raw);
      tried[fault] = (tried[fault] ?? 0) + 1;
      await check(value, raw);
      expect(localStorage.getItem(`${KEY}:unrestored`)).to.equal(raw);
    }),
    { ...options, numRuns: breakRuns },
  );
  expect(Object.keys(tried)).to.have.members(Object.keys(faults));
  return JSON.stringify(tried);
}

// ---------------------------------------------------------------- the roller

type Ruleset = 'yahtzee' | 'yatzy' | 'kniffel' | 'maxi-yatzy';
/** Dice, and the most rolls a player can have saved: Maxi Yatzy's 2 a turn before each of 19 boxes. */
const rulesOf: Record<Ruleset, { dice: number; maxSaved: number }> = {
  yahtzee: { dice: 5, maxSaved: 0 },
  yatzy: { dice: 5, maxSaved: 0 },
  kniffel: { dice: 5, maxSaved: 0 },
  'maxi-yatzy': { dice: 6, maxSaved: 38 },
};
const rulesets = Object.keys(rulesOf) as Ruleset[];

interface SavedTurn {
  values: number[];
  held: boolean[];
  rollNumber: number;
  saved?: number;
}

/** A turn a roller of `ruleset` can have saved: dice of its count, a roll of its turn, what it saves. */
const possibleTurn = fc
  .constantFrom(...rulesets)
  .chain((ruleset) => {
    const { dice, maxSaved } = rulesOf[ruleset];
    return fc.record({
      ruleset: fc.constant(ruleset),
      saved: fc.integer({ min: 0, max: maxSaved }),
      faces: fc.array(fc.integer({ min: 1, max: 6 }), { minLength: dice, maxLength: dice }),
      held: fc.array(fc.boolean(), { minLength: dice, maxLength: dice }),
      roll: fc.nat(),
    });
  })
  .map(({ ruleset, saved, faces, held, roll }) => {
    const rollNumber = roll % (3 + saved + 1);
    const turn: SavedTurn =
      rollNumber === 0
        ? { values: [], held: held.map(() => false), rollNumber }
        : { values: faces, held, rollNumber };
    if (saved) turn.saved = saved;
    return { ruleset, turn };
  });

/** How a possible turn is made impossible for its ruleset. */
const breaks: Record<string, (made: { ruleset: Ruleset; turn: SavedTurn }) => SavedTurn> = {
  'too many saved rolls': ({ turn, ruleset }) => ({
    ...turn,
    saved: rulesOf[ruleset].maxSaved + 1 + (turn.rollNumber % 90),
  }),
  'a roll past the last': ({ turn }) => ({
    values: turn.values.length ? turn.values : [1, 2, 3, 4, 5, 6].slice(0, turn.held.length),
    held: turn.held,
    rollNumber: 3 + (turn.saved ?? 0) + 1 + (turn.rollNumber % 5),
    ...(turn.saved ? { saved: turn.saved } : {}),
  }),
  'a die out of range': ({ turn }) => ({
    values: [0, 7, 2.5, -1]
      .slice(turn.rollNumber % 4)
      .concat(turn.values)
      .slice(0, turn.held.length),
    held: turn.held,
    rollNumber: Math.max(1, turn.rollNumber),
    ...(turn.saved ? { saved: turn.saved } : {}),
  }),
  'dice of another count': ({ turn }) => ({
    values: new Array<number>(turn.held.length === 5 ? 6 : 5).fill(4),
    held: new Array<boolean>(turn.held.length === 5 ? 6 : 5).fill(false),
    rollNumber: Math.max(1, turn.rollNumber),
  }),
  'holds of another count': ({ turn }) => ({
    values: turn.values.length ? turn.values : new Array<number>(turn.held.length).fill(3),
    held: [...turn.held, false],
    rollNumber: Math.max(1, turn.rollNumber),
  }),
};

async function rollerFor(ruleset: Ruleset): Promise<DiceRoller> {
  const wrapper = await fixture<HTMLDivElement>(html`<div lang="en"></div>`);
  const el = document.createElement('dice-roller');
  el.setAttribute('storage-key', KEY);
  el.setAttribute('ruleset', ruleset);
  wrapper.append(el);
  await el.updateComplete;
  return el;
}

/** What the counter says for a turn: "Roll 2 of 5 (2 saved)", "3 rolls this turn". */
function counterFor(turn: SavedTurn): string {
  const saved = turn.saved ?? 0;
  const said = saved ? ` (${saved} saved)` : '';
  return turn.rollNumber === 0
    ? `${3 + saved} rolls this turn${said}`
    : `Roll ${turn.rollNumber} of ${3 + saved}${said}`;
}

describe('a saved turn is restored only when its ruleset can give it (D8)', () => {
  before(() => emulateMedia({ reducedMotion: 'reduce' }));
  after(() => emulateMedia({ reducedMotion: 'no-preference' }));
  beforeEach(clearOwnKeys);
  afterEach(clearOwnKeys);

  it(`restores every possible turn exactly, in all four rulesets (${runs} generated turns)`, async () => {
    let tried = 0;
    await fc.assert(
      fc.asyncProperty(possibleTurn, async ({ ruleset, turn }) => {
        clearOwnKeys();
        localStorage.setItem(KEY, envelope(turn));
        const el = await rollerFor(ruleset);
        tried++;
        try {
          expect(noticeText(el), JSON.stringify(turn)).to.equal(undefined);
          expect(localStorage.getItem(`${KEY}:unrestored`)).to.equal(null);
          expect(el.values).to.deep.equal(turn.values);
          if (turn.rollNumber > 0) expect(pipCounts(el)).to.deep.equal(turn.values);
          expect(el.rollNumber).to.equal(turn.rollNumber);
          expect(el.saved).to.equal(turn.saved ?? 0);
          expect(counterText(el)).to.equal(counterFor(turn));
          if (turn.rollNumber > 0) expect(pressed(el)).to.deep.equal(turn.held);
        } finally {
          el.remove();
        }
      }),
      options,
    );
    console.log(`restore-bounds: ${tried} possible saved turns restored exactly`);
  });

  it(`keeps aside every impossible turn, with the notice, and starts fresh (${breakRuns} generated turns)`, async () => {
    const tried = await everyFaultKeptAside(possibleTurn, breaks, async ({ ruleset }, raw) => {
      const el = await rollerFor(ruleset);
      try {
        expect(noticeText(el), raw).to.equal(common.en.restoreFailed);
        expect(el.values).to.deep.equal([]);
        expect(el.saved).to.equal(0);
        expect(counterText(el)).to.equal('3 rolls this turn');
      } finally {
        el.remove();
      }
    });
    console.log(`restore-bounds: impossible saved turns kept aside, by fault: ${tried}`);
  });

  it('keeps aside the Yahtzee turn with 100 saved rolls that gave 103 rolls a turn', async () => {
    const raw = envelope({
      values: [],
      held: [false, false, false, false, false],
      rollNumber: 0,
      saved: 100,
    });
    localStorage.setItem(KEY, raw);
    const el = await rollerFor('yahtzee');
    expect(counterText(el)).to.equal('3 rolls this turn');
    expect(noticeText(el)).to.equal(common.en.restoreFailed);
    expect(localStorage.getItem(`${KEY}:unrestored`)).to.equal(raw);
    await expect(el).to.be.accessible();
  });

  it('a changed ruleset starts its own turn: Maxi Yatzy’s dice and saved rolls do not carry into Yahtzee', async () => {
    const el = await rollerFor('maxi-yatzy');
    el.random = facesSource(new Array(30).fill(5));
    el.roll();
    el.newTurn();
    el.roll();
    await el.updateComplete;
    expect(counterText(el)).to.equal('Roll 1 of 5 (2 saved)');

    el.ruleset = 'yahtzee';
    await el.updateComplete;
    expect(counterText(el)).to.equal('3 rolls this turn');
    expect(el.saved).to.equal(0);
    expect(el.values).to.deep.equal([]);
    expect(pipCounts(el)).to.deep.equal([0, 0, 0, 0, 0]);
    expect(JSON.parse(localStorage.getItem(KEY)!).data).to.deep.equal({
      values: [],
      held: [false, false, false, false, false],
      rollNumber: 0,
    });
    // And back: Maxi Yatzy starts with no rolls saved either.
    el.ruleset = 'maxi-yatzy';
    await el.updateComplete;
    expect(counterText(el)).to.equal('3 rolls this turn');
    await expect(el).to.be.accessible();
  });

  it('saves no more rolls than a game has turns to save them in: 38 in Maxi Yatzy, set or carried', async () => {
    const el = await rollerFor('maxi-yatzy');
    el.random = facesSource(new Array(6 * 25).fill(2));
    for (let turn = 0; turn < 25; turn++) {
      el.roll();
      el.newTurn();
    }
    await el.updateComplete;
    expect(el.saved).to.equal(38);
    expect(counterText(el)).to.equal('41 rolls this turn (38 saved)');
    el.saved = 39;
    el.newTurn(100);
    await el.updateComplete;
    expect(el.saved).to.equal(38);
    expect(counterText(el)).to.equal('41 rolls this turn (38 saved)');
    // What it saved, it restores.
    el.remove();
    const again = await rollerFor('maxi-yatzy');
    expect(noticeText(again)).to.equal(undefined);
    expect(again.saved).to.equal(38);
  });
});

// ---------------------------------------------------------------- the picker

interface Roll {
  player: string;
  roll: number;
}
interface Pick {
  detail: { players: string[]; rounds: Roll[][]; starter: string; order: string[] };
  faces: number[][][];
}

/** A pick as the picker makes it: the rules' roll-off with these dice, for these players. */
function pickOf(players: string[], diceEach: number, dice: readonly number[]): Pick {
  let next = 0;
  const thrown: number[][] = [];
  const { rounds, starter } = rollOff(players.length, () => {
    // The generated dice, then 1 to 6 round and round: a tie always ends.
    const faces = Array.from(
      { length: diceEach },
      (_, i) => dice[next + i] ?? ((next + i) % 6) + 1,
    );
    next += diceEach;
    thrown.push(faces);
    return faces.reduce((a, b) => a + b, 0);
  });
  let t = 0;
  return {
    detail: {
      players,
      rounds: rounds.map((round) =>
        round.map(({ seat, roll }) => ({ player: players[seat]!, roll })),
      ),
      starter: players[starter]!,
      order: clockwiseOrder(players.length, starter).map((seat) => players[seat]!),
    },
    faces: rounds.map((round) => round.map(() => thrown[t++]!)),
  };
}

const names = fc.uniqueArray(
  fc.constantFrom('Anna', 'Bram', 'Cees', 'Dirk', 'Eva', 'Finn', 'Gijs', 'Hanna', 'Ida', 'Joost'),
  { minLength: 1, maxLength: 8 },
);
/** A pick the picker can have saved: its players, one die or five each, dice that never tie forever. */
const possiblePick = fc
  .record({
    players: names,
    diceEach: fc.constantFrom(1, 5),
    dice: fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 7, maxLength: 40 }),
  })
  .map(({ players, diceEach, dice }) => pickOf(players, diceEach, dice));

const copy = (pick: Pick): Pick => JSON.parse(JSON.stringify(pick)) as Pick;

/** How a possible pick is made impossible. */
const pickBreaks: Record<string, (pick: Pick) => Pick | undefined> = {
  'another winner': (pick) => {
    const { players, starter } = pick.detail;
    if (players.length < 2) return undefined;
    const other = players[(players.indexOf(starter) + 1) % players.length]!;
    const broken = copy(pick);
    broken.detail.starter = other;
    broken.detail.order = clockwiseOrder(players.length, players.indexOf(other)).map(
      (s) => players[s]!,
    );
    return broken;
  },
  'rolls that give another winner': (pick) => {
    // The winner's last roll made the lowest: the highest roll of the round now wins.
    const broken = copy(pick);
    const r = broken.detail.rounds.length - 1;
    const round = broken.detail.rounds[r]!;
    const i = round.findIndex((roll) => roll.player === pick.detail.starter);
    if (round.length < 2) return undefined;
    const dice = broken.faces[r]![i]!.length;
    round[i]!.roll = dice;
    broken.faces[r]![i] = new Array<number>(dice).fill(1);
    return round.some((roll, j) => j !== i && roll.roll > dice) ? broken : undefined;
  },
  'no players': () => ({
    detail: { players: [], rounds: [[]], starter: '', order: [] },
    faces: [[]],
  }),
  '1,000 players': (pick) => {
    // One round: the first player's sixes beat everyone's ones.
    const players = Array.from({ length: 1000 }, (_, i) => `P${i + 1}`);
    const diceEach = pick.faces[0]![0]!.length;
    return pickOf(
      players,
      diceEach,
      [6, 6, 6, 6, 6].slice(0, diceEach).concat(new Array(5000).fill(1)),
    );
  },
  'a die out of range': (pick) => {
    const broken = copy(pick);
    const faces = broken.faces[0]![0]!;
    faces[0] = faces[0] === 1 ? 0 : 7;
    broken.detail.rounds[0]![0]!.roll = faces.reduce((a, b) => a + b, 0);
    return broken;
  },
  'a roll of two dice': (pick) => {
    // The last roll of the first round: neither one die nor five.
    const broken = copy(pick);
    const i = broken.faces[0]!.length - 1;
    broken.faces[0]![i] = [3, 3];
    broken.detail.rounds[0]![i]!.roll = 6;
    return broken;
  },
  'a roll left out': (pick) => {
    const broken = copy(pick);
    if (broken.detail.rounds[0]!.length < 2) return undefined;
    broken.detail.rounds[0]!.pop();
    broken.faces[0]!.pop();
    return broken;
  },
  'an order that skips a player': (pick) => {
    const broken = copy(pick);
    const { order } = broken.detail;
    if (order.length < 3) return undefined;
    [order[1], order[2]] = [order[2]!, order[1]!];
    return broken;
  },
};

async function pickerWith(players: string): Promise<FirstPlayerPicker> {
  const el = await fixture<FirstPlayerPicker>(
    html`<first-player-picker
      lang="en"
      players=${players}
      storage-key=${KEY}
    ></first-player-picker>`,
  );
  await el.updateComplete;
  return el;
}

const part = (el: FirstPlayerPicker, name: string) =>
  el.shadowRoot!.querySelector(`[part~="${name}"]`);
const orderShown = (el: FirstPlayerPicker) =>
  [...el.shadowRoot!.querySelectorAll('[part="order"] li')].map((li) => textOf(li));
const fieldText = (el: FirstPlayerPicker) => el.shadowRoot!.querySelector('input')!.value;

describe('a saved pick is restored only when its rolls give it (D9)', () => {
  before(() => emulateMedia({ reducedMotion: 'reduce' }));
  after(() => emulateMedia({ reducedMotion: 'no-preference' }));
  beforeEach(clearOwnKeys);
  afterEach(clearOwnKeys);

  it(`restores every pick the rules give exactly (${runs} generated picks)`, async () => {
    let tried = 0;
    await fc.assert(
      fc.asyncProperty(possiblePick, async (pick) => {
        clearOwnKeys();
        const input = pick.detail.players.join(', ');
        localStorage.setItem(KEY, envelope({ input, result: pick }));
        const el = await pickerWith('Zoë');
        tried++;
        try {
          expect(textOf(part(el, 'notice')), input).to.equal('');
          expect(fieldText(el)).to.equal(input);
          expect(textOf(part(el, 'starter'))).to.equal(`${pick.detail.starter} begins.`);
          expect(orderShown(el)).to.deep.equal(pick.detail.order);
          expect(el.shadowRoot!.querySelectorAll('[part="round"]')).to.have.length(
            pick.detail.rounds.length,
          );
        } finally {
          el.remove();
        }
      }),
      options,
    );
    console.log(`restore-bounds: ${tried} possible saved picks restored exactly`);
  });

  it(`keeps aside every impossible pick, with the notice, and shows a fresh field (${breakRuns} generated picks)`, async () => {
    // Saved as the picker saves a pick: with the field's text.
    const saved = Object.fromEntries(
      Object.entries(pickBreaks).map(([fault, broken]) => [
        fault,
        (pick: Pick) => {
          const result = broken(pick);
          return result && { input: pick.detail.players.join(', '), result };
        },
      ]),
    );
    const tried = await everyFaultKeptAside(possiblePick, saved, async (_, raw) => {
      const el = await pickerWith('Zoë, Yusuf');
      try {
        expect(textOf(part(el, 'notice')), raw.slice(0, 300)).to.equal(common.en.restoreFailed);
        expect(textOf(part(el, 'result'))).to.equal('');
        expect(fieldText(el)).to.equal('Zoë, Yusuf');
      } finally {
        el.remove();
      }
    });
    console.log(`restore-bounds: impossible saved picks kept aside, by fault: ${tried}`);
  });

  it('keeps aside “Bram begins” after Anna rolled 6 and Bram 1', async () => {
    const result = {
      detail: {
        players: ['Anna', 'Bram'],
        rounds: [
          [
            { player: 'Anna', roll: 6 },
            { player: 'Bram', roll: 1 },
          ],
        ],
        starter: 'Bram',
        order: ['Bram', 'Anna'],
      },
      faces: [[[6], [1]]],
    };
    localStorage.setItem(KEY, envelope({ input: 'Anna, Bram', result }));
    const el = await pickerWith('Anna, Bram');
    expect(textOf(part(el, 'starter'))).to.equal('');
    expect(textOf(part(el, 'notice'))).to.equal(common.en.restoreFailed);
    await expect(el).to.be.accessible();
  });
});
