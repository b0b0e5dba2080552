// Builds forms and tenants for the form tests the way the tenant loader does.
import type { Form } from '../../../schemas/types/form';
import type { Site } from '../../../schemas/types/site';
import type { Tenant } from '../../../server/tenants/tenant';
import { compileTenantForm } from '../../../server/forms/compile-tenant-form';
import type { CompiledForm } from '../../../server/forms/compile-form';
import { formatProblem, type Problem } from '../../../server/tenants/problem';

export const locate = (pointer: string) => ({ file: 'forms/test.json', line: 1, col: pointer.length + 1 });

export function site(overrides: Partial<Site> = {}): Site {
  return { locale: 'en-AU', ...overrides } as Site;
}

type Step = { title?: string; schema: Record<string, unknown>; uiSchema?: Record<string, unknown> };

export function form(steps: Step[], extra: Partial<Form> = {}): Form {
  return { schemaVersion: 1, category: 'general', steps: steps.map((s) => ({ title: 'Step', ...s })), ...extra } as Form;
}

/** Compiles like the loader; fails the test on any problem. */
export function compiled(f: Form, s: Site = site()): CompiledForm {
  const problems: Problem[] = [];
  const out = compileTenantForm(f, s, locate, problems);
  if (problems.length) throw new Error(problems.map(formatProblem).join('\n'));
  return out;
}

/** A tenant holding these forms, compiled for this site (validateLead reads only `forms`). */
export function tenantWith(forms: Record<string, Form>, s: Site = site()): Tenant {
  return { slug: 'test', site: s, forms: Object.fromEntries(Object.entries(forms).map(([k, f]) => [k, compiled(f, s)])) } as unknown as Tenant;
}

/** The generic enquiry form of the car template, written with field types. */
export const enquiry = form([
  {
    title: 'Your details',
    schema: {
      type: 'object',
      properties: {
        name: { type: 'string', title: 'Full name' },
        phone: { type: 'string', title: 'Phone' },
        email: { type: 'string', title: 'Email' },
        postcode: { type: 'string', title: 'Postcode' },
        message: { type: 'string', title: 'Message' },
        opt_in: { type: 'boolean', title: 'Keep me up to date' },
      },
    },
    uiSchema: {
      name: { 'ui:widget': 'fullName' },
      phone: { 'ui:widget': 'phone' },
      email: { 'ui:widget': 'email' },
      postcode: { 'ui:widget': 'postcode' },
      message: { 'ui:widget': 'textarea' },
      opt_in: { 'ui:widget': 'optIn' },
    },
  },
]);
