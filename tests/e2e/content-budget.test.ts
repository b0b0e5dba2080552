// First-visit JavaScript of every content route (issue 11): at most 110 KB gzip, the widgets
// chunk loaded after the page is interactive included, on the site with the most widgets.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, waitForHydration } from '../helpers/browser';
import { startTestServer, type RunningServer } from '../helpers/server';
import { JS_BUDGET_GZIP, gzippedScripts, recordFirstVisit } from '../helpers/js-budget';

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

const ROUTES = [
  '/',
  '/special-offers',
  '/offers/cx-5-maxx-drive-away',
  '/models',
  '/models?body=suv',
  '/cx-5',
  '/our-locations',
  '/contact-us/riverbend-mazda',
  '/blog',
  '/blog/cx-60-vs-cx-5',
];

describe('content routes: first-visit JavaScript', () => {
  it.each(ROUTES)(`%s loads at most ${JS_BUDGET_GZIP / 1024} KiB gzip`, async (route) => {
    const page = await browser.newPage();
    const scripts = await recordFirstVisit(page);
    await page.goto(`http://riverbend-mazda.localhost:${server.port}${route}`);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const { total, report, missing } = gzippedScripts(scripts);
    expect(missing).toEqual([]);
    console.log(`[budget] ${route}: ${(total / 1024).toFixed(1)} KiB gzip\n${report}`);
    expect(total, `gzipped JS on ${route}:\n${report}`).toBeLessThanOrEqual(JS_BUDGET_GZIP);
    await page.close();
  });
});
