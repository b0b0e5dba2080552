// The "Add a block" palette: every registered block's name for people, what it is for, its props
// schema (the one the loader validates) and a starting value that the schema accepts.
import { blockTypes, getContract } from '../../blocks/registry';

interface PaletteEntry {
  type: string;
  label: string;
  description: string;
  schema: Record<string, unknown>;
  example: Record<string, unknown>;
}

type Schema = Record<string, unknown>;

/** "featured-stock" -> "Featured stock". */
function labelOfType(type: string): string {
  const words = type.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function resolve(schema: Schema, root: Schema): Schema {
  const ref = schema.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return schema;
  let node: unknown = root;
  for (const key of ref.slice(2).split('/')) node = (node as Schema | undefined)?.[key];
  return (node as Schema | undefined) ?? {};
}

/** A value the schema accepts, built from its defaults, first examples and required properties. */
function exampleOf(schema: Schema, root: Schema = schema, key = ''): unknown {
  const s = resolve(schema, root);
  if ('default' in s) return s.default;
  if (Array.isArray(s.examples) && s.examples.length) return s.examples[0];
  if (Array.isArray(s.enum) && s.enum.length) return s.enum[0];
  switch (s.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      const properties = (s.properties ?? {}) as Record<string, Schema>;
      for (const name of (s.required as string[] | undefined) ?? []) if (properties[name]) out[name] = exampleOf(properties[name], root, name);
      return out;
    }
    case 'array': {
      const min = typeof s.minItems === 'number' ? s.minItems : 0;
      return Array.from({ length: min }, () => exampleOf((s.items ?? {}) as Schema, root, key));
    }
    case 'integer':
    case 'number':
      return typeof s.minimum === 'number' ? s.minimum : 1;
    case 'boolean':
      return false;
    case 'string':
      return typeof s.title === 'string' ? s.title : labelOfType(key || 'text');
    default:
      return null;
  }
}

export function blockPalette(): PaletteEntry[] {
  return blockTypes
    .map((type) => {
      const contract = getContract(type)!;
      const schema = contract.schema as Schema;
      return {
        type,
        label: contract.label,
        description: contract.description,
        schema,
        example: exampleOf(schema) as Record<string, unknown>,
      };
    })
    .filter((entry) => !['header', 'footer'].includes(entry.type));
}
