// Slug, plural and display-name rules of spec sections 2 and 9.
import { describe, expect, it } from 'vitest';
import { contactHref, contactSlug } from '../../../runtime/lib/location-slug';
import { manufacturerDisplayName, pluralBodyName } from '../../../runtime/lib/vehicle-names';
import { bodySlug, modelsOfBody } from '../../../runtime/lib/body-slug';
import { cardsPerRow } from '../../../runtime/lib/cards-per-row';

describe('contact-us location slug', () => {
  it.each([
    ['Riverbend Mazda Sales', 'riverbend-mazda'],
    ['Riverbend Mazda Service', 'riverbend-mazda'],
    ['Riverbend Mazda Parts', 'riverbend-mazda'],
    ['Riverbend Mazda - Parts', 'riverbend-mazda'],
    ['Riverbend Mazda', 'riverbend-mazda'],
    ['Sales Street Motors', 'sales-street-motors'],
    ['Service Centre Toowong', 'service-centre-toowong'],
    ['Partsville Autos', 'partsville-autos'],
    ['Škoda Newcastle Sales', 'skoda-newcastle'],
    ['  Lone Star Trucks  FORT WORTH service ', 'lone-star-trucks-fort-worth'],
    ['Kiwi Trails RV & Caravans', 'kiwi-trails-rv-and-caravans'],
  ])('%s -> %s', (name, slug) => expect(contactSlug(name)).toBe(slug));

  it('builds the contact-us path', () => expect(contactHref({ name: 'Southern Cross Autos Parts' })).toBe('/contact-us/southern-cross-autos'));
});

describe('plural body names', () => {
  it.each([
    ['Bus', 'Buses'],
    ['bus', 'buses'],
    ['Mini Bus', 'Mini Buses'],
    ['Hatch', 'Hatches'],
    ['SUV', 'SUVs'],
    ['Large SUV', 'Large SUVs'],
    ['Utility', 'Utilities'],
    ['utility', 'utilities'],
    ['Ute', 'Utes'],
    ['Sedan', 'Sedans'],
    ['Cab Chassis', 'Cab Chassis'],
    ['Vans', 'Vans'],
    ['Busway', 'Busways'],
    ['', ''],
  ])('%s -> %s', (name, plural) => expect(pluralBodyName(name)).toBe(plural));
});

describe('manufacturer display names', () => {
  it.each([
    ['skoda', 'Škoda'],
    ['Skoda', 'Škoda'],
    ['chery nz', 'Chery'],
    ['chery', 'chery'],
    ['mazda', 'mazda'],
    ['isuzu ute', 'isuzu ute'],
  ])('%s -> %s', (m, shown) => expect(manufacturerDisplayName(m)).toBe(shown));
});

describe('body slug for /models?body=', () => {
  it.each([
    ['SUV', 'suv'],
    ['Cab Chassis', 'cab-chassis'],
    [' Light Truck ', 'light-truck'],
    ['4x4 / Off-Road', '4x4-off-road'],
  ])('%s -> %s', (body, slug) => expect(bodySlug(body)).toBe(slug));

  const models = [
    { id: 1, manufacturer_body: 'SUV' },
    { id: 2, manufacturer_body: 'Cab Chassis' },
    { id: 3, manufacturer_body: 'SUV' },
  ];
  it.each([
    ['suv', [1, 3]],
    ['cab-chassis', [2]],
    ['sedan', []],
    ['', [1, 2, 3]],
    [null, [1, 2, 3]],
  ] as const)('?body=%s -> %j', (slug, ids) => expect(modelsOfBody(models, slug).map((m) => m.id)).toEqual(ids));
});

describe('location cards per row', () => {
  it.each([
    [0, 1],
    [1, 1],
    [2, 2],
    [3, 6],
    [4, 6],
    [12, 6],
  ])('%i locations -> %i per row', (count, perRow) => expect(cardsPerRow(count)).toBe(perRow));
});
