// placeDice writes a roll where placements() says it may go, at the points and bonus it lists,
// and refuses every other box: on generated sheets of every ruleset and joker rule, with rolls
// biased toward five of a kind (the joker's paths). placeDice finds a plain roll's placement
// without listing every box; this holds it to the list.
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import type { CategoryId, Face, Ruleset, RulesetId, Sheet } from '../../src/rules/index.js';
import { RuleError, newGame, placeDice, placements, rulesetOf } from '../../src/rules/index.js';

const seed = (globalThis as { FC_SEED?: number }).FC_SEED;
const ids: RulesetId[] = ['yahtzee', 'yatzy', 'kniffel', 'maxi-yatzy', 'yams', 'triple-yahtzee'];

/** A ruleset as a game plays it, with each joker rule where the game has a joker. */
const rulesets: { name: string; ruleset: Ruleset }[] = ids.flatMap((id) => {
  const own = rulesetOf(newGame({ ruleset: id, players: ['Anna'] }));
  if (own.joker === null) return [{ name: id, ruleset: own }];
  return (['forced', 'free'] as const).map((joker) => ({
    name: `${id}, ${joker} joker`,
    ruleset: rulesetOf(newGame({ ruleset: id, joker, players: ['Anna'] })),
  }));
});

/** A part of a sheet: each box empty or holding a number (the five-of-a-kind box 0 or its score). */
const part = (ruleset: Ruleset) =>
  fc
    .array(fc.option(fc.nat(30), { freq: 2 }), {
      minLength: ruleset.categories.length,
      maxLength: ruleset.categories.length,
    })
    .map((values) => {
      const scores: Partial<Record<CategoryId, number>> = {};
      ruleset.categories.forEach((category, i) => {
        const value = values[i];
        if (value === null || value === undefined) return;
        scores[category] = category === ruleset.fiveOfAKind ? (value % 2) * 50 : value;
      });
      return { scores, yahtzeeBonus: 0 } as Sheet;
    });

const sheetOf = (ruleset: Ruleset) =>
  ruleset.columns.length > 1
    ? fc
        .array(part(ruleset), {
          minLength: ruleset.columns.length,
          maxLength: ruleset.columns.length,
        })
        .map(
          (columns) =>
            ({
              scores: {},
              yahtzeeBonus: 0,
              columns: Object.fromEntries(ruleset.columns.map((c, i) => [c.id, columns[i]])),
            }) as Sheet,
        )
    : part(ruleset);

const die = fc.integer({ min: 1, max: 6 }) as fc.Arbitrary<Face>;
/** A roll: one in two five (or six) of a kind. */
const rollOf = (ruleset: Ruleset) =>
  fc.oneof(
    fc.array(die, { minLength: ruleset.dice, maxLength: ruleset.dice }),
    die.map((face) => Array.from({ length: ruleset.dice }, () => face)),
  );

describe('placeDice against placements()', () => {
  for (const { name, ruleset } of rulesets) {
    it(`${name}: every box takes a roll exactly as the list says`, () => {
      let refused = 0;
      let written = 0;
      fc.assert(
        fc.property(
          sheetOf(ruleset),
          rollOf(ruleset),
          fc.constantFrom(undefined, 1, 2, 3),
          (sheet, dice, rollNumber) => {
            const listed = placements(ruleset, sheet, dice, rollNumber);
            const columns = ruleset.columns.length > 1 ? ruleset.columns.map((c) => c.id) : [];
            for (const column of columns.length ? columns : [undefined]) {
              for (const category of ruleset.categories) {
                const expected = listed.find((p) => p.category === category && p.column === column);
                let placed;
                try {
                  placed = placeDice(ruleset, sheet, category, dice, column, rollNumber).placement;
                } catch (error) {
                  expect(error, `${column ?? ''}:${category}`).to.be.instanceOf(RuleError);
                }
                expect(placed, `${column ?? ''}:${category} ${dice.join('')}`).to.deep.equal(
                  expected,
                );
                if (placed) written++;
                else refused++;
              }
            }
          },
        ),
        { numRuns: 150, ...(seed !== undefined && { seed }) },
      );
      // Both ways were tried: boxes written and boxes refused.
      expect(written).to.be.greaterThan(0);
      expect(refused).to.be.greaterThan(0);
    });
  }
});
