// Lead delivery through the outbox, against a local receiver on 127.0.0.1: JSON webhook and ADF
// XML, retries with backoff, the dead letter, builder-cli leads --failed / --resend, and a
// pending delivery surviving a server restart.
import Database from 'better-sqlite3';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/server';
import type { Tenant } from '../../server/tenants/tenant';
import { leadDatabasePath } from '../../server/leads/lead-store';
import { tenantHost } from '../helpers/http';
import { builtServerModule } from '../helpers/server';
import { loadTenants, repoRoot } from '../helpers/tenants';
import { makeSandbox, postJson, putJson, startReceiver, validFields, waitFor, type Receiver, type Sandbox } from './leads-support';
import { restoreEnv } from '../helpers/env';

const MAX_ATTEMPTS = 4;
const RETRY_BASE_MS = 60;

const sandbox: Sandbox = await makeSandbox('leads-delivery-');
const receiver: Receiver = await startReceiver();
const slugs = (await loadTenants(sandbox.tenantsDir)).map((t) => t.slug);
if (slugs.length < 4) throw new Error('the delivery suite needs four tenants');
const [both, flaky, down, none] = slugs as [string, string, string, string];

for (const slug of slugs) sandbox.editSite(slug, (site) => (site.captcha = { provider: 'off' }));
sandbox.editSite(both, (site) => {
  site.leadDelivery = [
    { kind: 'webhook', url: `${receiver.url}/hook`, headers: { 'X-Api-Key': '$env:LEAD_TEST_API_KEY', 'X-Static': 'yes' } },
    { kind: 'adf', url: `${receiver.url}/adf`, vendorName: 'Test Vendor Pty Ltd' },
  ];
});
sandbox.editSite(flaky, (site) => (site.leadDelivery = [{ kind: 'webhook', url: `${receiver.url}/flaky` }]));
sandbox.editSite(down, (site) => (site.leadDelivery = [{ kind: 'webhook', url: `${receiver.url}/down` }]));
const tenants = new Map((await loadTenants(sandbox.tenantsDir)).map((t) => [t.slug, t]));
const tenant = (slug: string) => tenants.get(slug)!;

const savedEnv = { ...process.env };
let server: RunningServer;
let db: Database.Database;

async function start(): Promise<RunningServer> {
  const { startServer } = await builtServerModule();
  return startServer({ mode: 'production', port: 0, tenantsDir: sandbox.tenantsDir, dataDir: sandbox.dataDir });
}

beforeAll(async () => {
  // The retry timing comes from the environment, as in production.
  process.env.LEAD_RETRY_BASE_MS = String(RETRY_BASE_MS);
  process.env.LEAD_RETRY_CAP_MS = '500';
  process.env.LEAD_MAX_ATTEMPTS = String(MAX_ATTEMPTS);
  process.env.LEAD_TEST_API_KEY = 'secret-123';
  server = await start();
  db = new Database(leadDatabasePath(sandbox.dataDir), { readonly: true, fileMustExist: true });
});
afterAll(async () => {
  db?.close();
  await server?.close();
  await receiver.close();
  restoreEnv(savedEnv);
  sandbox.remove();
});

interface DeliveryRow {
  destination: number;
  kind: string;
  state: string;
  attempts: number;
  last_error: string | null;
}
const deliveries = (leadId: string) => db.prepare('SELECT * FROM deliveries WHERE lead_id = ? ORDER BY destination').all(leadId) as DeliveryRow[];
const settled = (leadId: string) => {
  const rows = deliveries(leadId);
  return rows.length > 0 && rows.every((d) => d.state !== 'pending') ? rows : undefined;
};
const receivedFor = (pathname: string, leadId: string) => receiver.received.filter((r) => r.path === pathname && r.body.includes(leadId));
const mainForm = (t: Tenant) => (Object.hasOwn(t.forms, 'enquiry') ? 'enquiry' : Object.keys(t.forms)[0]!);

async function submit(slug: string, extra: Record<string, unknown> = {}): Promise<string> {
  const t = tenant(slug);
  const res = await postJson(server.port, tenantHost(slug, server.port), '/api/leads', {
    lead: { form: mainForm(t), ...validFields(t, mainForm(t)), message: 'Is it still available? <b>&</b>', ...extra },
  });
  expect(res.status, res.body).toBe(201);
  return res.json<{ id: string }>().id;
}

async function cli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [path.join(repoRoot, 'builder-cli', 'bin.js'), ...args], {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: sandbox.dataDir, TENANTS_DIR: sandbox.tenantsDir },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? 1, stdout: e.stdout ?? '', stderr: e.stderr ?? '' };
  }
}

describe('a site with a webhook and an ADF destination', () => {
  let id: string;
  beforeAll(async () => {
    id = await submit(both);
    await waitFor('both deliveries', () => settled(id));
  });

  it('both are delivered on the first attempt', () => {
    expect(deliveries(id).map((d) => [d.kind, d.state, d.attempts])).toEqual([
      ['webhook', 'delivered', 1],
      ['adf', 'delivered', 1],
    ]);
  });

  it('the webhook gets JSON {lead} with the stored, normalised lead and the configured headers', () => {
    const [hit] = receivedFor('/hook', id);
    expect(hit).toBeDefined();
    expect(hit!.headers['content-type']).toBe('application/json');
    expect(hit!.headers['x-api-key']).toBe('secret-123');
    expect(hit!.headers['x-static']).toBe('yes');
    expect(hit!.headers['idempotency-key']).toBe(`${id}-0`);
    const body = JSON.parse(hit!.body) as { lead: Record<string, unknown> };
    const stored = JSON.parse((db.prepare('SELECT payload FROM leads WHERE id = ?').get(id) as { payload: string }).payload) as Record<string, unknown>;
    expect(body.lead).toEqual(stored);
    expect(body.lead).toMatchObject({ lead_id: id, source: 'Website', website_slug: both });
  });

  it('the ADF destination gets ADF 1.0 XML naming the customer, the vendor and the provider', () => {
    const [hit] = receivedFor('/adf', id);
    expect(hit).toBeDefined();
    expect(hit!.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(hit!.body).toContain('<?adf version="1.0"?>');
    const doc = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', parseTagValue: false }).parse(hit!.body) as {
      adf: {
        prospect: {
          id: { '#text': string };
          requestdate: string;
          customer: { contact: { email: string; name: { '#text': string }[] }; comments: string };
          vendor: { vendorname: string };
          provider: { name: { '#text': string } };
        };
      };
    };
    const p = doc.adf.prospect;
    expect(p.id['#text']).toBe(id);
    expect(Number.isNaN(Date.parse(p.requestdate))).toBe(false);
    expect(p.customer.contact.email).toBe(validFields(tenant(both), mainForm(tenant(both))).email);
    // A form that asks a middle name (Kiwi Trails offers one on request) gets its middle part too.
    const asked = validFields(tenant(both), mainForm(tenant(both)));
    expect(p.customer.contact.name.map((n) => n['#text'])).toEqual(['Jane', ...('middle_name' in asked ? ['Anne'] : []), 'Citizen']);
    expect(p.customer.comments.startsWith('Is it still available? <b>&</b>')).toBe(true);
    expect(p.vendor.vendorname).toBe('Test Vendor Pty Ltd');
    expect(p.provider.name['#text']).toBe('Dealer Platform');
  });

  it('page_id and the middle name are stored and delivered: in the webhook lead, and as the ADF middle name part (issue 24)', async () => {
    const named = await submit(both, { first_name: 'Jane', middle_name: 'Anne', last_name: 'Citizen', page_id: 'contact-us' });
    await waitFor('both deliveries', () => settled(named));
    const stored = JSON.parse((db.prepare('SELECT payload FROM leads WHERE id = ?').get(named) as { payload: string }).payload) as Record<string, unknown>;
    expect(stored).toMatchObject({ page_id: 'contact-us', middle_name: 'Anne' });
    const hook = JSON.parse(receivedFor('/hook', named)[0]!.body) as { lead: Record<string, unknown> };
    expect(hook.lead).toMatchObject({ page_id: 'contact-us', middle_name: 'Anne' });
    const adf = receivedFor('/adf', named)[0]!.body;
    expect(adf).toMatch(/<name part="first">Jane<\/name>\s*<name part="middle">Anne<\/name>\s*<name part="last">Citizen<\/name>/);
    expect(adf).toContain('page_id: contact-us');
  });
});

describe('retries', () => {
  it('a receiver that fails twice then succeeds: delivered on attempt 3, with growing delays', async () => {
    receiver.respond('/flaky', (previous) => (previous < 2 ? 503 : 200));
    const id = await submit(flaky);
    const [row] = await waitFor('the flaky delivery', () => settled(id));
    expect(row).toMatchObject({ state: 'delivered', attempts: 3, last_error: null });
    const hits = receivedFor('/flaky', id);
    expect(hits).toHaveLength(3);
    const gaps = [hits[1]!.at - hits[0]!.at, hits[2]!.at - hits[1]!.at];
    expect(gaps[0]).toBeGreaterThanOrEqual(RETRY_BASE_MS - 10);
    expect(gaps[1]).toBeGreaterThanOrEqual(2 * RETRY_BASE_MS - 10);
  });

  it(`a receiver that keeps failing: dead after ${MAX_ATTEMPTS} attempts, with the last error kept`, async () => {
    receiver.respond('/down', () => 500);
    const id = await submit(down);
    const [row] = await waitFor('the dead letter', () => settled(id));
    expect(row).toMatchObject({ state: 'dead', attempts: MAX_ATTEMPTS });
    expect(row!.last_error).toContain('HTTP 500');
    // One more outbox pass sends nothing: a dead letter is never retried.
    await server.leads.outbox.runOnce();
    expect(receivedFor('/down', id)).toHaveLength(MAX_ATTEMPTS);
  });

  it('an unreachable destination counts as a failed attempt, not a lost lead', async () => {
    const t = tenant(flaky);
    // Port 9 (discard) on loopback refuses the connection.
    sandbox.editSite(flaky, (site) => (site.leadDelivery = [{ kind: 'webhook', url: 'http://127.0.0.1:9/nothing' }]));
    const { loadTenant } = await builtServerModule();
    server.registry.put(await loadTenant(t.dir));
    const id = await submit(flaky);
    const [row] = await waitFor('the refused delivery', () => settled(id));
    expect(row).toMatchObject({ state: 'dead', attempts: MAX_ATTEMPTS });
    expect(db.prepare('SELECT status FROM leads WHERE id = ?').get(id)).toEqual({ status: 'Complete' });
    // Back to the receiver for the tests below.
    sandbox.editSite(flaky, (site) => (site.leadDelivery = [{ kind: 'webhook', url: `${receiver.url}/flaky` }]));
    server.registry.put(await loadTenant(t.dir));
  });
});

describe('multi-step leads', () => {
  it('an Incomplete lead is not sent; completing it sends it once', async () => {
    const t = tenant(both);
    const found = Object.keys(t.forms).find((f) => t.forms[f]!.steps.length > 1);
    expect(found, `${both} has a multi-step form`).toBeDefined();
    const form = found!;
    const host = tenantHost(both, server.port);
    const first = await postJson(server.port, host, '/api/leads', { lead: { form, ...validFields(t, form, 0), form_completed: false, step_number: 1 } });
    const { id } = first.json<{ id: string }>();
    // A whole outbox pass over everything due sends nothing for it.
    await server.leads.outbox.runOnce();
    expect(deliveries(id)).toEqual([]);
    expect(receiver.received.filter((r) => r.body.includes(id))).toEqual([]);
    const last = t.forms[form]!.steps.length - 1;
    for (let step = 1; step < last; step++) {
      const saved = await putJson(server.port, host, `/api/leads/${id}`, {
        lead: { form, ...validFields(t, form, step), form_completed: false, step_number: step + 1 },
      });
      expect(saved.status, saved.body).toBe(200);
    }
    expect(deliveries(id)).toEqual([]);
    const done = await putJson(server.port, host, `/api/leads/${id}`, {
      lead: { form, ...validFields(t, form, last), form_completed: true, step_number: last + 1 },
    });
    expect(done.status, done.body).toBe(200);
    await waitFor('delivery of the completed lead', () => settled(id));
    // A correction after completion updates the lead but does not send it again.
    await putJson(server.port, host, `/api/leads/${id}`, { lead: { form, ...validFields(t, form, last), form_completed: true } });
    await server.leads.outbox.runOnce();
    expect(receivedFor('/hook', id)).toHaveLength(1);
    expect(receivedFor('/adf', id)).toHaveLength(1);
  });
});

describe('builder-cli leads', () => {
  let deadId: string;
  beforeAll(async () => {
    receiver.respond('/down', () => 500);
    deadId = await submit(down, { name: 'Dead Letter' });
    await waitFor('the dead letter', () => settled(deadId));
  });

  it("lists a tenant's leads with form, status, name and delivery state", async () => {
    const out = await cli('leads', down);
    expect(out.code, out.stderr).toBe(0);
    const header = out.stdout.split('\n')[0]!;
    expect(header).toMatch(/^ID\s+CREATED\s+FORM\s+STATUS\s+NAME\s+RULE\s+ANSWERED\s+DELIVERY$/);
    const line = out.stdout.split('\n').find((l) => l.startsWith(deadId))!;
    expect(line).toContain('Dead Letter');
    expect(line).toContain('Complete');
    expect(line).toContain(`webhook DEAD after ${MAX_ATTEMPTS}: HTTP 500`);
  });

  it('--failed lists only leads with a dead or retrying delivery; --format json for machines', async () => {
    const delivered = await submit(both);
    await waitFor('delivery', () => settled(delivered));
    const failed = JSON.parse((await cli('leads', down, '--failed', '--format', 'json')).stdout) as {
      id: string;
      deliveries: { state: string; attempts: number; lastError: string }[];
    }[];
    expect(failed.map((l) => l.id)).toContain(deadId);
    expect(failed.find((l) => l.id === deadId)!.deliveries[0]).toMatchObject({ state: 'dead', attempts: MAX_ATTEMPTS });
    expect(failed.every((l) => l.deliveries.some((d) => d.state !== 'delivered'))).toBe(true);
    const bothFailed = JSON.parse((await cli('leads', both, '--failed', '--format', 'json')).stdout) as { id: string }[];
    expect(bothFailed.map((l) => l.id)).not.toContain(delivered);
  });

  it('--resend all-failed puts dead deliveries back; the running server delivers them', async () => {
    receiver.respond('/down', () => 200);
    const out = await cli('leads', down, '--resend', 'all-failed');
    expect(out.code, out.stderr).toBe(0);
    expect(out.stdout).toMatch(/queued again/);
    const [row] = await waitFor('the resent delivery', () => {
      const rows = deliveries(deadId);
      return rows[0]?.state === 'delivered' ? rows : undefined;
    });
    expect(row).toMatchObject({ state: 'delivered', attempts: 1 });
    const after = JSON.parse((await cli('leads', down, '--failed', '--format', 'json')).stdout) as { id: string }[];
    expect(after.map((l) => l.id)).not.toContain(deadId);
  });

  it('--resend <id> of a lead stored while its site had no destinations sends it to the ones listed now', async () => {
    const id = await submit(none);
    expect(deliveries(id)).toEqual([]);
    const listed = await cli('leads', none);
    expect(listed.stdout.split('\n').find((l) => l.startsWith(id))).toContain('stored (no destinations)');
    sandbox.editSite(none, (site) => (site.leadDelivery = [{ kind: 'webhook', url: `${receiver.url}/late` }]));
    const { loadTenant } = await builtServerModule();
    server.registry.put(await loadTenant(tenant(none).dir));
    const out = await cli('leads', none, '--resend', id);
    expect(out.stdout).toMatch(/1 delivery of lead .* queued/);
    await waitFor('the late delivery', () => receivedFor('/late', id).length === 1);
  });

  it('exit 2 for an unknown tenant or a lead id it does not have', async () => {
    expect((await cli('leads', 'no-such-dealer')).code).toBe(2);
    expect((await cli('leads', down, '--resend', 'not-a-lead')).code).toBe(2);
    expect((await cli('leads', down, '--format', 'yaml')).code).toBe(2);
  });
});

describe('durability across a restart', () => {
  it('a delivery still pending when the server stops is sent by the next server', async () => {
    receiver.respond('/flaky', () => 503);
    const id = await submit(flaky);
    await waitFor('a first failed attempt', () => deliveries(id)[0]?.attempts);
    await server.close();
    receiver.respond('/flaky', () => 200);
    server = await start();
    const [row] = await waitFor('delivery after the restart', () => settled(id));
    expect(row).toMatchObject({ state: 'delivered' });
    expect(db.prepare('SELECT COUNT(*) AS n FROM leads WHERE id = ?').get(id)).toEqual({ n: 1 });
  });
});
