// Third-party code in Chromium, each stood in for by a local script Playwright routes (nothing
// leaves the machine): the interactive map loads only after "Show interactive map" is pressed;
// chat messages reach /api/events as 55 and 57 (not the history replayed when the chat loads);
// a nonced tag manager may add its own scripts ('strict-dynamic') with no CSP violation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { collectErrors, launchBrowser, waitForHydration } from '../helpers/browser';
import { auditWcag } from '../helpers/axe';
import { startTestServer, type RunningServer } from '../helpers/server';
import { copySampleTenants, type TenantsCopy } from '../helpers/tenants';
import { CHAT_EVENTS } from '../../runtime/lib/widgets';

const MAP_KEY = 'test-map-key';
let server: RunningServer;
let browser: Browser;
let tenants: TenantsCopy;

beforeAll(async () => {
  // Own fixtures: riverbend gains a map key; lone-star keeps none.
  tenants = copySampleTenants('content-third-party-');
  tenants.editJson('riverbend-mazda/site.json', (site) => {
    site.address = { ...site.address, map_key: MAP_KEY };
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
const tenant = (slug: string) => server.registry.tenants().find((t) => t.slug === slug)!;

async function open(slug: string, p: string): Promise<{ page: Page; requests: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const requests: string[] = [];
  page.on('request', (req) => requests.push(req.url()));
  await page.goto(url(slug, p));
  await waitForHydration(page);
  return { page, requests };
}

/** A local stand-in for the maps script: draws 'stand-in map' and calls the page's callback. */
async function standInMaps(page: Page): Promise<void> {
  await page.route('https://maps.googleapis.com/**', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `window.google = { maps: { Map: function (el) { el.textContent = 'stand-in map'; }, Marker: function () {} } };
        window[new URL(document.getElementById('maps-script').src).searchParams.get('callback')]();`,
    }),
  );
}

describe('interactive map', () => {
  it('loads its script only when the visitor asks, with the nonce, and shows the map of the location', async () => {
    const { page, requests } = await open('riverbend-mazda', '/our-locations');
    const errors = collectErrors(page);
    const mapScripts: URL[] = [];
    await page.route('https://maps.googleapis.com/**', async (route) => {
      const src = new URL(route.request().url());
      mapScripts.push(src);
      const callback = JSON.stringify(src.searchParams.get('callback'));
      await route.fulfill({
        contentType: 'text/javascript',
        body: `window.google = { maps: {
          Map: function (el, o) { el.setAttribute('data-map-centre', o.center.lat + ',' + o.center.lng); el.textContent = 'stand-in map'; },
          Marker: function (o) { o.map; },
        } }; window[${callback}]();`,
      });
    });
    // The first tab of the first group: its first location (which has coordinates).
    const location = tenant('riverbend-mazda').collections.locations[0]!;
    expect(typeof location.address.lat).toBe('number');
    const card = page.locator('.location-card', { has: page.locator(`[aria-label="Map of ${location.name}"]`) });
    const button = card.getByRole('button', { name: /^Show interactive map/ });
    await expect.poll(() => button.isVisible()).toBe(true);
    // React has taken the button over (it marks the nodes it hydrated).
    await button.evaluate(
      (el) =>
        new Promise<void>((resolve) => {
          const hydrated = () => Object.keys(el).some((k) => k.startsWith('__reactFiber$'));
          const check = () => (hydrated() ? resolve() : requestAnimationFrame(check));
          check();
        }),
    );
    // Hydrated, widgets and all: nothing of the map has been requested.
    expect(requests.filter((r) => r.includes('maps.googleapis.com') || r.includes('maps-script'))).toEqual([]);
    // By keyboard (the text-us popup may sit over the card's corner by now).
    await button.focus();
    await page.keyboard.press('Enter');
    const canvas = card.getByRole('region', { name: `Map of ${location.name}` });
    await expect.poll(() => canvas.getAttribute('data-map-centre')).toBe(`${location.address.lat},${location.address.long}`);
    expect(await canvas.isVisible()).toBe(true);
    expect(await button.count()).toBe(0);
    expect(mapScripts).toHaveLength(1);
    expect(mapScripts[0]!.searchParams.get('key')).toBe(MAP_KEY);
    expect(mapScripts[0]!.searchParams.get('libraries')).toBe('places,geometry');
    const nonce = await page.evaluate(() => (document.getElementById('maps-script') as HTMLScriptElement).nonce);
    expect(nonce).toMatch(/^[A-Za-z0-9+/=]{16,}$/);
    errors.assertNone();
    await page.close();
  });

  it('the map button and the shown map meet WCAG 2.1 AA at 390 px and 1280 px (axe-core)', async () => {
    const report: string[] = [];
    for (const width of [390, 1280]) {
      // The site's CSP (rightly) refuses the inline axe script; the audit page bypasses it.
      const page = await browser.newPage({ viewport: { width, height: 900 }, bypassCSP: true });
      await standInMaps(page);
      await page.goto(url('riverbend-mazda', '/our-locations'));
      await waitForHydration(page);
      const button = page.getByRole('button', { name: /^Show interactive map/ }).first();
      await expect.poll(() => button.isVisible()).toBe(true);
      for (const v of await auditWcag(page)) report.push(`${width}px button: ${v.id} ${v.help}`);
      await button.focus();
      await page.keyboard.press('Enter');
      await expect
        .poll(() =>
          page
            .getByRole('region', { name: /^Map of / })
            .first()
            .textContent(),
        )
        .toBe('stand-in map');
      for (const v of await auditWcag(page)) report.push(`${width}px map: ${v.id} ${v.help}`);
      await page.close();
    }
    expect(report).toEqual([]);
  });

  it('loads on a page served from the render cache too: each cached response carries a nonce of its own', async () => {
    const address = url('riverbend-mazda', '/our-locations?from=cache');
    const nonces: string[] = [];
    for (let visit = 0; visit < 2; visit++) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      const errors = collectErrors(page);
      await standInMaps(page);
      const response = await page.goto(address);
      // The first visit renders and stores the page; the second is served from the cache.
      if (visit === 1) expect(response!.headers()['x-render-cache']).toBe('hit');
      const policy = response!.headers()['content-security-policy'] ?? '';
      const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
      expect(nonce, policy).toBeTruthy();
      nonces.push(nonce!);
      await waitForHydration(page);
      const button = page.getByRole('button', { name: /^Show interactive map/ }).first();
      await expect.poll(() => button.isVisible()).toBe(true);
      await button.focus();
      await page.keyboard.press('Enter');
      await expect
        .poll(() =>
          page
            .getByRole('region', { name: /^Map of / })
            .first()
            .textContent(),
        )
        .toBe('stand-in map');
      errors.assertNone();
      await page.close();
      if (visit === 0)
        for (let i = 0; i < 200 && !server.renderCache.has('riverbend-mazda', '/our-locations?from=cache'); i++) await new Promise((r) => setTimeout(r, 10));
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('a site without a map key offers no interactive map', async () => {
    const lone = tenant('lone-star-trucks');
    expect(lone.site.address?.map_key).toBeUndefined();
    expect(lone.collections.locations.some((l) => typeof l.address.lat === 'number')).toBe(true);
    const { page } = await open('lone-star-trucks', '/our-locations');
    expect(await page.locator('.location-card').count()).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: /Show interactive map/ }).count()).toBe(0);
    await page.close();
  });
});

describe('chat and tag manager', () => {
  it('chat messages under 10 s old reach /api/events as 55 then 57; a nonced tag manager adds its own script', async () => {
    const page = await browser.newPage();
    const errors = collectErrors(page);
    const events: number[] = [];
    await page.route(/\/api\/events$/, async (route) => {
      const body = route.request().postDataJSON() as { event?: { category?: unknown } };
      events.push(Number(body.event?.category));
      await route.fulfill({ status: 202, body: '' });
    });
    await page.route(/\/api\/fb-events$/, (route) => route.fulfill({ status: 202, body: '' }));
    // As production would list them for a site with a tag manager and LiveChat.
    await page.route(/\/api\/widgets$/, (route) =>
      route.fulfill({
        json: {
          chat: 'livechat',
          scripts: [
            { id: 'gtm', code: 'window.dataLayer = window.dataLayer || [];', src: 'https://www.googletagmanager.com/gtm.js?id=GTM-TEST' },
            { id: 'livechat', code: 'window.__lc = { group: "7" };', src: 'https://cdn.livechatinc.com/tracking.js' },
          ],
        },
      }),
    );
    // The tag manager adds a script of its own, without a nonce, from another host.
    await page.route('https://www.googletagmanager.com/**', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `var s = document.createElement('script'); s.src = 'https://tags.example.test/tag.js'; document.head.appendChild(s);`,
      }),
    );
    await page.route('https://tags.example.test/**', (route) => route.fulfill({ contentType: 'text/javascript', body: 'window.__tagRan = true;' }));
    await page.route('https://cdn.livechatinc.com/**', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `(function () {
          var handlers = [];
          window.LiveChatWidget = { on: function (name, fn) { if (name === 'new_event') handlers.push(fn); }, call: function () {} };
          window.__chatSays = function (ageMs) {
            handlers.forEach(function (fn) { fn({ type: 'message', timestamp: Date.now() - ageMs, author: { type: 'agent' } }); });
          };
        })();`,
      }),
    );
    await page.addInitScript(() => {
      (window as unknown as { __violations: string[] }).__violations = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        (window as unknown as { __violations: string[] }).__violations.push(`${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    await page.goto(url('riverbend-mazda', '/'));
    await waitForHydration(page);
    await page.mouse.move(10, 10);
    await page.keyboard.press('Shift');
    await expect.poll(() => page.evaluate(() => (window as unknown as { __tagRan?: boolean }).__tagRan === true), { timeout: 10_000 }).toBe(true);
    await page.getByRole('button', { name: 'Chat with us' }).click();
    await expect.poll(() => events.filter((e) => e >= 54 && e <= 57), { timeout: 10_000 }).toEqual([CHAT_EVENTS.open]);
    // History replayed on load (a minute old), then a message 1 s old, then one just sent.
    await page.evaluate(() => {
      const say = (window as unknown as { __chatSays: (ageMs: number) => void }).__chatSays;
      say(60_000);
      say(1_000);
      say(0);
    });
    await expect
      .poll(() => events.filter((e) => e >= 54 && e <= 57), { timeout: 10_000 })
      .toEqual([CHAT_EVENTS.open, CHAT_EVENTS.firstMessage, CHAT_EVENTS.laterMessage]);
    expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
    errors.assertNone();
    await page.close();
  });
});
