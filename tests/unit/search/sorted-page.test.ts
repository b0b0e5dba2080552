// A sorted page either walks the sort's presorted order or, when the matches sit far along it
// (a filter against the sort: `price >= 80000` sorted by price ascending), selects by rank. With
// 12,000 documents both paths run; the page must be the naive sort's slice either way.
import { describe, expect, it } from 'vitest';
import { EmbeddedIndex } from '../../../server/search/embedded';
import { mulberry32 } from '../../../builder-cli/stock/prng';

const random = mulberry32(13);
type Doc = { id: number; price?: number; year: number };
const docs: Doc[] = Array.from({ length: 12_000 }, (_, id) => {
  const doc: Doc = { id, year: 2000 + Math.floor(random() * 25) };
  // Whole thousands: many ties, which the document order breaks.
  if (random() < 0.95) doc.price = Math.floor(random() * 100) * 1000;
  return doc;
});
const index = new EmbeddedIndex('cars', {
  primaryKey: 'id',
  filterableAttributes: ['price', 'year'],
  sortableAttributes: ['price', 'year'],
  searchableAttributes: [],
});
index.replaceAll(docs as unknown as Record<string, unknown>[]);

function naive(keep: (d: Doc) => boolean, desc: boolean): number[] {
  const key = (d: Doc) => (d.price === undefined ? Infinity : desc ? -d.price : d.price);
  return docs
    .filter(keep)
    .sort((a, b) => key(a) - key(b) || a.id - b.id)
    .map((d) => d.id);
}

describe('a sorted page is the same whichever way it is selected', () => {
  it.each<[string, string, (d: Doc) => boolean, 'asc' | 'desc', number, number]>([
    ['against the sort, one hit', 'price >= 90000', (d) => (d.price ?? -1) >= 90000, 'asc', 0, 1],
    ['against the sort, one hit, descending', 'price <= 5000', (d) => d.price !== undefined && d.price <= 5000, 'desc', 0, 1],
    ['against the sort, a page', 'price >= 80000', (d) => (d.price ?? -1) >= 80000, 'asc', 0, 100],
    ['against the sort, a later page', 'price >= 80000', (d) => (d.price ?? -1) >= 80000, 'asc', 40, 20],
    ['with the sort, one hit', 'price <= 50000', (d) => d.price !== undefined && d.price <= 50000, 'asc', 0, 1],
    ['sparse matches spread over the order', 'year = 2003', (d) => d.year === 2003, 'asc', 0, 5],
    ['sparse matches, past the first page', 'year = 2003', (d) => d.year === 2003, 'desc', 100, 50],
  ])('%s: %s', (_, filter, keep, direction, offset, limit) => {
    const hits = index.search({ indexUid: 'cars', filter, sort: [`price:${direction}`], offset, limit }).hits;
    const expected = naive(keep, direction === 'desc').slice(offset, offset + limit);
    expect(expected.length).toBe(limit);
    expect(hits.map((h) => h.id)).toEqual(expected);
  });
});
