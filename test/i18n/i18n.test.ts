import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { categoryNames } from '../../src/i18n/categories.js';
import { common } from '../../src/i18n/common.js';
import { defaultPlayer } from '../../src/i18n/default-player.js';
import { diceRollerMessages } from '../../src/i18n/dice-roller.js';
import { firstPlayerPickerMessages } from '../../src/i18n/first-player-picker.js';
import { pickResultMessages } from '../../src/i18n/pick-result.js';
import { problemMessages, problemText } from '../../src/i18n/problems.js';
import { and as adviceAnd } from '../../src/advisor/words.js';
import { turnProblemMessages } from '../../src/i18n/turn-problems.js';
import { yahtzeeScorecardMessages } from '../../src/i18n/yahtzee-scorecard.js';
import { cardExtrasMessages } from '../../src/i18n/card-extras.js';
import { typedDiceMessages } from '../../src/i18n/typed-dice.js';
import {
  catalog,
  formatList,
  formatNumber,
  languages,
  loadLanguage,
  plural,
  resolveLanguage,
  type Language,
  type PluralForms,
} from '../../src/i18n/index.js';
import type { RuleProblem } from '../../src/rules/rule-error.js';

// Every language but English lives in a file of its own: bring them all before reading them.
before(() => Promise.all(languages.map((language) => loadLanguage(language))));

describe('language files', () => {
  it('a language reads as English until its file has come, then as itself; a failed file leaves English', async () => {
    let arrive: (file: { default: { word: string } }) => void = () => {};
    const words = catalog<{ word: string }>(
      { word: 'dice' },
      {
        nl: () => new Promise((resolve) => (arrive = resolve)),
        sv: () => Promise.reject(new Error('404: the folder was not copied')),
        de: () => Promise.resolve({ default: { word: 'Würfel' } }),
        fr: () => Promise.resolve({ default: { word: 'dés' } }),
      },
    );
    expect(words.nl.word).to.equal('dice');
    const dutch = loadLanguage('nl');
    expect(dutch).to.be.instanceOf(Promise);
    expect(words.nl.word).to.equal('dice', 'English until the file has come');
    arrive({ default: { word: 'dobbelstenen' } });
    await dutch;
    expect(words.nl.word).to.equal('dobbelstenen');
    expect(loadLanguage('nl')).to.equal(undefined, 'a language already here loads nothing');
    await loadLanguage('sv');
    expect(words.sv.word).to.equal('dice', 'a file that cannot load leaves English');
    expect(loadLanguage('sv')).to.equal(undefined, 'and is not asked for again');
    expect(loadLanguage('en')).to.equal(undefined, 'English is always here');
  });
});

describe('resolveLanguage', () => {
  const cases: [string, string][] = [
    ['nl', 'nl'],
    ['nl-BE', 'nl'],
    ['NL_nl', 'nl'],
    ['en-GB', 'en'],
    ['sv-SE', 'sv'],
    ['de-AT', 'de'],
    ['fr-CA', 'fr'],
    ['pt-BR', 'en'],
    ['', 'en'],
    ['  ', 'en'],
    ['x-klingon', 'en'],
  ];
  for (const [tag, expected] of cases) {
    it(`"${tag}" -> ${expected}`, () => expect(resolveLanguage(tag)).to.equal(expected));
  }
});

describe('plural', () => {
  const rolls = { one: '# worp', other: '# worpen' };
  it('uses the singular for one and the plural otherwise, in Dutch', () => {
    expect(plural('nl', 1, rolls)).to.equal('1 worp');
    expect(plural('nl', 0, rolls)).to.equal('0 worpen');
    expect(plural('nl', 2, rolls)).to.equal('2 worpen');
  });
  it('formats the number the language way', () => {
    expect(plural('nl', 1234, rolls)).to.equal('1.234 worpen');
    expect(plural('en', 1234, { one: '# roll', other: '# rolls' })).to.equal('1,234 rolls');
  });
  it('follows French, where 0 is singular', () => {
    expect(plural('fr', 0, { one: '# lancer', other: '# lancers' })).to.equal('0 lancer');
  });
});

describe('plural and formatList, without Intl objects', () => {
  it('pick the form Intl.PluralRules picks for every whole number 0–10,000, in all five languages', () => {
    const forms = { one: 'one', other: 'other' };
    for (const language of languages) {
      const rules = new Intl.PluralRules(language);
      for (let n = 0; n <= 10_000; n++) {
        const expected = rules.select(n) === 'one' ? 'one' : 'other';
        if (plural(language, n, forms) !== expected) {
          expect(plural(language, n, forms), `${language} ${n}`).to.equal(expected);
        }
      }
    }
  });

  it('join any list as Intl.ListFormat does, with each catalog’s "and" or "or", in all five languages', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...languages),
        // Names, numbers and box names: never empty.
        fc.array(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 8 }), { maxLength: 7 }),
        (language, items) => {
          const and = new Intl.ListFormat(language).format(items);
          for (const word of [
            yahtzeeScorecardMessages[language].and,
            pickResultMessages[language].and,
            adviceAnd[language],
          ]) {
            expect(formatList(language, items, word)).to.equal(and);
          }
          expect(formatList(language, items, problemMessages[language].or)).to.equal(
            new Intl.ListFormat(language, { type: 'disjunction' }).format(items),
          );
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('formatNumber and formatList', () => {
  it('format the language way', () => {
    expect(formatNumber('de', 1000)).to.equal('1.000');
    expect(formatNumber('en', 1000)).to.equal('1,000');
    expect(formatList('nl', ['3', '3', '5'], 'en')).to.equal('3, 3 en 5');
    expect(formatList('en', ['3', '3', '5'], 'and')).to.equal('3, 3, and 5');
  });

  it('write every whole number 0–9,999 and some fractions as Intl does, in all five languages (50,000 + 25)', () => {
    // Under 1,000 no Intl object is made: the text must still be Intl's, digit for digit.
    for (const language of languages) {
      const intl = new Intl.NumberFormat(language);
      for (let n = 0; n < 10_000; n++) {
        if (formatNumber(language, n) !== intl.format(n)) {
          expect(formatNumber(language, n), `${language} ${n}`).to.equal(intl.format(n));
        }
      }
      for (const n of [0.5, 739.9, 999.5, -1, -1000]) {
        expect(formatNumber(language, n), `${language} ${n}`).to.equal(intl.format(n));
      }
    }
    expect(formatNumber('sv', 1782)).to.equal('1\u00a0782');
    expect(formatNumber('fr', 1782)).to.equal('1\u202f782');
    expect(formatNumber('nl', 739.9)).to.equal('739,9');
  });
});

describe('catalogs', () => {
  it('have every language, with no empty message', () => {
    for (const language of languages) {
      for (const [key, value] of Object.entries(common[language])) {
        if (typeof value === 'string') expect(value, `${language}.${key}`).not.to.equal('');
      }
      expect(diceRollerMessages[language].faces.slice(1).every((word) => word.length > 0)).to.be
        .true;
      for (const [key, value] of Object.entries(categoryNames[language])) {
        expect(value, `${language}.${key}`).not.to.equal('');
      }
    }
  });

  it('name an unnamed player in every language, before any language file has come', () => {
    expect(languages.map((language) => defaultPlayer(language, 2))).to.deep.equal([
      'Player 2',
      'Speler 2',
      'Spelare 2',
      'Spieler 2',
      'Joueur 2',
    ]);
  });

  it('name the boxes as the source pages do', () => {
    expect(categoryNames.nl.ones).to.equal('Enen');
    expect(categoryNames.nl['three-of-a-kind']).to.equal('Drie gelijke');
    expect(categoryNames.nl['small-straight']).to.equal('Kleine straat');
    expect(categoryNames.nl.chance).to.equal('Kans');
    expect(categoryNames.sv.ones).to.equal('Ettor');
    expect(categoryNames.sv['one-pair']).to.equal('Ett par');
    expect(categoryNames.sv['full-house']).to.equal('Kåk');
    expect(categoryNames.en.ones).to.equal('Aces');
  });
});

describe('element catalogs', () => {
  const catalogs = {
    common,
    categoryNames,
    diceRollerMessages,
    firstPlayerPickerMessages,
    pickResultMessages,
    yahtzeeScorecardMessages,
    cardExtrasMessages,
    typedDiceMessages,
    problemMessages,
    turnProblemMessages,
  } as const;
  // What a message says with sample values: numbers (as counts or as text), or lists of faces.
  const said = (message: unknown): string => {
    if (Array.isArray(message)) return message.join(' ');
    // Plural forms: each said with a count.
    if (typeof message === 'object' && message !== null && 'other' in message) {
      return Object.values(message as PluralForms).join(' ');
    }
    if (typeof message !== 'function') return String(message);
    const call = message as (...args: unknown[]) => unknown;
    try {
      return String(call(2, 3, 4, 5));
    } catch {
      return String(call([2, 3], [3, 4], [4, 5], [5, 6]));
    }
  };

  for (const [name, catalog] of Object.entries(catalogs)) {
    it(`${name}: every message in every language says something, and no placeholder is left unfilled`, () => {
      for (const language of languages) {
        for (const [key, message] of Object.entries(catalog[language])) {
          const text = said(message);
          expect(text.trim(), `${name}.${language}.${key}`).not.to.equal('');
          expect(text, `${name}.${language}.${key}`).not.to.match(/undefined|NaN|\[object/);
        }
      }
    });

    it(`${name}: Swedish, German and French sentences are translated, not copied from English`, () => {
      for (const language of ['sv', 'de', 'fr'] as const) {
        for (const [key, message] of Object.entries(catalog[language])) {
          const english = said(catalog.en[key as keyof (typeof catalog)['en']]);
          // Short labels such as "Yatzy" or "Chance" may well be the same word.
          if (english.length > 24) {
            expect(said(message), `${name}.${language}.${key}`).not.to.equal(english);
          }
        }
      }
    });
  }
});

describe('a place’s spoken score', () => {
  it('says one point in the singular, and French also zero', () => {
    const said = (lang: Language, points: string) =>
      yahtzeeScorecardMessages[lang].cellScore('Anna', 'X', points, '');
    const one = { en: '1 point', nl: '1 punt', sv: '1 poäng', de: '1 Punkt', fr: '1 point' };
    const many = {
      en: '25 points',
      nl: '25 punten',
      sv: '25 poäng',
      de: '25 Punkte',
      fr: '25 points',
    };
    for (const lang of languages) {
      expect(said(lang, '1'), lang).to.match(new RegExp(`: ${one[lang]}$`));
      expect(said(lang, '25'), lang).to.match(new RegExp(`: ${many[lang]}$`));
    }
    expect(said('fr', '0')).to.match(/: 0 point$/);
    expect(said('en', '0')).to.match(/: 0 points$/);
  });
});

describe('whose turn it is, in Swedish', () => {
  it('adds no s after s, x or z, and a colon after a digit', () => {
    const sv = yahtzeeScorecardMessages.sv;
    const said = ['Anna', 'Lars', 'Agnes', 'Max', 'Inez', 'Zoë', 'Spelare 1'].map(sv.announceTurn);
    expect(said).to.deep.equal([
      'Annas tur.',
      'Lars tur.',
      'Agnes tur.',
      'Max tur.',
      'Inez tur.',
      'Zoës tur.',
      'Spelare 1:s tur.',
    ]);
    expect(sv.turn('2', '13', 'Lars')).to.equal('Runda 2 av 13: Lars tur');
  });
});

describe('problemText', () => {
  // One of each problem the rules can report: a new code is a compile error here until it is added.
  const examples: { [C in RuleProblem['code']]: Extract<RuleProblem, { code: C }> } = {
    'game-over': { code: 'game-over' },
    'unknown-category': { code: 'unknown-category', category: 'twelves' },
    'box-filled': { code: 'box-filled', category: 'ones' },
    'column-order': {
      code: 'column-order',
      category: 'threes',
      column: 'down',
      order: 'down',
      next: 'twos',
    },
    'first-roll-only': { code: 'first-roll-only', column: 'first-roll' },
    'column-needed': { code: 'column-needed', columns: ['down', 'up'] },
    'unknown-column': { code: 'unknown-column', column: 'sideways' },
    'impossible-points': {
      code: 'impossible-points',
      category: 'full-house',
      points: 1234,
      possible: [0, 25],
    },
    'joker-order': {
      code: 'joker-order',
      category: 'chance',
      allowed: ['three-of-a-kind', 'four-of-a-kind'],
    },
    'bad-dice': { code: 'bad-dice', expected: 5 },
    'bad-face': { code: 'bad-face', face: 7 },
    'no-extra-yahtzee': { code: 'no-extra-yahtzee', category: 'yahtzee', joker: true },
    'no-player': { code: 'no-player', seat: 4, seats: 2 },
    'too-many-players': { code: 'too-many-players', max: 100 },
    'no-players': { code: 'no-players' },
    'name-not-text': { code: 'name-not-text' },
    'name-empty': { code: 'name-empty' },
    'name-too-long': { code: 'name-too-long', max: 40 },
    'players-locked': { code: 'players-locked', change: 'add' },
    'nothing-to-undo': { code: 'nothing-to-undo' },
    'box-empty': { code: 'box-empty', category: 'full-house' },
    'correction-breaks-later': {
      code: 'correction-breaks-later',
      player: 0,
      name: 'Anna',
      category: 'full-house',
    },
    'unknown-ruleset': { code: 'unknown-ruleset', ruleset: 'kniffel' },
    'unknown-joker': { code: 'unknown-joker', joker: 'wild' },
    'bad-options': { code: 'bad-options' },
    'bad-yahtzee-bonus': { code: 'bad-yahtzee-bonus', max: null },
    'bad-sheet': { code: 'bad-sheet' },
    'bad-game': { code: 'bad-game' },
    'bad-turn': { code: 'bad-turn' },
    'bad-roll': { code: 'bad-roll', seat: 0 },
    'roll-off-tied': { code: 'roll-off-tied', rounds: 1000 },
    'bad-round': { code: 'bad-round' },
    'bad-origin': { code: 'bad-origin' },
    'bad-ruleset': { code: 'bad-ruleset', ruleset: 'odd' },
    'no-rolls-left': { code: 'no-rolls-left' },
    'hold-before-roll': { code: 'hold-before-roll' },
    'hold-after-last-roll': { code: 'hold-after-last-roll' },
    'no-die': { code: 'no-die', index: 7, dice: 5 },
    'bad-throw': { code: 'bad-throw', expected: 3 },
  };
  // Setup problems no reader's action causes: the element shows the rules' English text.
  const setup = new Set<RuleProblem['code']>([
    'unknown-ruleset',
    'unknown-joker',
    'bad-options',
    'bad-yahtzee-bonus',
    'bad-sheet',
    'bad-game',
    'bad-turn',
    'bad-roll',
    'roll-off-tied',
    'bad-round',
    'bad-origin',
    'bad-ruleset',
    'bad-throw',
  ]);

  it('says every refusal a reader can cause in every language, with every placeholder filled', () => {
    for (const language of languages) {
      for (const [code, problem] of Object.entries(examples)) {
        const text = problemText(language, problem);
        if (setup.has(problem.code)) {
          expect(text, `${language} ${code}`).to.equal(undefined);
          continue;
        }
        expect(text?.trim(), `${language} ${code}`).not.to.equal('');
        expect(text, `${language} ${code}`).not.to.match(/undefined|NaN|\[object|\$\{/);
      }
    }
  });

  it('an extra Yatzy by its face, in a game without one: says a second one scores as a roll, not that the box is empty', () => {
    const yatzy = { code: 'no-extra-yahtzee', category: 'yatzy', joker: false } as const;
    expect(problemText('en', yatzy)).to.equal(
      'An extra Yatzy scores here like any other roll: enter the dice or the points.',
    );
    expect(problemText('sv', yatzy)).to.equal(
      'En extra Yatzy räknas här som vilket kast som helst: fyll i tärningarna eller poängen.',
    );
    for (const language of languages) {
      expect(problemText(language, yatzy), language).to.not.equal(
        problemText(language, { ...yatzy, joker: true }),
      );
      expect(problemText(language, yatzy), language).to.not.match(/undefined|\$\{/);
    }
  });

  it('names the boxes and writes the numbers the way the language does', () => {
    expect(problemText('nl', examples['box-filled'])).to.equal('Enen is al ingevuld.');
    expect(problemText('de', examples['impossible-points'])).to.contain('1.234');
    expect(problemText('en', examples['impossible-points'])).to.contain('1,234');
    expect(problemText('nl', examples['joker-order'])).to.contain(
      `${categoryNames.nl['three-of-a-kind']} of ${categoryNames.nl['four-of-a-kind']}`,
    );
    expect(problemText('nl', examples['no-die'])).to.equal(
      'Er is geen dobbelsteen 7: ze zijn genummerd van 0 tot 4.',
    );
    expect(problemText('sv', examples['hold-before-roll'])).to.equal(
      turnProblemMessages.sv.holdBeforeRoll,
    );
  });
});
