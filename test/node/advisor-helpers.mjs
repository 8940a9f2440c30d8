// Helpers for the advisor tests: the build, a second solver that shares nothing with the advisor,
// Verhoeff's joker rule, small test-only games and random sheets.
import { build } from 'esbuild';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * Builds src/advisor and src/rules the way a page gets them (ES modules, no Node built-ins: the
 * build fails if the advisor needs one) into a temporary folder, and imports them.
 */
export async function buildModules() {
  const dir = await mkdtemp(join(tmpdir(), 'advisor-test-'));
  const source = (path) => fileURLToPath(new URL(`../../src/${path}`, import.meta.url));
  await build({
    entryPoints: { advisor: source('advisor/index.ts'), rules: source('rules/index.ts') },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'neutral',
    outdir: dir,
    logLevel: 'error',
  });
  const load = (name) => import(pathToFileURL(join(dir, `${name}.js`)).href);
  const [advisor, rules] = await Promise.all([load('advisor'), load('rules')]);
  return { advisor, rules, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

/**
 * Verhoeff's joker rule, the one his 254.5896 is computed under: an extra Yahtzee may be scored
 * in any empty box; full house and the straights take their full value only once the upper box
 * of its face and the Yahtzee box are filled. Every other roll places as the rules module says.
 */
export function verhoeffPlacements(rules) {
  return (ruleset, sheet, dice) => {
    const face = dice[0];
    const fiveFilled = sheet.scores[ruleset.fiveOfAKind] !== undefined;
    if (!fiveFilled || dice.some((die) => die !== face))
      return rules.placements(ruleset, sheet, dice);
    const counts = [0, 0, 0, 0, 0, 0, 0];
    counts[face] = dice.length;
    const sum = face * dice.length;
    const joker = sheet.scores[rules.upperCategory(face)] !== undefined;
    const bonus = sheet.scores[ruleset.fiveOfAKind] > 0 ? ruleset.yahtzeeBonus : 0;
    return ruleset.categories
      .filter((category) => sheet.scores[category] === undefined)
      .map((category) => ({
        category,
        points:
          (joker ? ruleset.jokerScorers[category]?.(counts, sum) : undefined) ??
          ruleset.scorers[category](counts, sum),
        bonus,
      }));
  };
}

/** Every ordered throw of `dice` dice. */
function throwsOf(dice) {
  let all = [[]];
  for (let i = 0; i < dice; i++)
    all = all.flatMap((faces) => [1, 2, 3, 4, 5, 6].map((f) => [...faces, f]));
  return all;
}

/** A number for a multiset of dice: how many show each face, in octal digits. */
const codeOf = (faces) => faces.reduce((code, face) => code + 8 ** (face - 1), 0);
const facesOf = (code) =>
  [1, 2, 3, 4, 5, 6].flatMap((face) => Array(Math.floor(code / 8 ** (face - 1)) % 8).fill(face));

/**
 * A second solver, written apart from the advisor: plain expectimax over real sheets with the
 * rules module's own placeDice and totals (so bonuses come from the sheet, not from bookkeeping),
 * every ordered throw and every keep by die position. States are told apart by their empty boxes,
 * their upper sum (not capped) and whether the five-of-a-kind box holds points. Slow: small games.
 */
export function bruteForce(rules, ruleset) {
  const { dice, rollsPerTurn, categories, upperCategories, fiveOfAKind } = ruleset;
  const throws = Array.from({ length: dice + 1 }, (_, n) => throwsOf(n).map(codeOf));
  const futures = new Map();
  const stateKey = (sheet) =>
    [
      categories.map((category) => (sheet.scores[category] === undefined ? '.' : 'x')).join(''),
      upperCategories.reduce((sum, category) => sum + (sheet.scores[category] ?? 0), 0),
      (sheet.scores[fiveOfAKind] ?? 0) > 0,
    ].join('|');

  /** The expected points still to come at the start of a turn. */
  function future(sheet) {
    if (rules.isFull(ruleset, sheet)) return 0;
    const key = stateKey(sheet);
    let value = futures.get(key);
    if (value === undefined) {
      const turn = new Map();
      let sum = 0;
      for (const code of throws[dice]) sum += rollValue(sheet, code, rollsPerTurn - 1, turn);
      futures.set(key, (value = sum / throws[dice].length));
    }
    return value;
  }

  /** The best of writing these dice now: what the sheet's total gains plus what is still to come. */
  function scoreNow(sheet, faces) {
    const before = rules.totals(ruleset, sheet).total;
    let best = -Infinity;
    for (const { category } of rules.placements(ruleset, sheet, faces)) {
      const next = rules.placeDice(ruleset, sheet, category, faces).sheet;
      best = Math.max(best, rules.totals(ruleset, next).total - before + future(next));
    }
    return best;
  }

  /** The dice are a code (`codeOf`); `turn` remembers the values met in this turn. */
  function rollValue(sheet, code, left, turn) {
    const key = code * 8 + left;
    let best = turn.get(key);
    if (best !== undefined) return best;
    const faces = facesOf(code);
    const now = turn.get(-code) ?? scoreNow(sheet, faces);
    turn.set(-code, (best = now));
    for (let held = 0; left > 0 && held < 1 << dice; held++) {
      const kept = codeOf(faces.filter((_, i) => held & (1 << i)));
      const outcomes = throws[dice - faces.filter((_, i) => held & (1 << i)).length];
      let sum = 0;
      for (const rolled of outcomes) sum += rollValue(sheet, kept + rolled, left - 1, turn);
      best = Math.max(best, sum / outcomes.length);
    }
    turn.set(key, best);
    return best;
  }

  const total = (sheet) => rules.totals(ruleset, sheet).total;
  return {
    expectedScore: (sheet = rules.emptySheet()) => total(sheet) + future(sheet),
    /** The expected final total with these dice showing and `left` rolls still to make. */
    rollValue: (sheet, faces, left) =>
      total(sheet) + rollValue(sheet, codeOf(faces), left, new Map()),
  };
}

/** A small Yahtzee-like game of two dice, defined only here: every joker step comes up often. */
export function twoDiceGame(rules, options) {
  const sum = (_, total) => total;
  const pair = (counts) => counts.some((n) => n === 2);
  return rules.defineRuleset(
    {
      id: 'two-dice-yahtzee',
      dice: 2,
      rollsPerTurn: 3,
      upperCategories: ['ones', 'twos', 'threes'],
      lowerCategories: ['three-of-a-kind', 'four-of-a-kind', 'small-straight', 'yahtzee', 'chance'],
      scorers: {
        ...pick(rules.rulesetData.yahtzee.scorers, ['ones', 'twos', 'threes', 'chance']),
        'three-of-a-kind': (counts, total) => (total >= 8 ? total : 0),
        'four-of-a-kind': (counts, total) => (pair(counts) && total >= 6 ? total : 0),
        'small-straight': (counts) => (counts.some((n, face) => n && counts[face + 1]) ? 30 : 0),
        yahtzee: (counts) => (pair(counts) ? 50 : 0),
      },
      upperBonusThreshold: 8,
      upperBonus: 35,
      fiveOfAKind: 'yahtzee',
      extra: {
        bonus: 100,
        jokerFirst: ['three-of-a-kind', 'four-of-a-kind'],
        jokerScorers: {
          'three-of-a-kind': sum,
          'four-of-a-kind': sum,
          'small-straight': () => 30,
          chance: sum,
        },
      },
      upperLines: ['upper', 'upperBonus', 'upperTotal'],
      lowerLines: ['yahtzeeBonus', 'lowerTotal', 'total'],
    },
    options,
  );
}

/** A three-dice game with the Yahtzee joker, defined only here: more keeps to choose from. */
export function threeDiceGame(rules, options) {
  const sum = (_, total) => total;
  return rules.defineRuleset(
    {
      id: 'three-dice-yahtzee',
      dice: 3,
      rollsPerTurn: 3,
      upperCategories: ['ones', 'twos', 'sixes'],
      lowerCategories: ['three-of-a-kind', 'yahtzee', 'chance'],
      scorers: {
        ...pick(rules.rulesetData.yahtzee.scorers, ['ones', 'twos', 'sixes', 'chance']),
        'three-of-a-kind': (counts, total) => (counts.some((n) => n >= 2) ? total : 0),
        yahtzee: (counts) => (counts.some((n) => n === 3) ? 50 : 0),
      },
      upperBonusThreshold: 20,
      upperBonus: 35,
      fiveOfAKind: 'yahtzee',
      extra: { bonus: 100, jokerFirst: ['three-of-a-kind'], jokerScorers: { chance: sum } },
      upperLines: ['upper', 'upperBonus', 'upperTotal'],
      lowerLines: ['yahtzeeBonus', 'lowerTotal', 'total'],
    },
    options,
  );
}

/** A four-dice game with Yatzy's own scorers (pairs, two pairs of different faces), no joker. */
export function fourDiceYatzy(rules) {
  const { scorers } = rules.rulesetData.yatzy;
  return rules.defineRuleset({
    id: 'four-dice-yatzy',
    dice: 4,
    rollsPerTurn: 2,
    upperCategories: ['threes'],
    lowerCategories: ['one-pair', 'two-pairs', 'yatzy', 'chance'],
    scorers: {
      ...pick(scorers, ['threes', 'one-pair', 'two-pairs', 'chance']),
      yatzy: (counts) => (counts.some((n) => n === 4) ? 50 : 0),
    },
    upperBonusThreshold: 6,
    upperBonus: 50,
    fiveOfAKind: 'yatzy',
    extra: null,
    upperLines: ['upper', 'upperBonus'],
    lowerLines: ['total'],
  });
}

function pick(object, keys) {
  return Object.fromEntries(keys.map((key) => [key, object[key]]));
}

/** A deterministic random number generator (mulberry32), from 0 up to 1. */
export function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function randomDice(random, count) {
  return Array.from({ length: count }, () => 1 + Math.floor(random() * 6));
}

/**
 * Sheets from random play: `turns` turns of random dice written in a random allowed box, with
 * five-of-a-kinds thrown in now and then so the joker and its bonus come up.
 */
export function randomSheet(rules, ruleset, random, turns) {
  let sheet = rules.emptySheet();
  for (let turn = 0; turn < turns && !rules.isFull(ruleset, sheet); turn++) {
    const dice =
      random() < 0.3
        ? new Array(ruleset.dice).fill(1 + Math.floor(random() * 6))
        : randomDice(random, ruleset.dice);
    const allowed = rules.placements(ruleset, sheet, dice);
    const { category } = allowed[Math.floor(random() * allowed.length)];
    sheet = rules.placeDice(ruleset, sheet, category, dice).sheet;
  }
  return sheet;
}

/** Every roll of `dice` dice as a sorted multiset. */
export function everyRoll(dice) {
  const rolls = [];
  const grow = (faces, from) => {
    if (faces.length === dice) return void rolls.push(faces);
    for (let face = from; face <= 6; face++) grow([...faces, face], face);
  };
  grow([], 1);
  return rolls;
}
