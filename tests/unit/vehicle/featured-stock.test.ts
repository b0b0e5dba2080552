import { describe, expect, it } from 'vitest';
import { featuredStockKey, featuredStockPath, featuredStockQuery, parseFeaturedStockQuery } from '../../../runtime/lib/vehicle/featured-stock';

describe('featuredStockQuery', () => {
  it.each([
    ['defaults: the latest 6', {}, { ids: [], limit: 6 }],
    ['ids as text, trimmed, once each, in order', { carIds: [' RM1 ', 42, 'RM1', ''] }, { ids: ['RM1', '42'], limit: 6 }],
    ['limit at most 12', { limit: 50 }, { ids: [], limit: 12 }],
    ['a nonsense limit is the default', { limit: 0 }, { ids: [], limit: 6 }],
  ])('%s', (_, props, expected) => expect(featuredStockQuery(props)).toEqual(expected));

  it('the API path reads back to the same query (the server and the block share the cache key)', () => {
    const q = featuredStockQuery({ carIds: ['RM1', 42], limit: 3 });
    const params = Object.fromEntries(new URL(featuredStockPath(q), 'https://x.example').searchParams);
    expect(parseFeaturedStockQuery(params)).toEqual(q);
    expect(featuredStockKey(parseFeaturedStockQuery(params))).toEqual(featuredStockKey(q));
    expect(parseFeaturedStockQuery({})).toEqual({ ids: [], limit: 6 });
  });
});
