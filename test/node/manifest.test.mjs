// The manifest and the files generated from it, as tools read them from the package (run after
// `npm run build`): paths to the package's own files, public members only, each event's detail
// type found where the manifest says, and every entry in package.json there.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import { validateCem } from '@wc-toolkit/cem-validator';

const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8'));
const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const elements = manifest.modules.flatMap((module) =>
  (module.declarations ?? []).filter((d) => d.tagName).map((element) => ({ module, element })),
);

test('the three elements are described, each in the module file the package holds', () => {
  assert.deepEqual(elements.map(({ element }) => element.tagName).sort(), [
    'dice-roller',
    'first-player-picker',
    'yahtzee-scorecard',
  ]);
  for (const { module } of elements) assert.ok(existsSync(module.path), module.path);
  const elsewhere = manifest.modules.map((m) => m.path).filter((p) => !/^dist\/.*\.js$/.test(p));
  assert.deepEqual(elsewhere, []);
});

test('no private, protected or #private member is listed', () => {
  const hidden = manifest.modules
    .flatMap((module) => module.declarations ?? [])
    .flatMap((declaration) =>
      (declaration.members ?? [])
        .filter((m) => (m.privacy ?? 'public') !== 'public' || m.name.startsWith('#'))
        .map((m) => `${declaration.name}.${m.name}`),
    );
  assert.deepEqual(hidden, []);
});

test("each event's detail type is referenced to a module that exports it", () => {
  let events = 0;
  for (const { element } of elements) {
    assert.ok(element.events?.length, `${element.tagName} has events`);
    for (const event of element.events) {
      events++;
      const [reference, ...more] = event.type.references ?? [];
      assert.equal(more.length, 0);
      assert.equal(event.type.text, `CustomEvent<${reference?.name}>`, event.name);
      const source = manifest.modules.find((m) => m.path === reference.module);
      assert.ok(
        source?.exports?.some((e) => e.name === reference.name),
        `${reference.module} lists ${reference.name}`,
      );
      const types = readFileSync(reference.module.replace(/\.js$/, '.d.ts'), 'utf8');
      assert.match(types, new RegExp(`export (interface|type) ${reference.name}\\b`));
    }
  }
  console.log(`${events} events, each with its detail type found`);
  assert.equal(events, 9);
});

test('every entry in package.json, and the web-types it names, is a file of the build', () => {
  const targets = Object.values(pkg.exports)
    .flatMap((target) => (typeof target === 'string' ? [target] : Object.values(target)))
    .filter((target) => !target.includes('*'));
  const missing = [...targets, pkg['web-types'], pkg.customElements].filter((t) => !existsSync(t));
  assert.deepEqual(missing, []);
});

test('@wc-toolkit/cem-validator passes', async () => {
  await validateCem(manifest, {
    rules: {
      packageJson: { packageType: 'error', main: 'error', types: 'error', exports: 'error' },
      manifest: { schemaVersion: 'off', modulePath: 'error', definitionPath: 'error' },
    },
  });
});
