// The bitset engine against a naive per-document evaluation on generated data: catches word
// boundary, dense-range and presorted-walk mistakes that a 20-car fixture cannot reach.
import { describe, expect, it } from 'vitest';
import { EmbeddedIndex } from '../../../server/search/embedded';
import { mulberry32 } from '../../../builder-cli/stock/prng';

const prng = mulberry32;

type Doc = { id: number; make?: string; price?: number | null; km?: number; tags?: string[] };
const random = prng(7);
const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
const MAKES = ['Toyota', 'toyota', 'Mazda', 'Ford', 'Kia'];
const docs: Doc[] = Array.from({ length: 1037 }, (_, id) => {
  const doc: Doc = { id };
  if (random() < 0.9) doc.make = pick(MAKES);
  const r = random();
  if (r < 0.8) doc.price = Math.round(random() * 100) * 1000;
  else if (r < 0.9) doc.price = null;
  if (random() < 0.95) doc.km = Math.floor(random() * 200) * 1000;
  if (random() < 0.7) doc.tags = Array.from({ length: Math.floor(random() * 3) }, () => pick(['a', 'b', 'c']));
  return doc;
});

const index = new EmbeddedIndex('gen', {
  primaryKey: 'id',
  filterableAttributes: ['make', 'price', 'km', 'tags'],
  sortableAttributes: ['price', 'km', 'make'],
  searchableAttributes: ['make'],
  maxTotalHits: 5000,
});
index.replaceAll(docs as unknown as Record<string, unknown>[]);

type Predicate = [string, (d: Doc) => boolean];
function randomCondition(): Predicate {
  const lo = Math.round(random() * 100) * 1000;
  const hi = lo + Math.round(random() * 60) * 1000;
  const make = pick(MAKES);
  const tag = pick(['a', 'b', 'c']);
  const options: Predicate[] = [
    [`price >= ${lo}`, (d) => typeof d.price === 'number' && d.price >= lo],
    [`price < ${lo}`, (d) => typeof d.price === 'number' && d.price < lo],
    [`km ${lo} TO ${hi}`, (d) => d.km !== undefined && d.km >= lo && d.km <= hi],
    [`km > ${hi}`, (d) => d.km !== undefined && d.km > hi],
    [`make = ${make}`, (d) => d.make?.toLowerCase() === make.toLowerCase()],
    [`make != ${make}`, (d) => d.make?.toLowerCase() !== make.toLowerCase()],
    [`tags = ${tag}`, (d) => d.tags?.includes(tag) ?? false],
    ['tags IS EMPTY', (d) => d.tags !== undefined && d.tags.length === 0],
    ['price IS NULL', (d) => d.price === null],
    ['price EXISTS', (d) => d.price !== undefined],
    [`price = ${lo}`, (d) => d.price === lo],
  ];
  return pick(options);
}

function randomFilter(depth = 0): Predicate {
  const r = random();
  if (depth > 2 || r < 0.4) return randomCondition();
  const [a, fa] = randomFilter(depth + 1);
  const [b, fb] = randomFilter(depth + 1);
  if (r < 0.6) return [`(${a}) AND (${b})`, (d) => fa(d) && fb(d)];
  if (r < 0.8) return [`(${a}) OR (${b})`, (d) => fa(d) || fb(d)];
  return [`NOT (${a})`, (d) => !fa(d)];
}

function sortKey(d: Doc, attribute: 'price' | 'km' | 'make', desc: boolean): [number, number | string] {
  const v = d[attribute];
  if (typeof v === 'number') return [0, desc ? -v : v];
  if (typeof v === 'string') return [1, v.toLowerCase()];
  return [2, 0];
}

describe('bitset engine agrees with a naive evaluation', () => {
  it.each(Array.from({ length: 60 }, (_, i) => i))('random filter #%i', () => {
    const [filter, predicate] = randomFilter();
    const expected = docs.filter(predicate).map((d) => d.id);
    const result = index.search({ indexUid: 'gen', filter, limit: 2000 });
    expect(
      result.hits.map((h) => h.id),
      filter,
    ).toEqual(expected);
    expect(result.estimatedTotalHits).toBe(expected.length);
  });

  it.each(Array.from({ length: 30 }, (_, i) => i))('random filter, sort and page #%i', () => {
    const [filter, predicate] = randomFilter();
    const first = pick(['price', 'km', 'make'] as const);
    const second = pick(['price', 'km'] as const);
    const firstDesc = random() < 0.5;
    const secondDesc = random() < 0.5;
    const offset = Math.floor(random() * 40);
    const limit = 1 + Math.floor(random() * 30);
    const cmp = (x: [number, number | string], y: [number, number | string]): number => x[0] - y[0] || (x[1] < y[1] ? -1 : x[1] > y[1] ? 1 : 0);
    const expected = docs
      .filter(predicate)
      .sort((a, b) => {
        const ka = sortKey(a, first, firstDesc);
        const kb = sortKey(b, first, firstDesc);
        if (first === 'make' && firstDesc && ka[0] === 1 && kb[0] === 1) return cmp(kb, ka) || secondKey(a, b);
        return cmp(ka, kb) || secondKey(a, b);
      })
      .slice(offset, offset + limit)
      .map((d) => d.id);
    function secondKey(a: Doc, b: Doc): number {
      return cmp(sortKey(a, second, secondDesc), sortKey(b, second, secondDesc)) || a.id - b.id;
    }
    const sort = [`${first}:${firstDesc ? 'desc' : 'asc'}`, `${second}:${secondDesc ? 'desc' : 'asc'}`];
    const result = index.search({ indexUid: 'gen', filter, sort, offset, limit });
    expect(
      result.hits.map((h) => h.id),
      `${filter} ${sort.join(',')} ${offset}+${limit}`,
    ).toEqual(expected);
  });

  it.each(Array.from({ length: 25 }, (_, i) => i))('counts facets like a naive count #%i', (i) => {
    // Some runs without a filter, so both counting strategies (per value and per document) are hit.
    const [filter, predicate] = i % 5 === 0 ? ['', () => true] : randomFilter();
    const matched = docs.filter(predicate);
    // Values group case-insensitively under the spelling the index saw first.
    const naive = (values: (d: Doc) => (string | number)[]): Record<string, number> => {
      const display = new Map<string, string>();
      for (const d of docs) for (const v of values(d)) if (!display.has(String(v).toLowerCase())) display.set(String(v).toLowerCase(), String(v));
      const counts: Record<string, number> = {};
      for (const d of matched) {
        for (const v of new Set(values(d).map((x) => String(x).toLowerCase()))) {
          const key = display.get(v)!;
          counts[key] = (counts[key] ?? 0) + 1;
        }
      }
      return counts;
    };
    const prices = matched.map((d) => d.price).filter((p): p is number => typeof p === 'number');
    const result = index.search({ indexUid: 'gen', filter, facets: ['tags', 'price', 'make'], limit: 0 });
    expect(result.facetDistribution!.tags).toEqual(naive((d) => d.tags ?? []));
    expect(result.facetDistribution!.make).toEqual(naive((d) => (d.make === undefined ? [] : [d.make])));
    const priceCounts = naive((d) => (typeof d.price === 'number' ? [d.price] : []));
    expect(Object.keys(result.facetDistribution!.price!)).toEqual(
      Object.keys(priceCounts)
        .sort((a, b) => Number(a) - Number(b))
        .slice(0, 100),
    );
    expect(result.facetStats!.price).toEqual(prices.length ? { min: Math.min(...prices), max: Math.max(...prices) } : undefined);
  });
});

describe('matches far down the sort order, and the caches of repeated filters', () => {
  // Enough documents that a filter against the sort direction (price >= high, price ascending)
  // exhausts the presorted walk's budget, so the page comes from selecting by rank.
  const many = (seed: number): Doc[] => {
    const r = prng(seed);
    return Array.from({ length: 9000 }, (_, id) => ({ id, price: Math.floor(r() * 3000) * 10, km: Math.floor(r() * 50) * 1000, make: MAKES[id % 5]! }));
  };
  const big = new EmbeddedIndex('big', {
    primaryKey: 'id',
    filterableAttributes: ['price', 'make', 'km'],
    sortableAttributes: ['price', 'km'],
    searchableAttributes: ['make'],
  });
  const naivePage = (data: Doc[], min: number, offset: number, limit: number) =>
    data
      .filter((d) => d.price! >= min)
      .sort((a, b) => a.price! - b.price! || b.km! - a.km! || a.id - b.id)
      .slice(offset, offset + limit)
      .map((d) => d.id);

  it.each([
    // About 15, 150 and 600 matches, all past the walk's budget: selected by rank.
    [29_950, 0, 1],
    [29_500, 5, 20],
    [28_000, 50, 30],
    // Matches spread over the order: the walk.
    [25_000, 90, 10],
    [0, 0, 5],
  ])('price >= %i sorted by price asc then km desc, offset %i limit %i', (min, offset, limit) => {
    const data = many(11);
    big.replaceAll(data as unknown as Record<string, unknown>[]);
    const result = big.search({ indexUid: 'big', filter: `price >= ${min}`, sort: ['price:asc', 'km:desc'], offset, limit });
    expect(result.hits.map((h) => h.id)).toEqual(naivePage(data, min, offset, limit));
  });

  it('a repeated filter and facet answer from the new documents after replaceAll', () => {
    const before = many(12);
    const after = many(13);
    big.replaceAll(before as unknown as Record<string, unknown>[]);
    const query = { indexUid: 'big', filter: 'price >= 29000 AND make = Ford', sort: ['price:asc', 'km:desc'], facets: ['make', 'km'], limit: 3 };
    const count = (data: Doc[]) => data.filter((d) => d.price! >= 29000 && d.make === 'Ford').length;
    const first = big.search(query);
    expect(big.search(query)).toEqual({ ...first, processingTimeMs: expect.any(Number) });
    expect(first.facetDistribution!.make).toEqual({ Ford: count(before) });
    big.replaceAll(after as unknown as Record<string, unknown>[]);
    const again = big.search(query);
    expect(again.facetDistribution!.make).toEqual({ Ford: count(after) });
    expect(again.estimatedTotalHits).toBe(count(after));
    expect(again.hits.map((h) => h.id)).toEqual(
      after
        .filter((d) => d.price! >= 29000 && d.make === 'Ford')
        .sort((a, b) => a.price! - b.price! || b.km! - a.km! || a.id - b.id)
        .slice(0, 3)
        .map((d) => d.id),
    );
  });

  it('the same filter with another q or facet list is counted for that q and list', () => {
    big.replaceAll(many(14) as unknown as Record<string, unknown>[]);
    const all = big.search({ indexUid: 'big', filter: 'price < 1000', facets: ['make'], limit: 0 });
    const ford = big.search({ indexUid: 'big', q: 'ford', filter: 'price < 1000', facets: ['make', 'km'], limit: 0 });
    expect(Object.keys(all.facetDistribution!.make!).length).toBe(4); // Toyota and toyota are one value
    expect(Object.keys(ford.facetDistribution!.make!)).toEqual(['Ford']);
    expect(ford.facetDistribution!.make!.Ford).toBe(all.facetDistribution!.make!.Ford);
  });
});

describe('nearest first over many documents (distance ranks, presorted walk)', () => {
  const r = prng(21);
  // 6000 cars at 40 places around Bathurst (several cars per place, so distances tie), 5% without _geo.
  const places = Array.from({ length: 40 }, () => ({ lat: -33.42 + (r() - 0.5) * 4, lng: 149.58 + (r() - 0.5) * 4 }));
  const geoDocs = Array.from({ length: 6000 }, (_, id) => ({
    id,
    price: Math.floor(r() * 50) * 1000,
    ...(r() < 0.95 ? { _geo: places[Math.floor(r() * places.length)]! } : {}),
  }));
  const geoIndex = new EmbeddedIndex('geo', {
    primaryKey: 'id',
    filterableAttributes: ['price', '_geo'],
    sortableAttributes: ['price', '_geo'],
    searchableAttributes: [],
    maxTotalHits: 10_000,
  });
  geoIndex.replaceAll(geoDocs as unknown as Record<string, unknown>[]);
  const RAD = Math.PI / 180;
  const metres = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) => {
    const h = Math.sin(((b.lat - a.lat) * RAD) / 2) ** 2 + Math.cos(a.lat * RAD) * Math.cos(b.lat * RAD) * Math.sin(((b.lng - a.lng) * RAD) / 2) ** 2;
    return Math.round(2 * 6_371_000 * Math.asin(Math.min(1, Math.sqrt(h))));
  };
  const from = { lat: -33.42, lng: 149.58 };

  it.each([
    ['asc', '', 0, 100],
    ['asc', 'price >= 45000', 3, 40],
    ['desc', '', 0, 60],
    ['asc', '', 5690, 50],
  ] as const)('_geoPoint %s, filter "%s", offset %i limit %i: by whole metres, then price desc, then id; no _geo last', (direction, filter, offset, limit) => {
    const key = (d: (typeof geoDocs)[number]) => (d._geo ? metres(from, d._geo) : null);
    const expected = geoDocs
      .filter((d) => !filter || d.price >= 45000)
      .sort((a, b) => {
        const ka = key(a);
        const kb = key(b);
        if (ka === null || kb === null) return (ka === null ? 1 : 0) - (kb === null ? 1 : 0) || b.price - a.price || a.id - b.id;
        return (direction === 'asc' ? ka - kb : kb - ka) || b.price - a.price || a.id - b.id;
      })
      .slice(offset, offset + limit);
    const result = geoIndex.search({
      indexUid: 'geo',
      ...(filter ? { filter } : {}),
      sort: [`_geoPoint(${from.lat}, ${from.lng}):${direction}`, 'price:desc'],
      offset,
      limit,
    });
    expect(result.hits.map((h) => h.id)).toEqual(expected.map((d) => d.id));
    expect(result.hits.map((h) => h._geoDistance ?? null)).toEqual(expected.map(key));
  });
});
