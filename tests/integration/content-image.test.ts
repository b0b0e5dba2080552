// GET /_image through the real production server: allowed widths only, AVIF or WebP by Accept,
// a disk cache under DATA_DIR, only the tenant's own /media files or its configured image hosts,
// never a file outside its roots. The pictures are made by the test with sharp.
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type RunningServer } from '../helpers/server';
import { repoRoot } from '../helpers/tenants';

const SLUG = 'riverbend-mazda';
const HOST = `${SLUG}.localhost`;
let tenantsDir: string;
let dataDir: string;
let server: RunningServer;
let imageHost: Server;
let imageHostPort: number;

interface BinaryResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function fetchImage(pathAndQuery: string, accept = 'image/avif,image/webp,*/*', host = HOST, port = server.port): Promise<BinaryResponse> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: pathAndQuery, headers: { Host: host, Accept: accept, Connection: 'close' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const image = (url: string, w: number | string, q?: number) => `/_image?url=${encodeURIComponent(url)}&w=${w}${q ? `&q=${q}` : ''}`;

beforeAll(async () => {
  tenantsDir = mkdtempSync(path.join(tmpdir(), 'content-image-tenants-'));
  dataDir = mkdtempSync(path.join(tmpdir(), 'content-image-data-'));
  cpSync(path.join(repoRoot, 'tenants', '_templates'), path.join(tenantsDir, '_templates'), { recursive: true });
  cpSync(path.join(repoRoot, 'tenants', SLUG), path.join(tenantsDir, SLUG), { recursive: true });
  cpSync(path.join(repoRoot, 'tenants', 'southern-cross-autos'), path.join(tenantsDir, 'southern-cross-autos'), { recursive: true });
  const pub = path.join(tenantsDir, SLUG, 'public');
  const photo = sharp({ create: { width: 2400, height: 1200, channels: 3, background: { r: 200, g: 30, b: 30 } } });
  await photo.clone().jpeg().toFile(path.join(pub, 'photo.jpg'));
  await photo.clone().png().toFile(path.join(pub, 'photo.png'));
  await sharp({ create: { width: 300, height: 200, channels: 4, background: { r: 0, g: 0, b: 255, alpha: 0.5 } } })
    .webp()
    .toFile(path.join(pub, 'small.webp'));
  writeFileSync(path.join(pub, 'broken.jpg'), 'this is not a jpeg');
  // A real photo (a sample car render, docs/sample-photos.md): a flat colour says nothing of sizes.
  cpSync(path.join(repoRoot, 'tenants', '_templates', 'car', 'public', 'photos', 'fox-kitcar-front.a17894aa.jpg'), path.join(pub, 'real.jpg'));
  // Another tenant's picture: never served through riverbend's /_image.
  await photo
    .clone()
    .jpeg()
    .toFile(path.join(tenantsDir, 'southern-cross-autos', 'public', 'theirs.jpg'));

  // A configured image host (a feed's CDN) on a free port.
  const remote = await photo.clone().png().toBuffer();
  imageHost = createServer((req, res) => {
    if (req.url === '/feed/car.png') res.writeHead(200, { 'Content-Type': 'image/png' }).end(remote);
    else res.writeHead(404).end();
  });
  await new Promise<void>((r) => imageHost.listen(0, '127.0.0.1', r));
  imageHostPort = (imageHost.address() as AddressInfo).port;
  const siteFile = path.join(tenantsDir, SLUG, 'site.json');
  const site = JSON.parse(readFileSync(siteFile, 'utf8'));
  site.display = { ...(site.display ?? {}), image_hosts: ['127.0.0.1'] };
  writeFileSync(siteFile, JSON.stringify(site));

  server = await startTestServer(tenantsDir, { dataDir });
});

afterAll(async () => {
  await server?.close();
  await new Promise((r) => imageHost?.close(r));
  rmSync(tenantsDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

describe('/_image formats and widths', () => {
  it.each([
    ['image/avif,image/webp,*/*', 'image/avif', 'heif'],
    ['image/webp,*/*', 'image/webp', 'webp'],
    ['*/*', 'image/jpeg', 'jpeg'],
  ])('Accept %s answers %s', async (accept, type, sharpFormat) => {
    const res = await fetchImage(image('/media/photo.jpg', 640), accept);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe(type);
    expect(res.headers.vary).toMatch(/Accept/);
    const meta = await sharp(res.body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual([sharpFormat, 640, 320]);
  });

  it('an AVIF answer is smaller than the WebP one of the same photo, width and quality (the reason to prefer it)', async () => {
    const avif = await fetchImage(image('/media/real.jpg', 1080), 'image/avif,image/webp,*/*');
    const webp = await fetchImage(image('/media/real.jpg', 1080), 'image/webp,*/*');
    expect([avif.headers['content-type'], webp.headers['content-type']]).toEqual(['image/avif', 'image/webp']);
    expect(avif.body.length).toBeLessThan(webp.body.length);
  });

  it('resizes PNG and WebP sources too, never enlarging', async () => {
    const png = await fetchImage(image('/media/photo.png', 1080), 'image/webp');
    expect((await sharp(png.body).metadata()).width).toBe(1080);
    const small = await fetchImage(image('/media/small.webp', 640), 'image/webp');
    expect(small.status).toBe(200);
    expect((await sharp(small.body).metadata()).width).toBe(300);
  });

  it.each([['1280'], ['641'], ['0'], ['-640'], ['abc'], ['']])('width %s is refused with a JSON error', async (w) => {
    const res = await fetchImage(image('/media/photo.jpg', w));
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body.toString())).toEqual({ error: expect.stringContaining('w must be one of 16, 32') });
  });

  it.each([['0'], ['101'], ['7.5'], ['42'], ['74'], ['76']])('quality %s is refused: only the site quality, 75', async (q) => {
    const res = await fetchImage(`${image('/media/photo.jpg', 640)}&q=${q}`);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body.toString()).error).toBe("q must be 75, this site's image quality");
  });

  it('q=75 and no q are the same picture', async () => {
    const named = await fetchImage(image('/media/photo.jpg', 828, 75), '*/*');
    const implied = await fetchImage(image('/media/photo.jpg', 828), '*/*');
    expect(named.status).toBe(200);
    expect(implied.headers['x-image-cache']).toBe('HIT');
    expect(implied.body.equals(named.body)).toBe(true);
  });
});

describe('/_image cache', () => {
  it('the second request is served from the disk cache under DATA_DIR', async () => {
    const url = image('/media/photo.jpg', 750);
    const first = await fetchImage(url, 'image/webp');
    const second = await fetchImage(url, 'image/webp');
    expect([first.headers['x-image-cache'], second.headers['x-image-cache']]).toEqual(['MISS', 'HIT']);
    expect(second.body.equals(first.body)).toBe(true);
    const cacheRoot = path.join(dataDir, 'image-cache', SLUG);
    expect(existsSync(cacheRoot)).toBe(true);
    expect(readdirSync(cacheRoot, { recursive: true }).some((f) => String(f).endsWith('.webp'))).toBe(true);
  });

  it('a second server given the same folder as its image cache serves the picture the first resized', async () => {
    const url = image('/media/photo.jpg', 828);
    const first = await fetchImage(url, 'image/webp');
    expect(first.headers['x-image-cache'], `${first.status} ${first.body.toString().slice(0, 200)}`).toBe('MISS');
    const other = await startTestServer(tenantsDir, { imageCacheDir: path.join(dataDir, 'image-cache') });
    try {
      const again = await fetchImage(url, 'image/webp', HOST, other.port);
      expect(again.headers['x-image-cache']).toBe('HIT');
      expect(again.body.equals(first.body)).toBe(true);
    } finally {
      await other.close();
    }
  });
});

describe('/_image sources', () => {
  it.each([
    ['/media/../site.json', 400],
    ['/media/%2e%2e/site.json', 400],
    ['/media/..%2fsite.json', 400],
    ['/media/%2e%2e%2f%2e%2e%2fetc%2fpasswd.png', 404],
    ['/media/../../riverbend-mazda/site.json', 400],
    ['/media/theirs.jpg', 404],
    ['/media/missing.jpg', 404],
    ['/media/logo.svg', 400],
    ['/media/broken.jpg', 400],
    ['/etc/passwd', 400],
    ['file:///etc/passwd', 400],
    ['https://example.com/car.jpg', 400],
  ])('%s answers %i with a JSON error', async (url, status) => {
    const res = await fetchImage(image(url, 640));
    expect(res.status).toBe(status);
    expect(JSON.parse(res.body.toString())).toEqual({ error: expect.any(String) });
  });

  it('a configured image host is fetched and resized', async () => {
    const res = await fetchImage(image(`http://127.0.0.1:${imageHostPort}/feed/car.png`, 384), 'image/webp');
    expect(res.status).toBe(200);
    expect((await sharp(res.body).metadata()).width).toBe(384);
  });

  it('the same host is not an image host of another site', async () => {
    const res = await fetchImage(image(`http://127.0.0.1:${imageHostPort}/feed/car.png`, 384), 'image/webp', 'southern-cross-autos.localhost');
    expect(res.status).toBe(400);
  });
});
