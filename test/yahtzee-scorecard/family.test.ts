// Kniffel and Maxi Yatzy on the card: whole games through the UI with a linked roller, the
// extra-Kniffel rules, six typed dice, and Maxi Yatzy's saved rolls over turns, undo and reload.
import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import '../../src/dice-roller/dice-roller.js';
import '../../src/yahtzee-scorecard/yahtzee-scorecard.js';
import type { DiceRoller } from '../../src/dice-roller/dice-roller.js';
import type { YahtzeeScorecard } from '../../src/yahtzee-scorecard/yahtzee-scorecard.js';
import type { CategoryId } from '../../src/rules/rulesets.js';
import { clickOn, counterText, facesSource } from '../dice-roller/helpers.js';
import {
  $,
  $$,
  allSaved,
  clearStorage,
  row,
  saved,
  text,
  typeDice,
  upperRows,
  yahtzeeRows,
} from './helpers.js';

const prefix = 'test-family';
const cardKey = `${prefix}:card`;
const rollerKey = `${prefix}:roller`;

interface Table {
  roller: DiceRoller;
  card: YahtzeeScorecard;
  wrapper: HTMLElement;
}

/** A roller and a card linked by id, every attribute in place before they connect, as on a page. */
async function table(ruleset: string, players: string, cardAttrs = ''): Promise<Table> {
  const wrapper = await fixture<HTMLDivElement>(html`<div lang="en"></div>`);
  const roller = document.createElement('dice-roller');
  roller.id = 'family-roller';
  roller.setAttribute('storage-key', rollerKey);
  roller.setAttribute('ruleset', ruleset);
  const card = document.createElement('yahtzee-scorecard');
  for (const [name, value] of Object.entries({
    'storage-key': cardKey,
    ruleset,
    players,
    'dice-roller': 'family-roller',
  })) {
    card.setAttribute(name, value);
  }
  for (const attr of cardAttrs.split(' ').filter(Boolean)) {
    const [name, value = ''] = attr.split('=');
    card.setAttribute(name!, value);
  }
  wrapper.append(roller, card);
  const t = { roller, card, wrapper };
  await settled(t);
  return t;
}

async function settled({ roller, card }: Pick<Table, 'roller' | 'card'>): Promise<void> {
  // The card's events and its roller's next turn come once the save is kept (under its lock).
  await saved(card);
  await roller.updateComplete;
  await card.updateComplete;
  await card.updateComplete;
}

/** A real click of the mouse, on a control scrolled into view first. */
async function click(card: YahtzeeScorecard, selector: string): Promise<void> {
  const control = $(card, selector);
  expect(control, selector).to.exist;
  control.scrollIntoView({ block: 'center' });
  await clickOn(control);
  await card.updateComplete;
}

/** One turn: `rolls` rolls of the roller (all dice thrown, the last shows `dice`), then a box. */
interface Turn {
  box: CategoryId;
  dice: number[];
  /** Points by hand. */
  points: number;
  rolls?: number;
  /** Written by the entry panel's Scratch instead of the roll's placement. */
  scratch?: boolean;
}

async function play(t: Table, turn: Turn): Promise<void> {
  const { roller, card } = t;
  const filler = [1, 2, 2, 3, 5, 6].slice(0, turn.dice.length);
  const rolls = turn.rolls ?? 1;
  roller.random = facesSource([
    ...Array.from({ length: rolls - 1 }, () => filler).flat(),
    ...turn.dice,
  ]);
  for (let i = 0; i < rolls; i++) roller.roll();
  await settled(t);
  expect($(card, '.offered')?.dataset.dice, turn.box).to.equal(turn.dice.join(' '));
  if (turn.scratch) {
    await click(card, `button.cell[data-box="${turn.box}"]`);
    await click(card, 'button.scratch');
  } else {
    const place = $(card, `button[data-place="${turn.box}"]`);
    expect(Number(place?.dataset.points), `${turn.box} ${turn.dice.join(' ')}`).to.equal(
      turn.points,
    );
    await click(card, `button[data-place="${turn.box}"]`);
  }
  await settled(t);
}

/** The placements offered now, as the buttons say: box, points, bonus. */
function placements(card: YahtzeeScorecard): [string, number, number][] {
  return $$<HTMLButtonElement>(card, 'button[data-place]').map((button) => [
    button.dataset.place!,
    Number(button.dataset.points),
    Number(button.dataset.bonus),
  ]);
}

const turnLine = (card: YahtzeeScorecard) => text($(card, '.turn'));

describe('<yahtzee-scorecard> for Kniffel and Maxi Yatzy', () => {
  before(() => emulateMedia({ reducedMotion: 'reduce' }));
  after(() => emulateMedia({ reducedMotion: 'no-preference' }));
  // A save under its key's lock may land after a test: wait for it before clearing.
  beforeEach(async () => {
    await clearStorage(prefix);
  });
  afterEach(async () => {
    await clearStorage(prefix);
  });

  it('plays a whole Kniffel game from a linked roller: Kniffel’s own extra-Kniffel rules with default attributes', async () => {
    const t = await table('kniffel', 'Solo');
    const { card, roller } = t;
    expect(turnLine(card)).to.equal('Round 1 of 13: Solo’s turn');
    // Yahtzee's pad with the Kniffel's name, and its 50 per extra Kniffel, not Yahtzee's 100.
    const kniffelRows = yahtzeeRows.map((header) =>
      header.startsWith('Yahtzee')
        ? header.replace('Yahtzee', 'Kniffel').replace('100', '50')
        : header,
    );
    expect(kniffelRows).to.include.members(['Kniffel', 'Kniffel bonus (50 each)']);
    expect($$(card, 'table.sheet tbody th[scope="row"]').map(text)).to.deep.equal(kniffelRows);
    await expect(card).to.be.accessible();

    // A Kniffel in three rolls, three sixes held after the first.
    roller.random = facesSource([6, 6, 2, 3, 6, 6, 6]);
    roller.roll();
    for (const die of [0, 1, 4]) roller.toggleHold(die);
    roller.roll();
    await settled(t);
    expect(text($(card, '.offered'))).to.equal('Roll 2: 6 6 6 6 6');
    await click(card, 'button[data-place="kniffel"]');
    await settled(t);
    expect(roller.rollNumber, 'the roller starts the next turn').to.equal(0);

    // A second Kniffel, its upper box empty: only there, with 50 extra points.
    roller.random = facesSource([5, 5, 5, 5, 5]);
    roller.roll();
    await settled(t);
    expect(placements(card)).to.deep.equal([['fives', 25, 50]]);
    expect(text($(card, 'button[data-place="fives"]'))).to.equal('Fives: 25 + 50 bonus');
    await expect(card).to.be.accessible();
    await click(card, 'button[data-place="fives"]');
    await settled(t);

    // A third, its upper box filled: a free joker for any empty lower box at full value, no
    // extra points (a forced joker would offer three and four of a kind only).
    roller.random = facesSource([5, 5, 5, 5, 5]);
    roller.roll();
    await settled(t);
    expect(placements(card)).to.deep.equal([
      ['three-of-a-kind', 25, 0],
      ['four-of-a-kind', 25, 0],
      ['full-house', 25, 0],
      ['small-straight', 30, 0],
      ['large-straight', 40, 0],
      ['chance', 25, 0],
    ]);
    await click(card, 'button[data-place="large-straight"]');
    await settled(t);

    const rest: Turn[] = [
      { box: 'full-house', dice: [1, 1, 1, 2, 2], points: 25 },
      { box: 'small-straight', dice: [1, 2, 3, 4, 6], points: 30, rolls: 2 },
      { box: 'four-of-a-kind', dice: [4, 4, 4, 4, 2], points: 18 },
      { box: 'three-of-a-kind', dice: [3, 3, 3, 5, 6], points: 20, rolls: 3 },
      { box: 'chance', dice: [6, 6, 5, 5, 4], points: 26 },
      { box: 'ones', dice: [1, 1, 1, 3, 5], points: 3 },
      { box: 'twos', dice: [2, 2, 2, 2, 5], points: 8 },
      { box: 'threes', dice: [3, 3, 3, 3, 1], points: 12 },
      { box: 'fours', dice: [4, 4, 4, 1, 2], points: 12 },
      { box: 'sixes', dice: [6, 6, 6, 6, 1], points: 24 },
    ];
    for (const turn of rest) await play(t, turn);

    // By hand: upper 3 + 8 + 12 + 12 + 25 + 24 = 84 (bonus 35); lower 20 + 18 + 25 + 30 + 40
    // + 50 + 26 = 209, one extra Kniffel's 50: 259; 119 + 259 = 378.
    expect(row(card, 'Upper sum')).to.deep.equal(['84']);
    expect(row(card, 'Bonus (35 at 63 or more)')).to.deep.equal(['35']);
    expect(row(card, 'Upper total')).to.deep.equal(['119']);
    expect(row(card, 'Kniffel bonus (50 each)')).to.deep.equal(['✓ 50']);
    expect(row(card, 'Lower total')).to.deep.equal(['259']);
    expect(row(card, 'Grand total')).to.deep.equal(['378']);
    expect(card.totals(0).total).to.equal(378);
    expect(text($(card, '.winners'))).to.equal('Solo wins!');
    await expect(card).to.be.accessible();
  });

  it('plays Kniffel by the table’s options: yahtzee-bonus="100" yahtzee-bonus-rule="every" joker="forced", typed dice', async () => {
    const wrapper = await fixture<HTMLDivElement>(
      html`<div lang="de">
        <yahtzee-scorecard
          storage-key=${cardKey}
          ruleset="kniffel"
          players="Solo"
          yahtzee-bonus="100"
          yahtzee-bonus-rule="every"
          joker="forced"
        ></yahtzee-scorecard>
      </div>`,
    );
    const card = wrapper.querySelector('yahtzee-scorecard')!;
    await card.updateComplete;
    expect(text($(card, 'label[for="dice"]'))).to.equal('Würfel (5 Augenzahlen, etwa 3 3 5 6 6)');
    for (const box of ['kniffel', 'fives'] as const) {
      await typeDice(card, [5, 5, 5, 5, 5]);
      await click(card, `button[data-place="${box}"]`);
    }
    // Fives filled: the forced joker's step 2, Dreierpasch or Viererpasch, each with 100.
    await typeDice(card, [5, 5, 5, 5, 5]);
    expect(placements(card)).to.deep.equal([
      ['three-of-a-kind', 25, 100],
      ['four-of-a-kind', 25, 100],
    ]);
    await click(card, 'button[data-place="four-of-a-kind"]');
    expect(row(card, 'Kniffel-Bonus (je 100)')).to.deep.equal(['✓✓ 200']);
    await expect(card).to.be.accessible();
  });

  it('the joker order holds for a 0 after typed dice: an extra Yahtzee is scratched only where it may go', async () => {
    const wrapper = await fixture<HTMLDivElement>(
      html`<div lang="en">
        <yahtzee-scorecard storage-key=${cardKey} players="Solo" joker="forced"></yahtzee-scorecard>
      </div>`,
    );
    const card = wrapper.querySelector('yahtzee-scorecard')!;
    await card.updateComplete;
    await typeDice(card, [4, 4, 4, 4, 4]);
    await click(card, 'button[data-place="yahtzee"]');
    await saved(card);
    // An extra Yahtzee of fours, typed: Fours is open, so the joker puts it there, a 0 too.
    await typeDice(card, [4, 4, 4, 4, 4]);
    await click(card, 'button.cell[data-box="full-house"]');
    await click(card, 'button.scratch');
    expect(text($(card, '#error-entry'))).to.equal(
      'The joker rule puts this roll in Fours, not in Full house.',
    );
    expect(row(card, 'Full house')).to.deep.equal(['']);
    expect(card.round).to.equal(2);
    await expect(card).to.be.accessible();
    await click(card, 'button.cell[data-box="fours"]');
    await click(card, 'button.scratch');
    await saved(card);
    expect(row(card, 'Fours')).to.deep.equal(['0']);
    expect(row(card, 'Full house')).to.deep.equal(['']);
    expect(card.round).to.equal(3);
  });

  it('plays a whole two-player Maxi Yatzy game from a linked roller, with saved rolls shown and used', async () => {
    const t = await table('maxi-yatzy', 'Anna,Bram');
    const { card, roller } = t;
    expect(turnLine(card)).to.equal('Round 1 of 20: Anna’s turn');
    expect($$(card, 'table.sheet tbody th[scope="row"]').map(text)).to.deep.equal([
      ...upperRows,
      'Upper sum',
      'Bonus (100 at 84 or more)',
      'One pair',
      'Two pairs',
      'Three pairs',
      '3 of a kind',
      '4 of a kind',
      '5 of a kind',
      'Small straight',
      'Large straight',
      'Full straight',
      'Full house',
      'Villa',
      'Tower',
      'Chance',
      'Maxi Yatzy',
      'Grand total',
    ]);
    await expect(card).to.be.accessible();

    // Anna's turns, each counted by hand; `rolls` spends and saves rolls.
    const anna = (
      [
        { box: 'ones', dice: [1, 1, 1, 1, 2, 3], points: 4, rolls: 1 },
        { box: 'twos', dice: [2, 2, 2, 2, 1, 3], points: 8, rolls: 5 },
        { box: 'threes', dice: [3, 3, 3, 3, 1, 2], points: 12, rolls: 1 },
        { box: 'fours', dice: [4, 4, 4, 4, 1, 2], points: 16, rolls: 2 },
        { box: 'fives', dice: [5, 5, 5, 5, 1, 2], points: 20, rolls: 6 },
        { box: 'sixes', dice: [6, 6, 6, 6, 1, 2], points: 24, rolls: 3 },
        { box: 'one-pair', dice: [6, 6, 5, 4, 3, 1], points: 12 },
        { box: 'two-pairs', dice: [6, 6, 5, 5, 3, 1], points: 22 },
        { box: 'three-pairs', dice: [6, 6, 5, 5, 4, 4], points: 30 },
        { box: 'three-of-a-kind', dice: [5, 5, 5, 6, 6, 1], points: 15 },
        { box: 'four-of-a-kind', dice: [4, 4, 4, 4, 6, 6], points: 16 },
        { box: 'five-of-a-kind', dice: [3, 3, 3, 3, 3, 6], points: 15 },
        { box: 'small-straight', dice: [1, 2, 3, 4, 5, 5], points: 15 },
        { box: 'large-straight', dice: [2, 3, 4, 5, 6, 6], points: 20 },
        { box: 'full-straight', dice: [1, 2, 3, 4, 5, 6], points: 21 },
        { box: 'full-house', dice: [6, 6, 6, 5, 5, 1], points: 28 },
        { box: 'villa', dice: [2, 2, 2, 4, 4, 4], points: 18 },
        { box: 'tower', dice: [5, 5, 5, 5, 3, 3], points: 26 },
        { box: 'chance', dice: [6, 6, 6, 5, 5, 4], points: 32 },
        { box: 'maxi-yatzy', dice: [2, 2, 2, 2, 2, 2], points: 100 },
      ] as Turn[]
    ).map((turn) => ({ rolls: 3, ...turn }));
    // Bram writes the same, three rolls a turn, but scratches Tower after one roll (two rolls
    // saved, through the roll's origin) and then Maxi Yatzy after five: the fifth roll is
    // refused unless the scratch saved them.
    const bram: Turn[] = [
      ...anna.slice(0, 17).map((turn) => ({ ...turn, rolls: 3 })),
      { ...anna[18]!, rolls: 3 },
      { box: 'tower', dice: [1, 2, 3, 4, 5, 6], points: 0, rolls: 1, scratch: true },
      { box: 'maxi-yatzy', dice: [1, 2, 3, 4, 5, 6], points: 0, rolls: 5, scratch: true },
    ];

    // Saved rolls seen on the card's turn line and the roller's counter, turn by turn.
    const seen: { anna: string; roller: string }[] = [];
    for (let i = 0; i < 20; i++) {
      seen.push({ anna: turnLine(card), roller: counterText(roller) });
      await play(t, anna[i]!);
      if (i === 19) {
        expect(turnLine(card)).to.equal('Round 20 of 20: Bram’s turn (saved rolls: 2)');
        expect(counterText(roller)).to.equal('5 rolls this turn (2 saved)');
      }
      if (i === 0) {
        expect(turnLine(card), 'Bram has saved nothing').to.equal('Round 1 of 20: Bram’s turn');
        expect(counterText(roller)).to.equal('3 rolls this turn');
        await expect(card).to.be.accessible();
      }
      await play(t, bram[i]!);
      if (i === 18) {
        expect(turnLine(card)).to.equal('Round 20 of 20: Anna’s turn');
      }
    }
    // Anna: 1 roll saves 2; 5 of 5 spends them; 1 saves 2; 2 of 5 saves 3; 6 of 6 spends them.
    expect(seen.slice(0, 6)).to.deep.equal([
      { anna: 'Round 1 of 20: Anna’s turn', roller: '3 rolls this turn' },
      {
        anna: 'Round 2 of 20: Anna’s turn (saved rolls: 2)',
        roller: '5 rolls this turn (2 saved)',
      },
      { anna: 'Round 3 of 20: Anna’s turn', roller: '3 rolls this turn' },
      {
        anna: 'Round 4 of 20: Anna’s turn (saved rolls: 2)',
        roller: '5 rolls this turn (2 saved)',
      },
      {
        anna: 'Round 5 of 20: Anna’s turn (saved rolls: 3)',
        roller: '6 rolls this turn (3 saved)',
      },
      { anna: 'Round 6 of 20: Anna’s turn', roller: '3 rolls this turn' },
    ]);

    // By hand. Anna: upper 4 + 8 + 12 + 16 + 20 + 24 = 84, bonus 100; lower 12 + 22 + 30 + 15
    // + 16 + 15 + 15 + 20 + 21 + 28 + 18 + 26 + 32 + 100 = 370; 554. Bram: 554 - 26 - 100 = 428.
    expect(row(card, 'Upper sum')).to.deep.equal(['84', '84']);
    expect(row(card, 'Bonus (100 at 84 or more)')).to.deep.equal(['100', '100']);
    expect(row(card, 'Tower')).to.deep.equal(['26', '0']);
    expect(row(card, 'Maxi Yatzy')).to.deep.equal(['100', '0']);
    expect(row(card, 'Grand total')).to.deep.equal(['554', '428']);
    expect([card.totals(0).total, card.totals(1).total]).to.deep.equal([554, 428]);
    expect(text($(card, '.winners'))).to.equal('Anna wins!');
    await expect(card).to.be.accessible();
  });

  it('saved rolls: a 0 chosen over points after one roll still saves two rolls, and undo gives the roll back', async () => {
    const t = await table('maxi-yatzy', 'Anna');
    // Four sixes are worth 24 in Sixes; Anna scratches Sixes after her first roll all the same.
    await play(t, { box: 'sixes', dice: [6, 6, 6, 6, 2, 3], points: 24, rolls: 1, scratch: true });
    expect(row(t.card, 'Sixes')).to.deep.equal(['0']);
    expect(turnLine(t.card)).to.equal('Round 2 of 20: Anna’s turn (saved rolls: 2)');
    expect(t.roller.saved).to.equal(2);
    await click(t.card, 'button.undo');
    await settled(t);
    // The box is open again, and the roll is offered again: its preview says 24.
    expect(row(t.card, 'Sixes')).to.deep.equal(['24']);
    expect($(t.card, 'button.cell[data-box="sixes"]')).to.exist;
    expect(t.roller.values).to.deep.equal([6, 6, 6, 6, 2, 3]);
    expect(t.roller.rollNumber).to.equal(1);
    expect(turnLine(t.card)).to.equal('Round 1 of 20: Anna’s turn');
    await expect(t.card).to.be.accessible();
  });

  it('saved rolls: Bram’s scratch after one roll saves two; undo gives back the roll and the rolls saved; a reload keeps them', async () => {
    const t = await table('maxi-yatzy', 'Anna,Bram');
    await play(t, { box: 'ones', dice: [1, 1, 2, 3, 4, 5], points: 2, rolls: 3 });
    await play(t, { box: 'tower', dice: [1, 2, 3, 4, 5, 6], points: 0, rolls: 1, scratch: true });
    expect(row(t.card, 'Tower')).to.deep.equal(['', '0']);
    await play(t, { box: 'twos', dice: [2, 2, 1, 3, 4, 5], points: 4, rolls: 3 });
    // Bram's turn: the two rolls his scratch left unused.
    expect(turnLine(t.card)).to.equal('Round 2 of 20: Bram’s turn (saved rolls: 2)');
    expect(t.roller.saved).to.equal(2);
    await expect(t.card).to.be.accessible();

    // Bram rolls four times of five and writes Sixes; undo puts roll 4 back with his two saved.
    t.roller.random = facesSource(Array.from({ length: 24 }, () => 6));
    for (let i = 0; i < 4; i++) t.roller.roll();
    await settled(t);
    expect(counterText(t.roller)).to.equal('Roll 4 of 5 (2 saved)');
    await click(t.card, 'button[data-place="sixes"]');
    await settled(t);
    expect(turnLine(t.card)).to.equal('Round 3 of 20: Anna’s turn');
    expect(t.roller.saved).to.equal(0);
    await click(t.card, 'button.undo');
    await settled(t);
    expect(turnLine(t.card)).to.equal('Round 2 of 20: Bram’s turn (saved rolls: 2)');
    expect(t.roller.rollNumber).to.equal(4);
    expect(counterText(t.roller)).to.equal('Roll 4 of 5 (2 saved)');

    // The page is loaded again mid-turn: the game, the roll and the rolls saved come back.
    t.wrapper.remove();
    const again = await table('maxi-yatzy', 'Anna,Bram');
    expect(turnLine(again.card)).to.equal('Round 2 of 20: Bram’s turn (saved rolls: 2)');
    expect(counterText(again.roller)).to.equal('Roll 4 of 5 (2 saved)');
    expect($(again.card, '.offered')?.dataset.rollNumber).to.equal('4');
    again.roller.random = facesSource([6, 6, 6, 6, 6, 5]);
    again.roller.roll();
    await settled(again);
    // The fifth roll, written from roll 5 of 5: nothing left to save.
    await click(again.card, 'button[data-place="sixes"]');
    await settled(again);
    await play(again, { box: 'threes', dice: [3, 3, 1, 2, 4, 5], points: 6, rolls: 3 });
    expect(turnLine(again.card)).to.equal('Round 3 of 20: Bram’s turn');
    expect(row(again.card, 'Sixes')).to.deep.equal(['', '30']);
    await expect(again.card).to.be.accessible();
  });

  it('saved rolls: correcting an old box by points keeps them, and the game survives a reload', async () => {
    // A points correction once dropped the turn's roll count: the rolls that turn saved were gone,
    // and a later turn that had spent them made the saved game fail to load (moved aside).
    const t = await table('maxi-yatzy', 'Anna,Bram');
    await play(t, { box: 'ones', dice: [1, 1, 2, 3, 4, 6], points: 2, rolls: 1 });
    await play(t, { box: 'twos', dice: [2, 2, 1, 3, 4, 5], points: 4, rolls: 3 });
    expect(turnLine(t.card)).to.equal('Round 2 of 20: Anna’s turn (saved rolls: 2)');
    // Her Ones corrected by points, through the box's panel, as at the table (a moment after the
    // last write: a tap right after one is a bounce).
    await new Promise((resolve) => setTimeout(resolve, 650));
    await click(t.card, 'td[data-seat="0"] button.filled[data-box="ones"]');
    await settled(t);
    const select = $<HTMLSelectElement>(t.card, 'section.entry select#points')!;
    select.value = '3';
    select.dispatchEvent(new Event('change'));
    await click(t.card, 'button.write-points');
    await settled(t);
    expect(row(t.card, 'Aces')).to.deep.equal(['3', '']);
    expect(turnLine(t.card)).to.equal('Round 2 of 20: Anna’s turn (saved rolls: 2)');
    expect(t.roller.saved).to.equal(2);
    // Anna spends them: five rolls, and Sixes from the fifth; Bram plays his turn.
    await play(t, { box: 'sixes', dice: [6, 6, 6, 1, 2, 3], points: 18, rolls: 5 });
    await play(t, { box: 'threes', dice: [3, 3, 1, 2, 4, 5], points: 6, rolls: 3 });

    t.wrapper.remove();
    await allSaved();
    const again = await table('maxi-yatzy', 'Anna,Bram');
    expect($(again.card, '.notice'), 'no notice: the game was kept').to.equal(null);
    expect(turnLine(again.card)).to.equal('Round 3 of 20: Anna’s turn');
    expect(row(again.card, 'Aces')).to.deep.equal(['3', '']);
    expect(row(again.card, 'Sixes')).to.deep.equal(['18', '']);
    await expect(again.card).to.be.accessible();
  });

  it('takes six typed dice for Maxi Yatzy and prices all 20 boxes; saved-rolls="false" saves none', async () => {
    const t = await table('maxi-yatzy', 'Solo', 'saved-rolls=false');
    const { card } = t;
    const details = $<HTMLDetailsElement>(card, 'details.type-dice');
    details.open = true;
    await card.updateComplete;
    expect(text($(card, 'label[for="dice"]'))).to.equal('Dice (6 numbers, such as 3 3 5 6 6 2)');
    for (const face of [3, 3, 5, 6, 6]) await click(card, `button.face[data-face="${face}"]`);
    expect(placements(card), 'five dice are no roll').to.deep.equal([]);
    await click(card, 'button.face[data-face="2"]');
    expect($$(card, 'button.face[data-face]').every((face) => face.hasAttribute('disabled'))).to.be
      .true;
    expect(placements(card).map(([box, points]) => [box, points])).to.deep.equal([
      ['ones', 0],
      ['twos', 2],
      ['threes', 6],
      ['fours', 0],
      ['fives', 5],
      ['sixes', 12],
      ['one-pair', 12],
      ['two-pairs', 18],
      ['three-pairs', 0],
      ['three-of-a-kind', 0],
      ['four-of-a-kind', 0],
      ['five-of-a-kind', 0],
      ['small-straight', 0],
      ['large-straight', 0],
      ['full-straight', 0],
      ['full-house', 0],
      ['villa', 0],
      ['tower', 0],
      ['chance', 25],
      ['maxi-yatzy', 0],
    ]);
    await expect(card).to.be.accessible();
    await click(card, 'button[data-place="two-pairs"]');
    // Without saved rolls, one roll of the roller saves nothing.
    await play(t, { box: 'ones', dice: [1, 1, 2, 3, 4, 5], points: 2, rolls: 1 });
    expect(turnLine(card)).to.equal('Round 3 of 20: Solo’s turn');
    expect(counterText(t.roller)).to.equal('3 rolls this turn');
  });
});
