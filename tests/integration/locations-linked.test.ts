// /our-locations is reachable: every sample site that has the page links it from its header or
// footer (issue 24 defect 7).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { get, tenantHost } from '../helpers/http';
import { startTestServer, type RunningServer } from '../helpers/server';
import { loadTenants, testTenantsDir } from '../helpers/tenants';

const tenantsDir = await testTenantsDir();
const withPage = (await loadTenants(tenantsDir)).filter((t) => Object.values(t.pages).some((p) => p.path === '/our-locations'));
let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer(tenantsDir);
});
afterAll(async () => {
  await server?.close();
});

it.each(withPage.map((t) => [t.slug]))('%s links /our-locations from every page', async (slug) => {
  for (const path of ['/', '/contact']) {
    const res = await get(server.port, tenantHost(slug, server.port), path);
    expect(res.body, `${slug}${path}`).toMatch(/href="\/our-locations\/?"/);
  }
});
