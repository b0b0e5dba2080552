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

it('a page view queued before the sender loads carries the URL of the page it happened on (issue 24)', async () => {
  const page = await browser.newPage();
  const sent: { event?: { category?: number; url?: string; event_properties?: { path?: string } } }[] = [];
  await page.route(/\/api\/events$/, async (route) => {
    sent.push(route.request().postDataJSON());
    await route.fulfill({ status: 202, body: '' });
  });
  await page.goto(`http://riverbend-mazda.localhost:${server.port}/`);
  await waitForHydration(page);
  // The click is the first interaction: it loads the sender while the router moves to another page.
  const link = page.locator('main a[href^="/"]:not([href="/"])').first();
  const target = await link.getAttribute('href');
  await link.click();
  await page.waitForURL((url) => url.pathname !== '/');
  await expect.poll(() => sent.filter((s) => s.event?.category === 1).length, { timeout: 5_000 }).toBe(1);
  const home = sent.find((s) => s.event?.category === 1)!.event!;
  expect(home.event_properties?.path).toBe('/');
  expect(new URL(home.url!).pathname).toBe('/');
  expect(target).not.toBe('/');
  await page.close();
});

it('a used list sends the used list view (49) with its page view; another list sends none', async () => {
  const page = await browser.newPage();
  const sent: { event?: { category?: number; url?: string; event_properties?: { path?: string } } }[] = [];
  await page.route(/\/api\/events$/, async (route) => {
    sent.push(route.request().postDataJSON());
    await route.fulfill({ status: 202, body: '' });
  });
  const of = (category: number, pathname: string) => sent.filter((s) => s.event?.category === category && new URL(s.event.url!).pathname === pathname);
  await page.goto(`http://riverbend-mazda.localhost:${server.port}/search/used-cars/`);
  await expect.poll(() => of(49, '/search/used-cars/').length, { timeout: 10_000 }).toBe(1);
  expect(of(49, '/search/used-cars/')[0]!.event!.event_properties?.path).toBe('/search/used-cars/');
  expect(of(2, '/search/used-cars/')).toHaveLength(1);

  await page.goto(`http://riverbend-mazda.localhost:${server.port}/search/new-cars/`);
  // Both are recorded on the first render; the page view arriving means a 49 would have too.
  await expect.poll(() => of(2, '/search/new-cars/').length, { timeout: 10_000 }).toBe(1);
  expect(of(49, '/search/new-cars/')).toEqual([]);
  await page.close();
});
