import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import * as rules from '../../src/rules/index.js';
import { refusal } from './refusal.js';
import {
  GameLoadError,
  RuleError,
  addRuleset,
  defineRuleset,
  enterDice,
  getRuleset,
  newGame,
  newTurn,
  rollOff,
  rulesetData,
  scratchBox,
  type Face,
  type Game,
  type NewGameOptions,
  type RollOrigin,
  type Ruleset,
  type RulesetData,
  type Sheet,
  type Turn,
} from '../../src/rules/index.js';

const loose = <T>(value: unknown): T => value as T;
const runs = 300;
const seed = (globalThis as { FC_SEED?: number }).FC_SEED;

// Huge arrays made once (and frozen, so no call can change them): making them per call is slow.
// Ten thousand is far past any table; a million made a call take seconds, and the test time out.
const holes = Object.freeze(new Array<unknown>(1e4));
const sixes = Object.freeze(new Array<number>(1e4).fill(6));
const annas = Object.freeze(new Array<string>(1e4).fill('Anna'));

/** Values no caller should pass, handed over by a function: fast-check must not copy or inspect them. */
const hostile: (() => unknown)[] = [
  () => null,
  () => undefined,
  () => Number.NaN,
  () => Infinity,
  () => -0,
  () => Symbol('odd'),
  () => 10n ** 30n,
  () => holes,
  () => sixes,
  () => annas,
  () => Object.create(null) as object,
  () =>
    Object.defineProperty({}, 'players', {
      enumerable: true,
      get() {
        throw new Error('getter');
      },
    }),
  () =>
    new Proxy(
      {},
      {
        get() {
          throw new Error('proxy get');
        },
        has() {
          throw new Error('proxy has');
        },
        ownKeys() {
          throw new Error('proxy keys');
        },
        getOwnPropertyDescriptor() {
          throw new Error('proxy descriptor');
        },
        getPrototypeOf() {
          throw new Error('proxy prototype');
        },
      },
    ),
  () =>
    new Proxy([1, 2, 3, 4, 5], {
      get() {
        throw new Error('proxy array');
      },
    }),
  () => ({ ruleset: 'yahtzee', players: ['Anna'], starter: 7 }),
  () => ({ rollNumber: 1, held: null, dice: null }),
  () => ({ rollNumber: 2, held: [true, false, false, false, false], dice: [6, 6, 6, 6, 6] }),
];

const game = newGame({ ruleset: 'yahtzee', players: ['Anna', 'Bram'] });
const yahtzee = getRuleset('yahtzee');
// Real values of the kinds the functions take, so that calls also get past their first checks.
const real: (() => unknown)[] = [
  () => game,
  () => yahtzee,
  () => newTurn(yahtzee),
  () => 'chance',
  () => 0,
  () => 1,
  () => [1, 2, 3, 4, 5],
  () => ({ ...rulesetData.yatzy, id: 'odd' }),
  () => ({ ruleset: 'yatzy', players: ['Anna', 'anna'] }),
];

/** One argument: anything fast-check makes, a hostile value, or a real one. */
const argument = fc.oneof(
  fc
    .anything({
      withBigInt: true,
      withBoxedValues: true,
      withMap: true,
      withSet: true,
      withNullPrototype: true,
      withObjectString: true,
      withSparseArray: true,
      withTypedArray: true,
      withDate: true,
    })
    .map((value) => () => value),
  fc.constantFrom(...hostile),
  fc.constantFrom(...real),
);
const argumentLists = fc.array(argument, { maxLength: 4 });

// The subject of a function whose first argument is a game, a ruleset or a turn: a real one, so
// that the other arguments are what is tested.
const onGame = new Set([
  'addPlayer', 'canEnterExtraYahtzee', 'changeDice', 'changeScore', 'currentPlayer', 'enterDice',
  'enterExtraYahtzee', 'enterPoints', 'extraYahtzeePlacements', 'isOver', 'lastCorrection',
  'legalPlacements', 'movePlayer', 'playerTotals', 'removePlayer', 'renamePlayer', 'restart',
  'round', 'rulesetOf', 'savedRolls', 'scratchBox', 'setStarter', 'sheetOf', 'sheets',
  'standings', 'toJSON', 'turnRules', 'turnsPerPlayer', 'undo', 'undoneRoll', 'yahtzeeBonusMarks',
]); // prettier-ignore
const onRuleset = new Set([
  'assertDice', 'isExtraYahtzee', 'isFull', 'placeDice', 'placePoints', 'placements',
  'possibleScores', 'scoreDice', 'scratch', 'totals', 'newTurn', 'withSavedRolls',
]); // prettier-ignore
const onTurn = new Set(['canHold', 'rollTurn', 'rollsLeft', 'rollsSaved', 'toggleHold']);

const functions = Object.entries(rules).filter(
  (entry): entry is [string, (...args: unknown[]) => unknown] =>
    typeof entry[1] === 'function' && !['RuleError', 'GameLoadError'].includes(entry[0]),
);

/** The error a documented function may throw: loadGame's own, else a RuleError. */
const allowed = (name: string, error: unknown) =>
  name === 'loadGame' ? error instanceof GameLoadError : error instanceof RuleError;

/** Calls `name` with generated arguments `runs` times; returns what it threw that it should not. */
function foreignErrors(
  name: string,
  call: (...args: unknown[]) => unknown,
  subject: boolean,
): string[] {
  const foreign: string[] = [];
  fc.assert(
    fc.property(argumentLists, (made) => {
      const args = made.map((make) => make());
      if (subject && onGame.has(name)) args.unshift(game);
      if (subject && onRuleset.has(name)) args.unshift(yahtzee);
      if (subject && onTurn.has(name)) args.unshift(newTurn(yahtzee), yahtzee);
      try {
        call(...args);
      } catch (error) {
        if (!allowed(name, error)) {
          foreign.push(error instanceof Error ? `${error.name}: ${error.message}` : typeof error);
        }
      }
    }),
    // FC_SEED reproduces a run (fast-check prints the seed of a failure).
    { numRuns: runs, ...(seed === undefined ? {} : { seed }) },
  );
  return foreign;
}

describe('the rules throw RuleError and nothing else (D11)', () => {
  it('addRuleset and defineRuleset with data that is no ruleset data', () => {
    for (const data of [null, undefined, 5, 'yahtzee', {}, { id: 'odd' }, []]) {
      for (const call of [addRuleset, defineRuleset]) {
        expect(() => call(loose<RulesetData>(data)), String(data))
          .to.throw(RuleError)
          .with.nested.property('problem.code', 'bad-ruleset');
      }
    }
    const odd = loose<RulesetData>({ ...rulesetData.yatzy, id: 'odd', lowerCategories: null });
    const problem = { code: 'bad-ruleset', ruleset: 'odd' } as const;
    refusal(() => defineRuleset(odd), problem, 'Ruleset "odd": not ruleset data');
    refusal(() => addRuleset(odd), problem, 'Ruleset "odd": not ruleset data');
  });

  it('enterDice with a null origin', () => {
    refusal(
      () => enterDice(game, 'chance', [1, 2, 3, 4, 5], loose<RollOrigin>(null)),
      { code: 'bad-origin' },
      "A roll's origin is a roll number from 1 to 10 and one hold per die",
    );
  });

  it('enterDice takes only the roll number and holds from its origin', () => {
    const origin = { rollNumber: 1, held: [false, false, false, false, false], dice: [6, 6] };
    const written = enterDice(game, 'chance', [1, 2, 3, 4, 5], origin).moves[0]!;
    expect(written.dice).to.deep.equal([1, 2, 3, 4, 5]);
    expect(written.points).to.equal(15);
  });

  it('scratchBox with a null roll', () => {
    refusal(
      () => scratchBox(game, 'chance', loose<undefined>(null)),
      { code: 'bad-origin' },
      "A roll's origin is a roll number from 1 to 10 and one hold per die",
    );
  });

  it('newGame(null)', () => {
    refusal(
      () => newGame(loose<NewGameOptions>(null)),
      { code: 'bad-options' },
      'Game options must be an object, not null',
    );
  });

  it('rollOff after 1,000 tied rounds', () => {
    refusal(
      () => rollOff(3, () => 4),
      { code: 'roll-off-tied', rounds: 1000 },
      'The roll-off did not end after 1000 rounds: the dice keep tying.',
    );
  });

  it('a hostile value in a message leaves the message shorter, never a foreign error', () => {
    const seat = new Proxy(
      {},
      {
        get() {
          throw new Error('proxy');
        },
      },
    );
    expect(() => rules.sheetOf(game, loose<number>(seat)))
      .to.throw(RuleError)
      .with.property('message', 'no-player');
  });

  it(`every exported function with generated arguments: RuleError or nothing (${runs} generated calls each)`, () => {
    const tested = functions.map(([name]) => name);
    // Each function of the public entry is called: a new export is called too.
    expect(tested.length).to.be.above(60);
    const failing: Record<string, string[]> = {};
    for (const [name, call] of functions) {
      const foreign = foreignErrors(name, call, true);
      if (foreign.length > 0) failing[name] = [...new Set(foreign)].slice(0, 3);
    }
    console.log(
      `census, real subject: ${functions.length} functions x ${runs} generated calls = ${functions.length * runs} calls; foreign errors: ${JSON.stringify(failing)}`,
    );
    expect(failing).to.deep.equal({});
  });

  it(`every exported function with every argument generated, a game, ruleset, sheet or turn too (${runs} generated calls each)`, () => {
    expect(functions.map(([name]) => name)).to.include.members([
      'addRuleset',
      'defineRuleset',
      'getRuleset',
      'newGame',
      'loadGame',
      'rollOff',
      'clockwiseOrder',
      'tiedSeats',
      'parsePlayers',
      'distinctNames',
      'distinctName',
      'cleanName',
      'nameLength',
      'categoryName',
      'upperCategory',
      'upperFace',
      'isCategory',
    ]);
    const failing: Record<string, string[]> = {};
    for (const [name, call] of functions) {
      const foreign = foreignErrors(name, call, false);
      if (foreign.length > 0) failing[name] = [...new Set(foreign)].slice(0, 3);
    }
    console.log(
      `census, every argument generated: ${functions.length} functions x ${runs} generated calls = ${functions.length * runs} calls; foreign errors: ${JSON.stringify(failing)}`,
    );
    expect(failing).to.deep.equal({});
  });

  it('names the kind of the value that is not one: a game, a sheet, dice, a turn, a thrower, a ruleset', () => {
    const proxyDice = new Proxy([1, 2, 3, 4, 5], {
      get() {
        throw new Error('proxy array');
      },
    });
    refusal(
      () => rules.currentPlayer(loose<Game>(null)),
      { code: 'bad-game' },
      'Expected a game, got null',
    );
    refusal(
      () => rules.undo(loose<Game>({})),
      { code: 'bad-game' },
      'Expected a game, got a object',
    );
    refusal(
      () => rules.totals(yahtzee, loose<Sheet>(undefined)),
      { code: 'bad-sheet' },
      'Expected a sheet, got undefined',
    );
    refusal(
      () => rules.placements(yahtzee, rules.emptySheet(), loose<Face[]>(proxyDice)),
      { code: 'bad-dice', expected: 5 },
      'Expected an array of 5 dice, got an array',
    );
    refusal(
      () => rules.legalPlacements(game, proxyDice),
      { code: 'bad-dice', expected: 5 },
      'Expected an array of 5 dice, got an array',
    );
    refusal(
      () => rules.canHold(loose<Turn>(null), yahtzee),
      { code: 'bad-turn' },
      'Expected a turn and its rules, got null',
    );
    refusal(
      () => rules.rollTurn(newTurn(yahtzee), yahtzee, loose<() => []>(5)),
      { code: 'bad-throw', expected: 5 },
      'The dice thrower must give 5 faces from 1 to 6',
    );
    refusal(
      () => rules.isFull(loose<Ruleset>({ id: 'odd' }), rules.emptySheet()),
      { code: 'bad-ruleset', ruleset: 'odd' },
      'Ruleset "odd": not ruleset data',
    );
    // A valid call is untouched, and keeps its name.
    expect(rules.currentPlayer(game)).to.equal(0);
    expect(rules.placeDice.name).to.equal('placeDice');
  });
});

// The game every subject-taking function got: unchanged by any call.
after(() => expect(rules.toJSON(game as Game).moves).to.deep.equal([]));
