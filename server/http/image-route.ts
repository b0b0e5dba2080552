// GET /_image?url=&w=&q=: a picture resized with sharp to one of the allowed widths (spec
// section 9), as AVIF or WebP when the browser accepts them (JPEG otherwise), cached on disk per
// source, width, quality and format: a repeated request is a file read.
// Sources: the tenant's own /media files (its public/ folders, never outside them) or an image
// host the site lists in display.image_hosts. Abuse limits (issue 25): only the site's widths and
// quality; sources capped in bytes (streamed) and pixels; an SVG from a host is served as it is,
// never rasterised; resizes run in a bounded queue (server/http/image/resize-queue.ts) and each
// client may cause so many a minute; over either limit the answer is 503 with Retry-After.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import express, { type Request, type Response, type NextFunction } from 'express';
import { parseImageParams, sniffImage } from '../../runtime/lib/image-request';
import { siteSettings } from '../../runtime/lib/site-settings';
import { HttpError } from './http-error';
import { ClientWindow } from './image/client-window';
import { download } from './image/download';
import { imageSettings, type ImageSettings } from './image/image-settings';
import { QueueFullError, ResizeQueue } from './image/resize-queue';
import { checkPixels, resize, type OutputFormat } from './image/resize';
import { isContentAddressed, mediaFile } from './media-version';
import type { Tenant } from '../tenants/tenant';
import { tenantOf } from './request-tenant';

export { mediaFile };

const RASTER = /\.(jpe?g|png|webp|avif|gif)$/i;
/** An SVG from an image host is shown as a picture, never run as a document. */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Part of a cached size's key: a change of encoder settings (resize.ts) makes new files. */
const ENCODER: Record<OutputFormat, string> = { avif: '|420-q15', webp: '', jpeg: '' };
const REVALIDATE = 'public, max-age=3600';

function outputFormat(accept: string | undefined): OutputFormat {
  const a = (accept ?? '').toLowerCase();
  if (a.includes('image/avif')) return 'avif';
  if (a.includes('image/webp')) return 'webp';
  return 'jpeg';
}

interface Source {
  key: string;
  /** The address never shows other bytes: a content-hashed or `?v=`-versioned /media file, or an image host's photo. */
  versioned: boolean;
  remote: boolean;
  read: () => Promise<Buffer>;
}

async function sourceOf(url: string, tenant: Tenant, settings: ImageSettings): Promise<Source> {
  if (url.startsWith('/')) {
    if (!RASTER.test(url.split(/[?#]/)[0]!)) throw new HttpError(400, 'url must be a JPEG, PNG, WebP, AVIF or GIF picture');
    const file = mediaFile(url, tenant.mediaDirs);
    if (!file) throw new HttpError(404, 'No such image');
    const info = await stat(file);
    if (info.size > settings.maxSourceBytes) throw new HttpError(400, 'image too large');
    return {
      key: `${file}:${info.size}:${info.mtimeMs}`,
      versioned: isContentAddressed(file, info, new URLSearchParams(url.split('#')[0]!.split('?')[1] ?? '').get('v')),
      remote: false,
      read: () => readFile(file),
    };
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
  // A feed's photo address names one picture: a changed photo comes with a new address.
  return {
    key: parsed.href,
    versioned: true,
    remote: true,
    read: () => download(parsed, { maxBytes: settings.maxSourceBytes, timeoutMs: settings.fetchTimeoutMs }),
  };
}

interface Answer {
  body: Buffer;
  type: string;
  cache: 'HIT' | 'MISS';
}

const busy = (res: Response, seconds: number, error: string) => {
  res.status(503).set('Retry-After', String(seconds)).json({ error });
};

/** `queue` is the server's resize queue (its depth is on /metrics); a route of its own by default. */
export function imageRoute(
  cacheDir: string,
  settings: ImageSettings = imageSettings(),
  queue: ResizeQueue = new ResizeQueue(settings.concurrency, settings.maxWaiting),
): express.RequestHandler {
  const perClient = new ClientWindow(settings.resizesPerMinute, 60_000);
  // Identical requests arriving together share one resize.
  const inflight = new Map<string, Promise<Answer>>();

  const make = async (source: Source, file: string, svgFile: string, width: number, quality: number, format: OutputFormat): Promise<Answer> => {
    const input = await source.read();
    const kind = sniffImage(input.subarray(0, 1024));
    if (kind === 'svg' && source.remote) {
      await store(svgFile, input);
      return { body: input, type: 'image/svg+xml', cache: 'MISS' };
    }
    if (!kind || kind === 'svg') throw new HttpError(400, 'url is not a readable image');
    await checkPixels(input, settings.maxInputPixels);
    const body = await queue.run(() => resize(input, width, quality, format, settings.maxInputPixels));
    await store(file, body);
    return { body, type: `image/${format}`, cache: 'MISS' };
  };

  return (req: Request, res: Response, next: NextFunction) => {
    (async () => {
      const tenant = tenantOf(req);
      const url = typeof req.query.url === 'string' ? req.query.url : '';
      if (!url) throw new HttpError(400, 'url is required');
      const params = parseImageParams(req.query.w, req.query.q, siteSettings(tenant.site).imageQuality);
      if ('error' in params) throw new HttpError(400, params.error);
      const format = outputFormat(req.headers.accept);
      const source = await sourceOf(url, tenant, settings);
      const sourceHash = createHash('sha256').update(source.key).digest('hex');
      const hash = createHash('sha256').update(`${source.key}|${params.width}|${params.quality}|${format}${ENCODER[format]}`).digest('hex');
      const file = path.join(cacheDir, tenant.slug, hash.slice(0, 2), `${hash}.${format}`);
      const svgFile = path.join(cacheDir, tenant.slug, sourceHash.slice(0, 2), `${sourceHash}.svg`);
      let answer: Answer;
      if (existsSync(file)) answer = { body: await readFile(file), type: `image/${format}`, cache: 'HIT' };
      else if (source.remote && existsSync(svgFile)) answer = { body: await readFile(svgFile), type: 'image/svg+xml', cache: 'HIT' };
      else {
        let pending = inflight.get(hash);
        if (!pending) {
          if (!perClient.take(req.ip ?? 'unknown'))
            return busy(res, perClient.retryAfterSeconds(), 'Too many new image sizes from this client: retry after the time Retry-After gives.');
          pending = make(source, file, svgFile, params.width, params.quality, format);
          inflight.set(hash, pending);
          pending.then(
            () => inflight.delete(hash),
            () => inflight.delete(hash),
          );
        }
        try {
          answer = await pending;
        } catch (error) {
          if (error instanceof QueueFullError) return busy(res, 5, 'The server is resizing many images: retry after the time Retry-After gives.');
          throw error;
        }
      }
      res.set({
        'Content-Type': answer.type,
        'Cache-Control': source.versioned ? IMMUTABLE : REVALIDATE,
        Vary: 'Accept',
        'X-Image-Cache': answer.cache,
        'X-Content-Type-Options': 'nosniff',
        ...(answer.type === 'image/svg+xml' ? { 'Content-Security-Policy': SVG_POLICY } : {}),
      });
      res.send(answer.body);
    })().catch(next);
  };
}

async function store(file: string, body: Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  // Unique per writer: servers may share one cache folder (IMAGE_CACHE_DIR), even in one process.
  const temp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temp, body);
  await rename(temp, file);
}
