// One search must never hold up the others: a worst-case multi-search over a large stock list
// runs query by query, each in slices (time-slice.ts), so /healthz (and any other request) is answered while it runs; clients
// over the rate limit get 429 in Meilisearch's shape.
import { availableParallelism, loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Car } from '../../schemas/types/car';
import { EmbeddedProvider } from '../../server/search/embedded-provider';
import type { TenantSearchSettings } from '../../server/search/tenant-search-settings';
import { get } from '../helpers/http';
import { startTestServer, type RunningServer } from '../helpers/server';
import { withEnv } from '../helpers/env';

const HOST = 'southern-cross-autos.localhost';
const COPIES = 60;
/** No request may hold the event loop longer than this (issue 22). */
const EVENT_LOOP_BUDGET_MS = 50;

/** The tenant's stock repeated COPIES times under new ids: about 24,000 cars. */
class LargeStockProvider extends EmbeddedProvider {
  override replaceStock(slug: string, cars: readonly Car[], settings?: TenantSearchSettings) {
    if (slug !== 'southern-cross-autos') return super.replaceStock(slug, cars, settings);
    const many = Array.from({ length: COPIES }, (_, k) => cars.map((c) => ({ ...c, id: `${String(c.id)}-${k}` }) as Car)).flat();
    return super.replaceStock(slug, many, settings);
  }
}

/** The first search builds the 24,000 cars' index (in slices too), which takes many seconds on a busy machine. */
function post(port: number, path: string, body: unknown) {
  return get(port, HOST, path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body), timeoutMs: 90_000 });
}

describe('a worst-case multi-search', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer('tenants', { search: new LargeStockProvider() });
  });
  afterAll(async () => {
    await server?.close();
  });

  /** Sends `body` and asks for /healthz until it answers; how many checks were answered before it. */
  async function probeHealthDuring(body: unknown) {
    const events: string[] = [];
    let searching = true;
    const search = post(server.port, '/api/search/multi-search', body).then((r) => {
      searching = false;
      events.push('search');
      return r;
    });
    const health: Promise<number>[] = [];
    // The next check once the last is answered and 5 ms have passed (a probe, not a flood that
    // would take the search's CPU).
    while (searching) {
      const check = get(server.port, HOST, '/healthz').then((r) => (events.push('healthz'), r.status));
      health.push(check);
      await Promise.race([search, Promise.all([check, new Promise((resolve) => setTimeout(resolve, 5))])]);
    }
    const result = await search;
    expect(await Promise.all(health)).toEqual(health.map(() => 200));
    // The test shares the server's event loop: while the server works it cannot even send the
    // next health check, so checks answered before the search did prove the loop was free.
    return { result, answeredDuring: events.indexOf('search') };
  }

  it('lets /healthz through while the first search builds the index of 24,000 cars', { timeout: 100_000 }, async () => {
    const { result, answeredDuring } = await probeHealthDuring({ queries: [{ indexUid: 'cars', limit: 1 }] });
    expect(result.status).toBe(200);
    expect((JSON.parse(result.body) as { results: { estimatedTotalHits: number }[] }).results[0]!.estimatedTotalHits).toBeGreaterThan(20_000);
    expect(answeredDuring).toBeGreaterThanOrEqual(3);
  });

  it('lets /healthz through while it runs', async () => {
    const worst = {
      indexUid: 'cars',
      q: 'toyota hilux landcruisr ranger wildtrak a',
      matchingStrategy: 'frequency',
      facets: ['*'],
      sort: ['price:desc'],
      limit: 50,
      filter: Array.from({ length: 200 }, (_, i) => `year != ${i}`).join(' AND '),
    };
    const { result, answeredDuring } = await probeHealthDuring({ queries: Array.from({ length: 20 }, () => worst) });
    expect(result.status).toBe(200);
    expect((JSON.parse(result.body) as { results: unknown[] }).results).toHaveLength(20);
    expect(answeredDuring).toBeGreaterThanOrEqual(3);
  });

  it('holds the event loop no longer than the budget while one worst-case query runs', async () => {
    // A common one-letter prefix over 24,000 cars: every match is ranked and counted for every
    // facet. The filter differs from the test above so no cache answers it.
    const one = {
      indexUid: 'cars',
      q: 't',
      matchingStrategy: 'frequency',
      facets: ['*'],
      sort: ['price:desc'],
      limit: 50,
      filter: Array.from({ length: 200 }, (_, i) => `year != ${1000 + i}`).join(' AND '),
    };
    const delay = monitorEventLoopDelay({ resolution: 1 });
    delay.enable();
    const result = await post(server.port, '/api/search/multi-search', { queries: [one] });
    delay.disable();
    expect(result.status).toBe(200);
    expect((JSON.parse(result.body) as { results: { estimatedTotalHits: number }[] }).results[0]!.estimatedTotalHits).toBeGreaterThan(1000);
    // The budget is for one CPU's time; on a machine busier than its cores a slice takes longer in
    // wall-clock time, so the budget grows with the load per core.
    const loadPerCore = Math.max(1, loadavg()[0]! / availableParallelism());
    expect(delay.max / 1e6).toBeLessThan(EVENT_LOOP_BUDGET_MS * loadPerCore);
  });
});

describe('rate limit', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await withEnv({ SEARCH_RATE_LIMIT_PER_MINUTE: '5' }, () => startTestServer('tenants'));
  });
  afterAll(async () => {
    await server?.close();
  });

  it('the 6th request in a minute answers 429 too_many_search_requests', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await get(server.port, HOST, '/api/search/health')).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    const sixth = await get(server.port, HOST, '/api/search/health');
    expect(sixth.status).toBe(429);
    expect(JSON.parse(sixth.body)).toMatchObject({ code: 'too_many_search_requests', type: 'invalid_request' });
    expect(sixth.headers['retry-after']).toBeDefined();
  });
});
