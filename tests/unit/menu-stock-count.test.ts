// The menu's stock counts: a count only where the summary says exactly what the link lists.
import { describe, expect, it } from 'vitest';
import { menuStockCount, menuStockCounts } from '../../runtime/lib/menu-stock-count';
import type { StockSummary } from '../../runtime/lib/stock-summary';

const stock: StockSummary = {
  count: 40,
  makes: { Mazda: 29, Volkswagen: 11 },
  models: { 'Mazda:CX-5': 8 },
  car_types: { new: 20, used: 15, demo: 5 },
};
const site = { vehicles: { basePath: '/cars/', singular: 'car', plural: 'cars' }, default_search_path: undefined as string | undefined };
const usedHome = { ...site, default_search_path: '/search/used-cars/' };
const mazdaPreset = { ...site, search_filters: { make: 'Mazda' } };
const cityPreset = { ...site, search_filters: { cities: ['Bathurst'] } };

describe('menuStockCount', () => {
  it.each([
    ['/cars/', site, 40],
    ['/cars', site, 40],
    ['/search', site, 40],
    ['/cars/', usedHome, 15],
    ['/search/new-cars/', site, 20],
    ['/search/new-and-demo-cars', site, 25],
    ['/search/used-car/list', site, 15],
    ['/cars/?make=volkswagen', site, 11],
    ['/cars/', mazdaPreset, 29],
    ['/cars/?make=Volkswagen', mazdaPreset, 11],
    ['/cars/#top', site, 40],
  ] as const)('%s counts %s', (href, s, count) => {
    expect(menuStockCount(href, s, stock)).toBe(count);
  });

  it.each([
    ['/about-us', site],
    ['https://other.example/cars/', site],
    ['/search/riverbend-mazda', site],
    ['/cars/?make=Mazda&model=CX-5', site],
    ['/cars/?city=Bathurst', site],
    ['/cars/', cityPreset],
    ['/search/used-cars/?make=Mazda', site],
    ['/cars/?q=golf', site],
  ] as const)('%s has no count', (href, s) => {
    expect(menuStockCount(href, s, stock)).toBeUndefined();
  });

  it('has no count without a summary or an href', () => {
    expect(menuStockCount('/cars/', site, undefined)).toBeUndefined();
    expect(menuStockCount(undefined, site, stock)).toBeUndefined();
  });

  it('counts a make the stock does not have as 0', () => {
    expect(menuStockCount('/cars/?make=Kia', site, stock)).toBe(0);
  });
});

describe('menuStockCounts', () => {
  it('counts the header links and the models menu’s stock button, by href', () => {
    const navigation = {
      header: [{ href: '/' }, { href: '/models' }, { href: '/search/used-cars' }, { children: [{ href: '/search/new-cars/' }, { href: '/finance' }] }],
    };
    expect(menuStockCounts(navigation, site, stock)).toEqual({ '/cars/': 40, '/search/used-cars': 15, '/search/new-cars/': 20 });
    expect(menuStockCounts(navigation, usedHome, stock)).toEqual({ '/search/used-cars/': 15, '/search/used-cars': 15, '/search/new-cars/': 20 });
    expect(menuStockCounts(navigation, site, undefined)).toEqual({});
  });
});
