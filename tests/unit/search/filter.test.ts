import { describe, expect, it } from 'vitest';
import { EmbeddedIndex, type FilterParam } from '../../../server/search/embedded';
import { carIndex, ids } from './car-fixture';

const index = carIndex();
const ALL = Array.from({ length: 20 }, (_, i) => i + 1);
const allBut = (...excluded: number[]): number[] => ALL.filter((id) => !excluded.includes(id));

/** Ids of every matching car, in insertion order. */
function matching(filter: FilterParam): unknown[] {
  const result = index.search({ indexUid: 'cars', filter, limit: 100 });
  expect(result.estimatedTotalHits).toBe(result.hits.length);
  return ids(result.hits);
}

describe('filter operators', () => {
  it.each<[string, string, number[]]>([
    ['= on a string', 'make = Toyota', [1, 2, 3, 16]],
    ['= is case-insensitive', 'make = tOYOTA', [1, 2, 3, 16]],
    ['= with a quoted value holding a space', "make = 'isuzu ute'", [14]],
    ['= with a diacritic', 'make = škoda', [12]],
    ['!= includes documents without the field', 'tag != special', allBut(1, 5)],
    ['!= on a string', 'make != Toyota', allBut(1, 2, 3, 16)],
    ['> numeric', 'price > 52990', [6, 7, 9, 11, 14, 16]],
    ['>= numeric', 'price >= 55000', [6, 7, 9, 11, 14, 16]],
    ['< numeric', 'price < 28990', [4, 10, 19]],
    ['<= numeric', 'price <= 28990', [4, 8, 10, 19]],
    ['TO is inclusive on both ends', 'price 31500 TO 44990', [2, 3, 12, 15]],
    ['= on a number', 'year = 2021', [1, 8, 13]],
    ['a quoted number still compares numerically', "year = '2021'", [1, 8, 13]],
    ['a decimal spelling of an integer', 'price = 52990.0', [1]],
    ['zero is a value', 'km = 0', [9]],
    ['numeric range on a small value', 'km < 100', [2, 9]],
    ['IN on numbers', 'seats IN [7, 8]', [7, 11]],
    ['IN is case-insensitive', "city IN [bathurst, 'COWRA']", [1, 2, 3, 5, 6, 8, 9, 11, 12, 14, 15, 16, 18, 19]],
    ['NOT IN includes documents without the field', 'city NOT IN [Bathurst, Cowra]', [4, 7, 10, 13, 17, 20]],
    ['array attribute: any element matches', 'categories = 4x4', [1, 6, 7, 14, 16]],
    ['array attribute with a multi-word value', "categories = 'people mover'", [11]],
    ['array of strings (thumbnails)', 'thumbnails = 1b.jpg', [1]],
    ['boolean true', 'certified = true', [1, 6, 14]],
    ['boolean false', 'certified = false', [2, 8]],
    ['!= true keeps documents without the field', 'certified != true', allBut(1, 6, 14)],
    ['boolean attribute of the base filter', 'show_on_dealer_website = false', [10]],
    ['= matches both the number and the numeric string', 'dealership_id = 42', allBut(7, 20)],
    ['= on a value only held as string', 'dealership_id = 43', [7, 20]],
    ['> only matches numeric values', 'dealership_id > 42', [7]],
    ['a numeric string field matches by its text', 'series = 300', [16]],
    ['> on a field with no numbers matches nothing', 'stocknum > 100', []],
    ['dotted attribute into an object', 'location.slug = bathurst', [1, 11]],
    ['dotted attribute into an array inside an object', 'location.distribution_locations = orange', [11]],
    ['tag with mixed casing', "tag = 'TEST DRIVE ONLY'", [6]],
    ['value with a space (double quotes)', 'model = "Atto 3"', [18]],
    ['stock number', 'stocknum = abc123', [1]],
  ])('%s: %s', (_, filter, expected) => {
    expect(matching(filter)).toEqual(expected);
  });
});

describe('EXISTS, IS NULL, IS EMPTY', () => {
  it.each<[string, string, number[]]>([
    ['EXISTS counts null and empty values as present', 'tag EXISTS', [1, 2, 3, 5, 6, 8, 19]],
    ['NOT EXISTS', 'tag NOT EXISTS', [4, 7, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 20]],
    ['IS NULL matches null only', 'tag IS NULL', [2]],
    ['IS NOT NULL includes missing fields', 'tag IS NOT NULL', allBut(2)],
    ['IS EMPTY matches the empty string', 'tag IS EMPTY', [19]],
    ['IS NOT EMPTY', 'tag IS NOT EMPTY', allBut(19)],
    ['IS EMPTY matches the empty array', 'categories IS EMPTY', [9]],
    ['IS EMPTY on thumbnails: [] but not null', 'thumbnails IS EMPTY', [2]],
    ['IS NULL on thumbnails', 'thumbnails IS NULL', [19]],
    ['EXISTS on thumbnails', 'thumbnails EXISTS', [1, 2, 19]],
    ['badge: empty string', 'badge IS EMPTY', [19]],
    ['badge: null', 'badge IS NULL', [20]],
    ['badge: present everywhere', 'badge EXISTS', ALL],
    ['colour null', 'colour IS NULL', [13]],
    ['km null vs missing', 'km IS NULL', [19]],
    ['km missing', 'km NOT EXISTS', [20]],
    ['series: null and a value', 'series EXISTS', [16, 19]],
    ['price present and not null', 'price EXISTS AND price IS NOT NULL', allBut(5, 20)],
    ['IS EMPTY on an object sub-field that is never empty', 'location IS EMPTY', []],
  ])('%s: %s', (_, filter, expected) => {
    expect(matching(filter)).toEqual(expected);
  });
});

describe('precedence and grouping', () => {
  it.each<[string, string, number[]]>([
    ['AND binds tighter than OR', 'make = Toyota OR make = Mazda AND price < 30000', [1, 2, 3, 4, 16]],
    ['parentheses regroup', '(make = Toyota OR make = Mazda) AND price < 30000', [4]],
    ['NOT binds tighter than AND', 'NOT make = Toyota AND price > 60000', [6, 7]],
    ['NOT over a group', 'NOT (make = Toyota AND price > 60000)', allBut(16)],
    ['double NOT', 'NOT NOT make = Kia', [10, 11]],
    ['OR of an AND on the right', 'car_type = new OR car_type = demo AND city = Orange', [2, 7, 9, 16]],
    ['strings compare lexicographically (trimmed, lower case)', 'make > "Subaru"', [1, 2, 3, 12, 13, 16]],
    ['a string upper bound', 'make < Ford', [18]],
    ['a string range', 'make Ford TO Hyundai', [6, 7, 8, 9]],
    ['NOT of a range includes documents without the field', 'NOT price 20000 TO 150000', [5, 19, 20]],
    ['NOT of IS EMPTY', 'NOT categories IS EMPTY AND categories EXISTS AND make = Hyundai', [8]],
    [
      'the base filter of the search page',
      '(status = in_stock OR status = coming_soon OR sold_date_timestamp > 1695000000) AND show_on_dealer_website = true',
      allBut(10),
    ],
  ])('%s', (_, filter, expected) => {
    expect(matching(filter)).toEqual(expected);
  });
});

describe('array filter form', () => {
  it.each<[string, FilterParam, number[]]>([
    ['outer AND of an inner OR', ['make = Toyota', ['year = 2021', 'year = 2024']], [1, 16]],
    ['inner OR first', [['car_type = demo', 'car_type = new'], 'city = Cowra'], [2, 6, 9]],
    ['empty array filters nothing', [], ALL],
    ['blank strings are ignored', ['', ['']], ALL],
    ['single string in an array', ['price < 25000'], [10, 19]],
  ])('%s', (_, filter, expected) => {
    expect(matching(filter)).toEqual(expected);
  });
});

it('lower-case and/or are plain words, not keywords (Meilisearch)', () => {
  expect(() => carIndex().search({ indexUid: 'cars', filter: 'make = kia and year > 2020' })).toThrow(
    'Found unexpected characters at the end of the filter: `and year > 2020`. You probably forgot an `OR` or an `AND` rule.\n12:27 make = kia and year > 2020',
  );
});

it('indexes of the same size share no filter answers (small columns share their empty and full bitsets)', () => {
  // Two 20-document indexes: `tag` is missing from every car of one, set on every car of the other.
  const none = new EmbeddedIndex('a', { primaryKey: 'id', filterableAttributes: ['tag'], sortableAttributes: [], searchableAttributes: ['*'] });
  none.replaceAll(ALL.map((id) => ({ id })));
  const every = new EmbeddedIndex('b', { primaryKey: 'id', filterableAttributes: ['tag'], sortableAttributes: [], searchableAttributes: ['*'] });
  every.replaceAll(ALL.map((id) => ({ id, tag: id % 2 ? null : 'special' })));
  const hits = (index: EmbeddedIndex, filter: string) => ids(index.search({ indexUid: 'x', filter, limit: 100 }).hits);
  for (let round = 0; round < 2; round++) {
    expect(hits(none, 'tag EXISTS')).toEqual([]);
    expect(hits(none, 'tag IS NULL')).toEqual([]);
    expect(hits(none, 'NOT tag EXISTS')).toEqual(ALL);
    expect(hits(every, 'tag EXISTS')).toEqual(ALL);
    expect(hits(every, 'tag IS NULL')).toEqual(ALL.filter((id) => id % 2));
    expect(hits(every, 'tag IS EMPTY')).toEqual([]);
    expect(hits(every, 'tag = special')).toEqual(ALL.filter((id) => id % 2 === 0));
    expect(hits(every, 'tag != special')).toEqual(ALL.filter((id) => id % 2));
  }
});
