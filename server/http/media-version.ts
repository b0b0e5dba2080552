// Which /media files may be cached for good. A file whose name carries its content hash
// (`evo-wrc-front.3f2a9c1b.jpg`: at least 8 hex digits before the extension) never changes at
// that address: /media and /_image answer it `immutable`, once the hash is checked against the
// bytes (a stale or made-up hash gets the short lifetime). Checked once per file version.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, type Stats } from 'node:fs';
import path from 'node:path';

/** The content hash a file name carries, lower-case, or null. */
export function namedContentHash(fileName: string): string | null {
  const match = /\.([0-9a-f]{8,64})\.[a-z0-9]+$/i.exec(path.basename(fileName));
  return match ? match[1]!.toLowerCase() : null;
}

/** The hash to put in a file's name: the first 8 hex digits of its SHA-256. */
export function contentHashName(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 8);
}

const checked = new Map<string, { size: number; mtimeMs: number; ok: boolean }>();

/** The file's name carries the hash of its current bytes. */
export function hasCurrentContentHash(file: string, info: Pick<Stats, 'size' | 'mtimeMs'>): boolean {
  const named = namedContentHash(file);
  if (!named) return false;
  const seen = checked.get(file);
  if (seen && seen.size === info.size && seen.mtimeMs === info.mtimeMs) return seen.ok;
  const ok = createHash('sha256').update(readFileSync(file)).digest('hex').startsWith(named);
  if (checked.size > 10_000) checked.clear();
  checked.set(file, { size: info.size, mtimeMs: info.mtimeMs, ok });
  return ok;
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
