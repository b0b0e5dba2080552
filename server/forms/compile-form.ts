// Compiles a merged form document at tenant load into what the tenant serves and validates:
// every field whose uiSchema names a field type gets the type's schema fragment merged under the
// tenant's own property schema, every field is required unless its uiSchema opts out (spec
// section 5), the site's form settings are applied (phone variant, test number, optional
// message, postcode, name style, middle name, a state select's default), and conditional fields carry their condition in the schema.
// Both validators (browser and server) then read one schema.
import type { Form, FormStep } from '../../schemas/types/form';
import type { Site } from '../../schemas/types/site';
import { fieldSchemaOf, FIELD_TYPES, type FieldType } from '../../runtime/forms/field-schemas';
import { DEFAULT_TEST_PHONE_NUMBER, phoneVariantFor } from '../../runtime/lib/forms/phone';
import { FORM_EVENTS, isStateSelect, stateSelectDefault } from '../../runtime/lib/forms/enquiry';
import { isGenericPostcodeTitle, postcodeFormat, postcodeVariantFor } from '../../runtime/lib/forms/postcode';
import type { DependsOn } from '../../runtime/lib/forms/conditions';
import type { FieldSchema, StepSchema } from '../../runtime/lib/forms/field-schema';
import { isFolderRule } from '../../runtime/lib/forms/field-rules';
import { localeOf } from '../../runtime/lib/locales';
import type { Locator } from '../tenants/ajv-problems';
import { hintFor, suggestionHint } from '../../runtime/lib/text/did-you-mean';
import { toPointer } from '../tenants/json-document';
import { deepMerge, isPlainObject } from '../tenants/merge';
import type { Problem, RuleCode } from '../tenants/problem';

type UiSchema = Record<string, unknown>;

interface CompiledStep extends FormStep {
  schema: StepSchema & { type: 'object'; properties: Record<string, FieldSchema> };
  uiSchema: UiSchema;
}

/** A form as served: defaults filled (event 22, submitTarget server), steps compiled. */
export type CompiledForm = Omit<Form, 'steps' | 'event' | 'submitTarget'> & {
  event: number;
  submitTarget: NonNullable<Form['submitTarget']>;
  steps: [CompiledStep, ...CompiledStep[]];
};

interface FormCompilation {
  form: CompiledForm;
  problems: Problem[];
}

const TYPE_KEYS = ['ui:field', 'ui:widget'] as const;

// rjsf's own widget names an author may reach for, and the field type that does that job here.
const RJSF_EQUIVALENTS: Readonly<Record<string, FieldType>> = {
  checkbox: 'check',
  checkboxes: 'checkGroup',
  date: 'dateTime',
  datetime: 'dateTime',
  'alt-date': 'dateTime',
  'alt-datetime': 'dateTime',
  text: 'string',
  updown: 'number',
  range: 'number',
  tel: 'phone',
};

function typeHint(name: string): string | undefined {
  const equivalent = Object.hasOwn(RJSF_EQUIVALENTS, name) ? RJSF_EQUIVALENTS[name] : undefined;
  return equivalent ? suggestionHint(equivalent) : hintFor(name, FIELD_TYPES);
}

interface FieldUi {
  ui: Record<string, unknown>;
  options: Record<string, unknown>;
}

function fieldUi(uiSchema: UiSchema, name: string): FieldUi {
  const ui = isPlainObject(uiSchema[name]) ? uiSchema[name] : {};
  return { ui, options: isPlainObject(ui['ui:options']) ? ui['ui:options'] : {} };
}

/** The registered type a field's uiSchema names (ui:field wins over ui:widget, as in rjsf). */
function typeOf(ui: Record<string, unknown>): FieldType | undefined {
  for (const key of TYPE_KEYS) {
    const name = ui[key];
    const fragment = typeof name === 'string' ? fieldSchemaOf(name) : undefined;
    if (fragment) return name as FieldType;
  }
  return undefined;
}

function isDependsOn(value: unknown): value is DependsOn {
  return typeof value === 'string' || (isPlainObject(value) && typeof value.field === 'string');
}

/**
 * With nameStyle "first-last", a fullName field becomes first_name and last_name (name type),
 * in its place, with the same options.
 */
function splitFullNames(properties: Record<string, unknown>, uiSchema: UiSchema): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(properties)) {
    const { ui } = fieldUi(uiSchema, name);
    if (typeOf(ui) !== 'fullName') {
      out[name] = schema;
      continue;
    }
    const { 'ui:widget': _w, 'ui:field': _f, 'ui:autocomplete': _a, ...rest } = ui;
    out.first_name = { title: 'First name' };
    out.last_name = { title: 'Last name' };
    uiSchema.first_name = { ...rest, 'ui:widget': 'name', 'ui:autocomplete': 'given-name' };
    uiSchema.last_name = { ...rest, 'ui:widget': 'name', 'ui:autocomplete': 'family-name' };
    delete uiSchema[name];
    const order = uiSchema['ui:order'];
    if (Array.isArray(order)) uiSchema['ui:order'] = order.flatMap((o) => (o === name ? ['first_name', 'last_name'] : [o]));
  }
  return out;
}

/**
 * With forms.middleName "on-request" or "shown", a step asking for first_name asks for an optional
 * middle_name after it (spec section 5: "Middle name is optional and optionally shown"), unless the
 * form declares one itself. On request, the middleName widget keeps it behind "Add a middle name".
 */
function addMiddleName(properties: Record<string, unknown>, uiSchema: UiSchema, mode: 'on-request' | 'shown'): Record<string, unknown> {
  if (!Object.hasOwn(properties, 'first_name') || Object.hasOwn(properties, 'middle_name')) return properties;
  const out: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(properties)) {
    out[name] = schema;
    if (name === 'first_name') out.middle_name = { title: 'Middle name' };
  }
  uiSchema.middle_name = { 'ui:widget': 'middleName', 'ui:options': { onRequest: mode === 'on-request' } };
  const order = uiSchema['ui:order'];
  if (Array.isArray(order)) uiSchema['ui:order'] = order.flatMap((o) => (o === 'first_name' ? ['first_name', 'middle_name'] : [o]));
  return out;
}

function dropField(name: string, properties: Record<string, unknown>, uiSchema: UiSchema): void {
  delete properties[name];
  delete uiSchema[name];
  const order = uiSchema['ui:order'];
  if (Array.isArray(order)) uiSchema['ui:order'] = order.filter((o) => o !== name);
}

export function compileForm(form: Form, site: Site, locate: Locator): FormCompilation {
  const problems: Problem[] = [];
  const report = (code: RuleCode, pointer: string, message: string, hint?: string) =>
    problems.push({ ...locate(pointer), severity: 'error', code, pointer, message, ...(hint ? { hint } : {}) });
  const settings = site.forms ?? {};
  const phoneVariant = phoneVariantFor(site.locale, settings.phoneVariant);
  const testPhoneNumber = settings.testPhoneNumber ?? DEFAULT_TEST_PHONE_NUMBER;
  const postcodeVariant = postcodeVariantFor(site.locale);
  const country = localeOf(site.locale).country;

  const steps = form.steps.map((step, i): CompiledStep => {
    const source: Record<string, unknown> = isPlainObject(step.schema) ? step.schema : {};
    const uiSchema: UiSchema = isPlainObject(step.uiSchema) ? structuredClone(step.uiSchema) : {};
    const at = (...segments: (string | number)[]) => toPointer(['steps', i, ...segments]);

    // Unknown type names are reported on the form as written, before the site's settings reshape it.
    const written = isPlainObject(source.properties) ? source.properties : {};
    for (const name of Object.keys(written)) {
      const { ui } = fieldUi(uiSchema, name);
      for (const key of TYPE_KEYS) {
        const typeName = ui[key];
        if (typeof typeName === 'string' && !fieldSchemaOf(typeName)) {
          report('unknown-field-type', at('uiSchema', name, key), `unknown field type "${typeName}"`, typeHint(typeName));
        }
      }
    }

    let properties: Record<string, unknown> = structuredClone(written);
    if (settings.nameStyle === 'first-last') properties = splitFullNames(properties, uiSchema);
    if (settings.middleName === 'on-request' || settings.middleName === 'shown') properties = addMiddleName(properties, uiSchema, settings.middleName);
    if (settings.showPostcode === false) {
      for (const name of Object.keys(properties)) if (typeOf(fieldUi(uiSchema, name).ui) === 'postcode') dropField(name, properties, uiSchema);
    }

    const listed = new Set(Array.isArray(source.required) ? source.required.filter((r): r is string => typeof r === 'string') : []);
    const compiled: Record<string, FieldSchema> = {};
    const required: string[] = [];
    for (const [name, written] of Object.entries(properties)) {
      const { options } = fieldUi(uiSchema, name);
      const type = typeOf(fieldUi(uiSchema, name).ui);
      const own = isPlainObject(written) ? written : {};
      const field = (type ? deepMerge(fieldSchemaOf(type), own) : structuredClone(own)) as FieldSchema;

      // Required by default; `"ui:options": {"required": false}` opts out, a string replaces the
      // message; a type may be optional by default (opt-in, hidden, rego); the site may relax the comments field.
      const optOut = options.required === false;
      const optIn = options.required === true || typeof options.required === 'string' || listed.has(name);
      const optionalByDefault = field['x-optional'] === true || (name === 'message' && settings.messageOptional === true);
      const isRequired = !optOut && (optIn || !optionalByDefault);
      delete field['x-optional'];
      if (typeof options.required === 'string') {
        const message = field['x-message'];
        field['x-message'] = { ...(typeof message === 'string' ? { default: message } : (message ?? {})), required: options.required };
      }

      // AU and NZ postcodes are the fragment's own rule; another locale's is written into the field.
      if (field['x-rule'] === 'postcode' && postcodeVariant !== 'au') {
        field['x-postcode-variant'] = postcodeVariant;
        field.maxLength = postcodeFormat(postcodeVariant).length;
        if (isGenericPostcodeTitle(field.title)) field.title = postcodeFormat(postcodeVariant).label;
      }
      if (isFolderRule(field['x-rule'])) field['x-country'] = country;
      if (field['x-rule'] === 'phone') {
        field['x-phone-variant'] ??= phoneVariant;
        field['x-test-phone-number'] ??= testPhoneNumber;
      }

      // A state select the form gives no default starts on the dealer's state, else QLD on an AU site.
      if (field.default === undefined && field.enum && isStateSelect(name, field)) {
        const start = stateSelectDefault(field.enum, { country, state: site.state });
        if (start !== undefined) field.default = start;
      }

      const dependsOn = options.dependsOn;
      if (dependsOn !== undefined) {
        const target = isDependsOn(dependsOn) ? (typeof dependsOn === 'string' ? dependsOn : dependsOn.field) : undefined;
        const others = Object.keys(properties).filter((p) => p !== name);
        if (target === undefined || !others.includes(target)) {
          const shown = target === undefined ? JSON.stringify(dependsOn) : `"${target}"`;
          report(
            'missing-reference',
            at('uiSchema', name, 'ui:options', 'dependsOn'),
            `dependsOn ${shown} names no other field of this step`,
            target ? hintFor(target, others) : undefined,
          );
        } else {
          field['x-depends-on'] = dependsOn as DependsOn;
          // A hidden field cannot be in the static list; it is required while shown.
          if (isRequired) field['x-required'] = true;
        }
      }
      if (isRequired && field['x-depends-on'] === undefined) required.push(name);
      compiled[name] = field;
    }

    checkOrder(uiSchema, Object.keys(compiled), at('uiSchema', 'ui:order'), report);

    const { required: _required, properties: _properties, ...keywords } = source;
    const schema = { ...keywords, type: 'object' as const, properties: compiled, ...(required.length ? { required } : {}) };
    return { title: step.title, schema, uiSchema };
  }) as CompiledForm['steps'];

  return {
    form: { ...form, event: form.event ?? FORM_EVENTS.default, submitTarget: form.submitTarget ?? 'server', steps },
    problems,
  };
}

/** rjsf refuses to render a step whose ui:order names a missing field or leaves one out without "*". */
function checkOrder(
  uiSchema: UiSchema,
  fields: string[],
  pointer: string,
  report: (code: RuleCode, pointer: string, message: string, hint?: string) => void,
): void {
  const order = uiSchema['ui:order'];
  if (!Array.isArray(order)) return;
  order.forEach((entry, j) => {
    if (entry !== '*' && !fields.includes(entry as string))
      report('missing-reference', `${pointer}/${j}`, `ui:order names "${String(entry)}", which is no field of this step`, hintFor(String(entry), fields));
  });
  if (!order.includes('*')) {
    const missing = fields.filter((f) => !order.includes(f));
    if (missing.length)
      report('missing-reference', pointer, `ui:order leaves out ${missing.map((m) => `"${m}"`).join(', ')} (list every field, or end with "*")`);
  }
}
