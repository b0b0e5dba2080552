// First-visit JavaScript per route, from the client build's manifest (run `npm run build` first):
// the entry, the shell and the route's own chunks and their static imports, counted as the budget
// tests count (gzippedScripts, tests/helpers/js-budget.ts). The per-tenant figures from the pages
// as served are in the bytes bench; the e2e tests assert the budget on what Chromium requests.
import { existsSync, readFileSync } from 'node:fs';
import { bench, describe } from 'vitest';
import { gzippedScripts, JS_BUDGET_GZIP } from '../helpers/js-budget';

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

const gzipTotal = (files: Set<string>) => gzippedScripts([...files].map((f) => `/${f}`)).total;

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
    figures.push(`${route}: ${gzipTotal(files)} bytes (${(gzipTotal(files) / 1024).toFixed(1)} KiB) in ${files.size} files`);
    bench(`gzip ${route}`, () => void gzipTotal(files), { iterations: 5 });
  }
  process.stdout.write(`\nFirst-visit JS (budget ${JS_BUDGET_GZIP} bytes, 110 KiB):\n  ${figures.join('\n  ')}\n\n`);
});
