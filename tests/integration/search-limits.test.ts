// One search must never hold up the others: a worst-case multi-search over a large stock list
// runs query by query, so /healthz (and any other request) is answered while it runs; clients
// over the rate limit get 429 in Meilisearch's shape.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Car } from '../../schemas/types/car';
import { EmbeddedProvider } from '../../server/search/embedded-provider';
import type { TenantSearchSettings } from '../../server/search/tenant-search-settings';
import { get } from '../helpers/http';
import { startTestServer, type RunningServer } from '../helpers/server';
import { withEnv } from '../helpers/env';

const HOST = 'southern-cross-autos.localhost';
const COPIES = 60;

/** The tenant's stock repeated COPIES times under new ids: about 24,000 cars. */
class LargeStockProvider extends EmbeddedProvider {
  override replaceStock(slug: string, cars: readonly Car[], settings?: TenantSearchSettings) {
    if (slug !== 'southern-cross-autos') return super.replaceStock(slug, cars, settings);
    const many = Array.from({ length: COPIES }, (_, k) => cars.map((c) => ({ ...c, id: `${String(c.id)}-${k}` }) as Car)).flat();
    return super.replaceStock(slug, many, settings);
  }
}

function post(port: number, path: string, body: unknown) {
  return get(port, HOST, path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
}

describe('a worst-case multi-search', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer('tenants', { search: new LargeStockProvider() });
  });
  afterAll(async () => {
    await server?.close();
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
    const events: string[] = [];
    let searching = true;
    const search = post(server.port, '/api/search/multi-search', { queries: Array.from({ length: 20 }, () => worst) }).then((r) => {
      searching = false;
      events.push('search');
      return r;
    });
    const health: Promise<number>[] = [];
    // Ask for /healthz over and over until the search answers.
    while (searching) {
      health.push(get(server.port, HOST, '/healthz').then((r) => (events.push('healthz'), r.status)));
      await Promise.race([search, new Promise((resolve) => setTimeout(resolve, 5))]);
    }
    const result = await search;
    expect(result.status).toBe(200);
    expect((JSON.parse(result.body) as { results: unknown[] }).results).toHaveLength(20);
    expect(await Promise.all(health)).toEqual(health.map(() => 200));
    // The test shares the server's event loop: while a query runs it cannot even send the next
    // health check, so checks answered before the search did prove the loop was free between queries.
    const answeredDuring = events.indexOf('search');
    expect(answeredDuring).toBeGreaterThanOrEqual(3);
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
