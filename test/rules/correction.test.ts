// Corrections of past entries: a corrected game must be the game its edited move list gives when
// it is played again from the start, undo must give back the game as it was, and a save must load.
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import type { CategoryId, Dice, Face, Game, MoveJSON, RulesetId } from '../../src/rules/index.js';
import {
  GameLoadError,
  RuleError,
  canEnterExtraYahtzee,
  changeDice,
  changeScore,
  currentPlayer,
  enterDice,
  enterExtraYahtzee,
  enterPoints,
  extraYahtzeePlacements,
  isOver,
  lastCorrection,
  legalPlacements,
  loadGame,
  maxCorrections,
  newGame,
  playerTotals,
  possibleScores,
  restart,
  rulesetOf,
  savedRolls,
  scratchBox,
  sheetOf,
  toJSON,
  undo,
  undoneRoll,
} from '../../src/rules/index.js';
import { gameProblemText } from '../../src/i18n/problems.js';
import { refusal } from './refusal.js';

const rulesets: readonly RulesetId[] = ['yahtzee', 'yatzy', 'kniffel', 'maxi-yatzy'];

/** How many generated games each property plays, per ruleset. */
const runs = 100;
const stackedRuns = 40;

// ---------------------------------------------------------------- generated games

/** One turn as fast-check draws it: the dice, what to do with them, and which choice to take. */
interface Step {
  faces: number[];
  fiveOfAKind: boolean;
  kind: number;
  pick: number;
  rollNumber: number;
}

const step: fc.Arbitrary<Step> = fc.record({
  faces: fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 6, maxLength: 6 }),
  // Often enough five (or six) of a kind that extra Yahtzees, their bonus and the joker come up.
  fiveOfAKind: fc.nat(3).map((draw) => draw === 0),
  kind: fc.nat(9),
  pick: fc.nat(),
  rollNumber: fc.integer({ min: 1, max: 3 }),
});

/** A correction as fast-check draws it: which entry, which value (or dice). */
interface Fix {
  move: number;
  value: number;
  byDice: boolean;
  faces: number[];
  fiveOfAKind: boolean;
}

const fix: fc.Arbitrary<Fix> = fc.record({
  move: fc.nat(),
  value: fc.nat(),
  byDice: fc.boolean(),
  faces: fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 6, maxLength: 6 }),
  fiveOfAKind: fc.boolean(),
});

const diceOf = (game: Game, faces: number[], same: boolean): Dice =>
  faces.slice(0, rulesetOf(game).dice).map((face) => (same ? faces[0]! : face)) as Dice;

/** The current player's empty boxes. */
const emptyBoxes = (game: Game): CategoryId[] =>
  rulesetOf(game).categories.filter(
    (category) => sheetOf(game, currentPlayer(game)).scores[category] === undefined,
  );

/** Plays one drawn turn by every way a move can be entered: dice, points, a scratch, an extra Yahtzee by its face. */
function playStep(game: Game, { faces, fiveOfAKind, kind, pick, rollNumber }: Step): Game {
  const dice = diceOf(game, faces, fiveOfAKind);
  const origin = { rollNumber, held: dice.map((_, i) => i < pick % 3) };
  if (kind === 8 && canEnterExtraYahtzee(game)) {
    const places = extraYahtzeePlacements(game, dice[0]!);
    return enterExtraYahtzee(game, places[pick % places.length]!.category, dice[0]!);
  }
  if (kind === 7) {
    const boxes = emptyBoxes(game);
    const category = boxes[pick % boxes.length]!;
    const values = possibleScores(rulesetOf(game), category);
    return enterPoints(game, category, values[pick % values.length]!);
  }
  const places = legalPlacements(game, dice);
  const { category } = places[pick % places.length]!;
  if (kind === 6) return scratchBox(game, category, { dice, ...origin });
  if (kind === 5) return scratchBox(game, emptyBoxes(game)[pick % emptyBoxes(game).length]!);
  return kind % 2 ? enterDice(game, category, dice, origin) : enterDice(game, category, dice);
}

/** A game of 1 to 3 players of this ruleset, with the drawn turns played while it is not over. */
const gameOf = (ruleset: RulesetId) =>
  fc
    .record({ players: fc.integer({ min: 1, max: 3 }), steps: fc.array(step, { maxLength: 45 }) })
    .map(({ players, steps }) => {
      let game = newGame({ ruleset, players: ['Anna', 'Bram', 'Cees'].slice(0, players) });
      for (const drawn of steps) if (!isOver(game)) game = playStep(game, drawn);
      return game;
    })
    .filter((game) => game.moves.length > 0);

/** The correction drawn, on the game: who, which box, and the call that makes it. */
function correctionOf(game: Game, drawn: Fix) {
  const { player, category } = game.moves[drawn.move % game.moves.length]!;
  const values = possibleScores(rulesetOf(game), category);
  const points = values[drawn.value % values.length]!;
  const dice = diceOf(game, drawn.faces, drawn.fiveOfAKind);
  return {
    player,
    category,
    edited: (was: MoveJSON): MoveJSON =>
      drawn.byDice
        ? { ...was, entry: 'dice', dice: [...dice], points: 0, bonus: 0, face: undefined }
        : {
            player,
            entry: 'points',
            category,
            points,
            bonus: 0,
          },
    apply: (on: Game) =>
      drawn.byDice
        ? changeDice(on, player, category, dice)
        : changeScore(on, player, category, points),
  };
}

/** The game with the drawn correction made, or the same game when it is refused. */
function correctedOrNot(game: Game, drawn: Fix): Game {
  try {
    return correctionOf(game, drawn).apply(game);
  } catch {
    return game;
  }
}

/** The moves played again from an empty sheet, each through the function a player would call. */
function playedAgain(game: Game, moves: readonly MoveJSON[]): Game {
  let again = restart(game);
  for (const move of moves) {
    const { category, dice, rollNumber, held } = move;
    const origin = rollNumber !== undefined && held ? { rollNumber, held } : undefined;
    if (move.entry === 'points') again = enterPoints(again, category, move.points);
    else if (move.entry === 'extra-yahtzee') {
      again = enterExtraYahtzee(again, category, move.face as Face);
    } else if (move.entry === 'scratch') {
      again = scratchBox(again, category, dice && origin && { dice: dice as Dice, ...origin });
    } else again = enterDice(again, category, dice as Dice, origin);
  }
  return again;
}

/** What a score pad shows of a game: every entry's box and score, and every player's totals. */
const pad = (game: Game) => ({
  moves: game.moves.map(({ player, category, points, bonus }) => [player, category, points, bonus]),
  totals: game.players.map((_, seat) => playerTotals(game, seat)),
});

for (const ruleset of rulesets) {
  describe(`corrections in ${ruleset}`, () => {
    it(`give the game the edited moves give when played again, or are refused and change nothing (${runs} generated games)`, () => {
      fc.assert(
        fc.property(gameOf(ruleset), fix, (game, drawn) => {
          const saved = toJSON(game);
          const { edited, apply } = correctionOf(game, drawn);
          const index = drawn.move % game.moves.length;
          const moves = saved.moves.map((move, at) => (at === index ? edited(move) : move));
          let expected: Game | RuleError;
          try {
            expected = playedAgain(game, moves);
          } catch (error) {
            expect(error).to.be.instanceOf(RuleError);
            expected = error as RuleError;
          }
          let corrected: Game;
          try {
            corrected = apply(game);
          } catch (error) {
            expect(error, 'refused only what a replay refuses').to.be.instanceOf(RuleError);
            expect(expected).to.be.instanceOf(RuleError);
            expect((error as RuleError).problem).to.deep.equal((expected as RuleError).problem);
            expect(toJSON(game), 'nothing changed').to.deep.equal(saved);
            return;
          }
          expect(expected, 'the replay accepts it too').not.to.be.instanceOf(RuleError);
          expect(pad(corrected)).to.deep.equal(pad(expected as Game));
          expect(currentPlayer(corrected)).to.equal(currentPlayer(game));
          // A turn's roll count is not what is corrected: no player's saved rolls move.
          for (const seat of game.players.keys()) {
            expect(savedRolls(corrected, seat), `seat ${seat}'s saved rolls`).to.equal(
              savedRolls(game, seat),
            );
          }
          if (corrected === game) {
            // The same score again: nothing recorded, and the pad is indeed the same.
            expect(pad(expected as Game)).to.deep.equal(pad(game));
            return;
          }
          expect(lastCorrection(corrected)).to.deep.equal({
            move: index,
            after: game.moves.length,
            was: game.moves[index],
          });
          expect(undoneRoll(corrected), 'undo gives back no roll').to.equal(undefined);
        }),
        { numRuns: runs },
      );
    });

    it(`are taken back by undo to the very game they corrected (${runs} generated games)`, () => {
      fc.assert(
        fc.property(gameOf(ruleset), fix, (game, drawn) => {
          const corrected = correctedOrNot(game, drawn);
          if (corrected !== game) expect(toJSON(undo(corrected))).to.deep.equal(toJSON(game));
        }),
        { numRuns: runs },
      );
    });

    it(`survive saving and loading, and undo the same way after it (${runs} generated games)`, () => {
      fc.assert(
        fc.property(gameOf(ruleset), fix, (game, drawn) => {
          const corrected = correctedOrNot(game, drawn);
          const json = JSON.parse(JSON.stringify(toJSON(corrected))) as unknown;
          const loaded = loadGame(json);
          expect(toJSON(loaded)).to.deep.equal(toJSON(corrected));
          expect(pad(loaded)).to.deep.equal(pad(corrected));
          expect(lastCorrection(loaded)).to.deep.equal(lastCorrection(corrected));
          expect(toJSON(undo(loaded))).to.deep.equal(toJSON(undo(corrected)));
        }),
        { numRuns: runs },
      );
    });

    it(`stacked between moves, undo one by one, last first, back to the game before them (${stackedRuns} generated games)`, () => {
      fc.assert(
        fc.property(
          gameOf(ruleset),
          fc.array(fc.record({ fix, steps: fc.array(step, { maxLength: 3 }) }), {
            minLength: 2,
            maxLength: 6,
          }),
          (game, actions) => {
            // Every state the game passes through; undo must walk back through all of them.
            const states = [toJSON(game)];
            for (const { fix: drawn, steps } of actions) {
              // A refused correction, or the same score again, leaves nothing to undo.
              const next = correctedOrNot(game, drawn);
              if (next !== game) states.push(toJSON((game = next)));
              for (const drawnStep of steps) {
                if (!isOver(game)) states.push(toJSON((game = playStep(game, drawnStep))));
              }
            }
            // And from a save, as a reload between the corrections and the undos gives.
            game = loadGame(JSON.stringify(toJSON(game)));
            for (let at = states.length - 1; at > 0; at--) {
              expect(toJSON(game), `state ${at}`).to.deep.equal(states[at]);
              game = undo(game);
            }
            expect(toJSON(game)).to.deep.equal(states[0]);
          },
        ),
        { numRuns: stackedRuns },
      );
    });
  });
}

// ---------------------------------------------------------------- by hand

const solo = (ruleset: RulesetId = 'yahtzee') => newGame({ ruleset, players: ['Anna'] });
const five = (face: Face): Dice => [face, face, face, face, face];

describe('changeScore by hand', () => {
  /** Anna: a Yahtzee of sixes, then two extra Yahtzees by dice (sixes, then fives, by the joker). */
  function twoExtras(yahtzee: 'rolled' | 'scratched') {
    let game = solo();
    game = yahtzee === 'rolled' ? enterDice(game, 'yahtzee', five(6)) : scratchBox(game, 'yahtzee');
    game = enterDice(game, 'chance', [1, 2, 3, 4, 6]);
    game = enterDice(game, 'sixes', five(6));
    return enterDice(game, 'fives', five(5));
  }

  it('takes back both later extra-Yahtzee bonuses when a Yahtzee of 50 becomes 0', () => {
    const game = twoExtras('rolled');
    // 50 + chance 16 + sixes 30 + fives 25 + two bonuses of 100.
    expect(playerTotals(game, 0).total).to.equal(321);
    const corrected = changeScore(game, 0, 'yahtzee', 0);
    expect(corrected.moves.map((move) => move.bonus)).to.deep.equal([0, 0, 0, 0]);
    expect(playerTotals(corrected, 0)).to.deep.include({
      upper: 55,
      upperBonus: 0,
      lower: 16,
      yahtzeeBonus: 0,
      total: 71,
    });
    // The later entries are kept as they were entered: by dice.
    expect(corrected.moves.slice(1)).to.deep.equal(
      game.moves.slice(1).map((move) => ({ ...move, bonus: 0 })),
    );
    expect(toJSON(undo(corrected))).to.deep.equal(toJSON(game));
  });

  it('gives both later bonuses when a scratched Yahtzee becomes 50', () => {
    const game = twoExtras('scratched');
    expect(playerTotals(game, 0).yahtzeeBonus).to.equal(0);
    const corrected = changeScore(game, 0, 'yahtzee', 50);
    expect(corrected.moves.map((move) => move.bonus)).to.deep.equal([0, 0, 100, 100]);
    expect(playerTotals(corrected, 0).total).to.equal(321);
  });

  it('makes the upper bonus come and go as Ones is corrected across the 63 line', () => {
    let game = newGame({ ruleset: 'yahtzee', players: ['Anna', 'Bram'] });
    // Anna: three of each face, exactly 63; Bram fills the same boxes in between.
    for (const [face, box] of ['ones', 'twos', 'threes', 'fours', 'fives', 'sixes'].entries()) {
      game = enterPoints(game, box as CategoryId, 3 * (face + 1));
      game = enterPoints(game, box as CategoryId, face + 1);
    }
    expect(playerTotals(game, 0)).to.deep.include({ upper: 63, upperBonus: 35, total: 98 });
    const below = changeScore(game, 0, 'ones', 2);
    expect(playerTotals(below, 0)).to.deep.include({ upper: 62, upperBonus: 0, total: 62 });
    expect(playerTotals(below, 1), 'Bram untouched').to.deep.equal(playerTotals(game, 1));
    const above = changeScore(below, 0, 'ones', 5);
    expect(playerTotals(above, 0)).to.deep.include({ upper: 65, upperBonus: 35, total: 100 });
    expect(above.corrections?.map(({ move, after }) => [move, after])).to.deep.equal([
      [0, 12],
      [0, 12],
    ]);
    expect(playerTotals(undo(above), 0).total).to.equal(62);
    expect(toJSON(undo(undo(above)))).to.deep.equal(toJSON(game));
  });

  it('refuses a value the box cannot hold, and changes nothing', () => {
    const game = enterDice(solo(), 'full-house', [2, 2, 3, 3, 3]);
    const saved = toJSON(game);
    refusal(
      () => changeScore(game, 0, 'full-house', 24),
      { code: 'impossible-points', category: 'full-house', points: 24, possible: [0, 25] },
      '24 is not a possible score for Full house (possible: 0, 25)',
    );
    expect(toJSON(game)).to.deep.equal(saved);
  });

  it('refuses a box the player has not filled, and a seat nobody sits in', () => {
    const game = enterDice(
      newGame({ ruleset: 'yahtzee', players: ['Anna', 'Bram'] }),
      'chance',
      [1, 2, 3, 4, 6],
    );
    refusal(
      () => changeScore(game, 1, 'chance', 20),
      { code: 'box-empty', category: 'chance' },
      'Chance is still empty: there is nothing to correct',
    );
    refusal(
      () => changeScore(game, 2, 'chance', 20),
      { code: 'no-player', seat: 2, seats: 2 },
      'There is no player 2 (seats 0 to 1)',
    );
    expect(gameProblemText('en', { code: 'box-empty', category: 'chance' })).to.equal(
      'Chance is still empty.',
    );
  });

  it('names the player and the box of a later entry a correction would refuse', () => {
    const problem = {
      code: 'correction-breaks-later',
      player: 0,
      name: 'Anna',
      category: 'full-house',
    } as const;
    expect(gameProblemText('en', problem)).to.equal(
      'Anna’s later Full house would no longer be allowed.',
    );
    expect(gameProblemText('nl', problem)).to.contain('Anna');
  });

  it('returns the same game for the same score, and records nothing', () => {
    const game = enterDice(solo(), 'full-house', [2, 2, 3, 3, 3]);
    expect(changeScore(game, 0, 'full-house', 25)).to.equal(game);
    expect(changeDice(game, 0, 'full-house', [4, 4, 1, 1, 1])).to.equal(game);
  });

  it('scores corrected dice as for the sheet at that moment: the joker and its bonus', () => {
    let game = enterDice(solo(), 'yahtzee', five(4));
    game = enterDice(game, 'fours', [4, 4, 4, 1, 2]);
    game = enterDice(game, 'three-of-a-kind', [2, 2, 2, 1, 3]);
    game = enterDice(game, 'four-of-a-kind', [3, 3, 3, 3, 1]);
    game = enterDice(game, 'chance', [1, 2, 3, 4, 6]);
    // The chance was really an extra Yahtzee of fours: Fours and both kinds are filled, so the
    // joker puts it in any lower box, at full value, with its bonus.
    const corrected = changeDice(game, 0, 'chance', five(4));
    expect(corrected.moves[4]).to.deep.include({ entry: 'dice', points: 20, bonus: 100 });
    expect(playerTotals(corrected, 0).total).to.equal(50 + 12 + 10 + 13 + 20 + 100);
    refusal(
      () => changeDice(game, 0, 'fours', five(3)),
      { code: 'joker-order', category: 'fours', allowed: ['threes'] },
      'The joker rule puts this extra Yahtzee in Threes, not in Fours',
    );
  });

  it('keeps the roll origin of an entry corrected by dice, so saved rolls stay (Maxi Yatzy)', () => {
    let game = solo('maxi-yatzy');
    const held = [false, false, false, false, false, false];
    game = enterDice(game, 'chance', [1, 2, 3, 4, 5, 6], { rollNumber: 1, held });
    const corrected = changeDice(game, 0, 'chance', [6, 6, 6, 6, 6, 6]);
    expect(corrected.moves[0]).to.deep.include({ points: 36, rollNumber: 1 });
    expect(savedRolls(game, 0)).to.equal(2);
    expect(savedRolls(corrected, 0)).to.equal(2);
    expect(playerTotals(corrected, 0).total).to.equal(36);
    expect(toJSON(loadGame(toJSON(corrected)))).to.deep.equal(toJSON(corrected));
  });

  it('keeps the roll origin of an entry corrected by points, so saved rolls stay and the game loads (Maxi Yatzy)', () => {
    const held = [false, false, false, false, false, false];
    // Rolled once and written: 2 rolls saved. Then 4 more turns of one roll each (10 saved), and
    // a turn of 13 rolls that spends them: correcting the first turn by points kept none of them
    // saved, and the saved game no longer loaded ('refused' at the 13-roll turn).
    let game = enterDice(solo('maxi-yatzy'), 'ones', [1, 1, 2, 3, 4, 6], { rollNumber: 1, held });
    for (const box of ['twos', 'threes', 'fours', 'fives'] as const) {
      game = enterDice(game, box, [2, 3, 4, 5, 6, 6], { rollNumber: 1, held });
    }
    expect(savedRolls(game, 0)).to.equal(10);
    game = enterDice(game, 'chance', [6, 6, 6, 5, 5, 4], { rollNumber: 13, held });
    const corrected = changeScore(game, 0, 'ones', 3);
    expect(corrected.moves[0]).to.deep.include({ entry: 'points', points: 3, rollNumber: 1 });
    expect(savedRolls(corrected, 0)).to.equal(savedRolls(game, 0));
    expect(toJSON(loadGame(toJSON(corrected)))).to.deep.equal(toJSON(corrected));
    expect(toJSON(undo(corrected))).to.deep.equal(toJSON(game));
    // Points typed by hand keep no origin; a saved origin whose holds are not one a die is refused.
    const typed = enterPoints(solo('maxi-yatzy'), 'ones', 3);
    expect(toJSON(typed).moves[0]).not.to.have.property('rollNumber');
    const bad = toJSON(corrected);
    bad.moves[0] = { ...bad.moves[0]!, held: [false] };
    expect(() => loadGame(bad)).to.throw(GameLoadError);
  });

  it('is what undo takes back first, and then the moves, last first', () => {
    const held = [false, false, false, false, false];
    let game = enterDice(solo(), 'chance', [1, 2, 3, 4, 6], { rollNumber: 2, held });
    game = enterDice(game, 'sixes', [6, 6, 6, 1, 2], { rollNumber: 3, held });
    const corrected = changeScore(game, 0, 'chance', 20);
    expect(lastCorrection(game)).to.equal(undefined);
    expect(lastCorrection(corrected)).to.deep.equal({ move: 0, after: 2, was: game.moves[0] });
    expect(undoneRoll(corrected)).to.equal(undefined);
    const undone = undo(corrected);
    expect(undone.moves).to.deep.equal(game.moves);
    expect('corrections' in undone, 'no empty list left').to.equal(false);
    expect(undoneRoll(undone)).to.deep.include({ rollNumber: 3 });
    // A move after the correction is taken back before it.
    const later = enterDice(corrected, 'ones', [1, 1, 2, 3, 4]);
    expect(lastCorrection(later)).to.equal(undefined);
    expect(undo(later).corrections).to.deep.equal(corrected.corrections);
  });

  it('is gone from a restarted game', () => {
    const corrected = changeScore(enterDice(solo(), 'chance', [1, 2, 3, 4, 6]), 0, 'chance', 20);
    expect(corrected.corrections).to.have.length(1);
    expect('corrections' in restart(corrected)).to.equal(false);
  });

  it(`remembers at most ${maxCorrections} corrections, forgetting the oldest`, () => {
    let game = enterDice(solo(), 'chance', [1, 2, 3, 4, 6]);
    for (let i = 0; i <= maxCorrections; i++) game = changeScore(game, 0, 'chance', 5 + (i % 2));
    expect(game.corrections).to.have.length(maxCorrections);
    // The first, from 16, is forgotten: the oldest left took 5 to 6.
    expect(game.corrections![0]!.was.points).to.equal(5);
    expect(toJSON(loadGame(toJSON(game)))).to.deep.equal(toJSON(game));
  });
});

// ---------------------------------------------------------------- saved corrections

/** What `act` throws (undefined when it returns). */
function thrownBy(act: () => unknown): unknown {
  try {
    act();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('loadGame and corrections', () => {
  /** Anna and Bram, two moves each; Anna's Chance corrected from 16 to 20. */
  function corrected() {
    let game = newGame({ ruleset: 'yahtzee', players: ['Anna', 'Bram'] });
    game = enterDice(game, 'chance', [1, 2, 3, 4, 6]);
    game = enterDice(game, 'chance', [5, 5, 5, 5, 6]);
    game = enterDice(game, 'full-house', [2, 2, 3, 3, 3]);
    game = enterDice(game, 'yahtzee', five(1));
    return changeScore(game, 0, 'chance', 20);
  }
  const json = () => JSON.parse(JSON.stringify(toJSON(corrected()))) as Record<string, unknown>;
  const correction = (fields: Record<string, unknown>) => {
    const data = json();
    const [saved] = data.corrections as Record<string, unknown>[];
    data.corrections = [{ ...saved, ...fields }];
    return data;
  };
  const was = json().corrections as { was: Record<string, unknown> }[];

  it('loads an old save, with no corrections, as it was, and saves it with none', () => {
    const old = JSON.parse(JSON.stringify(toJSON(undo(corrected())))) as Record<string, unknown>;
    expect(old).not.to.have.property('corrections');
    const loaded = loadGame(old);
    expect('corrections' in loaded).to.equal(false);
    expect(toJSON(loaded)).to.deep.equal(old);
  });

  it('loads saved corrections as they were saved', () => {
    const data = json();
    expect(data.corrections).to.deep.equal([
      {
        move: 0,
        after: 4,
        was: {
          player: 0,
          entry: 'dice',
          category: 'chance',
          points: 16,
          bonus: 0,
          dice: [1, 2, 3, 4, 6],
        },
      },
    ]);
    const loaded = loadGame(data);
    expect(toJSON(loaded)).to.deep.equal(data);
    expect(playerTotals(undo(loaded), 0).total).to.equal(16 + 25);
  });

  const hostile: [string, () => unknown, number | undefined][] = [
    ['corrections that are no list', () => ({ ...json(), corrections: { 0: 1 } }), undefined],
    [
      `more than ${maxCorrections} corrections`,
      () => ({
        ...json(),
        corrections: Array(maxCorrections + 1).fill((json().corrections as unknown[])[0]),
      }),
      undefined,
    ],
    ['a correction that is no object', () => ({ ...json(), corrections: [null] }), 0],
    ['a correction that is a list', () => ({ ...json(), corrections: [[0, 4, was[0]!.was]] }), 0],
    ['a correction with an unknown field', () => correction({ when: 'now' }), 0],
    [
      'a correction with a __proto__ field',
      () =>
        JSON.parse(
          JSON.stringify(json()).replace('"move":0', '"__proto__":{"polluted":1},"move":0'),
        ),
      0,
    ],
    ['a correction of a move not made yet', () => correction({ move: 4, after: 4 }), 0],
    ['a correction made after more moves than there are', () => correction({ after: 5 }), 0],
    ['a correction of a move at or after its time', () => correction({ after: 0 }), 0],
    ['a correction of a negative move', () => correction({ move: -1 }), 0],
    ['a correction of a fractional move', () => correction({ move: 0.5 }), 0],
    ['a correction with a text index', () => correction({ move: '0' }), 0],
    ['a correction without its entry', () => correction({ was: undefined }), 0],
    [
      'an entry of another box',
      () =>
        correction({ was: { player: 0, entry: 'points', category: 'ones', points: 1, bonus: 0 } }),
      0,
    ],
    ['an entry of another player', () => correction({ was: { ...was[0]!.was, player: 1 } }), 0],
    ['an entry with the wrong score', () => correction({ was: { ...was[0]!.was, points: 17 } }), 0],
    [
      'an entry with stray data',
      () => correction({ was: { ...was[0]!.was, entry: 'points', face: 2 } }),
      0,
    ],
    [
      'an entry of impossible points',
      () => correction({ was: { ...was[0]!.was, entry: 'points', dice: undefined, points: 4 } }),
      0,
    ],
    [
      'corrections out of order',
      () => {
        const data = json();
        const [saved] = data.corrections as Record<string, unknown>[];
        data.corrections = [saved, { ...saved, after: 3 }];
        return data;
      },
      0,
    ],
  ];

  for (const [name, make, index] of hostile) {
    it(`refuses ${name} with a GameLoadError`, () => {
      const thrown = thrownBy(() => loadGame(make()));
      expect(thrown, 'it throws').to.be.instanceOf(GameLoadError);
      expect((thrown as GameLoadError).problem).to.deep.equal(
        index === undefined
          ? { code: 'bad-correction' }
          : { code: 'bad-correction', correction: index },
      );
      expect(({} as Record<string, unknown>).polluted, 'no prototype pollution').to.equal(
        undefined,
      );
    });
  }

  it('says which correction is wrong, and why', () => {
    expect(() => loadGame(correction({ was: { ...was[0]!.was, points: 17 } }))).to.throw(
      GameLoadError,
      'Correction 1 cannot be taken back: Move 1: the rules give 16 points and 0 bonus',
    );
    expect(() => loadGame({ ...json(), corrections: 1 })).to.throw(
      GameLoadError,
      `The corrections must be a list of at most ${maxCorrections}`,
    );
  });

  it('accepts a well-formed correction that the refusals above only alter', () => {
    // Each hostile case is this one with one thing changed: it must load, or they test nothing.
    expect(() => loadGame(correction({}))).not.to.throw();
  });
});
