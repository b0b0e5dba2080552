// Two real server processes on one PostgreSQL sharing one Meilisearch (a local stand-in that
// counts document pushes): each server is told of every stock change, but the shared index is
// filled once per change. At start both servers build every tenant's index: one push per tenant.
// An import through one server: one more push, and the other server only drops its cached pages,
// then searches the new stock in the shared index.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Car } from '../../schemas/types/car';
import { tenantHost } from '../helpers/http';
import { startMeilisearchStandIn, type MeilisearchStandIn } from '../helpers/meilisearch-stand-in';
import { freshDatabase } from '../helpers/postgres';
import { startServerProcess, type ServerProcess } from '../helpers/server-process';
import { loadTenants } from '../helpers/tenants';
import { makeSandbox, send, waitFor, type Sandbox } from './leads-support';

const ADMIN_KEY = 'the-stock-admin-key-0123456789';
const NOT_PUSHED = 'search index already holds this stock; not pushed again';
const sandbox: Sandbox = await makeSandbox('scale-out-meili-');
const tenants = await loadTenants(sandbox.tenantsDir);
const tenant = tenants.find((t) => t.stock.length > 1)!;
const car = tenant.stock[0]!;

let meili: MeilisearchStandIn;
let a: ServerProcess;
let b: ServerProcess;
let env: Record<string, string>;
const dataDir = () => mkdtempSync(path.join(tmpdir(), 'scale-out-meili-data-'));
beforeAll(async () => {
  meili = await startMeilisearchStandIn();
  env = { DATABASE_URL: await freshDatabase(), MEILI_HOST: meili.url, STOCK_ADMIN_KEY: ADMIN_KEY };
  // Started together, so both build every tenant's index at the same time.
  [a, b] = await Promise.all([
    startServerProcess({ tenantsDir: sandbox.tenantsDir, dataDir: dataDir(), env }),
    startServerProcess({ tenantsDir: sandbox.tenantsDir, dataDir: dataDir(), env }),
  ]);
});
afterAll(async () => {
  await Promise.all([a?.stop('SIGKILL'), b?.stop('SIGKILL')]);
  await meili?.close();
  sandbox.remove();
});

/** Full pushes of a tenant's documents (the server fills `cars_<slug>_next`, then swaps it in). */
const pushesOf = (slug: string) => meili.pushes.filter((p) => p.index === `cars_${slug}_next`);
const skipped = (server: ServerProcess, slug: string, version: number) =>
  server.logs.some((l) => l.msg === NOT_PUSHED && l.tenant === slug && l.version === version);

async function searchNames(server: ServerProcess, q: string): Promise<string[]> {
  const res = await send(server.port, tenantHost(tenant.slug, server.port), '/api/search/multi-search', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ queries: [{ indexUid: 'cars', q, attributesToRetrieve: ['name'] }] }),
  });
  expect(res.status, res.body).toBe(200);
  return res.json<{ results: { hits: { name: string }[] }[] }>().results[0]!.hits.map((h) => h.name);
}

describe('MEILI_HOST with two servers on one database', () => {
  it('at start every tenant is pushed to Meilisearch once, not once per server', () => {
    expect(tenants.length).toBeGreaterThan(1);
    for (const t of tenants) {
      expect(
        pushesOf(t.slug).map((p) => p.documents),
        t.slug,
      ).toEqual([t.stock.length]);
      // The server that did not push found the push recorded (version 1: the seeded stock.json).
      expect([a, b].filter((s) => skipped(s, t.slug, 1)).length, t.slug).toBe(1);
    }
  });

  it('an import through one server is pushed once; the other server searches it in the shared index', async () => {
    const name = `${car.name} Renamed Marigoldine`;
    const cars: Car[] = tenant.stock.map((c) => (c.id === car.id ? { ...c, name } : c));
    writeFileSync(path.join(sandbox.tenantsDir, tenant.slug, 'stock.json'), JSON.stringify({ schemaVersion: 1, cars }, null, 2));
    const imported = await send(a.port, tenantHost(tenant.slug, a.port), '/api/admin/stock', {
      method: 'POST',
      headers: { Authorization: `Bearer ${ADMIN_KEY}` },
    });
    expect(imported.status, imported.body).toBe(200);
    // Both servers have decided once one of them logs that it found the push recorded (it waits for the other's push to end).
    await waitFor('one server skipping the push of version 2', () => skipped(a, tenant.slug, 2) || skipped(b, tenant.slug, 2));
    expect(pushesOf(tenant.slug).map((p) => p.documents)).toEqual([tenant.stock.length, tenant.stock.length]);
    expect([a, b].filter((s) => skipped(s, tenant.slug, 2))).toHaveLength(1);
    expect(meili.documents(`cars_${tenant.slug}`).find((d) => d.id === car.id)?.name).toBe(name);
    for (const server of [a, b]) expect(await searchNames(server, 'Marigoldine')).toEqual([name]);
    // Other tenants were not pushed again.
    for (const t of tenants.filter((t) => t !== tenant)) expect(pushesOf(t.slug)).toHaveLength(1);
  });

  it('a server starting while Meilisearch lost its indexes fills them again, though the pushes are recorded', async () => {
    meili.empty();
    const before = meili.pushes.length;
    await b.stop('SIGKILL');
    b = await startServerProcess({ tenantsDir: sandbox.tenantsDir, dataDir: dataDir(), env });
    expect(
      meili.pushes
        .slice(before)
        .map((p) => p.index)
        .sort(),
    ).toEqual(tenants.map((t) => `cars_${t.slug}_next`).sort());
    expect(meili.documents(`cars_${tenant.slug}`)).toHaveLength(tenant.stock.length);
    expect(await searchNames(a, 'Marigoldine')).toEqual([`${car.name} Renamed Marigoldine`]);
  });
});
