// The search contract, run against every provider: the embedded index always, a real Meilisearch
// server when MEILI_HOST is set (MEILI_API_KEY optional). Expected values come from a plain
// reference evaluation of the same cars, and cases compare hits, counts, facetDistribution and
// facetStats, not only "no error".
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Car } from '../../schemas/types/car';
import type { Site } from '../../schemas/types/site';
import type { SearchQuery } from '../../runtime/lib/search/search-types';
import { EmbeddedProvider } from '../../server/search/embedded-provider';
import { MeilisearchProvider } from '../../server/search/meilisearch-provider';
import type { SearchProvider } from '../../server/search/search-provider';
import { scopeQueries } from '../../server/search/tenant-scope';
import { SearchError } from '../../server/search/embedded';
import { isCarShown, soldWindowDays } from '../../runtime/lib/vehicle/visibility';

const cars = (JSON.parse(readFileSync('tenants/southern-cross-autos/stock.json', 'utf8')) as { cars: Car[] }).cars;
const site = JSON.parse(readFileSync('tenants/southern-cross-autos/site.json', 'utf8')) as Site;
const TENANT = 'contract-test';

const providers: [string, () => SearchProvider][] = [['embedded', () => new EmbeddedProvider()]];
if (process.env.MEILI_HOST) providers.push(['meilisearch', () => new MeilisearchProvider(process.env.MEILI_HOST!, process.env.MEILI_API_KEY, 'contract_')]);

// Reference semantics: what the tenant may see (the website's visibility rule, on one fixed
// clock), then the case's own predicate.
const NOW = Math.floor(Date.now() / 1000);
const visible = (c: Car) => isCarShown(c, NOW, soldWindowDays(site));
const eq = (a: unknown, b: string) => String(a).toLowerCase() === b.toLowerCase();

function distribution(hits: Car[], attribute: keyof Car): Record<string, number> {
  const out: Record<string, number> = {};
  for (const c of hits) {
    const v = c[attribute];
    if (v === null || v === undefined) continue;
    out[String(v)] = (out[String(v)] ?? 0) + 1;
  }
  return out;
}

function stats(hits: Car[], attribute: keyof Car): { min: number; max: number } | undefined {
  const values = hits.map((c) => c[attribute]).filter((v): v is number => typeof v === 'number');
  return values.length ? { min: Math.min(...values), max: Math.max(...values) } : undefined;
}

interface Case {
  name: string;
  query: Omit<SearchQuery, 'indexUid'>;
  expected: (c: Car) => boolean;
  sortBy?: (a: Car, b: Car) => number;
  facets?: (keyof Car)[];
  stats?: (keyof Car)[];
}

const byPriceAsc = (a: Car, b: Car) => (a.price ?? Infinity) - (b.price ?? Infinity) || 0;

const cases: Case[] = [
  {
    name: 'equality is case-insensitive; AND with a numeric range; sorted by price',
    query: { filter: 'make = "toyota" AND price >= 20000', facets: ['model', 'car_type'], sort: ['price:asc'], limit: 1000 },
    expected: (c) => eq(c.make, 'toyota') && (c.price ?? -1) >= 20000,
    sortBy: byPriceAsc,
    facets: ['model', 'car_type'],
  },
  {
    name: 'IN, NOT and OR with precedence NOT > AND > OR',
    query: { filter: 'body IN [SUV, Ute] AND NOT status = sold OR make = Holden', facets: ['body', 'status'], limit: 1000 },
    expected: (c) => ((c.body === 'SUV' || c.body === 'Ute') && c.status !== 'sold') || eq(c.make, 'holden'),
    facets: ['body', 'status'],
  },
  {
    name: 'TO range with facetStats',
    query: { filter: 'year 2018 TO 2021', facets: ['price', 'km', 'year'], limit: 1000 },
    expected: (c) => c.year >= 2018 && c.year <= 2021,
    stats: ['price', 'km', 'year'],
  },
  {
    name: 'array form: outer AND, inner OR; booleans',
    query: {
      filter: [['dealership_slug = southern-cross-autos-cowra', 'dealership_slug = southern-cross-autos-orange'], 'certified = true'],
      facets: ['dealership_slug'],
      limit: 1000,
    },
    expected: (c) => (c.dealership_slug === 'southern-cross-autos-cowra' || c.dealership_slug === 'southern-cross-autos-orange') && c.certified === true,
    facets: ['dealership_slug'],
  },
  {
    name: 'IS NULL and EXISTS',
    query: { filter: 'price IS NULL AND tag EXISTS', limit: 1000 },
    expected: (c) => c.price === null && 'tag' in c,
  },
];

describe.each(providers)('search contract: %s provider', (_name, make) => {
  let provider: SearchProvider;
  beforeAll(async () => {
    provider = make();
    await provider.replaceStock(TENANT, cars);
  }, 180_000);

  const run = async (query: Omit<SearchQuery, 'indexUid'>) =>
    (await provider.multiSearch(TENANT, scopeQueries({ queries: [{ indexUid: 'cars', ...query }] }, site, NOW))).results[0]!;

  it('the sample has cars the scope hides, so scoping is really tested', () => {
    expect(cars.filter((c) => !visible(c)).length).toBeGreaterThan(0);
  });

  it.each(cases)('$name', async ({ query, expected, sortBy, facets, stats: statAttributes }) => {
    const result = await run(query);
    const want = cars.filter((c) => visible(c) && expected(c));
    expect(want.length).toBeGreaterThan(0);
    expect(result.estimatedTotalHits).toBe(want.length);
    const ids = result.hits.map((h) => String(h.id));
    if (sortBy) {
      const prices = result.hits.map((h) => (h.price as number | null) ?? Infinity);
      expect(prices).toEqual([...want].sort(sortBy).map((c) => c.price ?? Infinity));
    }
    expect(new Set(ids)).toEqual(new Set(want.map((c) => String(c.id))));
    for (const f of facets ?? []) expect(result.facetDistribution?.[f]).toEqual(distribution(want, f));
    for (const s of statAttributes ?? []) expect(result.facetStats?.[s]).toEqual(stats(want, s));
  });

  it('never returns a car hidden from the dealer website, even when asked for it by id', async () => {
    const hidden = cars.find((c) => !visible(c))!;
    const result = await run({ filter: `id = ${JSON.stringify(String(hidden.id))} OR show_on_dealer_website = false` });
    expect(result.hits).toEqual([]);
  });

  it('limit and offset page through the same order; estimatedTotalHits counts all', async () => {
    const all = await run({ sort: ['price:desc'], limit: 1000 });
    const page2 = await run({ sort: ['price:desc'], limit: 10, offset: 10 });
    expect(page2.hits.map((h) => h.id)).toEqual(all.hits.slice(10, 20).map((h) => h.id));
    expect(page2.estimatedTotalHits).toBe(cars.filter(visible).length);
  });

  it('a stock number query finds that car first', async () => {
    const target = cars.find((c) => visible(c) && c.stocknum)!;
    const result = await run({ q: `"${target.stocknum}"`, limit: 5 });
    expect(result.hits[0]?.id).toBe(target.id);
  });

  it('a malformed filter is a Meilisearch invalid_search_filter error naming the position', async () => {
    const error = await run({ filter: 'price >' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SearchError);
    expect((error as SearchError).code).toBe('invalid_search_filter');
    expect((error as SearchError).httpStatus).toBe(400);
    expect((error as SearchError).message).toMatch(/\d+:\d+/);
  });
});

describe.each(providers)("a tenant's search.json stopWords: %s provider", (_name, make) => {
  const STOP_TENANT = 'contract-stop-words';
  let provider: SearchProvider;
  beforeAll(async () => {
    provider = make();
    await provider.replaceStock(STOP_TENANT, cars, { stopWords: ['Toyota'] });
  }, 180_000);
  const count = async (q: string) =>
    (await provider.multiSearch(STOP_TENANT, scopeQueries({ queries: [{ indexUid: 'cars', q, limit: 1 }] }, site, NOW))).results[0]!.estimatedTotalHits ?? -1;

  it('a stop word typed with a trailing space is not searched: the query is a placeholder search', async () => {
    expect(await count('toyota ')).toBeLessThan(await count(''));
    expect(await count('Toyota ')).toBe(await count(''));
  });

  it('the settings endpoint lists them', async () => {
    expect((await provider.settings(STOP_TENANT)).stopWords).toEqual(['Toyota']);
  });
});
