// The lead API against the real production server, a temp copy of the tenants and a real SQLite
// file: every form's happy path, 422 per invalid field, idempotency, multi-step saves, tenant
// isolation, uploads, honeypot, captcha, rate limit and the event endpoints.
import Database from 'better-sqlite3';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/server';
import type { Tenant } from '../../server/tenants/tenant';
import { validateLead } from '../../server/leads/validate';
import { siteFilledValues } from '../../runtime/forms/site-filled-fields';
import type { ServedStep } from '../../runtime/forms/form-query';
import { leadDatabasePath } from '../../server/leads/lead-store';
import { EMAIL_MESSAGE, NAME_MESSAGE, REQUIRED_MESSAGE, type StepSchema } from '../../runtime/lib/forms';
import { tenantHost } from '../helpers/http';
import { builtServerModule } from '../helpers/server';
import { loadTenants } from '../helpers/tenants';
import { FILE_BYTES, formFields, invalidValue, makeSandbox, multipart, postJson, putJson, send, validFields, type Part, type Sandbox } from './leads-support';
import { solvedAltcha } from './altcha-support';

const sandbox: Sandbox = await makeSandbox('leads-api-');
const allTenants = await loadTenants(sandbox.tenantsDir);
if (allTenants.length < 2) throw new Error('the lead suite needs at least two tenants to check isolation');
// One tenant keeps the default captcha (ALTCHA on); the others switch it off, as a site can.
const captchaTenant = allTenants[0]!;
const otherTenant = allTenants[1]!;
for (const t of allTenants.slice(1)) sandbox.editSite(t.slug, (site) => (site.captcha = { provider: 'off' }));
// Events on for one tenant only.
sandbox.editSite(otherTenant.slug, (site) => (site.features = { ...(site.features as object), events: true }));
const tenants = await loadTenants(sandbox.tenantsDir);
/** The generic enquiry form when the site has it (every site should), else its first form. */
const mainForm = (t: Tenant) => (Object.hasOwn(t.forms, 'enquiry') ? 'enquiry' : Object.keys(t.forms)[0]!);
const byCaptcha = (t: Tenant) => t.slug !== captchaTenant.slug;
const formCases = tenants.filter(byCaptcha).flatMap((t) => Object.keys(t.forms).map((form) => [`${t.slug}/${form}`, t, form] as const));

let server: RunningServer;
let db: Database.Database;
const host = (t: Tenant) => tenantHost(t.slug, server.port);

beforeAll(async () => {
  const { startServer } = await builtServerModule();
  server = await startServer({ mode: 'production', port: 0, tenantsDir: sandbox.tenantsDir, dataDir: sandbox.dataDir });
  db = new Database(leadDatabasePath(sandbox.dataDir), { readonly: true, fileMustExist: true });
});
afterAll(async () => {
  db?.close();
  await server?.close();
  sandbox.remove();
});

const leadRow = (id: string) =>
  db.prepare('SELECT * FROM leads WHERE id = ?').get(id) as { tenant: string; form: string; status: string; payload: string } | undefined;
const leadCount = (tenant: string) => (db.prepare('SELECT COUNT(*) AS n FROM leads WHERE tenant = ?').get(tenant) as { n: number }).n;
const payloadOf = (id: string) => JSON.parse(leadRow(id)!.payload) as Record<string, unknown>;

const text = (v: unknown) => (typeof v === 'string' ? v : '');

function completeLead(t: Tenant, form: string, extra: Record<string, unknown> = {}) {
  return { lead: { form, ...validFields(t, form), url: `https://${t.slug}.example/contact?utm_source=google`, ...extra } };
}

describe('durable storage', () => {
  it('the database is a WAL-mode SQLite file under DATA_DIR', () => {
    expect(existsSync(leadDatabasePath(sandbox.dataDir))).toBe(true);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
  });

  it('the lead is committed to the file by the time its 201 arrives', async () => {
    const t = otherTenant;
    const form = mainForm(t);
    const res = await postJson(server.port, host(t), '/api/leads', completeLead(t, form));
    // Read from a separate connection right as the answer arrives, before anything else runs.
    const row = res.status === 201 ? leadRow(res.json<{ id: string }>().id) : undefined;
    expect(res.status, res.body).toBe(201);
    expect(row).toMatchObject({ tenant: t.slug, form, status: 'Complete' });
  });
});

describe.each(formCases)('form %s', (_, tenant, form) => {
  it('happy path: 201 {id}, stored Complete and normalised', async () => {
    const body = completeLead(tenant, form, { visited_pages: ['/', '/cars/'], linked_query_params: { gclid: 'g-1', junk: 'x' } });
    const res = await postJson(server.port, host(tenant), '/api/leads', body, { headers: { 'User-Agent': 'LeadTest/1.0' } });
    expect(res.status, res.body).toBe(201);
    const { id } = res.json<{ id: string }>();
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(leadRow(id)).toMatchObject({ tenant: tenant.slug, form, status: 'Complete' });
    const stored = payloadOf(id);
    expect(stored).toMatchObject({
      source: 'Website',
      website_slug: tenant.slug,
      lead_id: id,
      form,
      user_agent: 'LeadTest/1.0',
      lead_status: 'Complete',
      form_completed: true,
      has_files: false,
      visited_pages: ['/', '/cars/'],
      linked_query_params: { gclid: 'g-1', utm_source: 'google' },
      category: text((body.lead as Record<string, unknown>).category) || tenant.forms[form]!.category,
    });
    for (const [k, v] of Object.entries(body.lead)) if (!['visited_pages', 'linked_query_params', 'form', 'url'].includes(k)) expect(stored[k], k).toEqual(v);
    for (const f of ['last_name', 'rego', 'stock_number']) if (!(f in body.lead)) expect(stored[f], f).toBe('');
  });

  const fields = formFields(tenant, form);
  // A required field the page's form fills for the visitor (the only dealership or location, a
  // schema default) is filled by the server too when an API client leaves it out (issue 24).
  const filled = siteFilledValues(tenant.forms[form]!.steps as unknown as readonly ServedStep[], tenant.publicSite, tenant.collections.locations);
  const invalidCases = fields.flatMap((f) => {
    const cases: [string, string, (lead: Record<string, unknown>) => void][] = [];
    if (f.required && !(f.name in filled)) cases.push([f.name, 'missing', (lead) => delete lead[f.name]]);
    const bad = invalidValue(f.name, f.schema);
    if (bad !== undefined) cases.push([f.name, `= ${JSON.stringify(bad).slice(0, 30)}`, (lead) => (lead[f.name] = bad)]);
    return cases;
  });

  const filledRequired = fields.filter((f) => f.required && f.name in filled).map((f) => f.name);
  if (filledRequired.length) {
    it.each(filledRequired)('a missing %s is filled as the page fills it: 201, stored with that value', async (field) => {
      const body = completeLead(tenant, form);
      delete (body.lead as Record<string, unknown>)[field];
      const res = await postJson(server.port, host(tenant), '/api/leads', body);
      expect(res.status, res.body).toBe(201);
      expect(payloadOf(res.json<{ id: string }>().id)[field]).toEqual(filled[field]);
    });
  }

  it.each(invalidCases)('422 when %s is %s, with that field and its message, nothing stored', async (field, how, spoil) => {
    const body = completeLead(tenant, form);
    spoil(body.lead);
    const before = leadCount(tenant.slug);
    const res = await postJson(server.port, host(tenant), '/api/leads', body);
    expect(res.status, res.body).toBe(422);
    const answer = res.json<{ error: string; fields: Record<string, string> }>();
    expect(Object.keys(answer.fields)).toEqual([field]);
    expect(answer.fields[field]).toMatch(/\S/);
    const schema = fields.find((f) => f.name === field)!.schema;
    if (how === 'missing' && schema['x-message'] === undefined) expect(answer.fields[field]).toBe(REQUIRED_MESSAGE);
    if (how !== 'missing' && schema['x-rule'] === 'email') expect(answer.fields[field]).toBe(EMAIL_MESSAGE);
    expect(typeof answer.error).toBe('string');
    // The server passes validateLead's own words through.
    const direct = validateLead(tenant, form, body.lead);
    expect(direct.ok).toBe(false);
    if (!direct.ok) expect(answer).toEqual({ error: direct.error, fields: direct.fields });
    expect(leadCount(tenant.slug)).toBe(before);
  });

  if (tenant.forms[form]!.steps.length > 1) {
    it('multi-step: each step saves Incomplete on one lead; the final step completes it', async () => {
      const steps = tenant.forms[form]!.steps.length;
      const first = await postJson(server.port, host(tenant), '/api/leads', {
        lead: { form, ...validFields(tenant, form, 0), form_completed: false, step_number: 1 },
      });
      expect(first.status, first.body).toBe(201);
      const { id } = first.json<{ id: string }>();
      expect(leadRow(id)?.status).toBe('Incomplete');
      expect(payloadOf(id)).toMatchObject({ lead_status: 'Incomplete', form_completed: false });
      for (let step = 1; step < steps; step++) {
        const last = step === steps - 1;
        const res = await putJson(server.port, host(tenant), `/api/leads/${id}`, {
          lead: { form, ...validFields(tenant, form, step), form_completed: last, step_number: step + 1 },
        });
        expect(res.status, res.body).toBe(200);
        expect(res.json()).toEqual({ id });
      }
      expect(leadRow(id)?.status).toBe('Complete');
      // Fields of the first step were kept through the later updates.
      expect(payloadOf(id)).toMatchObject({ ...validFields(tenant, form, 0), form_completed: true });
    });

    it('multi-step: a step is validated on its own; the final submit validates the whole form', async () => {
      const stepOne = await postJson(server.port, host(tenant), '/api/leads', { lead: { form, form_completed: false, step_number: 1 } });
      expect(stepOne.status).toBe(422);
      const noStep = await postJson(server.port, host(tenant), '/api/leads', { lead: { form, ...validFields(tenant, form, 0), form_completed: false } });
      expect(noStep.status).toBe(400);
      const later = await postJson(server.port, host(tenant), '/api/leads', {
        lead: { form, ...validFields(tenant, form, 0), form_completed: false, step_number: 1 },
      });
      const { id } = later.json<{ id: string }>();
      const requiredOfStepOne = formFields(tenant, form).find((f) => f.step === 0 && f.required)!;
      // Final submit that clears a first-step field: the merged lead is checked in full.
      const final = await putJson(server.port, host(tenant), `/api/leads/${id}`, {
        lead: { form, ...validFields(tenant, form, 1), [requiredOfStepOne.name]: '', form_completed: true },
      });
      expect(final.status, final.body).toBe(422);
      expect(leadRow(id)?.status).toBe('Incomplete');
    });
  }
});

describe('request shape', () => {
  const t = otherTenant;
  const form = () => mainForm(t);

  it.each([
    ['not JSON', '{"lead":', 'The body is not valid JSON'],
    ['no lead', '{"name":"x"}', 'The body must be JSON'],
    ['lead not an object', '{"lead":"x"}', 'Invalid lead'],
    ['lead without form', '{"lead":{"name":"x"}}', 'Invalid lead'],
  ])('400 {error} for a body that is %s', async (_, body, message) => {
    const res = await send(server.port, host(t), '/api/leads', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
    expect(res.status).toBe(400);
    expect(res.json<{ error: string }>().error).toContain(message);
  });

  it('404 {error} for a form the site does not have', async () => {
    const res = await postJson(server.port, host(t), '/api/leads', { lead: { form: 'no-such-form', name: 'x' } });
    expect(res.status).toBe(404);
    expect(res.json()).toEqual({ error: 'Unknown form "no-such-form"' });
  });

  it('413 for a JSON body over 64 KB', async () => {
    const res = await postJson(server.port, host(t), '/api/leads', completeLead(t, form(), { message: 'x'.repeat(70_000) }));
    expect(res.status).toBe(413);
    expect(res.json<{ error: string }>().error).toMatch(/too large/);
  });

  it('404 on an unknown host, and no lead is stored for it', async () => {
    const res = await postJson(server.port, `nobody.localhost:${server.port}`, '/api/leads', completeLead(t, form()));
    expect(res.status).toBe(404);
  });
});

describe('idempotency', () => {
  const t = otherTenant;
  const form = () => mainForm(t);

  it('the same Idempotency-Key twice gives the same id and one row', async () => {
    const body = completeLead(t, form());
    const key = `submit-${Date.now()}-a`;
    const first = await postJson(server.port, host(t), '/api/leads', body, { headers: { 'Idempotency-Key': key } });
    const second = await postJson(server.port, host(t), '/api/leads', body, { headers: { 'Idempotency-Key': key } });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['idempotent-replayed']).toBe('true');
    const rows = db.prepare('SELECT COUNT(*) AS n FROM idempotency_keys k JOIN leads l ON l.id = k.lead_id WHERE k.tenant = ? AND k.key = ?').get(t.slug, key);
    expect(rows).toEqual({ n: 1 });
  });

  it('a double click (both requests at once) still makes one lead', async () => {
    const body = completeLead(t, form());
    const key = `submit-${Date.now()}-b`;
    const before = leadCount(t.slug);
    const replies = await Promise.all([1, 2, 3].map(() => postJson(server.port, host(t), '/api/leads', body, { headers: { 'Idempotency-Key': key } })));
    expect(replies.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(new Set(replies.map((r) => r.json<{ id: string }>().id)).size).toBe(1);
    expect(leadCount(t.slug)).toBe(before + 1);
  });

  it('different keys, or no key, make separate leads', async () => {
    const body = completeLead(t, form());
    const a = await postJson(server.port, host(t), '/api/leads', body, { headers: { 'Idempotency-Key': `k-${Date.now()}-1` } });
    const b = await postJson(server.port, host(t), '/api/leads', body, { headers: { 'Idempotency-Key': `k-${Date.now()}-2` } });
    const c = await postJson(server.port, host(t), '/api/leads', body);
    expect(new Set([a, b, c].map((r) => r.json<{ id: string }>().id)).size).toBe(3);
  });

  it('a key is per site: the same key on another site makes that site its own lead', async () => {
    const key = `shared-${Date.now()}`;
    const other = tenants.find((x) => x.slug !== t.slug && byCaptcha(x))!;
    const a = await postJson(server.port, host(t), '/api/leads', completeLead(t, form()), { headers: { 'Idempotency-Key': key } });
    const b = await postJson(server.port, host(other), '/api/leads', completeLead(other, mainForm(other)), { headers: { 'Idempotency-Key': key } });
    expect(a.json<{ id: string }>().id).not.toBe(b.json<{ id: string }>().id);
    expect(leadRow(b.json<{ id: string }>().id)?.tenant).toBe(other.slug);
  });

  it('a retry may differ in page and tracking data and still gets the first lead', async () => {
    const key = `retry-${Date.now()}`;
    const first = await postJson(server.port, host(t), '/api/leads', completeLead(t, form(), { visited_pages: ['/'] }), {
      headers: { 'Idempotency-Key': key },
    });
    const retry = await postJson(
      server.port,
      host(t),
      '/api/leads',
      completeLead(t, form(), { visited_pages: ['/', '/contact'], url: 'https://elsewhere.example/' }),
      { headers: { 'Idempotency-Key': key } },
    );
    expect(retry.status).toBe(201);
    expect(retry.json()).toEqual(first.json());
  });

  it('409 when a key is reused for a different lead: the second lead is refused loudly, not answered with the first', async () => {
    const key = `reused-${Date.now()}`;
    const first = await postJson(server.port, host(t), '/api/leads', completeLead(t, form()), { headers: { 'Idempotency-Key': key } });
    expect(first.status).toBe(201);
    const before = leadCount(t.slug);
    const other = await postJson(server.port, host(t), '/api/leads', completeLead(t, form(), { message: 'A completely different enquiry' }), {
      headers: { 'Idempotency-Key': key },
    });
    expect(other.status).toBe(409);
    expect(other.json<{ error: string }>().error).toMatch(/Idempotency-Key/);
    expect(leadCount(t.slug)).toBe(before);
  });

  it('400 for an Idempotency-Key that is too long', async () => {
    const res = await postJson(server.port, host(t), '/api/leads', completeLead(t, form()), { headers: { 'Idempotency-Key': 'k'.repeat(300) } });
    expect(res.status).toBe(400);
  });
});

describe('tenant isolation', () => {
  it("PUT of another site's lead is 404 exactly like a missing one, and changes nothing", async () => {
    const a = otherTenant;
    const b = tenants.find((x) => x.slug !== a.slug && byCaptcha(x))!;
    const formA = mainForm(a);
    const created = await postJson(server.port, host(a), '/api/leads', completeLead(a, formA));
    const { id } = created.json<{ id: string }>();
    const before = leadRow(id);
    const formB = Object.keys(b.forms).includes(formA) ? formA : mainForm(b);
    const cross = await putJson(server.port, host(b), `/api/leads/${id}`, completeLead(b, formB, { name: 'Someone Else' }));
    const missing = await putJson(server.port, host(b), '/api/leads/AAAAAAAAAAAAAAAAAAAAAA', completeLead(b, formB));
    expect(cross.status).toBe(404);
    expect(cross.json()).toEqual(missing.json());
    expect(cross.json()).toEqual({ error: 'Lead not found' });
    expect(leadRow(id)).toEqual(before);
  });

  it('a lead_id of another site in a POST is refused too', async () => {
    const a = otherTenant;
    const b = tenants.find((x) => x.slug !== a.slug && byCaptcha(x))!;
    const { id } = (await postJson(server.port, host(a), '/api/leads', completeLead(a, mainForm(a)))).json<{ id: string }>();
    const res = await postJson(server.port, host(b), '/api/leads', completeLead(b, mainForm(b), { lead_id: id }));
    expect(res.status).toBe(404);
  });

  it('no route reads a lead back, on any site', async () => {
    const a = otherTenant;
    const { id } = (await postJson(server.port, host(a), '/api/leads', completeLead(a, mainForm(a)))).json<{ id: string }>();
    for (const t of tenants) {
      const res = await send(server.port, host(t), `/api/leads/${id}`);
      expect(res.status).toBe(404);
      expect(res.body).not.toContain(id);
    }
  });
});

describe('uploads (POST /api/leads/with-files)', () => {
  const t = otherTenant;
  const form = () => mainForm(t);
  const uploadsOf = () => {
    const dir = path.join(sandbox.dataDir, 'uploads', t.slug);
    return existsSync(dir) ? readdirSync(dir) : [];
  };
  const postFiles = (parts: Part[], headers: Record<string, string> = {}) => {
    const { body, contentType } = multipart(parts);
    return send(server.port, host(t), '/api/leads/with-files', { method: 'POST', headers: { 'Content-Type': contentType, ...headers }, body });
  };
  const leadPart = (extra: Record<string, unknown> = {}): Part => ({ name: 'lead', value: JSON.stringify(completeLead(t, form(), extra)) });

  it('stores the lead with has_files and its files under DATA_DIR with random names', async () => {
    const marker = `marker-${Date.now()}`;
    const res = await postFiles([
      leadPart(),
      { name: 'photos', filename: 'front.jpg', type: 'image/jpeg', value: FILE_BYTES.jpeg(marker) },
      { name: 'photos', filename: 'quote.pdf', type: 'application/pdf', value: FILE_BYTES.pdf(marker) },
    ]);
    expect(res.status, res.body).toBe(201);
    const { id } = res.json<{ id: string }>();
    expect(payloadOf(id).has_files).toBe(true);
    const files = db.prepare('SELECT * FROM lead_files WHERE lead_id = ? ORDER BY id').all(id) as {
      stored_path: string;
      original_name: string;
      mime: string;
      size: number;
      tenant: string;
    }[];
    expect(files.map((f) => [f.original_name, f.mime, f.tenant])).toEqual([
      ['front.jpg', 'image/jpeg', t.slug],
      ['quote.pdf', 'application/pdf', t.slug],
    ]);
    for (const f of files) {
      expect(path.dirname(f.stored_path)).toBe(path.join(sandbox.dataDir, 'uploads', t.slug));
      expect(path.basename(f.stored_path)).toMatch(/^[0-9a-f]{32}$/);
      expect(existsSync(f.stored_path)).toBe(true);
    }

    // Never served: not under any path a browser could guess.
    const name = path.basename(files[0]!.stored_path);
    for (const url of [
      `/uploads/${t.slug}/${name}`,
      `/data/uploads/${t.slug}/${name}`,
      `/media/${name}`,
      `/media/../data/uploads/${t.slug}/${name}`,
      `/${name}`,
      `/api/leads/${id}/files`,
      `/api/uploads/${name}`,
    ]) {
      const got = await send(server.port, host(t), url);
      expect(got.body, url).not.toContain(marker);
      expect(got.status, url).not.toBe(200);
    }
  });

  it('a double submit with files stores one lead and one copy of the files', async () => {
    const before = uploadsOf().length;
    const key = `files-${Date.now()}`;
    const parts = (): Part[] => [
      leadPart({ message: 'With a photo' }),
      { name: 'photo', filename: 'side.png', type: 'image/png', value: FILE_BYTES.png('side') },
    ];
    const first = await postFiles(parts(), { 'Idempotency-Key': key });
    const second = await postFiles(parts(), { 'Idempotency-Key': key });
    expect(first.status, first.body).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(uploadsOf()).toHaveLength(before + 1);
  });

  it("a form's file field is filled with the attached files' names, so a required file passes", async () => {
    const withFile = tenants
      .flatMap((x) => Object.keys(x.forms).map((f) => [x, f] as const))
      .find(
        ([x, f]) =>
          byCaptcha(x) &&
          x.forms[f]!.steps.some((step) =>
            Object.values((step.uiSchema ?? {}) as Record<string, { 'ui:widget'?: string }>).some((u) => u?.['ui:widget'] === 'file'),
          ),
      );
    expect(withFile, 'a sample form with a file field (careers)').toBeDefined();
    const [site, formName] = withFile!;
    const fileField = site.forms[formName]!.steps.flatMap((step) => Object.entries((step.uiSchema ?? {}) as Record<string, { 'ui:widget'?: string }>)).find(
      ([, u]) => u?.['ui:widget'] === 'file',
    )![0];
    const lead: Record<string, unknown> = { form: formName, ...validFields(site, formName) };
    delete lead[fileField];
    const { body, contentType } = multipart([
      { name: 'lead', value: JSON.stringify({ lead }) },
      { name: fileField, filename: 'cv.pdf', type: 'application/pdf', value: FILE_BYTES.pdf('cv') },
    ]);
    const res = await send(server.port, host(site), '/api/leads/with-files', { method: 'POST', headers: { 'Content-Type': contentType }, body });
    expect(res.status, res.body).toBe(201);
    expect(payloadOf(res.json<{ id: string }>().id)).toMatchObject({ [fileField]: 'cv.pdf', has_files: true });
  });

  it('413 for a file over 10 MB, and nothing is stored', async () => {
    const before = { leads: leadCount(t.slug), files: uploadsOf().length };
    const big = Buffer.concat([FILE_BYTES.jpeg('big'), Buffer.alloc(10 * 1024 * 1024 + 1)]);
    const res = await postFiles([leadPart(), { name: 'photo', filename: 'huge.jpg', type: 'image/jpeg', value: big }]);
    expect(res.status).toBe(413);
    expect(res.json<{ error: string }>().error).toMatch(/too large/i);
    expect(leadCount(t.slug)).toBe(before.leads);
    expect(uploadsOf()).toHaveLength(before.files);
  });

  it('413 for more than 5 files', async () => {
    const before = { leads: leadCount(t.slug), files: uploadsOf().length };
    const parts = [
      leadPart(),
      ...Array.from({ length: 6 }, (_, i): Part => ({ name: 'photo', filename: `${i}.png`, type: 'image/png', value: FILE_BYTES.png(String(i)) })),
    ];
    const res = await postFiles(parts);
    expect(res.status).toBe(413);
    expect(leadCount(t.slug)).toBe(before.leads);
    expect(uploadsOf()).toHaveLength(before.files);
  });

  it.each([
    ['a type that is not allowed', { filename: 'tool.exe', type: 'application/x-msdownload', value: Buffer.from('MZ\x90\x00') }],
    ['contents that do not match the declared type', { filename: 'fake.jpg', type: 'image/jpeg', value: Buffer.from('<html>not an image</html>') }],
  ])('415 for %s, and nothing is stored', async (_, file) => {
    const before = { leads: leadCount(t.slug), files: uploadsOf().length };
    const ok: Part = { name: 'photo', filename: 'ok.png', type: 'image/png', value: FILE_BYTES.png('ok') };
    const res = await postFiles([leadPart(), ok, { name: 'photo', ...file }]);
    expect(res.status).toBe(415);
    expect(res.json<{ error: string }>().error).toMatch(/Unsupported file type/);
    expect(leadCount(t.slug)).toBe(before.leads);
    expect(uploadsOf()).toHaveLength(before.files);
  });

  it('422 for an invalid lead removes the uploaded files', async () => {
    const before = uploadsOf().length;
    const res = await postFiles([leadPart({ email: 'not an email' }), { name: 'photo', filename: 'a.png', type: 'image/png', value: FILE_BYTES.png('x') }]);
    expect(res.status).toBe(422);
    expect(uploadsOf()).toHaveLength(before);
  });

  it('400 when the lead field is missing or not JSON', async () => {
    expect((await postFiles([{ name: 'photo', filename: 'a.png', type: 'image/png', value: FILE_BYTES.png('x') }])).status).toBe(400);
    expect((await postFiles([{ name: 'lead', value: '{oops' }])).status).toBe(400);
    const notMultipart = await postJson(server.port, host(t), '/api/leads/with-files', completeLead(t, form()));
    expect(notMultipart.status).toBe(400);
  });
});

describe('bots', () => {
  const t = otherTenant;
  it('a filled honeypot (website_url) is answered 400 Rejected and nothing is stored', async () => {
    const before = leadCount(t.slug);
    const res = await postJson(server.port, host(t), '/api/leads', completeLead(t, mainForm(t), { website_url: 'http://spam.example' }));
    expect(res.status).toBe(400);
    expect(res.json()).toEqual({ error: 'Rejected' });
    expect(leadCount(t.slug)).toBe(before);
  });

  it('an empty honeypot is fine and is not stored', async () => {
    const res = await postJson(server.port, host(t), '/api/leads', completeLead(t, mainForm(t), { website_url: '' }));
    expect(res.status).toBe(201);
    expect(payloadOf(res.json<{ id: string }>().id)).not.toHaveProperty('website_url');
  });
});

describe('captcha (ALTCHA, on by default)', () => {
  const t = captchaTenant;
  const form = () => mainForm(t);

  const solvedPayload = () => solvedAltcha(server.port, host(t));

  it('a challenge is never cached', async () => {
    const res = await send(server.port, host(t), '/api/altcha/challenge');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('a solved challenge is accepted; the payload is not stored; a replay is refused', async () => {
    const altcha = await solvedPayload();
    const res = await postJson(server.port, host(t), '/api/leads', completeLead(t, form(), { altcha }));
    expect(res.status, res.body).toBe(201);
    expect(payloadOf(res.json<{ id: string }>().id)).not.toHaveProperty('altcha');
    const before = leadCount(t.slug);
    const replay = await postJson(server.port, host(t), '/api/leads', completeLead(t, form(), { altcha }));
    expect(replay.status).toBe(400);
    expect(replay.json()).toEqual({ error: 'Captcha verification failed' });
    expect(leadCount(t.slug)).toBe(before);
  });

  it.each([
    ['missing', undefined],
    ['garbage', 'bm90IGEgcGF5bG9hZA=='],
    [
      'a forged solution',
      Buffer.from(
        JSON.stringify({
          challenge: {
            parameters: { algorithm: 'PBKDF2/SHA-256', nonce: '00', salt: '00', cost: 1, keyLength: 32, keyPrefix: '00', expiresAt: 9999999999 },
            signature: 'ab',
          },
          solution: { counter: 1, derivedKey: '00' },
        }),
      ).toString('base64'),
    ],
  ])('400 when the captcha payload is %s, and nothing is stored', async (_, altcha) => {
    const before = leadCount(t.slug);
    const res = await postJson(server.port, host(t), '/api/leads', completeLead(t, form(), altcha === undefined ? {} : { altcha }));
    expect(res.status).toBe(400);
    expect(res.json()).toEqual({ error: 'Captcha verification failed' });
    expect(leadCount(t.slug)).toBe(before);
  });

  it('a retried submit with the same Idempotency-Key returns the first lead instead of failing the used captcha', async () => {
    const altcha = await solvedPayload();
    const key = `captcha-retry-${Date.now()}`;
    const first = await postJson(server.port, host(t), '/api/leads', completeLead(t, form(), { altcha }), { headers: { 'Idempotency-Key': key } });
    const retry = await postJson(server.port, host(t), '/api/leads', completeLead(t, form(), { altcha }), { headers: { 'Idempotency-Key': key } });
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.json()).toEqual(first.json());
  });

  it('field errors come before the captcha, so fixing a field does not need a new challenge', async () => {
    const altcha = await solvedPayload();
    const bad = await postJson(server.port, host(t), '/api/leads', completeLead(t, form(), { altcha, email: 'not an email' }));
    expect(bad.status).toBe(422);
    const fixed = await postJson(server.port, host(t), '/api/leads', completeLead(t, form(), { altcha }));
    expect(fixed.status, fixed.body).toBe(201);
  });

  it('a site with the provider off takes leads without a captcha', async () => {
    const res = await postJson(server.port, host(otherTenant), '/api/leads', completeLead(otherTenant, mainForm(otherTenant)));
    expect(res.status).toBe(201);
  });
});

describe('middle name on request (site.json forms.middleName, spec section 5)', () => {
  const t = tenants.find((x) => x.site.forms?.middleName === 'on-request');
  if (!t) throw new Error('a sample tenant should ask for a middle name on request (forms.middleName "on-request")');
  const form = mainForm(t);
  const step = t.forms[form]!.steps[0]!;
  const stepSchema = step.schema as StepSchema;
  const lead = (extra: Record<string, unknown>) => {
    const body = completeLead(t, form, { first_name: 'Jane', last_name: 'Citizen', ...extra });
    if (!('middle_name' in extra)) delete (body.lead as Record<string, unknown>).middle_name;
    return body;
  };

  it('the form asks for an optional middle_name after first_name, behind "Add a middle name"', () => {
    const names = Object.keys(stepSchema.properties ?? {});
    expect(names.slice(names.indexOf('first_name'), names.indexOf('first_name') + 3)).toEqual(['first_name', 'middle_name', 'last_name']);
    expect(stepSchema.required ?? []).not.toContain('middle_name');
    expect(step.uiSchema).toMatchObject({ middle_name: { 'ui:widget': 'middleName', 'ui:options': { onRequest: true } } });
  });

  it('the form screen shows it behind a closed "Add a middle name" disclosure before any script', async () => {
    const page = await send(server.port, host(t), '/book-test-drive');
    expect(page.status).toBe(200);
    const at = page.body.indexOf('<details class="form-disclosure"');
    expect(at, 'a middle-name disclosure on the page').toBeGreaterThan(0);
    expect(page.body.slice(at, at + 600)).toMatch(
      /^<details class="form-disclosure"><summary class="form-disclosure-summary">Add a middle name<\/summary><label class="form-label" for="[^"]+">Middle name<\/label><input[^>]*autocomplete="additional-name"/i,
    );
  });

  it('422 for a middle name that is not letters and spaces, with the name message', async () => {
    const res = await postJson(server.port, host(t), '/api/leads', lead({ middle_name: 'J4ne' }));
    expect(res.status, res.body).toBe(422);
    expect(res.json<{ fields: Record<string, string> }>().fields).toEqual({ middle_name: NAME_MESSAGE });
  });

  it.each([
    ['with a middle name: stored and delivered as middle_name', { middle_name: 'Anne' }, 'Anne'],
    ['without one: 201, stored empty', {}, ''],
  ])('%s', async (_, extra, stored) => {
    const res = await postJson(server.port, host(t), '/api/leads', lead({ ...extra, altcha: await solvedAltcha(server.port, host(t)) }));
    expect(res.status, res.body).toBe(201);
    expect(payloadOf(res.json<{ id: string }>().id)).toMatchObject({ first_name: 'Jane', middle_name: stored, last_name: 'Citizen' });
  });
});

describe('rate limit', () => {
  it('answers 429 {error} after 30 lead requests a minute from one address', async () => {
    const t = otherTenant;
    const clientIp = '203.0.113.99';
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await postJson(server.port, host(t), '/api/leads', { lead: { form: 'no-such-form' } }, { clientIp })).status);
    expect(statuses.slice(0, 30).every((s) => s === 404)).toBe(true);
    const limited = await postJson(server.port, host(t), '/api/leads', completeLead(t, mainForm(t)), { clientIp });
    expect(limited.status).toBe(429);
    expect(limited.json<{ error: string }>().error).toMatch(/Too many requests/);
    // Another address is not affected.
    expect((await postJson(server.port, host(t), '/api/leads', { lead: { form: 'no-such-form' } })).status).toBe(404);
  });
});

describe('events', () => {
  const event = {
    event: {
      website_slug: 'x',
      url: '/cars/',
      category: 25,
      lead_id: null,
      anon_id: 'device_abcdefghij',
      session_id: 'session_abcdefghij',
      error_message: '',
      event_properties: { car_id: 1 },
    },
  };

  it('202 for a site with features.events', async () => {
    const res = await postJson(server.port, host(otherTenant), '/api/events', event);
    expect(res.status).toBe(202);
  });

  it('204 and nothing recorded for a site without it', async () => {
    const t = tenants.find((x) => !x.site.features?.events)!;
    const res = await postJson(server.port, host(t), '/api/events', event);
    expect(res.status).toBe(204);
  });

  it('400 {error} for a malformed event', async () => {
    const res = await postJson(server.port, host(otherTenant), '/api/events', { event: { category: { nested: true } } });
    expect(res.status).toBe(400);
    expect(res.json<{ error: string }>().error).toMatch(/category/);
    const notJson = await send(server.port, host(otherTenant), '/api/events', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{' });
    expect(notJson.status).toBe(400);
  });

  it('POST /api/fb-events answers 202 for a well-formed ad event and 400 otherwise', async () => {
    const ok = await postJson(server.port, host(otherTenant), '/api/fb-events', {
      event_name: 'Lead',
      event_id: 22,
      unique_event_id: '22_1760000000000_123456',
      content: { content_ids: ['1'] },
      user_data: { em: 'hash' },
    });
    expect(ok.status).toBe(202);
    const bad = await postJson(server.port, host(otherTenant), '/api/fb-events', { event_id: 22 });
    expect(bad.status).toBe(400);
  });
});
