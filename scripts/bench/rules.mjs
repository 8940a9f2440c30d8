// The Node side of `npm run bench`: the pure modules bundled alone with esbuild, the rules'
// throughput, and deterministic games to replay on the scorecard.
import { build } from 'esbuild';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Bundles `entry` alone, minified ESM for any platform, as `yahtzee-widgets/rules` or
 * `yahtzee-widgets/advisor` lands in an app. `outside` lists the inputs found outside `allowed`
 * (folders under the root): such a module would not run everywhere.
 */
export async function bundle(entry, allowed) {
  const result = await build({
    absWorkingDir: root,
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    write: false,
    metafile: true,
    logLevel: 'error',
  });
  const outside = Object.keys(result.metafile.inputs).filter((input) => {
    const path = relative(root, join(root, input));
    return !allowed.some((folder) => path.startsWith(`${folder.split('/').join(sep)}${sep}`));
  });
  return { code: result.outputFiles[0].contents, outside };
}

/** The bundled rules module, imported in Node (no DOM): it must run there as it ships. */
export async function importBundle(code) {
  const url = `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`;
  return import(url);
}

/**
 * Runs each of `passes` (functions that return how many units of work they did) for about
 * `sampleMs`, one after the other, round after round: a warm-up round, then `samples` rounds, so
 * that a slow spell of a shared machine touches every figure a little rather than one a lot.
 * Returns each pass's units per second, sample by sample.
 */
export function rates(passes, { samples, sampleMs }) {
  const result = Object.fromEntries(Object.keys(passes).map((name) => [name, []]));
  for (let round = 0; round <= samples; round++) {
    for (const [name, pass] of Object.entries(passes)) {
      let units = 0;
      const start = performance.now();
      let elapsed = 0;
      while (elapsed < sampleMs) {
        units += pass();
        elapsed = performance.now() - start;
      }
      if (round > 0) result[name].push((units * 1000) / elapsed);
    }
  }
  return result;
}

/** All 6^5 = 7,776 ordered rolls of five dice. */
function everyRoll() {
  const rolls = [];
  for (let n = 0; n < 6 ** 5; n++) {
    const dice = [];
    for (let i = 0, rest = n; i < 5; i++, rest = Math.floor(rest / 6)) dice.push((rest % 6) + 1);
    rolls.push(dice);
  }
  return rolls;
}

/** Sheets from several moments of a game, extra-Yahtzee cases included. */
function sampleSheets(rules, ruleset, rolls) {
  const sheets = [rules.emptySheet()];
  let sheet = rules.emptySheet();
  // Fill boxes one by one with whatever the roll is worth there, keeping each stage.
  ruleset.categories.forEach((category, i) => {
    if (i === ruleset.categories.length - 1) return; // keep one box open
    sheet = rules.placeDice(ruleset, sheet, category, rolls[(i * 997) % rolls.length]).sheet;
    sheets.push(sheet);
  });
  if (ruleset.joker !== null) {
    sheets.push(rules.placeDice(ruleset, rules.emptySheet(), 'yahtzee', [6, 6, 6, 6, 6]).sheet);
    sheets.push(rules.scratch(ruleset, rules.emptySheet(), 'yahtzee'));
  }
  return sheets;
}

/**
 * Box scores per second (`scoreDice`: every roll in every box of Yahtzee and Yatzy) and placement
 * queries per second (`placements`: every 13th roll and the six five-of-a-kinds, on sheets from a
 * whole game, in Yahtzee, Yahtzee with the free joker, and Yatzy).
 */
export function rulesThroughput(rules, options) {
  const rulesets = [
    rules.getRuleset('yahtzee'),
    rules.getRuleset('yahtzee', { joker: 'free' }),
    rules.getRuleset('yatzy'),
  ];
  const rolls = everyRoll();
  const boxScores = () => {
    let units = 0;
    for (const ruleset of [rulesets[0], rulesets[2]]) {
      for (const category of ruleset.categories) {
        for (const dice of rolls) rules.scoreDice(ruleset, category, dice);
        units += rolls.length;
      }
    }
    return units;
  };

  const queryRolls = rolls.filter((_, i) => i % 13 === 0);
  for (let face = 1; face <= 6; face++) queryRolls.push([face, face, face, face, face]);
  const workload = rulesets.flatMap((ruleset) =>
    sampleSheets(rules, ruleset, rolls).map((sheet) => ({ ruleset, sheet })),
  );
  const placementQueries = () => {
    for (const { ruleset, sheet } of workload) {
      for (const dice of queryRolls) rules.placements(ruleset, sheet, dice);
    }
    return workload.length * queryRolls.length;
  };
  return rates({ boxScores, placementQueries }, options);
}

// Rolls taken in turn by every player, round after round: each box can be filled, and five of a kind
// comes often enough for the Yahtzee, extra-Yahtzee bonuses and the joker. 17 is prime to the
// player counts used, so seats do not get the same rolls.
const fixedRolls = [
  [6, 6, 6, 6, 6],
  [1, 2, 3, 4, 5],
  [3, 3, 3, 5, 5],
  [2, 3, 4, 5, 5],
  [4, 4, 4, 4, 2],
  [6, 5, 6, 1, 6],
  [1, 1, 2, 2, 3],
  [5, 5, 5, 5, 5],
  [2, 3, 4, 5, 6],
  [1, 1, 1, 6, 6],
  [3, 4, 5, 6, 1],
  [2, 2, 2, 2, 2],
  [6, 6, 4, 4, 1],
  [1, 3, 5, 2, 4],
  [5, 5, 5, 3, 1],
  [4, 4, 4, 4, 4],
  [2, 6, 3, 6, 5],
];

/** "Player 1", "Player 2", …: the names the games and the cards are seated with. */
export const playerNames = (count) =>
  Array.from({ length: count }, (_, seat) => `Player ${seat + 1}`);

/**
 * A Yahtzee game played with the rules module's own functions, deterministically: each turn takes
 * the next fixed roll and writes it in the legal box worth most (the first in pad order on a tie).
 * Returns the players and the entries `{ category, dice }`, to replay on the scorecard.
 */
export function playGame(rules, playerCount, moveCount = Infinity) {
  const players = playerNames(playerCount);
  let game = rules.newGame({ ruleset: 'yahtzee', players });
  const entries = [];
  while (!rules.isOver(game) && entries.length < moveCount) {
    const dice = fixedRolls[entries.length % fixedRolls.length];
    const best = rules
      .legalPlacements(game, dice)
      .reduce((a, b) => (b.points + b.bonus > a.points + a.bonus ? b : a));
    entries.push({ category: best.category, dice });
    game = rules.enterDice(game, best.category, dice);
  }
  return { players, entries };
}
