import { expect } from '@open-wc/testing';
import { distinctNames, parsePlayers, playerLimits } from '../../src/rules/players.js';

const player = (seat: number) => `Player ${seat}`;

describe('parsePlayers', () => {
  it('has generous limits: at least 20 players and names of at least 20 characters', () => {
    expect(playerLimits.maxPlayers).to.be.at.least(20);
    expect(playerLimits.maxNameLength).to.be.at.least(20);
  });

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
    const list = (n: number) => Array.from({ length: n }, (_, i) => `P${i}`).join(', ');
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
