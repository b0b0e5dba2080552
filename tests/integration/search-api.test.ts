// The search API through a real running server: the official `meilisearch` client and
// `@meilisearch/instant-meilisearch` (driven by algoliasearch-helper, as InstantSearch does)
// against /api/search of one tenant; malformed input answers 4xx in Meilisearch's error shape;
// the stock page's boot data is a projection. (The stall test is in search-limits.test.ts.)
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Meilisearch } from 'meilisearch';
import { instantMeiliSearch } from '@meilisearch/instant-meilisearch';
import algoliasearchHelper from 'algoliasearch-helper';
import { get } from '../helpers/http';
import { startTestServer, type RunningServer } from '../helpers/server';

const HOST = 'southern-cross-autos.localhost';
let server: RunningServer;

/** fetch for the clients: the tenant is chosen by the Host header, which fetch cannot set. */
async function viaHost(input: Parameters<typeof fetch>[0], init?: Parameters<typeof fetch>[1]): Promise<unknown> {
  const url = new URL(String(input));
  const res = await get(server.port, HOST, url.pathname + url.search, {
    method: init?.method ?? 'GET',
    headers: { 'Content-Type': 'application/json' },
    ...(typeof init?.body === 'string' ? { body: init.body } : {}),
  });
  const body: unknown = res.body ? JSON.parse(res.body) : undefined;
  if (res.status >= 400) throw Object.assign(new Error((body as { message?: string })?.message ?? `HTTP ${res.status}`), { status: res.status, body });
  return body;
}

const client = () => new Meilisearch({ host: 'http://search.test/api/search', httpClient: viaHost });

async function post(path: string, body: string) {
  const res = await get(server.port, HOST, path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
  return { status: res.status, json: JSON.parse(res.body) as Record<string, unknown> };
}

const MEILI_ERROR = {
  message: expect.any(String),
  code: expect.any(String),
  type: 'invalid_request',
  link: expect.stringMatching(/^https:\/\/docs\.meilisearch\.com\/errors#/),
};

beforeAll(async () => {
  server = await startTestServer('tenants');
});
afterAll(async () => {
  await server?.close();
});

describe('the official meilisearch client', () => {
  it('searches the index, with finite pagination and attributesToRetrieve', async () => {
    const r = await client()
      .index('cars')
      .search('toyota', { page: 2, hitsPerPage: 5, attributesToRetrieve: ['id', 'make'] });
    expect(r.page).toBe(2);
    expect(r.hitsPerPage).toBe(5);
    expect(r.totalHits).toBeGreaterThan(5);
    expect(r.totalPages).toBe(Math.ceil(r.totalHits! / 5));
    expect(r.hits).toHaveLength(5);
    for (const hit of r.hits) expect(Object.keys(hit).sort()).toEqual(['id', 'make']);
  });

  it('searchGet answers like search', async () => {
    const c = client().index('cars');
    const [a, b] = await Promise.all([
      c.search('', { filter: 'price >= 20000', limit: 3, sort: ['price:asc'] }),
      c.searchGet('', { filter: 'price >= 20000', limit: 3, sort: ['price:asc'] }),
    ]);
    expect(b.hits.map((h) => h.id)).toEqual(a.hits.map((h) => h.id));
    expect(b.estimatedTotalHits).toBe(a.estimatedTotalHits);
  });

  it('facet search, health, version and settings', async () => {
    const facets = await client().index('cars').searchForFacetValues({ facetName: 'make', facetQuery: 'toy' });
    expect(facets.facetHits.map((h) => h.value)).toEqual(['Toyota']);
    expect(facets.facetHits[0]!.count).toBeGreaterThan(0);
    expect(await client().health()).toEqual({ status: 'available' });
    expect((await client().getVersion()).pkgVersion).toMatch(/^1\./);
    const settings = await client().index('cars').getSettings();
    expect(settings.typoTolerance?.disableOnAttributes).toEqual(expect.arrayContaining(['vin', 'stocknum']));
    expect(settings.synonyms?.ute).toEqual(['pickup']);
  });

  it('never reaches cars hidden from the website', async () => {
    const r = await client().index('cars').search('', { filter: 'show_on_dealer_website = false', limit: 100 });
    expect(r.hits).toEqual([]);
  });
});

it('instant-meilisearch through algoliasearch-helper: disjunctive facets count each make ignoring the make selection', async () => {
  const { searchClient } = instantMeiliSearch('http://search.test/api/search', '', { httpClient: viaHost });
  const helper = algoliasearchHelper(searchClient as never, 'cars', { disjunctiveFacets: ['make'], hitsPerPage: 10 });
  helper.addDisjunctiveFacetRefinement('make', 'Toyota');
  const result = await new Promise<algoliasearchHelper.SearchResults>((resolve, reject) => {
    helper.on('result', ({ results }) => resolve(results));
    helper.on('error', ({ error }) => reject(error));
    helper.search();
  });
  const makes = result.getFacetValues('make', {}) as { name: string; count: number }[];
  expect(makes.length).toBeGreaterThan(1);
  expect(result.hits.every((h) => (h as unknown as { make: string }).make === 'Toyota')).toBe(true);
  expect(result.nbHits).toBe(makes.find((m) => m.name === 'Toyota')!.count);
});

describe('federated multi-search', () => {
  it('merges the queries by weighted score, each car once, with _federation', async () => {
    const r = await post(
      '/api/search/multi-search',
      JSON.stringify({
        federation: { limit: 200 },
        queries: [
          { indexUid: 'cars', q: 'ford', federationOptions: { weight: 0.5 } },
          { indexUid: 'cars', q: 'toyota' },
          { indexUid: 'cars', q: 'toyota hilux' },
        ],
      }),
    );
    expect(r.status).toBe(200);
    const hits = r.json.hits as { id: unknown; make: string; _federation: { indexUid: string; queriesPosition: number; weightedRankingScore: number } }[];
    expect(hits.length).toBeGreaterThan(2);
    expect(new Set(hits.map((h) => h.id)).size).toBe(hits.length);
    const firstFord = hits.findIndex((h) => h.make === 'Ford');
    expect(firstFord).toBeGreaterThan(0);
    expect(hits.slice(0, firstFord).every((h) => h.make === 'Toyota')).toBe(true);
    expect(hits[firstFord]!._federation).toEqual({ indexUid: 'cars', queriesPosition: 0, weightedRankingScore: 0.5 });
    const scores = hits.map((h) => h._federation.weightedRankingScore);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(r.json).toMatchObject({ limit: 200, offset: 0 });
  });

  it('refuses pagination inside a federated query, and federationOptions without federation', async () => {
    const paged = await post('/api/search/multi-search', JSON.stringify({ federation: {}, queries: [{ indexUid: 'cars', limit: 5 }] }));
    expect(paged.status).toBe(400);
    expect(paged.json).toEqual({ ...MEILI_ERROR, code: 'invalid_multi_search_query_pagination' });
    const loose = await post('/api/search/multi-search', JSON.stringify({ queries: [{ indexUid: 'cars', federationOptions: { weight: 2 } }] }));
    expect(loose.json).toEqual({ ...MEILI_ERROR, code: 'invalid_multi_search_federation_options' });
  });
});

describe("errors in Meilisearch's shape, never 5xx", () => {
  it.each([
    ['an unknown index inside multi-search is 400 index_not_found', '/api/search/multi-search', '{"queries":[{"indexUid":"doggo"}]}', 400, 'index_not_found'],
    ['a missing indexUid', '/api/search/multi-search', '{"queries":[{"q":"x"}]}', 400, 'missing_index_uid'],
    ['an invalid indexUid', '/api/search/multi-search', '{"queries":[{"indexUid":"a b"}]}', 400, 'invalid_index_uid'],
    ['an unknown parameter', '/api/search/indexes/cars/search', '{"marin":"hello"}', 400, 'bad_request'],
    ['a wrongly typed page', '/api/search/indexes/cars/search', '{"page":"doggo"}', 400, 'invalid_search_page'],
    [
      'a code point past U+10FFFF in a filter',
      '/api/search/indexes/cars/search',
      JSON.stringify({ filter: 'make = "\\u{110000}"' }),
      400,
      'invalid_search_filter',
    ],
    ['JSON nested 5,000 levels', '/api/search/multi-search', `${'['.repeat(5000)}${']'.repeat(5000)}`, 400, 'bad_request'],
    [
      'a filter nested 5,000 levels in an object',
      '/api/search/indexes/cars/search',
      `{"filter":${'['.repeat(5000)}"x"${']'.repeat(5000)}}`,
      400,
      'bad_request',
    ],
    [
      '21 queries',
      '/api/search/multi-search',
      JSON.stringify({ queries: Array.from({ length: 21 }, () => ({ indexUid: 'cars', limit: 0 })) }),
      400,
      'bad_request',
    ],
    [
      'more than 1000 hits in all',
      '/api/search/multi-search',
      JSON.stringify({
        queries: [
          { indexUid: 'cars', limit: 600 },
          { indexUid: 'cars', limit: 600 },
        ],
      }),
      400,
      'bad_request',
    ],
    ['an unknown index on the index route is 404', '/api/search/indexes/doggo/search', '{}', 404, 'index_not_found'],
  ])('%s', async (_, path, body, status, code) => {
    const r = await post(path, body);
    expect(r.status).toBe(status);
    expect(r.json).toEqual({ ...MEILI_ERROR, code });
  });

  it('GET parameters that do not parse', async () => {
    const res = await get(server.port, HOST, '/api/search/indexes/cars/search?offset=doggo');
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({
      ...MEILI_ERROR,
      code: 'invalid_search_offset',
      message: 'Invalid value in parameter `offset`: could not parse `doggo` as a positive integer',
    });
  });

  it('puts "Index `cars`: " before the errors raised while searching, after "Inside `.queries[i]`: "', async () => {
    const single = await post('/api/search/indexes/cars/search', JSON.stringify({ filter: 'doggo = 1' }));
    expect(single.status).toBe(400);
    expect((single.json as { message: string }).message).toMatch(
      /^Index `cars`: Attribute `doggo` is not filterable\. Available filterable attribute patterns are: /,
    );
    const multi = await post('/api/search/multi-search', JSON.stringify({ queries: [{ indexUid: 'cars' }, { indexUid: 'cars', sort: ['doggo:asc'] }] }));
    expect(multi.status).toBe(400);
    expect((multi.json as { message: string }).message).toMatch(/^Inside `\.queries\[1\]`: Index `cars`: Attribute `doggo` is not sortable\./);
    const syntax = await post('/api/search/indexes/cars/search', JSON.stringify({ filter: 'doggo =' }));
    expect((syntax.json as { message: string }).message).toMatch(/^Was expecting a value/);
  });

  it('/cars/?price=1e21: renders the stock page with no car, not an error', async () => {
    const res = await get(server.port, HOST, '/search/used-cars/?price=1e21:');
    expect(res.status).toBe(200);
    expect(res.body).toContain('search-heading');
  });
});

it('the stock page boot data carries card fields only, and a 100-car page is at most 30 KB brotli', async () => {
  const res = await get(server.port, HOST, '/search/used-cars/');
  expect(res.status).toBe(200);
  expect((res.body.match(/car-card/g) ?? []).length).toBeGreaterThanOrEqual(100);
  expect(res.body.includes('"vin":'), 'a hit in the boot data carries its VIN').toBe(false);
  const brotli = brotliCompressSync(Buffer.from(res.body)).length;
  console.log(`stock page: ${res.body.length} bytes, ${brotli} bytes brotli`);
  expect(brotli).toBeLessThanOrEqual(30 * 1024);
});
