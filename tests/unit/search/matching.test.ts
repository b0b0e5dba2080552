// Matching as Meilisearch does it: strategies, joined words, synonyms, typo exclusions, parameters.
import { describe, expect, it } from 'vitest';
import { EmbeddedIndex, SearchError } from '../../../server/search/embedded';
import { carIndex, carSettings, cars, ids } from './car-fixture';

const index = carIndex();

function found(q: string, extra: Record<string, unknown> = {}, on: EmbeddedIndex = index): unknown[] {
  return ids(on.search({ indexUid: 'cars', q, limit: 100, ...extra }).hits);
}

const sorted = (values: unknown[]) => [...values].sort((a, b) => (a as number) - (b as number));

describe('matchingStrategy', () => {
  it('`last` (the default) drops words from the end until something matches, ranking fuller matches first', () => {
    // "sunroof" is in no car: Toyota Hilux still matches on the first two words.
    expect(found('toyota hilux sunroof')).toEqual([1, ...[2, 3, 16]]);
    expect(found('toyota hilux sunroof', { matchingStrategy: 'all' })).toEqual([]);
  });

  it('`last` keeps the first word: a query whose first word matches nothing finds nothing', () => {
    expect(found('sunroof toyota')).toEqual([]);
  });

  it('`frequency` drops the most frequent word first', () => {
    // "toyota" is in 4 cars, "ranger" in 1: ranger stays, toyota goes.
    expect(found('toyota ranger', { matchingStrategy: 'frequency' })).toEqual([6]);
    expect(found('toyota ranger', { matchingStrategy: 'last' })).toEqual([1, 2, 3, 16]);
  });

  it("refuses an unknown strategy with Meilisearch's message", () => {
    expect(() => index.search({ indexUid: 'cars', q: 'x', matchingStrategy: 'doggo' as never })).toThrow(
      'Unknown value `doggo` at `.matchingStrategy`: expected one of `last`, `all`, `frequency`',
    );
  });
});

describe('words split and joined', () => {
  it.each([
    ['cx5', [4]],
    ['cx 5', [4]],
    ['CX-5', [4]],
    ['mazda cx5', [4]],
    ['bt50', [5]],
    ['land cruiser', [16]],
    ['HiLux', [1]],
    ['hi lux', [1]],
    ['landcruiser', [16]],
  ])('%s finds the car written otherwise', (q, expected) => {
    expect(sorted(found(q, { matchingStrategy: 'all' }))).toEqual(expected);
  });
});

describe('synonyms and typo exclusions from the settings', () => {
  const tuned = new EmbeddedIndex('cars', {
    ...carSettings,
    searchableAttributes: [...carSettings.searchableAttributes, 'body'],
    synonyms: { ute: ['pickup'], pickup: ['ute'], vw: ['volkswagen'], merc: ['mercedes benz'] },
    typoTolerance: { disableOnAttributes: ['vin', 'stocknum'], disableOnNumbers: true },
  });
  tuned.replaceAll([
    ...cars,
    { id: 21, name: '2020 Ram 1500 Pickup', make: 'Ram', model: '1500', body: 'Pickup', show_on_dealer_website: true },
    { id: 22, name: 'Mercedes-Benz Sprinter', make: 'Mercedes-Benz', model: 'Sprinter' },
  ]);

  it('a synonym matches both ways as configured', () => {
    expect(found('pickup', { matchingStrategy: 'all' }, tuned)).toContain(1);
    expect(found('ute', { matchingStrategy: 'all' }, tuned)).toContain(21);
    expect(found('vw', {}, tuned)).toEqual([13]);
  });

  it('a multi-word synonym matches as a phrase', () => {
    expect(found('merc', {}, tuned)).toEqual([22]);
  });

  it('no typo on a VIN or stock number, where a near miss is another car', () => {
    expect(found('MR0HA3CD100123499', {}, index)).toEqual([1]);
    expect(found('MR0HA3CD100123499', {}, tuned)).toEqual([]);
    expect(found('MR0HA3CD100123456', {}, tuned)).toEqual([1]);
  });

  it('no typo on numbers when disableOnNumbers is set', () => {
    expect(found('30000', { matchingStrategy: 'all' }, tuned)).toEqual([]);
  });
});

describe("query limits (Meilisearch's: first 10 words, words over 250 bytes only exact)", () => {
  it('keeps only the first 10 words', () => {
    const tenWordsThenHilux = `${'toyota '.repeat(10)}hilux`;
    // With `all`, an 11th word that matches nothing would empty the result were it read.
    expect(sorted(found(`${'toyota '.repeat(10)}zzzzqqq`, { matchingStrategy: 'all' }))).toEqual([1, 2, 3, 16]);
    expect(sorted(found(tenWordsThenHilux, { matchingStrategy: 'all' }))).toEqual([1, 2, 3, 16]);
  });

  it('a 64,000-character word is answered, and matches nothing', () => {
    const r = index.search({ indexUid: 'cars', q: 'a'.repeat(64_000) });
    expect(r.hits).toEqual([]);
    expect(r.query).toHaveLength(64_000);
  });

  it('refuses a filter of more than 1000 conditions', () => {
    const filter = Array.from({ length: 1001 }, (_, i) => `year = ${i}`).join(' OR ');
    expect(() => index.search({ indexUid: 'cars', filter })).toThrow(SearchError);
  });

  it('filters on sub-attributes no document holds build nothing and match nothing', () => {
    const before = process.memoryUsage().heapUsed;
    for (let i = 0; i < 200; i++) expect(index.search({ indexUid: 'cars', filter: `location.x${i} = 1`, facets: [`location.y${i}`] }).hits).toEqual([]);
    expect(found('', { filter: 'location.slug = bathurst' })).toEqual([1, 11]);
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(50 * 1024 * 1024);
  });
});

describe('parameters', () => {
  it('refuses an unknown parameter with bad_request', () => {
    try {
      index.search({ indexUid: 'cars', marin: 'hello' } as never);
      expect.unreachable();
    } catch (e) {
      expect((e as SearchError).code).toBe('bad_request');
      expect((e as SearchError).message).toMatch(/^Unknown field `marin`: expected one of `q`, `offset`/);
    }
  });

  it('page/hitsPerPage answer totalHits and totalPages', () => {
    const r = index.search({ indexUid: 'cars', page: 2, hitsPerPage: 7 });
    expect(r).toMatchObject({ page: 2, hitsPerPage: 7, totalHits: 20, totalPages: 3 });
    expect(ids(r.hits)).toEqual([8, 9, 10, 11, 12, 13, 14]);
    expect(r).not.toHaveProperty('estimatedTotalHits');
  });

  it('attributesToRetrieve keeps only the named attributes', () => {
    const [hit] = index.search({ indexUid: 'cars', q: 'hilux', attributesToRetrieve: ['id', 'make', 'location.slug'] }).hits;
    expect(hit).toEqual({ id: 1, make: 'Toyota', location: { slug: 'bathurst' } });
  });

  it('crops and reports match positions', () => {
    const [hit] = index.search({
      indexUid: 'cars',
      q: 'sport',
      filter: 'stocknum = T2023-01',
      attributesToCrop: ['name'],
      cropLength: 2,
      showMatchesPosition: true,
      attributesToRetrieve: ['id'],
    } as never).hits;
    expect(hit!._formatted).toEqual({ id: 2, name: '…Ascent Sport' });
    expect(hit!._matchesPosition).toEqual({ name: [{ start: 27, length: 5 }], badge: [{ start: 7, length: 5 }] });
  });

  it('distinct keeps the best car of each make', () => {
    const r = index.search({ indexUid: 'cars', q: 'toyota', distinct: 'make' });
    expect(r.hits).toHaveLength(1);
    expect(r.estimatedTotalHits).toBe(1);
  });
});

describe('showRankingScore', () => {
  it('scores fuller, typo-free matches higher; every document scores 1 without q', () => {
    const r = index.search({ indexUid: 'cars', q: 'toyota hilux', showRankingScore: true } as never);
    const score = (id: number) => r.hits.find((h) => h.id === id)!._rankingScore as number;
    expect(score(1)).toBe(1);
    expect(score(2)).toBeLessThan(score(1));
    expect(score(2)).toBeGreaterThan(0);
    const typo = index.search({ indexUid: 'cars', q: 'toyta', showRankingScore: true } as never).hits[0]!._rankingScore as number;
    expect(typo).toBeLessThan(1);
    expect(index.search({ indexUid: 'cars', showRankingScore: true, limit: 1 } as never).hits[0]!._rankingScore).toBe(1);
    expect(index.search({ indexUid: 'cars', q: 'toyota', limit: 1 }).hits[0]).not.toHaveProperty('_rankingScore');
  });
});
