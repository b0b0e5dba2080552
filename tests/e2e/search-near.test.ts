// Nearest first in Chromium on a group's stock page: the browser's location is asked only when
// the shopper presses "Use my location" (and its code loads only then), the cars reorder by
// distance with "km away" on each card; a typed postcode does the same through the server's
// lookup; an unknown one is explained in place; axe finds nothing on the sorted page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { auditWcag } from '../helpers/axe';
import { collectErrors, launchBrowser, waitForFullHydration, type ErrorLog } from '../helpers/browser';
import { tenantHost } from '../helpers/http';
import { startTestServer, type RunningServer } from '../helpers/server';
import { loadTenants, testTenantsDir } from '../helpers/tenants';

const tenantsDir = await testTenantsDir();
const SLUG = 'southern-cross-autos';
const DUBBO = { latitude: -32.2555, longitude: 148.6107 };

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  const tenant = (await loadTenants(tenantsDir)).find((t) => t.slug === SLUG);
  // The group this suite needs: several dealerships, one of them (with stock) in Dubbo.
  if (!tenant || (tenant.site.dealerships?.length ?? 0) < 2) throw new Error(`${SLUG} in ${tenantsDir} must be a group of several dealerships`);
  if (!tenant.stock.some((car) => (car as { dealership_id?: unknown }).dealership_id === 2204))
    throw new Error(`${SLUG} needs stock at its Dubbo dealership (2204)`);
  [server, browser] = await Promise.all([startTestServer(tenantsDir), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function withPage(
  options: BrowserContextOptions,
  fn: (page: Page, scripts: string[], errors: ErrorLog) => Promise<void>,
  start = '/cars/',
): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  const errors = collectErrors(context);
  // Counts calls to the geolocation API, so the test sees when the page asks for the location.
  await context.addInitScript(() => {
    const geo = navigator.geolocation;
    const original = geo.getCurrentPosition.bind(geo);
    (window as unknown as { geoCalls: number }).geoCalls = 0;
    geo.getCurrentPosition = (...args: Parameters<Geolocation['getCurrentPosition']>) => {
      (window as unknown as { geoCalls: number }).geoCalls++;
      original(...args);
    };
  });
  try {
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
    });
    await page.goto(`http://${tenantHost(SLUG, server.port)}${start}`, { waitUntil: 'load' });
    await waitForFullHydration(page);
    await fn(page, scripts, errors);
    errors.assertNone();
  } finally {
    await context.close();
  }
}

const settled = (page: Page) => page.locator('.search-hits[aria-busy="false"]').waitFor({ timeout: 10_000 });
const titles = (page: Page) => page.locator('.car-card-title').allTextContents();
const distances = async (page: Page) =>
  (await page.locator('.car-distance').allTextContents()).map((t) => (t.startsWith('Under') ? 0 : Number(t.replace(/[^\d]/g, ''))));
const geoCalls = (page: Page) => page.evaluate(() => (window as unknown as { geoCalls: number }).geoCalls);

describe('nearest first', () => {
  it('asks for the location only on "Use my location", then lists the nearest cars first', async () => {
    await withPage({ geolocation: DUBBO, permissions: ['geolocation'] }, async (page, scripts) => {
      const before = await titles(page);
      await page.waitForLoadState('networkidle', { timeout: 10_000 });
      expect(await geoCalls(page)).toBe(0);
      expect(scripts.filter((s) => s.includes('nearest-control'))).toEqual([]);
      expect(await page.locator('.car-distance').count()).toBe(0);

      await page.getByRole('button', { name: 'Use my location' }).click();
      await page.waitForURL(/sort=nearest/, { timeout: 10_000 }).catch(async (e: Error) => {
        throw new Error(`${e.message}; status: ${await page.locator('.nearest-status').textContent()}; geo calls ${await geoCalls(page)}`);
      });
      await settled(page);
      expect(await geoCalls(page)).toBe(1);
      expect(scripts.some((s) => s.includes('nearest-control'))).toBe(true);
      expect(new URL(page.url()).searchParams.get('near')).toBe('-32.2555,148.6107');
      const km = await distances(page);
      expect(km.length).toBeGreaterThan(3);
      expect(km).toEqual([...km].sort((a, b) => a - b));
      expect(km[0]).toBe(0);
      expect(await titles(page)).not.toEqual(before);
      await expect(page.locator('#search-filters-sort').inputValue()).resolves.toBe('nearest');
    });
  });

  it('sorts by distance from a typed postcode, and explains one it cannot place', async () => {
    await withPage({}, async (page, _scripts, errors) => {
      // The lookup answers 404 for a postcode it cannot place; Chromium logs the status.
      errors.expectFailedLoad(`http://${tenantHost(SLUG, server.port)}/api/postcodes/0799`);
      const input = page.getByLabel('Postcode for nearest first');
      await input.fill('0799');
      await input.press('Enter');
      await page.locator('.nearest-status:text-is("We couldn\'t find postcode 0799. Check it, or use your location.")').waitFor();
      expect(page.url()).not.toContain('sort=nearest');

      await input.fill('2795');
      await page.getByRole('button', { name: 'Sort by distance' }).click();
      await page.waitForURL(/postcode=2795/);
      await settled(page);
      expect(new URL(page.url()).searchParams.get('near')).toBe('-33.4196,149.5806');
      // The page shows 24 cards first: reveal the rest to see the farthest.
      await page.getByRole('link', { name: /^Show more/ }).click();
      await expect.poll(() => page.getByRole('link', { name: /^Show more/ }).count(), { timeout: 10_000 }).toBe(0);
      const km = await distances(page);
      expect(km).toEqual([...km].sort((a, b) => a - b));
      expect(km[0]).toBe(0);
      expect(km.at(-1)).toBeGreaterThan(20); // Orange, the next town, is about 47 km from Bathurst
      await expect(page.locator('.nearest-status').textContent()).resolves.toBe('');

      // Another sort leaves nearest first (and its point) behind.
      await page.locator('#search-filters-sort').selectOption('price-asc');
      await page.waitForURL((url) => !url.search.includes('near='));
      await settled(page);
      expect(await page.locator('.car-distance').count()).toBe(0);
    });
  });

  it('after a client-side navigation to the stock page (no server form) the form loads and works', async () => {
    await withPage(
      {},
      async (page) => {
        await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
        await page
          .locator('header')
          .getByRole('link', { name: /^Our Stock( \(\d[\d,]*\))?$/ })
          .first()
          .click(); // with its count (the session data's stock)
        await page.waitForURL(/\/cars\/(\?.*)?$/); // the link may carry the tenant's search preset (issue 24)
        expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
        const input = page.getByLabel('Postcode for nearest first');
        await input.fill('2830');
        await input.press('Enter');
        await page.waitForURL(/postcode=2830/);
        await settled(page);
        const km = await distances(page);
        expect(km[0]).toBe(0);
        expect(km).toEqual([...km].sort((a, b) => a - b));
      },
      '/',
    );
  });

  it('the sorted page meets WCAG 2.1 AA', async () => {
    await withPage({ bypassCSP: true }, async (page) => {
      await page.goto(`http://${tenantHost(SLUG, server.port)}/cars/?sort=nearest&postcode=0799`, { waitUntil: 'load' });
      await waitForFullHydration(page);
      expect(await auditWcag(page)).toEqual([]);
      await page.goto(`http://${tenantHost(SLUG, server.port)}/cars/?sort=nearest&postcode=2830`, { waitUntil: 'load' });
      await waitForFullHydration(page);
      expect(await page.locator('.car-distance').first().textContent()).toBe('Under 1 km away');
      expect(await auditWcag(page)).toEqual([]);
    });
  });
});
