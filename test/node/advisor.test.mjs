// The optimal-play solver, built from src/advisor with esbuild (as a page would get it) and run in
// Node: published optimal values, a second solver written apart for the rules nobody published,
// the advice against the rules module, and its speed.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  bruteForce,
  buildModules,
  everyRoll,
  fourDiceYatzy,
  randomDice,
  randomSheet,
  seeded,
  threeDiceGame,
  twoDiceGame,
  verhoeffPlacements,
} from './advisor-helpers.mjs';

const { advisor, rules, cleanup } = await buildModules();
after(cleanup);

/** Each full game is solved once and shared by the tests that need it. */
const solved = new Map();
function strategyFor(name, ruleset, options) {
  if (!solved.has(name)) solved.set(name, advisor.solve(ruleset, options));
  return solved.get(name);
}
const yahtzeeFree = () => strategyFor('free', rules.getRuleset('yahtzee', { joker: 'free' }));
const yahtzeeForced = () => strategyFor('forced', rules.getRuleset('yahtzee'));

/** A sheet of these scores; the Yahtzee bonus so far is 0 unless given. */
const sheetOf = (scores, yahtzeeBonus = 0) => ({ scores, yahtzeeBonus });
const near = (actual, expected, tolerance, what) =>
  assert.ok(
    Math.abs(actual - expected) <= tolerance,
    `${what}: ${actual} is not within ${tolerance} of ${expected}`,
  );

describe('speed', () => {
  let timing;
  before(async () => {
    // The first solve of the file, timed alone, with a timer that must keep firing meanwhile.
    let ticks = 0;
    const progress = [];
    const timer = setInterval(() => ticks++, 50);
    const started = performance.now();
    const cpu = process.cpuUsage();
    const strategy = await strategyFor('forced', rules.getRuleset('yahtzee'), {
      onProgress: (done, total) => progress.push([done, total]),
    });
    const used = process.cpuUsage(cpu);
    timing = {
      ms: performance.now() - started,
      cpuMs: (used.user + used.system) / 1000,
      ticks,
      progress,
      strategy,
    };
    clearInterval(timer);
  });

  test('solving Yahtzee yields to the event loop and reports progress', () => {
    const { ms, cpuMs, ticks, progress } = timing;
    console.log(
      `Yahtzee solved in ${(ms / 1000).toFixed(2)} s (${(cpuMs / 1000).toFixed(2)} s CPU)`,
    );
    assert.ok(cpuMs < 10_000, 'the first solve of Yahtzee takes under 10 s');
    assert.ok(ticks >= Math.floor(ms / 400), `a 50 ms timer fired ${ticks} times in ${ms} ms`);
    assert.ok(progress.length > 3);
    const [last, total] = progress.at(-1);
    assert.equal(last, total);
    for (let i = 1; i < progress.length; i++) assert.ok(progress[i][0] > progress[i - 1][0]);
  });

  test('advice for one position takes under 5 ms', () => {
    const { strategy } = timing;
    const { ruleset } = strategy;
    const random = seeded(1);
    const positions = Array.from({ length: 200 }, () => ({
      sheet: randomSheet(rules, ruleset, random, Math.floor(random() * 12)),
      dice: randomDice(random, 5),
      left: 1 + Math.floor(random() * 2),
    }));
    const time = (advise) => {
      const times = positions.map((position) => {
        const started = performance.now();
        advise(position);
        return performance.now() - started;
      });
      return times.sort((a, b) => a - b)[Math.floor(times.length * 0.9)];
    };
    const keep = time(({ sheet, dice, left }) => strategy.bestKeep(sheet, dice, left));
    const boxes = time(({ sheet, dice }) => strategy.rankBoxes(sheet, dice));
    console.log(
      `advice, 90th percentile: bestKeep ${keep.toFixed(3)} ms, rankBoxes ${boxes.toFixed(3)} ms`,
    );
    assert.ok(keep < 5 && boxes < 5);
  });
});

describe('published optimal values', () => {
  test('Verhoeff, "Optimal Solitaire Yahtzee Player" (1999): 254.5896 under his joker rule', async () => {
    // Tom Verhoeff, "How to Maximize Your Score in Solitaire Yahtzee" (TU Eindhoven, 1999,
    // https://www-set.win.tue.nl/~wstomv/misc/yahtzee/): 254.5896 for 35 points at 63 or more,
    // 100 per extra Yahtzee while the Yahtzee box holds 50, and his joker: an extra Yahtzee goes in
    // any empty box, at full value in full house and straights once its upper box is filled.
    // James Glenn, "An Optimal Strategy for Yahtzee" (Loyola College, CS-TR-0002, 2006): 254.59.
    // precisit/yatzy-solver (docs/rules.md, tests/published.rs) pins it at 254.5896094820.
    const ruleset = rules.getRuleset('yahtzee', { joker: 'free' });
    const strategy = await strategyFor('verhoeff', ruleset, {
      placements: verhoeffPlacements(rules),
    });
    const value = strategy.expectedScore();
    assert.equal(value.toFixed(4), '254.5896');
    near(value, 254.589609482, 1e-9, 'Verhoeff rules');
  });

  test('the official joker (our free joker): 254.5877287', async () => {
    // The rulebook's joker as most solvers read it, and our `joker: 'free'`: the upper box of the
    // face if empty, else any empty lower box at full value, else 0 in an upper box.
    // jdh8/yahtzee-engine (README, "Under the official rules the empty card is worth 254.5877
    // points") and precisit/yatzy-solver docs/rules.md (`yahtzee+forced-joker`: 254.5877287).
    const value = (await yahtzeeFree()).expectedScore();
    assert.equal(value.toFixed(4), '254.5877');
    near(value, 254.5877287, 1e-7, 'official joker');
  });

  test('no Yahtzee bonus and no joker: 245.87', async () => {
    // Glenn 2006, section 6: "approximately 245.87 without Yahtzee bonuses or jokers"; Verhoeff
    // reports the same; precisit/yatzy-solver pins `yahtzee+no-bonus` at 245.8707745141.
    // Built from the shipped Yahtzee data with the extra-Yahtzee rules taken out.
    const plain = rules.defineRuleset({
      ...rules.rulesetData.yahtzee,
      id: 'yahtzee-no-bonus',
      extra: null,
    });
    const value = (await strategyFor('plain', plain)).expectedScore();
    assert.equal(value.toFixed(2), '245.87');
    near(value, 245.8707745141, 1e-9, 'no bonus, no joker');
  });

  test('Scandinavian Yatzy: 248.4399894', async () => {
    // precisit/yatzy-solver docs/rules.md: 248.4399894 for Yatzy with two pairs of different faces,
    // five of a kind no full house, 1-2-3-4-5 (15) and 2-3-4-5-6 (20), full house the sum, 50 at 63
    // (our rules exactly); Castux/yahtzee and Laurii1i/Yatzy report 248.44.
    const value = (await strategyFor('yatzy', rules.getRuleset('yatzy'))).expectedScore();
    assert.equal(value.toFixed(2), '248.44');
    near(value, 248.4399894, 1e-7, 'Yatzy');
  });

  test('Glenn 2006, observation 4.1: only Yahtzee left, 5 6 6 6 6 with one roll to go', async () => {
    // "the best thing to do is reroll the 5. In doing so you will score, on average, 50/6 more".
    const strategy = await yahtzeeFree();
    const sheet = sheetOf({
      ...Object.fromEntries(rules.getRuleset('yahtzee').categories.map((c) => [c, 0])),
      yahtzee: undefined,
    });
    const advice = strategy.bestKeep(sheet, [5, 6, 6, 6, 6], 1);
    assert.deepEqual(advice.keep, [6, 6, 6, 6]);
    near(advice.expected, 50 / 6, 1e-12, 'reroll the 5');
  });

  test('Glenn 2006, observation 4.2: ones and Yahtzee left, 5 6 6 6 6 after the last roll', async () => {
    // "if our upper total is 35 ... scoring zero in ones and trying for Yahtzee on the next turn.
    // ... if our upper total had been 62 then we would want to score zero in Yahtzee because we
    // have about a 93.5% chance of rolling a one during our next turn".
    const strategy = await yahtzeeFree();
    const lower = { 'three-of-a-kind': 20, 'four-of-a-kind': 0, 'full-house': 25 };
    Object.assign(lower, { 'small-straight': 30, 'large-straight': 0, chance: 22 });
    const at35 = sheetOf({ twos: 2, threes: 3, fours: 8, fives: 10, sixes: 12, ...lower });
    const at62 = sheetOf({ twos: 8, threes: 12, fours: 12, fives: 15, sixes: 15, ...lower });
    assert.equal(rules.totals(rules.getRuleset('yahtzee'), at35).upper, 35);
    assert.equal(rules.totals(rules.getRuleset('yahtzee'), at62).upper, 62);
    assert.equal(strategy.rankBoxes(at35, [5, 6, 6, 6, 6])[0].category, 'ones');
    assert.equal(strategy.rankBoxes(at62, [5, 6, 6, 6, 6])[0].category, 'yahtzee');
    // With ones alone left at 62: the bonus with the chance of a one in fifteen dice.
    const onlyOnes = sheetOf({ ...at62.scores, yahtzee: 0 });
    const chanceOfAOne = 1 - (5 / 6) ** 15;
    assert.equal(chanceOfAOne.toFixed(3), '0.935');
    const onesExpected = 5 * (1 - (5 / 6) ** 3);
    const total = rules.totals(rules.getRuleset('yahtzee'), onlyOnes).total;
    near(strategy.expectedScore(onlyOnes), total + onesExpected + 35 * chanceOfAOne, 1e-9, 'ones');
  });

  test('Verhoeff (NRC Handelsblad, 5 April 2003): 44666 or 55666 first, keep the 666', async () => {
    // "als je op de eerste worp 44666 of 55666 gooit, beter aan de 666 vast te houden en de overige
    // stenen opnieuw te werpen" (https://www.nrc.nl/nieuws/2003/04/05/yathzee-7633804-a377120).
    const verhoeff = await strategyFor('verhoeff', rules.getRuleset('yahtzee', { joker: 'free' }), {
      placements: verhoeffPlacements(rules),
    });
    for (const strategy of [verhoeff, await yahtzeeFree(), await yahtzeeForced()]) {
      for (const dice of [
        [4, 4, 6, 6, 6],
        [5, 5, 6, 6, 6],
      ]) {
        const keep = strategy.bestKeep(rules.emptySheet(), dice, 2);
        assert.deepEqual(keep.keep, [6, 6, 6], `${dice.join('')}`);
        const fullHouse = strategy.rankBoxes(rules.emptySheet(), dice)[0];
        assert.ok(keep.expected > fullHouse.expected, `${dice.join('')}: better than scoring now`);
      }
    }
  });
});

describe('rules without a published value, against the second solver', () => {
  // The 2016 rulebook's forced joker (three or four of a kind first) and Yatzy's two pairs are
  // checked on small games defined here, solved exactly by the brute-force solver.
  const cases = [
    ['two dice, forced joker, 100 bonus', () => twoDiceGame(rules, {})],
    ['two dice, forced joker, no bonus', () => twoDiceGame(rules, { yahtzeeBonus: 0 })],
    ['three dice, forced joker', () => threeDiceGame(rules, {})],
    ['four dice, Yatzy scoring', () => fourDiceYatzy(rules)],
  ];
  for (const [name, game] of cases) {
    test(name, async () => {
      const ruleset = game();
      const strategy = await advisor.solve(ruleset);
      const reference = bruteForce(rules, ruleset);
      near(strategy.expectedScore(), reference.expectedScore(), 1e-9, 'from the start');
      const random = seeded(name.length);
      for (let i = 0; i < 40; i++) {
        const sheet = randomSheet(rules, ruleset, random, Math.floor(random() * 5));
        if (rules.isFull(ruleset, sheet)) continue;
        near(strategy.expectedScore(sheet), reference.expectedScore(sheet), 1e-9, 'mid-game');
        const dice =
          random() < 0.3 ? new Array(ruleset.dice).fill(3) : randomDice(random, ruleset.dice);
        const left = 1 + Math.floor(random() * (ruleset.rollsPerTurn - 1));
        near(
          strategy.bestKeep(sheet, dice, left).expected,
          reference.rollValue(sheet, dice, left),
          1e-9,
          'keep',
        );
        near(
          strategy.rankBoxes(sheet, dice)[0].expected,
          reference.rollValue(sheet, dice, 0),
          1e-9,
          'box',
        );
      }
    });
  }

  test('the forced joker is worth less than the free one, and no bonus less again', async () => {
    const forced = (await yahtzeeForced()).expectedScore();
    assert.ok(forced < (await yahtzeeFree()).expectedScore());
    const noBonus = await advisor.solve(rules.getRuleset('yahtzee', { yahtzeeBonus: 0 }));
    assert.ok(noBonus.expectedScore() < forced);
    // The bonus-free game does not tell a 50 from a 0 in the Yahtzee box: half the table.
    assert.equal(noBonus.table.length * 2, (await yahtzeeForced()).table.length);
  });
});

describe('the solver places rolls as the rules module does', () => {
  const rulesets = [
    ['yahtzee, forced joker', () => rules.getRuleset('yahtzee')],
    ['yahtzee, free joker', () => rules.getRuleset('yahtzee', { joker: 'free' })],
    ['yahtzee, no bonus', () => rules.getRuleset('yahtzee', { yahtzeeBonus: 0 })],
    ['yatzy', () => rules.getRuleset('yatzy')],
    ['two-dice test game', () => twoDiceGame(rules, {})],
  ];
  for (const [name, make] of rulesets) {
    test(`${name}: every roll on 60 sheets`, () => {
      const ruleset = make();
      const random = seeded(7);
      const rolls = everyRoll(ruleset.dice);
      for (let i = 0; i < 60; i++) {
        const turns = Math.floor(random() * ruleset.categories.length);
        const sheet = randomSheet(rules, ruleset, random, turns);
        for (const dice of rolls) {
          assert.deepEqual(
            advisor.solverPlacements(ruleset, sheet, dice),
            rules.placements(ruleset, sheet, dice),
            `${JSON.stringify(sheet.scores)} ${dice.join('')}`,
          );
        }
      }
    });
  }
});

describe('advice on a solved game', () => {
  test('every box of rankBoxes is worth what its sheet is worth after writing it', async () => {
    for (const strategy of [await yahtzeeForced(), await yahtzeeFree()]) {
      const { ruleset } = strategy;
      const random = seeded(11);
      for (let i = 0; i < 150; i++) {
        const sheet = randomSheet(rules, ruleset, random, Math.floor(random() * 13));
        const dice = random() < 0.4 ? [6, 6, 6, 6, 6] : randomDice(random, 5);
        const ranked = strategy.rankBoxes(sheet, dice);
        const placed = rules.placements(ruleset, sheet, dice);
        assert.deepEqual(
          ranked.map(({ category, points, bonus }) => ({ category, points, bonus })).sort(byBox),
          [...placed].sort(byBox),
        );
        for (let j = 1; j < ranked.length; j++)
          assert.ok(ranked[j - 1].expected >= ranked[j].expected);
        for (const { category, expected } of ranked) {
          const after = rules.placeDice(ruleset, sheet, category, dice).sheet;
          near(expected, strategy.expectedScore(after), 1e-9, category);
        }
      }
    }
  });

  test('bestKeep with one roll left is the best keep by die position, counted out', async () => {
    const strategy = await yahtzeeForced();
    const { ruleset } = strategy;
    const random = seeded(5);
    for (const [turns, dice] of [
      [6, [2, 3, 4, 6, 6]],
      [9, [5, 5, 5, 5, 5]],
    ]) {
      const sheet = randomSheet(rules, ruleset, random, turns);
      const bestNow = (faces) => strategy.rankBoxes(sheet, faces)[0].expected;
      let best = -Infinity;
      for (let held = 0; held < 32; held++) {
        const kept = dice.filter((_, i) => held & (1 << i));
        let sum = 0;
        let count = 0;
        const roll = (faces) => {
          if (faces.length === 5) return void ((sum += bestNow(faces)), count++);
          for (let face = 1; face <= 6; face++) roll([...faces, face]);
        };
        roll(kept);
        best = Math.max(best, sum / count);
      }
      const advice = strategy.bestKeep(sheet, dice, 1);
      near(advice.expected, best, 1e-9, dice.join(''));
      const left = [...dice];
      for (const die of advice.keep) left.splice(left.indexOf(die), 1);
      assert.equal(left.length + advice.keep.length, 5, 'the keep is some of the dice');
    }
  });

  test('a sheet from the start of a turn is worth the mean of its first rolls', async () => {
    const strategy = await yahtzeeForced();
    const random = seeded(3);
    const sheet = randomSheet(rules, strategy.ruleset, random, 5);
    const weights = everyRoll(5).map((dice) => {
      const counts = [0, 0, 0, 0, 0, 0, 0];
      for (const die of dice) counts[die]++;
      const ways = 120 / counts.reduce((product, n) => product * [1, 1, 2, 6, 24, 120][n], 1);
      return { dice, chance: ways / 7776 };
    });
    const mean = weights.reduce((sum, { dice, chance }) => {
      return sum + chance * strategy.bestKeep(sheet, dice, 2).expected;
    }, 0);
    near(mean, strategy.expectedScore(sheet), 1e-9, 'first rolls');
  });

  test('expectedScore counts what the sheet holds: boxes, upper bonus, Yahtzee bonuses', async () => {
    const strategy = await yahtzeeFree();
    const ruleset = strategy.ruleset;
    const full = sheetOf(
      Object.fromEntries(ruleset.categories.map((category) => [category, 0])),
      0,
    );
    const filled = sheetOf({ ...full.scores, sixes: 30, fives: 25, fours: 20, yahtzee: 50 }, 300);
    assert.equal(strategy.expectedScore(filled), rules.totals(ruleset, filled).total);
    assert.equal(strategy.expectedScore(filled), 75 + 35 + 50 + 300);
    assert.deepEqual(strategy.rankBoxes(filled, [1, 2, 3, 4, 5]), []);
    assert.throws(() => strategy.bestKeep(filled, [1, 2, 3, 4, 5], 1), /full/);
    // The same open boxes, more points held: the same future on top.
    const open = { ...full.scores, chance: undefined, ones: undefined };
    const a = sheetOf({ ...open, sixes: 30, fives: 25, fours: 20, yahtzee: 50 }, 100);
    const b = sheetOf({ ...open, sixes: 30, fives: 25, fours: 20, yahtzee: 50, threes: 3 }, 200);
    const gap = rules.totals(ruleset, b).total - rules.totals(ruleset, a).total;
    near(strategy.expectedScore(b) - strategy.expectedScore(a), gap, 1e-9, 'same future');
  });

  test('refuses what is not a position', async () => {
    const strategy = await yahtzeeForced();
    const sheet = rules.emptySheet();
    assert.throws(() => strategy.bestKeep(sheet, [1, 2, 3], 1), rules.RuleError);
    assert.throws(() => strategy.bestKeep(sheet, [1, 2, 3, 4, 5], 0), RangeError);
    assert.throws(() => strategy.bestKeep(sheet, [1, 2, 3, 4, 5], 3), RangeError);
    assert.throws(() => strategy.expectedScore({}), rules.RuleError);
  });

  test('a table kept as a Float32Array gives the same advice', async () => {
    const strategy = await yahtzeeForced();
    const { ruleset } = strategy;
    const kept = advisor.fromTable(ruleset, new Float32Array(strategy.table));
    near(kept.expectedScore(), strategy.expectedScore(), 1e-4, 'from the start');
    const exact = advisor.fromTable(ruleset, strategy.table);
    assert.equal(exact.expectedScore(), strategy.expectedScore());
    const random = seeded(9);
    for (let i = 0; i < 30; i++) {
      const sheet = randomSheet(rules, ruleset, random, Math.floor(random() * 12));
      const dice = randomDice(random, 5);
      assert.deepEqual(exact.bestKeep(sheet, dice, 2), strategy.bestKeep(sheet, dice, 2));
      near(
        kept.bestKeep(sheet, dice, 1).expected,
        strategy.bestKeep(sheet, dice, 1).expected,
        1e-3,
        'keep',
      );
    }
    assert.throws(() => advisor.fromTable(ruleset, new Float64Array(10)), /values/);
    assert.throws(() => advisor.fromTable(rules.getRuleset('yatzy'), strategy.table), /values/);
  });
});

function byBox(a, b) {
  return a.category < b.category ? -1 : a.category > b.category ? 1 : 0;
}
