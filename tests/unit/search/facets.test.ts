import { describe, expect, it } from 'vitest';
import { EmbeddedIndex } from '../../../server/search/embedded';
import { carIndex, carSettings, cars } from './car-fixture';

const index = carIndex();

describe('facetDistribution and facetStats', () => {
  // in_stock: cars 1 2 5 6 7 8 9 11 12 14 15 16 18 19 20
  const result = index.search({
    indexUid: 'cars',
    filter: 'status = in_stock',
    facets: ['make', 'car_type', 'categories', 'price', 'seats', 'tag', 'certified'],
    limit: 1,
  });

  it('counts over every filtered hit, not just the page', () => {
    expect(result.hits).toHaveLength(1);
    expect(result.estimatedTotalHits).toBe(15);
    expect(result.facetDistribution!.car_type).toEqual({ demo: 3, new: 3, used: 9 });
  });

  it('uses the first-seen spelling and sorts values alphanumerically by their normalised form', () => {
    const make = result.facetDistribution!.make!;
    expect(make).toEqual({
      BYD: 1,
      Ford: 2,
      Hyundai: 2,
      'Isuzu UTE': 1,
      Kia: 1,
      Mazda: 1,
      MG: 1,
      Mitsubishi: 1,
      Nissan: 1,
      Toyota: 3,
      Škoda: 1,
    });
    expect(Object.keys(make)).toEqual(['BYD', 'Ford', 'Hyundai', 'Isuzu UTE', 'Kia', 'Mazda', 'MG', 'Mitsubishi', 'Nissan', 'Toyota', 'Škoda']);
  });

  it('counts each element of an array value', () => {
    expect(result.facetDistribution!.categories).toEqual({ '4x4': 5, hatch: 2, 'people mover': 1, suv: 3, ute: 5 });
  });

  it('groups values case-insensitively and leaves out null and empty strings', () => {
    expect(result.facetDistribution!.tag).toEqual({ 'runout sale': 1, Special: 2, 'Test Drive Only': 1 });
  });

  it('stringifies numbers and booleans', () => {
    expect(result.facetDistribution!.price).toEqual({
      '19990': 1,
      '28990': 1,
      '31500': 1,
      '36990': 1,
      '38990': 1,
      '48990': 1,
      '52990': 1,
      '55000': 1,
      '58990': 1,
      '59990': 1,
      '64990': 1,
      '69990': 1,
      '149990': 1,
    });
    expect(result.facetDistribution!.seats).toEqual({ '5': 12, '7': 1, '8': 1 });
    expect(result.facetDistribution!.certified).toEqual({ false: 2, true: 3 });
  });

  it('gives min and max for the facets holding numbers, and only those', () => {
    expect(result.facetStats).toEqual({ price: { min: 19990, max: 149990 }, seats: { min: 5, max: 8 } });
  });

  it('follows q and filter together', () => {
    const r = index.search({ indexUid: 'cars', q: 'toyota', filter: 'car_type = used', facets: ['model', 'year', 'km'] });
    expect(r.facetDistribution).toEqual({ model: { Hilux: 1, RAV4: 1 }, year: { '2021': 1, '2022': 1 }, km: { '22000': 1, '45000': 1 } });
    expect(r.facetStats).toEqual({ year: { min: 2021, max: 2022 }, km: { min: 22000, max: 45000 } });
  });

  it('returns an empty distribution and no stats when nothing matches', () => {
    const r = index.search({ indexUid: 'cars', filter: 'price > 1000000', facets: ['make', 'price'] });
    expect(r.facetDistribution).toEqual({ make: {}, price: {} });
    expect(r.facetStats).toEqual({});
  });

  it('facets on a dotted attribute', () => {
    const r = index.search({ indexUid: 'cars', facets: ['location.slug', 'location.distribution_locations'] });
    expect(r.facetDistribution).toEqual({ 'location.slug': { bathurst: 2, cowra: 1 }, 'location.distribution_locations': { bathurst: 1, orange: 1 } });
  });

  it('"*" facets on every filterable attribute', () => {
    const r = index.search({ indexUid: 'cars', facets: ['*'], limit: 0 });
    expect(Object.keys(r.facetDistribution!)).toEqual(carSettings.filterableAttributes);
    expect(r.facetDistribution!.state).toEqual({ NSW: 19 });
  });

  it('omits facetDistribution and facetStats when no facets are asked for', () => {
    const r = index.search({ indexUid: 'cars' });
    expect(r).not.toHaveProperty('facetDistribution');
    expect(r).not.toHaveProperty('facetStats');
  });

  it('keeps the first values in order up to maxValuesPerFacet', () => {
    const capped = new EmbeddedIndex('cars', { ...carSettings, maxValuesPerFacet: 3 });
    capped.replaceAll(cars);
    expect(capped.search({ indexUid: 'cars', facets: ['make'] }).facetDistribution!.make).toEqual({ BYD: 1, Ford: 2, Hyundai: 2 });
  });

  it('caps at 100 values per facet by default', () => {
    const many = new EmbeddedIndex('many', { primaryKey: 'id', filterableAttributes: ['model', 'n'], sortableAttributes: [], searchableAttributes: [] });
    many.replaceAll(Array.from({ length: 150 }, (_, i) => ({ id: i, model: `m${String(i).padStart(3, '0')}`, n: i })));
    const r = many.search({ indexUid: 'many', facets: ['model', 'n'] });
    const models = Object.keys(r.facetDistribution!.model!);
    expect(models).toHaveLength(100);
    expect(models[0]).toBe('m000');
    expect(models[99]).toBe('m099');
    expect(Object.keys(r.facetDistribution!.n!)).toHaveLength(100);
    expect(r.facetStats!.n).toEqual({ min: 0, max: 149 });
  });
});
