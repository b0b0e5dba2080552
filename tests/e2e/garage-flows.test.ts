// The garage and reserve flows in Chromium against the production server: save a car, sign in
// with the code from the mail file, see it in the garage (and again after a reload); reserve a car
// with the test card processor through the checkout journey and see it Reserved on the stock page.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Car } from '../../schemas/types/car';
import type { Tenant } from '../../server/tenants/tenant';
import { canReserve } from '../../runtime/lib/vehicle/eligibility';
import { collectErrors, launchBrowser, waitForFullHydration } from '../helpers/browser';
import { tenantHost } from '../helpers/http';
import { startTestServer, type RunningServer } from '../helpers/server';
import { loadTenants, testTenantsDir } from '../helpers/tenants';

const tenantsDir = await testTenantsDir();
const tenants = await loadTenants(tenantsDir);
const garageTenant = tenants.find((t) => t.site.garage_enabled === true);
const reserveTenant = tenants.find((t) => t.site.checkout?.provider === 'test' && t.site.features?.online_purchase === true);
if (!garageTenant || !reserveTenant)
  throw new Error(`the garage e2e suite needs a sample tenant with garage_enabled and one reserving with the test provider (in ${tenantsDir})`);
const inStock = garageTenant.stock.filter((c) => c.status === 'in_stock' && !c.reserved && typeof c.price === 'number');
const savable = inStock[0];
const alsoSavable = inStock[1];
const reservable = reserveTenant.stock.filter((c) => canReserve(c, reserveTenant.publicSite));
if (!savable || !alsoSavable || !reservable.length) throw new Error('the sample tenants need two in-stock cars and a reservable one');

const dataDir = mkdtempSync(path.join(tmpdir(), 'garage-e2e-'));
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(tenantsDir, { dataDir }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const url = (t: Tenant, p: string) => `http://${tenantHost(t.slug, server.port)}${p}`;
const carPath = (t: Tenant, c: Car) => `${t.site.vehicles.basePath}/${c.slug}`;

function codeFor(t: Tenant, email: string): string {
  const dir = path.join(dataDir, 'mail', t.slug);
  const mails = readdirSync(dir)
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as { to: string; text: string });
  const mail = mails.filter((m) => m.to === email).pop();
  const code = mail && /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

async function withPage<T>(fn: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const errors = collectErrors(context);
  try {
    const result = await fn(await context.newPage());
    errors.assertNone();
    return result;
  } finally {
    await context.close();
  }
}

describe('garage', () => {
  it('a saved car joins the garage at sign-in, with its live status, and stays after a reload', async () => {
    await withPage(async (page) => {
      await page.goto(url(garageTenant, carPath(garageTenant, savable)), { waitUntil: 'load' });
      await waitForFullHydration(page);
      await page.locator('.vehicle-tools .favourite-toggle').click();

      await page.goto(url(garageTenant, '/my-garage'), { waitUntil: 'load' });
      await waitForFullHydration(page);
      await page.getByLabel('Email address').fill('jo.e2e@example.com');
      await page.getByRole('button', { name: 'Email me a code' }).click();
      await page.getByRole('status').filter({ hasText: 'We emailed a 6-digit code' }).waitFor();
      await page.getByLabel('6-digit code').fill(codeFor(garageTenant, 'jo.e2e@example.com'));
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();

      const card = page.locator('.garage-car');
      await card.first().waitFor();
      expect(await card.locator('.car-card-title').allInnerTexts()).toEqual([savable.name]);
      expect(await card.locator('.garage-status').innerText()).toBe('Available');
      expect((await page.locator('.garage-user').textContent())?.replace(/\s+/g, ' ')).toContain('Signed in as jo.e2e@example.com');

      await page.reload({ waitUntil: 'load' });
      await page.locator('.garage-car').first().waitFor();
      expect(await page.locator('.garage-car .car-card-title').allInnerTexts()).toEqual([savable.name]);

      // Signed in, every heart click reaches the watchlist at once (no garage visit in between).
      const watchlist = () =>
        page.evaluate(async () => {
          const answer = (await (await fetch('/api/garage/watchlist')).json()) as { watchlist: { id: number | string }[] };
          return answer.watchlist.map((c) => String(c.id));
        });
      await page.goto(url(garageTenant, carPath(garageTenant, alsoSavable)), { waitUntil: 'load' });
      await waitForFullHydration(page);
      const heart = page.locator('.vehicle-tools .favourite-toggle');
      const synced = (method: string) => page.waitForResponse((r) => r.url().includes('/api/garage/watchlist') && r.request().method() === method);
      let answer = synced('POST');
      await heart.click();
      expect((await answer).status()).toBe(201);
      expect(await watchlist()).toEqual([String(savable.id), String(alsoSavable.id)]);
      answer = synced('DELETE');
      await heart.click();
      expect((await answer).status()).toBe(200);
      expect(await heart.getAttribute('aria-pressed')).toBe('false');
      expect(await watchlist()).toEqual([String(savable.id)]);
    });
  });
});

describe('service booking', () => {
  it('offers real free times on the service page and books one; the time is then no longer offered', async () => {
    await withPage(async (page) => {
      await page.goto(url(reserveTenant, '/service'), { waitUntil: 'load' });
      await waitForFullHydration(page);
      const section = page.locator('.booking-slots');
      const times = section.getByRole('group', { name: 'Time' }).getByRole('radio');
      await times.first().waitFor();
      const chosen = times.first();
      const start = await chosen.getAttribute('value');
      const label = (await section.locator('.booking-time').first().innerText()).trim();
      await chosen.check();
      await section.getByLabel('Full name').fill('Jo Booker');
      await section.getByLabel('Email').fill('jo.booker@example.com');
      await section.getByLabel('Phone').fill('0412 345 678');
      await section.getByRole('button', { name: 'Book this time' }).click();
      const done = section.getByRole('status');
      await done.waitFor();
      expect(await done.innerText()).toContain(`at ${label}`);

      await page.reload({ waitUntil: 'load' });
      await times.first().waitFor();
      expect(await section.locator(`input[value="${start}"]`).count()).toBe(0);
    });
  });
});

describe('reserve', () => {
  it('reserves a car with the test card processor through the checkout journey; the stock page shows it Reserved', async () => {
    const car = reservable[0]!;
    await withPage(async (page) => {
      await page.goto(url(reserveTenant, carPath(reserveTenant, car)), { waitUntil: 'load' });
      await waitForFullHydration(page);
      await page.locator('.vehicle-action-reserve a').click();
      await page.waitForURL(`**${carPath(reserveTenant, car)}/checkout`);
      await page.getByRole('heading', { name: `Reserve ${car.name}` }).waitFor();
      expect(await page.getByText('Step 1 of 4').count()).toBe(1);

      await page.getByLabel('First name').fill('Jo');
      await page.getByLabel('Last name').fill('Buyer');
      await page.getByLabel('Email').fill('jo.reserve@example.com');
      await page.getByLabel('Phone').fill('0412 345 678');
      await page.getByRole('button', { name: 'Continue' }).click();

      await page.getByText('Step 2 of 4').waitFor();
      await page.getByLabel('Card number').fill('4242 4242 4242 4242');
      await page.getByLabel('Expiry (MM/YY)').fill('12/30');
      await page.getByLabel('Security code').fill('123');
      await page.getByRole('button', { name: 'Continue' }).click();

      await page.getByText('Step 3 of 4').waitFor();
      await page.getByRole('button', { name: /^Pay \$500 and reserve$/ }).click();
      await page.getByText(`${car.name} is reserved for you.`).waitFor();
      expect(await page.getByText('Step 4 of 4').count()).toBe(1);

      await page.goto(url(reserveTenant, `${reserveTenant.site.vehicles.basePath}/?q=${encodeURIComponent(car.stocknum ?? car.name)}`), { waitUntil: 'load' });
      const listed = page.locator('.car-card', { has: page.locator(`a[href="${carPath(reserveTenant, car)}"]`) });
      await listed.first().waitFor();
      expect(await listed.first().locator('.car-tag').textContent()).toBe('Reserved');

      // Its page no longer offers Reserve, and the journey is no longer offered for it.
      await page.goto(url(reserveTenant, carPath(reserveTenant, car)), { waitUntil: 'load' });
      await page.locator('.vehicle-actions').waitFor();
      expect(await page.locator('.vehicle-action-reserve').count()).toBe(0);
      await page.goto(url(reserveTenant, `/checkout?car_id=${car.id}`), { waitUntil: 'load' });
      await page.getByText('Sorry, this car has just been reserved by someone else.').waitFor();
    });
  });
});
