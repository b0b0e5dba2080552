// /_image under abuse (issue 25, part 1), through the real production server: pixel and byte
// caps, a host that sends a byte a second, an SVG from a host, the per-client resize limit and
// the bounded queue, the disk cache, and immutable answers for content-hashed or ?v=-versioned
// /media files.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type RunningServer } from '../helpers/server';
import { repoRoot } from '../helpers/tenants';
import { contentHashName } from '../../server/http/media-version';
import { restoreEnv } from '../helpers/env';

const SLUG = 'riverbend-mazda';
const HOST = `${SLUG}.localhost`;
const RESIZES_PER_MIN = 12;
let tenantsDir: string;
let server: RunningServer;
let imageHost: Server;
let hostUrl: string;
let hashedName: string;
const openResponses = new Set<ServerResponse>();
const savedEnv = { ...process.env };

interface BinaryResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function get(pathAndQuery: string, { accept = 'image/webp,*/*', client = '127.0.0.1' } = {}): Promise<BinaryResponse> {
  return new Promise((resolve, reject) => {
    const headers = { Host: HOST, Accept: accept, Connection: 'close', 'X-Forwarded-For': client };
    const req = request({ host: '127.0.0.1', port: server.port, path: pathAndQuery, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const image = (url: string, w: number) => `/_image?url=${encodeURIComponent(url)}&w=${w}`;
const json = (res: BinaryResponse) => JSON.parse(res.body.toString()) as { error: string };

beforeAll(async () => {
  Object.assign(process.env, {
    IMAGE_FETCH_TIMEOUT_MS: '1500',
    IMAGE_MAX_SOURCE_MB: '2',
    IMAGE_RESIZES_PER_MIN: String(RESIZES_PER_MIN),
    IMAGE_RESIZE_QUEUE: '2',
  });
  tenantsDir = mkdtempSync(path.join(tmpdir(), 'image-limits-'));
  cpSync(path.join(repoRoot, 'tenants', '_templates'), path.join(tenantsDir, '_templates'), { recursive: true });
  cpSync(path.join(repoRoot, 'tenants', SLUG), path.join(tenantsDir, SLUG), { recursive: true });
  const pub = path.join(tenantsDir, SLUG, 'public');
  const photo = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: { r: 30, g: 90, b: 160 } } })
    .jpeg()
    .toBuffer();
  writeFileSync(path.join(pub, 'photo.jpg'), photo);
  hashedName = `photo.${contentHashName(photo)}.jpg`;
  writeFileSync(path.join(pub, hashedName), photo);
  writeFileSync(path.join(pub, 'stale.0badc0de.jpg'), photo);
  // 97 KB declaring 10,000 x 10,000 pixels: refused from its header, never decoded.
  await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#fff' } })
    .png({ compressionLevel: 9 })
    .toFile(path.join(pub, 'huge.png'));

  const svg =
    '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="4000" height="4000"><filter id="b"><feGaussianBlur stdDeviation="200"/></filter><rect width="4000" height="4000" filter="url(#b)"/></svg>';
  imageHost = createServer((req, res) => {
    if (req.url === '/car.svg.jpg') return res.writeHead(200, { 'Content-Type': 'image/jpeg' }).end(svg);
    if (req.url === '/endless.jpg') {
      // No Content-Length: 3 MB streamed in 64 KB chunks.
      res.writeHead(200, { 'Content-Type': 'image/jpeg' });
      res.write(photo.subarray(0, 64 * 1024));
      let sent = 64 * 1024;
      const more = () => {
        if (sent >= 3 * 1024 * 1024 || res.destroyed) return res.end();
        sent += 64 * 1024;
        res.write(Buffer.alloc(64 * 1024), more);
      };
      return more();
    }
    if (req.url === '/slow.jpg') {
      openResponses.add(res);
      res.writeHead(200, { 'Content-Type': 'image/jpeg' });
      let i = 0;
      const drip = setInterval(() => (res.destroyed || i >= photo.length ? clearInterval(drip) : res.write(photo.subarray(i, ++i))), 1000);
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => imageHost.listen(0, '127.0.0.1', r));
  hostUrl = `http://127.0.0.1:${(imageHost.address() as AddressInfo).port}`;
  const siteFile = path.join(tenantsDir, SLUG, 'site.json');
  const site = JSON.parse(readFileSync(siteFile, 'utf8'));
  site.display = { ...(site.display ?? {}), image_hosts: ['127.0.0.1'] };
  writeFileSync(siteFile, JSON.stringify(site));
  server = await startTestServer(tenantsDir);
});

afterAll(async () => {
  restoreEnv(savedEnv);
  await server?.close();
  for (const res of openResponses) res.destroy();
  imageHost?.closeAllConnections();
  await new Promise((r) => imageHost?.close(r));
  rmSync(tenantsDir, { recursive: true, force: true });
});

describe('/_image refuses what would cost too much', () => {
  it('a PNG declaring 10,000 x 10,000 pixels answers 400 at once', async () => {
    const res = await get(image('/media/huge.png', 640), { client: '10.0.0.1' });
    expect(res.status).toBe(400);
    expect(json(res).error).toBe('image too large: more than 50 megapixels');
  });

  it('a host answer without Content-Length is cut at the byte cap: 400', async () => {
    const res = await get(image(`${hostUrl}/endless.jpg`, 640), { client: '10.0.0.2' });
    expect(res.status).toBe(400);
    expect(json(res).error).toBe('image too large: more than 2 MB');
  });

  it('a host sending one byte a second gets a clear 4xx when the deadline passes, not a 500', async () => {
    const res = await get(image(`${hostUrl}/slow.jpg`, 640), { client: '10.0.0.3' });
    expect(res.status).toBe(422);
    expect(json(res).error).toBe('the image host did not send the picture within 2 s');
  });

  it('an SVG from a host (whatever its name and type say) is served as it is, never rasterised, under a CSP that runs nothing', async () => {
    const res = await get(image(`${hostUrl}/car.svg.jpg`, 3840), { client: '10.0.0.4' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(res.body.toString()).toContain('<feGaussianBlur');
  });
});

describe('/_image caching', () => {
  it('a resize happens once per width and format; later requests are file reads', async () => {
    const first = await get(image('/media/photo.jpg', 1080), { client: '10.0.1.1' });
    const again = await get(image('/media/photo.jpg', 1080), { client: '10.0.1.2' });
    const avif = await get(image('/media/photo.jpg', 1080), { client: '10.0.1.3', accept: 'image/avif' });
    expect([first.headers['x-image-cache'], again.headers['x-image-cache'], avif.headers['x-image-cache']]).toEqual(['MISS', 'HIT', 'MISS']);
    expect(first.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('a content-hashed /media file is immutable, through /media and through /_image; a wrong hash is not', async () => {
    const media = await get(`/media/${hashedName}`);
    expect(media.status).toBe(200);
    expect(media.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const resized = await get(image(`/media/${hashedName}`, 640), { client: '10.0.1.4' });
    expect(resized.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const stale = await get(image('/media/stale.0badc0de.jpg', 640), { client: '10.0.1.5' });
    expect(stale.status).toBe(200);
    expect(stale.headers['cache-control']).toBe('public, max-age=3600');
    expect((await get('/media/stale.0badc0de.jpg')).headers['cache-control']).toBe('public, max-age=3600');
  });

  it('the page addresses a plain /media file as ?v=<its hash>, which is immutable through /media and /_image; a stale v is not', async () => {
    const logo = readFileSync(path.join(tenantsDir, SLUG, 'public', 'logo.svg'));
    const versioned = `/media/logo.svg?v=${contentHashName(logo)}`;
    const html = (await get('/', { accept: 'text/html' })).body.toString();
    expect(html).toContain(`src="${versioned}"`);
    expect(html).not.toMatch(/"\/media\/logo\.svg"/);
    expect((await get(versioned)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/media/logo.svg')).headers['cache-control']).toBe('public, max-age=3600');
    expect((await get('/media/logo.svg?v=0badc0de')).headers['cache-control']).toBe('public, max-age=3600');
    const photo = readFileSync(path.join(tenantsDir, SLUG, 'public', 'photo.jpg'));
    const resized = await get(image(`/media/photo.jpg?v=${contentHashName(photo)}`, 640), { client: '10.0.1.6' });
    expect(resized.status).toBe(200);
    expect(resized.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get(image('/media/photo.jpg?v=0badc0de', 640), { client: '10.0.1.7' })).headers['cache-control']).toBe('public, max-age=3600');
  });
});

describe('/_image limits per client and in all', () => {
  it(`one client may cause ${RESIZES_PER_MIN} resizes a minute; then 503 with Retry-After, while cached sizes and other clients still answer`, async () => {
    const widths = [16, 32, 48, 64, 96, 128, 256, 384, 640, 750, 828, 1080, 1200];
    const answers: BinaryResponse[] = [];
    for (const w of widths) answers.push(await get(image('/media/photo.jpg', w), { client: '10.0.2.1', accept: '*/*' }));
    expect(answers.slice(0, RESIZES_PER_MIN).map((a) => a.status)).toEqual(new Array(RESIZES_PER_MIN).fill(200));
    const over = answers[RESIZES_PER_MIN]!;
    expect(over.status).toBe(503);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(json(over).error).toMatch(/Too many new image sizes/);
    expect((await get(image('/media/photo.jpg', 640), { client: '10.0.2.1', accept: '*/*' })).headers['x-image-cache']).toBe('HIT');
    expect((await get(image('/media/photo.jpg', 1200), { client: '10.0.2.2', accept: '*/*' })).status).toBe(200);
  });

  it('more resizes at once than the queue holds: the rest answer 503 with Retry-After, none fails', async () => {
    const widths = [1920, 2048, 3840, 1920, 2048, 3840];
    const accepts = ['image/avif', 'image/avif', 'image/avif', 'image/webp', 'image/webp', 'image/webp'];
    const answers = await Promise.all(widths.map((w, i) => get(image('/media/photo.jpg', w), { client: `10.0.3.${i}`, accept: accepts[i] })));
    const statuses = answers.map((a) => a.status);
    expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
    expect(statuses.filter((s) => s === 503).length).toBeGreaterThan(0);
    for (const a of answers.filter((x) => x.status === 503)) expect(a.headers['retry-after']).toBe('5');
  });
});
