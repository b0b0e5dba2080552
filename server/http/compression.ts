// Response compression: brotli or gzip by Accept-Encoding for everything the server generates
// (HTML streamed by React, JSON, XML), and the build's precompressed files for /assets.
import compression from 'compression';
import expressStaticGzip from 'express-static-gzip';
import type { RequestHandler } from 'express';
import { constants } from 'node:zlib';

/**
 * On-the-fly compression. Brotli at quality 4 and gzip at level 6 cost about the same CPU; a
 * response that already carries a Content-Encoding (a precompressed asset, a render-cache hit)
 * passes through untouched. React calls `res.flush()` after each chunk it writes, so a streamed
 * page reaches the browser as it renders instead of waiting for the compressor's buffer.
 */
export function dynamicCompression(): RequestHandler {
  return compression({
    threshold: 1024,
    brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  }) as RequestHandler;
}

/** One year, in seconds: hashed file names change whenever their content does. */
const IMMUTABLE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * Serves the client build's hashed assets, choosing the `.br` or `.gz` file written at build
 * time (build/precompress.ts) by Accept-Encoding, with `Vary: Accept-Encoding` and an immutable
 * year-long Cache-Control. A missing asset is a 404, never the page renderer.
 */
export function precompressedAssets(dir: string): RequestHandler {
  return expressStaticGzip(dir, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: { immutable: true, maxAge: IMMUTABLE_MAX_AGE_SECONDS * 1000, index: false, fallthrough: false },
  }) as unknown as RequestHandler;
}
