// The render cache: a finished HTML page is kept, compressed once, and served to the next request
// for the same tenant and URL without rendering, with an ETag and 304 for revalidation.
//
// Keys: tenant slug + the tenant's generation + the request URL (path and query). Nothing else
// reaches the renderer (no cookies, no Host beyond the tenant, no Accept-Language).
// Invalidation: invalidate(slug) bumps the generation, so entries of the old generation are
// never read again, and a render that started before the bump is never stored. Entries also
// expire at the tenant's next time-window change (runtime/lib/time-windows.ts) and after maxAgeMs.
// CSP: no nonce is ever shared between responses. A stored page of a tenant whose pages add
// scripts after load (third-party widgets, the maps script: they need the page's nonce) keeps its
// HTML and gets the response's fresh nonce in place of the stored one.
// Its gzip body is kept with gaps where the nonce goes (server/http/gzip-splice.ts), so filling
// them per response costs a CRC, not a compression. Any other stored page loses its nonce attributes, is compressed once and is served with the
// hashes of its inline scripts and styles (server/http/csp.ts).
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gunzipSync, gzip } from 'node:zlib';
import type { Request, Response, NextFunction, RequestHandler } from 'express';
import { contentSecurityPolicy, inlineHashes } from './csp';
import { fillGaps, gzipWithGaps, type GzipWithGaps } from './gzip-splice';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

interface RenderCacheOptions {
  /** Total bytes kept (the pages' compressed copies); least recently used go first. */
  maxBytes?: number;
  /** The longest an entry lives, whatever else happens. */
  maxAgeMs?: number;
  now?: () => number;
}

/** The tenant of a request, as the cache needs it: its slug and when its output changes by itself. */
export interface CacheTenant {
  slug: string;
  /** ms: the next moment the tenant's pages change without an invalidation (Infinity if none). */
  nextChangeMs(nowMs: number): number;
  /** Its pages add scripts after load through the page's nonce, so each response needs its own. */
  addsScripts?: boolean;
}

interface Entry {
  key: string;
  slug: string;
  etag: string;
  contentType: string;
  cacheControl: string;
  /** Hash-served entries: the policy; nonce-served ones use the response's own (see `nonced`). */
  csp: string;
  /** Only the compressed copies are kept; a client that takes neither gets the gunzipped body. */
  br: Buffer;
  gzip: Buffer;
  /**
   * A page served with a fresh nonce: its HTML, the nonce it was rendered with, and its gzip body
   * with a gap wherever that nonce stood (then no br/gzip copies).
   */
  nonced?: { html: string; nonce: string; gzip: GzipWithGaps };
  expiresAt: number;
  bytes: number;
}

const RENDER_CACHE_HEADER = 'X-Render-Cache';

export class RenderCache {
  private entries = new Map<string, Entry>();
  /** Pages being rendered and stored, by key: requests for the same page wait for them. */
  private inflight = new Map<string, Promise<void>>();
  private generations = new Map<string, number>();
  private bytes = 0;
  readonly maxBytes: number;
  readonly maxAgeMs: number;
  private now: () => number;
  readonly stats = { hits: 0, misses: 0, stores: 0, invalidations: 0 };

  constructor(options: RenderCacheOptions = {}) {
    this.maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
    this.maxAgeMs = options.maxAgeMs ?? 5 * 60_000;
    this.now = options.now ?? Date.now;
  }

  /** Drops every page of a tenant now and refuses pages whose render began before this call. */
  invalidate(slug: string): void {
    this.generations.set(slug, (this.generations.get(slug) ?? 0) + 1);
    this.stats.invalidations++;
    for (const entry of [...this.entries.values()]) if (entry.slug === slug) this.drop(entry);
  }

  /** Whether a page is kept for this tenant and URL now. */
  has(slug: string, url: string): boolean {
    const entry = this.entries.get(this.keyOf(slug, url));
    return !!entry && entry.expiresAt > this.now();
  }

  get size(): number {
    return this.entries.size;
  }

  private generation(slug: string): number {
    return this.generations.get(slug) ?? 0;
  }

  private keyOf(slug: string, url: string): string {
    return `${slug}\u0000${this.generation(slug)}\u0000${url}`;
  }

  private drop(entry: Entry): void {
    if (this.entries.get(entry.key) !== entry) return;
    this.entries.delete(entry.key);
    this.bytes -= entry.bytes;
  }

  private lookup(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.drop(entry);
      return undefined;
    }
    // Most recently used last.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  private async store(
    tenant: CacheTenant,
    url: string,
    generation: number,
    startedAt: number,
    page: { html: string; contentType: string; cacheControl: string; nonce?: string },
  ): Promise<void> {
    const body = Buffer.from(page.html, 'utf8');
    const [br, gzipped] = page.nonce
      ? [Buffer.alloc(0), Buffer.alloc(0)]
      : await Promise.all([brotli(body, BROTLI_OPTIONS(body.length)), gz(body, { level: 6 })]);
    const gapped = page.nonce ? await gzipWithGaps(page.html, page.nonce) : undefined;
    // Invalidated while rendering or compressing: this page may show the old stock or config.
    if (this.generation(tenant.slug) !== generation) return;
    const bytes = gapped ? body.length + gapped.bytes : br.length + gzipped.length;
    if (bytes > this.maxBytes / 4) return;
    const key = this.keyOf(tenant.slug, url);
    const old = this.entries.get(key);
    if (old) this.drop(old);
    const expiresAt = Math.min(startedAt + this.maxAgeMs, tenant.nextChangeMs(startedAt));
    if (expiresAt <= this.now()) return;
    const entry: Entry = {
      key,
      slug: tenant.slug,
      etag: `W/"${createHash('sha1').update(body).digest('base64url')}"`,
      contentType: page.contentType,
      cacheControl: page.cacheControl,
      csp: page.nonce ? '' : contentSecurityPolicy(inlineHashes(page.html)),
      br,
      gzip: gzipped,
      ...(page.nonce && gapped ? { nonced: { html: page.html, nonce: page.nonce, gzip: gapped } } : {}),
      expiresAt,
      bytes,
    };
    this.entries.set(key, entry);
    this.bytes += bytes;
    this.stats.stores++;
    for (const oldest of this.entries.values()) {
      if (this.bytes <= this.maxBytes) break;
      this.drop(oldest);
    }
  }

  private serve(entry: Entry, req: Request, res: Response): void {
    res.status(200);
    res.setHeader(RENDER_CACHE_HEADER, 'hit');
    res.setHeader('Content-Type', entry.contentType);
    res.setHeader('Cache-Control', entry.cacheControl);
    // A nonce-served page keeps the policy securityPolicyHeaders set with this response's nonce.
    if (!entry.nonced) res.setHeader('Content-Security-Policy', entry.csp);
    res.setHeader('ETag', entry.etag);
    res.setHeader('Vary', 'Accept-Encoding');
    if (ifNoneMatch(req.headers['if-none-match'], entry.etag)) {
      // The browser keeps the body it has, and with it the policy that came with that body.
      if (entry.nonced) res.removeHeader('Content-Security-Policy');
      res.status(304).end();
      return;
    }
    // A nonce-served page prefers gzip: its body is put together without compressing again.
    const encoding = entry.nonced ? req.acceptsEncodings('gzip', 'br', 'identity') : req.acceptsEncodings('br', 'gzip', 'identity');
    if (encoding === 'br' || encoding === 'gzip') res.setHeader('Content-Encoding', encoding);
    if (entry.nonced && encoding === 'gzip') {
      send(req, res, fillGaps(entry.nonced.gzip, (res.locals.cspNonce as string | undefined) ?? ''));
      return;
    }
    if (entry.nonced) {
      void this.renonce(entry.nonced, res.locals.cspNonce as string | undefined, encoding).then(
        (body) => send(req, res, body),
        () => res.destroy(),
      );
      return;
    }
    send(req, res, encoding === 'br' ? entry.br : encoding === 'gzip' ? entry.gzip : gunzipSync(entry.gzip));
  }

  /** The stored page with this response's nonce in place of the stored one, compressed for it (brotli-only clients). */
  private async renonce(page: { html: string; nonce: string }, nonce: string | undefined, encoding: string | false): Promise<Buffer> {
    // No nonce in this response's policy (never in production): nothing inline may run.
    const body = Buffer.from(page.html.replaceAll(page.nonce, nonce ?? ''), 'utf8');
    return encoding === 'br' ? brotli(body, BROTLI_PER_RESPONSE(body.length)) : body;
  }

  /**
   * Serves cached pages and records rendered ones. Mount it in front of the HTML routes; only a
   * 200 `text/html` answer to a GET, without Set-Cookie, is stored.
   */
  middleware(tenantOf: (req: Request) => CacheTenant | undefined): RequestHandler {
    return (req: Request, res: Response, next: NextFunction) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return next();
      const tenant = tenantOf(req);
      if (!tenant) return next();
      this.handle(tenant, req, res, next);
    };
  }

  private handle(tenant: CacheTenant, req: Request, res: Response, next: NextFunction): void {
    const url = req.originalUrl;
    const key = this.keyOf(tenant.slug, url);
    const entry = this.lookup(key);
    if (entry) {
      this.stats.hits++;
      this.serve(entry, req, res);
      return;
    }
    // The same page is being rendered for another request: wait for it instead of rendering it
    // again (a popular page after an invalidation), then look again.
    const rendering = this.inflight.get(key);
    if (rendering) {
      void rendering.then(() => (res.writableEnded || res.destroyed ? undefined : this.handle(tenant, req, res, next)));
      return;
    }
    this.stats.misses++;
    res.setHeader(RENDER_CACHE_HEADER, 'miss');
    if (req.method !== 'GET') return next();
    let settle!: () => void;
    const done = new Promise<void>((resolve) => (settle = resolve));
    this.inflight.set(key, done);
    let settled = false;
    const release = () => {
      if (settled) return;
      settled = true;
      if (this.inflight.get(key) === done) this.inflight.delete(key);
      settle();
    };
    const generation = this.generation(tenant.slug);
    const startedAt = this.now();
    const chunks: Buffer[] = [];
    let size = 0;
    let overflow = false;
    const keep = (chunk: unknown, encoding?: unknown) => {
      if (overflow || chunk == null || typeof chunk === 'function') return;
      const buffer =
        typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : Buffer.from(chunk as Uint8Array);
      size += buffer.length;
      if (size > this.maxBytes / 4) overflow = true;
      else chunks.push(buffer);
    };
    const write = res.write;
    const end = res.end;
    // The signatures are overloaded; pass every argument through unchanged.
    res.write = function (this: Response, ...args: unknown[]) {
      keep(args[0], args[1]);
      return (write as (...a: unknown[]) => boolean).apply(this, args);
    } as Response['write'];
    res.end = function (this: Response, ...args: unknown[]) {
      keep(args[0], args[1]);
      return (end as (...a: unknown[]) => Response).apply(this, args);
    } as Response['end'];
    // A client that goes away before the page is complete leaves nothing to keep.
    res.on('close', () => {
      if (!res.writableFinished) release();
    });
    res.on('finish', () => {
      const contentType = String(res.getHeader('Content-Type') ?? '');
      // no-store: a page whose policy is more than hashes (a Stripe checkout, server/http/csp.ts allowStripe).
      const noStore = /no-store/.test(String(res.getHeader('Cache-Control') ?? ''));
      if (overflow || noStore || res.statusCode !== 200 || !contentType.startsWith('text/html') || res.getHeader('Set-Cookie')) return release();
      const nonce = res.locals.cspNonce as string | undefined;
      let html = Buffer.concat(chunks).toString('utf8');
      // A part that failed on the server is left for the browser to render (React marks it
      // <!--$!-->): never keep such a page.
      if (html.includes('<!--$!-->')) return release();
      const keepNonce = tenant.addsScripts === true && !!nonce;
      if (nonce && !keepNonce) html = html.split(` nonce="${nonce}"`).join('');
      const cacheControl = String(res.getHeader('Cache-Control') ?? 'no-cache');
      this.store(tenant, url, generation, startedAt, { html, contentType, cacheControl, ...(keepNonce ? { nonce } : {}) })
        .catch(() => undefined)
        .finally(release);
    });
    next();
  }
}

function send(req: Request, res: Response, body: Buffer): void {
  res.setHeader('Content-Length', body.length);
  if (req.method === 'HEAD') res.end();
  else res.end(body);
}

/** Once per stored page: the best ratio worth its time. */
const BROTLI_OPTIONS = (size: number) => ({ params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: size } });
/** Once per response: fast over small (a 280 KB stock page: about 0.7 ms off the event loop, 11:1; quality 4 took 1.0 ms for 13:1). */
const BROTLI_PER_RESPONSE = (size: number) => ({ params: { [constants.BROTLI_PARAM_QUALITY]: 2, [constants.BROTLI_PARAM_SIZE_HINT]: size } });

/** Whether an If-None-Match header names this ETag (weak comparison, as for GET). */
export function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}
