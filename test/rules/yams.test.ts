// The French Yam's in four columns: every roll in every box against an oracle written here from the
// French sheets (see the sources in src/rules/rulesets.ts), each column's order, the first-roll
// column ("sèche"), the refusals in five languages, the options, the totals and the game's end.
import { expect } from '@open-wc/testing';
import type { CategoryId, Dice, Face, Game, RulesetOptions } from '../../src/rules/index.js';
import {
  RuleError,
  changeScore,
  enterDice,
  enterPoints,
  getRuleset,
  isOver,
  legalPlacements,
  loadGame,
  newGame,
  playerTotals,
  scratchBox,
  sheetOf,
  toJSON,
  turnsPerPlayer,
  undo,
} from '../../src/rules/index.js';
import { problemText } from '../../src/i18n/problems.js';
import { loadLanguage, languages } from '../../src/i18n/index.js';
import { everyRollInEveryBox } from './helpers.js';

const boxes: CategoryId[] = [
  'ones',
  'twos',
  'threes',
  'fours',
  'fives',
  'sixes',
  'three-of-a-kind',
  'four-of-a-kind',
  'full-house',
  'small-straight',
  'large-straight',
  'yams',
  'chance',
];

/**
 * The French sheet, from the sources: 1 to 6 the dice of that face; Brelan and Carré the three or
 * four matching dice (all five with `allDice`); Full (three and two of another face) 25; Petite
 * suite four faces in a row 30 (1-2-3-4-5 with `fixedStraights`); Grande suite five in a row 40
 * (2-3-4-5-6 fixed); Yam's five equal 50; Chance all dice.
 */
function oracle(box: CategoryId, dice: Dice, options: RulesetOptions = {}): number {
  const sorted = [...dice].sort((a, b) => a - b);
  const sum = sorted.reduce((a, b) => a + b, 0);
  const seen = new Map<number, number>();
  for (const die of sorted) seen.set(die, (seen.get(die) ?? 0) + 1);
  const most = Math.max(...seen.values());
  const faceOfMost = [...seen].find(([, n]) => n === most)![0];
  const shape = [...seen.values()].sort().join('');
  const distinct = [...seen.keys()].join('');
  const fixed = options.fixedStraights === true;
  switch (box) {
    case 'three-of-a-kind':
      return most >= 3 ? (options.allDice ? sum : 3 * faceOfMost) : 0;
    case 'four-of-a-kind':
      return most >= 4 ? (options.allDice ? sum : 4 * faceOfMost) : 0;
    case 'full-house':
      return shape === '23' ? (options.fullHouse ?? 25) : 0;
    case 'small-straight': {
      const fits = fixed
        ? distinct === '12345'
        : ['1234', '2345', '3456'].some((run) => [...run].every((f) => distinct.includes(f)));
      return fits ? (options.smallStraight ?? 30) : 0;
    }
    case 'large-straight': {
      const fits = fixed ? distinct === '23456' : distinct === '12345' || distinct === '23456';
      return fits ? (options.largeStraight ?? 40) : 0;
    }
    case 'yams':
      return most === 5 ? 50 : 0;
    case 'chance':
      return sum;
    default: {
      const face = boxes.indexOf(box) + 1;
      return face * sorted.filter((die) => die === face).length;
    }
  }
}

const game = (options: Partial<Parameters<typeof newGame>[0]> = {}): Game =>
  newGame({ ruleset: 'yams', players: ['Anna', 'Bram'], ...options });
const roll = (...faces: Face[]): Dice => faces;
const fromRoll = (rollNumber: number) => ({
  rollNumber,
  held: [false, false, false, false, false],
});

function refused(call: () => unknown): RuleError {
  try {
    call();
  } catch (error) {
    expect(error).to.be.instanceOf(RuleError);
    return error as RuleError;
  }
  throw new Error('not refused');
}

describe('yams: the French sheet, every roll in every box', () => {
  const variants: [string, RulesetOptions][] = [
    ['the common sheet', {}],
    ['Brelan and Carré on all dice, Full 30', { allDice: true, fullHouse: 30 }],
    ['fixed straights 20 and 30', { fixedStraights: true, smallStraight: 20, largeStraight: 30 }],
  ];
  for (const [name, options] of variants) {
    it(`${name}: all ${6 ** 5} rolls x ${boxes.length} boxes`, () => {
      const yams = getRuleset('yams', options);
      expect(yams.categories).to.deep.equal(boxes);
      const checked = everyRollInEveryBox(yams, boxes, (box, dice) => oracle(box, dice, options));
      expect(checked).to.equal(7776 * 13);
    });
  }

  it('is a sheet of four columns, 35 at 63 in each, 52 turns a player', () => {
    const yams = getRuleset('yams');
    expect(yams.columns.map((c) => [c.id, c.order, c.firstRollOnly, c.multiplier])).to.deep.equal([
      ['down', 'down', false, 1],
      ['up', 'up', false, 1],
      ['free', 'any', false, 1],
      ['first-roll', 'any', true, 1],
    ]);
    expect([yams.upperBonus, yams.upperBonusThreshold, yams.joker]).to.deep.equal([35, 63, null]);
    expect(turnsPerPlayer(game())).to.equal(52);
    expect(turnsPerPlayer(game({ chance: false }))).to.equal(48);
    expect(getRuleset('yams', { chance: false }).categories).not.to.include('chance');
  });
});

describe('yams: the turn', () => {
  const dice = roll(3, 3, 3, 5, 6);

  it('lists the next box of the down and up columns, every box of the free and first-roll ones', () => {
    const places = legalPlacements(game(), dice, 1).map((p) => `${p.column}:${p.category}`);
    expect(places).to.deep.equal([
      'down:ones',
      'up:chance',
      ...boxes.map((box) => `free:${box}`),
      ...boxes.map((box) => `first-roll:${box}`),
    ]);
    expect(legalPlacements(game(), dice, 1).find((p) => p.column === 'up')).to.deep.equal({
      category: 'chance',
      column: 'up',
      points: 20,
      bonus: 0,
    });
  });

  it('closes the first-roll column after a re-roll, in the placements and the entries', () => {
    for (const rollNumber of [2, 3]) {
      const places = legalPlacements(game(), dice, rollNumber);
      expect(places.some((p) => p.column === 'first-roll')).to.equal(false);
      expect(places).to.have.length(2 + 13);
      const error = refused(() =>
        enterDice(game(), 'three-of-a-kind', dice, fromRoll(rollNumber), 'first-roll'),
      );
      expect(error.problem).to.deep.equal({ code: 'first-roll-only', column: 'first-roll' });
      expect(error.message).to.equal(
        "The first-roll column takes a turn's first roll only: it is closed once the dice are rolled again",
      );
      // A 0 written after a re-roll is refused there too.
      const scratch = () =>
        scratchBox(game(), 'yams', { dice, ...fromRoll(rollNumber) }, 'first-roll');
      expect(refused(scratch).problem.code).to.equal('first-roll-only');
    }
    const first = enterDice(game(), 'three-of-a-kind', dice, fromRoll(1), 'first-roll');
    expect(sheetOf(first, 0).columns?.['first-roll']?.scores).to.deep.equal({
      'three-of-a-kind': 9,
    });
    // Typed points tell no roll: the player's word is taken.
    expect(() => enterPoints(game(), 'chance', 20, 'first-roll')).not.to.throw();
  });

  it('refuses a box out of its column order, and says which box comes next', () => {
    const down = refused(() => enterPoints(game(), 'twos', 4, 'down'));
    expect(down.problem).to.deep.equal({
      code: 'column-order',
      category: 'twos',
      column: 'down',
      order: 'down',
      next: 'ones',
    });
    expect(down.message).to.equal('The descending column goes top to bottom: Ones comes next');
    const after = enterPoints(game(), 'ones', 3, 'down');
    // Bram's turn: his own down column starts at the top too.
    expect(refused(() => enterPoints(after, 'twos', 4, 'down')).message).to.contain('Ones comes');
    const anna = enterPoints(after, 'ones', 2, 'down');
    expect(refused(() => enterPoints(anna, 'threes', 6, 'down')).message).to.equal(
      'The descending column goes top to bottom: Twos comes next',
    );
    const up = refused(() => enterPoints(game(), 'yams', 50, 'up'));
    expect(up.message).to.equal('The ascending column goes bottom to top: Chance comes next');
    expect(() => enterPoints(game(), 'sixes', 12, 'free')).not.to.throw();
  });

  it('needs the column of every entry, and knows its own columns only', () => {
    const needed = refused(() => enterPoints(game(), 'ones', 3));
    expect(needed.problem).to.deep.equal({
      code: 'column-needed',
      columns: ['down', 'up', 'free', 'first-roll'],
    });
    expect(refused(() => scratchBox(game(), 'ones')).problem.code).to.equal('column-needed');
    expect(refused(() => enterPoints(game(), 'ones', 3, 'x2')).problem).to.deep.equal({
      code: 'unknown-column',
      column: 'x2',
    });
    const filled = enterPoints(enterPoints(game(), 'ones', 3, 'free'), 'ones', 3, 'free');
    expect(refused(() => enterPoints(filled, 'ones', 3, 'free')).problem).to.deep.equal({
      code: 'box-filled',
      category: 'ones',
      column: 'free',
    });
  });

  it('says each refusal in the five languages, with the French sheet’s words', async () => {
    for (const language of languages) await loadLanguage(language);
    const down = refused(() => enterPoints(game(), 'twos', 4, 'down')).problem;
    const up = refused(() => enterPoints(game(), 'ones', 4, 'up')).problem;
    const dry = refused(() => enterDice(game(), 'chance', dice, fromRoll(2), 'first-roll')).problem;
    expect(problemText('fr', down)).to.equal(
      'La colonne descendante se remplit de haut en bas : As vient ensuite.',
    );
    expect(problemText('fr', up)).to.equal(
      'La colonne montante se remplit de bas en haut : Chance vient ensuite.',
    );
    expect(problemText('fr', dry)).to.equal(
      'La colonne Sèche ne prend que le premier lancer d’un tour : après une relance, elle est fermée.',
    );
    expect(problemText('en', down)).to.equal(
      'The descending column goes top to bottom: Aces comes next.',
    );
    expect(problemText('de', up)).to.equal(
      'Die aufsteigende Spalte geht von unten nach oben: Chance ist als Nächstes dran.',
    );
    const texts = new Set<string>();
    for (const language of languages) {
      for (const problem of [
        down,
        up,
        dry,
        { code: 'column-needed' as const, columns: ['down', 'up'] },
      ]) {
        const text = problemText(language, problem);
        expect(text, language)
          .to.be.a('string')
          .and.not.match(/undefined|\$\{/);
        texts.add(text!);
      }
    }
    expect(texts.size, 'each language its own words').to.equal(languages.length * 4);
  });
});

describe('yams: totals, the bonus per column, corrections and the end', () => {
  it('adds each column on its own, with its own upper bonus', () => {
    let g = game({ players: ['Anna'] });
    // 63 in the free column's upper boxes (three of each face), 62 in the first-roll column's.
    for (const box of boxes.slice(0, 6)) {
      const face = boxes.indexOf(box) + 1;
      g = enterPoints(g, box, 3 * face, 'free');
    }
    for (const box of boxes.slice(0, 6)) {
      const face = boxes.indexOf(box) + 1;
      g = enterPoints(g, box, box === 'ones' ? 2 : 3 * face, 'first-roll');
    }
    g = enterDice(g, 'full-house', roll(2, 2, 5, 5, 5), undefined, 'free');
    const totals = playerTotals(g, 0);
    const [down, up, free, dry] = totals.columns;
    expect(free).to.include({ column: 'free', upper: 63, upperBonus: 35, lower: 25, total: 123 });
    expect(dry).to.include({ column: 'first-roll', upper: 62, upperBonus: 0, total: 62 });
    expect(down).to.include({ total: 0 });
    expect(up).to.include({ total: 0 });
    expect(totals).to.include({ upper: 125, upperBonus: 35, lower: 25, total: 185 });
    // A game of several columns: a copy of its totals keeps them (a game of one: triple-yahtzee.test.ts).
    expect(Object.keys(totals), 'columns is enumerable').to.include('columns');
  });

  it('pays 100 for a second Yam’s in a column whose Yam’s holds 50, only with the option', () => {
    const yams = roll(4, 4, 4, 4, 4);
    let plain = game({ players: ['Anna'] });
    plain = enterDice(plain, 'yams', yams, undefined, 'free');
    expect(legalPlacements(plain, yams).every((p) => p.bonus === 0)).to.equal(true);
    let paid = game({ players: ['Anna'], yahtzeeBonus: 100 });
    paid = enterDice(paid, 'yams', yams, undefined, 'free');
    const places = legalPlacements(paid, yams);
    expect(places.filter((p) => p.bonus === 100).map((p) => p.column)).to.deep.equal(
      Array(12).fill('free'),
    );
    paid = enterDice(paid, 'fours', yams, undefined, 'free');
    expect(playerTotals(paid, 0)).to.include({ yahtzeeBonus: 100, total: 50 + 20 + 100 });
    // No joker: the roll goes where the player likes, at what it is worth there.
    expect(places.find((p) => p.column === 'up')).to.deep.equal({
      category: 'chance',
      column: 'up',
      points: 20,
      bonus: 0,
    });
  });

  it('corrects and undoes a box of a column, leaving the others', () => {
    let g = game({ players: ['Anna'] });
    g = enterPoints(g, 'ones', 3, 'down');
    g = enterPoints(g, 'ones', 2, 'free');
    const fixed = changeScore(g, 0, 'ones', 4, 'free');
    expect(sheetOf(fixed, 0).columns?.free?.scores.ones).to.equal(4);
    expect(sheetOf(fixed, 0).columns?.down?.scores.ones).to.equal(3);
    expect(refused(() => changeScore(g, 0, 'ones', 4)).problem.code).to.equal('column-needed');
    expect(refused(() => changeScore(g, 0, 'twos', 4, 'up')).problem).to.deep.equal({
      code: 'box-empty',
      category: 'twos',
      column: 'up',
    });
    expect(toJSON(undo(fixed))).to.deep.equal(toJSON(g));
  });

  it('ends when every column of every player is full, and loads again from its JSON', () => {
    let g = game();
    const order = (column: string) => (column === 'up' ? [...boxes].reverse() : boxes);
    for (const column of ['down', 'up', 'free', 'first-roll']) {
      for (const box of order(column)) {
        expect(isOver(g)).to.equal(false);
        g = enterDice(g, box, roll(6, 6, 6, 6, 6), fromRoll(1), column);
        g = scratchBox(g, box, undefined, column);
      }
    }
    expect(isOver(g)).to.equal(true);
    expect(g.moves).to.have.length(2 * 52);
    // Anna: sixes 30, Brelan 18, Carré 24, Yam's 50, Chance 30 in each column, no upper bonus.
    expect(playerTotals(g, 0).total).to.equal(4 * (30 + 18 + 24 + 50 + 30));
    expect(playerTotals(g, 1).total).to.equal(0);
    const json = JSON.stringify(toJSON(g));
    expect(JSON.parse(json).moves[0]).to.include({ column: 'down', category: 'ones' });
    const loaded = loadGame(json);
    expect(toJSON(loaded)).to.deep.equal(toJSON(g));
    expect(playerTotals(loaded, 0).columns).to.deep.equal(playerTotals(g, 0).columns);
  });

  it('refuses a saved game whose moves break a column order or the first roll', () => {
    const good = toJSON(enterPoints(game({ players: ['Anna'] }), 'ones', 3, 'down'));
    expect(() =>
      loadGame({ ...good, moves: [{ ...good.moves[0]!, category: 'twos', points: 4 }] }),
    ).to.throw('Move 1: The descending column goes top to bottom: Ones comes next');
    const dry = toJSON(
      enterDice(
        game({ players: ['Anna'] }),
        'chance',
        roll(1, 2, 3, 4, 6),
        fromRoll(1),
        'first-roll',
      ),
    );
    expect(() => loadGame(dry)).not.to.throw();
    const rerolled = { ...dry, moves: [{ ...dry.moves[0]!, rollNumber: 2 }] };
    expect(() => loadGame(rerolled)).to.throw('first roll only');
    const noColumn = { ...good, moves: [{ ...good.moves[0]!, column: undefined }] };
    expect(() => loadGame(JSON.parse(JSON.stringify(noColumn)))).to.throw('column');
  });
});
