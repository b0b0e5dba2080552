// A render-cache entry's served forms, made on its first hit (server/http/render-cache.ts): its
// brotli and gzip copies, ETag and hash policy; or, for a page that gets a fresh nonce in every
// response, its gzip body with gaps where the nonce goes (server/http/gzip-splice.ts).
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gunzipSync, gzip } from 'node:zlib';
import type { Request, Response } from 'express';
import { contentSecurityPolicy, inlineHashes } from './csp';
import { fillGaps, gzipWithGaps, type GzipWithGaps } from './gzip-splice';
import { preferredEncoding } from '../../runtime/lib/http/accept-encoding';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

export const RENDER_CACHE_HEADER = 'X-Render-Cache';
const STORED_ORDER = ['br', 'gzip', 'identity'] as const;
const NONCED_ORDER = ['gzip', 'br', 'identity'] as const;

export interface CachedPage {
  etag: string;
  /** Hash-served pages: the policy; nonce-served ones use the response's own (see `nonced`). */
  csp: string;
  /** Only the compressed copies are kept; a client that takes neither gets the gunzipped body. */
  br: Buffer;
  gzip: Buffer;
  /**
   * A page served with a fresh nonce: its HTML, the nonce it was rendered with, and its gzip body
   * with a gap wherever that nonce stood (then no br/gzip copies).
   */
  nonced?: { html: string; nonce: string; gzip: GzipWithGaps };
  /** What it keeps in memory. */
  bytes: number;
}

const EMPTY = Buffer.alloc(0);

/** A stored page's served forms; `nonce`: the page gets a fresh one per response. */
export async function makeCachedPage(html: string, nonce: string | undefined): Promise<CachedPage> {
  const body = Buffer.from(html, 'utf8');
  const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
  if (nonce) {
    // Every response's nonce is as long as this one (csp.ts newNonce), so the parts can refer back.
    const gapped = await gzipWithGaps(html, nonce, Buffer.byteLength(nonce));
    return { etag, csp: '', br: EMPTY, gzip: EMPTY, nonced: { html, nonce, gzip: gapped }, bytes: body.length + gapped.bytes };
  }
  const [br, gzipped] = await Promise.all([brotli(body, BROTLI_OPTIONS(body.length)), gz(body, { level: 6 })]);
  return { etag, csp: contentSecurityPolicy(inlineHashes(html)), br, gzip: gzipped, bytes: br.length + gzipped.length };
}

/** Answers a request from a cached page: 304 for a matching ETag, else the body in the best encoding. */
export function serveCachedPage(page: CachedPage, meta: { contentType: string; cacheControl: string }, req: Request, res: Response): void {
  res.status(200);
  res.setHeader(RENDER_CACHE_HEADER, 'hit');
  res.setHeader('Content-Type', meta.contentType);
  res.setHeader('Cache-Control', meta.cacheControl);
  // A nonce-served page keeps the policy securityPolicyHeaders set with this response's nonce.
  if (!page.nonced) res.setHeader('Content-Security-Policy', page.csp);
  res.setHeader('ETag', page.etag);
  res.setHeader('Vary', 'Accept-Encoding');
  if (ifNoneMatch(req.headers['if-none-match'], page.etag)) {
    // The browser keeps the body it has, and with it the policy that came with that body.
    if (page.nonced) res.removeHeader('Content-Security-Policy');
    res.status(304).end();
    return;
  }
  // A nonce-served page prefers gzip: its body is put together without compressing again. Others
  // prefer brotli, also when the client lists gzip first (every browser does).
  const encoding = preferredEncoding(req.headers['accept-encoding'], page.nonced ? NONCED_ORDER : STORED_ORDER);
  if (encoding === 'br' || encoding === 'gzip') res.setHeader('Content-Encoding', encoding);
  const nonce = res.locals.cspNonce as string | undefined;
  if (page.nonced && encoding === 'gzip' && fits(page.nonced.gzip, nonce ?? '')) {
    send(req, res, fillGaps(page.nonced.gzip, nonce ?? ''));
    return;
  }
  if (page.nonced) {
    void renonce(page.nonced, nonce, encoding).then(
      (body) => send(req, res, body),
      () => res.destroy(),
    );
    return;
  }
  send(req, res, encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : gunzipSync(page.gzip));
}

/** The stored page with this response's nonce in place of the stored one, compressed for it (brotli-only clients; a nonce of another length). */
async function renonce(page: { html: string; nonce: string }, nonce: string | undefined, encoding: string | false): Promise<Buffer> {
  // No nonce in this response's policy (never in production): nothing inline may run.
  const body = Buffer.from(page.html.replaceAll(page.nonce, nonce ?? ''), 'utf8');
  return encoding === 'br' ? brotli(body, BROTLI_PER_RESPONSE(body.length)) : encoding === 'gzip' ? gz(body, { level: 1 }) : body;
}

/** Whether the stored gzip's gaps take this fill (its parts may count on the nonce's length). */
function fits(body: GzipWithGaps, fill: string): boolean {
  return body.fillBytes === undefined || Buffer.byteLength(fill) === body.fillBytes;
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
