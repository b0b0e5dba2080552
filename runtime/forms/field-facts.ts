// What the form engine and the docs know of a field type besides its schema fragment and widget:
// one `facts.ts` per folder under fields/, read by the generated registry (fields.gen.ts). No React.

/** The JSON value a field submits. */
type FieldValue = 'string' | 'number' | 'integer' | 'boolean' | 'string[]';

export interface FieldFacts {
  /** One line for docs/reference/field-types.md: what the visitor enters or sees. */
  description: string;
  /** The widget renders its own label or legend (a checkbox, a group, date and time, a button): the field template adds none. */
  selfLabelled: boolean;
  /** The value's JSON type; a test holds it to the schema fragment's `type`. */
  value: FieldValue;
  /** How a string value is written when it has one fixed form (`YYYY-MM-DD`). */
  format?: string;
}

export function defineField(facts: FieldFacts): FieldFacts {
  return facts;
}

/** The JSON Schema `type` a value shape is stored as. */
export function schemaTypeOf(value: FieldValue): string {
  return value === 'string[]' ? 'array' : value;
}
