// WCAG 2.1 A/AA checks with axe-core on real pages of every sample tenant, after hydration:
// home, a content page with a FAQ, the stock search screen, a vehicle page, and the themed 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, waitForHydration } from '../helpers/browser';
import { auditChromeOnce, describeViolations, eachWidth, WIDTHS } from '../helpers/axe';
import { startTestServer, type RunningServer } from '../helpers/server';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startTestServer('tenants');
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

function pagesOf(slug: string): string[] {
  const tenant = server.registry.tenants().find((t) => t.slug === slug)!;
  const car = tenant.stock.find((c) => c.status === 'in_stock' && c.show_on_dealer_website && c.images?.length);
  return ['/', '/faqs', '/contact', `${tenant.site.vehicles.basePath}/`, ...(car ? [`${tenant.site.vehicles.basePath}/${car.slug}`] : []), '/no-such-page'];
}

const TENANTS = ['riverbend-mazda', 'southern-cross-autos', 'kiwi-trails-rv', 'lone-star-trucks'];

describe.each(TENANTS)('%s meets WCAG 2.1 AA (axe-core)', (slug) => {
  it('has no violations on its main pages, at desktop and phone widths', async () => {
    const report: string[] = [];
    const audit = auditChromeOnce();
    // The site's CSP (rightly) refuses the inline axe script; the audit page bypasses it.
    const page = await browser.newPage({ viewport: WIDTHS[0], bypassCSP: true });
    for (const path of pagesOf(slug)) {
      await page.setViewportSize(WIDTHS[0]);
      await page.goto(`http://${slug}.localhost:${server.port}${path}`);
      await waitForHydration(page);
      await eachWidth(page, async (width) => {
        report.push(...describeViolations(width, path, await audit(page)));
      });
    }
    await page.close();
    expect(report).toEqual([]);
  }, 120_000);
});
