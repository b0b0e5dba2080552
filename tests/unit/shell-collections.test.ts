// The shell's summaries of the collections (runtime/lib/shell-collections.ts): the fields the
// header and footer read, nothing else, so a content page's boot data stays small.
import { describe, expect, it } from 'vitest';
import { shellCollection, shellLocation, shellModel } from '../../runtime/lib/shell-collections';
import type { Location } from '../../schemas/types/location';
import type { Model } from '../../schemas/types/model';

const model: Model = {
  id: 2,
  name: 'Mazda3 Hatch',
  slug: 'mazda3',
  description: 'A premium small hatch.',
  manufacturer_body: 'Hatch',
  image: { url: '/media/body-hatch.svg', width: 400, height: 200 },
  fuel: 'Petrol',
  variant: 'G20 Pure',
  price_from: 34990,
} as Model;

const location = {
  id: 101,
  name: 'Riverbend Mazda Sales',
  slug: 'riverbend-mazda-sales',
  position: 1,
  primary: true,
  visible: true,
  location_type: 'sales',
  address: { street: '212 Breakfast Creek Road', city: 'Brisbane', state: 'QLD', postcode: '4006', lat: -27.4, long: 153, place_url: 'https://maps.example/x' },
  contact_detail: { phone: '07 5550 4100', email: 'sales@example.com', opening_hours: [{ weekday: 1, status: 'Open', open: '08:30', close: '17:30' }] },
  average_rating: 4.8,
} as Location;

describe('shell summaries', () => {
  it.each<[string, unknown, unknown]>([
    [
      'a model: name, slug, body, picture; no description, price or variant',
      shellModel(model),
      { id: 2, name: 'Mazda3 Hatch', slug: 'mazda3', manufacturer_body: 'Hatch', image: { url: '/media/body-hatch.svg', width: 400, height: 200 } },
    ],
    [
      'a model with an override address and a thumbnail only',
      shellModel({ id: 'a', name: 'A', slug: 'a', manufacturer_body: '', override_url: '/a-x', thumb: '/t.jpg' } as Model),
      { id: 'a', name: 'A', slug: 'a', manufacturer_body: '', override_url: '/a-x', thumb: '/t.jpg' },
    ],
    [
      'a location: which one, its postal address and phone; no hours, email, map or ratings',
      shellLocation(location),
      {
        id: 101,
        name: 'Riverbend Mazda Sales',
        slug: 'riverbend-mazda-sales',
        position: 1,
        visible: true,
        location_type: 'sales',
        address: { street: '212 Breakfast Creek Road', city: 'Brisbane', state: 'QLD', postcode: '4006' },
        contact_detail: { phone: '07 5550 4100' },
      },
    ],
    ['a hidden location keeps visible: false (the footer leaves it out)', shellLocation({ ...location, visible: false }).visible, false],
    ['a collection keeps its order', shellCollection('models', [model, { ...model, id: 1, slug: 'mazda2' }]).map((m) => m.slug), ['mazda3', 'mazda2']],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });
});
