// A project with its own `game-over` event on the global map still compiles beside ours.
import type { YahtzeeScorecard } from 'yahtzee-widgets';

declare global {
  interface GlobalEventHandlersEventMap {
    'game-over': CustomEvent<{ reason: string }>;
  }
}

export function follow(card: YahtzeeScorecard, page: HTMLElement): void {
  // On the card, its own event and detail.
  card.addEventListener('game-over', (event) => console.log(event.detail.winners));
  // Elsewhere, the project's own.
  page.addEventListener('game-over', (event) => console.log(event.detail.reason));
}
