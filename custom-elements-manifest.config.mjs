// cem reads `customElements.define` calls; our elements register through the guarded `define(tag, Class)`.
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

export default {
  globs: ['src/**/*.ts'],
  exclude: ['src/**/*.styles.ts'],
  litelement: true,
  plugins: [guardedDefine(), litStaticState()],
};
