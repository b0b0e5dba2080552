// The pictures a tenant can use (its public/ folder and the folders it inherits from, served at
// /media/<file>), with their size in pixels, and the addresses its links can go to: what the
// editor offers in image and link fields.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Tenant } from '../../server/tenants/tenant';

interface MediaFile {
  url: string;
  width: number;
  height: number;
}

const IMAGE = /\.(svg|png|jpe?g|webp|avif|gif)$/i;

export async function listMedia(sourceDirs: readonly string[]): Promise<MediaFile[]> {
  const seen = new Map<string, string>();
  // The loader lists the tenant's own folder last; the nearest wins: its picture hides a template's.
  for (const dir of [...sourceDirs].reverse()) {
    const pub = path.join(dir, 'public');
    if (!existsSync(pub)) continue;
    for (const name of readdirSync(pub)) if (IMAGE.test(name) && !seen.has(name)) seen.set(name, path.join(pub, name));
  }
  const files = await Promise.all(
    [...seen].map(async ([name, file]) => {
      try {
        const { width, height } = await sharp(file, { limitInputPixels: 50_000_000 }).metadata();
        return width && height ? { url: `/media/${name}`, width, height } : null;
      } catch {
        return null; // not a picture sharp can read: not offered
      }
    }),
  );
  return files.filter((f): f is MediaFile => f !== null).sort((a, b) => a.url.localeCompare(b.url));
}

/** The tenant's addresses a link can name: every route without parameters. */
export function linkTargets(tenant: Tenant | null | undefined): string[] {
  const paths = (tenant?.routes ?? []).map((r) => r.path).filter((p) => typeof p === 'string' && p.startsWith('/') && !/[:*]/.test(p));
  return [...new Set(paths)].sort();
}
