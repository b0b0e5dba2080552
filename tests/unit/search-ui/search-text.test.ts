import { describe, expect, it } from 'vitest';
import { pageWindow } from '../../../runtime/app/search/pagination';
import { carTypesPhrase, facetLegend, rangeText, resultCountText, sidebarValues, valueLabel } from '../../../runtime/app/search/search-text';
import type { CarType } from '../../../runtime/lib/search/search-types';

const cars = { singular: 'car', plural: 'cars' };
const vehicles = (conditionUsedLabel?: string) => ({ vehicles: { basePath: '/cars', singular: 'car', plural: 'cars', conditionUsedLabel } });

describe('resultCountText', () => {
  it.each<[number, string]>([
    [0, 'No cars found'],
    [1, '1 car found'],
    [2, '2 cars found'],
    [1432, '1,432 cars found'],
  ])('%i', (total, expected) => expect(resultCountText(total, cars)).toBe(expected));
});

describe('carTypesPhrase', () => {
  it.each<[CarType[], string | undefined, string]>([
    [['new', 'used', 'demo'], undefined, 'New, used and demo'],
    [['new', 'demo'], undefined, 'New and demo'],
    [['used'], undefined, 'Used'],
    [['used'], 'pre-owned', 'Pre-owned'],
    [['new', 'used'], 'pre-owned', 'New and pre-owned'],
    [[], undefined, ''],
  ])('%j (%s)', (types, label, expected) => expect(carTypesPhrase(types, vehicles(label))).toBe(expected));
});

describe('facet legends follow the locale', () => {
  it.each<[Parameters<typeof facetLegend>[0], 'en-AU' | 'en-US', string]>([
    ['km', 'en-AU', 'Kms'],
    ['km', 'en-US', 'Miles'],
    ['colour', 'en-AU', 'Colour'],
    ['colour', 'en-US', 'Color'],
    ['car_type', 'en-AU', 'Condition'],
    ['location_name', 'en-AU', 'Location'],
    ['make', 'en-US', 'Make'],
  ])('%s in %s', (facet, locale, expected) => expect(facetLegend(facet, locale)).toBe(expected));
});

describe('valueLabel', () => {
  it.each<[Parameters<typeof valueLabel>[0], string, boolean, string]>([
    ['model', 'Mazda|CX-5', false, 'CX-5'],
    ['model', 'Mazda|CX-5', true, 'Mazda CX-5'],
    ['model', 'CX-5', true, 'CX-5'],
    ['car_type', 'used', false, 'Used'],
    ['seats', '7', false, '7 seats'],
    ['certified', 'true', false, 'Certified'],
    ['make', 'Mercedes-Benz', false, 'Mercedes-Benz'],
    ['tag', '*** Test Drive Vehicle Only ***', false, 'Test Drive Only'],
    ['tag', 'runout sale', false, 'Runout sale'],
  ])('%s %s', (facet, value, withMake, expected) => expect(valueLabel(facet, value, vehicles(), withMake)).toBe(expected));
});

describe('sidebarValues order', () => {
  const counts = (...values: string[]) => values.map((value, i) => ({ value, count: 10 - i }));
  it('car types new, used, demo', () => expect(sidebarValues('car_type', counts('used', 'demo', 'new')).map((c) => c.value)).toEqual(['new', 'used', 'demo']));
  it('seats by number', () => expect(sidebarValues('seats', counts('7', '12', '2')).map((c) => c.value)).toEqual(['2', '7', '12']));
  it('others A-Z ignoring case', () => expect(sidebarValues('make', counts('mg', 'Audi', 'Mazda')).map((c) => c.value)).toEqual(['Audi', 'Mazda', 'mg']));
  it('certified offers only true', () => expect(sidebarValues('certified', counts('false', 'true'))).toEqual([{ value: 'true', count: 9 }]));
});

describe('rangeText', () => {
  it.each<[Parameters<typeof rangeText>[0], { min?: number; max?: number }, 'en-AU' | 'en-US', string]>([
    ['price', { min: 10000, max: 30000 }, 'en-AU', 'Price $10,000 – $30,000'],
    ['price', { max: 30000 }, 'en-AU', 'Price up to $30,000'],
    ['year', { min: 2019 }, 'en-AU', 'Year from 2019'],
    ['km', { max: 50000 }, 'en-US', 'Miles up to 50,000'],
  ])('%s %j', (facet, range, locale, expected) => expect(rangeText(facet, range, locale)).toBe(expected));
});

describe('pageWindow: first, last, two either side of the current page, no one-page gaps', () => {
  it.each<[number, number, (number | null)[]]>([
    [1, 1, [1]],
    [1, 2, [1, 2]],
    [1, 5, [1, 2, 3, 4, 5]],
    [1, 10, [1, 2, 3, null, 10]],
    [6, 10, [1, null, 4, 5, 6, 7, 8, 9, 10]],
    [6, 12, [1, null, 4, 5, 6, 7, 8, null, 12]],
    [10, 10, [1, null, 8, 9, 10]],
    [4, 10, [1, 2, 3, 4, 5, 6, null, 10]],
  ])('page %i of %i', (current, pages, expected) => expect(pageWindow(current, pages)).toEqual(expected));
});
