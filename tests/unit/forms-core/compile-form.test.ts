// Form compilation at tenant load: fragments merged under the tenant's schema, required by
// default, site settings applied, mistakes reported like every other tenant problem.
import { describe, expect, it } from 'vitest';
import { compileForm } from '../../../server/forms/compile-form';
import { buildFormValidators } from '../../../server/forms/form-validators';
import { validateDocument } from '../../../server/tenants/schema-validator';
import { formatProblem } from '../../../server/tenants/problem';
import { compiled, enquiry, form, locate, site } from './helpers';

const oneStep = (properties: Record<string, unknown>, uiSchema: Record<string, unknown> = {}, required?: string[]) =>
  form([{ schema: { type: 'object', properties, ...(required ? { required } : {}) }, uiSchema }]);
const schemaOf = (f: ReturnType<typeof compiled>, i = 0) => f.steps[i]!.schema;
const problemsOf = (f: ReturnType<typeof form>, s = site()) => compileForm(f, s, locate).problems.map(formatProblem);

describe('compileForm: field types', () => {
  it('merges the type fragment under the tenant property schema (the tenant wins)', () => {
    const f = compiled(oneStep({ phone: { type: 'string', title: 'Mobile', maxLength: 12 } }, { phone: { 'ui:widget': 'phone' } }));
    expect(schemaOf(f).properties.phone).toEqual({
      type: 'string',
      maxLength: 12,
      'x-rule': 'phone',
      title: 'Mobile',
      'x-phone-variant': 'au',
      'x-test-phone-number': '0400000000',
    });
  });

  it('ui:field names a type as well as ui:widget, and wins over it', () => {
    const f = compiled(oneStep({ name: { type: 'string' } }, { name: { 'ui:field': 'fullName', 'ui:widget': 'textarea' } }));
    expect(schemaOf(f).properties.name).toMatchObject({ maxLength: 80, 'x-rule': 'name' });
  });

  it('a field without a type keeps its own schema', () => {
    const f = compiled(oneStep({ note: { type: 'string', maxLength: 9 } }));
    expect(schemaOf(f).properties.note).toEqual({ type: 'string', maxLength: 9 });
  });

  it('custom tenant components use the same registry', () => {
    const f = compiled(oneStep({ fitted: { type: 'string', title: 'Fitted by us?' } }, { fitted: { 'ui:widget': 'cricksInstalled' } }));
    expect(schemaOf(f).properties.fitted).toEqual({ type: 'string', enum: ['Yes', 'No'], title: 'Fitted by us?' });
  });

  it('an unknown type name is an unknown-field-type error with a did-you-mean hint', () => {
    expect(problemsOf(oneStep({ phone: { type: 'string' } }, { phone: { 'ui:widget': 'phnoe' } }))).toEqual([
      'forms/test.json:1:34 error unknown-field-type /steps/0/uiSchema/phone/ui:widget unknown field type "phnoe" (did you mean "phone"?)',
    ]);
  });

  it("rjsf's own widget names are not field types; the hint names ours", () => {
    expect(
      problemsOf(oneStep({ ok: { type: 'boolean' }, when: { type: 'string' } }, { ok: { 'ui:widget': 'checkbox' }, when: { 'ui:widget': 'date' } })),
    ).toEqual([
      'forms/test.json:1:31 error unknown-field-type /steps/0/uiSchema/ok/ui:widget unknown field type "checkbox" (did you mean "check"?)',
      'forms/test.json:1:33 error unknown-field-type /steps/0/uiSchema/when/ui:widget unknown field type "date" (did you mean "dateTime"?)',
    ]);
  });
});

describe('compileForm: every field is required by default', () => {
  it('the generic enquiry form: all but the opt-in (not required, defaults to checked)', () => {
    const f = compiled(enquiry);
    expect(schemaOf(f).required).toEqual(['name', 'phone', 'email', 'postcode', 'message']);
    expect(schemaOf(f).properties.opt_in).toEqual({ type: 'boolean', default: true, title: 'Keep me up to date' });
  });

  it('"ui:options": {"required": false} opts a field out; no required list at all when none is left', () => {
    const f = compiled(oneStep({ a: { type: 'string' }, b: { type: 'string' } }, { b: { 'ui:options': { required: false } } }));
    expect(schemaOf(f).required).toEqual(['a']);
    const none = compiled(oneStep({ a: { type: 'string' } }, { a: { 'ui:options': { required: false } } }));
    expect(schemaOf(none)).not.toHaveProperty('required');
  });

  it('a type optional by default (rego, hidden, opt-in) is required when the form says so', () => {
    const f = compiled(
      oneStep(
        { rego: { type: 'string' }, hidden: { type: 'string' }, opt_in: { type: 'boolean' } },
        { rego: { 'ui:widget': 'rego' }, hidden: { 'ui:widget': 'hidden' }, opt_in: { 'ui:widget': 'optIn', 'ui:options': { required: true } } },
        ['hidden'],
      ),
    );
    expect(schemaOf(f).required).toEqual(['hidden', 'opt_in']);
    expect(schemaOf(f).properties.rego).not.toHaveProperty('x-optional');
  });

  it('a custom requirement: a string replaces the required message', () => {
    const f = compiled(
      oneStep({ postcode: { type: 'string' } }, { postcode: { 'ui:widget': 'postcode', 'ui:options': { required: 'Please tell us your postcode.' } } }),
    );
    expect(schemaOf(f).required).toEqual(['postcode']);
    expect(schemaOf(f).properties.postcode!['x-message']).toEqual({ required: 'Please tell us your postcode.' });
  });

  it('the site flag messageOptional relaxes the comments field', () => {
    const f = compiled(enquiry, site({ forms: { messageOptional: true } }));
    expect(schemaOf(f).required).toEqual(['name', 'phone', 'email', 'postcode']);
  });
});

describe('compileForm: site settings', () => {
  it.each([
    ['en-AU', undefined, 'au'],
    ['en-NZ', undefined, 'nz'],
    ['en-US', undefined, 'us'],
    ['en-AU', 'au-mobile', 'au-mobile'],
    ['en-NZ', 'au-nz-uk', 'au-nz-uk'],
  ] as const)('locale %s with phoneVariant %s compiles phone fields as %s', (locale, phoneVariant, expected) => {
    const f = compiled(enquiry, site({ locale, ...(phoneVariant ? { forms: { phoneVariant } } : {}) }));
    expect(schemaOf(f).properties.phone!['x-phone-variant']).toBe(expected);
  });

  it.each([
    ['an AU site without a state starts it on QLD', site(), undefined, 'QLD'],
    ["an AU dealer's own state wins over QLD", site({ state: 'NSW' }), undefined, 'NSW'],
    ["the form's own default wins over both", site({ state: 'NSW' }), 'VIC', 'VIC'],
    ['an NZ site leaves it empty', site({ locale: 'en-NZ', state: 'Canterbury' }), undefined, undefined],
  ])("a state select (the trade-in's regoState): %s", (_, s, own, expected) => {
    const regoState = { type: 'string', enum: ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'], ...(own ? { default: own } : {}) };
    const f = compiled(oneStep({ regoState, note: { type: 'string', enum: ['QLD'] } }, { regoState: { 'ui:widget': 'select' } }), s);
    expect(schemaOf(f).properties.regoState!.default).toBe(expected);
    expect(schemaOf(f).properties.note!.default).toBeUndefined();
  });

  it("a field's own variant wins over the site's; the site's test number is compiled in", () => {
    const f = compiled(
      oneStep({ phone: { type: 'string', 'x-phone-variant': 'au-mobile' } }, { phone: { 'ui:widget': 'phone' } }),
      site({ locale: 'en-NZ', forms: { testPhoneNumber: '021 000 0000' } }),
    );
    expect(schemaOf(f).properties.phone).toMatchObject({ 'x-phone-variant': 'au-mobile', 'x-test-phone-number': '021 000 0000' });
  });

  it('showPostcode false removes postcode fields from the schema, uiSchema and order', () => {
    const withOrder = form([
      {
        schema: enquiry.steps[0]!.schema,
        uiSchema: { ...enquiry.steps[0]!.uiSchema, 'ui:order': ['name', 'phone', 'email', 'postcode', 'message', 'opt_in'] },
      },
    ]);
    const f = compiled(withOrder, site({ forms: { showPostcode: false } }));
    expect(Object.keys(schemaOf(f).properties)).toEqual(['name', 'phone', 'email', 'message', 'opt_in']);
    expect(f.steps[0]!.uiSchema['ui:order']).toEqual(['name', 'phone', 'email', 'message', 'opt_in']);
    expect(f.steps[0]!.uiSchema).not.toHaveProperty('postcode');
  });

  it('nameStyle first-last asks for first_name and last_name in place of a full name', () => {
    const withOrder = form([{ schema: enquiry.steps[0]!.schema, uiSchema: { ...enquiry.steps[0]!.uiSchema, 'ui:order': ['name', '*'] } }]);
    const f = compiled(withOrder, site({ forms: { nameStyle: 'first-last' } }));
    expect(Object.keys(schemaOf(f).properties).slice(0, 3)).toEqual(['first_name', 'last_name', 'phone']);
    expect(schemaOf(f).properties.first_name).toEqual({ type: 'string', maxLength: 40, 'x-rule': 'name', title: 'First name' });
    expect(schemaOf(f).required).toEqual(['first_name', 'last_name', 'phone', 'email', 'postcode', 'message']);
    expect(f.steps[0]!.uiSchema['ui:order']).toEqual(['first_name', 'last_name', '*']);
    expect(f.steps[0]!.uiSchema.first_name).toEqual({ 'ui:widget': 'name', 'ui:autocomplete': 'given-name' });
  });

  it.each<[string, 'off' | 'on-request' | 'shown' | undefined, boolean | null]>([
    ['no setting: no middle name', undefined, null],
    ['off: no middle name', 'off', null],
    ['on-request: an optional middle name behind "Add a middle name"', 'on-request', true],
    ['shown: an optional middle name, always shown', 'shown', false],
  ])('forms.middleName %s', (_, middleName, onRequest) => {
    const withOrder = form([{ schema: enquiry.steps[0]!.schema, uiSchema: { ...enquiry.steps[0]!.uiSchema, 'ui:order': ['name', '*'] } }]);
    const f = compiled(withOrder, site({ forms: { nameStyle: 'first-last', ...(middleName ? { middleName } : {}) } }));
    const names = Object.keys(schemaOf(f).properties).slice(0, 4);
    if (onRequest === null) {
      expect(names.slice(0, 3)).toEqual(['first_name', 'last_name', 'phone']);
      return;
    }
    expect(names).toEqual(['first_name', 'middle_name', 'last_name', 'phone']);
    expect(schemaOf(f).properties.middle_name).toEqual({ type: 'string', maxLength: 40, 'x-rule': 'name', title: 'Middle name' });
    expect(schemaOf(f).required).toEqual(['first_name', 'last_name', 'phone', 'email', 'postcode', 'message']);
    expect(f.steps[0]!.uiSchema['ui:order']).toEqual(['first_name', 'middle_name', 'last_name', '*']);
    expect(f.steps[0]!.uiSchema.middle_name).toEqual({ 'ui:widget': 'middleName', 'ui:options': { onRequest } });
  });

  it('forms.middleName leaves a step without first_name alone, and a form that declares middle_name as written', () => {
    expect(Object.keys(schemaOf(compiled(enquiry, site({ forms: { middleName: 'on-request' } }))).properties)).not.toContain('middle_name');
    const own = oneStep(
      { first_name: { type: 'string' }, middle_name: { type: 'string', title: 'Other names' } },
      { first_name: { 'ui:widget': 'name' }, middle_name: { 'ui:widget': 'middleName', 'ui:options': { required: true } } },
    );
    const f = compiled(own, site({ forms: { middleName: 'on-request' } }));
    expect(schemaOf(f).properties.middle_name).toMatchObject({ title: 'Other names' });
    expect(schemaOf(f).required).toEqual(['first_name', 'middle_name']);
  });
});

describe('compileForm: conditional fields', () => {
  it('dependsOn puts the condition in the schema; a required conditional field leaves the static list for x-required', () => {
    const f = compiled(
      oneStep(
        { phone: { type: 'string' }, time: { type: 'string' } },
        { phone: { 'ui:widget': 'phone' }, time: { 'ui:widget': 'select', 'ui:options': { dependsOn: 'phone' } } },
      ),
    );
    expect(schemaOf(f).required).toEqual(['phone']);
    expect(schemaOf(f).properties.time).toMatchObject({ 'x-depends-on': 'phone', 'x-required': true });
  });

  it('dependsOn naming no other field of the step is a missing-reference error', () => {
    expect(problemsOf(oneStep({ phone: { type: 'string' }, time: { type: 'string' } }, { time: { 'ui:options': { dependsOn: 'phnoe' } } }))).toEqual([
      'forms/test.json:1:44 error missing-reference /steps/0/uiSchema/time/ui:options/dependsOn dependsOn "phnoe" names no other field of this step (did you mean "phone"?)',
    ]);
  });
});

describe('compileForm: the form document', () => {
  it('fills event 22 and submitTarget server when the form leaves them out; keeps its own', () => {
    expect(compiled(enquiry)).toMatchObject({ event: 22, submitTarget: 'server', category: 'general' });
    expect(compiled({ ...enquiry, event: 51, submitTarget: 'car-clarity' })).toMatchObject({ event: 51, submitTarget: 'car-clarity' });
  });

  it('a submitTarget other than server or car-clarity is a schema error', () => {
    const { errors } = validateDocument('form', { ...enquiry, submitTarget: 'email' });
    expect(errors.map((e) => `${e.instancePath} ${e.keyword}`)).toEqual(['/submitTarget enum']);
  });

  it('ui:order naming a missing field, or leaving one out without "*", is reported (rjsf would refuse to render)', () => {
    expect(problemsOf(oneStep({ email: { type: 'string' }, phone: { type: 'string' } }, { 'ui:order': ['email', 'phnoe'] }))).toEqual([
      'forms/test.json:1:29 error missing-reference /steps/0/uiSchema/ui:order/1 ui:order names "phnoe", which is no field of this step (did you mean "phone"?)',
      'forms/test.json:1:27 error missing-reference /steps/0/uiSchema/ui:order ui:order leaves out "phone" (list every field, or end with "*")',
    ]);
  });

  it('a step schema that is not valid JSON Schema is a schema error at its position', () => {
    const f = compileForm(oneStep({ a: { type: 'strng' } }), site(), locate).form;
    const problems = buildFormValidators(f, locate).problems.map(formatProblem);
    expect(problems[0]).toMatch(/^forms\/test\.json:\d+:\d+ error schema \/steps\/0\/schema\/properties\/a\/type /);
  });

  it('a pattern that is no regular expression is a schema error', () => {
    const f = compileForm(oneStep({ a: { type: 'string', pattern: '([a-z' } }), site(), locate).form;
    expect(buildFormValidators(f, locate).problems.map((p) => `${p.code} ${p.pointer}`)).toEqual(['schema /steps/0/schema']);
  });
});
