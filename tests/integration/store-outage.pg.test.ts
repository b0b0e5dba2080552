// A PostgreSQL outage under a real server process (DATABASE_URL) on a cluster of this test's own
// (the shared test cluster stays up for the other suites): while the database is down a lead
// answers 503 {error} with Retry-After (never a 201 for a lead that was not stored), pages keep
// serving, /readyz says the store is failing; when it is back the server recovers by itself, takes
// leads again and delivers every lead it acknowledged, before and after, exactly once.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_UNAVAILABLE_MESSAGE } from '../../server/ops/store-outage';
import { startCluster, type Cluster } from '../setup/postgres-cluster';
import { tenantHost } from '../helpers/http';
import { startServerProcess, type ServerProcess } from '../helpers/server-process';
import { loadTenants } from '../helpers/tenants';
import { makeSandbox, postJson, send, startReceiver, validFields, waitFor, type Receiver, type Sandbox } from './leads-support';

const sandbox: Sandbox = await makeSandbox('store-outage-');
const slug = (await loadTenants(sandbox.tenantsDir))[0]!.slug;
let receiver: Receiver;
let cluster: Cluster;
let server: ServerProcess;

beforeAll(async () => {
  receiver = await startReceiver();
  sandbox.editSite(slug, (site) => {
    site.captcha = { provider: 'off' };
    site.leadDelivery = [{ kind: 'webhook', url: `${receiver.url}/hook` }];
  });
  cluster = await startCluster();
  server = await startServerProcess({
    tenantsDir: sandbox.tenantsDir,
    dataDir: mkdtempSync(path.join(tmpdir(), 'store-outage-data-')),
    // Quick retries, so a delivery that failed during the outage goes out soon after it.
    env: { DATABASE_URL: cluster.adminUrl, LEAD_RETRY_BASE_MS: '200', LEAD_RETRY_CAP_MS: '500', DATABASE_CONNECT_TIMEOUT_MS: '1000' },
  });
  server.child.stderr!.on('data', (c: string) => (serverStderr += c));
}, 120_000);
let serverStderr = '';
afterAll(async () => {
  // A crash during the outage is the bug this test exists for: show why.
  if (server && server.child.exitCode !== null) console.error(`the server exited with ${server.child.exitCode}:\n${serverStderr}`);
  await server?.stop('SIGKILL');
  cluster?.stop();
  await receiver?.close();
  sandbox.remove();
});

const tenant = (await loadTenants(sandbox.tenantsDir)).find((t) => t.slug === slug)!;
const form = Object.hasOwn(tenant.forms, 'enquiry') ? 'enquiry' : Object.keys(tenant.forms)[0]!;
const host = () => tenantHost(slug, server.port);
const submit = (marker: string) =>
  postJson(server.port, host(), '/api/leads', { lead: { form, ...validFields(tenant, form), email: `${marker}@example.com` } });
const storedMarkers = async (): Promise<string[]> => {
  const db = new pg.Client({ connectionString: cluster.adminUrl });
  await db.connect();
  try {
    const { rows } = await db.query<{ payload: string }>('SELECT payload FROM leads WHERE tenant = $1', [slug]);
    return rows.map((r) => String((JSON.parse(r.payload) as { email?: unknown }).email)).sort();
  } finally {
    await db.end();
  }
};
const deliveredMarkers = () => receiver.received.map((r) => String((JSON.parse(r.body) as { lead?: { email?: unknown } }).lead?.email)).sort();

describe('PostgreSQL outage, one server', () => {
  it('503 {error} for writes while down, pages keep serving, recovers by itself, nothing lost', async () => {
    const before = await submit('before');
    expect(before.status, before.body).toBe(201);

    cluster.pause();
    const during = await submit('during');
    expect(during.status, during.body).toBe(503);
    expect(during.json()).toEqual({ error: STORE_UNAVAILABLE_MESSAGE });
    expect(during.headers['retry-after']).toBe('5');
    const home = await send(server.port, host(), '/');
    expect(home.status).toBe(200);
    expect((await send(server.port, host(), '/healthz')).status).toBe(200);
    const ready = await waitFor('/readyz to report the store', async () => {
      const res = await send(server.port, 'any.example', '/readyz');
      return res.status === 503 && res;
    });
    expect(ready.json()).toMatchObject({ ready: false, checks: { store: expect.not.stringMatching(/^ok$/) } });

    cluster.resume();
    await waitFor('/readyz 200 again', async () => (await send(server.port, 'any.example', '/readyz')).status === 200, 30_000);
    const after = await waitFor('a lead stored again', async () => {
      const res = await submit('after');
      expect([201, 503]).toContain(res.status);
      return res.status === 201 && res;
    });
    expect(after.status).toBe(201);

    // What was acknowledged is stored and delivered once; what was refused is not there.
    expect(await storedMarkers()).toEqual(['after@example.com', 'before@example.com']);
    await waitFor('both acknowledged leads delivered', () => deliveredMarkers().length >= 2, 30_000);
    expect(deliveredMarkers()).toEqual(['after@example.com', 'before@example.com']);
  });
});
