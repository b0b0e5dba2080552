// Follows every internal link of every sample tenant's home page (header and footer included),
// of a car's page (its action buttons) and of the locations screen: none may answer 404.
// Redirects are followed to where they land.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get } from '../helpers/http';
import { parseHtml } from '../helpers/html';
import { startTestServer, type RunningServer } from '../helpers/server';
import { loadTenants, testTenantsDir } from '../helpers/tenants';
import { vehiclePath } from '../../runtime/lib/vehicle-route';

const tenantsDir = await testTenantsDir();
const tenants = await loadTenants(tenantsDir);
const { isVisibleCar } = await import('../../server/stock/visible-car');

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer(tenantsDir);
});
afterAll(async () => {
  await server?.close();
});

/** Internal links (same site, not an anchor on the page itself), without their #fragment. */
function internalLinks(html: string): string[] {
  const doc = parseHtml(html);
  const links = [...doc.querySelectorAll('a[href]')].map((a) => a.getAttribute('href') ?? '');
  return [
    ...new Set(
      links
        .filter((h) => h.startsWith('/') && !h.startsWith('//'))
        .map((h) => h.replace(/#.*$/, ''))
        .filter(Boolean),
    ),
  ];
}

async function landing(host: string, path: string): Promise<{ status: number; path: string }> {
  let current = path;
  for (let hop = 0; hop < 5; hop++) {
    const res = await get(server.port, host, current);
    if (res.status !== 301 && res.status !== 302 && res.status !== 308) return { status: res.status, path: current };
    current = String(res.headers.location);
  }
  return { status: 310, path: current };
}

async function brokenLinks(host: string, links: readonly string[]): Promise<string[]> {
  const broken: string[] = [];
  for (const link of links) {
    const end = await landing(host, link);
    if (end.status === 404 || end.status >= 500 || end.status === 310) broken.push(`${link} -> ${end.path} ${end.status}`);
  }
  return broken;
}

describe.each(tenants.map((t) => [t.slug, t] as const))('%s', (slug, tenant) => {
  it('no link of a car page (its action buttons included) or of the locations screen answers 404', async () => {
    const host = `${slug}.localhost`;
    const car = tenant.stock.find((c) => isVisibleCar(tenant, c));
    expect(car, 'every sample tenant has a car on show').toBeDefined();
    const pages = [vehiclePath(tenant.site.vehicles.basePath, car!.slug), '/our-locations'];
    const links = new Set<string>();
    for (const path of pages) {
      const res = await get(server.port, host, path);
      expect(res.status, path).toBe(200);
      for (const link of internalLinks(res.body)) links.add(link);
    }
    // The locations screen's /contact-us/{slug} links, at the spec's /our-locations/{slug} too.
    for (const link of [...links]) if (link.startsWith('/contact-us/')) links.add(link.replace('/contact-us/', '/our-locations/'));
    expect([...links].some((l) => l.startsWith('/our-locations/'))).toBe(true);
    expect(await brokenLinks(host, [...links])).toEqual([]);
  });

  it('no link of the home page, its header or its footer answers 404', async () => {
    const host = `${slug}.localhost`;
    const home = await get(server.port, host, '/');
    expect(home.status).toBe(200);
    const doc = parseHtml(home.body);
    const links = internalLinks(home.body);
    // The header and footer are part of the page; make sure they were crawled.
    expect(doc.querySelector('header a[href], footer a[href]')).not.toBeNull();
    expect(links).toEqual(expect.arrayContaining(['/special-offers', '/models']));
    const broken: string[] = [];
    for (const link of links) {
      const end = await landing(host, link);
      if (end.status === 404 || end.status >= 500 || end.status === 310) broken.push(`${link} -> ${end.path} ${end.status}`);
    }
    expect(broken).toEqual([]);
  });
});
