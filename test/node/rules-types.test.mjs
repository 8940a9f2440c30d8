// What an editor shows for `yahtzee-widgets/rules`: every function the built entry exports has its
// documentation in the types (the guarded ones too: scripts/rules-types.mjs), read with
// TypeScript's own checker as an editor's hover reads it.
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';
import ts from 'typescript';

const entry = fileURLToPath(new URL('../../dist/rules/index.d.ts', import.meta.url));

test('every function of the rules entry has its documentation in the built types', () => {
  const program = ts.createProgram([entry], { strict: true, noEmit: true });
  const checker = program.getTypeChecker();
  const module = checker.getSymbolAtLocation(program.getSourceFile(entry));
  const functions = [];
  const undocumented = [];
  for (const exported of checker.getExportsOfModule(module)) {
    const symbol =
      exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const type = checker.getTypeOfSymbol(symbol);
    if (type.getCallSignatures().length === 0 || symbol.flags & ts.SymbolFlags.Class) continue;
    functions.push(exported.name);
    const docs = ts.displayPartsToString(symbol.getDocumentationComment(checker));
    if (docs.trim() === '') undocumented.push(exported.name);
  }
  console.log(`rules entry: ${functions.length} functions, ${undocumented.length} undocumented`);
  // The guarded ones, by name: were `const x: typeof module.x`, without documentation.
  for (const name of ['scoreDice', 'placements', 'enterDice', 'totals', 'rollTurn', 'undo']) {
    assert.ok(functions.includes(name), `${name} is exported`);
  }
  assert.deepEqual(undocumented, []);
});
