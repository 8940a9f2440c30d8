import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { configs as litConfigs } from 'eslint-plugin-lit';
import { configs as wcConfigs } from 'eslint-plugin-wc';
import globals from 'globals';

// Layering: the rules module depends on nothing, and no element imports another element.
const elements = ['dice-roller', 'first-player-picker', 'yahtzee-scorecard'];
const otherElements = (element) => elements.filter((other) => other !== element).join('|');

export default tseslint.config(
  // examples/ are checked by their own tsc, vue-tsc and svelte-check (scripts/examples.mjs).
  { ignores: ['node_modules/', 'dist/', 'storybook-static/', 'custom-elements.json', 'examples/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.ts', 'stories/**/*.ts', 'test/**/*.ts'],
    extends: [
      wcConfigs['flat/recommended'],
      wcConfigs['flat/best-practice'],
      litConfigs['flat/recommended'],
    ],
    languageOptions: { globals: globals.browser },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/rules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\./)',
              message: 'src/rules/ is pure TypeScript: it imports only from src/rules/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/advisor/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\./|\\.\\./rules/)',
              message: 'src/advisor/ is pure: it imports only from src/advisor/ and src/rules/.',
            },
          ],
        },
      ],
    },
  },
  {
    // The advice's words: the box names and number formats the elements use too (no DOM either).
    files: ['src/advisor/advice.ts', 'src/advisor/words.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\./|\\.\\./rules/|\\.\\./i18n/)',
              message: 'The advice imports only from src/advisor/, src/rules/ and src/i18n/.',
            },
          ],
        },
      ],
    },
  },
  ...elements.map((element) => ({
    files: [`src/${element}/**/*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `(^|/)(${otherElements(element)})(/|$)`,
              message: 'Elements meet only through DOM events, attributes and properties.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['test/**/*.ts'],
    languageOptions: { globals: { ...globals.browser, ...globals.mocha } },
    rules: {
      // chai assertions such as `expect(x).to.be.true` are expressions.
      '@typescript-eslint/no-unused-expressions': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '.storybook/**/*.ts'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
