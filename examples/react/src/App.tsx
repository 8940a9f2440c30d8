// Types the three tags in JSX; the import below registers them.
import type {} from 'yahtzee-widgets/jsx';
import 'yahtzee-widgets';
import type { DiceChangeDetail, GameOverDetail } from 'yahtzee-widgets/events';
import { useState } from 'react';

export function App() {
  const [dice, setDice] = useState<DiceChangeDetail['values']>([]);
  const [winners, setWinners] = useState<GameOverDetail['winners']>([]);
  return (
    <main>
      {/* React 19 passes `ondice-change` (all lower case) to addEventListener. */}
      <dice-roller
        id="roller"
        ruleset="yatzy"
        ondice-change={(event) => setDice(event.detail.values)}
      />
      <first-player-picker
        id="picker"
        players="Ann, Bo"
        onfirst-player-picked={(event) => console.log(event.detail.starter)}
      />
      <yahtzee-scorecard
        ruleset="yatzy"
        dice-roller="roller"
        first-player-picker="picker"
        ongame-over={(event) => setWinners(event.detail.winners)}
      />
      <p>Dice: {dice.join(' ')}</p>
      <p>Winners: {winners.join(', ')}</p>
    </main>
  );
}
