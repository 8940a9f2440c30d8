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

export default {
  globs: ['src/**/*.ts'],
  exclude: ['src/**/*.styles.ts'],
  litelement: true,
  plugins: [guardedDefine()],
};
