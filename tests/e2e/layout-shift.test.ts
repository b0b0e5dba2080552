// No layout shift while a page loads and hydrates (issue 9: CLS < 0.05 at 390 px and 1280 px),
// measured in real Chromium with the Layout Instability API on the home, stock and car pages:
// the stock page's filters are collapsed on phones in the server HTML, images reserve their space.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { collectErrors, launchBrowser, waitForFullHydration } from '../helpers/browser';
import { tenantHost } from '../helpers/http';
import { startTestServer, type RunningServer } from '../helpers/server';
import { loadTenants, pickTenants, testTenantsDir } from '../helpers/tenants';
import { defaultSearchPath } from '../../runtime/lib/search/search-paths';

const tenantsDir = await testTenantsDir();
const [tenant] = pickTenants(
  (await loadTenants(tenantsDir)).filter((t) => t.stock.some((c) => c.status !== 'sold')),
  1,
  ['southern-cross-autos'],
);

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  if (!tenant) throw new Error(`the layout-shift suite needs a tenant with cars for sale in ${tenantsDir}`);
  [server, browser] = await Promise.all([startTestServer(tenantsDir), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const paths = () => {
  const car = tenant!.stock.find((c) => c.status !== 'sold' && c.show_on_dealer_website !== false)!;
  return { home: '/', stock: defaultSearchPath(tenant!.publicSite), car: `${tenant!.site.vehicles.basePath}/${car.slug}` };
};

describe.each([390, 1280])('at %i px wide', (width) => {
  it.each(['home', 'stock', 'car'] as const)('the %s page loads and hydrates with CLS < 0.05', async (name) => {
    const context = await browser.newContext({ viewport: { width, height: width < 768 ? 844 : 900 } });
    const errors = collectErrors(context);
    try {
      const page = await context.newPage();
      await page.addInitScript(() => {
        const w = window as unknown as { __cls: number; __shifts: string[] };
        w.__cls = 0;
        w.__shifts = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] })[]) {
            if (entry.hadRecentInput) continue;
            w.__cls += entry.value;
            w.__shifts.push(
              `${entry.value.toFixed(3)} ${(entry.sources ?? []).map((s) => (s.node as Element | undefined)?.className ?? s.node?.nodeName).join(', ')}`,
            );
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(`http://${tenantHost(tenant!.slug, server.port)}${paths()[name]}`, { waitUntil: 'load' });
      await waitForFullHydration(page);
      await page.waitForLoadState('networkidle');
      const { cls, shifts } = await page.evaluate(() => {
        const w = window as unknown as { __cls: number; __shifts: string[] };
        return { cls: w.__cls, shifts: w.__shifts };
      });
      expect(cls, `layout shifts: ${shifts.join(' | ')}`).toBeLessThan(0.05);
      errors.assertNone();
    } finally {
      await context.close();
    }
  });
});
