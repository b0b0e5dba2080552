// Every default-search-path variant of spec section 2 (with and without /search/, trailing slash
// or not, used-car/list, find/rental-cars) serves a stock page, and no address loops: one copy
// of a sample dealer per variant, all in one server.
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get } from '../helpers/http';
import { startTestServer, type RunningServer } from '../helpers/server';
import { makeSandbox, type Sandbox } from './leads-support';

const VARIANTS = [
  '/search/new-used-and-demo-cars/',
  '/search/used-cars',
  'used-cars/',
  '/used-car/list',
  'used-car/list/',
  '/find/rental-cars',
  'find/rental-cars/',
];
const slugOf = (i: number) => `variant-${i}`;

let sandbox: Sandbox;
let server: RunningServer;

beforeAll(async () => {
  sandbox = await makeSandbox('search-paths-');
  VARIANTS.forEach((configured, i) => {
    const dir = path.join(sandbox.tenantsDir, slugOf(i));
    cpSync(path.join(sandbox.tenantsDir, 'riverbend-mazda'), dir, { recursive: true });
    const file = path.join(dir, 'site.json');
    const site = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    writeFileSync(file, JSON.stringify({ ...site, slug: slugOf(i), domains: [`variant-${i}.example`], default_search_path: configured }, null, 2));
  });
  server = await startTestServer(sandbox.tenantsDir);
});
afterAll(async () => {
  await server?.close();
  sandbox?.remove();
});

/** Follows redirects on the same host, at most five hops; returns every address visited. */
async function follow(host: string, start: string): Promise<{ status: number; visited: string[]; body: string }> {
  const visited = [start];
  for (let hop = 0; hop < 5; hop++) {
    const res = await get(server.port, host, visited.at(-1)!);
    if (res.status !== 301) return { status: res.status, visited, body: res.body };
    visited.push(res.headers.location!);
  }
  return { status: 301, visited, body: '' };
}

describe('default search path variants', () => {
  it.each(VARIANTS.map((v, i) => [v, i] as const))('%s: the configured path and the header links all reach a stock page', async (configured, i) => {
    const host = `${slugOf(i)}.localhost`;
    const rooted = configured.startsWith('/') ? configured : `/${configured}`;
    const prefixed = rooted.startsWith('/search/') ? rooted : `/search${rooted}`;
    for (const start of new Set([rooted, prefixed, prefixed.replace(/\/$/, ''), `${prefixed.replace(/\/$/, '')}/`, '/cars/'])) {
      const { status, visited, body } = await follow(host, start);
      expect(status, visited.join(' -> ')).toBe(200);
      expect(visited.length, visited.join(' -> ')).toBeLessThanOrEqual(2);
      expect(body).toContain('search-heading');
    }
  });
});
