// Types the three tags in JSX; the import below registers them.
import type {} from 'yahtzee-widgets/jsx';
import 'yahtzee-widgets';
import type { DiceChangeDetail, GameOverDetail } from 'yahtzee-widgets/events';
import type { YahtzeeScorecard } from 'yahtzee-widgets';
import { useRef, useState } from 'react';

export function App() {
  const [dice, setDice] = useState<DiceChangeDetail['values']>([]);
  const [winners, setWinners] = useState<GameOverDetail['winners']>([]);
  // A ref for the card's methods (card.current?.undo()).
  const card = useRef<YahtzeeScorecard>(null);
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
      {/* Attributes as the README writes them: names as text, an on/off and a number as text. */}
      <yahtzee-scorecard
        ref={card}
        ruleset="yatzy"
        players="Ann, Bo"
        saved-rolls="false"
        yahtzee-bonus="0"
        dice-roller="roller"
        first-player-picker="picker"
        ongame-over={(event) => setWinners(event.detail.winners)}
      />
      <p>Dice: {dice.join(' ')}</p>
      <p>Winners: {winners.join(', ')}</p>
      <button type="button" onClick={() => card.current?.undo()}>
        Undo
      </button>
    </main>
  );
}
