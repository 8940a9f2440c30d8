// The Controls and the API table, from the manifest: a control for each attribute, of the kind its
// type asks for; properties without an attribute, events, methods, CSS parts and CSS properties in
// the table only, each under its own key (Storybook's own reading keys them all by name, so the
// `dice`, `preview` and `advice` parts replaced the attributes of the same name).
import type { ArgTypes } from '@storybook/web-components-vite';
import manifest from '../custom-elements.json';
import { languages } from '../src/i18n/index.js';
import { rollOffDice } from '../src/rules/first-player.js';
import { jokerRules, rulesetIds, yahtzeeBonusRules } from '../src/rules/rulesets.js';

interface Item {
  name: string;
  description?: string;
  type?: { text: string };
  default?: string;
  kind?: string;
  static?: boolean;
  privacy?: string;
  attribute?: string;
  fieldName?: string;
}

interface Declaration {
  tagName?: string;
  attributes?: Item[];
  members?: Item[];
  events?: Item[];
  cssParts?: Item[];
  cssProperties?: Item[];
  slots?: Item[];
}

/** The values of the types the elements name, from the modules that define them. */
const choices: Record<string, readonly unknown[]> = {
  RulesetId: rulesetIds(),
  JokerRule: jokerRules,
  YahtzeeBonusRule: yahtzeeBonusRules,
  RollOffMethod: Object.keys(rollOffDice),
};

/** The declaration of `tag` in the manifest. */
export function declarationOf(tag: string): Declaration | undefined {
  for (const module of manifest.modules as { declarations?: Declaration[] }[])
    for (const declaration of module.declarations ?? [])
      if (declaration.tagName === tag) return declaration;
  return undefined;
}

/** The control for an attribute of this type: a select for a set of values, else by kind. */
function control(attribute: Item): ArgTypes[string] {
  const text = attribute.type?.text ?? 'string';
  const optional = /\|\s*undefined$/.test(text);
  const type = text.replace(/\s*\|\s*undefined$/, '');
  const literals = type.match(/^'[^']*'(\s*\|\s*'[^']*')*$/) && type.match(/'[^']*'/g);
  const values =
    attribute.name === 'lang'
      ? languages
      : (choices[type] ?? literals?.map((literal) => literal.slice(1, -1)));
  if (values) return { control: 'select', options: optional ? [undefined, ...values] : values };
  // Left out, a boolean option is the game's own rule: "true" and "false" say otherwise.
  if (type === 'boolean')
    return optional
      ? { control: 'select', options: [undefined, 'true', 'false'] }
      : { control: 'boolean' };
  if (type === 'number') return { control: 'number' };
  return { control: 'text' };
}

/** One row of the table, without a control. */
function row(item: Item, category: string, type?: string): ArgTypes[string] {
  return {
    name: item.name,
    description: item.description,
    control: false,
    table: {
      category,
      type: { summary: type ?? item.type?.text ?? '' },
      defaultValue: item.default === undefined ? undefined : { summary: item.default },
    },
  };
}

export function extractArgTypes(tag: string): ArgTypes | null {
  const declaration = declarationOf(tag);
  if (!declaration) return null;
  const argTypes: ArgTypes = {};
  for (const attribute of declaration.attributes ?? []) {
    argTypes[attribute.name] = {
      ...row(attribute, 'attributes'),
      ...control(attribute),
    };
  }
  const attributeFields = new Set(declaration.attributes?.map((attribute) => attribute.fieldName));
  for (const member of declaration.members ?? []) {
    if (member.static || (member.privacy && member.privacy !== 'public')) continue;
    if (member.kind === 'method') argTypes[`method:${member.name}`] = row(member, 'methods');
    else if (!attributeFields.has(member.name))
      argTypes[`property:${member.name}`] = row(member, 'properties');
  }
  for (const event of declaration.events ?? [])
    argTypes[`event:${event.name}`] = row(event, 'events');
  for (const slot of declaration.slots ?? []) argTypes[`slot:${slot.name}`] = row(slot, 'slots');
  for (const part of declaration.cssParts ?? [])
    argTypes[`part:${part.name}`] = row(part, 'css shadow parts', '::part');
  for (const property of declaration.cssProperties ?? [])
    argTypes[`css:${property.name}`] = row(property, 'css custom properties', 'CSS');
  return argTypes;
}

/**
 * The element `tag` with every arg that names one of its attributes: true as present, false and
 * undefined left out, any other value as its text.
 */
export function element(tag: string, args: object): HTMLElement {
  const el = document.createElement(tag);
  for (const { name } of declarationOf(tag)?.attributes ?? []) {
    const value = (args as Record<string, unknown>)[name];
    if (value === undefined || value === null || value === false) continue;
    el.setAttribute(name, value === true ? '' : String(value));
  }
  return el;
}
