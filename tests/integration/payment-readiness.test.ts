// Reserve is offered only where a card processor can take the deposit now (issue 24, defects 1
// and 3): Lone Star (Stripe, no secret key here) shows no Reserve button and has no checkout
// route; Riverbend's test provider is refused in production unless CHECKOUT_TEST_PROVIDER=allow,
// and then shows no test-card hint.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/server';
import type { Tenant } from '../../server/tenants/tenant';
import { canReserve } from '../../runtime/lib/vehicle/eligibility';
import { get, json, tenantHost } from '../helpers/http';
import { builtServerModule, startTestServer } from '../helpers/server';
import { loadTenants, testTenantsDir } from '../helpers/tenants';

const root = mkdtempSync(path.join(tmpdir(), 'payment-readiness-'));
const source = await testTenantsDir();
for (const folder of ['_templates', 'riverbend-mazda', 'lone-star-trucks']) cpSync(path.join(source, folder), path.join(root, folder), { recursive: true });
const tenants = await loadTenants(root);
/** A car the reserve rule would offer once the processor is ready: the only condition left open. */
const wouldReserve = (slug: string) => {
  const tenant = tenants.find((t) => t.slug === slug) as Tenant;
  const car = tenant.stock.find((c) => canReserve(c, { ...tenant.publicSite, payment_processor: { ready: true, test_card_hint: false } }));
  if (!car) throw new Error(`${slug} has no car the reserve rule would offer`);
  return { car, path: `${tenant.site.vehicles.basePath}/${car.slug}` };
};

/** Starts a server with these environment variables set while the tenants load (NODE_ENV included). */
async function serverWith(env: Record<string, string>): Promise<RunningServer> {
  await builtServerModule(); // React picks its build on import: import it under the test's NODE_ENV first.
  const saved = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
  Object.assign(process.env, env);
  try {
    return await startTestServer(root);
  } finally {
    for (const [k, v] of Object.entries(saved))
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
  }
}

const servers: RunningServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
  rmSync(root, { recursive: true, force: true });
});

describe('outside production, with no Stripe key', () => {
  let server: RunningServer;
  beforeAll(async () => void servers.push((server = await serverWith({}))));

  it('Lone Star (Stripe, no secret key) offers no Reserve button, no checkout route, and its API says not reservable', async () => {
    const lone = wouldReserve('lone-star-trucks');
    const page = await get(server.port, tenantHost('lone-star-trucks', server.port), lone.path);
    expect(page.status).toBe(200);
    expect(page.body).not.toContain('Reserve online');
    expect((await get(server.port, tenantHost('lone-star-trucks', server.port), `${lone.path}/checkout`)).status).toBe(404);
    expect((await get(server.port, tenantHost('lone-star-trucks', server.port), '/checkout')).status).toBe(404);
    const offer = json<{ reservable: boolean; payments_ready: boolean }>(
      await get(server.port, tenantHost('lone-star-trucks', server.port), `/api/checkout/cars/${lone.car.id}`),
    );
    expect(offer).toMatchObject({ reservable: false, payments_ready: false });
  });

  it("Riverbend's test provider is ready, with the test-card hint", async () => {
    const river = wouldReserve('riverbend-mazda');
    const page = await get(server.port, tenantHost('riverbend-mazda', server.port), `${river.path}/checkout`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('"payment_processor":{"ready":true,"test_card_hint":true}');
  });
});

describe('in production', () => {
  it('refuses the test provider: no Reserve button, no checkout route', async () => {
    const server = await serverWith({ NODE_ENV: 'production' });
    servers.push(server);
    const river = wouldReserve('riverbend-mazda');
    const host = tenantHost('riverbend-mazda', server.port);
    const page = await get(server.port, host, river.path);
    expect(page.status).toBe(200);
    expect(page.body).not.toContain('Reserve now');
    expect((await get(server.port, host, `${river.path}/checkout`)).status).toBe(404);
    expect(json<{ reservable: boolean }>(await get(server.port, host, `/api/checkout/cars/${river.car.id}`)).reservable).toBe(false);
  });

  it('runs the test provider with CHECKOUT_TEST_PROVIDER=allow, without the test-card hint', async () => {
    const server = await serverWith({ NODE_ENV: 'production', CHECKOUT_TEST_PROVIDER: 'allow' });
    servers.push(server);
    const river = wouldReserve('riverbend-mazda');
    const page = await get(server.port, tenantHost('riverbend-mazda', server.port), `${river.path}/checkout`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('"payment_processor":{"ready":true,"test_card_hint":false}');
  });
});
