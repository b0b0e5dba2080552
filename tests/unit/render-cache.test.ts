// The render cache in front of a real express app on a free port, with an injected clock and a
// renderer the test controls: what is stored, when it expires, and that a render in flight during
// an invalidation is never kept.
import express from 'express';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { RenderCache, ifNoneMatch, type CacheTenant } from '../../server/http/render-cache';
import { get } from '../helpers/http';

let server: Server | undefined;
afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

interface Harness {
  port: number;
  renders: number;
  /** Requests that reached the app. */
  arrivals: number;
  /** While set, the page handler waits for this before answering. */
  gate?: Promise<void>;
  version: string;
  /** Extra body text per render. */
  payload?: () => string;
  /** Each response's nonce (the CSP middleware's fresh one); 'n0nce' unless set. */
  nonce?: () => string;
}

async function start(cache: RenderCache, tenant: CacheTenant, status = 200): Promise<Harness> {
  const h: Harness = { port: 0, renders: 0, arrivals: 0, version: 'v1' };
  const app = express();
  app.use((req, res, next) => {
    h.arrivals++;
    const nonce = h.nonce?.() ?? 'n0nce';
    res.locals.cspNonce = nonce;
    res.setHeader('Content-Security-Policy', `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`);
    next();
  });
  app.use(cache.middleware(() => tenant));
  app.get('/{*path}', async (req, res) => {
    h.renders++;
    const version = h.version;
    res.status(status).type('html');
    // A page with its own policy (a Stripe checkout, server/http/csp.ts allowStripe) says no-store.
    if (req.path.startsWith('/no-store')) res.setHeader('Cache-Control', 'no-store');
    res.write(`<!DOCTYPE html><html><head><style>:root{}</style></head><body><p>${version} ${req.originalUrl}</p>${h.payload?.() ?? ''}`);
    if (h.gate) await h.gate;
    res.end(`<script nonce="${String(res.locals.cspNonce)}">window.x=1</script></body></html>`);
  });
  server = createServer(app);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  h.port = (server.address() as AddressInfo).port;
  return h;
}

async function stored(cache: RenderCache, slug: string, url: string): Promise<void> {
  for (let i = 0; i < 500 && !cache.has(slug, url); i++) await new Promise((r) => setTimeout(r, 5));
  expect(cache.has(slug, url), `${url} stored`).toBe(true);
}

const tenant = (next = Number.POSITIVE_INFINITY): CacheTenant => ({ slug: 'acme', nextChangeMs: () => next });

describe('RenderCache', () => {
  it('stores a finished 200 page and serves it without rendering, nonce removed, scripts allowed by hash', async () => {
    const cache = new RenderCache();
    const h = await start(cache, tenant());
    const first = await get(h.port, 'acme.test', '/a');
    expect(first.body).toContain('nonce="n0nce"');
    await stored(cache, 'acme', '/a');
    const second = await get(h.port, 'acme.test', '/a');
    expect(h.renders).toBe(1);
    expect(second.headers['x-render-cache']).toBe('hit');
    expect(second.body).toBe(first.body.replace(' nonce="n0nce"', ''));
    // A client that accepts no compression gets the same page (get() sends no Accept-Encoding).
    expect(second.headers['content-encoding']).toBeUndefined();
    const csp = String(second.headers['content-security-policy']);
    expect(csp).not.toContain('nonce');
    expect(csp).toMatch(/script-src 'self' 'sha256-[^']+'/);
    expect(csp).toMatch(/style-src 'self' 'sha256-[^']+'/);
  });

  it('a tenant whose pages add scripts after load gets a fresh nonce in every cached response, and a 304 keeps the policy of the body the browser has', async () => {
    const cache = new RenderCache();
    let n = 0;
    const h = await start(cache, { ...tenant(), addsScripts: true });
    h.nonce = () => `fresh${++n}`;
    const first = await get(h.port, 'acme.test', '/maps');
    expect(first.body).toContain('nonce="fresh1"');
    await stored(cache, 'acme', '/maps');
    for (const [encoding, nonce] of [
      ['identity', 'fresh2'],
      ['br', 'fresh3'],
      ['gzip', 'fresh4'],
    ] as const) {
      // fetch decodes br and gzip itself and leaves the Content-Encoding header to check.
      const hit = await fetch(`http://127.0.0.1:${h.port}/maps`, { headers: { 'accept-encoding': encoding } });
      expect(hit.headers.get('x-render-cache')).toBe('hit');
      expect(hit.headers.get('content-encoding')).toBe(encoding === 'identity' ? null : encoding);
      expect(await hit.text()).toBe(first.body.replaceAll('fresh1', nonce));
      expect(hit.headers.get('content-security-policy')).toContain(`'nonce-${nonce}'`);
    }
    // A nonce of another length than the stored one (never in production: csp.ts makes them all
    // 24 characters) cannot fill the stored gaps, whose parts count on that length: compressed anew.
    h.nonce = () => 'a-longer-nonce';
    const other = await fetch(`http://127.0.0.1:${h.port}/maps`, { headers: { 'accept-encoding': 'gzip' } });
    expect(other.headers.get('content-encoding')).toBe('gzip');
    expect(await other.text()).toBe(first.body.replaceAll('fresh1', 'a-longer-nonce'));
    expect(h.renders).toBe(1);
    const etag = (await get(h.port, 'acme.test', '/maps')).headers.etag;
    expect(etag).toBeTruthy();
    const revalidated = await get(h.port, 'acme.test', '/maps', { headers: { 'if-none-match': String(etag) } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers['content-security-policy']).toBeUndefined();
  });

  it('compresses a stored page only on its first hit, once however many hits wait for it', async () => {
    const cache = new RenderCache();
    const h = await start(cache, tenant());
    const first = await get(h.port, 'acme.test', '/once');
    await stored(cache, 'acme', '/once');
    expect(cache.stats.compressed).toBe(0);
    const hits = await Promise.all(
      ['br', 'gzip', 'identity'].map((encoding) => fetch(`http://127.0.0.1:${h.port}/once`, { headers: { 'accept-encoding': encoding } })),
    );
    for (const hit of hits) {
      expect(hit.headers.get('x-render-cache')).toBe('hit');
      expect(await hit.text()).toBe(first.body.replace(' nonce="n0nce"', ''));
    }
    expect(hits.map((hit) => hit.headers.get('content-encoding'))).toEqual(['br', 'gzip', null]);
    expect(cache.stats.compressed).toBe(1);
    expect(h.renders).toBe(1);
  });

  it('never keeps a page sent no-store: it is rendered, with its own policy, every time', async () => {
    const cache = new RenderCache();
    const h = await start(cache, tenant());
    await get(h.port, 'acme.test', '/no-store/checkout');
    await get(h.port, 'acme.test', '/a');
    await stored(cache, 'acme', '/a');
    const again = await get(h.port, 'acme.test', '/no-store/checkout');
    expect(again.headers['x-render-cache']).toBe('miss');
    expect(cache.has('acme', '/no-store/checkout')).toBe(false);
    expect(h.renders).toBe(3);
  });

  it('requests for a page being rendered wait for that render instead of rendering it again', async () => {
    const cache = new RenderCache();
    const h = await start(cache, tenant());
    let open!: () => void;
    h.gate = new Promise<void>((resolve) => (open = resolve));
    const all = Array.from({ length: 5 }, () => get(h.port, 'acme.test', '/popular'));
    // All five are in the server while the first is still rendering.
    while (h.arrivals < 5) await new Promise((r) => setTimeout(r, 5));
    open();
    const answers = await Promise.all(all);
    expect(h.renders).toBe(1);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.filter((a) => a.headers['x-render-cache'] === 'hit')).toHaveLength(4);
    for (const a of answers) expect(a.body).toContain('v1 /popular');
  });

  it('does not store pages other than 200', async () => {
    const cache = new RenderCache();
    const h = await start(cache, tenant(), 404);
    await get(h.port, 'acme.test', '/missing');
    await get(h.port, 'acme.test', '/missing');
    expect(h.renders).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('a render that was running when the tenant was invalidated is never stored', async () => {
    const cache = new RenderCache();
    const h = await start(cache, tenant());
    let open!: () => void;
    h.gate = new Promise<void>((resolve) => (open = resolve));
    const pending = get(h.port, 'acme.test', '/race');
    while (h.renders === 0) await new Promise((r) => setTimeout(r, 5));
    h.version = 'v2';
    cache.invalidate('acme');
    open();
    const old = await pending;
    expect(old.body).toContain('v1');
    h.gate = undefined;
    // The next request renders again (the v1 page was dropped) and that page is kept.
    const fresh = await get(h.port, 'acme.test', '/race');
    expect(fresh.headers['x-render-cache']).toBe('miss');
    expect(fresh.body).toContain('v2');
    await stored(cache, 'acme', '/race');
    const hit = await get(h.port, 'acme.test', '/race');
    expect(hit.body).toContain('v2');
    expect(h.renders).toBe(2);
  });

  it('invalidate drops the tenant’s stored pages at once', async () => {
    const cache = new RenderCache();
    const h = await start(cache, tenant());
    await get(h.port, 'acme.test', '/x');
    await stored(cache, 'acme', '/x');
    cache.invalidate('acme');
    expect(cache.has('acme', '/x')).toBe(false);
    h.version = 'v3';
    expect((await get(h.port, 'acme.test', '/x')).body).toContain('v3');
  });

  it('an entry expires at the tenant’s next time-window change and after maxAgeMs (injected clock)', async () => {
    let now = 1_000_000;
    const cache = new RenderCache({ now: () => now, maxAgeMs: 60_000 });
    const h = await start(cache, tenant(now + 10_000));
    await get(h.port, 'acme.test', '/t');
    await stored(cache, 'acme', '/t');
    now += 9_999;
    expect(cache.has('acme', '/t')).toBe(true);
    now += 1;
    expect(cache.has('acme', '/t')).toBe(false);
    expect((await get(h.port, 'acme.test', '/t')).headers['x-render-cache']).toBe('miss');

    const h2cache = new RenderCache({ now: () => now, maxAgeMs: 60_000 });
    await new Promise<void>((resolve) => server!.close(() => resolve()));
    const h2 = await start(h2cache, tenant());
    await get(h2.port, 'acme.test', '/m');
    await stored(h2cache, 'acme', '/m');
    now += 59_999;
    expect(h2cache.has('acme', '/m')).toBe(true);
    now += 1;
    expect(h2cache.has('acme', '/m')).toBe(false);
  });

  it('keeps at most maxBytes, dropping the least recently used page', async () => {
    const cache = new RenderCache({ maxBytes: 4000 });
    const h = await start(cache, tenant());
    // Each page keeps about 900 bytes: its HTML until a hit, then about as much for its
    // brotli and gzip copies (the text is incompressible).
    h.payload = () => `<p>${randomBytes(600).toString('base64')}</p>`;
    for (const url of ['/1', '/2', '/3', '/4', '/5', '/6']) {
      await get(h.port, 'acme.test', url);
      await stored(cache, 'acme', url);
    }
    expect(cache.has('acme', '/6')).toBe(true);
    expect(cache.has('acme', '/1')).toBe(false);
    expect(cache.size).toBeLessThan(6);
  });
});

describe('ifNoneMatch', () => {
  it.each([
    [undefined, false],
    ['W/"abc"', true],
    ['"abc"', true],
    ['W/"x", W/"abc"', true],
    ['*', true],
    ['W/"abcd"', false],
  ])('%s -> %s', (header, expected) => {
    expect(ifNoneMatch(header, 'W/"abc"')).toBe(expected);
  });
});
