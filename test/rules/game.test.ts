import { expect } from '@open-wc/testing';
import type { Dice, Face } from '../../src/rules/dice.js';
import {
  GameLoadError,
  addPlayer,
  currentPlayer,
  enterDice,
  enterExtraYahtzee,
  enterPoints,
  extraYahtzeePlacements,
  yahtzeeBonusMarks,
  isOver,
  legalPlacements,
  loadGame,
  movePlayer,
  newGame,
  playerTotals,
  removePlayer,
  renamePlayer,
  restart,
  round,
  rulesetOf,
  scratchBox,
  setStarter,
  sheetOf,
  standings,
  toJSON,
  undo,
  type Game,
} from '../../src/rules/game.js';
import {
  emptySheet,
  placeDice,
  totals,
  type CategoryId,
  type Sheet,
} from '../../src/rules/index.js';

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}

// A small seeded generator so every "random" game is the same on every run.
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function rollWith(random: () => number): Dice {
  return Array.from({ length: 5 }, () => (Math.floor(random() * 6) + 1) as Face);
}

const five = (face: Face): Dice => [face, face, face, face, face];

function yahtzee(players = ['Anna'], options: Partial<Parameters<typeof newGame>[0]> = {}): Game {
  return newGame({ ruleset: 'yahtzee', players, ...options });
}

/** Plays a whole game: every turn a roll, written where it scores most (ties: first box), sometimes scratched or typed. */
function playWholeGame(game: Game, seed: number): { game: Game; expected: Sheet[] } {
  const random = seeded(seed);
  const ruleset = rulesetOf(game);
  const expected = game.players.map(() => emptySheet());
  let turn = 0;
  while (!isOver(game)) {
    const player = currentPlayer(game);
    const dice = rollWith(random);
    const options = legalPlacements(game, dice);
    expect(options.length, 'a roll always has somewhere to go').to.be.greaterThan(0);
    const best = options.reduce((a, b) => (b.points + b.bonus > a.points + a.bonus ? b : a));
    expected[player] = placeDice(ruleset, expected[player]!, best.category, dice).sheet;
    if (turn % 7 === 3 && best.bonus === 0) {
      game = enterPoints(game, best.category, best.points);
    } else if (turn % 11 === 5 && best.points === 0 && best.bonus === 0) {
      game = scratchBox(game, best.category);
    } else {
      game = enterDice(game, best.category, dice);
    }
    turn++;
  }
  return { game, expected };
}

describe('game: a new game', () => {
  it('starts with the starter to play in round 1, empty sheets and frozen state', () => {
    const game = yahtzee(['Anna', 'Bram', 'Cas'], { starter: 1 });
    expect(currentPlayer(game)).to.equal(1);
    expect(round(game)).to.equal(1);
    expect(isOver(game)).to.equal(false);
    expect(sheetOf(game, 0)).to.deep.equal(emptySheet());
    expect(Object.isFrozen(game)).to.equal(true);
    expect(Object.isFrozen(game.players)).to.equal(true);
    expect(Object.isFrozen(game.moves)).to.equal(true);
  });

  it('refuses no players, an empty name, a name that is not text, a starter out of range, an unknown ruleset', () => {
    expect(() => yahtzee([])).to.throw('at least one player');
    expect(() => yahtzee(['Anna', '  '])).to.throw('cannot be empty');
    expect(() => yahtzee(['Anna', 3 as unknown as string])).to.throw('must be text');
    expect(() => yahtzee(['Anna'], { starter: 1 })).to.throw('There is no player 1');
    expect(() => newGame({ ruleset: 'yacht' as 'yahtzee', players: ['Anna'] })).to.throw(
      'Unknown ruleset',
    );
    expect(() => yahtzee(['Anna'], { joker: 'wild' as 'free' })).to.throw('joker');
    expect(() => yahtzee(['Anna'], { yahtzeeBonus: Number.NaN })).to.throw('Yahtzee bonus');
  });

  it('allows a solo game and many players (the rules set no maximum)', () => {
    expect(currentPlayer(yahtzee(['Solo']))).to.equal(0);
    const many = yahtzee(Array.from({ length: 30 }, (_, i) => `P${i + 1}`));
    expect(many.players).to.have.length(30);
  });
});

describe('game: turns and rounds', () => {
  it('goes clockwise from a non-zero starter, and the starter opens every round', () => {
    let game = yahtzee(['A', 'B', 'C', 'D'], { starter: 2 });
    const order: number[] = [];
    const rounds: number[] = [];
    const boxes = rulesetOf(game).categories;
    for (let i = 0; i < 9; i++) {
      order.push(currentPlayer(game));
      rounds.push(round(game));
      // Round r: everyone scratches the r-th box.
      game = scratchBox(game, boxes[Math.floor(i / 4)]!);
    }
    expect(order.slice(0, 4)).to.deep.equal([2, 3, 0, 1]);
    expect(rounds.slice(0, 5)).to.deep.equal([1, 1, 1, 1, 2]);
    expect(order).to.deep.equal([2, 3, 0, 1, 2, 3, 0, 1, 2]);
    expect(rounds).to.deep.equal([1, 1, 1, 1, 2, 2, 2, 2, 3]);
  });

  it('records who wrote each move', () => {
    let game = yahtzee(['A', 'B'], { starter: 1 });
    game = enterDice(game, 'threes', [3, 3, 3, 1, 2]);
    game = scratchBox(game, 'yahtzee');
    expect(game.moves.map((move) => move.player)).to.deep.equal([1, 0]);
    expect(sheetOf(game, 1).scores.threes).to.equal(9);
    expect(sheetOf(game, 0).scores.yahtzee).to.equal(0);
  });
});

describe('game: entering a turn', () => {
  it('writes dice through placements, and refuses a filled box or a box the dice cannot reach', () => {
    let game = yahtzee(['Anna']);
    game = enterDice(game, 'full-house', [2, 2, 5, 5, 5]);
    expect(playerTotals(game, 0).lower).to.equal(25);
    expect(() => enterDice(game, 'full-house', [3, 3, 5, 5, 5])).to.throw();
    expect(() => enterDice(game, 'threes', [3, 3, 3, 3, 7 as Face])).to.throw();
    expect(() => enterDice(game, 'threes', [3, 3, 3, 3])).to.throw();
  });

  it('checks typed points against the values the box can hold (Threes: 9 yes, 7 no)', () => {
    const game = yahtzee(['Anna']);
    expect(() => enterPoints(game, 'threes', 7)).to.throw();
    expect(() => enterPoints(game, 'threes', Number.NaN)).to.throw();
    expect(sheetOf(enterPoints(game, 'threes', 9), 0).scores.threes).to.equal(9);
    expect(sheetOf(enterPoints(game, 'chance', 5), 0).scores.chance).to.equal(5);
  });

  it('scratches a box with 0 whatever fits', () => {
    const game = scratchBox(yahtzee(['Anna']), 'large-straight');
    expect(sheetOf(game, 0).scores['large-straight']).to.equal(0);
    expect(game.moves[0]).to.include({ entry: 'scratch', points: 0, bonus: 0 });
  });

  it('never mutates a deep-frozen game or frozen dice', () => {
    const game = deepFreeze(enterDice(yahtzee(['Anna', 'Bram']), 'sixes', [6, 6, 6, 1, 2]));
    const before = JSON.stringify(game);
    const dice = Object.freeze([5, 5, 5, 5, 5] as Face[]);
    const next = enterDice(game, 'yahtzee', dice);
    undo(next);
    enterPoints(game, 'threes', 9);
    scratchBox(game, 'chance');
    renamePlayer(game, 0, 'Anne');
    restart(game);
    expect(JSON.stringify(game)).to.equal(before);
    expect(next).to.not.equal(game);
    expect(next.moves).to.have.length(2);
    expect(game.moves).to.have.length(1);
  });
});

describe('game: undo', () => {
  it('takes back every move down to the empty sheet, recomputing the upper bonus and the Yahtzee bonus', () => {
    let game = yahtzee(['Anna']);
    const steps: [CategoryId, Dice][] = [
      ['yahtzee', five(2)],
      ['ones', [1, 1, 1, 4, 5]],
      ['twos', five(2)], // extra Yahtzee: +100, joker step 1 (twos is empty)
      ['threes', [3, 3, 3, 1, 2]],
      ['fours', [4, 4, 4, 1, 2]],
      ['fives', [5, 5, 5, 1, 2]],
      ['sixes', [6, 6, 6, 1, 2]],
    ];
    const history: Game[] = [game];
    for (const [category, dice] of steps) {
      game = enterDice(game, category, dice);
      history.push(game);
    }
    // 3 + 10 + 9 + 12 + 15 + 18 = 67: the upper bonus is earned.
    expect(playerTotals(game, 0)).to.deep.equal({
      upper: 67,
      upperBonus: 35,
      upperTotal: 102,
      lower: 50,
      yahtzeeBonus: 100,
      lowerTotal: 150,
      total: 252,
    });
    for (let i = history.length - 2; i >= 0; i--) {
      game = undo(game);
      expect(game.moves).to.deep.equal(history[i]!.moves);
      expect(playerTotals(game, 0)).to.deep.equal(totals(rulesetOf(game), sheetOf(history[i]!, 0)));
      if (i === 6) expect(playerTotals(game, 0).upperBonus, 'bonus gone with sixes').to.equal(0);
      if (i === 2)
        expect(playerTotals(game, 0).yahtzeeBonus, 'bonus gone with the extra Yahtzee').to.equal(0);
    }
    expect(sheetOf(game, 0)).to.deep.equal(emptySheet());
    expect(playerTotals(game, 0).total).to.equal(0);
    expect(() => undo(game)).to.throw('Nothing to undo');
  });

  it('gives the turn back to the player whose move was undone', () => {
    let game = yahtzee(['A', 'B']);
    game = enterPoints(game, 'chance', 20);
    expect(currentPlayer(game)).to.equal(1);
    game = undo(game);
    expect(currentPlayer(game)).to.equal(0);
  });
});

describe('game: whole games', () => {
  for (const count of [1, 2, 8]) {
    it(`plays a full Yahtzee game for ${count} player${count > 1 ? 's' : ''} to game over`, () => {
      const players = Array.from({ length: count }, (_, i) => `Player ${i + 1}`);
      const { game, expected } = playWholeGame(yahtzee(players, { starter: count - 1 }), 7 + count);
      expect(isOver(game)).to.equal(true);
      expect(currentPlayer(game)).to.equal(-1);
      expect(round(game)).to.equal(13);
      expect(game.moves).to.have.length(13 * count);
      const ruleset = rulesetOf(game);
      for (let p = 0; p < count; p++) {
        expect(Object.keys(sheetOf(game, p).scores)).to.have.length(13);
        expect(playerTotals(game, p)).to.deep.equal(totals(ruleset, expected[p]!));
      }
      const result = standings(game);
      expect(result.standings).to.have.length(count);
      for (let i = 1; i < count; i++) {
        expect(result.standings[i - 1]!.total).to.be.at.least(result.standings[i]!.total);
      }
      const best = Math.max(...expected.map((sheet) => totals(ruleset, sheet).total));
      expect(result.winners).to.deep.equal(
        expected.flatMap((sheet, p) => (totals(ruleset, sheet).total === best ? [p] : [])),
      );
      expect(() => enterPoints(game, 'chance', 5)).to.throw('over');
      expect(() => legalPlacements(game, [1, 2, 3, 4, 5])).to.throw('over');
    });
  }

  it('plays a full Yatzy game: 15 rounds', () => {
    const game0 = newGame({ ruleset: 'yatzy', players: ['Sven', 'Astrid'] });
    const { game, expected } = playWholeGame(game0, 99);
    expect(game.moves).to.have.length(30);
    expect(round(game)).to.equal(15);
    for (let p = 0; p < 2; p++) {
      expect(playerTotals(game, p)).to.deep.equal(totals(rulesetOf(game), expected[p]!));
    }
  });

  it('lets equal totals share the win, standings stable by seat', () => {
    const { game: solo } = playWholeGame(yahtzee(['X']), 3);
    // Three players writing exactly the same boxes end level.
    let game = yahtzee(['Anna', 'Bram', 'Cas']);
    for (const move of solo.moves) {
      for (let p = 0; p < 3; p++) {
        game =
          move.entry === 'dice'
            ? enterDice(game, move.category, move.dice!)
            : move.entry === 'points'
              ? enterPoints(game, move.category, move.points)
              : scratchBox(game, move.category);
      }
    }
    expect(isOver(game)).to.equal(true);
    const result = standings(game);
    expect(result.winners).to.deep.equal([0, 1, 2]);
    expect(result.standings.map((s) => s.name)).to.deep.equal(['Anna', 'Bram', 'Cas']);
    expect(result.standings[0]!.total).to.equal(playerTotals(solo, 0).total);
  });
});

describe('game: an extra Yahtzee entered by its face', () => {
  function withYahtzee(
    options: Partial<Parameters<typeof newGame>[0]>,
    yahtzeePoints: 50 | 0 = 50,
  ): Game {
    const game = yahtzee(['Anna'], options);
    return yahtzeePoints === 50 ? enterDice(game, 'yahtzee', five(6)) : scratchBox(game, 'yahtzee');
  }

  it('forced joker: the upper box of the face first, with the 100 bonus', () => {
    const game = withYahtzee({ joker: 'forced' });
    expect(extraYahtzeePlacements(game, 4).map((p) => p.category)).to.deep.equal(['fours']);
    expect(() => enterExtraYahtzee(game, 'full-house', 4)).to.throw();
    const next = enterExtraYahtzee(game, 'fours', 4);
    expect(next.moves[1]).to.include({
      entry: 'extra-yahtzee',
      category: 'fours',
      points: 20,
      bonus: 100,
      face: 4,
    });
    expect(playerTotals(next, 0).yahtzeeBonus).to.equal(100);
  });

  it('forced joker: once the face box is filled, three or four of a kind before the other lower boxes', () => {
    let game = withYahtzee({ joker: 'forced' });
    game = enterPoints(game, 'fours', 8);
    const boxes = extraYahtzeePlacements(game, 4).map((p) => p.category);
    expect(boxes).to.have.members(['three-of-a-kind', 'four-of-a-kind']);
    expect(() => enterExtraYahtzee(game, 'full-house', 4)).to.throw();
    game = enterExtraYahtzee(game, 'four-of-a-kind', 4);
    expect(sheetOf(game, 0).scores['four-of-a-kind']).to.equal(20);
  });

  it('free joker: once the face box is filled, any empty lower box at full value', () => {
    let game = withYahtzee({ joker: 'free' });
    game = enterPoints(game, 'fours', 8);
    game = enterExtraYahtzee(game, 'full-house', 4);
    expect(game.moves[2]).to.include({ points: 25, bonus: 100 });
    expect(playerTotals(game, 0).total).to.equal(50 + 8 + 25 + 100);
  });

  it('counts one Yahtzee-bonus mark per extra Yahtzee that earned the bonus, per player', () => {
    let game = yahtzee(['Anna', 'Bram']);
    game = enterDice(game, 'yahtzee', five(6));
    game = scratchBox(game, 'yahtzee');
    game = enterExtraYahtzee(game, 'fours', 4);
    // Bram scratched his Yahtzee box: his extra Yahtzee earns no bonus and no mark.
    game = enterExtraYahtzee(game, 'fives', 5);
    game = enterDice(game, 'threes', five(3));
    expect(yahtzeeBonusMarks(game, 0)).to.equal(2);
    expect(yahtzeeBonusMarks(game, 1)).to.equal(0);
    expect(yahtzeeBonusMarks(game, 0) * 100).to.equal(playerTotals(game, 0).yahtzeeBonus);
  });

  it('yahtzeeBonus 0: the placement rules stay, no bonus', () => {
    let game = withYahtzee({ yahtzeeBonus: 0 });
    game = enterExtraYahtzee(game, 'fours', 4);
    expect(game.moves[1]).to.include({ points: 20, bonus: 0 });
    expect(() => enterExtraYahtzee(withYahtzee({ yahtzeeBonus: 0 }), 'chance', 4)).to.throw();
  });

  it('a 0 in the Yahtzee box: no bonus, but the joker order still applies', () => {
    const game = withYahtzee({}, 0);
    expect(() => enterExtraYahtzee(game, 'chance', 3)).to.throw();
    const next = enterExtraYahtzee(game, 'threes', 3);
    expect(next.moves[1]).to.include({ points: 15, bonus: 0 });
  });

  it('is refused while the Yahtzee box is still empty, and for a face out of range', () => {
    const game = yahtzee(['Anna']);
    expect(extraYahtzeePlacements(game, 4)).to.deep.equal([]);
    expect(() => enterExtraYahtzee(game, 'fours', 4)).to.throw('Yahtzee box is still empty');
    expect(() => enterExtraYahtzee(withYahtzee({}), 'fours', 7 as Face)).to.throw('face');
  });

  it('undo takes the bonus back', () => {
    const game = enterExtraYahtzee(withYahtzee({}), 'fours', 4);
    expect(playerTotals(undo(game), 0).yahtzeeBonus).to.equal(0);
  });
});

describe('game: players', () => {
  it('adds, removes, moves players and chooses the starter before the first move', () => {
    let game = yahtzee(['Anna', 'Bram']);
    game = addPlayer(game, ' Cas ');
    expect(game.players).to.deep.equal(['Anna', 'Bram', 'Cas']);
    game = setStarter(game, 2);
    game = movePlayer(game, 2, 0);
    expect(game.players).to.deep.equal(['Cas', 'Anna', 'Bram']);
    expect(game.starter, 'the starter moves with Cas').to.equal(0);
    game = removePlayer(game, 1);
    expect(game.players).to.deep.equal(['Cas', 'Bram']);
    expect(game.starter).to.equal(0);
    game = setStarter(game, 1);
    game = removePlayer(game, 0);
    expect(game.starter, 'Bram is still the starter').to.equal(0);
    expect(() => removePlayer(game, 0)).to.throw('at least one player');
    expect(() => movePlayer(game, 0, 3)).to.throw('There is no player 3');
    expect(() => addPlayer(game, '')).to.throw('cannot be empty');
  });

  it('removing the starter passes the start clockwise', () => {
    const game = removePlayer(setStarter(yahtzee(['A', 'B', 'C']), 2), 2);
    expect(game.starter).to.equal(0);
  });

  it('refuses seat changes after the first move, but renames at any time', () => {
    const game = enterPoints(yahtzee(['Anna', 'Bram']), 'chance', 10);
    expect(() => addPlayer(game, 'Cas')).to.throw('before the first score');
    expect(() => removePlayer(game, 0)).to.throw('before the first score');
    expect(() => movePlayer(game, 0, 1)).to.throw('before the first score');
    expect(() => setStarter(game, 1)).to.throw('before the first score');
    const renamed = renamePlayer(game, 0, 'Anne');
    expect(renamed.players).to.deep.equal(['Anne', 'Bram']);
    expect(renamed.moves).to.equal(game.moves);
    expect(() => renamePlayer(game, 5, 'X')).to.throw('There is no player 5');
  });

  it('restarts with the same players and empty sheets, with any starter', () => {
    const { game } = playWholeGame(yahtzee(['Anna', 'Bram']), 5);
    const again = restart(game, 1);
    expect(again.players).to.deep.equal(['Anna', 'Bram']);
    expect(again.moves).to.deep.equal([]);
    expect(currentPlayer(again)).to.equal(1);
    expect(isOver(game), 'the finished game is untouched').to.equal(true);
  });
});

describe('game: saving and loading', () => {
  function midGame(): Game {
    let game = yahtzee(['Anna', 'Bram'], { joker: 'free', starter: 1 });
    game = enterDice(game, 'yahtzee', five(5));
    game = enterPoints(game, 'threes', 9);
    game = enterExtraYahtzee(game, 'fives', 5);
    game = scratchBox(game, 'ones');
    return game;
  }

  it('round-trips through JSON text to an equal game', () => {
    for (const game of [
      midGame(),
      playWholeGame(yahtzee(['A', 'B', 'C']), 11).game,
      yahtzee(['Solo']),
    ]) {
      const text = JSON.stringify(toJSON(game));
      const loaded = loadGame(JSON.parse(text));
      expect(loaded).to.deep.equal(game);
      expect(toJSON(loaded)).to.deep.equal(toJSON(game));
      expect(loadGame(text), 'a JSON string is read too').to.deep.equal(game);
      expect(currentPlayer(loaded)).to.equal(currentPlayer(game));
      expect(playerTotals(loaded, 0)).to.deep.equal(playerTotals(game, 0));
    }
    expect(toJSON(midGame()).schema).to.equal(1);
  });

  it('returns a game frozen all the way down, that later moves and undo leave alone', () => {
    const { game: played } = playWholeGame(yahtzee(['A', 'B', 'C']), 5);
    const loaded = loadGame(toJSON(undo(played)));
    for (const part of [loaded, loaded.players, loaded.moves, ...loaded.moves]) {
      expect(Object.isFrozen(part)).to.equal(true);
    }
    for (const move of loaded.moves)
      if (move.dice) expect(Object.isFrozen(move.dice)).to.equal(true);
    expect(() => (loaded.moves as unknown[]).push(loaded.moves[0])).to.throw();
    const before = JSON.stringify(toJSON(loaded));
    const last = played.moves[played.moves.length - 1]!;
    const finished = scratchBox(loaded, last.category);
    expect(isOver(finished)).to.equal(true);
    expect(undo(undo(finished)).moves).to.have.length(loaded.moves.length - 1);
    expect(JSON.stringify(toJSON(loaded)), 'the loaded game is unchanged').to.equal(before);
    expect(loaded.moves).to.have.length(played.moves.length - 1);
    expect(isOver(loaded)).to.equal(false);
    for (const seat of [0, 1, 2]) {
      expect(sheetOf(loaded, seat)).to.deep.equal(sheetOf(undo(played), seat));
      expect(Object.isFrozen(sheetOf(loaded, seat))).to.equal(true);
    }
  });

  const good = (): Record<string, unknown> =>
    JSON.parse(JSON.stringify(toJSON(midGame()))) as Record<string, unknown>;
  const withMove = (index: number, change: Record<string, unknown>): Record<string, unknown> => {
    const data = good();
    const moves = data.moves as Record<string, unknown>[];
    moves[index] = { ...moves[index], ...change };
    return data;
  };

  const hostile: [string, () => unknown][] = [
    ['null', () => null],
    ['a number', () => 42],
    ['an array', () => [good()]],
    ['text that is not JSON', () => '{"schema":1,'],
    ['no schema', () => ({ ...good(), schema: undefined })],
    ['schema 2', () => ({ ...good(), schema: 2 })],
    ['an unknown ruleset', () => ({ ...good(), ruleset: 'yacht' })],
    ['a ruleset that is not text', () => ({ ...good(), ruleset: { id: 'yahtzee' } })],
    ['an unknown joker', () => ({ ...good(), joker: 'wild' })],
    ['a NaN bonus (saved as null)', () => ({ ...good(), yahtzeeBonus: null })],
    ['a bonus that is NaN', () => ({ ...good(), yahtzeeBonus: Number.NaN })],
    ['a negative bonus', () => ({ ...good(), yahtzeeBonus: -100 })],
    ['no players', () => ({ ...good(), players: [] })],
    ['players that are not a list', () => ({ ...good(), players: 'Anna,Bram' })],
    ['a name that is not text', () => ({ ...good(), players: ['Anna', { toString: 'x' }] })],
    ['an empty name', () => ({ ...good(), players: ['Anna', ''] })],
    [
      'a huge list of players',
      () => ({ ...good(), players: Array.from({ length: 100_000 }, () => 'x'), moves: [] }),
    ],
    ['a huge name', () => ({ ...good(), players: ['Anna', 'x'.repeat(1_000_000)] })],
    ['a starter out of range', () => ({ ...good(), starter: 2 })],
    ['a starter that is a string', () => ({ ...good(), starter: '1' })],
    ['a fractional starter', () => ({ ...good(), starter: 0.5 })],
    ['moves that are not a list', () => ({ ...good(), moves: {} })],
    [
      'a huge list of moves',
      () => ({ ...good(), moves: Array.from({ length: 1_000_000 }, () => null) }),
    ],
    ['a move that is null', () => ({ ...good(), moves: [null] })],
    ['a 7 in Threes', () => withMove(1, { points: 7 })],
    ['points that differ from what the dice give', () => withMove(0, { points: 49 })],
    ['a bonus that was not earned', () => withMove(1, { bonus: 100 })],
    ['a move out of turn', () => withMove(0, { player: 0 })],
    ['a player seat that does not exist', () => withMove(0, { player: 5 })],
    ['an unknown box', () => withMove(1, { category: 'one-pair' })],
    ['an unknown entry', () => withMove(1, { entry: 'magic' })],
    ['a sixth die', () => withMove(0, { dice: [5, 5, 5, 5, 5, 5] })],
    ['a die of 7', () => withMove(0, { dice: [5, 5, 5, 5, 7], points: 0 })],
    ['dice that are text', () => withMove(0, { dice: '55555' })],
    ['points that are NaN', () => withMove(1, { points: Number.NaN })],
    ['points that are Infinity', () => withMove(1, { points: Number.POSITIVE_INFINITY })],
    ['an extra Yahtzee face of 0', () => withMove(2, { face: 0 })],
    [
      'a filled box written twice',
      () =>
        withMove(2, {
          entry: 'points',
          category: 'yahtzee',
          points: 50,
          bonus: 0,
          face: undefined,
        }),
    ],
    [
      '14 boxes for one player',
      () => {
        const { game } = playWholeGame(yahtzee(['Solo']), 1);
        const data = toJSON(game);
        return {
          ...data,
          moves: [
            ...data.moves,
            { player: 0, entry: 'scratch', category: 'chance', points: 0, bonus: 0 },
          ],
        };
      },
    ],
    ['an unknown field', () => ({ ...good(), cheat: true })],
    ['an unknown field in a move', () => withMove(0, { cheat: true })],
    [
      'a "__proto__" key',
      () => JSON.parse(`{"__proto__":{"polluted":true},${JSON.stringify(good()).slice(1)}`),
    ],
    [
      'a "__proto__" key in a move',
      () => withMove(0, JSON.parse('{"__proto__":{"polluted":true}}') as Record<string, unknown>),
    ],
    ['a "constructor" key', () => ({ ...good(), constructor: { prototype: { polluted: true } } })],
    [
      'a getter that throws',
      () =>
        Object.defineProperty(good(), 'players', {
          get: () => {
            throw new TypeError('boom');
          },
          enumerable: true,
        }),
    ],
    [
      'a Proxy that throws',
      () =>
        new Proxy(good(), {
          get: () => {
            throw new RangeError('trap');
          },
          ownKeys: () => {
            throw new RangeError('trap');
          },
        }),
    ],
    ['a class instance', () => Object.assign(new (class Fake {})(), good())],
  ];

  for (const [name, make] of hostile) {
    it(`refuses ${name} with a GameLoadError`, () => {
      let thrown: unknown;
      try {
        loadGame(make());
      } catch (error) {
        thrown = error;
      }
      expect(thrown, 'it throws').to.be.instanceOf(GameLoadError);
      expect((thrown as Error).message)
        .to.be.a('string')
        .and.not.equal('');
      expect(({} as Record<string, unknown>).polluted, 'no prototype pollution').to.equal(
        undefined,
      );
    });
  }

  it('says what is wrong in the message', () => {
    expect(() => loadGame(withMove(1, { points: 7 }))).to.throw(GameLoadError, 'Move 2');
    expect(() => loadGame({ ...good(), ruleset: 'yacht' })).to.throw(GameLoadError, 'yacht');
    expect(() => loadGame({ ...good(), schema: 2 })).to.throw(GameLoadError, 'schema');
    expect(() => loadGame(withMove(0, { player: 0 }))).to.throw(GameLoadError, 'out of turn');
  });
});
