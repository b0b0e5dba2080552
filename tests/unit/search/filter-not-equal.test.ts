// `x != v` inside an AND clears the documents holding v from the AND's result instead of building
// NOT(x = v) over every document. The answers must be those of the plain definition: every
// document whose x is not v, documents without x included.
import { describe, expect, it } from 'vitest';
import { carIndex, ids } from './car-fixture';

const index = carIndex();
const ALL = Array.from({ length: 20 }, (_, i) => i + 1);
const allBut = (...excluded: number[]): number[] => ALL.filter((id) => !excluded.includes(id));

function matching(filter: string): unknown[] {
  const result = index.search({ indexUid: 'cars', filter, limit: 100 });
  expect(result.estimatedTotalHits).toBe(result.hits.length);
  return ids(result.hits);
}

describe('!= within an AND', () => {
  it.each<[string, string, number[]]>([
    ['a string, beside a value no car has', 'make != Toyota AND make != Zzz', allBut(1, 2, 3, 16)],
    ['only != conditions', 'make != Toyota AND tag != special', allBut(1, 2, 3, 5, 16)],
    ['keeps documents without the field', 'tag != special AND make = Toyota', [2, 3, 16]],
    ['a boolean', 'certified != true AND make != Toyota', allBut(1, 2, 3, 6, 14, 16)],
  ])('%s: %s', (_, filter, expected) => {
    expect(matching(filter)).toEqual(expected);
  });

  // The same condition written as NOT (x = v) takes the general path: both must agree, for
  // numbers, strings that read as numbers, empty strings, and ANDs past the clause-cache length.
  it.each([
    'year != 2020 AND price >= 0',
    "year != '2020' AND make != Toyota",
    'km != 0 AND year != 2023 AND make != Ford',
    "badge != '' AND make != Kia",
    'price != 45990 AND year > 2010',
    'NOT make != Toyota AND year != 2020',
    Array.from({ length: 40 }, (_, i) => `year != ${2000 + i}`).join(' AND '),
    [...Array.from({ length: 20 }, (_, i) => `km != ${i * 1000}`), 'make != Mazda', 'tag != special'].join(' AND '),
  ])('%s', (filter) => {
    const plain = filter.replace(/(\w+) != ('[^']*'|\S+)/g, 'NOT $1 = $2');
    expect(plain).not.toContain('!=');
    expect(matching(filter)).toEqual(matching(plain));
  });

  it('a long AND of != (893 conditions) finds the cars holding none of the values', () => {
    const years = Array.from({ length: 900 }, (_, i) => `year != ${1500 + i}`);
    const all = index.search({ indexUid: 'cars', limit: 100, facets: ['year'] });
    const years2015to2021 = Object.entries(all.facetDistribution!.year!)
      .filter(([y]) => Number(y) >= 2015 && Number(y) < 2022)
      .reduce((sum, [, n]) => sum + n, 0);
    expect(years2015to2021).toBeGreaterThan(0);
    const filter = years.filter((y) => !/ (201[5-9]|202[01])$/.test(y)).join(' AND ');
    expect(index.search({ indexUid: 'cars', filter, limit: 0 }).estimatedTotalHits).toBe(years2015to2021);
  });
});
