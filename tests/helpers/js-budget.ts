// The first-visit JavaScript budget: scripts a page requests, measured as gzip of the built files.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { repoRoot } from './tenants';

/**
 * Standing budget: at most 110 KiB gzip of JavaScript on a first visit to any route (spec). Session
 * 5 ran at 112 for a while; the shell cut of session 6 (react-router's unused components dropped,
 * docs/decisions.md) brought the heaviest route, the search screen, back to about 108.
 */
export const JS_BUDGET_GZIP = 110 * 1024;

/** Starts recording the scripts the page requests; read the set after the visit. */
export function recordScripts(page: Page): Set<string> {
  const scripts = new Set<string>();
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.add(req.url());
  });
  return scripts;
}

/** Gzip size of each requested script (from dist/client), their total, and a report for failures. */
export function gzippedScripts(scripts: Iterable<string>): { total: number; report: string; missing: string[] } {
  let total = 0;
  const lines: string[] = [];
  const missing: string[] = [];
  for (const scriptUrl of scripts) {
    const { pathname } = new URL(scriptUrl);
    const file = path.join(repoRoot, 'dist', 'client', pathname);
    if (!existsSync(file)) {
      missing.push(file);
      continue;
    }
    const size = gzipSync(readFileSync(file)).length;
    lines.push(`${pathname}: ${(size / 1024).toFixed(1)} KiB`);
    total += size;
  }
  return { total, report: lines.join('\n'), missing };
}
