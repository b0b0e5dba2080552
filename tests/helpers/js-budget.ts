// The first-visit JavaScript budget, counted one way by the e2e budget tests and the bytes bench:
// the scripts of a first visit (the document's entry script and module preloads, and whatever
// else the browser requests before any interaction), each as the gzip of its built file at level 9,
// the bytes of the .gz file the build ships beside it. Not the bytes on the wire: the server sends
// files under 1 KB uncompressed (a few hundred bytes more per route), which says nothing of the
// code's size.
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

/**
 * Starts recording a first visit's scripts with the page's clock paused, before the page loads:
 * no timer fires, so the count is what the document and its hydration load, never what a timer
 * fetches later (the event sender about 2 s after a page view, the text-us popup's widgets at
 * 2.2 s). Without the pause the count depended on whether the machine reached network idle
 * before those timers (decisions: "First-visit JavaScript is what loads without a timer").
 */
export async function recordFirstVisit(page: Page): Promise<Set<string>> {
  // An installed clock flows with real time until paused; pause it a second ahead of now, with no
  // page and no timer yet. Not further: the page's clock must not run ahead of the server's, or
  // the search results it hydrates (fresh for 60 s) would look stale and be fetched again.
  await page.clock.install({ time: Date.now() });
  await page.clock.pauseAt(Date.now() + 1_000);
  return recordScripts(page);
}

/** Starts recording the scripts the page requests; read the set after the visit. */
export function recordScripts(page: Page): Set<string> {
  const scripts = new Set<string>();
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.add(req.url());
  });
  return scripts;
}

const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]+)"`).exec(tag)?.[1];

/** The scripts a server-rendered document names: its module preloads and its script elements' src, in order. */
export function documentScripts(html: string): string[] {
  const tags = html.match(/<(link|script)\b[^>]*>/g) ?? [];
  const named = tags
    .filter((t) => (t.startsWith('<link') && attr(t, 'rel') === 'modulepreload') || (t.startsWith('<script') && attr(t, 'src')))
    .map((t) => (attr(t, 'href') ?? attr(t, 'src')!).replace(/&amp;/g, '&'));
  return [...new Set(named)];
}

/**
 * The first-visit count: gzip size (level 9) of each script from dist/client, their total, and a
 * report for failures. `scripts` are addresses (absolute, or paths such as /assets/shell-x.js):
 * what recordScripts saw, documentScripts(html), or both.
 */
export function gzippedScripts(scripts: Iterable<string>): { total: number; report: string; missing: string[] } {
  let total = 0;
  const lines: string[] = [];
  const missing: string[] = [];
  const pathnames = new Set([...scripts].map((s) => new URL(s, 'http://localhost').pathname));
  for (const pathname of pathnames) {
    const file = path.join(repoRoot, 'dist', 'client', pathname);
    if (!existsSync(file)) {
      missing.push(file);
      continue;
    }
    const size = gzipSync(readFileSync(file), { level: 9 }).length;
    lines.push(`${pathname}: ${(size / 1024).toFixed(1)} KiB`);
    total += size;
  }
  return { total, report: lines.join('\n'), missing };
}
