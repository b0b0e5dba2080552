import { describe, expect, it } from 'vitest';
import { deadParam, paramValueLookup, paramValues, type ParamData } from '../../runtime/lib/route-params';
import type { Location } from '../../schemas/types/location';
import type { Offer } from '../../schemas/types/offer';

const now = 1_800_000_000;
const day = 86_400;
const data: ParamData = {
  site: { id: 7, manufacturer: 'mazda', locations: ['north-sales', 'north-service'], include_sold_cars_days: 3 },
  collections: {
    models: [{ slug: 'cx-5' }, { slug: 'bt-50', override_url: '/search/used-cars/?body=Ute' }, { slug: 'mx-5', override_url: '/mx-5' }],
    offers: [
      { id: 1, name: 'A', description: '' },
      { id: 'hidden', name: 'B', description: '', excluded_website_ids: [7] },
    ] as Offer[],
    locations: [
      { slug: 'north-sales', name: 'North Mazda Sales' },
      { slug: 'north-service', name: 'North Mazda Service' },
      { slug: 'south', name: 'South Mazda' },
    ] as Location[],
    posts: [{ slug: 'spring-care' }],
  },
  cars: [
    { slug: 'in-stock', status: 'in_stock', show_on_dealer_website: true },
    { slug: 'hidden', status: 'in_stock', show_on_dealer_website: false },
    { slug: 'just-sold', status: 'sold', sold_date_timestamp: now - day, show_on_dealer_website: true },
    { slug: 'long-sold', status: 'sold', sold_date_timestamp: now - 4 * day, show_on_dealer_website: true },
  ],
  nowSeconds: now,
};

describe('paramValues', () => {
  it.each([
    ['models: every slug, an override address beside its slug', 'models', ['cx-5', 'bt-50', 'mx-5']],
    ['offers: the ids shown on this site (an excluded one is not)', 'offers', ['1']],
    ['locations: one slug per location group shown on this site', 'locations', ['north-mazda']],
    ['posts: the blog post slugs', 'posts', ['spring-care']],
    ['cars: the cars the site shows (hidden and sold before the window are not)', 'cars', ['in-stock', 'just-sold']],
  ] as const)('%s', (_, domain, expected) => {
    expect(paramValues(domain, data)?.map((v) => v.value)).toEqual(expected);
  });

  it('names where a model with an override address leads (its own /slug is no override)', () => {
    expect(paramValues('models', data)).toEqual([{ value: 'cx-5' }, { value: 'bt-50', redirectsTo: '/search/used-cars/?body=Ute' }, { value: 'mx-5' }]);
  });

  it('has no values for cars when the stock is not at hand', () => {
    expect(paramValues('cars', { ...data, cars: undefined })).toBeNull();
  });
});

describe('deadParam', () => {
  const lookup = paramValueLookup(data);
  it.each([
    ['a model slug the tenant has', { modelSlug: 'models' }, { modelSlug: 'cx-5' }, null],
    ['a one-segment typo', { modelSlug: 'models' }, { modelSlug: 'no-such-page' }, 'modelSlug'],
    ['a parameter the route does not name is not checked', { offerId: 'offers' }, { manufacturerSlug: 'anything', offerId: '1' }, null],
    ['an offer hidden from this site', { offerId: 'offers' }, { offerId: 'hidden' }, 'offerId'],
    ['a car sold before the window', { slug: 'cars' }, { slug: 'long-sold' }, 'slug'],
    ['a route without named parameters', undefined, { modelSlug: 'x' }, null],
  ] as const)('%s', (_, routeParams, params, expected) => {
    expect(deadParam(routeParams, params, lookup)?.name ?? null).toBe(expected);
  });

  it('passes any value of a domain whose data is not at hand', () => {
    expect(deadParam({ slug: 'cars' }, { slug: 'x' }, paramValueLookup({ ...data, cars: undefined }))).toBeNull();
  });

  it('hands back the real values for a did-you-mean', () => {
    expect(deadParam({ modelSlug: 'models' }, { modelSlug: 'cx5' }, lookup)).toEqual({
      name: 'modelSlug',
      domain: 'models',
      value: 'cx5',
      values: ['cx-5', 'bt-50', 'mx-5'],
    });
  });
});
