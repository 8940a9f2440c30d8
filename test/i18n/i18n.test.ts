import { expect } from '@open-wc/testing';
import { categoryNames } from '../../src/i18n/categories.js';
import { common } from '../../src/i18n/common.js';
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
