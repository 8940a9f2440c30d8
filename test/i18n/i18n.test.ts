import { expect } from '@open-wc/testing';
import { categoryNames } from '../../src/i18n/categories.js';
import { common } from '../../src/i18n/common.js';
import { diceRollerMessages } from '../../src/i18n/dice-roller.js';
import { firstPlayerPickerMessages } from '../../src/i18n/first-player-picker.js';
import { yahtzeeScorecardMessages } from '../../src/i18n/yahtzee-scorecard.js';
import {
  formatList,
  formatNumber,
  languages,
  plural,
  resolveLanguage,
} from '../../src/i18n/index.js';

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

describe('formatNumber and formatList', () => {
  it('format the language way', () => {
    expect(formatNumber('de', 1000)).to.equal('1.000');
    expect(formatNumber('en', 1000)).to.equal('1,000');
    expect(formatList('nl', ['3', '3', '5'])).to.equal('3, 3 en 5');
    expect(formatList('en', ['3', '3', '5'])).to.equal('3, 3, and 5');
  });
});

describe('catalogs', () => {
  it('have every language, with no empty message', () => {
    for (const language of languages) {
      for (const [key, value] of Object.entries(common[language])) {
        if (typeof value === 'string') expect(value, `${language}.${key}`).not.to.equal('');
      }
      expect(common[language].faces.slice(1).every((word) => word.length > 0)).to.be.true;
      expect(common[language].defaultPlayer(2)).to.match(/2$/);
      for (const [key, value] of Object.entries(categoryNames[language])) {
        expect(value, `${language}.${key}`).not.to.equal('');
      }
    }
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
    yahtzeeScorecardMessages,
  } as const;
  // What a message says with sample values: numbers (as counts or as text), or lists of faces.
  const said = (message: unknown): string => {
    if (Array.isArray(message)) return message.join(' ');
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
