// The browser's precompiled validator, imported in Node the way the browser imports it: it
// must reach exactly the server's verdict, field by field, without eval or the ajv compiler.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';
import { ajvRuntimeSource, RUNTIME_URL } from '../../../server/forms/ajv-runtime';
import { formValidators } from '../../../server/forms/form-validators';
import type { CompiledForm } from '../../../server/forms/compile-form';
import { validateLead } from '../../../server/forms/validate-lead';
import { formValidatorFrom, type FormValidator, type FormValidatorModule } from '../../../runtime/forms/validator-client';
import { REQUIRED_MESSAGE } from '../../../runtime/lib/forms';
import type { Tenant } from '../../../server/tenants/tenant';
import { enquiry, form, site, tenantWith } from './helpers';

const service = form([
  {
    schema: {
      type: 'object',
      properties: {
        rego: { type: 'string' },
        year: { type: 'integer' },
        services: { type: 'array', items: { type: 'string', enum: ['Oil', 'Tyres', 'Brakes'] } },
        drop_off: { type: 'string', format: 'date' },
        fitted: { type: 'string' },
      },
    },
    uiSchema: {
      rego: { 'ui:widget': 'rego' },
      year: { 'ui:widget': 'year' },
      services: { 'ui:widget': 'checkGroup' },
      fitted: { 'ui:widget': 'cricksInstalled', 'ui:options': { required: false } },
    },
  },
  {
    schema: {
      type: 'object',
      properties: { name: { type: 'string' }, phone: { type: 'string' }, callback: { type: 'string', enum: ['Morning', 'Afternoon'] } },
    },
    uiSchema: {
      name: { 'ui:widget': 'fullName' },
      phone: { 'ui:widget': 'phone' },
      callback: { 'ui:widget': 'radioGroup', 'ui:options': { dependsOn: 'phone' } },
    },
  },
]);

const dir = mkdtempSync(path.join(os.tmpdir(), 'form-validators-'));
let counter = 0;

/** Writes the served runtime and a form's module to files and imports the module, as a browser would. */
async function browserValidator(tenant: Tenant, name: string): Promise<{ validator: FormValidator; code: string }> {
  const code = formValidators(tenant.forms[name] as CompiledForm).moduleCode;
  const file = path.join(dir, `validator-${counter++}.mjs`);
  writeFileSync(file, code.replace(RUNTIME_URL, './runtime.mjs'));
  const module = (await import(pathToFileURL(file).href)) as FormValidatorModule;
  return { validator: formValidatorFrom(module), code };
}

function browserFields(validator: FormValidator, f: CompiledForm, lead: Record<string, unknown>): Record<string, string> {
  return Object.assign({}, ...f.steps.map((s) => validator.fieldErrors(s.schema as RJSFSchema, lead)));
}

beforeAll(async () => writeFileSync(path.join(dir, 'runtime.mjs'), await ajvRuntimeSource()));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const leads: Record<string, unknown>[] = [
  {},
  { name: 'Jane Citizen', phone: '0412 345 678', email: 'jane@example.com', postcode: '2000', message: 'Hello' },
  { name: 'J4ne', phone: '+64 21 123 4567', email: 'jane@@example.com', postcode: '200', message: 'x'.repeat(2001), opt_in: 'yes' },
  { name: '   ', phone: '(555) 123-4567', email: 'JANE@EXAMPLE.COM', postcode: '0800', message: ' ', opt_in: false },
  { name: 'Mānuka Tūī', phone: '0400000000', email: 'a@b.co', postcode: 2000, message: 'Hi' },
  { name: 'Jane', phone: '😀'.repeat(11), email: 'jane@example.com', postcode: '2000', message: 'Hi' },
  { rego: 'ABC-123', year: 1899, services: ['Oil', 'Oil'], drop_off: '2026-02-30', fitted: 'Maybe', name: 'Jane', phone: '0412345678' },
  { rego: 'ABC 123', year: 2019, services: ['Oil', 'Wipers'], drop_off: '2026-12-01', name: 'Jane', phone: '0412345678', callback: 'Morning' },
  { services: [], name: 'Jane', phone: '12', callback: 'Never' },
  { rego: '', year: '2019', services: ['Tyres'], drop_off: '2026-12-01', name: 'Jane', phone: '0412345678' },
];

describe('precompiled validator module vs the server', () => {
  it.each([
    ['en-AU', {}],
    ['en-NZ', { locale: 'en-NZ' as const }],
    ['en-US', { locale: 'en-US' as const }],
    ['au-mobile site with a test number', { forms: { phoneVariant: 'au-mobile' as const, testPhoneNumber: '0499 999 999' } }],
  ])('%s: every lead gets the same fields from both sides', async (_, s) => {
    const tenant = tenantWith({ enquiry, service }, site(s));
    for (const name of ['enquiry', 'service']) {
      const { validator } = await browserValidator(tenant, name);
      for (const lead of leads) {
        const server = validateLead(tenant, name, lead);
        const browser = browserFields(validator, tenant.forms[name] as CompiledForm, lead);
        expect(browser, `${name} ${JSON.stringify(lead)}`).toEqual(server.ok ? {} : server.fields);
      }
    }
  });

  it('the module has no eval or new Function, imports only the served runtime, and exports each step', async () => {
    const tenant = tenantWith({ service });
    const { code, validator } = await browserValidator(tenant, 'service');
    expect(code).not.toMatch(/new Function|\beval\(|require\(/);
    expect([...code.matchAll(/^import .* from "([^"]+)";$/gm)].map((m) => m[1])).toEqual([RUNTIME_URL]);
    expect(validator.stepIds).toHaveLength(2);
  });
});

describe('FormValidator as an rjsf ValidatorType', () => {
  let validator: FormValidator;
  let f: CompiledForm;
  beforeAll(async () => {
    const tenant = tenantWith({ enquiry });
    f = tenant.forms.enquiry as CompiledForm;
    validator = (await browserValidator(tenant, 'enquiry')).validator;
  });
  const schema = () => f.steps[0].schema as RJSFSchema;

  it('validateFormData: one error per field with the spec message, and the matching errorSchema', () => {
    const { errors, errorSchema } = validator.validateFormData({ name: 'Jane', phone: '12' }, schema());
    expect(errors.map((e) => [e.property, e.message])).toEqual([
      ['.phone', 'Must be an Australian number.'],
      ['.email', REQUIRED_MESSAGE],
      ['.postcode', REQUIRED_MESSAGE],
      ['.message', REQUIRED_MESSAGE],
    ]);
    expect(errorSchema).toEqual({
      phone: { __errors: ['Must be an Australian number.'] },
      email: { __errors: [REQUIRED_MESSAGE] },
      postcode: { __errors: [REQUIRED_MESSAGE] },
      message: { __errors: [REQUIRED_MESSAGE] },
    });
  });

  it('a structurally equal copy of the step schema (rjsf may resolve one) finds the same step', () => {
    validator.validateFormData({}, schema());
    const copy = structuredClone(schema());
    expect(validator.validateFormData({ name: 'Jane' }, copy).errors).toHaveLength(4);
  });

  it('customValidate and transformErrors still apply, after our messages', () => {
    const { errors } = validator.validateFormData(
      { name: 'Jane', phone: '0412345678', email: 'jane@example.com', postcode: '2000', message: 'hi' },
      schema(),
      (data, handler) => {
        if (data?.message === 'hi') handler.message?.addError('Tell us a bit more.');
        return handler;
      },
    );
    expect(errors.map((e) => e.message)).toEqual(['Tell us a bit more.']);
    const transformed = validator.validateFormData({}, schema(), undefined, (list) => list.slice(0, 1));
    expect(transformed.errors).toHaveLength(1);
  });

  it('isValid and rawValidation run the precompiled function of the step', () => {
    expect(validator.isValid(schema(), { name: 'Jane', phone: '1', email: 'x', postcode: '1', message: 'm' }, schema())).toBe(true);
    expect(validator.isValid(schema(), {}, schema())).toBe(false);
    expect(validator.rawValidation(schema(), {}).errors).toHaveLength(5);
  });

  it('a schema of another form is refused with a clear error', () => {
    expect(() => validator.validateFormData({}, { type: 'object', properties: { other: { type: 'string' } } })).toThrow(/not a step of the form/);
  });
});
