// Two real server processes on one PostgreSQL database (each with its own empty DATA_DIR): the
// search rate limit and the admin-key lockout count a client's requests across both servers.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FAILURES } from '../../server/http/admin-lockout';
import { tenantHost } from '../helpers/http';
import { freshDatabase } from '../helpers/postgres';
import { startServerProcess, type ServerProcess } from '../helpers/server-process';
import { loadTenants } from '../helpers/tenants';
import { makeSandbox, send, type Sandbox } from './leads-support';

const SEARCH_LIMIT = 6;
const ADMIN_KEY = 'the-right-admin-key-0123456789';
const sandbox: Sandbox = await makeSandbox('scale-out-limits-');
const [tenant] = await loadTenants(sandbox.tenantsDir);
if (!tenant) throw new Error('no tenants');

let a: ServerProcess;
let b: ServerProcess;
beforeAll(async () => {
  const env = {
    DATABASE_URL: await freshDatabase(),
    SEARCH_RATE_LIMIT_PER_MINUTE: String(SEARCH_LIMIT),
    STOCK_ADMIN_KEY: ADMIN_KEY,
    ADMIN_RATE_LIMIT_PER_MIN: '100',
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
