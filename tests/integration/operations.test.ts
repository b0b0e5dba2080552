// Operations of a real server process (node dist/server/start.js): /healthz and /readyz, request
// ids in the answer and in every log line of the request, /metrics behind a bearer token, and a
// database that cannot take writes (503, pages still served, recovery on its own).
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadDatabasePath } from '../../server/leads/lead-store';
import type { Tenant } from '../../server/tenants/tenant';
import { tenantHost } from '../helpers/http';
import { startServerProcess, type ServerProcess } from '../helpers/server-process';
import { loadTenants } from '../helpers/tenants';
import { makeSandbox, postJson, send, validFields, waitFor, type Sandbox } from './leads-support';

const TOKEN = 'metrics-token-0123456789';
const sandbox: Sandbox = await makeSandbox('operations-');
const [first] = await loadTenants(sandbox.tenantsDir);
if (!first) throw new Error('no tenants');
sandbox.editSite(first.slug, (site) => (site.captcha = { provider: 'off' }));
const tenant: Tenant = (await loadTenants(sandbox.tenantsDir)).find((t) => t.slug === first.slug)!;
const form = Object.hasOwn(tenant.forms, 'enquiry') ? 'enquiry' : Object.keys(tenant.forms)[0]!;
const lead = () => ({ lead: { form, ...validFields(tenant, form), message: 'Still available?' } });

let server: ServerProcess;
const host = () => tenantHost(tenant.slug, server.port);

beforeAll(async () => {
  server = await startServerProcess({ tenantsDir: sandbox.tenantsDir, dataDir: sandbox.dataDir, env: { METRICS_TOKEN: TOKEN } });
});
afterAll(async () => {
  await server?.stop('SIGKILL');
  sandbox.remove();
});

describe('probes', () => {
  it('/healthz answers for any Host, /readyz says what it checked', async () => {
    const health = await send(server.port, 'no-such-site.example', '/healthz');
    expect(health.status).toBe(200);
    expect(health.json()).toMatchObject({ ok: true });
    const ready = await send(server.port, 'no-such-site.example', '/readyz');
    expect(ready.status).toBe(200);
    expect(ready.json()).toEqual({ ready: true, phase: 'serving', checks: { tenants: 'ok', search: 'ok', store: 'ok' } });
    expect(ready.headers['cache-control']).toBe('no-store');
  });
});

describe('request ids', () => {
  it('a sent X-Request-Id is echoed and carried by every log line of the request', async () => {
    const id = `test-${Date.now()}`;
    const res = await postJson(server.port, host(), '/api/leads', lead(), { headers: { 'X-Request-Id': id } });
    expect(res.status, res.body).toBe(201);
    expect(res.headers['x-request-id']).toBe(id);
    const lines = await waitFor('the access line', () => {
      const mine = server.logs.filter((l) => l.reqId === id);
      return mine.some((l) => l.msg === 'request completed') ? mine : undefined;
    });
    // The service's own line ("lead stored") and the access line, both with the id.
    expect(lines.map((l) => l.msg)).toEqual(expect.arrayContaining(['lead stored', 'request completed']));
    expect(lines.find((l) => l.msg === 'request completed')).toMatchObject({ method: 'POST', url: '/api/leads', status: 201 });
  });

  it('a request without one, or with a malformed one, gets a generated id', async () => {
    const none = await send(server.port, host(), '/');
    const bad = await send(server.port, host(), '/', { headers: { 'X-Request-Id': 'x"} level=error' } });
    for (const res of [none, bad]) expect(res.headers['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(none.headers['x-request-id']).not.toBe(bad.headers['x-request-id']);
    const id = String(none.headers['x-request-id']);
    await waitFor('its access line', () => server.logs.find((l) => l.reqId === id && l.msg === 'request completed'));
  });
});

describe('/metrics', () => {
  it('refuses a request without the token, or with a wrong one', async () => {
    const without = await send(server.port, host(), '/metrics');
    expect(without.status).toBe(401);
    expect(without.json()).toEqual({ error: 'Metrics need the bearer token of METRICS_TOKEN' });
    const wrong = await send(server.port, host(), '/metrics', { headers: { Authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.status).toBe(401);
  });

  it('with the token: requests by kind and status, render cache, search, outbox, event loop, leads per tenant', async () => {
    await send(server.port, host(), '/');
    await send(server.port, host(), '/'); // the second is a render-cache hit
    await send(server.port, host(), '/api/search/multi-search', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ queries: [{ indexUid: 'cars', q: '' }] }),
    });
    await postJson(server.port, host(), '/api/leads', lead());
    const res = await send(server.port, host(), '/metrics', { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const value = (series: string) => {
      const line = res.body.split('\n').find((l) => l.startsWith(`${series} `));
      return line === undefined ? undefined : Number(line.slice(series.length + 1));
    };
    expect(value('http_requests_total{kind="page:page",status="200"}')).toBeGreaterThanOrEqual(2);
    expect(value('http_request_duration_seconds_count{kind="page:page",status="200"}')).toBeGreaterThanOrEqual(2);
    expect(value('http_request_duration_seconds_bucket{le="+Inf",kind="page:page",status="200"}')).toBeGreaterThanOrEqual(2);
    expect(value('http_requests_total{kind="api-leads",status="201"}')).toBeGreaterThanOrEqual(2);
    expect(value('render_cache_hits_total')).toBeGreaterThanOrEqual(1);
    expect(value('render_cache_misses_total')).toBeGreaterThanOrEqual(1);
    expect(value('search_duration_seconds_count{operation="multi-search"}')).toBeGreaterThanOrEqual(1);
    expect(value(`leads_received_total{tenant="${tenant.slug}"}`)).toBeGreaterThanOrEqual(2);
    expect(value('lead_outbox_depth')).toBeGreaterThanOrEqual(0);
    expect(value('lead_outbox_oldest_age_seconds')).toBeGreaterThanOrEqual(0);
    expect(value('nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(value('nodejs_eventloop_lag_p99_seconds')).toBeGreaterThan(0);
  });
});

describe('the database cannot take writes', () => {
  let locker: Database.Database;
  beforeAll(() => {
    // Another connection holds the write lock longer than the server's busy timeout.
    locker = new Database(leadDatabasePath(sandbox.dataDir));
    locker.exec('BEGIN EXCLUSIVE');
  });
  afterAll(() => {
    if (locker.inTransaction) locker.exec('ROLLBACK');
    locker.close();
  });

  it('a lead answers 503 {error} with Retry-After, never 201; pages keep serving; then it recovers by itself', async () => {
    const pending = postJson(server.port, host(), '/api/leads', lead());
    const page = await send(server.port, host(), '/');
    expect(page.status).toBe(200);
    const refused = await pending;
    expect(refused.status, refused.body).toBe(503);
    expect(refused.json()).toEqual({ error: 'The service cannot store this right now: please try again in a moment' });
    expect(refused.headers['retry-after']).toBe('5');
    const count = () => (locker.prepare('SELECT count(*) AS n FROM leads').get() as { n: number }).n;
    const before = count();
    locker.exec('ROLLBACK');
    const stored = await postJson(server.port, host(), '/api/leads', lead());
    expect(stored.status, stored.body).toBe(201);
    expect(count()).toBe(before + 1);
  });
});
