// GET /_image?url=&w=&q=: a picture resized with sharp to one of the allowed widths (spec
// section 9), as AVIF or WebP when the browser accepts them (JPEG otherwise), cached on disk.
// Sources: the tenant's own /media files (its public/ folders, never outside them) or an image
// host the site lists in display.image_hosts. sharp works on libuv's thread pool, so a resize
// never holds the event loop.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import express, { type Request, type Response, type NextFunction } from 'express';
import sharp from 'sharp';
import { ALLOWED_WIDTHS, isAllowedWidth } from '../../runtime/lib/image-url';
import { siteSettings } from '../../runtime/lib/site-settings';
import { HttpError } from './http-error';
import type { Tenant } from '../tenants/tenant';

const MAX_SOURCE_BYTES = 25 * 1024 * 1024;
const FETCH_TIMEOUT_MS = 10_000;
const RASTER = /\.(jpe?g|png|webp|avif|gif)$/i;

type Format = 'avif' | 'webp' | 'jpeg';

export function outputFormat(accept: string | undefined): Format {
  const a = (accept ?? '').toLowerCase();
  if (a.includes('image/avif')) return 'avif';
  if (a.includes('image/webp')) return 'webp';
  return 'jpeg';
}

function parseWidth(raw: unknown): number {
  const w = typeof raw === 'string' && /^[0-9]{1,5}$/.test(raw) ? Number(raw) : NaN;
  if (!isAllowedWidth(w)) throw new HttpError(400, `w must be one of ${ALLOWED_WIDTHS.join(', ')}`);
  return w;
}

function parseQuality(raw: unknown, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const q = typeof raw === 'string' && /^[0-9]{1,3}$/.test(raw) ? Number(raw) : NaN;
  if (!(q >= 1 && q <= 100)) throw new HttpError(400, 'q must be a whole number from 1 to 100');
  return q;
}

/** A /media/ path inside one of the tenant's media folders, or null. Never leaves its roots. */
export function mediaFile(url: string, roots: readonly string[]): string | null {
  const pathname = url.split(/[?#]/)[0]!;
  if (!pathname.startsWith('/media/') || pathname.includes('\0')) return null;
  let relative: string;
  try {
    relative = decodeURIComponent(pathname.slice('/media/'.length));
  } catch {
    return null;
  }
  if (relative.includes('\0') || relative.split(/[\\/]/).some((s) => s === '..')) return null;
  for (const root of roots) {
    const base = path.resolve(root);
    const file = path.resolve(base, relative);
    if (!file.startsWith(base + path.sep)) continue;
    if (existsSync(file)) return file;
  }
  return null;
}

interface Source {
  key: string;
  read: () => Promise<Buffer>;
}

async function sourceOf(url: string, tenant: Tenant): Promise<Source> {
  if (url.startsWith('/')) {
    if (!RASTER.test(url.split(/[?#]/)[0]!)) throw new HttpError(400, 'url must be a JPEG, PNG, WebP, AVIF or GIF picture');
    const file = mediaFile(url, tenant.mediaDirs);
    if (!file) throw new HttpError(404, 'No such image');
    const info = await stat(file);
    if (info.size > MAX_SOURCE_BYTES) throw new HttpError(400, 'image too large');
    return { key: `${file}:${info.size}:${info.mtimeMs}`, read: () => readFile(file) };
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new HttpError(400, 'url must be a /media/ path or an absolute http(s) address');
  }
  const hosts = siteSettings(tenant.site).imageHosts;
  if (!/^https?:$/.test(parsed.protocol) || !hosts.includes(parsed.hostname.toLowerCase()))
    throw new HttpError(400, 'url host is not an image host of this site');
  return {
    key: parsed.href,
    read: async () => {
      const res = await fetch(parsed, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'error' }).catch(() => null);
      if (!res || !res.ok) throw new HttpError(404, 'No such image');
      if (Number(res.headers.get('content-length') ?? 0) > MAX_SOURCE_BYTES) throw new HttpError(400, 'image too large');
      const body = Buffer.from(await res.arrayBuffer());
      if (body.length > MAX_SOURCE_BYTES) throw new HttpError(400, 'image too large');
      return body;
    },
  };
}

async function resize(input: Buffer, width: number, quality: number, format: Format): Promise<Buffer> {
  try {
    const image = sharp(input, { failOn: 'error', limitInputPixels: 100_000_000 }).rotate().resize({ width, withoutEnlargement: true });
    if (format === 'avif') return await image.avif({ quality }).toBuffer();
    if (format === 'webp') return await image.webp({ quality }).toBuffer();
    return await image.flatten({ background: '#ffffff' }).jpeg({ quality, mozjpeg: true }).toBuffer();
  } catch {
    throw new HttpError(400, 'url is not a readable image');
  }
}

export function imageRoute(cacheDir: string): express.RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    (async () => {
      const tenant = (req as Request & { tenant: Tenant }).tenant;
      const url = typeof req.query.url === 'string' ? req.query.url : '';
      if (!url) throw new HttpError(400, 'url is required');
      const width = parseWidth(req.query.w);
      const quality = parseQuality(req.query.q, siteSettings(tenant.site).imageQuality);
      const format = outputFormat(req.headers.accept);
      const source = await sourceOf(url, tenant);
      const hash = createHash('sha256').update(`${source.key}|${width}|${quality}|${format}`).digest('hex');
      const file = path.join(cacheDir, tenant.slug, hash.slice(0, 2), `${hash}.${format}`);
      let body: Buffer;
      let cache = 'HIT';
      if (existsSync(file)) body = await readFile(file);
      else {
        cache = 'MISS';
        body = await resize(await source.read(), width, quality, format);
        await mkdir(path.dirname(file), { recursive: true });
        const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
        await writeFile(temp, body);
        await rename(temp, file);
      }
      res.set({
        'Content-Type': `image/${format}`,
        'Cache-Control': 'public, max-age=86400',
        Vary: 'Accept',
        'X-Image-Cache': cache,
        'X-Content-Type-Options': 'nosniff',
      });
      res.send(body);
    })().catch(next);
  };
}
