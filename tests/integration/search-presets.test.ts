// Tenant search presets live in the stock links, never as a hidden filter (issue 24, defect 2):
// Riverbend's non-Mazda trade-ins are found by a visitor's search, its menu links start at
// Mazda, and every car that has a page is findable in its site's search.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stateFilters } from '../../runtime/lib/search/search-filters';
import { parseSearchLocation } from '../../runtime/lib/search/search-url';
import { carAvailability } from '../../runtime/lib/vehicle-route';
import { get, json, tenantHost } from '../helpers/http';
import { startTestServer, type RunningServer } from '../helpers/server';
import { loadTenants, testTenantsDir } from '../helpers/tenants';

const tenantsDir = await testTenantsDir();
const tenants = await loadTenants(tenantsDir);
let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer(tenantsDir);
});
afterAll(async () => {
  await server?.close();
});

describe('Riverbend (preset make Mazda)', () => {
  const host = () => tenantHost('riverbend-mazda', server.port);

  it('a search for golf finds its Volkswagen trade-ins', async () => {
    const res = await get(server.port, host(), '/cars/?q=golf');
    expect(res.status).toBe(200);
    expect(res.body).toContain('Volkswagen Golf');
  });

  it('its stock links start at Mazda, as a removable filter', async () => {
    const home = await get(server.port, host(), '/');
    expect(home.body).toMatch(/href="\/(cars|search\/[a-z-]+)\/?\?make=Mazda"/);
    const listed = await get(server.port, host(), '/search/used-cars/?make=Mazda');
    expect(listed.body).toContain('aria-label="Remove Mazda"');
  });
});

describe('a car that has a page is findable in its site search', () => {
  it.each(tenants.map((t) => [t.slug]))('%s', async (slug) => {
    const tenant = tenants.find((t) => t.slug === slug)!;
    const now = Math.floor(Date.now() / 1000);
    const withPage = tenant.stock.filter(
      (c) => c.show_on_dealer_website !== false && carAvailability(c, now, tenant.site.include_sold_cars_days ?? 3) !== 'unavailable',
    );
    expect(withPage.length).toBeGreaterThan(0);
    const filter = stateFilters(parseSearchLocation(tenant.site.vehicles.basePath, '', tenant.publicSite), tenant.publicSite, now);
    const res = await get(server.port, tenantHost(slug, server.port), '/api/search/multi-search', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ queries: [{ indexUid: 'cars', filter, limit: 1000, attributesToRetrieve: ['id'] }] }),
    });
    const found = new Set(json<{ results: { hits: { id: number | string }[] }[] }>(res).results[0]!.hits.map((h) => String(h.id)));
    expect(withPage.map((c) => String(c.id)).filter((id) => !found.has(id))).toEqual([]);
  });
});
