// Which /media files may be cached for good. A file whose name carries its content hash
// (`evo-wrc-front.3f2a9c1b.jpg`: at least 8 hex digits before the extension) never changes at
// that address: /media and /_image answer it `immutable`, once the hash is checked against the
// bytes (a stale or made-up hash gets the short lifetime). Checked once per file version. So is a
// plain name addressed with `?v=<hash>` (runtime/lib/media-url.ts), the form tenants' data gets.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync, type Stats } from 'node:fs';
import path from 'node:path';
import { mediaVersionParam } from '../../runtime/lib/media-url';

/** The content hash a file name carries, lower-case, or null. */
export function namedContentHash(fileName: string): string | null {
  const match = /\.([0-9a-f]{8,64})\.[a-z0-9]+$/i.exec(path.basename(fileName));
  return match ? match[1]!.toLowerCase() : null;
}

/** The hash to put in a file's name: the first 8 hex digits of its SHA-256. */
export function contentHashName(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 8);
}

const hashes = new Map<string, { size: number; mtimeMs: number; sha256: string }>();

/** The SHA-256 (hex) of a file's current bytes, read once per file version. */
function currentHash(file: string, info: Pick<Stats, 'size' | 'mtimeMs'>): string {
  const seen = hashes.get(file);
  if (seen && seen.size === info.size && seen.mtimeMs === info.mtimeMs) return seen.sha256;
  const sha256 = createHash('sha256').update(readFileSync(file)).digest('hex');
  if (hashes.size > 10_000) hashes.clear();
  hashes.set(file, { size: info.size, mtimeMs: info.mtimeMs, sha256 });
  return sha256;
}

/** The file's name carries the hash of its current bytes. */
function hasCurrentContentHash(file: string, info: Pick<Stats, 'size' | 'mtimeMs'>): boolean {
  const named = namedContentHash(file);
  return named !== null && currentHash(file, info).startsWith(named);
}

/**
 * The file's address never shows other bytes: its name carries the hash of its current bytes, or
 * the address's `?v=` does (runtime/lib/media-url.ts). A stale or made-up one does not count.
 */
export function isContentAddressed(file: string, info: Pick<Stats, 'size' | 'mtimeMs'>, v: unknown): boolean {
  const version = mediaVersionParam(v);
  return hasCurrentContentHash(file, info) || (version !== null && currentHash(file, info).startsWith(version));
}

/** For one tenant's media folders: the version (8 hex digits) of a /media path's current bytes, or null. */
export function mediaVersions(roots: readonly string[]): (mediaPath: string) => string | null {
  return (mediaPath) => {
    const file = mediaFile(mediaPath, roots);
    if (!file) return null;
    try {
      return currentHash(file, statSync(file)).slice(0, 8);
    } catch {
      return null; // a folder, or gone since: the address stays as written
    }
  };
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
