// Third-party scripts in Chromium on a server that lists them (the environment of a real site,
// not a test runner's): riverbend-mazda's analytics, tag manager and pixel scripts are requested
// only after the visitor's first interaction, never by the popup's timer, and neither a served
// nor an unreachable script puts an error in the console. The third-party hosts are answered by
// the browser context (this machine has no route to them).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Route } from 'playwright-core';
import path from 'node:path';
import { collectErrors, launchBrowser, waitForHydration, type ErrorLog } from '../helpers/browser';
import { startTestServer, type RunningServer } from '../helpers/server';
import type { Browser } from 'playwright-core';
import { repoRoot } from '../helpers/tenants';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  // A real site's environment: production, no test runner, THIRD_PARTY_SCRIPTS unset.
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' };
  delete env.VITEST;
  delete env.THIRD_PARTY_SCRIPTS;
  server = await startTestServer(path.join(repoRoot, 'tenants'), { env });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const home = () => `http://riverbend-mazda.localhost:${server.port}/`;
const THIRD_PARTY = /^https:\/\/(www\.googletagmanager\.com|connect\.facebook\.net|static\.zdassets\.com)\//;

/** A context whose third-party requests are recorded and answered by `answer`. */
async function contextWith(answer: (route: Route) => Promise<void>): Promise<{ context: BrowserContext; requested: string[] }> {
  const context = await browser.newContext();
  const requested: string[] = [];
  await context.route(THIRD_PARTY, async (route) => {
    requested.push(route.request().url());
    await answer(route);
  });
  return { context, requested };
}

async function openUntouched(context: BrowserContext) {
  const page = await context.newPage();
  const start = new Date('2026-11-24T10:00:00Z');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 60_000));
  const listed = page.waitForResponse((res) => res.url().endsWith('/api/widgets'));
  await page.goto(home());
  await waitForHydration(page);
  // The popup's timer loads the widgets chunk, which asks which scripts the site has.
  await page.clock.runFor(3_000);
  const scripts = ((await (await listed).json()) as { scripts: { id: string }[] }).scripts.map((s) => s.id);
  return { page, scripts };
}

describe('third-party scripts on a real site', () => {
  it('load on the first interaction, not before, and a served script logs nothing', async () => {
    const { context, requested } = await contextWith((route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: 'window.__thirdParty = (window.__thirdParty || 0) + 1;' }),
    );
    const errors = collectErrors(context);
    const { page, scripts } = await openUntouched(context);
    expect(scripts).toEqual(['gtag', 'gtag-config', 'gtm', 'pixel', 'ze-snippet']);
    await page.clock.runFor(10_000);
    expect(await page.locator('#gtag, #gtm, #pixel').count()).toBe(0);
    expect(requested).toEqual([]);

    await page.keyboard.press('Shift');
    await expect.poll(() => page.evaluate(() => (window as { __thirdParty?: number }).__thirdParty ?? 0)).toBe(3);
    expect(requested.map((u) => new URL(u).pathname).sort()).toEqual(['/en_US/fbevents.js', '/gtag/js', '/gtm.js']);
    // The chat service's script waits for the chat button.
    expect(requested.some((u) => u.includes('zdassets'))).toBe(false);
    errors.assertNone();
    await context.close();
  });

  it('an unreachable script host is skipped: the page keeps working and nothing is thrown', async () => {
    // Chromium itself logs each failed load ("Failed to load resource"); the page adds nothing.
    const log: { errors?: ErrorLog } = {};
    const { context, requested } = await contextWith((route) => {
      log.errors!.expectFailedLoad(route.request().url());
      return route.abort('namenotresolved');
    });
    const errors = (log.errors = collectErrors(context));
    const { page } = await openUntouched(context);
    await page.keyboard.press('Shift');
    await expect.poll(() => requested.length).toBe(3);
    await page.locator('footer a[href="/about-us"]').first().click();
    await page.waitForURL(/\/about-us$/);
    await expect.poll(() => page.locator('h1').count()).toBeGreaterThan(0);
    errors.assertNone();
    await context.close();
  });
});
