// Lead forms in a real browser (Debian's Chromium through playwright-core) against the production
// server with a temporary lead database: the test-drive and finance forms completed step by step
// ("Step X of Y"), the real ALTCHA challenge solved by the widget, the visitor on /success and
// the lead in SQLite with its fields; required-field errors only after a submit; the EMAIL US
// dialog from the header; no console errors; and a first visit to a form screen within the
// JavaScript budget (the form engine loads only once the visitor uses the form).
import { presetHref } from '../../runtime/lib/search/search-preset';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Tenant } from '../../server/tenants/tenant';
import { collectErrors, launchBrowser, waitForFullHydration, type ErrorLog } from '../helpers/browser';
import { auditWcag, describeViolations } from '../helpers/axe';
import { get, tenantHost } from '../helpers/http';
import { parseHtml } from '../helpers/html';
import { startTestServer, type RunningServer } from '../helpers/server';
import { loadTenants, pickTenants, squash, testTenantsDir } from '../helpers/tenants';
import { JS_BUDGET_GZIP, gzippedScripts, recordFirstVisit } from '../helpers/js-budget';

const REQUIRED = '*This is a required field.';

const tenantsDir = await testTenantsDir();
const tenants = await loadTenants(tenantsDir);
// An Australian site with the template's test-drive and finance forms and the captcha on.
const [tenant] = pickTenants(
  tenants.filter((t) => t.site.locale === 'en-AU' && t.forms['test-drive'] && t.forms.finance && t.forms.enquiry),
  1,
  ['riverbend-mazda'],
);

let server: RunningServer;
let browser: Browser;
let dataDir: string;

beforeAll(async () => {
  if (!tenant) throw new Error(`the forms e2e suite needs an en-AU tenant with test-drive, finance and enquiry forms in ${tenantsDir}`);
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'forms-e2e-'));
  [server, browser] = await Promise.all([startTestServer(tenantsDir, { dataDir }), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const url = (t: Tenant, p: string) => `http://${tenantHost(t.slug, server.port)}${p}`;

async function withPage<T>(
  fn: (page: Page, errors: ErrorLog, context: BrowserContext) => Promise<T>,
  options: { bypassCSP?: boolean; width?: number } = {},
): Promise<T> {
  const context = await browser.newContext({ viewport: { width: options.width ?? 1280, height: 900 }, bypassCSP: options.bypassCSP });
  const errors = collectErrors(context);
  try {
    const page = await context.newPage();
    const result = await fn(page, errors, context);
    errors.assertNone();
    return result;
  } finally {
    await context.close();
  }
}

interface StoredLead {
  id: string;
  form: string;
  status: string;
  payload: Record<string, unknown>;
}

/** The newest lead of a form, read straight from the SQLite file the server writes. */
function newestLead(form: string, slug = tenant!.slug): StoredLead | undefined {
  const db = new Database(path.join(dataDir, 'leads.sqlite'), { readonly: true, fileMustExist: true });
  try {
    const row = db
      .prepare('SELECT id, form, status, payload FROM leads WHERE tenant = ? AND form = ? ORDER BY created_at DESC, rowid DESC LIMIT 1')
      .get(slug, form) as { id: string; form: string; status: string; payload: string } | undefined;
    return row && { ...row, payload: JSON.parse(row.payload) as Record<string, unknown> };
  } finally {
    db.close();
  }
}

const field = (page: Page, form: string, name: string) => page.locator(`[id="form-${form}_${name}"]`);
const stepCount = (page: Page) => page.locator('.form-step-count').textContent().then(squash);

/** Focuses the form's first field and waits for the engine to take the form over. */
async function startForm(page: Page, form: string, firstField: string): Promise<void> {
  await field(page, form, firstField).click();
  await page.locator('.lead-form[data-engine]').waitFor({ timeout: 15_000 });
}

async function fillContact(page: Page, form: string, name: string, email: string): Promise<void> {
  await field(page, form, 'name').fill(name);
  await field(page, form, 'phone').fill('0412345678');
  await field(page, form, 'email').fill(email);
  await field(page, form, 'postcode').fill('4000');
}

describe('server-rendered form routes (before any script)', () => {
  const fetchPage = (p: string) => get(server.port, tenantHost(tenant!.slug, server.port), p);

  it.each([
    ['/finance', 'finance', 'Step 1 of 3'],
    ['/finance-enquiry', 'finance', 'Step 1 of 3'],
    ['/apply-for-finance', 'finance', 'Step 1 of 3'],
    ['/trade-in', 'trade-in', 'Step 1 of 3'],
    ['/cars/trade-in?car_id=1', 'trade-in', 'Step 1 of 3'],
    ['/book-test-drive', 'test-drive', 'Step 1 of 2'],
    ['/book-test-drive/', 'test-drive', 'Step 1 of 2'],
    ['/sell-your-car', 'sell-your-car', 'Step 1 of 2'],
    ['/book-a-service', 'service-booking', 'Step 1 of 2'],
  ])('%s renders the %s form, labelled, in a POST form', async (p, form, step) => {
    const res = await fetchPage(p);
    expect(res.status).toBe(200);
    const doc = parseHtml(res.body);
    expect(squash(doc.querySelector('main .form-step-count')?.textContent)).toBe(step);
    const name = doc.querySelector<HTMLInputElement>(`[id="form-${form}_name"]`);
    expect(name?.getAttribute('autocomplete')).toBe('name');
    expect(squash(doc.querySelector(`label[for="form-${form}_name"]`)?.textContent)).toBe('Full name *');
    expect(doc.querySelector(`#form-${form}-island form`)?.getAttribute('method')).toBe('post');
    expect(doc.querySelector('.form-hp input[name="website_url"]')?.getAttribute('tabindex')).toBe('-1');
  });

  it('prefills the finance form from its query inside #finance-form', async () => {
    const res = await fetchPage('/finance?vehiclePriceBudget=35000');
    const doc = parseHtml(res.body);
    expect(doc.querySelector('#finance-form .lead-form')).not.toBeNull();
  });

  it('sends /finance-pre-approval to /finance with its query (301)', async () => {
    const res = await fetchPage('/finance-pre-approval?car_id=5');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/finance?car_id=5');
  });

  it('renders lead-form blocks on the template pages', async () => {
    for (const [p, form] of [
      ['/careers', 'careers'],
      ['/fleet', 'fleet'],
      ['/vehicle-parts-and-accessories', 'parts-enquiry'],
      ['/service', 'service-booking'],
    ] as const) {
      const doc = parseHtml((await fetchPage(p)).body);
      const name = doc.querySelector<HTMLInputElement>('.lead-form-block input[name="name"]');
      expect(name, `${p} shows the ${form} form`).not.toBeNull();
    }
  });

  it('/success thanks by category, with links home and to the stock', async () => {
    const doc = parseHtml((await fetchPage('/success?category=trade-in')).body);
    expect(squash(doc.querySelector('main h1')?.textContent)).toBe('Thank you for your trade-in valuation request');
    expect([...doc.querySelectorAll('.success-links a')].map((a) => a.getAttribute('href'))).toEqual([
      // The stock link starts with the tenant's search preset (removable there; issue 24).
      presetHref(tenant!.site.default_search_path!, tenant!.publicSite),
      '/',
    ]);
  });
});

describe('multi-step forms end to end', () => {
  it('books a test drive in two steps, lands on /success and stores the lead', async () => {
    await withPage(async (page) => {
      await page.goto(url(tenant!, '/book-test-drive'), { waitUntil: 'load' });
      await waitForFullHydration(page);
      expect(await stepCount(page), 'the server-rendered first step').toBe('Step 1 of 2');
      await startForm(page, 'test-drive', 'name');
      await fillContact(page, 'test-drive', 'Jane Citizen', 'jane.testdrive@example.com');
      expect(await field(page, 'test-drive', 'phone').inputValue(), 'the AU phone mask').toBe('0412 345 678');
      await page.getByRole('button', { name: 'Next' }).click();

      await expect.poll(() => stepCount(page), { timeout: 15_000 }).toBe('Step 2 of 2');
      expect(await page.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
      // Date and time are optional: submit without them.
      await field(page, 'test-drive', 'message').fill('I would like to try the automatic.');
      await page.getByRole('button', { name: 'Submit' }).click();

      await page.waitForURL(/\/success\?category=test-drive$/, { timeout: 15_000 });
      await expect.poll(() => page.locator('h1').textContent().then(squash), { timeout: 10_000 }).toBe('Thank you for your test drive booking');
    });
    const lead = newestLead('test-drive');
    expect(lead?.status).toBe('Complete');
    expect(lead?.payload).toMatchObject({
      form: 'test-drive',
      name: 'Jane Citizen',
      email: 'jane.testdrive@example.com',
      phone: '0412 345 678',
      postcode: '4000',
      message: 'I would like to try the automatic.',
      opt_in: true,
      source: 'Website',
      website_slug: tenant!.slug,
      lead_status: 'Complete',
      form_completed: true,
    });
    expect(lead?.payload.visited_pages).toEqual(expect.arrayContaining(['/book-test-drive']));
  });

  it('completes the three-step finance form prefilled from the query', async () => {
    await withPage(async (page) => {
      await page.goto(url(tenant!, '/finance?vehiclePriceBudget=35000&car_type=used'), { waitUntil: 'load' });
      await waitForFullHydration(page);
      expect(await page.locator('#finance-form').count(), 'the #finance-form anchor').toBe(1);
      expect(await stepCount(page)).toBe('Step 1 of 3');
      await startForm(page, 'finance', 'name');
      await fillContact(page, 'finance', 'Sam Lender', 'sam.finance@example.com');
      await page.getByRole('button', { name: 'Next' }).click();

      await expect.poll(() => stepCount(page), { timeout: 15_000 }).toBe('Step 2 of 3');
      expect(await field(page, 'finance', 'vehiclePriceBudget').inputValue(), 'prefilled from vehiclePriceBudget').toBe('35000');
      await field(page, 'finance', 'loan_term').selectOption('5 years');
      await page
        .getByRole('radiogroup', { name: /trade-in/ })
        .getByLabel('No')
        .check();
      await page.getByRole('button', { name: 'Next' }).click();

      await expect.poll(() => stepCount(page), { timeout: 15_000 }).toBe('Step 3 of 3');
      await field(page, 'finance', 'employment_status').selectOption('Full time');
      await page.getByRole('button', { name: 'Back' }).click();
      await expect.poll(() => stepCount(page)).toBe('Step 2 of 3');
      expect(await field(page, 'finance', 'loan_term').inputValue(), 'Back keeps what was chosen').toBe('5 years');
      await page.getByRole('button', { name: 'Next' }).click();
      await expect.poll(() => stepCount(page), { timeout: 15_000 }).toBe('Step 3 of 3');
      await page.getByRole('button', { name: 'Submit' }).click();

      await page.waitForURL(/\/success\?category=finance$/, { timeout: 15_000 });
      await expect.poll(() => page.locator('h1').textContent().then(squash), { timeout: 10_000 }).toBe('Thank you for your finance application');
    });
    const lead = newestLead('finance');
    expect(lead?.status).toBe('Complete');
    expect(lead?.payload).toMatchObject({
      name: 'Sam Lender',
      email: 'sam.finance@example.com',
      vehiclePriceBudget: 35000,
      car_type: 'used',
      loan_term: '5 years',
      has_trade_in: 'No',
      employment_status: 'Full time',
      lead_status: 'Complete',
    });
  });
});

describe('middle name on request (site.json forms.middleName "on-request")', () => {
  it('waits behind "Add a middle name", opens onto the box, and the lead carries middle_name', async () => {
    const site = tenants.find((t) => t.site.forms?.middleName === 'on-request' && t.forms['test-drive']);
    if (!site) throw new Error('a sample tenant should ask for a middle name on request');
    await withPage(async (page) => {
      await page.goto(url(site, '/book-test-drive'), { waitUntil: 'load' });
      await waitForFullHydration(page);
      await startForm(page, 'test-drive', 'first_name');
      const middle = field(page, 'test-drive', 'middle_name');
      expect(await middle.isVisible(), 'hidden until asked for').toBe(false);
      await page.getByText('Add a middle name', { exact: true }).click();
      await expect.poll(() => middle.evaluate((el) => el === document.activeElement), { timeout: 5_000 }).toBe(true);
      await middle.fill('Anne');
      await field(page, 'test-drive', 'first_name').fill('Jane');
      await field(page, 'test-drive', 'last_name').fill('Citizen');
      await field(page, 'test-drive', 'phone').fill('0211234567');
      await field(page, 'test-drive', 'email').fill('jane.middle@example.com');
      await field(page, 'test-drive', 'postcode').fill('8042');
      await page.getByRole('button', { name: 'Next' }).click();
      await expect.poll(() => stepCount(page), { timeout: 15_000 }).toBe('Step 2 of 2');
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.waitForURL(/\/success\?category=test-drive$/, { timeout: 15_000 });
    });
    expect(newestLead('test-drive', site.slug)?.payload).toMatchObject({
      first_name: 'Jane',
      middle_name: 'Anne',
      last_name: 'Citizen',
      email: 'jane.middle@example.com',
    });
  });
});

describe('Sell My Car offers the locations that buy cars (locations.json location_subtype "buying")', () => {
  it("lists only the buying locations on the vehicle step: Southern Cross's yards, not its service centre", async () => {
    const group = tenants.find((t) => t.collections.locations.some((l) => l.location_subtype?.includes('buying')) && t.forms['sell-your-car']);
    if (!group) throw new Error('a sample tenant should have locations that buy cars');
    const buyers = group.collections.locations.filter((l) => l.visible !== false && l.location_subtype?.includes('buying')).map((l) => l.name);
    expect(buyers.length).toBeLessThan(group.collections.locations.length);
    await withPage(async (page) => {
      await page.goto(url(group, '/sell-your-car'), { waitUntil: 'load' });
      await waitForFullHydration(page);
      await startForm(page, 'sell-your-car', 'name');
      await fillContact(page, 'sell-your-car', 'Jane Citizen', 'jane.sell@example.com');
      await page.getByRole('button', { name: 'Next' }).click();
      await expect.poll(() => stepCount(page), { timeout: 15_000 }).toBe('Step 2 of 2');
      const options = await field(page, 'sell-your-car', 'location').locator('option').allTextContents();
      expect(options.filter((o) => o !== 'Please select').sort()).toEqual([...buyers].sort());
    });
  });
});

describe('validation', () => {
  it('shows "*This is a required field." only after a submit, then clears it as the field is filled', async () => {
    await withPage(async (page) => {
      await page.goto(url(tenant!, '/book-test-drive'), { waitUntil: 'load' });
      await waitForFullHydration(page);
      await startForm(page, 'test-drive', 'name');
      await field(page, 'test-drive', 'name').fill('J');
      await field(page, 'test-drive', 'name').fill('');
      expect(await page.getByText(REQUIRED).count(), 'no error while typing before the first submit').toBe(0);

      await page.getByRole('button', { name: 'Next' }).click();
      await expect.poll(() => page.locator('.form-error').count()).toBe(4);
      expect(squash(await page.locator(`[id="form-test-drive_name__error"]`).textContent())).toBe(REQUIRED);
      expect(await field(page, 'test-drive', 'name').getAttribute('aria-invalid')).toBe('true');
      expect(await page.getByRole('alert').first().textContent()).toMatch(/highlighted fields/);

      await field(page, 'test-drive', 'name').fill('Jane Citizen');
      await expect.poll(() => page.locator(`[id="form-test-drive_name__error"]`).count(), { timeout: 5_000 }).toBe(0);
      expect(await stepCount(page), 'still on the first step').toBe('Step 1 of 2');
    });
  });
});

describe('EMAIL US dialog', () => {
  it('opens from the header link with the enquiry form and closes with Escape, focus back on the link', async () => {
    await withPage(async (page) => {
      await page.goto(url(tenant!, '/'), { waitUntil: 'load' });
      await waitForFullHydration(page);
      const link = page.locator('header .header-email');
      await link.click();
      const dialog = page.getByRole('dialog', { name: 'EMAIL US' });
      await dialog.waitFor({ timeout: 15_000 });
      expect(await dialog.getAttribute('aria-modal')).toBe('true');
      await dialog.locator('[id="dialog-enquiry_name"]').waitFor({ timeout: 15_000 });
      expect(page.url(), 'the link did not navigate').toBe(url(tenant!, '/'));

      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached', timeout: 5_000 });
      expect(await link.evaluate((el) => el === document.activeElement)).toBe(true);
    });
  });
});

describe('first visit', () => {
  it(`a form screen loads at most ${JS_BUDGET_GZIP / 1024} KiB of gzipped JavaScript, and no form engine until used`, async () => {
    await withPage(async (page) => {
      const scripts = await recordFirstVisit(page);
      await page.goto(url(tenant!, '/finance'), { waitUntil: 'load' });
      await waitForFullHydration(page);
      await page.waitForLoadState('networkidle');
      const { total, report, missing } = gzippedScripts(scripts);
      expect(missing).toEqual([]);
      expect(
        [...scripts].some((s) => /multi-step-form|validator|altcha/.test(s)),
        `engine loaded on a first visit:\n${report}`,
      ).toBe(false);
      expect(total, `gzipped JS on /finance:\n${report}`).toBeLessThanOrEqual(JS_BUDGET_GZIP);
    });
  });
});

describe('accessibility', () => {
  it.each([1280, 390])(
    'form screens, the lead-form block, errors and the dialog meet WCAG 2.1 AA (axe-core) at %ipx',
    async (width) => {
      const report: string[] = [];
      await withPage(
        async (page) => {
          for (const p of ['/finance', '/careers', '/success?category=finance']) {
            await page.goto(url(tenant!, p), { waitUntil: 'load' });
            await waitForFullHydration(page);
            report.push(...describeViolations(width, p, await auditWcag(page)));
          }
          await page.goto(url(tenant!, '/book-test-drive'), { waitUntil: 'load' });
          await waitForFullHydration(page);
          await startForm(page, 'test-drive', 'name');
          await page.getByRole('button', { name: 'Next' }).click();
          await page.locator('.form-error').first().waitFor();
          report.push(...describeViolations(width, '/book-test-drive with errors', await auditWcag(page)));

          await page.goto(url(tenant!, '/'), { waitUntil: 'load' });
          await waitForFullHydration(page);
          // Phones have the link in the menu.
          if (await page.locator('header .header-email').isVisible()) await page.locator('header .header-email').click();
          else {
            await page.getByRole('button', { name: 'Menu' }).click();
            await page.locator('header .nav-email a').click();
          }
          await page.getByRole('dialog', { name: 'EMAIL US' }).locator('[id="dialog-enquiry_name"]').waitFor({ timeout: 15_000 });
          report.push(...describeViolations(width, 'EMAIL US dialog', await auditWcag(page)));
        },
        { bypassCSP: true, width },
      );
      expect(report).toEqual([]);
    },
    120_000,
  );
});
