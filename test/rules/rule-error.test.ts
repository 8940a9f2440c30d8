import { expect } from '@open-wc/testing';
import {
  RuleError,
  addPlayer,
  assertDice,
  clockwiseOrder,
  enterDice,
  enterExtraYahtzee,
  enterPoints,
  getRuleset,
  legalPlacements,
  loadGame,
  movePlayer,
  newGame,
  placeDice,
  playerTotals,
  removePlayer,
  renamePlayer,
  restart,
  rollOff,
  scratchBox,
  setStarter,
  toJSON,
  undo,
  GameLoadError,
  type CategoryId,
  type Dice,
  type Face,
  type Game,
  type NewGameOptions,
  type Sheet,
} from '../../src/rules/index.js';
import { refusal } from './refusal.js';

const loose = <T>(value: unknown): T => value as T;
const five = (face: Face): Dice => [face, face, face, face, face];

function game(options: Partial<NewGameOptions> = {}): Game {
  return newGame({ ruleset: 'yahtzee', players: ['Anna', 'Bram'], ...options });
}

describe('rules: every refused move or input throws a RuleError with its problem as data', () => {
  it('a move on a finished game', () => {
    let solo = newGame({ ruleset: 'yahtzee', players: ['Anna'] });
    for (const category of getRuleset('yahtzee').categories) solo = scratchBox(solo, category);
    const over = { code: 'game-over' } as const;
    const message = 'The game is over: every box is filled';
    refusal(() => enterPoints(solo, 'chance', 5), over, message);
    // The turn is checked before the dice, so a finished game is said to be finished.
    refusal(() => enterDice(solo, 'chance', loose<Dice>([7])), over, message);
    refusal(() => enterExtraYahtzee(solo, 'chance', 4), over, message);
    refusal(() => scratchBox(solo, 'chance'), over, message);
    refusal(() => legalPlacements(solo, [1, 2, 3, 4, 5]), over, message);
  });

  it('a box the ruleset does not have', () => {
    refusal(
      () => scratchBox(game(), loose<CategoryId>('one-pair')),
      { code: 'unknown-category', category: 'one-pair' },
      'Unknown category "one-pair" in yahtzee',
    );
    refusal(
      () => enterPoints(game(), loose<CategoryId>(7), 0),
      { code: 'unknown-category', category: '7' },
      'Unknown category 7 in yahtzee',
    );
  });

  it('a filled box, by each way of entering', () => {
    const filled = scratchBox(scratchBox(game(), 'chance'), 'threes');
    const problem = { code: 'box-filled', category: 'chance' } as const;
    refusal(() => scratchBox(filled, 'chance'), problem, 'Chance is already filled');
    refusal(() => enterPoints(filled, 'chance', 20), problem, 'Chance is already filled');
    refusal(
      () => enterDice(filled, 'chance', [1, 2, 3, 4, 5]),
      problem,
      'Chance is already filled',
    );
  });

  it('points a box cannot hold, with every value it can', () => {
    refusal(
      () => enterPoints(game(), 'threes', 7),
      { code: 'impossible-points', category: 'threes', points: 7, possible: [0, 3, 6, 9, 12, 15] },
      '7 is not a possible score for Threes (possible: 0, 3, 6, 9, 12, 15)',
    );
    refusal(
      () => enterPoints(game(), 'threes', loose<number>('9')),
      {
        code: 'impossible-points',
        category: 'threes',
        points: '9',
        possible: [0, 3, 6, 9, 12, 15],
      },
      '"9" is not a possible score for Threes (possible: 0, 3, 6, 9, 12, 15)',
    );
  });

  it('an extra Yahtzee out of the joker order, with the boxes it may go in', () => {
    const yahtzee = enterDice(
      newGame({ ruleset: 'yahtzee', players: ['Anna'] }),
      'yahtzee',
      five(6),
    );
    refusal(
      () => enterDice(yahtzee, 'full-house', five(4)),
      { code: 'joker-order', category: 'full-house', allowed: ['fours'] },
      'The joker rule puts this extra Yahtzee in Fours, not in Full house',
    );
    const foursFilled = enterPoints(yahtzee, 'fours', 8);
    refusal(
      () => enterExtraYahtzee(foursFilled, 'chance', 4),
      { code: 'joker-order', category: 'chance', allowed: ['three-of-a-kind', 'four-of-a-kind'] },
      'The joker rule puts this extra Yahtzee in Three of a kind or Four of a kind, not in Chance',
    );
    // A 0 after dice typed by hand (no roller's roll number): the same order, and only the 0 is kept.
    refusal(
      () => scratchBox(yahtzee, 'full-house', { dice: five(4) }),
      { code: 'joker-order', category: 'full-house', allowed: ['fours'] },
      'The joker rule puts this extra Yahtzee in Fours, not in Full house',
    );
    const fours = scratchBox(yahtzee, 'fours', { dice: five(4) });
    expect(fours.moves.at(-1)).to.deep.equal(scratchBox(yahtzee, 'fours').moves.at(-1));
    expect(toJSON(loadGame(JSON.parse(JSON.stringify(toJSON(fours)))))).to.deep.equal(
      toJSON(fours),
    );
    expect(() => scratchBox(yahtzee, 'chance', { dice: [4, 4, 4, 4, 7] as Dice })).to.throw(
      RuleError,
    );
    refusal(
      () =>
        placeDice(
          getRuleset('yahtzee'),
          { scores: { yahtzee: 50 }, yahtzeeBonus: 0 },
          'ones',
          five(2),
        ),
      { code: 'joker-order', category: 'ones', allowed: ['twos'] },
      'The joker rule puts this extra Yahtzee in Twos, not in Ones',
    );
  });

  it('dice that are not five faces from 1 to 6', () => {
    const problem = { code: 'bad-dice', expected: 5 } as const;
    refusal(
      () => enterDice(game(), 'chance', [1, 2, 3, 4, 7 as Face]),
      problem,
      'A die shows 1 to 6, not 7',
    );
    refusal(() => enterDice(game(), 'chance', [1, 2, 3, 4]), problem, 'Expected 5 dice, got 4');
    refusal(
      () => legalPlacements(game(), '12345'),
      problem,
      'Expected an array of 5 dice, got "12345"',
    );
    refusal(() => assertDice(getRuleset('yatzy'), []), problem, 'Expected 5 dice, got 0');
  });

  it('an extra Yahtzee by a face out of range, or before the Yahtzee box is filled, or in Yatzy', () => {
    const yahtzee = enterDice(
      newGame({ ruleset: 'yahtzee', players: ['Anna'] }),
      'yahtzee',
      five(6),
    );
    refusal(
      () => enterExtraYahtzee(yahtzee, 'fours', 7 as Face),
      { code: 'bad-face', face: 7 },
      'A face is a whole number from 1 to 6, not 7',
    );
    refusal(
      () => enterExtraYahtzee(yahtzee, 'fours', loose<Face>('4')),
      { code: 'bad-face', face: '4' },
      'A face is a whole number from 1 to 6, not 4',
    );
    refusal(
      () => enterExtraYahtzee(game(), 'fours', 4),
      { code: 'no-extra-yahtzee', category: 'yahtzee', joker: true },
      'This is not an extra Yahtzee: the Yahtzee box is still empty',
    );
    const yatzy = scratchBox(newGame({ ruleset: 'yatzy', players: ['Anna'] }), 'yatzy');
    refusal(
      () => enterExtraYahtzee(yatzy, 'fours', 4),
      { code: 'no-extra-yahtzee', category: 'yatzy', joker: false },
      'Yatzy has no extra Yatzy rule: enter the dice or the points',
    );
  });

  it('a seat nobody sits in', () => {
    const problem = { code: 'no-player', seat: 5, seats: 2 } as const;
    const message = 'There is no player 5 (seats 0 to 1)';
    refusal(() => renamePlayer(game(), 5, 'X'), problem, message);
    refusal(() => removePlayer(game(), 5), problem, message);
    refusal(() => movePlayer(game(), 0, 5), problem, message);
    refusal(() => setStarter(game(), 5), problem, message);
    refusal(() => restart(game(), 5), problem, message);
    refusal(() => playerTotals(game(), 5), problem, message);
    refusal(() => game({ starter: 5 }), problem, message);
    refusal(() => clockwiseOrder(2, 5), problem, 'The starter must be a seat from 0 to 1, not 5.');
  });

  it('no players at all, or removing the last one', () => {
    const problem = { code: 'no-players' } as const;
    refusal(() => game({ players: [] }), problem, 'A game needs at least one player');
    refusal(
      () => removePlayer(game({ players: ['Anna'] }), 0),
      problem,
      'A game needs at least one player',
    );
    refusal(() => rollOff(0, () => 1), problem, 'A roll-off needs at least one player, not 0.');
    refusal(() => clockwiseOrder(0, 0), problem, 'A table needs at least one player, not 0.');
  });

  it('names: not text, empty, too long', () => {
    refusal(
      () => addPlayer(game(), loose<string>(3)),
      { code: 'name-not-text' },
      'A player name must be text',
    );
    refusal(() => addPlayer(game(), '  '), { code: 'name-empty' }, 'A player name cannot be empty');
    refusal(
      () => renamePlayer(game(), 0, 'x'.repeat(41)),
      { code: 'name-too-long', max: 40 },
      'A player name can have at most 40 characters',
    );
  });

  it('changing the table after the first score', () => {
    const started = scratchBox(game(), 'chance');
    refusal(
      () => addPlayer(started, 'Cas'),
      { code: 'players-locked', change: 'add' },
      'Players can be added only before the first score',
    );
    refusal(
      () => removePlayer(started, 1),
      { code: 'players-locked', change: 'remove' },
      'Players can be removed only before the first score',
    );
    refusal(
      () => movePlayer(started, 0, 1),
      { code: 'players-locked', change: 'move' },
      'Players can be moved only before the first score',
    );
    refusal(
      () => setStarter(started, 1),
      { code: 'players-locked', change: 'starter' },
      'The starting player can be chosen only before the first score',
    );
  });

  it('undo with nothing to undo', () => {
    refusal(() => undo(game()), { code: 'nothing-to-undo' }, 'Nothing to undo');
  });

  it('a game set up with an unknown ruleset, joker rule or options, or a bad bonus', () => {
    refusal(
      () => game({ ruleset: loose('yacht') }),
      { code: 'unknown-ruleset', ruleset: 'yacht' },
      'Unknown ruleset "yacht" (known: yahtzee, yatzy, kniffel, maxi-yatzy, yams, triple-yahtzee)',
    );
    refusal(
      () => game({ joker: loose('wild') }),
      { code: 'unknown-joker', joker: 'wild' },
      'Unknown joker rule "wild" (known: forced, free)',
    );
    refusal(
      () => getRuleset('yahtzee', loose({ joker: 'wild' })),
      { code: 'unknown-joker', joker: 'wild' },
      'Unknown joker rule "wild" (known: forced, free)',
    );
    refusal(
      () => getRuleset('yahtzee', loose(5)),
      { code: 'bad-options' },
      'Ruleset options must be an object, not 5',
    );
    refusal(
      () => game({ yahtzeeBonus: 1001 }),
      { code: 'bad-yahtzee-bonus', max: 1000 },
      'The Yahtzee bonus must be a whole number from 0 to 1000',
    );
    refusal(
      () => getRuleset('yahtzee', { yahtzeeBonus: -1 }),
      { code: 'bad-yahtzee-bonus', max: null },
      'The Yahtzee bonus must be a whole number of 0 or more, not -1',
    );
  });

  it('a sheet that is not one, and a roll-off die that gives no number', () => {
    refusal(
      () => placeDice(getRuleset('yahtzee'), loose<Sheet>(null), 'chance', [1, 2, 3, 4, 5]),
      { code: 'bad-sheet' },
      'Expected a sheet, got null',
    );
    refusal(
      () => rollOff(2, (seat) => (seat === 1 ? Number.NaN : 3)),
      { code: 'bad-roll', seat: 1 },
      'Seat 1 rolled NaN, not a number.',
    );
  });

  it('a refused move changes nothing, and loadGame still throws only GameLoadError', () => {
    const before = scratchBox(scratchBox(game(), 'chance'), 'chance');
    const json = JSON.stringify(toJSON(before));
    expect(() => scratchBox(before, 'chance')).to.throw(RuleError);
    expect(JSON.stringify(toJSON(before))).to.equal(json);
    const saved = toJSON(scratchBox(game({ players: ['Anna'] }), 'chance'));
    saved.moves.push({ ...saved.moves[0]! });
    let thrown: unknown;
    try {
      loadGame(saved);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).to.be.instanceOf(GameLoadError);
    expect(thrown).not.to.be.instanceOf(RuleError);
    expect((thrown as Error).message).to.equal('Move 2: Chance is already filled');
  });
});
