// Stock in the database with two real server processes on one PostgreSQL (each with its own empty
// DATA_DIR): an import through one server (POST /api/admin/stock) or through `builder-cli stock
// import` reaches the other server's search and its cached pages within 2 s (the issue's bound):
// by LISTEN/NOTIFY, and, when the listening connections were cut and the notification lost, by
// the version-row poll (A) and by the catch-up check when a server listens again (B).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Car } from '../../schemas/types/car';
import { vehiclePath } from '../../runtime/lib/vehicle-route';
import { LISTENER_NAME } from '../../server/stock/stock-sync';
import { tenantHost } from '../helpers/http';
import { freshDatabase } from '../helpers/postgres';
import { startServerProcess, type ServerProcess } from '../helpers/server-process';
import { loadTenants } from '../helpers/tenants';
import { runCli } from '../unit/cli-run';
import { makeSandbox, send, waitFor, type Sandbox } from './leads-support';

/** The bound for a change to reach every server. */
const REACH_MS = 2000;
const ADMIN_KEY = 'the-stock-admin-key-0123456789';
const sandbox: Sandbox = await makeSandbox('scale-out-stock-');
const tenant = (await loadTenants(sandbox.tenantsDir)).find((t) => t.stock.length > 1)!;
const car = tenant.stock[0]!;
const carUrl = vehiclePath(tenant.site.vehicles.basePath, car.slug);

let databaseUrl: string;
let a: ServerProcess;
let b: ServerProcess;
beforeAll(async () => {
  databaseUrl = await freshDatabase();
  const env = { DATABASE_URL: databaseUrl, STOCK_ADMIN_KEY: ADMIN_KEY };
  const dataDir = () => mkdtempSync(path.join(tmpdir(), 'scale-out-stock-data-'));
  // Each server has one way to learn of a change in time, so each test shows that way works:
  // A polls the version rows every second but listens again only after a minute; B polls once a
  // minute, so within 2 s only a notification (or the catch-up when it listens again) reaches it.
  a = await startServerProcess({ tenantsDir: sandbox.tenantsDir, dataDir: dataDir(), env: { ...env, STOCK_RELISTEN_MS: '60000' } });
  b = await startServerProcess({ tenantsDir: sandbox.tenantsDir, dataDir: dataDir(), env: { ...env, STOCK_POLL_MS: '60000' } });
});
afterAll(async () => {
  await Promise.all([a?.stop('SIGKILL'), b?.stop('SIGKILL')]);
  sandbox.remove();
});

const host = (server: ServerProcess) => tenantHost(tenant.slug, server.port);
const page = (server: ServerProcess, url: string) => send(server.port, host(server), url);
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';

async function searchNames(server: ServerProcess, q: string): Promise<string[]> {
  const res = await send(server.port, host(server), '/api/search/multi-search', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ queries: [{ indexUid: 'cars', q, attributesToRetrieve: ['name'] }] }),
  });
  expect(res.status, res.body).toBe(200);
  return res.json<{ results: { hits: { name: string }[] }[] }>().results[0]!.hits.map((h) => h.name);
}

/** The car page served from the render cache (asked until it is a hit). */
async function cachedCarPage(server: ServerProcess): Promise<string> {
  const hit = await waitFor(`${carUrl} cached`, async () => {
    const res = await page(server, carUrl);
    expect(res.status).toBe(200);
    return res.headers['x-render-cache'] === 'hit' && res.body;
  });
  return titleOf(hit);
}

const renamed = (name: string): Car[] => tenant.stock.map((c) => (c.id === car.id ? { ...c, name } : c));

/** The change shows on `server`'s cached car page and in its search, within REACH_MS of `since`. */
async function reaches(server: ServerProcess, name: string, since: number): Promise<void> {
  await waitFor(
    `"${name}" on the car page of :${server.port}`,
    async () => titleOf((await page(server, carUrl)).body).startsWith(name),
    REACH_MS - (Date.now() - since),
  );
  await waitFor(
    `"${name}" in the search of :${server.port}`,
    async () => (await searchNames(server, name.split(' ').at(-1)!)).includes(name),
    REACH_MS - (Date.now() - since),
  );
}

describe('stock in the database, two servers', () => {
  it('both serve the tenant folders’ stock, stored once in the database', async () => {
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      const { rows } = await db.query<{ n: string; version: string }>(
        'SELECT count(*) AS n, max(v.version) AS version FROM stock_cars c JOIN stock_versions v USING (tenant) WHERE tenant = $1',
        [tenant.slug],
      );
      expect(Number(rows[0]!.n)).toBe(tenant.stock.length);
      expect(Number(rows[0]!.version)).toBe(1);
    } finally {
      await db.end();
    }
    for (const server of [a, b]) expect(await cachedCarPage(server)).toContain(car.name);
  });

  it(`an import through one server reaches the other's search and cached pages within ${REACH_MS} ms (NOTIFY)`, async () => {
    const name = `${car.name} Renamed Zephyrine`;
    expect(await cachedCarPage(b)).toContain(car.name);
    writeFileSync(path.join(sandbox.tenantsDir, tenant.slug, 'stock.json'), JSON.stringify({ schemaVersion: 1, cars: renamed(name) }, null, 2));
    const imported = await send(a.port, host(a), '/api/admin/stock', { method: 'POST', headers: { Authorization: `Bearer ${ADMIN_KEY}` } });
    expect(imported.status, imported.body).toBe(200);
    expect(imported.json()).toEqual({ cars: tenant.stock.length, skipped: 0 });
    const since = Date.now();
    // The server that imported answers only once it serves the new stock.
    expect(titleOf((await page(a, carUrl)).body)).toContain(name);
    await reaches(b, name, since);
  });

  it(`with the listening connections cut, a CLI import still reaches both servers within ${REACH_MS} ms (A by the version poll, B by its catch-up on listening again)`, async () => {
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      const listeners = 'SELECT count(*) AS n FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()';
      const cut = await db.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()', [
        LISTENER_NAME,
      ]);
      expect(cut.rowCount).toBe(2);
      const name = `${car.name} Reimported Quillfeather`;
      const feed = path.join(sandbox.root, 'feed.json');
      writeFileSync(feed, JSON.stringify({ schemaVersion: 1, cars: renamed(name) }));
      const cli = await runCli(['stock', 'import', tenant.slug, feed], { env: { TENANTS_DIR: sandbox.tenantsDir, DATABASE_URL: databaseUrl } });
      expect(cli.code, cli.stderr).toBe(0);
      expect(cli.stderr).toContain(`stock of ${tenant.slug} written to the database (version 3)`);
      expect(cli.stderr).toContain('1 updated');
      const since = Date.now();
      await Promise.all([reaches(a, name, since), reaches(b, name, since)]);
      // B listens again (A waits a minute before it does).
      await waitFor('B listening again', async () => Number((await db.query<{ n: string }>(listeners, [LISTENER_NAME])).rows[0]!.n) === 1, 10_000);
    } finally {
      await db.end();
    }
  });
});
