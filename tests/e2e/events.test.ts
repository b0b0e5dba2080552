// The events client in a real browser: a site with features.events sends each recorded event to
// POST /api/events, then the ad event to POST /api/fb-events about 250 ms later.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, waitForHydration } from '../helpers/browser';
import { startTestServer, type RunningServer } from '../helpers/server';

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

it('a click-to-call on a site with events enabled posts the analytics event, then the ad event', async () => {
  const page = await browser.newPage();
  const sent: { path: string; body: unknown }[] = [];
  await page.route(/\/api\/(events|fb-events)$/, async (route) => {
    sent.push({ path: new URL(route.request().url()).pathname, body: route.request().postDataJSON() });
    await route.fulfill({ status: 202, body: '' });
  });
  await page.route(/^tel:/, (route) => route.abort());
  await page.goto(`http://riverbend-mazda.localhost:${server.port}/`);
  await waitForHydration(page);
  await page.evaluate(() =>
    (document.querySelector('a[href^="tel:"]') as HTMLAnchorElement).dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true })),
  );
  // Page views are events too (issue 11); this test follows the click-to-call (25) only.
  const clickToCall = () =>
    sent.filter((s) => {
      const body = s.body as { event?: { category?: unknown }; event_id?: unknown };
      return (body.event?.category ?? body.event_id) === 25;
    });
  await expect.poll(() => clickToCall().map((s) => s.path), { timeout: 5_000 }).toEqual(['/api/events', '/api/fb-events']);
  const [analytics, ad] = clickToCall();
  expect(analytics!.body).toMatchObject({
    event: {
      website_slug: 'riverbend-mazda',
      category: 25,
      anon_id: expect.stringMatching(/^device_[A-Za-z0-9]{10}$/),
      session_id: expect.stringMatching(/^session_[A-Za-z0-9]{10}$/),
    },
  });
  expect(ad!.body).toMatchObject({ event_id: 25, unique_event_id: expect.stringMatching(/^25_\d+_\d+$/) });
});
