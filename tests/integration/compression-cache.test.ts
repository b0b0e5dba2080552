// Compression and the render cache, through the real production server: brotli/gzip by
// Accept-Encoding for pages, JSON and built assets, Vary, immutable hashed assets, ETag/304, and
// no stale page after the tenant's stock is imported or its JSON reloads.
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtServerModule, startTestServer, type RunningServer } from '../helpers/server';
import { tenantHost } from '../helpers/http';
import { testTenantsDir } from '../helpers/tenants';
import { CARS, SLUG, vehicleTenantsDir } from '../helpers/vehicle-tenant';
import { addsScriptsAfterLoad } from '../../runtime/lib/page-scripts';
import { waitUntilCached } from '../helpers/render-cache';
import { cspAllowsInline, parseHtml } from '../helpers/html';

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  raw: Buffer;
  /** The body decoded by its Content-Encoding. */
  text: string;
}

let dir: string;
let server: RunningServer;
const ADMIN_KEY = 'test-admin-key-compression';

function fetchRaw(p: string, headers: Record<string, string> = {}, method = 'GET', body?: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port: server.port, path: p, method, headers: { Host: tenantHost(SLUG, server.port), Connection: 'close', ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'];
          const decoded = encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
          resolve({ status: res.statusCode ?? 0, headers: res.headers, raw, text: decoded.toString('utf8') });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const vary = (res: RawResponse) => String(res.headers.vary ?? '').toLowerCase();

beforeAll(async () => {
  process.env.STOCK_ADMIN_KEY = ADMIN_KEY;
  dir = await vehicleTenantsDir(await testTenantsDir());
  server = await startTestServer(dir);
});

afterAll(async () => {
  delete process.env.STOCK_ADMIN_KEY;
  await server?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('compression', () => {
  it.each([
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['identity', undefined],
  ])('a streamed page asked for with Accept-Encoding %s comes %s, with Vary: Accept-Encoding', async (accept, expected) => {
    const res = await fetchRaw('/cars/in-stock?enc=' + encodeURIComponent(accept), { 'Accept-Encoding': accept });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe(expected);
    expect(vary(res)).toContain('accept-encoding');
    expect(res.text).toMatch(/^<!DOCTYPE html>/i);
    expect(res.text).toContain('</html>');
    if (expected) expect(res.raw.length).toBeLessThan(Buffer.byteLength(res.text) / 3);
  });

  it('JSON answers are compressed too', async () => {
    const res = await fetchRaw(
      '/api/search/multi-search',
      { 'Accept-Encoding': 'br', 'Content-Type': 'application/json' },
      'POST',
      JSON.stringify({ queries: [{ indexUid: 'cars', q: '', limit: 20 }] }),
    );
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.headers['content-encoding']).toBe('br');
    expect(vary(res)).toContain('accept-encoding');
    expect(JSON.parse(res.text)).toHaveProperty('results');
  });

  it('the shell script is served from its precompressed file, immutable for a year', async () => {
    const assets = path.join(server.runtime.clientDir!, 'assets');
    const shell = (await readdir(assets)).find((f) => /^shell-.*\.js$/.test(f));
    expect(shell, 'a shell-*.js chunk in the build').toBeDefined();
    const entry = `/assets/${shell}`;
    const plain = await readFile(path.join(assets, shell!));
    for (const [accept, encoding] of [
      ['br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const res = await fetchRaw(entry, { 'Accept-Encoding': accept });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(vary(res)).toContain('accept-encoding');
      expect(String(res.headers['cache-control'])).toMatch(/max-age=31536000/);
      expect(String(res.headers['cache-control'])).toContain('immutable');
      expect(res.text).toBe(plain.toString('utf8'));
      expect(res.raw.length).toBeLessThan(plain.length / 2);
    }
    const identity = await fetchRaw(entry, { 'Accept-Encoding': 'identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.raw.equals(plain)).toBe(true);
  });

  it('a missing asset is a 404, not a page', async () => {
    const res = await fetchRaw('/assets/no-such-file-123.js', { 'Accept-Encoding': 'br' });
    expect(res.status).toBe(404);
  });
});

describe('render cache', () => {
  it('serves a repeated page without rendering, with an ETag, and 304 for a matching If-None-Match', async () => {
    const url = '/cars/in-stock?cache=etag';
    const first = await fetchRaw(url, { 'Accept-Encoding': 'br' });
    expect(first.headers['x-render-cache']).toBe('miss');
    await waitUntilCached(server, SLUG, url);
    const hits = server.renderCache.stats.hits;
    const second = await fetchRaw(url, { 'Accept-Encoding': 'br' });
    expect(second.headers['x-render-cache']).toBe('hit');
    expect(server.renderCache.stats.hits).toBe(hits + 1);
    expect(second.headers['content-encoding']).toBe('br');
    expect(vary(second)).toContain('accept-encoding');
    const etag = String(second.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    // This dealer's pages add scripts after load (analytics, chat: runtime/lib/page-scripts.ts), so
    // the cached page comes with a nonce of its own in place of the first response's, and its
    // policy allows every inline script and style by that nonce.
    expect(addsScriptsAfterLoad(server.registry.tenants().find((t) => t.slug === SLUG)!.site)).toBe(true);
    const nonceOf = (res: RawResponse) => /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))![1]!;
    const nonce = nonceOf(first);
    expect(nonceOf(second)).not.toBe(nonce);
    expect(second.text).toBe(first.text.replaceAll(nonce, nonceOf(second)));
    const doc = parseHtml(second.text);
    for (const el of doc.querySelectorAll('script:not([src]):not([type="application/ld+json"]), style'))
      expect(cspAllowsInline(second.headers, el), el.outerHTML.slice(0, 80)).toBe(true);
    const gzip = await fetchRaw(url, { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.text).toBe(first.text.replaceAll(nonce, nonceOf(gzip)));
    expect(gzip.headers.etag).toBe(etag);

    const revalidated = await fetchRaw(url, { 'Accept-Encoding': 'br', 'If-None-Match': etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.raw.length).toBe(0);
    // The browser keeps the body it has and the policy that came with it.
    expect(revalidated.headers['content-security-policy']).toBeUndefined();
    const changed = await fetchRaw(url, { 'Accept-Encoding': 'br', 'If-None-Match': 'W/"other"' });
    expect(changed.status).toBe(200);
  });

  it("answers a browser's Accept-Encoding (gzip listed first) with brotli from the cache, and a nonce-served page with gzip as small as one compression of it", async () => {
    const chromium = { 'Accept-Encoding': 'gzip, deflate, br, zstd' };
    // A dealer whose pages add no scripts after load: its cached page is kept in brotli.
    const other = server.registry.tenants().find((t) => !addsScriptsAfterLoad(t.site))!;
    const host = { Host: tenantHost(other.slug, server.port) };
    const first = await fetchRaw('/?cache=browser', { ...chromium, ...host });
    await waitUntilCached(server, other.slug, '/?cache=browser');
    const hit = await fetchRaw('/?cache=browser', { ...chromium, ...host });
    expect(hit.headers['x-render-cache']).toBe('hit');
    expect(hit.headers['content-encoding']).toBe('br');
    // The stored page is the rendered one without its nonce attributes (allowed by hash instead).
    expect(hit.text).toBe(first.text.replace(/ nonce="[^"]+"/g, ''));

    // This dealer's cached page gets a fresh nonce in every response (its gaps filled), in gzip.
    await fetchRaw('/?cache=browser', chromium);
    await waitUntilCached(server, SLUG, '/?cache=browser');
    const nonced = await fetchRaw('/?cache=browser', chromium);
    expect(nonced.headers['x-render-cache']).toBe('hit');
    expect(nonced.headers['content-encoding']).toBe('gzip');
    const nonces = nonced.text.split('nonce="').length - 1;
    expect(nonces).toBeGreaterThan(2);
    // Each nonce costs its bytes stored and a new block; the parts still refer back to each other.
    expect(nonced.raw.length).toBeLessThan(gzipSync(nonced.text).length + nonces * 80);
  });

  it('keys pages by URL: another query string is another page', async () => {
    await fetchRaw('/cars/in-stock?cache=a');
    await waitUntilCached(server, SLUG, '/cars/in-stock?cache=a');
    const other = await fetchRaw('/cars/in-stock?cache=b');
    expect(other.headers['x-render-cache']).toBe('miss');
  });

  it('does not keep 404 pages', async () => {
    const res = await fetchRaw('/cars/no-such-car');
    expect(res.status).toBe(404);
    const again = await fetchRaw('/cars/no-such-car');
    expect(again.headers['x-render-cache']).toBe('miss');
  });

  it('never serves a stale page after the stock is imported (POST /api/admin/stock)', async () => {
    const carUrl = '/cars/in-stock';
    const stockUrl = '/cars/';
    for (const url of [carUrl, stockUrl]) {
      await fetchRaw(url);
      await waitUntilCached(server, SLUG, url);
      expect((await fetchRaw(url)).headers['x-render-cache']).toBe('hit');
    }
    expect((await fetchRaw(carUrl)).text).toContain('$34,990');
    const cars = Object.values(CARS).map((c) => (c.slug === 'in-stock' ? { ...c, price: 29990, name: '2024 Mazda CX-5 Repriced' } : c));
    await writeFile(path.join(dir, SLUG, 'stock.json'), JSON.stringify({ schemaVersion: 1, cars }, null, 2));
    const imported = await fetchRaw('/api/admin/stock', { Authorization: `Bearer ${ADMIN_KEY}`, 'Content-Type': 'application/json' }, 'POST', '{}');
    expect(imported.status).toBe(200);
    // The very next requests, without waiting: fresh pages from the new stock.
    const car = await fetchRaw(carUrl);
    expect(car.headers['x-render-cache']).toBe('miss');
    const title = parseHtml(car.text).title;
    expect(title).toBe('2024 Mazda CX-5 Repriced | Riverbend Mazda');
    expect(car.text.includes('$29,990')).toBe(true);
    const listing = await fetchRaw(stockUrl);
    expect(listing.text.includes('2024 Mazda CX-5 Repriced')).toBe(true);
    expect(listing.text.includes('2024 Mazda CX-5 Test 1<')).toBe(false);
  });

  it("never serves a stale page after the tenant's JSON reloads (preview)", async () => {
    const url = '/cars/in-stock?reload';
    const before = await fetchRaw(url);
    await waitUntilCached(server, SLUG, url);
    expect(parseHtml(before.text).title).toBe('2024 Mazda CX-5 Repriced | Riverbend Mazda');
    const sitePath = path.join(dir, SLUG, 'site.json');
    const site = JSON.parse(await readFile(sitePath, 'utf8'));
    site.name = 'Riverbend Mazda Reloaded';
    await writeFile(sitePath, JSON.stringify(site, null, 2));
    const { loadTenant } = await builtServerModule();
    server.registry.put(await loadTenant(path.join(dir, SLUG)));
    const after = await fetchRaw(url);
    expect(after.headers['x-render-cache']).toBe('miss');
    expect(parseHtml(after.text).title).toContain('Riverbend Mazda Reloaded');
  });
});
