// The content screens in Chromium: the models mega-menu by mouse and by keyboard, the holiday
// hours dialog, the offer description toggle, the text-us popup remembered (browser clock
// injected), and no third-party request on a site that configures every widget.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { collectErrors, launchBrowser, waitForHydration } from '../helpers/browser';
import { startTestServer, type RunningServer } from '../helpers/server';
import { copySampleTenants, type TenantsCopy } from '../helpers/tenants';
import { pluralBodyName } from '../../runtime/lib/vehicle-names';

let server: RunningServer;
let browser: Browser;
let tenants: TenantsCopy;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  // Own fixtures: the sample tenants, with riverbend's holiday hours a few days from now.
  tenants = copySampleTenants('content-e2e-');
  tenants.editJson('riverbend-mazda/site.json', (site) => {
    site.special_hours = [
      { date: day(5), status: 'Closed', label: 'Show Day' },
      { date: day(9), status: 'Open', start_hour: '09:00', end_hour: '13:00', label: 'Half day' },
    ];
  });
  server = await startTestServer(tenants.dir);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  tenants?.remove();
});

const url = (slug: string, p: string) => `http://${slug}.localhost:${server.port}${p}`;
const models = (slug: string) => server.registry.tenants().find((t) => t.slug === slug)!.collections.models;

async function open(p: string, slug = 'riverbend-mazda', width = 1280): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(url(slug, p));
  await waitForHydration(page);
  return page;
}

describe('models mega-menu', () => {
  it('by mouse: opens on hover, a category shows its models, and it closes on navigation', async () => {
    const page = await open('/');
    const errors = collectErrors(page);
    const trigger = page.locator('.has-mega > .nav-trigger');
    const menu = page.locator('.mega-menu');
    await expect.poll(() => menu.isVisible()).toBe(false);
    await trigger.hover();
    await expect.poll(() => menu.isVisible()).toBe(true);
    const list = models('riverbend-mazda');
    const secondBody = [...new Set(list.map((m) => m.manufacturer_body))][1]!;
    await page.getByRole('button', { name: pluralBodyName(secondBody), exact: true }).hover();
    const panel = page.locator('.mega-category.is-active .mega-panel');
    await expect
      .poll(() => panel.locator('.model-card-name').allTextContents())
      .toEqual(list.filter((m) => m.manufacturer_body === secondBody).map((m) => m.name));
    const first = list.find((m) => m.manufacturer_body === secondBody)!;
    await panel.getByRole('link', { name: `View more about the ${first.name}` }).click();
    await page.waitForURL(url('riverbend-mazda', `/${first.slug}`));
    await expect.poll(() => page.locator('h1').textContent()).toBe(first.name);
    await expect.poll(() => menu.isVisible()).toBe(false);
    errors.assertNone();
    await page.close();
  });

  it('by keyboard: Enter opens, Tab reaches a category and its models, Escape closes back on the trigger', async () => {
    const page = await open('/');
    const trigger = page.locator('.has-mega > .nav-trigger');
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    const list = models('riverbend-mazda');
    const firstBody = list[0]!.manufacturer_body;
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(pluralBodyName(firstBody));
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(`View more about the ${list[0]!.name}`);
    expect(await page.locator('.mega-menu').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('nav-trigger'))).toBe(true);
    await expect.poll(() => page.locator('.mega-menu').isVisible()).toBe(false);
    await page.close();
  });
});

describe('holiday hours dialog', () => {
  it('lists the upcoming special hours, traps focus and closes with Escape back on its button', async () => {
    const page = await open('/our-locations');
    const button = page.getByRole('button', { name: /^View Holiday Hours of Riverbend Mazda Sales$/ });
    await button.click();
    const dialog = page.getByRole('dialog', { name: /Holiday hours: Riverbend Mazda Sales/ });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const rows = await dialog.locator('tr').allTextContents();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatch(/Show Day.*Closed/);
    expect(rows[1]).toMatch(/Half day.*9:00 am - 1:00 pm/);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toMatch(/^View Holiday Hours/);
    await page.close();
  });
});

describe('offer description toggle', () => {
  it('View more shows the whole description, View less cuts it again', async () => {
    const page = await open('/special-offers');
    const card = page
      .locator('.offer-card')
      .filter({ has: page.locator('.offer-card-description .collapsible-toggle') })
      .first();
    const toggle = card.locator('.offer-card-description .collapsible-toggle');
    const body = card.locator('.offer-card-description .collapsible-body');
    const short = (await body.textContent())!;
    expect(short.endsWith('…')).toBe(true);
    expect(short.length).toBeLessThanOrEqual(161);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(async () => (await body.textContent())!.length).toBeGreaterThan(200);
    expect(await toggle.textContent()).toMatch(/^View less/);
    await toggle.click();
    await expect.poll(() => body.textContent()).toBe(short);
    await page.close();
  });
});

describe('text-us popup', () => {
  it('shows after 3 seconds and stays closed once closed, on the next visit too', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    // Paused: an installed clock otherwise flows with real time, so a slow machine's load and
    // hydration (and every await below) moved the page's timers on (issue 24 defect 8).
    // The installed clock flows until paused, so pause a minute ahead (no page, no timer yet):
    // pausing at `start` itself failed ("Cannot fast-forward to the past") on a loaded machine.
    const start = new Date('2026-11-24T10:00:00Z');
    await page.clock.install({ time: start });
    await page.clock.pauseAt(new Date(start.getTime() + 60_000));
    await page.goto(url('southern-cross-autos', '/'));
    await waitForHydration(page);
    const popup = page.getByRole('dialog', { name: 'Text us' });
    // The widgets load shortly before the popup is due, 3 s after the page loaded.
    await page.clock.runFor(2_900);
    await page.waitForFunction(() => !!document.getElementById('site-widgets'));
    expect(await popup.count()).toBe(0);
    await page.clock.runFor(200);
    await expect.poll(() => popup.isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Close the text us message' }).click();
    await expect.poll(() => popup.count()).toBe(0);

    await page.reload();
    await waitForHydration(page);
    await page.clock.runFor(10_000);
    await page.waitForFunction(() => !!document.getElementById('site-widgets'));
    await page.clock.runFor(1_000);
    expect(await popup.count()).toBe(0);
    await context.close();
  });
});

describe('third-party scripts', () => {
  it('a site with analytics, tag manager, pixel and chat ids makes no request off the site in tests', async () => {
    const tenant = server.registry.tenants().find((t) => t.slug === 'riverbend-mazda')!;
    expect(tenant.site.widgets?.google_analytics_id).toBeTruthy();
    expect(tenant.site.widgets?.zendesk_key).toBeTruthy();
    const context = await browser.newContext();
    const offSite: string[] = [];
    context.on('request', (req) => {
      const host = new URL(req.url()).hostname;
      if (!host.endsWith('localhost') && host !== '127.0.0.1') offSite.push(req.url());
    });
    const page = await context.newPage();
    const widgets = page.waitForResponse((res) => res.url().endsWith('/api/widgets'));
    await page.goto(url('riverbend-mazda', '/'));
    await waitForHydration(page);
    expect(await (await widgets).json()).toEqual({ chat: null, scripts: [] });
    for (const p of ['/special-offers', '/our-locations', '/models']) {
      await page.goto(url('riverbend-mazda', p));
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
    }
    expect(await page.locator('script[src*="googletagmanager"], script[src*="zdassets"], script[src*="facebook"]').count()).toBe(0);
    expect(offSite).toEqual([]);
    await context.close();
  });
});

describe('page-view events', () => {
  it('the landing page view is sent once the visitor engages; each client navigation sends its own', async () => {
    const page = await browser.newPage();
    const categories: unknown[] = [];
    await page.route(/\/api\/events$/, async (route) => {
      categories.push((route.request().postDataJSON() as { event: { category: unknown } }).event.category);
      await route.fulfill({ status: 202, body: '' });
    });
    await page.route(/\/api\/fb-events$/, (route) => route.fulfill({ status: 202, body: '' }));
    await page.goto(url('riverbend-mazda', '/'));
    await waitForHydration(page);
    await page.keyboard.press('Shift');
    await expect.poll(() => categories).toEqual([1]);
    await page.locator('footer a[href="/about-us"]').first().click();
    await page.waitForURL(url('riverbend-mazda', '/about-us'));
    await expect.poll(() => categories).toEqual([1, 13]);
    await page.close();
  });
});
