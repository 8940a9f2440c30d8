// Not part of the app: each misuse below must be a type error, or tsc fails on its unused
// expect-error comment (TS2578). The build type-checks this file with the rest of src/.
import type {} from 'yahtzee-widgets/jsx';
import type { DiceRoller } from 'yahtzee-widgets';

export const misspeltRuleset = (
  <dice-roller
    // @ts-expect-error 'yahtzeee' is not a ruleset id
    ruleset="yahtzeee"
  />
);

export const unknownDetailField = (
  <dice-roller
    ondice-change={(event) => {
      // @ts-expect-error the dice-change detail has no 'total'
      console.log(event.detail.total);
    }}
  />
);

export const wrongPropertyType = (
  <dice-roller
    // @ts-expect-error preview is a boolean
    preview="42"
  />
);

export const offAsFalse = (
  // @ts-expect-error React removes an attribute set to false: saved-rolls="false" turns it off
  <yahtzee-scorecard saved-rolls={false} />
);

export function fromCode(roller: DiceRoller): void {
  // @ts-expect-error 'yahtzeee' is not a ruleset id
  roller.ruleset = 'yahtzeee';
  // @ts-expect-error dice-roll's detail has no 'total'
  roller.addEventListener('dice-roll', (event) => event.detail.total);
}
