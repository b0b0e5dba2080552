// Options of a select, radio or check group. A form lists them in the schema (`enum`, or `oneOf`
// with `const`/`title`, which rjsf hands widgets as enumOptions) or in `"ui:options": {"options":
// [...]}` as plain strings or {name, value, disabled}; `"highlighted": [values]` puts those first
// in a group of their own (`highlightedLabel`, default "Popular").

export interface Choice {
  label: string;
  value: string;
  disabled?: boolean;
}

interface ChoiceGroups {
  highlighted: Choice[];
  highlightedLabel: string;
  rest: Choice[];
}

type OptionLike = string | number | { name?: unknown; label?: unknown; value?: unknown; disabled?: unknown };

function toChoice(option: OptionLike): Choice | null {
  if (typeof option === 'string' || typeof option === 'number') return { label: String(option), value: String(option) };
  if (!option || typeof option !== 'object') return null;
  const value = option.value ?? option.name;
  if (value === undefined || value === null) return null;
  const label = option.name ?? option.label ?? value;
  return { label: String(label), value: String(value), ...(option.disabled === true ? { disabled: true } : {}) };
}

interface SchemaLike {
  type?: unknown;
  enum?: unknown;
  oneOf?: unknown;
  anyOf?: unknown;
  items?: unknown;
}

/** rjsf's enumOptions of a schema (enum, or oneOf/anyOf of consts; an array's items), with ui:enumNames as labels. */
export function enumOptionsOf(schema: SchemaLike | undefined, enumNames?: unknown): { label: string; value: unknown }[] | undefined {
  if (!schema || typeof schema !== 'object') return undefined;
  if (schema.type === 'array') return enumOptionsOf(schema.items as SchemaLike | undefined, enumNames);
  const names = Array.isArray(enumNames) ? enumNames : [];
  if (Array.isArray(schema.enum)) return schema.enum.map((value, i) => ({ label: String(names[i] ?? value), value }));
  const alternatives = Array.isArray(schema.oneOf) ? schema.oneOf : Array.isArray(schema.anyOf) ? schema.anyOf : null;
  if (!alternatives) return undefined;
  return alternatives
    .filter((a): a is { const: unknown; title?: unknown } => !!a && typeof a === 'object' && 'const' in a)
    .map((a) => ({ label: typeof a.title === 'string' ? a.title : String(a.const), value: a.const }));
}

/** Choices from rjsf's enumOptions, else from ui:options.options; disabled ones from ui:enumDisabled too. */
export function choicesOf(enumOptions: readonly { label: string; value: unknown }[] | undefined, uiOptions: Readonly<Record<string, unknown>> = {}): Choice[] {
  const listed = Array.isArray(uiOptions.options) ? (uiOptions.options as OptionLike[]) : null;
  const disabled = new Set(Array.isArray(uiOptions.enumDisabled) ? uiOptions.enumDisabled.map(String) : []);
  const choices = listed
    ? listed.map(toChoice).filter((c): c is Choice => c !== null)
    : (enumOptions ?? []).map((o) => ({ label: o.label, value: String(o.value) }));
  return choices.map((c) => (disabled.has(c.value) ? { ...c, disabled: true } : c));
}

/** Splits choices into the highlighted group (in the order given) and the rest (in their own order). */
export function groupChoices(choices: readonly Choice[], uiOptions: Readonly<Record<string, unknown>> = {}): ChoiceGroups {
  const wanted = Array.isArray(uiOptions.highlighted) ? uiOptions.highlighted.map(String) : [];
  const highlighted = wanted.map((v) => choices.find((c) => c.value === v)).filter((c): c is Choice => !!c);
  const picked = new Set(highlighted.map((c) => c.value));
  const label = typeof uiOptions.highlightedLabel === 'string' && uiOptions.highlightedLabel ? uiOptions.highlightedLabel : 'Popular';
  return { highlighted, highlightedLabel: label, rest: choices.filter((c) => !picked.has(c.value)) };
}

/** The form value of a chosen option: numbers stay numbers when the field is numeric. */
export function choiceValue(raw: string, schemaType: unknown): string | number | undefined {
  if (raw === '') return undefined;
  if (schemaType === 'integer' || schemaType === 'number') {
    const n = Number(raw);
    return Number.isFinite(n) ? n : undefined;
  }
  return raw;
}
