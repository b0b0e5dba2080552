// WCAG 2.1 A/AA (axe-core) on the garage, sign-in, checkout and service-booking screens of the
// sample tenants, after hydration and with the booking times loaded, plus the first-visit
// JavaScript budget of those routes.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { canReserve } from '../../runtime/lib/vehicle/eligibility';
import { launchBrowser, waitForFullHydration } from '../helpers/browser';
import { auditWcag, describeViolations } from '../helpers/axe';
import { JS_BUDGET_GZIP, gzippedScripts, recordFirstVisit } from '../helpers/js-budget';
import { startTestServer, type RunningServer } from '../helpers/server';
import { loadTenants, testTenantsDir } from '../helpers/tenants';

const tenantsDir = await testTenantsDir();
const tenants = await loadTenants(tenantsDir);
const garage = tenants.find((t) => t.site.garage_enabled === true)!;
const reserve = tenants.find((t) => t.site.checkout?.provider === 'test')!;
const car = reserve.stock.find((c) => canReserve(c, reserve.publicSite))!;
if (!garage || !reserve || !car) throw new Error('needs a garage tenant and a test-provider reserve tenant with a reservable car');

const PAGES: [string, string, (page: Page) => Promise<void>][] = [
  [
    garage.slug,
    '/my-garage',
    (p) =>
      p
        .getByLabel('Email address')
        .waitFor()
        .then(() => undefined),
  ],
  [
    garage.slug,
    '/sign-in?type=finance&redirect=/finance',
    (p) =>
      p
        .getByLabel('Email address')
        .waitFor()
        .then(() => undefined),
  ],
  [
    reserve.slug,
    `${reserve.site.vehicles.basePath}/${car.slug}/checkout`,
    (p) =>
      p
        .getByLabel('First name')
        .waitFor()
        .then(() => undefined),
  ],
  [
    reserve.slug,
    '/service',
    (p) =>
      p
        .locator('.booking-time')
        .first()
        .waitFor()
        .then(() => undefined),
  ],
];

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(tenantsDir), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

it('the new screens have no axe violations at desktop and phone widths', async () => {
  const report: string[] = [];
  for (const width of [1280, 390]) {
    const page = await browser.newPage({ viewport: { width, height: 900 }, bypassCSP: true });
    for (const [slug, path, ready] of PAGES) {
      await page.goto(`http://${slug}.localhost:${server.port}${path}`);
      await waitForFullHydration(page);
      await ready(page);
      report.push(...describeViolations(width, `${slug}${path}`, await auditWcag(page)));
    }
    await page.close();
  }
  expect(report).toEqual([]);
}, 120_000);

it(`a first visit to each new screen loads at most ${JS_BUDGET_GZIP / 1024} KB of JavaScript (gzip)`, async () => {
  const sizes: Record<string, number> = {};
  const reports: string[] = [];
  for (const [slug, path, ready] of PAGES) {
    const page = await browser.newPage();
    const scripts = await recordFirstVisit(page);
    await page.goto(`http://${slug}.localhost:${server.port}${path}`, { waitUntil: 'load' });
    await waitForFullHydration(page);
    await ready(page);
    const measured = gzippedScripts(scripts);
    expect(measured.missing, path).toEqual([]);
    sizes[path] = measured.total;
    reports.push(`${path}\n${measured.report}`);
    await page.close();
  }
  console.log('first-visit JS (KiB gzip):', Object.fromEntries(Object.entries(sizes).map(([p, b]) => [p, +(b / 1024).toFixed(1)])));
  for (const bytes of Object.values(sizes)) expect(bytes, reports.join('\n\n')).toBeLessThanOrEqual(JS_BUDGET_GZIP);
}, 120_000);
