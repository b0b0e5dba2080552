// Two real server processes on one PostgreSQL database (each with its own empty DATA_DIR): the
// search rate limit and the admin-key lockout count a client's requests across both servers, and a
// captcha challenge fetched from one server is accepted by the other and used once across both.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FAILURES } from '../../server/http/admin-lockout';
import { tenantHost } from '../helpers/http';
import { freshDatabase } from '../helpers/postgres';
import { startServerProcess, type ServerProcess } from '../helpers/server-process';
import { loadTenants } from '../helpers/tenants';
import { makeSandbox, postJson, send, validFields, type Sandbox } from './leads-support';

const SEARCH_LIMIT = 6;
const ADMIN_KEY = 'the-right-admin-key-0123456789';
const sandbox: Sandbox = await makeSandbox('scale-out-limits-');
const tenant = (await loadTenants(sandbox.tenantsDir))[0]!;

let a: ServerProcess;
let b: ServerProcess;
beforeAll(async () => {
  const env = {
    DATABASE_URL: await freshDatabase(),
    SEARCH_RATE_LIMIT_PER_MINUTE: String(SEARCH_LIMIT),
    STOCK_ADMIN_KEY: ADMIN_KEY,
    ADMIN_RATE_LIMIT_PER_MIN: '100',
    // Cheap challenges: the test solves them. No ALTCHA_HMAC_KEY: the servers agree on one through the database.
    ALTCHA_COST: '10',
    ALTCHA_MAX_COUNTER: '50',
    ALTCHA_HMAC_KEY: '',
  };
  const dataDir = () => mkdtempSync(path.join(tmpdir(), 'scale-out-data-'));
  // Started one after the other: the second finds the migrations done.
  a = await startServerProcess({ tenantsDir: sandbox.tenantsDir, dataDir: dataDir(), env });
  b = await startServerProcess({ tenantsDir: sandbox.tenantsDir, dataDir: dataDir(), env });
});
afterAll(async () => {
  await Promise.all([a?.stop('SIGKILL'), b?.stop('SIGKILL')]);
  sandbox.remove();
});

const search = (server: ServerProcess, clientIp: string) =>
  send(server.port, tenantHost(tenant.slug, server.port), '/api/search/multi-search', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ queries: [{ indexUid: 'cars', q: '' }] }),
    clientIp,
  });

const admin = (server: ServerProcess, clientIp: string, key: string) =>
  send(server.port, tenantHost(tenant.slug, server.port), '/api/admin/stock', { method: 'POST', headers: { Authorization: `Bearer ${key}` }, clientIp });

describe('two servers, one database', () => {
  it('both are ready with the shared store', async () => {
    for (const server of [a, b]) {
      const ready = await send(server.port, 'any.example', '/readyz');
      expect(ready.status, ready.body).toBe(200);
      expect(ready.json()).toMatchObject({ checks: { store: 'ok' } });
    }
  });

  it('the search rate limit counts one client across both servers', async () => {
    const client = '203.0.113.7';
    const statuses: number[] = [];
    for (let i = 0; i < SEARCH_LIMIT; i++) statuses.push((await search(i % 2 ? b : a, client)).status);
    expect(statuses).toEqual(Array(SEARCH_LIMIT).fill(200));
    // Each server alone has seen only half the limit.
    expect((await search(a, client)).status).toBe(429);
    expect((await search(b, client)).status).toBe(429);
    expect((await search(b, '203.0.113.8')).status).toBe(200);
  });

  it('the admin lockout counts wrong keys across both servers', async () => {
    const client = '203.0.113.20';
    for (let i = 0; i < MAX_FAILURES; i++) expect((await admin(i % 2 ? b : a, client, 'wrong-key')).status).toBe(401);
    // Locked out on both, even with the right key.
    for (const server of [a, b]) {
      const locked = await admin(server, client, ADMIN_KEY);
      expect(locked.status).toBe(429);
      expect(locked.json()).toEqual({ error: 'Too many wrong admin keys: try again later' });
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Another client is not affected.
    expect((await admin(b, '203.0.113.21', ADMIN_KEY)).status).toBe(200);
  });
});

describe('captcha challenges across two servers (no ALTCHA_HMAC_KEY set)', () => {
  const form = Object.hasOwn(tenant.forms, 'enquiry') ? 'enquiry' : Object.keys(tenant.forms)[0]!;
  const lead = (altcha: string) => ({ lead: { form, ...validFields(tenant, form), altcha } });
  const submit = (server: ServerProcess, altcha: string) => postJson(server.port, tenantHost(tenant.slug, server.port), '/api/leads', lead(altcha));

  async function solvedOn(server: ServerProcess): Promise<string> {
    const res = await send(server.port, tenantHost(tenant.slug, server.port), '/api/altcha/challenge');
    expect(res.status).toBe(200);
    const challenge = res.json<Challenge>();
    const solution = await solveChallenge({ challenge, deriveKey, timeout: 20_000 });
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  }

  it('a challenge issued by one server is accepted by the other', async () => {
    const fromA = await solvedOn(a);
    const res = await submit(b, fromA);
    expect(res.status, res.body).toBe(201);
    const fromB = await solvedOn(b);
    expect((await submit(a, fromB)).status).toBe(201);
  });

  it('a solution used on one server is refused on the other', async () => {
    const altcha = await solvedOn(a);
    expect((await submit(a, altcha)).status).toBe(201);
    const replay = await submit(b, altcha);
    expect(replay.status).toBe(400);
    expect(replay.json()).toEqual({ error: 'Captcha verification failed' });
  });
});
