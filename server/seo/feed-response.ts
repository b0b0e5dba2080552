// Conditional answers for the feeds channels poll: a strong ETag from the body's hash, and
// Last-Modified = when this process first built that body (the feed's content changes when stock,
// locations or the clock's sold window change, which no single timestamp in the data tells). A
// request naming the current ETag (or a date not before Last-Modified) gets 304.
import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';

interface Version {
  etag: string;
  since: number;
}

const MAX_VERSIONS = 10_000;

export class FeedVersions {
  private readonly versions = new Map<string, Version>();

  constructor(private readonly nowMs: () => number = Date.now) {}

  /** The ETag of `body` and when the feed `key` first had it. */
  version(key: string, body: string): Version {
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    const known = this.versions.get(key);
    if (known?.etag === etag) return known;
    if (this.versions.size >= MAX_VERSIONS) this.versions.delete(this.versions.keys().next().value!);
    const fresh = { etag, since: Math.floor(this.nowMs() / 1000) * 1000 };
    this.versions.set(key, fresh);
    return fresh;
  }
}

function notModified(req: Request, v: Version): boolean {
  const match = req.headers['if-none-match'];
  if (match !== undefined) return match.split(',').some((t) => t.trim().replace(/^W\//, '') === v.etag || t.trim() === '*');
  const since = Date.parse(req.headers['if-modified-since'] ?? '');
  return Number.isFinite(since) && since >= v.since;
}

/** Sends an XML feed with ETag and Last-Modified, or 304 when the client has it. */
export function sendFeed(req: Request, res: Response, versions: FeedVersions, key: string, body: string): void {
  const v = versions.version(key, body);
  res.type('application/xml').set({ 'Cache-Control': 'public, max-age=900', ETag: v.etag, 'Last-Modified': new Date(v.since).toUTCString() });
  if (notModified(req, v)) res.status(304).end();
  else res.send(body);
}
