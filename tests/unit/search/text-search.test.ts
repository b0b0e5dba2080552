import { describe, expect, it } from 'vitest';
import { carIndex, ids } from './car-fixture';

const index = carIndex();

function found(q: string, filter?: string, matchingStrategy: 'all' | 'last' | 'frequency' = 'all'): unknown[] {
  const r = index.search({ indexUid: 'cars', q, filter, limit: 100, matchingStrategy });
  expect(r.estimatedTotalHits).toBe(r.hits.length);
  return ids(r.hits).sort((a, b) => (a as number) - (b as number));
}

describe('q: typo-tolerant prefix search (matchingStrategy all)', () => {
  it.each<[string, string, number[]]>([
    ['a make', 'toyota', [1, 2, 3, 16]],
    ['case and accents are ignored', 'SKODA', [12]],
    ['one typo in a 5-letter word', 'hilix', [1]],
    ['one typo in a 6-letter word', 'toyta', [1, 2, 3, 16]],
    ['two typos in a 9+ letter word', 'landcrusier', [16]],
    ['no typo allowed under 5 letters', 'forx', []],
    ['a swap of two letters is one typo', 'hliux', [1]],
    ['a typo on the first letter counts as two', 'jilux', []],
    ['a first-letter typo fits a 9+ letter budget', 'kandcruiser', [16]],
    ['the last word is a prefix', 'toy', [1, 2, 3, 16]],
    ['a prefix of the last word only', 'ford rang', [6]],
    ['earlier words are not prefixes', 'rang ford', []],
    ['with `all`, every word must match', 'corolla hilux', []],
    ['words across attributes', 'kia platinum', [11]],
    ['a badge', 'gr sport', [16]],
    ['a series', 'landcruiser 300', [16]],
    ['a stock number, prefix included', 'ABC123', [1, 19]],
    ['a quoted stock number matches exactly', '"ABC123"', [1]],
    ['a stock number with a dash', 'MZ-5501', [4]],
    ['a stock number mixing letters and digits', 'T2023-01', [2]],
    ['a VIN', 'MR0HA3CD100123456', [1]],
    ['a VIN with two typos', 'MR0HA3CD100123499', [1]],
    ['a phrase must be contiguous', '"ascent sport"', [2]],
    ['a phrase out of order does not match', '"sport ascent"', []],
    ['a phrase plus a word', '"ascent sport" toyota', [2]],
    ['nothing matches', 'zzzzqqq', []],
  ])('%s: %s', (_, q, expected) => {
    expect(found(q)).toEqual(expected);
  });

  it('an empty or blank q matches everything', () => {
    expect(found('')).toHaveLength(20);
    expect(found('   ')).toHaveLength(20);
  });

  it('combines with the filter', () => {
    expect(found('mazda', 'price EXISTS AND price IS NOT NULL')).toEqual([4]);
    expect(found('toyota', 'car_type = new')).toEqual([2, 16]);
  });

  it('ranks by relevance without sort', () => {
    // "rav4" appears in car 3 only; "toyota" in 1, 2, 3 and 16: car 3 matches both words, so it
    // comes first; with the default strategy (`last`) the other Toyotas follow.
    const r = index.search({ indexUid: 'cars', q: 'toyota rav' });
    expect(ids(r.hits)).toEqual([3, 1, 2, 16]);
    const byName = index.search({ indexUid: 'cars', q: 'hilux' });
    expect(ids(byName.hits)).toEqual([1]);
  });

  it('echoes q', () => {
    expect(index.search({ indexUid: 'cars', q: 'Toy' }).query).toBe('Toy');
  });
});

describe('highlighting', () => {
  it('wraps matched words in the highlighted attributes only', () => {
    const [hit] = index.search({ indexUid: 'cars', q: 'hilux', attributesToHighlight: ['name'] }).hits;
    expect(hit!._formatted).toMatchObject({ name: '2021 Toyota <em>Hilux</em> SR5', model: 'Hilux', year: 2021 });
  });

  it('highlights the typed part of a prefix match, with custom tags, in every attribute for "*"', () => {
    const r = index.search({
      indexUid: 'cars',
      q: 'toy',
      filter: 'stocknum = ABC123',
      attributesToHighlight: ['*'],
      highlightPreTag: '<b>',
      highlightPostTag: '</b>',
    });
    const formatted = r.hits[0]!._formatted as Record<string, unknown>;
    expect(formatted.name).toBe('2021 <b>Toy</b>ota Hilux SR5');
    expect(formatted.make).toBe('<b>Toy</b>ota');
    expect(formatted.location).toEqual({ name: 'Bathurst <b>Toy</b>ota', slug: 'bathurst' });
    expect(formatted.year).toBe('2021');
    expect(formatted.categories).toEqual(['ute', '4x4']);
  });

  it('highlights whole words matched with a typo', () => {
    const [hit] = index.search({ indexUid: 'cars', q: 'hilix', attributesToHighlight: ['name', 'model'] }).hits;
    expect(hit!._formatted).toMatchObject({ name: '2021 Toyota <em>Hilux</em> SR5', model: '<em>Hilux</em>' });
  });

  it('keeps accents and casing of the document', () => {
    const [hit] = index.search({ indexUid: 'cars', q: 'skoda', attributesToHighlight: ['make'] }).hits;
    expect((hit!._formatted as Record<string, unknown>).make).toBe('<em>Škoda</em>');
  });

  it('highlights a dotted attribute', () => {
    const [hit] = index.search({ indexUid: 'cars', q: 'toyota', filter: 'stocknum = ABC123', attributesToHighlight: ['location.name'] }).hits;
    expect(hit!._formatted).toMatchObject({ location: { name: 'Bathurst <em>Toyota</em>', slug: 'bathurst' }, name: '2021 Toyota Hilux SR5' });
  });

  it('mirrors the document without tags when q is empty', () => {
    const [hit] = index.search({ indexUid: 'cars', attributesToHighlight: ['name'], limit: 1 }).hits;
    const { _formatted, ...document } = hit!;
    expect(_formatted).toEqual(document);
  });

  it('adds no _formatted without attributesToHighlight', () => {
    const [hit] = index.search({ indexUid: 'cars', q: 'hilux' }).hits;
    expect(hit).not.toHaveProperty('_formatted');
  });
});
