import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import {
  RuleError,
  addPlayer,
  loadGame,
  nameLength,
  newGame,
  parsePlayers,
  renamePlayer,
  toJSON,
  type Game,
} from '../../src/rules/index.js';

const runs = 500;
const key = (name: string) => name.normalize('NFC').toLowerCase();

// Few letters, so that names collide often, in every case and spelling: accents composed and
// decomposed, emoji of two UTF-16 units, a space (never first or last: names are kept trimmed).
const letter = fc.constantFrom('a', 'A', 'é', 'É', 'e\u0301', '🎲', '👩🏽', 'ß', ' ', '(', '2', ')');
const stem = fc.array(letter, { minLength: 1, maxLength: 40 }).map((parts) => parts.join(''));
// Most names near the limit: 36 to 40 code points, where a number no longer fits.
const long = fc
  .tuple(fc.integer({ min: 36, max: 40 }), fc.constantFrom('x', 'X', 'é', '🎲'))
  .map(([length, fill]) => fill.repeat(length));
/** A name as a player types it: 1 to 40 code points once trimmed. */
const typedName = fc
  .oneof(stem, long, fc.constantFrom('Anna', 'anna', 'Anna (2)', 'ANNA (3)'))
  .map((name) => name.replace(/\s+/g, ' ').trim())
  .filter((name) => name !== '' && nameLength(name) <= 40);
// Duplicates on purpose: a table picks from a small pool of names.
const table = fc
  .array(typedName, { minLength: 1, maxLength: 6 })
  .chain((pool) => fc.array(fc.constantFrom(...pool), { minLength: 1, maxLength: 12 }));

/** Every name within the limit, distinct ignoring case, and the saved game loads as it was. */
function assertKept(game: Game): void {
  for (const name of game.players) expect(nameLength(name), name).to.be.at.most(40);
  expect(new Set(game.players.map(key)).size, game.players.join(' | ')).to.equal(
    game.players.length,
  );
  const saved = toJSON(game);
  expect(toJSON(loadGame(saved))).to.deep.equal(saved);
  expect(toJSON(loadGame(JSON.stringify(saved)))).to.deep.equal(saved);
}

// A change the rules refuse (a table of 101) is fine; anything else must keep the game loadable.
function tryChange(change: () => Game): Game | undefined {
  try {
    return change();
  } catch (error) {
    if (error instanceof RuleError) return undefined;
    throw error;
  }
}

describe('equal names stay within 40 characters and every game loads again (D1)', () => {
  it('two players "A".repeat(38): the second is cut to fit its number, and the game loads', () => {
    const name = 'A'.repeat(38);
    const game = newGame({ ruleset: 'yahtzee', players: [name, name] });
    expect(game.players).to.deep.equal([name, `${'A'.repeat(36)} (2)`]);
    expect(toJSON(loadGame(toJSON(game)))).to.deep.equal(toJSON(game));
    // The same through addPlayer, renamePlayer and the picker's reading of the field.
    const added = addPlayer(newGame({ ruleset: 'yahtzee', players: [name] }), name);
    expect(added.players[1]).to.equal(`${'A'.repeat(36)} (2)`);
    const renamed = renamePlayer(newGame({ ruleset: 'yahtzee', players: [name, 'B'] }), 1, name);
    expect(renamed.players[1]).to.equal(`${'A'.repeat(36)} (2)`);
    expect(parsePlayers(`${name}, ${name}`, String)).to.deep.equal({
      names: [name, `${'A'.repeat(36)} (2)`],
    });
  });

  it('a cut that ends in a space drops it, and a cut name equal to another is numbered on', () => {
    const spaced = `${'b'.repeat(35)} xyzw`;
    expect(newGame({ ruleset: 'yahtzee', players: [spaced, spaced] }).players[1]).to.equal(
      `${'b'.repeat(35)} (2)`,
    );
    const one = `${'c'.repeat(36)}1234`;
    const two = `${'c'.repeat(36)}5678`;
    const game = newGame({ ruleset: 'yahtzee', players: [one, two, one, two] });
    expect(game.players).to.deep.equal([
      one,
      two,
      `${'c'.repeat(36)} (2)`,
      `${'c'.repeat(36)} (3)`,
    ]);
    assertKept(game);
  });

  it(`newGame, then addPlayer and renamePlayer (${runs} generated tables)`, () => {
    let checked = 0;
    fc.assert(
      fc.property(
        table,
        fc.array(fc.tuple(fc.boolean(), fc.nat(), typedName), { maxLength: 8 }),
        (players, changes) => {
          let game = newGame({ ruleset: 'yahtzee', players });
          assertKept(game);
          for (const [add, seat, name] of changes) {
            const next = tryChange(() =>
              add ? addPlayer(game, name) : renamePlayer(game, seat % game.players.length, name),
            );
            if (next) assertKept((game = next));
          }
          checked++;
        },
      ),
      { numRuns: runs },
    );
    expect(checked).to.equal(runs);
  });

  it(`the picker's reading of a typed list seats names any game loads (${runs} generated lists)`, () => {
    fc.assert(
      fc.property(table, (typed) => {
        const text = typed.join(', ');
        const parsed = parsePlayers(text, (seat) => `Player ${seat}`);
        // Only digits, commas and spaces ("2, 2") read as a number of players, refused when not a
        // whole one in range: a message where it was typed, no table seated (fast-check found it).
        if (/^[\d\s.,]+$/.test(text) && 'problem' in parsed) return;
        if (!('names' in parsed)) throw new Error(`refused: ${JSON.stringify(parsed)}`);
        // A name with a comma in it is two names in the field: the count may differ, never the policy.
        assertKept(newGame({ ruleset: 'yatzy', players: parsed.names }));
        // A new game from the pick keeps the picked names as they are.
        expect(newGame({ ruleset: 'yatzy', players: parsed.names }).players).to.deep.equal(
          parsed.names,
        );
      }),
      { numRuns: runs },
    );
  });
});
