// Postcode per locale (spec sections 5 and 9): 4 digits in AU and NZ, a 5-digit "ZIP code" on US
// sites, applied when forms compile so the browser and the server reject and accept alike.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadTenant } from '../../../server/tenants/load-tenant';
import {
  fieldsOf,
  messageFor,
  postcodeFormat,
  postcodeRuleFor,
  postcodeVariantFor,
  ruleOf,
  POSTCODE_MESSAGE,
  ZIP_CODE_MESSAGE,
} from '../../../runtime/lib/forms';
import { compiled, enquiry, site } from '../forms-core/helpers';

const tenants = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../tenants');

describe('postcode variant by locale', () => {
  it.each([
    ['en-AU', 'au'],
    ['en-NZ', 'au'],
    ['en-US', 'us'],
    [undefined, 'au'],
  ] as const)('%s -> %s', (locale, variant) => expect(postcodeVariantFor(locale)).toBe(variant));
});

describe('postcode rule', () => {
  it.each([
    ['au', '4000', true],
    ['au', '400', false],
    ['au', '40000', false],
    ['au', '40a0', false],
    ['us', '76137', true],
    ['us', '7613', false],
    ['us', '761370', false],
    ['us', '7613a', false],
  ] as const)('%s %s -> %s', (variant, value, valid) => {
    const result = postcodeRuleFor(variant)(value);
    expect(result.valid).toBe(valid);
    if (!valid) expect(result).toEqual({ valid: false, message: variant === 'us' ? ZIP_CODE_MESSAGE : POSTCODE_MESSAGE });
  });
});

describe('compiled forms', () => {
  it('a US site asks for a 5-digit ZIP code, labelled ZIP code, with the ZIP message', () => {
    const f = compiled(enquiry, site({ locale: 'en-US' }));
    const field = fieldsOf(f.steps[0]!.schema).postcode!;
    expect(field).toMatchObject({ title: 'ZIP code', maxLength: 5, 'x-postcode-variant': 'us' });
    expect(ruleOf(field)!('76137')).toEqual({ valid: true });
    expect(ruleOf(field)!('4000')).toEqual({ valid: false, message: ZIP_CODE_MESSAGE });
    expect(messageFor({ keyword: 'maxLength' }, field)).toBe(ZIP_CODE_MESSAGE);
  });

  it('an AU site keeps the 4-digit postcode', () => {
    const field = fieldsOf(compiled(enquiry, site({ locale: 'en-AU' })).steps[0]!.schema).postcode!;
    expect(field).toMatchObject({ title: 'Postcode', maxLength: 4 });
    expect(field['x-postcode-variant']).toBeUndefined();
    expect(ruleOf(field)!('4000')).toEqual({ valid: true });
    expect(ruleOf(field)!('76137').valid).toBe(false);
    expect(postcodeFormat('au').label).toBe('Postcode');
  });

  it('every postcode field of every form on the US sample site accepts 76137', async () => {
    const { tenant, problems } = await loadTenant(path.join(tenants, 'lone-star-trucks'));
    expect(problems.filter((p) => p.severity === 'error')).toEqual([]);
    const postcodeFields = Object.entries(tenant!.forms).flatMap(([id, form]) =>
      form.steps.flatMap((step) =>
        Object.entries(fieldsOf(step.schema as never))
          .filter(([name, f]) => f['x-rule'] === 'postcode' || name === 'postcode')
          .map(([name, f]) => [`${id}.${name}`, f] as const),
      ),
    );
    expect(postcodeFields.length).toBeGreaterThan(0);
    for (const [where, field] of postcodeFields) {
      const rule = ruleOf(field);
      if (rule) expect(rule('76137'), where).toEqual({ valid: true });
      if (field.pattern) expect(new RegExp(field.pattern).test('76137'), where).toBe(true);
      expect(field.maxLength ?? 5, where).toBeGreaterThanOrEqual(5);
    }
  });
});
