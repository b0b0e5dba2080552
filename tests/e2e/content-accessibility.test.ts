// WCAG 2.1 A/AA checks with axe-core on every content route of issue 11, on every sample
// tenant, after hydration, at desktop (1280 px) and phone (390 px) widths; the holiday hours
// dialog is audited open.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, waitForHydration } from '../helpers/browser';
import { auditChromeOnce, describeViolations, eachWidth, WIDTHS } from '../helpers/axe';
import { startTestServer, type RunningServer } from '../helpers/server';
import { offerHref, shownOffers } from '../../runtime/lib/offers';
import { bodySlug } from '../../runtime/lib/body-slug';
import { contactSlug } from '../../runtime/lib/location-slug';
import { rewriteHref } from '../../runtime/lib/links';

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

function routesOf(slug: string): string[] {
  const t = server.registry.tenants().find((x) => x.slug === slug)!;
  const { collections, site } = t;
  const offer = shownOffers(collections.offers, site)[0]!;
  // A model with override_url redirects away; southern-cross-autos' models all do.
  const page = collections.models.find((m) => !m.override_url);
  const post = collections.posts[0]!;
  const news = (p: string) => rewriteHref(p, { blogToNews: site.features?.blog_to_news });
  return [
    '/special-offers',
    offerHref(offer, site),
    '/models',
    `/models?body=${bodySlug(collections.models[0]!.manufacturer_body)}`,
    ...(page ? [`/${page.slug}`] : []),
    '/our-locations',
    `/contact-us/${contactSlug(collections.locations[0]!.name)}`,
    news('/blog'),
    news(`/blog/${post.slug}`),
  ];
}

const TENANTS = ['riverbend-mazda', 'southern-cross-autos', 'kiwi-trails-rv', 'lone-star-trucks'];

describe.each(TENANTS)('%s content routes meet WCAG 2.1 AA (axe-core)', (slug) => {
  it('has no violations at 1280 px and 390 px', async () => {
    const report: string[] = [];
    const audit = auditChromeOnce();
    // The site's CSP (rightly) refuses the inline axe script; the audit page bypasses it.
    const page = await browser.newPage({ viewport: WIDTHS[0], bypassCSP: true });
    for (const path of routesOf(slug)) {
      await page.setViewportSize(WIDTHS[0]);
      const res = await page.goto(`http://${slug}.localhost:${server.port}${path}`);
      expect(res?.status(), path).toBe(200);
      await waitForHydration(page);
      await eachWidth(page, async (width) => {
        report.push(...describeViolations(width, path, await audit(page)));
        const holiday = page.locator('.holiday-hours-button').first();
        if (path === '/our-locations' && (await holiday.count())) {
          await holiday.click();
          report.push(...describeViolations(width, `${path} (holiday hours open)`, await audit(page)));
          await page.keyboard.press('Escape');
        }
      });
    }
    await page.close();
    expect(report).toEqual([]);
  }, 180_000);
});
