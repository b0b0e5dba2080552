// Hits are built from per-shape templates (hit-shapes.ts) and text matches reuse pooled buffers
// (text-index.ts): neither may change what a search answers. These tests pin the hits' exact own
// keys and order, and compare a long-used index with a fresh one query by query.
import { describe, expect, it } from 'vitest';
import { EmbeddedIndex, type IndexSettings, type SearchQuery } from '../../../server/search/embedded';
import { carIndex, cars } from './car-fixture';

const settings: IndexSettings = {
  primaryKey: 'id',
  filterableAttributes: ['make', '_geo'],
  sortableAttributes: ['price', '_geo'],
  searchableAttributes: ['name', 'make'],
};

// Three shapes: the same keys in another order, a key fewer, and keys a template must not carry
// as plain properties (`__proto__` as an own key, an integer-like key).
const docs: Record<string, unknown>[] = [
  { id: 1, name: 'Toyota Hilux', make: 'Toyota', price: 50000, location: { name: 'Bathurst', slug: 'bathurst' }, _geo: { lat: -33.42, lng: 149.58 } },
  { make: 'Toyota', id: 2, price: 30000, name: 'Toyota Corolla', location: { name: 'Orange', slug: 'orange' }, _geo: { lat: -33.28, lng: 149.1 } },
  { id: 3, name: 'Ford Ranger', make: 'Ford', price: 60000 },
  JSON.parse('{"id": 4, "name": "Mazda CX-5", "make": "Mazda", "price": 40000, "__proto__": {"polluted": true}, "2024": "model year"}') as Record<
    string,
    unknown
  >,
];

function search(query: Omit<SearchQuery, 'indexUid'>): Record<string, unknown>[] {
  const index = new EmbeddedIndex('cars', settings);
  index.replaceAll(docs);
  // Twice: the second search copies the templates the first one made.
  index.search({ indexUid: 'cars', ...query });
  return index.search({ indexUid: 'cars', ...query }).hits;
}

describe('hits built from templates', () => {
  it('a hit has its own document keys in the document order, then the extras', () => {
    const hits = search({ sort: ['_geoPoint(-33.42, 149.58):asc'], attributesToHighlight: ['name'], q: 'toyota', limit: 10 });
    expect(hits.map((h) => Object.keys(h))).toEqual([
      ['id', 'name', 'make', 'price', 'location', '_geo', '_formatted', '_geoDistance'],
      ['make', 'id', 'price', 'name', 'location', '_geo', '_formatted', '_geoDistance'],
    ]);
    expect(hits[1]).toStrictEqual({
      ...docs[1],
      _formatted: {
        make: 'Toyota',
        id: 2,
        price: 30000,
        name: '<em>Toyota</em> Corolla',
        location: { name: 'Orange', slug: 'orange' },
        _geo: { lat: -33.28, lng: 149.1 },
      },
      _geoDistance: 47224,
    });
  });

  it('a document without _geo gets no _geoDistance, and each shape keeps its own keys', () => {
    const hits = search({ sort: ['_geoPoint(-33.42, 149.58):asc'], limit: 10 });
    expect(hits.map((h) => Object.keys(h).join(','))).toEqual([
      'id,name,make,price,location,_geo,_geoDistance',
      'make,id,price,name,location,_geo,_geoDistance',
      'id,name,make,price',
      '2024,id,name,make,price,__proto__',
    ]);
  });

  it('an own `__proto__` key stays a key: the hit keeps the plain prototype', () => {
    const [hit] = search({ filter: 'make = Mazda', attributesToHighlight: ['*'] });
    expect(Object.getPrototypeOf(hit)).toBe(Object.prototype);
    expect((hit as { polluted?: unknown }).polluted).toBeUndefined();
    expect(Object.getOwnPropertyDescriptor(hit, '__proto__')?.value).toEqual({ polluted: true });
    expect(JSON.parse(JSON.stringify(hit))).toEqual(JSON.parse(JSON.stringify({ ...docs[3], _formatted: { ...docs[3], id: '4', price: '40000' } })));
  });

  it('attributesToRetrieve keeps the listed attributes in the document order', () => {
    const hits = search({ attributesToRetrieve: ['price', 'id'], attributesToHighlight: ['make'], sort: ['price:asc'], limit: 2 });
    expect(hits).toStrictEqual([
      { id: 2, price: 30000, _formatted: { make: 'Toyota', id: 2, price: 30000 } },
      { id: 4, price: 40000, _formatted: { id: 4, make: 'Mazda', price: 40000 } },
    ]);
    expect(hits.map((h) => `${Object.keys(h).join(',')} / ${Object.keys(h._formatted as object).join(',')}`)).toEqual([
      'id,price,_formatted / make,id,price',
      'id,price,_formatted / id,make,price',
    ]);
  });

  it('a dotted attribute reaches into the object (no template for it)', () => {
    const hits = search({ attributesToRetrieve: ['id', 'location.slug'], filter: 'make = Toyota', sort: ['price:asc'] });
    expect(hits).toStrictEqual([
      { id: 2, location: { slug: 'orange' } },
      { id: 1, location: { slug: 'bathurst' } },
    ]);
  });

  it('_formatted formats only what is highlighted; the rest is the value itself', () => {
    const [plain] = search({ filter: 'make = Ford', attributesToHighlight: ['location.name', 'price'] });
    expect(plain).toStrictEqual({ ...docs[2], _formatted: { ...docs[2], price: '60000' } });
  });

  it('documents replaced with another shape get hits of the new shape', () => {
    const index = new EmbeddedIndex('cars', settings);
    index.replaceAll(docs);
    index.search({ indexUid: 'cars', attributesToHighlight: ['*'] });
    index.replaceAll([{ price: 1, id: 9, make: 'Kia', name: 'Kia Carnival' }]);
    expect(index.search({ indexUid: 'cars', attributesToHighlight: ['*'] }).hits).toStrictEqual([
      { price: 1, id: 9, make: 'Kia', name: 'Kia Carnival', _formatted: { price: '1', id: '9', make: 'Kia', name: 'Kia Carnival' } },
    ]);
  });
});

describe('text matches from reused buffers', () => {
  // Each query after many others (whose term matches went back to the pool) answers exactly what
  // it answers on a fresh index: same ids in the same order, same ranking scores.
  const queries: [string, SearchQuery['matchingStrategy'], 'finds' | 'finds none'][] = [
    ['toyota hilux', 'last', 'finds'],
    ['toyta corola hilux', 'frequency', 'finds'],
    ['"ascent sport" toyota', 'last', 'finds'],
    ['ford rang', 'all', 'finds'],
    ['kia platinum sunroof', 'last', 'finds'],
    ['landcrusier 300', 'frequency', 'finds'],
    ['"sport ascent"', 'last', 'finds none'],
    ['ABC123', 'all', 'finds'],
  ];
  const answer = (index: EmbeddedIndex, q: string, matchingStrategy: SearchQuery['matchingStrategy']) =>
    index.search({ indexUid: 'cars', q, matchingStrategy, limit: 100, showRankingScore: true } as SearchQuery).hits.map((h) => [h.id, h._rankingScore]);

  it.each(queries)('%s (%s) %s the same', (q, strategy, finds) => {
    const used = carIndex(cars);
    for (const [other, otherStrategy] of [...queries].reverse()) answer(used, other, otherStrategy);
    const expected = answer(carIndex(cars), q, strategy);
    expect(expected.length > 0).toBe(finds === 'finds');
    expect(answer(used, q, strategy)).toEqual(expected);
  });
});
