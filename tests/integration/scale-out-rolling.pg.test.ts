// A rolling restart of two real server processes on one PostgreSQL database, behind a load
// balancer that checks /readyz (tests/helpers/test-balancer.ts), under a steady load: every
// request succeeds (no 5xx, no reset connection) and each old server exits 0.
import { mkdtempSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tenantHost } from '../helpers/http';
import { freshDatabase } from '../helpers/postgres';
import { startServerProcess, type ServerProcess } from '../helpers/server-process';
import { startTestBalancer, type TestBalancer } from '../helpers/test-balancer';
import { loadTenants } from '../helpers/tenants';
import { makeSandbox, send, waitFor, type Sandbox } from './leads-support';

const sandbox: Sandbox = await makeSandbox('scale-out-rolling-');
const [tenant] = await loadTenants(sandbox.tenantsDir);
if (!tenant) throw new Error('no tenants');

const running: ServerProcess[] = [];
let balancer: TestBalancer | undefined;
afterAll(async () => {
  await balancer?.close();
  await Promise.all(running.map((s) => s.stop('SIGKILL')));
  sandbox.remove();
});

describe('rolling restart', () => {
  it('of both servers under a steady load: 0 failed requests, each old server exits 0', async () => {
    const env = { DATABASE_URL: await freshDatabase(), SHUTDOWN_DELAY_MS: '1000', SHUTDOWN_TIMEOUT_MS: '10000' };
    const start = async () => {
      const server = await startServerProcess({ tenantsDir: sandbox.tenantsDir, dataDir: mkdtempSync(path.join(tmpdir(), 'rolling-data-')), env });
      running.push(server);
      return server;
    };
    const servers = [await start(), await start()];
    balancer = await startTestBalancer(servers.map((s) => s.port));
    const lb = balancer;

    // Steady load: 6 clients on keep-alive connections, pages and route data, one after another.
    const agent = new Agent({ keepAlive: true, maxSockets: 6 });
    const paths = ['/', '/api/route-data?path=/'];
    const outcomes: { path: string; status?: number; error?: string }[] = [];
    let loading = true;
    const once = (urlPath: string) =>
      new Promise<void>((resolve) => {
        const req = request({ host: '127.0.0.1', port: lb.port, path: urlPath, agent, headers: { Host: tenantHost(tenant.slug, lb.port) } }, (res) => {
          res.resume();
          res.on('end', () => (outcomes.push({ path: urlPath, status: res.statusCode }), resolve()));
          res.on('error', (e) => (outcomes.push({ path: urlPath, error: e.message }), resolve()));
        });
        req.on('error', (e) => (outcomes.push({ path: urlPath, error: e.message }), resolve()));
        req.end();
      });
    const clients = Array.from({ length: 6 }, async (_, c) => {
      for (let i = c; loading; i++) await once(paths[i % paths.length]!);
    });

    // The load is running before the first restart, and goes on after the last one: waits on counts, not on time.
    const served = (more: number) => {
      const mark = outcomes.length;
      return waitFor(`${more} more answered requests`, () => outcomes.length >= mark + more);
    };
    await served(30);
    for (let slot = 0; slot < servers.length; slot++) {
      const old = servers[slot]!;
      const exit = old.stop('SIGTERM');
      const fresh = await start();
      lb.setBackend(slot, fresh.port);
      expect(await exit).toBe(0);
      await waitFor('the new server to be ready', () => fresh.logs.some((l) => l.msg === 'serving'));
      const ready = await send(fresh.port, 'any.example', '/readyz');
      expect(ready.status).toBe(200);
      servers[slot] = fresh;
      // The balancer sends it requests before the next server goes.
      await waitFor(`the balancer to route to the new server in slot ${slot}`, () => lb.isReady(slot));
      await served(10);
    }
    await served(30);
    loading = false;
    await Promise.all(clients);
    agent.destroy();

    const failed = outcomes.filter((o) => o.error !== undefined || (o.status ?? 0) >= 500);
    const summary = new Map<string, number>();
    for (const o of failed) summary.set(`${o.path} ${o.status ?? o.error}`, (summary.get(`${o.path} ${o.status ?? o.error}`) ?? 0) + 1);
    expect(Object.fromEntries(summary)).toEqual({});
    expect(outcomes.length).toBeGreaterThan(50);
    expect(new Set(outcomes.map((o) => o.status))).toEqual(new Set([200]));
  }, 180_000);
});
