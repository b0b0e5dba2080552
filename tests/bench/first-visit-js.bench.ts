// First-visit JavaScript per route, from the client build's manifest (run `npm run build` first):
// the entry, the shell and the route's own chunks, gzip-compressed. Prints the figures; the e2e
// tests assert the 110 KB budget through the requests Chromium really makes.
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { bench, describe } from 'vitest';

interface Chunk {
  file: string;
  imports?: string[];
}

const manifestPath = 'dist/client/.vite/manifest.json';
const manifest: Record<string, Chunk> = existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, 'utf8')) : {};

function closure(keys: string[]): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return files;
}

const gzipTotal = (files: Set<string>) => [...files].reduce((sum, f) => sum + gzipSync(readFileSync(`dist/client/${f}`)).length, 0);

const ROUTES: Record<string, string[]> = {
  'home (hero, card grid, featured stock)': ['blocks/hero/index.tsx', 'blocks/card-grid/index.tsx', 'blocks/featured-stock/index.tsx'],
  'search /cars/': ['runtime/app/search/search-page.tsx'],
  'car page': ['runtime/app/vehicle/vehicle-page.tsx'],
  'finance form': ['runtime/app/forms/form-page.tsx'],
};

describe.skipIf(!existsSync(manifestPath))('first-visit JavaScript per route (gzip)', () => {
  const figures: string[] = [];
  for (const [route, keys] of Object.entries(ROUTES)) {
    const files = closure(['runtime/entry-client.tsx', ...keys]);
    figures.push(`${route}: ${(gzipTotal(files) / 1000).toFixed(1)} KB in ${files.size} files`);
    bench(`gzip ${route}`, () => void gzipTotal(files), { iterations: 5 });
  }
  process.stdout.write(`\nFirst-visit JS (budget 110 KB):\n  ${figures.join('\n  ')}\n\n`);
});
