// The names the CDN build shortens (scripts/internal-names.mjs) must stay internal: no public member
// of an element, no message key (language files are minified apart from the bundle), and no field
// of a saved game.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { test } from 'node:test';
import { internalNames } from '../../scripts/internal-names.mjs';

const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8'));

test('no shortened name is a public member, attribute or event of an element', () => {
  const publicNames = new Set();
  for (const module of manifest.modules) {
    // An element's declaration lists its inherited members too; other classes (the storage's)
    // are not reachable from a page that loads a CDN bundle, the only build that shortens.
    for (const declaration of (module.declarations ?? []).filter((d) => d.tagName)) {
      for (const member of declaration.members ?? []) {
        if (!member.privacy || member.privacy === 'public') publicNames.add(member.name);
      }
      for (const attribute of declaration.attributes ?? []) publicNames.add(attribute.fieldName);
      for (const event of declaration.events ?? []) publicNames.add(event.name);
    }
  }
  assert.deepEqual(
    internalNames.filter((name) => publicNames.has(name)),
    [],
  );
});

test('no shortened name is a message key of any catalog', async () => {
  const keys = new Set();
  for (const file of readdirSync('dist/i18n').filter((name) => name.endsWith('.js'))) {
    const module = await import(`../../dist/i18n/${file}`);
    for (const value of Object.values(module)) {
      if (value && typeof value === 'object' && 'en' in value) {
        for (const key of Object.keys(value.en)) keys.add(key);
      }
    }
  }
  assert.ok(keys.size > 100, `found only ${keys.size} message keys`);
  assert.deepEqual(
    internalNames.filter((name) => keys.has(name)),
    [],
  );
});

test('no shortened name is a field of a saved game', async () => {
  const rules = await import('../../dist/rules/index.js');
  let game = rules.newGame({ ruleset: 'maxi-yatzy', players: ['Anna', 'Bram'] });
  game = rules.enterDice(game, 'sixes', [6, 6, 6, 1, 2, 3], {
    rollNumber: 1,
    held: [false, false, false, false, false, false],
  });
  const fields = new Set();
  const walk = (value) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        fields.add(key);
        walk(inner);
      }
    }
  };
  walk(rules.toJSON(game));
  assert.deepEqual(
    internalNames.filter((name) => fields.has(name)),
    [],
  );
});

test("no shortened name is an export of an element's later file", async () => {
  // The first file reads a later file's exports by name (`this.#extras?.focusBestPlace`): a
  // shortened name there is shortened in the reader only, and the call finds nothing. The S key of
  // a linked roller threw "this[#Tt]?.V is not a function" when an export was named focusPlaces.
  const laterFiles = [
    'yahtzee-scorecard/extras.js',
    'dice-roller/after-roll.js',
    'first-player-picker/result-view.js',
  ];
  const exported = new Set();
  for (const file of laterFiles) {
    for (const name of Object.keys(await import(`../../dist/${file}`))) exported.add(name);
  }
  assert.ok(exported.has('focusBestPlace'), [...exported].join());
  assert.deepEqual(
    internalNames.filter((name) => exported.has(name)),
    [],
  );
});

test('no shortened name is a member a later file reads or sets', () => {
  // Each built file is minified apart, so a name shortened in a later file is not the name the
  // first file gave it: a member the later file sets on a shared object (the card's `early.typed`)
  // or reads from the card is lost. Every refusal of the rules threw "ar.typed?.i is not a
  // function" on the built bundles when the later file set `problemText` there. Read from the
  // source of every module a later file holds alone (its source map), as an object's member.
  const bundles = [
    ['dist', 'yahtzee-widgets'],
    ...['dice-roller', 'first-player-picker', 'yahtzee-scorecard'].map((tag) => ['dist/cdn', tag]),
  ];
  const found = [];
  let read = 0;
  for (const [folder, bundle] of bundles) {
    // A later file: the bundle's name, a part's name, no language (nl, nl-later, ...).
    const later = readdirSync(folder).filter(
      (file) =>
        file.startsWith(`${bundle}.`) &&
        file.endsWith('.min.js.map') &&
        file !== `${bundle}.min.js.map` &&
        !/\.\w\w(-later)?\.min\.js\.map$/.test(file),
    );
    for (const file of later) {
      const map = JSON.parse(readFileSync(`${folder}/${file}`, 'utf8'));
      map.sources.forEach((source, i) => {
        // Style sheets name classes (`.tumbling`), not members.
        if (source.includes('node_modules') || source.endsWith('.styles.ts')) return;
        read++;
        for (const name of internalNames) {
          if (
            new RegExp(String.raw`\.${name}\b|^\s*(${name})\s*[:(,]`, 'm').test(
              map.sourcesContent[i],
            )
          ) {
            found.push(`${file}: ${source.replace(/^(\.\.\/)+/, '')} uses ${name}`);
          }
        }
      });
    }
  }
  assert.ok(read > 10, `read only ${read} sources of later files`);
  assert.deepEqual(found, []);
});
