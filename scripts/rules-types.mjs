#!/usr/bin/env node
// After `tsc -p tsconfig.build.json`: the rules entry's guarded functions (src/rules/index.ts
// wraps them in guard(), see guard.ts) are declared by tsc as `const x: typeof module.x`, which
// gives an editor the signature but not the function's documentation. Each becomes a re-export
// of the function's own declaration: the same type, with its JSDoc. At run time the entry still
// exports the guarded function.
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../dist/rules/index.d.ts', import.meta.url);
const source = readFileSync(file, 'utf8');

/** The namespace imports tsc kept: `import * as game from './game.js'`. */
const modules = new Map(
  [...source.matchAll(/^import \* as (\w+) from '([^']+)';$/gm)].map(([, name, path]) => [
    name,
    path,
  ]),
);
let rewritten = 0;
const typed = source.replace(
  /^export declare const (\w+): typeof (\w+)\.(\w+);$/gm,
  (line, name, namespace, member) => {
    const path = modules.get(namespace);
    if (!path) return line;
    rewritten++;
    return name === member
      ? `export { ${name} } from '${path}';`
      : `export { ${member} as ${name} } from '${path}';`;
  },
);
// The namespace imports are left only where something still uses them.
const used = (name) =>
  new RegExp(`(?<![\\w./-])${name}\\.(?!js')`).test(typed.replace(/^import \* as .*$/gm, ''));
const result = typed.replace(/^import \* as (\w+) from '[^']+';\n/gm, (line, name) =>
  used(name) ? line : '',
);
if (rewritten === 0) throw new Error('rules-types: no guarded declaration found in index.d.ts');
writeFileSync(file, result);
