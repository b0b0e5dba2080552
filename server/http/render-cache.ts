// The render cache: a finished HTML page is kept, and served to the next request for the same
// tenant and URL without rendering, with an ETag and 304 for revalidation. It is compressed once,
// on that first hit: most pages of a long tail are rendered once and never asked for again.
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
// them per response costs a CRC, not a compression. Any other stored page loses its nonce
// attributes, is compressed once and is served with the hashes of its inline scripts and styles
// (server/http/csp.ts). What a hit serves is made in server/http/cached-page.ts.
import type { Request, Response, NextFunction, RequestHandler } from 'express';
import { RENDER_CACHE_HEADER, makeCachedPage, serveCachedPage, type CachedPage } from './cached-page';
import { cutAll } from './buffer-text';

export { ifNoneMatch } from './cached-page';

interface RenderCacheOptions {
  /** Total bytes kept (a page's HTML until its first hit, then its compressed copies); least recently used go first. */
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
  contentType: string;
  cacheControl: string;
  /** The page as rendered, UTF-8 (nonce attributes removed unless it keeps one); dropped once compressed, unless nonced. */
  body?: Buffer;
  /** The nonce a nonce-served page was rendered with (see `CachedPage.nonced`). */
  nonce?: string;
  /** What serving needs, made on the first hit (most pages of a long tail are never asked for again). */
  made?: CachedPage;
  making?: Promise<CachedPage> | undefined;
  expiresAt: number;
  bytes: number;
}

export class RenderCache {
  private entries = new Map<string, Entry>();
  /** Pages being rendered and stored, by key: requests for the same page wait for them. */
  private inflight = new Map<string, Promise<void>>();
  private generations = new Map<string, number>();
  private bytes = 0;
  readonly maxBytes: number;
  readonly maxAgeMs: number;
  private now: () => number;
  /** `compressed`: pages made ready to serve, on their first hit. */
  readonly stats = { hits: 0, misses: 0, stores: 0, invalidations: 0, compressed: 0 };

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

  /**
   * Keeps a finished page as it is. Compressing it (brotli, gzip, or gzip with gaps), its ETag and
   * its policy wait for its first hit: on a long tail most pages are rendered once and never asked
   * for again, and compressing each of them cost about a tenth of a render's CPU.
   */
  private store(
    tenant: CacheTenant,
    url: string,
    generation: number,
    startedAt: number,
    page: { body: Buffer; contentType: string; cacheControl: string; nonce?: string },
  ): void {
    // Invalidated while rendering: this page may show the old stock or config.
    if (this.generation(tenant.slug) !== generation) return;
    const bytes = page.body.length;
    if (bytes > this.maxBytes / 4) return;
    const key = this.keyOf(tenant.slug, url);
    const old = this.entries.get(key);
    if (old) this.drop(old);
    const expiresAt = Math.min(startedAt + this.maxAgeMs, tenant.nextChangeMs(startedAt));
    if (expiresAt <= this.now()) return;
    const entry: Entry = {
      key,
      slug: tenant.slug,
      contentType: page.contentType,
      cacheControl: page.cacheControl,
      body: page.body,
      ...(page.nonce ? { nonce: page.nonce } : {}),
      expiresAt,
      bytes,
    };
    this.entries.set(key, entry);
    this.bytes += bytes;
    this.stats.stores++;
    this.trim();
  }

  private trim(): void {
    for (const oldest of this.entries.values()) {
      if (this.bytes <= this.maxBytes) break;
      this.drop(oldest);
    }
  }

  /** An entry's served forms, made once however many hits wait for them; its size becomes theirs. */
  private made(entry: Entry): Promise<CachedPage> {
    if (entry.made) return Promise.resolve(entry.made);
    entry.making ??= makeCachedPage(entry.body?.toString('utf8') ?? '', entry.nonce).then((made) => {
      entry.made = made;
      this.stats.compressed++;
      if (!entry.nonce) entry.body = undefined;
      if (this.entries.get(entry.key) === entry) {
        this.bytes += made.bytes - entry.bytes;
        entry.bytes = made.bytes;
        this.trim();
      }
      return made;
    });
    return entry.making;
  }

  private serve(entry: Entry, req: Request, res: Response): void {
    if (entry.made) return serveCachedPage(entry.made, entry, req, res);
    this.made(entry).then(
      (made) => (res.writableEnded || res.destroyed ? undefined : serveCachedPage(made, entry, req, res)),
      () => res.destroy(),
    );
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
      // A Buffer written is never changed by its writer (React's pages come as fresh ones): kept, not copied.
      const buffer =
        typeof chunk === 'string'
          ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
          : Buffer.isBuffer(chunk)
            ? chunk
            : Buffer.from(chunk as Uint8Array);
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
      // Kept as bytes: decoding a page into a string is left for its first hit, if it has one.
      let body: Buffer = Buffer.concat(chunks);
      // A part that failed on the server is left for the browser to render (React marks it
      // <!--$!-->): never keep such a page.
      if (body.includes('<!--$!-->')) return release();
      const keepNonce = tenant.addsScripts === true && !!nonce;
      if (nonce && !keepNonce) body = cutAll(body, ` nonce="${nonce}"`);
      const cacheControl = String(res.getHeader('Cache-Control') ?? 'no-cache');
      this.store(tenant, url, generation, startedAt, { body, contentType, cacheControl, ...(keepNonce ? { nonce } : {}) });
      release();
    });
    next();
  }
}
