// The field-type registry: a form's uiSchema names a type (`"ui:widget": "phone"` or
// `"ui:field": "fullName"`), and the type's JSON Schema fragment is merged under the tenant's
// property schema when the form is compiled at load. A type is one folder under fields/
// (schema.json, facts.ts, widget.tsx, widget.test.tsx); fields.gen.ts, generated from the folders
// by `npm run gen`, lists them. No React here: the server imports this file.
import type { FieldSchema } from '../lib/forms/field-schema';
import { fieldFacts, fieldSchemas } from './fields.gen';
import type { FieldFacts } from './field-facts';

export { fieldSchemas };

export type FieldType = keyof typeof fieldSchemas;

export const FIELD_TYPES = Object.keys(fieldSchemas) as FieldType[];

export function isFieldType(name: unknown): name is FieldType {
  return typeof name === 'string' && Object.hasOwn(fieldSchemas, name);
}

/** The facts of a field type (self-labelled, value shape), or undefined for a name no type has. */
export function fieldFactsOf(name: string): FieldFacts | undefined {
  return isFieldType(name) ? fieldFacts[name] : undefined;
}

/** The schema fragment of a field type, or undefined for a name no type has. */
export function fieldSchemaOf(name: string): FieldSchema | undefined {
  return isFieldType(name) ? (fieldSchemas[name] as FieldSchema) : undefined;
}

/** The folder of a type under runtime/forms/fields/ (kebab-case, like every folder). */
export function fieldFolder(name: FieldType): string {
  return name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}
