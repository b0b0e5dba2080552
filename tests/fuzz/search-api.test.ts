// Property-based tests over the search API and the stock pages' query strings, through a real
// server: whatever is sent, the API answers 2xx or 4xx with Meilisearch's error shape, the pages
// never answer 5xx, and nothing hangs (each request times out after 10 s in the helper).
// Seeded: FUZZ_SEED=<n> replays a run; fast-check prints the seed and the shrunk case on failure.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get } from '../helpers/http';
import { startTestServer, type RunningServer } from '../helpers/server';
import { withEnv } from '../helpers/env';
import { SEARCH_PARAMETERS } from '../../server/search/embedded/search-params';

const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const RUNS = Number(process.env.FUZZ_RUNS ?? 150);
const HOST = 'southern-cross-autos.localhost';
let server: RunningServer;

beforeAll(async () => {
  server = await withEnv({ SEARCH_RATE_LIMIT_PER_MINUTE: '1000000' }, () => startTestServer('tenants'));
});
afterAll(async () => {
  await server?.close();
});

const PARAMETERS = [...SEARCH_PARAMETERS, 'indexUid', 'federationOptions', 'facetName', 'facetQuery', 'vector', 'marin', 'showRankingScore'];
const FILTER_PIECES = [
  'make',
  'price',
  'year',
  'km',
  'make.x',
  'location.slug',
  '_geo',
  '_geoRadius(1, 2, 3)',
  '_geoBoundingBox([1, 2], [3, 4])',
  '=',
  '!=',
  '>',
  '>=',
  '<',
  '<=',
  'AND',
  'OR',
  'NOT',
  'and',
  'or',
  'IN',
  '[',
  ']',
  ',',
  '(',
  ')',
  'TO',
  'EXISTS',
  'IS',
  'NULL',
  'EMPTY',
  '"Toyota"',
  "'x'",
  '"\\u{110000}"',
  '"\\x7f"',
  '10',
  '1e21',
  '1e+21',
  '-0',
  'NaN',
  'inf',
  '"',
  '\\',
  '\u0000',
  '\u{1F697}',
  '\uD800',
];

const ATTRIBUTES = ['make', 'price', 'year', 'km', 'make.x', 'location.slug', 'status', 'doggo', '_geo', '"make"'];
const OPERATORS = ['=', '!=', '>', '>=', '<', '<=', 'IN', 'NOT IN', 'EXISTS', 'NOT EXISTS', 'IS NULL', 'IS NOT EMPTY', 'TO'];
const VALUES = [
  '"Toyota"',
  "'x'",
  '"\\u{110000}"',
  '"\\u{D800}"',
  '"\\x7f"',
  '"\\q"',
  '10',
  '1e21',
  '1e+21',
  '-0',
  'NaN',
  '[1, 2',
  '[Toyota, "Ford"]',
  '10 TO 20',
  '"a\\"',
];
const condition = fc.tuple(fc.constantFrom(...ATTRIBUTES), fc.constantFrom(...OPERATORS), fc.constantFrom(...VALUES)).map((t) => t.join(' '));
const filterText = fc.oneof(
  fc.array(fc.constantFrom(...FILTER_PIECES), { maxLength: 12 }).map((p) => p.join(' ')),
  fc.array(fc.tuple(condition, fc.constantFrom(' AND ', ' OR ', ' AND NOT ', ') OR (')), { minLength: 1, maxLength: 4 }).map((parts) =>
    parts
      .map(([c, j]) => c + j)
      .join('')
      .replace(/ (AND|OR|AND NOT|\) OR \() $/, ''),
  ),
);
const value: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 10 }), { maxLength: 4 }),
  filterText,
  fc.array(fc.oneof(filterText, fc.array(filterText, { maxLength: 3 })), { maxLength: 3 }),
  fc.jsonValue({ maxDepth: 3 }),
  fc.constant('x'.repeat(70_000)),
);
const query = fc.dictionary(fc.constantFrom(...PARAMETERS), value, { maxKeys: 6 });
const filterOnly = fc.record(
  { filter: fc.oneof(filterText, fc.array(fc.oneof(filterText, fc.array(filterText, { maxLength: 3 })), { maxLength: 3 })), q: fc.string({ maxLength: 20 }) },
  { requiredKeys: ['filter'] },
);
const body: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: filterOnly.map((q) => JSON.stringify(q)) },
  {
    weight: 4,
    arbitrary: fc.array(filterOnly, { minLength: 1, maxLength: 3 }).map((qs) => JSON.stringify({ queries: qs.map((q) => ({ ...q, indexUid: 'cars' })) })),
  },
  {
    weight: 6,
    arbitrary: fc
      .tuple(
        fc.array(
          fc.oneof(
            query,
            query.map((q) => ({ ...q, indexUid: 'cars' })),
          ),
          { maxLength: 4 },
        ),
        fc.oneof(fc.boolean(), fc.dictionary(fc.constantFrom('offset', 'limit', 'x'), value, { maxKeys: 2 })),
      )
      .map(([queries, fed]) => JSON.stringify(fed ? { queries, federation: fed === true ? {} : fed } : { queries })),
  },
  { weight: 3, arbitrary: query.map((q) => JSON.stringify(q)) },
  { weight: 1, arbitrary: fc.jsonValue().map((v) => JSON.stringify(v)) },
  { weight: 1, arbitrary: fc.string({ maxLength: 60 }) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 20_000 }).map((n) => `${'['.repeat(n)}${']'.repeat(n)}`) },
);

const isMeilisearchError = (json: unknown): boolean => {
  const e = json as Record<string, unknown>;
  return (
    typeof e?.message === 'string' &&
    typeof e.code === 'string' &&
    e.type === 'invalid_request' &&
    String(e.link).startsWith('https://docs.meilisearch.com/errors#')
  );
};

async function expectApiAnswer(method: string, path: string, payload?: string): Promise<void> {
  const res = await get(server.port, HOST, path, {
    method,
    headers: { 'Content-Type': 'application/json' },
    ...(payload !== undefined ? { body: payload } : {}),
  });
  expect(res.status, `${method} ${path} ${payload?.slice(0, 300)}`).toBeLessThan(500);
  const json: unknown = JSON.parse(res.body);
  if (res.status >= 400) expect(isMeilisearchError(json), res.body.slice(0, 300)).toBe(true);
}

describe('search API', () => {
  it.each(['/api/search/multi-search', '/api/search/indexes/cars/search', '/api/search/indexes/cars/facet-search', '/api/search/indexes/doggo/search'])(
    "POST %s: 2xx, or 4xx in Meilisearch's error shape",
    async (path) => {
      await fc.assert(
        fc.asyncProperty(body, (b) => expectApiAnswer('POST', path, b)),
        { seed: SEED, numRuns: RUNS },
      );
    },
    60_000,
  );

  it('GET /api/search/indexes/cars/search with any query string', async () => {
    const qs = fc.dictionary(fc.constantFrom(...PARAMETERS), fc.oneof(fc.string({ maxLength: 30 }), filterText, fc.integer().map(String)), { maxKeys: 5 });
    await fc.assert(
      fc.asyncProperty(qs, (params) => expectApiAnswer('GET', `/api/search/indexes/cars/search?${new URLSearchParams(params as Record<string, string>)}`)),
      { seed: SEED, numRuns: RUNS },
    );
  }, 60_000);
});

describe('stock pages', () => {
  const names = ['make', 'model', 'price', 'km', 'year', 'subscription_price', 'q', 'sort', 'page', 'car_type', 'body', 'seats', 'certified', 'location_name'];
  const raw = fc.oneof(
    fc.string({ maxLength: 30 }),
    fc.constantFrom('1e21:', ':1e21', '-1e308:1e308', '1e999', 'NaN:', '%', '%E0%A4%A', '\u0000', '99999999999999999999', '::'),
  );
  const search = fc
    .array(fc.tuple(fc.constantFrom(...names), raw), { maxLength: 6 })
    .map((pairs) => pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&'));
  const rawSearch = fc.string({ maxLength: 60 }).map((s) => s.replace(/[#\s]/g, ''));

  it.each(['/cars/', '/search/used-cars/', '/search/new-cars', '/search/southern-cross-autos-cowra'])(
    'GET %s?<anything> never answers 5xx',
    async (path) => {
      await fc.assert(
        fc.asyncProperty(fc.oneof(search, rawSearch), async (qs) => {
          const res = await get(server.port, HOST, `${path}?${qs}`);
          expect(res.status, `${path}?${qs}`).toBeLessThan(500);
        }),
        { seed: SEED, numRuns: Math.ceil(RUNS / 6) },
      );
    },
    60_000,
  );
});
