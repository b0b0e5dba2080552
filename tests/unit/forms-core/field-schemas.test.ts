// The field-type registry: one folder per type, each registered, each fragment valid JSON Schema.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { FIELD_TYPES, fieldFactsOf, fieldFolder, fieldSchemaOf, fieldSchemas, isFieldType } from '../../../runtime/forms/field-schemas';
import { schemaTypeOf } from '../../../runtime/forms/field-facts';
import { RULE_NAMES } from '../../../runtime/lib/forms';
import { folderRules } from '../../../runtime/lib/forms/field-rules.gen';

const fieldsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../runtime/forms/fields');

// Spec section 3, "Form field types" ("CC expiration" as ccExpiration), plus the full-name's
// parts (name), the two custom components the issue names and the platform's bookingSlot (issue 14).
const SPEC_TYPES = [
  'address',
  'button',
  'cardNumber',
  'ccExpiration',
  'check',
  'checkGroup',
  'checkCard',
  'currency',
  'dateTime',
  'dateTimeGeneric',
  'distance',
  'dob',
  'email',
  'expiryDate',
  'file',
  'fullName',
  'hidden',
  'kilometre',
  'licenseNumber',
  'locationSelect',
  'locationSelectCustom',
  'websiteLocationSelect',
  'make',
  'model',
  'number',
  'optIn',
  'phone',
  'postcode',
  'radio',
  'radioGroup',
  'radioCardGroup',
  'rego',
  'select',
  'serviceInterval',
  'starRating',
  'string',
  'textarea',
  'tyres',
  'year',
  'cricksInstalled',
  'cricksSpecialLocation',
];

describe('field-type registry', () => {
  it('registers every field type of spec section 3; the custom components (bookingSlot, name, vin ...) are folders too', () => {
    for (const type of SPEC_TYPES) expect(isFieldType(type), type).toBe(true);
    for (const type of FIELD_TYPES.filter((t) => !SPEC_TYPES.includes(t))) expect(existsSync(path.join(fieldsDir, fieldFolder(type))), type).toBe(true);
    expect(FIELD_TYPES).toEqual(expect.arrayContaining(['bookingSlot', 'name', 'vin']));
  });

  it('has a folder with schema.json for every registered type, and registers every folder', () => {
    const folders = readdirSync(fieldsDir)
      .filter((f) => !f.startsWith('.'))
      .sort();
    expect(folders).toEqual(FIELD_TYPES.map(fieldFolder).sort());
    for (const type of FIELD_TYPES) {
      const file = path.join(fieldsDir, fieldFolder(type), 'schema.json');
      expect(existsSync(file), file).toBe(true);
      expect(fieldSchemas[type]).toEqual(JSON.parse(readFileSync(file, 'utf8')));
    }
  });

  it.each(FIELD_TYPES.map((t) => [t]))("%s: its facts' value shape is its fragment's type, and its docs line is written", (type) => {
    const facts = fieldFactsOf(type)!;
    expect(schemaTypeOf(facts.value)).toBe(fieldSchemaOf(type)!.type);
    if (facts.value === 'string[]') expect(fieldSchemaOf(type)!.items).toEqual({ type: 'string' });
    expect(facts.description).toMatch(/^[A-Z].{8,}\.$/);
    expect(facts.description).not.toMatch(/TODO/);
    expect(typeof facts.selfLabelled).toBe('boolean');
  });

  it('every fragment is a valid JSON Schema that compiles, and names only known rules', () => {
    const ajv = new Ajv({ strict: false });
    for (const type of FIELD_TYPES) {
      const fragment = fieldSchemaOf(type)!;
      expect(ajv.validateSchema(fragment), `${type}: ${ajv.errorsText()}`).toBe(true);
      expect(() => ajv.compile(fragment)).not.toThrow();
      if (fragment['x-rule'] !== undefined) expect([...RULE_NAMES, ...Object.keys(folderRules)]).toContain(fragment['x-rule']);
    }
  });

  it('the issue examples: phone, postcode, email, names, opt-in', () => {
    expect(fieldSchemaOf('phone')).toEqual({ type: 'string', maxLength: 20, 'x-rule': 'phone' });
    expect(fieldSchemaOf('postcode')).toEqual({ type: 'string', maxLength: 4, 'x-rule': 'postcode' });
    expect(fieldSchemaOf('email')).toEqual({ type: 'string', maxLength: 254, 'x-rule': 'email' });
    expect(fieldSchemaOf('fullName')?.['x-rule']).toBe('name');
    expect(fieldSchemaOf('name')?.['x-rule']).toBe('name');
    expect(fieldSchemaOf('optIn')).toMatchObject({ type: 'boolean', default: true, 'x-optional': true });
  });

  it('an unknown name has no fragment, and Object prototype names are not types', () => {
    expect(fieldSchemaOf('phnoe')).toBeUndefined();
    expect(isFieldType('toString')).toBe(false);
    expect(isFieldType('constructor')).toBe(false);
  });
});
