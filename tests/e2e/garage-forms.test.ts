// Issue 14 in the lead forms, in Chromium against the production server: a service booked through
// the service-booking form's real slots (and a slot taken meanwhile refused on the field, with
// fresh times); the trade-in form's rego lookup against the local vehicle dataset; with
// LEADS_MODE=mock the browser's lead client posts to /mock/leads and nothing is stored.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Tenant } from '../../server/tenants/tenant';
import { SLOT_TAKEN_MESSAGE } from '../../server/dashboard/slot-booking';
import { collectErrors, launchBrowser, waitForFullHydration, type ErrorLog } from '../helpers/browser';
import { auditWcag } from '../helpers/axe';
import { withEnv } from '../helpers/env';
import { tenantHost } from '../helpers/http';
import { startTestServer, type RunningServer } from '../helpers/server';
import { loadTenants, squash, testTenantsDir } from '../helpers/tenants';
import { postJson, send } from '../integration/leads-support';

const tenantsDir = await testTenantsDir();
const tenants = await loadTenants(tenantsDir);
const tenant = tenants.find((t) => t.slug === 'riverbend-mazda' && t.forms['service-booking'] && t.forms['test-drive']);
if (!tenant) throw new Error(`the garage forms e2e suite needs riverbend-mazda with service-booking and test-drive forms (in ${tenantsDir})`);
const serviceLocation = tenant.collections.locations.find((l) => l.location_type === 'service')!;
const dealershipId = tenant.site.dealership_id ?? tenant.site.dealerships?.[0]?.id;

const dataDir = mkdtempSync(path.join(tmpdir(), 'garage-forms-e2e-'));
const mockDataDir = mkdtempSync(path.join(tmpdir(), 'garage-mock-e2e-'));
let server: RunningServer;
let mockServer: RunningServer;
let browser: Browser;

beforeAll(async () => {
  // One after the other: the mock server reads LEADS_MODE while it starts, the other must not see it.
  server = await startTestServer(tenantsDir, { dataDir });
  mockServer = await withEnv({ LEADS_MODE: 'mock' }, () => startTestServer(tenantsDir, { dataDir: mockDataDir }));
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([server?.close(), mockServer?.close()]);
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(mockDataDir, { recursive: true, force: true });
});

const url = (s: RunningServer, t: Tenant, p: string) => `http://${tenantHost(t.slug, s.port)}${p}`;
const field = (page: Page, form: string, name: string) => page.locator(`[id="form-${form}_${name}"]`);
const stepCount = (page: Page) => page.locator('.form-step-count').textContent().then(squash);

async function withPage<T>(fn: (page: Page, errors: ErrorLog) => Promise<T>, options: { bypassCSP?: boolean } = {}): Promise<T> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: options.bypassCSP });
  const errors = collectErrors(context);
  try {
    const result = await fn(await context.newPage(), errors);
    errors.assertNone();
    return result;
  } finally {
    await context.close();
  }
}

/** The contact step filled and sent: the form is on its second step. Answers the address of the lead it created. */
async function toSecondStep(page: Page, s: RunningServer, path: string, form: string, email: string): Promise<string> {
  await page.goto(url(s, tenant!, path), { waitUntil: 'load' });
  await waitForFullHydration(page);
  await field(page, form, 'name').click();
  await page.locator('.lead-form[data-engine]').waitFor({ timeout: 15_000 });
  await field(page, form, 'name').fill('Jo Booker');
  await field(page, form, 'phone').fill('0412345678');
  await field(page, form, 'email').fill(email);
  await field(page, form, 'postcode').fill('4000');
  const created = page.waitForResponse((r) => /\/(api|mock)\/leads$/.test(new URL(r.url()).pathname) && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect.poll(() => stepCount(page), { timeout: 15_000 }).toMatch(/^Step 2 of /);
  const response = await created;
  return `${response.url()}/${((await response.json()) as { id: string }).id}`;
}

async function fillVehicle(page: Page): Promise<void> {
  await field(page, 'service-booking', 'make').fill('Mazda');
  await field(page, 'service-booking', 'model').fill('CX-5');
  await field(page, 'service-booking', 'service_interval').selectOption('Logbook service');
}

const offeredStarts = async (): Promise<string[]> => {
  const answer = (
    await send(server.port, tenantHost(tenant.slug, server.port), `/api/dashboard/dealerships/${dealershipId}/available_service_bookings.json`)
  ).json<{
    locations: { id: number; slots: { start: string }[] }[];
  }>();
  return answer.locations.find((l) => l.id === serviceLocation.id)!.slots.map((s) => s.start);
};

/** The stored lead of a form from a visitor's email address. */
function leadFrom(form: string, email: string): Record<string, unknown> | undefined {
  const db = new Database(path.join(dataDir, 'leads.sqlite'), { readonly: true, fileMustExist: true });
  try {
    const row = db
      .prepare("SELECT payload FROM leads WHERE tenant = ? AND form = ? AND json_extract(payload, '$.email') = ? ORDER BY created_at DESC LIMIT 1")
      .get(tenant!.slug, form, email) as { payload: string } | undefined;
    return row && (JSON.parse(row.payload) as Record<string, unknown>);
  } finally {
    db.close();
  }
}

describe('service booking form', () => {
  it('books a service slot chosen from the real free times; the dealer receives it and it is no longer offered', async () => {
    const chosen = await withPage(async (page) => {
      await toSecondStep(page, server, '/book-a-service', 'service-booking', 'jo.slot@example.com');
      await fillVehicle(page);
      const times = page.getByRole('radiogroup', { name: 'Time' }).getByRole('radio');
      await times.first().waitFor();
      // One service centre: the form's hidden location field already chose it, so only the day and time are asked.
      expect(await page.getByLabel('Location', { exact: true }).count()).toBe(0);
      const day = await page.getByLabel('Day').locator('option:checked').innerText();
      const radio = times.nth(1);
      const value = (await radio.getAttribute('value'))!;
      const label = (await page.locator(`label[for="${await radio.getAttribute('id')}"]`).innerText()).trim();
      await radio.check();
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.waitForURL(/\/success\?category=/, { timeout: 15_000 });
      return { value, day, label };
    });
    const [locationId, start] = chosen.value.split('@') as [string, string];
    expect(locationId).toBe(String(serviceLocation.id));
    const lead = leadFrom('service-booking', 'jo.slot@example.com');
    expect(lead).toMatchObject({ lead_status: 'Complete', location: serviceLocation.name });
    expect(lead?.preferred_date_time).toMatch(new RegExp(`^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} at ${serviceLocation.name} \\(booking `));
    expect(await offeredStarts()).not.toContain(start);
    expect(chosen.day).toMatch(/^[A-Z][a-z]+day \d{1,2} [A-Z][a-z]+$/);
    expect(chosen.label).toMatch(/^\d{1,2}:\d{2} [ap]m$/);
  });

  it('a slot someone else books meanwhile is refused on the field, and the times are loaded afresh', async () => {
    await withPage(async (page, errors) => {
      const leadUrl = await toSecondStep(page, server, '/book-a-service', 'service-booking', 'jo.late@example.com');
      // The browser reports the 409 below as a failed load: it is the point of this test.
      errors.expectFailedLoad(leadUrl);
      await fillVehicle(page);
      const times = page.getByRole('radiogroup', { name: 'Time' }).getByRole('radio');
      await times.first().waitFor();
      const value = (await times.first().getAttribute('value'))!;
      await times.first().check();
      const [, start] = value.split('@') as [string, string];
      // Someone else takes that time through the booking API (with the captcha it needs).
      const challenge = (await send(server.port, tenantHost(tenant.slug, server.port), '/api/altcha/challenge')).json<Challenge>();
      const solution = await solveChallenge({ challenge, deriveKey, timeout: 20_000 });
      const other = await postJson(server.port, tenantHost(tenant.slug, server.port), '/api/bookings', {
        kind: 'service',
        location_id: serviceLocation.id,
        start,
        contact: { name: 'Sam Quick', email: 'sam@example.com', phone: '0412 000 111' },
        altcha: Buffer.from(JSON.stringify({ challenge, solution })).toString('base64'),
      });
      expect(other.status).toBe(201);
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.locator('#form-service-booking_preferred_date_time__error').filter({ hasText: SLOT_TAKEN_MESSAGE }).waitFor({ timeout: 15_000 });
      await expect.poll(() => page.locator(`input[value="${value}"]`).count(), { timeout: 10_000 }).toBe(0);
      expect(await times.count()).toBeGreaterThan(0);
      expect(new URL(page.url()).pathname).toBe('/book-a-service');
      // Another time goes through.
      await times.first().check();
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.waitForURL(/\/success\?category=/, { timeout: 15_000 });
    });
    expect(leadFrom('service-booking', 'jo.late@example.com')?.preferred_date_time).toMatch(/ at /);
  });
});

describe('trade-in rego lookup (local vehicle dataset)', () => {
  it('on /cars/trade-in?car_id= Look up fills make, model, variant and year; an unknown plate is said inline; the dealer receives them', async () => {
    const car = tenant.stock.find((c) => c.status === 'in_stock')!;
    await withPage(async (page, errors) => {
      await toSecondStep(page, server, `${tenant.site.vehicles.basePath}/trade-in?car_id=${car.id}`, 'trade-in', 'jo.tradein@example.com');
      const status = page.locator('#form-trade-in_rego-lookup-status');
      expect(await status.getAttribute('aria-live')).toBe('polite');

      // ZZZ999 is not in server/lookups/local-vehicles.json: a 404 the page reports as a failed load.
      // The state select starts on the dealer's state (riverbend-mazda is in QLD, the spec's default too).
      expect(await field(page, 'trade-in', 'regoState').inputValue()).toBe('QLD');
      errors.expectFailedLoad(url(server, tenant, '/api/rego-lookup'));
      await field(page, 'trade-in', 'rego').fill('zzz999');
      await field(page, 'trade-in', 'regoState').selectOption('VIC');
      await page.getByRole('button', { name: 'Look up' }).click();
      await status.filter({ hasText: 'No vehicle found for registration ZZZ999 in VIC' }).waitFor();
      expect(await field(page, 'trade-in', 'make').inputValue()).toBe('');

      await field(page, 'trade-in', 'rego').fill('abc123');
      await field(page, 'trade-in', 'regoState').selectOption('NSW');
      await page.getByRole('button', { name: 'Look up' }).click();
      await status.filter({ hasText: 'Found 2021 Mazda CX-5 Maxx Sport. Check the details below.' }).waitFor();
      expect(await field(page, 'trade-in', 'make').inputValue()).toBe('Mazda');
      expect(await field(page, 'trade-in', 'model').inputValue()).toBe('CX-5');
      expect(await field(page, 'trade-in', 'variant').inputValue()).toBe('Maxx Sport');
      expect(await field(page, 'trade-in', 'year').inputValue()).toBe('2021');
      await field(page, 'trade-in', 'kilometres').fill('42000');
      await page.getByRole('button', { name: 'Next' }).click();
      await expect.poll(() => stepCount(page), { timeout: 15_000 }).toMatch(/^Step 3 of /);
    });
    expect(leadFrom('trade-in', 'jo.tradein@example.com')).toMatchObject({
      rego: 'ABC123',
      regoState: 'NSW',
      make: 'Mazda',
      model: 'CX-5',
      variant: 'Maxx Sport',
      year: 2021,
      car_id: String(car.id),
    });
  });
});

describe('accessibility (axe-core, WCAG 2.1 AA)', () => {
  it('the slot field with its times loaded, and the rego lookup with its answer, have no violations', async () => {
    await withPage(
      async (page) => {
        await toSecondStep(page, server, '/book-a-service', 'service-booking', 'jo.axe@example.com');
        await page.getByRole('radiogroup', { name: 'Time' }).getByRole('radio').first().waitFor();
        expect(await auditWcag(page)).toEqual([]);

        await toSecondStep(page, server, '/trade-in', 'trade-in', 'jo.axe@example.com');
        await field(page, 'trade-in', 'rego').fill('ABC123');
        await field(page, 'trade-in', 'regoState').selectOption('NSW');
        await page.getByRole('button', { name: 'Look up' }).click();
        await page.locator('#form-trade-in_rego-lookup-status').filter({ hasText: 'Found' }).waitFor();
        expect(await auditWcag(page)).toEqual([]);
      },
      { bypassCSP: true },
    );
  });
});

describe('mock mode (LEADS_MODE=mock)', () => {
  it('the browser posts each step to /mock/leads and nothing is stored', async () => {
    const sent: string[] = [];
    await withPage(async (page) => {
      page.on('request', (r) => {
        if (/\/(api|mock)\/leads/.test(r.url())) sent.push(`${r.method()} ${new URL(r.url()).pathname}`);
      });
      await toSecondStep(page, mockServer, '/book-test-drive', 'test-drive', 'jo.mock@example.com');
      await field(page, 'test-drive', 'message').fill('Mock mode, please.');
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.waitForURL(/\/success\?category=test-drive$/, { timeout: 15_000 });
    });
    expect(sent).toHaveLength(2);
    expect(sent[0]).toBe('POST /mock/leads');
    expect(sent[1]).toMatch(/^PUT \/mock\/leads\/mock_[A-Za-z0-9_-]+$/);
    const db = new Database(path.join(mockDataDir, 'leads.sqlite'), { readonly: true, fileMustExist: true });
    try {
      expect((db.prepare('SELECT COUNT(*) AS n FROM leads').get() as { n: number }).n).toBe(0);
    } finally {
      db.close();
    }
  });
});
