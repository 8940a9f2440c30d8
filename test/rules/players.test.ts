import { expect } from '@open-wc/testing';
import fc from 'fast-check';
// The public entry: its messages are English.
import {
  RuleError,
  addPlayer,
  cleanName,
  distinctName,
  distinctNames,
  nameLength,
  newGame,
  parsePlayers,
  playerLimits,
  renamePlayer,
  type Game,
} from '../../src/rules/index.js';

const player = (seat: number) => `Player ${seat}`;

const list = (n: number) => Array.from({ length: n }, (_, i) => `P${i + 1}`).join(', ');
// 40 code points in three spellings: plain letters, composed accents, emoji (two UTF-16 units each).
const forty = ['x'.repeat(40), '\u00e9'.repeat(40), '🎲'.repeat(20) + 'é'.repeat(20)];
const fortyOne = `${'🎲'.repeat(40)}\u00e9`;

describe('the name policy', () => {
  it('is 100 players and 40 characters a name', () => {
    expect(playerLimits).to.deep.equal({ maxPlayers: 100, maxNameLength: 40 });
  });

  it('cleanName trims and makes every run of spaces, tabs or line breaks one space', () => {
    expect(cleanName('  Anna  ')).to.equal('Anna');
    expect(cleanName('Cees \t de\n\n  Vries')).to.equal('Cees de Vries');
    expect(cleanName(' \t\n ')).to.equal('');
    expect(cleanName('Anna-Maria')).to.equal('Anna-Maria');
  });

  it('cleanName drops what would turn the text around a name backwards or show as no name', () => {
    // "Anna" with a right-to-left override would print the rest of "Anna's turn" backwards.
    expect(cleanName('\u202eAnna')).to.equal('Anna');
    expect(cleanName('An\u200bna \u2066Bo\u2069')).to.equal('Anna Bo');
    expect(cleanName('\u200e\u200f\u200b\u2060')).to.equal('');
    expect(parsePlayers('\u200b, \u202e, Bram', player)).to.deep.equal({ names: ['Bram'] });
    // Those that join letters or emoji stay: a family emoji, a Persian half-space.
    expect(cleanName('👨\u200d👩\u200d👧')).to.equal('👨\u200d👩\u200d👧');
    expect(cleanName('\u0645\u06cc\u200c\u062e\u0648\u0627\u0647\u0645')).to.equal(
      '\u0645\u06cc\u200c\u062e\u0648\u0627\u0647\u0645',
    );
  });

  it('cleanName, for any text: no direction control or zero-width space is left, and cleaning again changes nothing', () => {
    const controls = /[\u200b\u200e\u200f\u202a-\u202e\u2060-\u2069]/u;
    const piece = fc.oneof(
      fc.string({ unit: 'grapheme' }),
      fc.constantFrom(
        '\u200b',
        '\u200c',
        '\u200d',
        '\u200e',
        '\u200f',
        '\u202a',
        '\u202e',
        '\u2060',
        '\u2066',
        '\u2069',
        ' ',
        '\t',
        '\ufeff',
      ),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const name = cleanName(pieces.join(''));
        expect(controls.test(name), JSON.stringify(name)).to.equal(false);
        expect(cleanName(name)).to.equal(name);
        expect(name).to.equal(name.trim());
        // Nothing else is taken out: the letters in order, only spaces made one.
        const kept = pieces.join('').replace(new RegExp(controls, 'gu'), '');
        expect(name).to.equal(kept.replace(/\s+/g, ' ').trim());
      }),
    );
  });

  it('nameLength counts code points: a composed é and an emoji are one each', () => {
    expect(nameLength('Anna')).to.equal(4);
    expect(nameLength('\u00e9')).to.equal(1);
    expect('🎲'.length).to.equal(2);
    expect(nameLength('🎲')).to.equal(1);
    expect(nameLength('Zoë 🎲')).to.equal(5);
    // A decomposed é is two code points: e and the combining accent.
    expect(nameLength('e\u0301')).to.equal(2);
    for (const name of forty) expect(nameLength(name), name).to.equal(40);
    expect(nameLength(fortyOne)).to.equal(41);
  });

  it('parsePlayers accepts 100 players, as a count or a list, and refuses 101', () => {
    const hundred = parsePlayers('100', player);
    expect('names' in hundred && hundred.names).to.have.length(100);
    const hundredNames = parsePlayers(list(100), player);
    expect('names' in hundredNames && hundredNames.names).to.have.length(100);
    for (const text of ['101', list(101)]) {
      expect(parsePlayers(text, player)).to.deep.equal({
        problem: 'too-many',
        count: 101,
        limit: 100,
      });
    }
  });

  it('parsePlayers accepts a name of 40 code points and refuses 41', () => {
    for (const name of forty) {
      expect(parsePlayers(`Anna, ${name}`, player), name).to.deep.equal({ names: ['Anna', name] });
    }
    expect(parsePlayers(`Anna, ${fortyOne}`, player)).to.deep.equal({
      problem: 'name-too-long',
      name: fortyOne,
      limit: 40,
    });
  });

  it('distinctNames numbers an equal name, ignoring case, and skips a typed "Anna (2)"', () => {
    expect(distinctNames(['Anna', 'anna'])).to.deep.equal(['Anna', 'anna (2)']);
    expect(distinctNames(['Anna', 'Anna (2)', 'anna'])).to.deep.equal([
      'Anna',
      'Anna (2)',
      'anna (3)',
    ]);
  });

  it('distinctName gives a name as its seat would get it beside the others', () => {
    expect(distinctName(['Anna', 'Bram'], 'Cees')).to.equal('Cees');
    expect(distinctName(['Anna'], 'anna')).to.equal('anna (2)');
    expect(distinctName(['Anna', 'Anna (2)'], 'Anna')).to.equal('Anna (3)');
    expect(distinctName(['Anna', 'anna (2)'], 'ANNA')).to.equal('ANNA (3)');
    // A typed "Anna (2)" is a name of its own, kept as it is.
    expect(distinctName(['Anna'], 'Anna (2)')).to.equal('Anna (2)');
    expect(distinctName([], 'Anna')).to.equal('Anna');
  });
});

describe('the name policy in a game', () => {
  const table = (...players: string[]): Game => newGame({ ruleset: 'yahtzee', players });

  /** Runs `change` and returns the RuleError it throws. */
  function refusal(change: () => unknown): RuleError {
    try {
      change();
    } catch (error) {
      if (error instanceof RuleError) return error;
      throw error;
    }
    throw new Error('The change was not refused');
  }

  it('newGame tells equal names apart: Anna, Anna (2)', () => {
    expect(table('Anna', 'Anna').players).to.deep.equal(['Anna', 'Anna (2)']);
    expect(table(' Anna ', 'anna', 'Anna  (2)').players).to.deep.equal([
      'Anna',
      'anna (3)',
      'Anna (2)',
    ]);
  });

  it('addPlayer gives a name that differs from every seated one', () => {
    expect(addPlayer(table('Anna'), 'Anna').players).to.deep.equal(['Anna', 'Anna (2)']);
    expect(addPlayer(table('Anna', 'Anna'), ' anna ').players).to.deep.equal([
      'Anna',
      'Anna (2)',
      'anna (3)',
    ]);
  });

  it('renamePlayer gives a name that differs from the other players, and may keep its own', () => {
    const game = table('Anna', 'Bram');
    expect(renamePlayer(game, 1, 'anna').players).to.deep.equal(['Anna', 'anna (2)']);
    expect(renamePlayer(game, 0, 'ANNA').players).to.deep.equal(['ANNA', 'Bram']);
    expect(renamePlayer(game, 1, '  Cees   de Vries ').players).to.deep.equal([
      'Anna',
      'Cees de Vries',
    ]);
  });

  it('takes a name of 40 code points and refuses 41 with RuleError name-too-long', () => {
    for (const name of forty) {
      expect(table(name).players, name).to.deep.equal([name]);
      expect(addPlayer(table('Anna'), name).players[1]).to.equal(name);
      expect(renamePlayer(table('Anna'), 0, name).players[0]).to.equal(name);
    }
    const changes = [
      () => table('Anna', fortyOne),
      () => addPlayer(table('Anna'), fortyOne),
      () => renamePlayer(table('Anna'), 0, fortyOne),
    ];
    for (const change of changes) {
      const error = refusal(change);
      expect(error.problem).to.deep.equal({ code: 'name-too-long', max: 40 });
      expect(error.message).to.equal('A player name can have at most 40 characters');
    }
  });
});

describe('the name policy seats at most 100 players in a game', () => {
  const names = (n: number) => Array.from({ length: n }, (_, i) => `P${i + 1}`);

  it('newGame takes 100 players and refuses 101', () => {
    expect(newGame({ ruleset: 'yahtzee', players: names(100) }).players).to.have.length(100);
    expect(() => newGame({ ruleset: 'yahtzee', players: names(101) }))
      .to.throw(RuleError, 'A game seats at most 100 players')
      .with.property('problem')
      .that.deep.equals({ code: 'too-many-players', max: 100 });
  });

  it('addPlayer seats the 100th and refuses the 101st, changing nothing', () => {
    const full = addPlayer(newGame({ ruleset: 'yahtzee', players: names(99) }), 'Last');
    expect(full.players).to.have.length(100);
    expect(() => addPlayer(full, 'One more'))
      .to.throw(RuleError)
      .with.property('problem')
      .that.deep.equals({ code: 'too-many-players', max: 100 });
    expect(full.players).to.have.length(100);
  });
});

describe('parsePlayers', () => {
  it('turns a whole number into default names, seats from 1', () => {
    expect(parsePlayers('3', player)).to.deep.equal({
      names: ['Player 1', 'Player 2', 'Player 3'],
    });
    expect(parsePlayers('  4 ', (s) => `Speler ${s}`)).to.deep.equal({
      names: ['Speler 1', 'Speler 2', 'Speler 3', 'Speler 4'],
    });
    expect(parsePlayers('+2', player)).to.deep.equal({ names: ['Player 1', 'Player 2'] });
    expect(parsePlayers('007', player)).to.deep.equal({
      names: Array.from({ length: 7 }, (_, i) => `Player ${i + 1}`),
    });
  });

  it('allows one player (a solo game)', () => {
    expect(parsePlayers('1', player)).to.deep.equal({ names: ['Player 1'] });
    expect(parsePlayers('Anna', player)).to.deep.equal({ names: ['Anna'] });
  });

  it('accepts exactly the limit and refuses one more, count or list', () => {
    const max = playerLimits.maxPlayers;
    const ok = parsePlayers(String(max), player);
    expect('names' in ok && ok.names).to.have.length(max);
    expect(parsePlayers(String(max + 1), player)).to.deep.equal({
      problem: 'too-many',
      count: max + 1,
      limit: max,
    });
    const okList = parsePlayers(list(max), player);
    expect('names' in okList && okList.names).to.have.length(max);
    expect(parsePlayers(list(max + 1), player)).to.deep.equal({
      problem: 'too-many',
      count: max + 1,
      limit: max,
    });
    expect(parsePlayers('99999999999999999999', player)).to.include({ problem: 'too-many' });
  });

  it('honours limits it is given', () => {
    expect(parsePlayers('3', player, { maxPlayers: 2, maxNameLength: 5 })).to.deep.equal({
      problem: 'too-many',
      count: 3,
      limit: 2,
    });
    expect(
      parsePlayers('Anna, Bramwell', player, { maxPlayers: 2, maxNameLength: 5 }),
    ).to.deep.equal({
      problem: 'name-too-long',
      name: 'Bramwell',
      limit: 5,
    });
  });

  it('refuses an empty field, spaces only, or commas only', () => {
    for (const text of ['', '   ', ',', ' , ,, ', '\t\n']) {
      expect(parsePlayers(text, player), JSON.stringify(text)).to.deep.equal({ problem: 'empty' });
    }
  });

  it('refuses zero and negative counts', () => {
    expect(parsePlayers('0', player)).to.deep.equal({ problem: 'too-few', count: 0, limit: 1 });
    expect(parsePlayers('-2', player)).to.deep.equal({ problem: 'too-few', count: -2, limit: 1 });
    expect(parsePlayers('-1', player)).to.deep.equal({ problem: 'too-few', count: -1, limit: 1 });
    expect(parsePlayers('\u22123', player)).to.deep.equal({
      problem: 'too-few',
      count: -3,
      limit: 1,
    });
  });

  it('refuses numbers that are not whole', () => {
    for (const text of ['2.5', '1e3', '-2.5', '.5', '3.0', '2E1']) {
      expect(parsePlayers(text, player), text).to.deep.equal({
        problem: 'not-a-whole-number',
        text,
      });
    }
  });

  it('reads a Dutch decimal comma as a fraction, not as two names', () => {
    expect(parsePlayers('2,5', player)).to.deep.equal({
      problem: 'not-a-whole-number',
      text: '2,5',
    });
  });

  it('splits names at commas, trims them, drops empty entries and squeezes inner spaces', () => {
    expect(parsePlayers(' Anna ,Bram,, ,  Cees   de  Vries ,', player)).to.deep.equal({
      names: ['Anna', 'Bram', 'Cees de Vries'],
    });
    expect(parsePlayers('Ånna，Björn、Chloé', player)).to.deep.equal({
      names: ['Ånna', 'Björn', 'Chloé'],
    });
  });

  it('keeps names that look like markup exactly as typed', () => {
    expect(parsePlayers('<img src=x onerror=alert(1)>, "&<>', player)).to.deep.equal({
      names: ['<img src=x onerror=alert(1)>', '"&<>'],
    });
  });

  it('tells equal names apart, ignoring case', () => {
    expect(parsePlayers('Anna, Bram, anna, ANNA', player)).to.deep.equal({
      names: ['Anna', 'Bram', 'anna (2)', 'ANNA (3)'],
    });
  });

  it('refuses the first name past the length limit, counting characters not UTF-16 units', () => {
    const max = playerLimits.maxNameLength;
    const ok = 'x'.repeat(max);
    expect(parsePlayers(`${ok}, Bram`, player)).to.deep.equal({ names: [ok, 'Bram'] });
    const long = 'y'.repeat(max + 1);
    expect(parsePlayers(`Anna, ${long}, ${long}z`, player)).to.deep.equal({
      problem: 'name-too-long',
      name: long,
      limit: max,
    });
    const emoji = '🎲'.repeat(max);
    expect(parsePlayers(emoji, player)).to.deep.equal({ names: [emoji] });
  });

  it('treats mixed text with digits as names', () => {
    expect(parsePlayers('2 players', player)).to.deep.equal({ names: ['2 players'] });
    expect(parsePlayers('1, 2, 3', player)).to.deep.equal({ names: ['1', '2', '3'] });
  });
});

describe('distinctNames', () => {
  it('does not collide with a typed "(2)" name', () => {
    expect(distinctNames(['Anna', 'Anna (2)', 'Anna'])).to.deep.equal([
      'Anna',
      'Anna (2)',
      'Anna (3)',
    ]);
    expect(distinctNames(['Anna', 'Anna', 'Anna (2)'])).to.deep.equal([
      'Anna',
      'Anna (3)',
      'Anna (2)',
    ]);
  });

  it('returns names that are all different ignoring case', () => {
    const names = distinctNames(['a', 'A', 'a (2)', 'A (2)', 'a', 'b', 'B']);
    expect(new Set(names.map((n) => n.toLowerCase())).size).to.equal(names.length);
  });
});
