// The vehicle page in a real browser (Debian's Chromium through playwright-core) against the
// production server: open a car from the search page, reveal the phone, save a car and find it on
// the saved-cars page after a reload, open and close every modal with the keyboard, walk the
// gallery with the arrow keys, the print and history-report events, no console errors (hydration
// mismatches included) and the JavaScript budget of a first visit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import type { Car } from '../../schemas/types/car';
import type { Tenant } from '../../server/tenants/tenant';
import { carAvailability } from '../../runtime/lib/vehicle-route';
import { collectErrors, launchBrowser, waitForFullHydration, type ErrorLog } from '../helpers/browser';
import { get, tenantHost } from '../helpers/http';
import { parseHtml } from '../helpers/html';
import { startTestServer, type RunningServer } from '../helpers/server';
import { loadTenants, pickTenants, squash, testTenantsDir } from '../helpers/tenants';
import { JS_BUDGET_GZIP, gzippedScripts, recordFirstVisit } from '../helpers/js-budget';

const tenantsDir = await testTenantsDir();
const tenants = await loadTenants(tenantsDir);
const [tenant] = pickTenants(
  tenants.filter((t) => t.stock.length > 0),
  1,
  ['riverbend-mazda'],
);

const nowSeconds = Math.floor(Date.now() / 1000);
const state = (c: Car) => carAvailability(c, nowSeconds, tenant!.site.include_sold_cars_days ?? 3);
const forSale = (c: Car) =>
  state(c) === 'available' && c.status === 'in_stock' && !c.reserved && !!c.location?.phone && typeof c.price === 'number' && c.price > 0;
const withPhotos = tenant?.stock.find((c) => forSale(c) && (c.images?.length ?? 0) > 1 && c.file);
const withoutPhotos = tenant?.stock.find((c) => forSale(c) && !c.images?.length && !c.primary_image_url);
const soldRecently = tenant?.stock.find((c) => state(c) === 'sold');

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  if (!tenant || !withPhotos || !withoutPhotos || !soldRecently) {
    throw new Error(
      `the vehicle e2e suite needs a tenant with a car for sale with photos and a history file, one without photos and one just sold (in ${tenantsDir})`,
    );
  }
  [server, browser] = await Promise.all([startTestServer(tenantsDir), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const url = (t: Tenant, p: string) => `http://${tenantHost(t.slug, server.port)}${p}`;
const carPath = (c: Car) => `${tenant!.site.vehicles.basePath}/${c.slug}`;

async function withPage<T>(options: BrowserContextOptions, fn: (page: Page, errors: ErrorLog, context: BrowserContext) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  const errors = collectErrors(context);
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const w = window as unknown as { __events: unknown[] };
      w.__events = [];
      window.addEventListener('dealer:event', (e) => w.__events.push((e as CustomEvent).detail));
    });
    const result = await fn(page, errors, context);
    errors.assertNone();
    return result;
  } finally {
    await context.close();
  }
}

const eventIds = (page: Page) => page.evaluate(() => (window as unknown as { __events: { id: number }[] }).__events.map((e) => e.id));

async function openCar(page: Page, car: Car): Promise<void> {
  const res = await page.goto(url(tenant!, carPath(car)), { waitUntil: 'load' });
  expect(res?.status(), carPath(car)).toBe(200);
  await waitForFullHydration(page);
}

describe('from the search page', () => {
  it('opens a car by its card, client-side, and shows its page', async () => {
    await withPage({}, async (page) => {
      await page.goto(url(tenant!, `${tenant!.site.vehicles.basePath}/`), { waitUntil: 'load' });
      await waitForFullHydration(page);
      await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
      const title = page.locator('.car-card-title a').first();
      const name = squash(await title.textContent());
      const href = (await title.getAttribute('href'))!;
      await title.click();
      await page.waitForURL((u) => u.pathname === href);
      await expect.poll(async () => squash(await page.locator('h1').textContent())).toBe(name);
      expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker), 'no full page load').toBe(1);
      expect(await page.title()).toBe(`${name} | ${tenant!.site.name}`);
      await page.locator('.vehicle-actions').waitFor();
    });
  });
});

describe('the phone', () => {
  it('is masked until revealed; the reveal shows the full number and is logged on the server', async () => {
    await withPage({}, async (page) => {
      await openCar(page, withPhotos!);
      const reveal = page.locator('.phone-reveal');
      expect(squash(await reveal.textContent())).toMatch(/^.{5}[X\s()-]+Reveal phone number$/);
      const [request] = await Promise.all([
        page.waitForRequest((r) => r.url().endsWith('/api/events/car_phone_reveal') && r.method() === 'POST'),
        reveal.click(),
      ]);
      expect(request.postDataJSON()).toEqual({ car_id: withPhotos!.id, dealership_id: withPhotos!.dealership_id, website_id: tenant!.site.id ?? null });
      expect((await request.response())?.status()).toBe(202);
      const link = page.locator('.phone-revealed a');
      expect(squash(await link.textContent())).toBe(withPhotos!.location!.phone);
      expect(await link.evaluate((el) => el === document.activeElement), 'focus moves to the number').toBe(true);
    });
  });
});

describe('favourites', () => {
  it('a saved car shows in the header count and on the saved-cars page after a reload; removing it empties the list', async () => {
    await withPage({}, async (page) => {
      await openCar(page, withPhotos!);
      const count = page.locator('header .header-saved-count');
      expect(await count.textContent()).toBe('');
      const save = page.locator('.vehicle-tools .favourite-toggle');
      await save.click();
      expect(await save.getAttribute('aria-pressed')).toBe('true');
      expect(await count.textContent()).toBe('1');
      expect(await eventIds(page)).toContain(39);

      await page.goto(url(tenant!, '/saved-cars'), { waitUntil: 'load' });
      await waitForFullHydration(page);
      const titles = page.locator('.saved-car .car-card-title a');
      await expect.poll(() => titles.allTextContents()).toEqual([withPhotos!.name]);
      await page.reload({ waitUntil: 'load' });
      await waitForFullHydration(page);
      await expect.poll(() => titles.allTextContents()).toEqual([withPhotos!.name]);
      expect(await titles.first().getAttribute('href')).toBe(carPath(withPhotos!));
      expect(await count.textContent()).toBe('1');

      await page.locator('.saved-car-remove').click();
      await page.locator('.saved-cars-empty').waitFor();
      expect(await count.textContent()).toBe('');
    });
  });

  it('the toggle on a search card saves the car too', async () => {
    await withPage({}, async (page) => {
      await page.goto(url(tenant!, `${tenant!.site.vehicles.basePath}/`), { waitUntil: 'load' });
      await waitForFullHydration(page);
      const first = page.locator('.car-card').first();
      const toggle = first.locator('.favourite-toggle');
      await toggle.click();
      expect(await toggle.getAttribute('aria-pressed')).toBe('true');
      expect(await page.url(), 'the toggle does not open the car').toMatch(new RegExp(`${tenant!.site.vehicles.basePath}/$`));
      expect(await page.locator('header .header-saved-count').textContent()).toBe('1');
    });
  });

  it('the server sends the saved-cars page without a list or an empty message', async () => {
    const res = await get(server.port, tenantHost(tenant!.slug, server.port), '/saved-cars');
    expect(res.status).toBe(200);
    const doc = parseHtml(res.body);
    expect(doc.querySelector('.saved-cars')?.children.length).toBe(0);
  });
});

describe('modals', () => {
  async function openAndCloseWithKeyboard(page: Page, button: string, title: string): Promise<void> {
    const opener = page.getByRole('button', { name: button, exact: true });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: title });
    await dialog.waitFor();
    expect(await dialog.evaluate((el) => el.contains(document.activeElement)), `focus moves into ${title}`).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count(), { message: `${title} closes on Escape` }).toBe(0);
    expect(await opener.evaluate((el) => el === document.activeElement), `focus returns to ${button}`).toBe(true);
  }

  it('Enquire now and Book a Test Drive open and close with the keyboard', async () => {
    await withPage({}, async (page) => {
      await openCar(page, withPhotos!);
      const labels = Object.fromEntries(tenant!.buttons.filter((b) => b.kind === 'enquire' || b.kind === 'test-drive').map((b) => [b.kind, b.label!]));
      await openAndCloseWithKeyboard(page, labels.enquire!, labels.enquire!);
      await openAndCloseWithKeyboard(page, labels['test-drive']!, labels['test-drive']!);
    });
  });

  it('Request Photos opens for a car without photos', async () => {
    await withPage({}, async (page) => {
      await openCar(page, withoutPhotos!);
      expect(await page.locator('.gallery-main img').getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
      await openAndCloseWithKeyboard(page, 'Request Photos', 'Request Photos');
    });
  });

  it('a car just sold shows JUST SOLD and Find similar opens with the message prefilled', async () => {
    await withPage({}, async (page) => {
      await openCar(page, soldRecently!);
      expect(squash(await page.locator('.vehicle-tag').textContent())).toBe('JUST SOLD');
      const opener = page.getByRole('button', { name: 'Find similar', exact: true });
      await opener.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Find Similar' });
      await dialog.waitFor();
      const message = dialog.locator('textarea');
      await expect.poll(() => message.inputValue()).toContain('I missed out on the');
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);
    });
  });
});

describe('gallery, print and history report', () => {
  it('arrow keys move through the photos', async () => {
    await withPage({}, async (page) => {
      await openCar(page, withPhotos!);
      const main = page.locator('.gallery-main img');
      // The main picture goes through /_image (issue 21): the photo it shows is its url parameter.
      const shown = async () => {
        const src = (await main.getAttribute('src')) ?? '';
        return src.startsWith('/_image?') ? new URLSearchParams(src.slice('/_image?'.length)).get('url') : src;
      };
      const images = withPhotos!.images!.map((i) => i.image.url);
      expect(await shown()).toBe(images[0]);
      await page.locator('.gallery-thumbs button').first().focus();
      await page.keyboard.press('ArrowRight');
      expect(await shown()).toBe(images[1]);
      expect(
        await page
          .locator('.gallery-thumbs button')
          .nth(1)
          .evaluate((el) => el === document.activeElement),
      ).toBe(true);
      await page.keyboard.press('End');
      expect(await shown()).toBe(images[images.length - 1]);
      await page.keyboard.press('ArrowRight');
      expect(await shown()).toBe(images[0]);
    });
  });

  it('Print records event 61 and prints; the history report records event 60 and opens in a new tab', async () => {
    await withPage({}, async (page, _errors, context) => {
      await context.route(/history-reports\.example/, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Report</title>' }));
      await openCar(page, withPhotos!);
      await page.evaluate(() => {
        (window as unknown as { __printed: number }).__printed = 0;
        window.print = () => void ((window as unknown as { __printed: number }).__printed += 1);
      });
      await page.getByRole('button', { name: 'Print', exact: true }).click();
      expect(await page.evaluate(() => (window as unknown as { __printed: number }).__printed)).toBe(1);
      expect(await eventIds(page)).toContain(61);

      const report = page.locator('.vehicle-action-history-report a');
      expect(await report.getAttribute('target')).toBe('_blank');
      const [popup] = await Promise.all([context.waitForEvent('page'), report.click()]);
      expect(popup.url()).toBe(withPhotos!.file);
      await popup.close();
      expect(await eventIds(page)).toContain(60);
    });
  });
});

describe('performance budget', () => {
  it(`a first visit to a car page loads at most ${JS_BUDGET_GZIP / 1024} KiB of gzipped JavaScript, and no form code`, async () => {
    await withPage({}, async (page) => {
      const scripts = await recordFirstVisit(page);
      await openCar(page, withPhotos!);
      await page.waitForLoadState('networkidle');
      const { total, report, missing } = gzippedScripts(scripts);
      expect(missing).toEqual([]);
      expect(
        [...scripts].some((s) => /form-dialog/.test(s)),
        'the form dialog loads only when a modal opens',
      ).toBe(false);
      expect(total, `gzipped JS on ${carPath(withPhotos!)}:\n${report}`).toBeLessThanOrEqual(JS_BUDGET_GZIP);
    });
  });
});
