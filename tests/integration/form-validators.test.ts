// The compiled forms and their precompiled browser validators, through the production server:
// the validator module a browser imports reaches the server's verdict without eval, and no
// site serves another site's forms.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';
import { get, json, tenantHost } from '../helpers/http';
import { startTestServer, type RunningServer } from '../helpers/server';
import { loadTenants, testTenantsDir } from '../helpers/tenants';
import { validateLead } from '../../server/forms/validate-lead';
import type { CompiledForm } from '../../server/forms/compile-form';
import { formValidatorFrom, type FormValidatorModule } from '../../runtime/forms/validator-client';
import { REQUIRED_MESSAGE } from '../../runtime/lib/forms';

const tenantsDir = await testTenantsDir();
const tenants = await loadTenants(tenantsDir);
const withEnquiry = tenants.filter((t) => Object.hasOwn(t.forms, 'enquiry'));

let server: RunningServer;
const dir = mkdtempSync(path.join(os.tmpdir(), 'form-validators-http-'));
beforeAll(async () => {
  server = await startTestServer(tenantsDir);
});
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

const host = (slug: string) => tenantHost(slug, server.port);

/** A phone number each locale's default rule accepts. */
const PHONES: Record<string, string> = { 'en-AU': '0412 345 678', 'en-NZ': '021 123 4567', 'en-US': '(555) 123-4567' };

function goodLead(form: CompiledForm, locale: string): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const step of form.steps) {
    for (const [name, field] of Object.entries(step.schema.properties)) {
      const rule = field['x-rule'];
      if (rule === 'phone') values[name] = PHONES[locale] ?? PHONES['en-AU'];
      else if (rule === 'email') values[name] = 'jane@example.com';
      else if (rule === 'postcode') values[name] = '2000';
      else if (rule === 'name') values[name] = 'Jane Citizen';
      else if (rule === 'dateTime') values[name] = '2026-12-01T09:30';
      else if (field.pattern === '^[0-9]{5}$') values[name] = '75001';
      else if (Array.isArray(field.enum)) values[name] = field.enum[0];
      else if (field.type === 'boolean') values[name] = true;
      else if (field.type === 'integer' || field.type === 'number') values[name] = field.minimum ?? 1;
      else if (field.type === 'string') values[name] = 'Hello';
    }
  }
  return values;
}

/** The field that takes the visitor's (first) name: a site asks one name, or first and last names. */
const nameField = (form: CompiledForm): string => ('first_name' in (form.steps[0]!.schema.properties ?? {}) ? 'first_name' : 'name');
const badLeadFor = (form: CompiledForm) => ({ [nameField(form)]: 'J4ne', phone: '12', email: 'jane@', postcode: '123456', message: '' });

describe.each(withEnquiry.map((t) => [t.slug, t] as const))('tenant %s', (slug, tenant) => {
  const compiled = tenant.forms.enquiry as CompiledForm;

  it('GET /api/forms/enquiry answers the compiled form', async () => {
    const res = await get(server.port, host(slug), '/api/forms/enquiry');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = json<CompiledForm & { $schema?: string }>(res);
    expect(body).not.toHaveProperty('$schema');
    expect(body).toMatchObject({ category: compiled.category, event: 22, submitTarget: 'server' });
    expect(body.steps).toEqual(JSON.parse(JSON.stringify(compiled.steps)));
    expect(body.steps[0]!.schema.required).toEqual(expect.arrayContaining([nameField(compiled), 'phone', 'email']));
    expect(body.steps[0]!.schema.properties.phone).toMatchObject({ 'x-rule': 'phone', 'x-phone-variant': expect.any(String) });
  });

  it('GET /api/forms/enquiry/validator.js is an ES module that, imported with the served runtime, agrees with validateLead', async () => {
    const res = await get(server.port, host(slug), '/api/forms/enquiry/validator.js');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.body).not.toMatch(/new Function|\beval\(|require\(/);
    const imports = [...res.body.matchAll(/^import .* from "([^"]+)";$/gm)].map((m) => m[1]!);
    expect(imports).toHaveLength(1);
    expect(imports[0]).toMatch(/^\/api\/forms\/runtime\.js\?v=/);

    const runtime = await get(server.port, host(slug), imports[0]!);
    expect(runtime.status).toBe(200);
    expect(runtime.headers['content-type']).toMatch(/^text\/javascript/);
    expect(runtime.headers['cache-control']).toMatch(/immutable/);
    expect(runtime.body).not.toMatch(/new Function|\beval\(/);

    const runtimeFile = path.join(dir, `runtime-${slug}.mjs`);
    const moduleFile = path.join(dir, `enquiry-${slug}.mjs`);
    writeFileSync(runtimeFile, runtime.body);
    writeFileSync(moduleFile, res.body.replace(imports[0]!, `./${path.basename(runtimeFile)}`));
    const validator = formValidatorFrom((await import(pathToFileURL(moduleFile).href)) as FormValidatorModule);
    const served = json<CompiledForm>(await get(server.port, host(slug), '/api/forms/enquiry'));
    const browserFields = (lead: Record<string, unknown>) => Object.assign({}, ...served.steps.map((s) => validator.fieldErrors(s.schema as RJSFSchema, lead)));

    const good = goodLead(compiled, tenant.site.locale);
    expect(validateLead(tenant, 'enquiry', good)).toEqual({ ok: true });
    expect(browserFields(good)).toEqual({});

    const badLead = badLeadFor(compiled);
    const server422 = validateLead(tenant, 'enquiry', badLead);
    expect(server422.ok).toBe(false);
    if (server422.ok) return;
    expect(server422.fields).toMatchObject({
      [nameField(compiled)]: 'Please use alphabetical characters only.',
      email: 'invalid email address',
      message: REQUIRED_MESSAGE,
    });
    expect(browserFields(badLead)).toEqual(server422.fields);
    // rjsf's view of the same: errors on the same fields with the same messages.
    const { errorSchema } = validator.validateFormData(badLead, served.steps[0]!.schema as RJSFSchema);
    expect(Object.fromEntries(Object.entries(errorSchema).map(([k, v]) => [k, (v as { __errors: string[] }).__errors[0]]))).toEqual(server422.fields);
  });
});

describe('forms are per site', () => {
  it('an unknown form, or a form name that is no file name, is a JSON 404', async () => {
    const slug = withEnquiry[0]!.slug;
    for (const p of ['/api/forms/nope', '/api/forms/nope/validator.js', '/api/forms/__proto__', '/api/forms/..%2Fsite', '/api/forms/Enquiry']) {
      const res = await get(server.port, host(slug), p);
      expect(res.status, p).toBe(404);
      expect(json<{ error: string }>(res).error, p).toEqual(expect.any(String));
    }
  });

  it("a form only one site has is not reachable through another site's host", async () => {
    const pair = tenants.flatMap((owner) =>
      Object.keys(owner.forms).flatMap((form) => tenants.filter((other) => !Object.hasOwn(other.forms, form)).map((other) => ({ owner, other, form }))),
    )[0];
    expect(pair, 'the sample tenants should include a form only some sites have').toBeDefined();
    const { owner, other, form } = pair!;
    expect((await get(server.port, host(owner.slug), `/api/forms/${form}`)).status).toBe(200);
    expect((await get(server.port, host(owner.slug), `/api/forms/${form}/validator.js`)).status).toBe(200);
    expect((await get(server.port, host(other.slug), `/api/forms/${form}`)).status).toBe(404);
    expect((await get(server.port, host(other.slug), `/api/forms/${form}/validator.js`)).status).toBe(404);
  });

  it("a site's own version of a shared form name is served only on its host", async () => {
    const titles = new Map(withEnquiry.map((t) => [t.slug, t.forms.enquiry!.title]));
    for (const t of withEnquiry) {
      const body = json<{ title?: string }>(await get(server.port, host(t.slug), '/api/forms/enquiry'));
      expect(body.title).toBe(titles.get(t.slug));
    }
    expect(new Set(titles.values()).size, 'the sample tenants should include an overridden enquiry form').toBeGreaterThan(1);
  });

  it('an unknown host gets a 404 for forms and validators', async () => {
    for (const p of ['/api/forms/enquiry', '/api/forms/enquiry/validator.js']) {
      expect((await get(server.port, `nobody.localhost:${server.port}`, p)).status, p).toBe(404);
    }
  });
});
