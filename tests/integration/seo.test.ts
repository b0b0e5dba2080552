// Files for search engines, per tenant, from the real production server: /robots.txt,
// /sitemap.xml (pages and every listed car) and /feeds/vehicles.xml (Google's vehicle listings
// feed columns). Each tenant's files name only its own primary domain and its own cars.
import { savedCarsPath } from '../../runtime/data/favourites';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tenant } from '../../server/tenants/tenant';
import { carAvailability } from '../../runtime/lib/vehicle-route';
import { get, tenantHost } from '../helpers/http';
import { startTestServer, type RunningServer } from '../helpers/server';
import { loadTenants, testTenantsDir } from '../helpers/tenants';
import { contentRoutes } from '../../runtime/lib/route-table';

const tenantsDir = await testTenantsDir();
const tenants = await loadTenants(tenantsDir);
const withStock = tenants.filter((t) => t.stock.length > 0);

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer(tenantsDir);
});
afterAll(async () => {
  await server?.close();
});

const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => ['url', 'item', 'g:additional_image_link'].includes(name), parseTagValue: false });
const fetchFile = (t: Tenant, p: string) => get(server.port, tenantHost(t.slug, server.port), p);
const origin = (t: Tenant) => `https://${t.publicSite.primaryDomain}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);
const listed = (t: Tenant) => t.stock.filter((c) => carAvailability(c, nowSeconds(), t.site.include_sold_cars_days ?? 3) !== 'unavailable');
const carUrl = (t: Tenant, slug: string) => `${origin(t)}${t.site.vehicles.basePath}/${slug}`;

describe.each(tenants.map((t) => [t.slug, t] as const))('%s', (_slug, tenant) => {
  it('robots.txt keeps crawlers out of the APIs and points at the sitemap', async () => {
    const res = await fetchFile(tenant, '/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain(`Disallow: ${savedCarsPath(tenant.publicSite)}`);
    expect(lines).toContain(`Sitemap: ${origin(tenant)}/sitemap.xml`);
  });

  it('sitemap.xml lists its indexable pages, the stock search and every listed car, on its primary domain', async () => {
    const res = await fetchFile(tenant, '/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const doc = parser.parse(res.body);
    expect(doc.urlset['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const locs: string[] = doc.urlset.url.map((u: { loc: string }) => u.loc);
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs.every((l) => l.startsWith(`${origin(tenant)}/`))).toBe(true);
    for (const route of contentRoutes(tenant.routes, { staticOnly: true })) {
      if (tenant.pages[route.page]?.noindex) expect(locs).not.toContain(`${origin(tenant)}${route.path}`);
      else expect(locs).toContain(`${origin(tenant)}${route.path}`);
    }
    const cars = locs.filter(
      (l) => l.startsWith(`${origin(tenant)}${tenant.site.vehicles.basePath}/`) && l !== `${origin(tenant)}${tenant.site.vehicles.basePath}/`,
    );
    expect(cars.sort()).toEqual(
      listed(tenant)
        .map((c) => carUrl(tenant, c.slug))
        .sort(),
    );
    const hidden = tenant.stock.filter((c) => !listed(tenant).includes(c));
    for (const c of hidden) expect(locs).not.toContain(carUrl(tenant, c.slug));
    for (const other of tenants.filter((o) => o !== tenant)) expect(res.body).not.toContain(other.publicSite.primaryDomain);
  });

  it('a car the sitemap lists answers 200, one it leaves out answers 404', async () => {
    const [shown] = listed(tenant);
    const left = tenant.stock.find((c) => !listed(tenant).includes(c));
    if (shown) expect((await fetchFile(tenant, `${tenant.site.vehicles.basePath}/${shown.slug}`)).status).toBe(200);
    if (left) expect((await fetchFile(tenant, `${tenant.site.vehicles.basePath}/${left.slug}`)).status).toBe(404);
  });
});

describe.each(withStock.map((t) => [t.slug, t] as const))('%s vehicle feed', (_slug, tenant) => {
  it("lists its cars in stock in the columns of Google's vehicle listings feed", async () => {
    const res = await fetchFile(tenant, '/feeds/vehicles.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const doc = parser.parse(res.body);
    expect(doc.rss['@_xmlns:g']).toBe('http://base.google.com/ns/1.0');
    const items: Record<string, string | string[]>[] = doc.rss.channel.item ?? [];
    const expected = listed(tenant).filter((c) => c.status === 'in_stock' && !c.sold && c.vin && typeof c.price === 'number' && c.price > 0);
    expect(items.map((i) => i['g:vin']).sort()).toEqual(expected.map((c) => c.vin).sort());
    expect(items.length).toBeGreaterThan(0);

    const currency = ({ 'en-AU': 'AUD', 'en-NZ': 'NZD', 'en-US': 'USD' } as Record<string, string>)[tenant.site.locale];
    const unit = tenant.site.locale === 'en-US' ? 'miles' : 'km';
    for (const item of items) {
      const car = expected.find((c) => c.vin === item['g:vin'])!;
      for (const column of [
        'g:vin',
        'g:store_code',
        'g:dealership_name',
        'g:dealership_address',
        'g:price',
        'g:condition',
        'g:make',
        'g:model',
        'g:year',
        'g:link',
      ]) {
        expect(item[column], `${column} of ${car.slug}`).toBeTruthy();
      }
      expect(item['g:price']).toBe(`${car.price!.toFixed(2)} ${currency}`);
      expect(item['g:condition']).toBe(car.car_type === 'new' ? 'new' : 'used');
      expect(item['g:store_code']).toBe(String(car.dealership_id));
      expect(item['g:link']).toBe(carUrl(tenant, car.slug));
      if (typeof car.km === 'number') expect(item['g:mileage']).toBe(`${car.km} ${unit}`);
      if (car.images?.length) expect(item['g:image_link']).toMatch(new RegExp(`^${origin(tenant)}/`));
    }
  });
});

it('an unknown host gets no files', async () => {
  for (const p of ['/robots.txt', '/sitemap.xml', '/feeds/vehicles.xml']) {
    const res = await get(server.port, `nobody.localhost:${server.port}`, p);
    expect(res.status, p).toBe(404);
    expect(res.body).not.toContain('<urlset');
  }
});
