// cem reads `customElements.define` calls; our elements register through the guarded `define(tag, Class)`.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { posix } from 'node:path';
import { cemValidatorPlugin } from '@wc-toolkit/cem-validator';
import { generateJsxTypes } from '@wc-toolkit/jsx-types';
import { generateJetBrainsWebTypes } from 'custom-element-jet-brains-integration';
import { generateSvelteTypes } from 'custom-element-svelte-integration';
import { generateVsCodeCustomElementData } from 'custom-element-vs-code-integration';
import { generateVuejsTypes } from 'custom-element-vuejs-integration';

const definitions = new Map();

/** Teaches the analyzer that `define('tag', Class)` registers Class as <tag>. */
function guardedDefine() {
  return {
    name: 'guarded-define',
    analyzePhase({ ts, node, moduleDoc }) {
      if (!ts.isCallExpression(node) || !ts.isIdentifier(node.expression)) return;
      if (node.expression.text !== 'define') return;
      const [tag, element] = node.arguments;
      if (tag && ts.isStringLiteral(tag) && element && ts.isIdentifier(element)) {
        definitions.set(moduleDoc.path, { tag: tag.text, className: element.text });
      }
    },
    moduleLinkPhase({ moduleDoc }) {
      const definition = definitions.get(moduleDoc.path);
      if (!definition) return;
      const declaration = moduleDoc.declarations?.find((d) => d.name === definition.className);
      if (!declaration) return;
      declaration.tagName = definition.tag;
      declaration.customElement = true;
      moduleDoc.exports = [
        ...(moduleDoc.exports ?? []).filter((e) => e.kind !== 'custom-element-definition'),
        {
          kind: 'custom-element-definition',
          name: definition.tag,
          declaration: { name: definition.className, module: moduleDoc.path },
        },
      ];
    },
  };
}

/**
 * An attribute documented in the class comment (`@attr {string} players - …`) has that type and
 * that description: the text the attribute takes, where the property of the same name may be
 * another (the card's `players` is a list of names, its attribute the names separated by commas).
 */
function attributeTypes() {
  const documented = new Map();
  return {
    name: 'attribute-types',
    analyzePhase({ ts, node }) {
      if (!ts.isClassDeclaration(node) || !node.name) return;
      for (const tag of ts.getJSDocTags(node)) {
        const [, type, name] =
          /^\{([^}]+)\}\s+([\w-]+)/.exec(tag.getText().replace(/^@attr\s+/, '')) ?? [];
        if (tag.tagName.text === 'attr' && type && name) {
          // Its description too: the property of the same name, declared in the same class, has its own.
          const description = /\s-\s+([\s\S]*)$/.exec(ts.getTextOfJSDocComment(tag.comment) ?? '');
          documented.set(`${node.name.text}#${name}`, {
            type,
            description: description?.[1].trim(),
          });
        }
      }
    },
    packageLinkPhase({ customElementsManifest }) {
      for (const module of customElementsManifest.modules)
        for (const declaration of module.declarations ?? [])
          for (const attribute of declaration.attributes ?? []) {
            const { type, description } =
              documented.get(`${declaration.name}#${attribute.name}`) ?? {};
            if (type) attribute.type = { text: type };
            if (description) attribute.description = description;
          }
    },
  };
}

/**
 * Lit's `static properties` as the decorators were read: an entry with `state: true` is internal
 * state (no member, no attribute), and a public property keeps no `privacy` (as a decorated one).
 */
function litStaticState() {
  const states = new Map();
  return {
    name: 'lit-static-state',
    analyzePhase({ ts, node, moduleDoc }) {
      if (!ts.isClassDeclaration(node) || !node.name) return;
      const table = node.members.find(
        (member) =>
          ts.isPropertyDeclaration(member) &&
          member.name?.getText() === 'properties' &&
          member.modifiers?.some((m) => m.kind === ts.SyntaxKind.StaticKeyword),
      );
      if (!table?.initializer || !ts.isObjectLiteralExpression(table.initializer)) return;
      const names = table.initializer.properties
        .filter(
          (entry) =>
            ts.isPropertyAssignment(entry) &&
            ts.isObjectLiteralExpression(entry.initializer) &&
            entry.initializer.properties.some(
              (option) =>
                option.name?.getText() === 'state' &&
                option.initializer?.kind === ts.SyntaxKind.TrueKeyword,
            ),
        )
        .map((entry) => entry.name.getText());
      states.set(`${moduleDoc.path}#${node.name.text}`, new Set(names));
    },
    moduleLinkPhase({ moduleDoc }) {
      for (const declaration of moduleDoc.declarations ?? []) {
        const internal = states.get(`${moduleDoc.path}#${declaration.name}`);
        if (!internal) continue;
        declaration.members = declaration.members?.filter((m) => !internal.has(m.name));
        declaration.attributes = declaration.attributes?.filter((a) => !internal.has(a.fieldName));
        for (const member of declaration.members ?? []) {
          if (member.privacy === 'public') delete member.privacy;
        }
      }
    },
  };
}

/** The file in the package that a source path compiles to: `src/x/y.ts` -> `dist/x/y.js`. */
const packagePath = (path) => path.replace(/^\/?src\//, 'dist/').replace(/\.ts$/, '.js');

/**
 * What the manifest tells tools: the package's own files (dist/*.js, not src/*.ts, which is not
 * in the package), public members only, and each event's detail type with the module that exports it.
 */
function packageManifest() {
  /** Exported interfaces and type aliases (the analyzer keeps no types): name -> source module. */
  const typeModules = new Map();
  const isPublic = (member) =>
    (member.privacy ?? 'public') === 'public' &&
    !member.name.startsWith('#') &&
    !member.name.startsWith('_');
  return {
    name: 'package-manifest',
    analyzePhase({ ts, node, moduleDoc }) {
      if (!ts.isInterfaceDeclaration(node) && !ts.isTypeAliasDeclaration(node)) return;
      if (!node.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) return;
      typeModules.set(node.name.text, moduleDoc.path);
    },
    packageLinkPhase({ customElementsManifest }) {
      const referenced = new Set();
      for (const module of customElementsManifest.modules) {
        for (const declaration of module.declarations ?? []) {
          // The card's base classes are LitElements that no tag names: not elements a page can use.
          if (declaration.customElement && !declaration.tagName) delete declaration.customElement;
          if (declaration.members) declaration.members = declaration.members.filter(isPublic);
          for (const attribute of declaration.attributes ?? []) {
            // `lang` is HTMLElement's own property, documented with @attr.
            if (attribute.name === 'lang' && !attribute.fieldName) attribute.fieldName = 'lang';
          }
          for (const event of declaration.events ?? []) {
            const detail = /^CustomEvent<(\w+)>$/.exec(event.type?.text ?? '')?.[1];
            const source = typeModules.get(detail);
            if (!source) {
              throw new Error(
                `manifest: ${declaration.name}'s ${event.name} needs @event {CustomEvent<Detail>} with an exported Detail`,
              );
            }
            const start = 'CustomEvent<'.length;
            event.type.references = [
              { name: detail, module: source, start, end: start + detail.length },
            ];
            referenced.add(detail);
          }
        }
      }
      // A reference names an export of a module: the detail types are listed as their module's.
      for (const name of referenced) {
        const module = customElementsManifest.modules.find((m) => m.path === typeModules.get(name));
        module.exports = [
          ...(module.exports ?? []).filter((e) => e.name !== name),
          { kind: 'js', name, declaration: { name, module: module.path } },
        ];
      }
      // Every module path and reference names the package's file.
      const toPackage = (value) => {
        if (Array.isArray(value)) return value.forEach(toPackage);
        if (!value || typeof value !== 'object') return;
        for (const [key, inner] of Object.entries(value)) {
          if ((key === 'module' || key === 'path') && typeof inner === 'string') {
            value[key] = packagePath(inner);
          } else toPackage(inner);
        }
      };
      // A re-export names its source as written (`../events.js`): as a path from the package root.
      for (const module of customElementsManifest.modules) {
        for (const { declaration } of module.exports ?? []) {
          if (declaration?.module?.startsWith('.')) {
            declaration.module = posix.join(posix.dirname(module.path), declaration.module);
          }
        }
      }
      toPackage(customElementsManifest.modules);
    },
  };
}

/** The manifest as the Vue and Svelte generators read an event: its type is the detail, which they wrap in CustomEvent. */
function detailTyped(manifest) {
  const copy = structuredClone(manifest);
  for (const declaration of copy.modules.flatMap((module) => module.declarations ?? [])) {
    for (const event of declaration.events ?? []) {
      const [detail] = event.type?.references ?? [];
      if (detail) event.type = { text: detail.name };
    }
  }
  return copy;
}

/**
 * The manifest as vue-tsc checks a template: `storage-key="…"` and `@dice-change` are looked up as
 * the props `storageKey` and `onDiceChange`. The generator names an attribute's prop as written and
 * an event's `on` + its name, so the copy names each attribute by its property (camelCase) and
 * each event in PascalCase.
 */
function vueTyped(manifest) {
  const copy = detailTyped(manifest);
  const pascal = (name) => name.replace(/(^|-)(\w)/g, (_, __, letter) => letter.toUpperCase());
  for (const declaration of copy.modules.flatMap((module) => module.declarations ?? [])) {
    if (!declaration.tagName) continue;
    for (const attribute of declaration.attributes ?? []) attribute.name = attribute.fieldName;
    for (const event of declaration.events ?? []) event.name = pascal(event.name);
  }
  return copy;
}

/**
 * Svelte 5 listens through event attributes (`ondice-change={…}`); the generator types only Svelte
 * 4's `on:dice-change`. Each element's props get its events' attributes, from the manifest.
 */
function svelteEventAttributes(manifest, file) {
  let types = readFileSync(file, 'utf8');
  for (const element of manifest.modules.flatMap((module) => module.declarations ?? [])) {
    if (!element.tagName) continue;
    const start = `type ${element.name}Props = {`;
    if (!types.includes(start)) throw new Error(`svelte.d.ts: no ${start}`);
    const attributes = (element.events ?? []).map(
      (event) =>
        `\n  /** ${event.description.replace(/\*\//g, '*\\/')} */\n  "on${event.name}"?: (event: ${event.type.text}) => void;`,
    );
    types = types.replace(start, start + attributes.join(''));
  }
  // The file imports the elements' types, so it is a module: its svelteHTML must be the global one.
  const namespace = types.indexOf('declare namespace svelteHTML');
  if (namespace < 0) throw new Error('svelte.d.ts: no svelteHTML namespace');
  types = `${types.slice(0, namespace)}declare global {\n${types.slice(namespace).replace('declare ', '')}}\n`;
  writeFileSync(file, types);
}

/**
 * What the generators type from a property alone, widened to what the tags take as written: an
 * attribute whose text the property reads differently (the card's `players="Ann, Bo"`, a list as
 * a property), a number attribute written as text (`yahtzee-bonus="0"`), and in JSX an on/off
 * attribute as React sets it: `saved-rolls="false"` turns it off, where `{false}` would remove the
 * attribute and leave the ruleset's rule. A React ref object is a ref. `file` is dist/'s jsx.d.ts,
 * vue.d.ts or svelte.d.ts; a line not found throws, so that a new generator cannot skip it.
 */
function widenTypes(manifest, file) {
  const flavour = file.match(/(jsx|vue|svelte)\.d\.ts$/)[1];
  let types = readFileSync(file, 'utf8');
  const replace = (from, to) => {
    if (!types.includes(from)) throw new Error(`${file}: no ${from}`);
    types = types.replaceAll(from, to);
  };
  for (const element of manifest.modules.flatMap((module) => module.declarations ?? [])) {
    if (!element.tagName) continue;
    for (const attribute of element.attributes ?? []) {
      const field = element.members?.find((member) => member.name === attribute.fieldName);
      const kebab = attribute.name.includes('-');
      const key =
        flavour === 'vue' ? attribute.fieldName : kebab ? `"${attribute.name}"` : attribute.name;
      const typed = `  ${key}?: ${element.name}["${attribute.fieldName}"]`;
      const text = attribute.type?.text;
      if (field?.type && text !== field.type.text) replace(typed, `${typed} | ${text}`);
      else if (kebab && text === 'number | undefined') replace(typed, `${typed} | \`\${number}\``);
      else if (kebab && text === 'boolean | undefined') {
        replace(
          typed,
          flavour === 'jsx'
            ? `  ${key}?: "" | "true" | "false" | true`
            : `${typed} | "true" | "false"`,
        );
      }
    }
  }
  if (flavour === 'jsx') {
    replace(
      '  ref?: (T | ((e: T) => void)) | undefined;',
      '  ref?: T | { current: T | null } | ((element: T | null) => void | (() => void)) | null | undefined;',
    );
  }
  writeFileSync(file, types);
}

/**
 * Types and editor data for users of the package, written into dist/ from the manifest:
 * jsx.d.ts (React 19, Preact, Solid), vue.d.ts, svelte.d.ts, VS Code's custom data and JetBrains'
 * web-types.json. The types are the elements' own, imported from the package's root entry.
 */
function frameworkData(outdir = 'dist') {
  return {
    name: 'framework-data',
    packageLinkPhase({ customElementsManifest: manifest }) {
      mkdirSync(outdir, { recursive: true });
      // The root entry exports each element's class and the types of its properties and events
      // (a type imported from two element modules would be declared twice).
      const common = { outdir, globalTypePath: './index.js', hideLogs: true };
      generateJsxTypes(manifest, { ...common, fileName: 'jsx.d.ts', stronglyTypedEvents: true });
      generateVuejsTypes(vueTyped(manifest), { ...common, fileName: 'vue.d.ts' });
      generateSvelteTypes(detailTyped(manifest), { ...common, fileName: 'svelte.d.ts' });
      svelteEventAttributes(manifest, `${outdir}/svelte.d.ts`);
      for (const flavour of ['jsx', 'vue', 'svelte'])
        widenTypes(manifest, `${outdir}/${flavour}.d.ts`);
      generateVsCodeCustomElementData(manifest, {
        outdir,
        htmlFileName: 'vscode.html-custom-data.json',
        cssFileName: 'vscode.css-custom-data.json',
        hideLogs: true,
      });
      generateJetBrainsWebTypes(manifest, {
        outdir,
        webTypesFileName: 'web-types.json',
        hideLogs: true,
      });
    },
  };
}

export default {
  globs: ['src/**/*.ts'],
  exclude: ['src/**/*.styles.ts'],
  litelement: true,
  plugins: [
    guardedDefine(),
    litStaticState(),
    attributeTypes(),
    packageManifest(),
    frameworkData(),
    // Its manifest rules not named here are errors already (exportTypes, tagName).
    cemValidatorPlugin({
      rules: {
        packageJson: { packageType: 'error', main: 'error', types: 'error', exports: 'error' },
        // The analyzer writes schema 1.0.0; a newer number would claim what it does not check.
        manifest: { schemaVersion: 'warning', modulePath: 'error', definitionPath: 'error' },
      },
    }),
  ],
};
