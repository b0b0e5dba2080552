// The US sample site through the lead API: every form with a postcode field takes the 5-digit
// ZIP code 76137 (issue 11: it used to reject it) and refuses a 4-digit postcode with the ZIP
// code message; an Australian site still takes 4006 and refuses 76137.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtServerModule, type RunningServer } from '../helpers/server';
import { tenantHost } from '../helpers/http';
import { loadTenants } from '../helpers/tenants';
import { formFields, makeSandbox, postJson, validFields, type Sandbox } from './leads-support';
import type { Tenant } from '../../server/tenants/tenant';

const US = 'lone-star-trucks';
const AU = 'riverbend-mazda';
const sandbox: Sandbox = await makeSandbox('content-zip-');
for (const slug of [US, AU]) sandbox.editSite(slug, (site) => (site.captcha = { provider: 'off' }));
const tenants = await loadTenants(sandbox.tenantsDir);
const tenant = (slug: string) => tenants.find((t) => t.slug === slug)!;

/** [form, postcode field] of every form of the site that asks for a postcode. */
function postcodeForms(t: Tenant): [string, string][] {
  return Object.keys(t.forms).flatMap((form) =>
    formFields(t, form)
      .filter((f) => f.schema['x-rule'] === 'postcode' || f.name === 'postcode')
      .map((f) => [form, f.name] as [string, string]),
  );
}

let server: RunningServer;
beforeAll(async () => {
  const { startServer } = await builtServerModule();
  server = await startServer({ mode: 'production', port: 0, host: '127.0.0.1', tenantsDir: sandbox.tenantsDir, dataDir: sandbox.dataDir });
});
afterAll(async () => {
  await server?.close();
  sandbox.remove();
});

const submit = (t: Tenant, form: string, values: Record<string, unknown>) =>
  postJson(server.port, tenantHost(t.slug, server.port), '/api/leads', {
    lead: { form, ...validFields(t, form), ...values, url: `https://${t.slug}.example/` },
  });

describe('US sample site', () => {
  const forms = postcodeForms(tenant(US));
  it('has forms that ask for a postcode', () => expect(forms.length).toBeGreaterThan(0));

  it.each(forms)('%s takes the ZIP code 76137 in %s and refuses 4006 with the ZIP code message', async (form, field) => {
    const ok = await submit(tenant(US), form, { [field]: '76137' });
    expect(ok.status, ok.body).toBe(201);
    const bad = await submit(tenant(US), form, { [field]: '4006' });
    expect(bad.status, bad.body).toBe(422);
    expect(bad.json<{ fields: Record<string, string> }>().fields[field]).toBe('Invalid ZIP code. Please enter a 5-digit number.');
  });
});

describe('Australian sample site', () => {
  const forms = postcodeForms(tenant(AU));
  it('has forms that ask for a postcode', () => expect(forms.length).toBeGreaterThan(0));

  it.each(forms)('%s takes 4006 in %s and refuses 76137', async (form, field) => {
    expect((await submit(tenant(AU), form, { [field]: '4006' })).status).toBe(201);
    const bad = await submit(tenant(AU), form, { [field]: '76137' });
    expect(bad.status, bad.body).toBe(422);
    expect(Object.keys(bad.json<{ fields: Record<string, string> }>().fields)).toEqual([field]);
  });
});
