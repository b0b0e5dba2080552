// @vitest-environment jsdom
// Favourites (spec sections 3 and 4): toggled by id, stored per site, event 39 on add only.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setEventSink, type TrackedEvent } from '../../../runtime/data/events';
import { favouriteEntry, favouritesKey, parseFavourites, savedCarsPath, toggleFavourite, toggleSavedCar } from '../../../runtime/data/favourites';
import { car } from './fixtures';

describe('toggleFavourite', () => {
  it('adds a car that is absent, as {id, name, slug, make, model, primary_image_url}', () => {
    const { list, added } = toggleFavourite([], car());
    expect(added).toBe(true);
    expect(list).toEqual([
      {
        id: 1001,
        name: '2024 Mazda CX-5 G25 Maxx Sport',
        slug: '2024-mazda-cx-5-g25-maxx-sport-1001',
        make: 'Mazda',
        model: 'CX-5',
        primary_image_url: '/media/cx5.jpg',
      },
    ]);
  });
  it('removes a car that is present, matching ids as text', () => {
    const saved = [favouriteEntry(car({ id: '1001' })), favouriteEntry(car({ id: 2, slug: 'other' }))];
    const { list, added } = toggleFavourite(saved, car({ id: 1001 }));
    expect(added).toBe(false);
    expect(list.map((e) => e.id)).toEqual([2]);
  });
  it("stores the car's picture: primary image, else first thumbnail, else none", () => {
    expect(favouriteEntry(car({ primary_image_url: null })).primary_image_url).toBe('/media/cx5-thumb.jpg');
    expect(favouriteEntry(car({ primary_image_url: null, thumbnails: [], images: [] })).primary_image_url).toBeNull();
  });
});

describe('parseFavourites', () => {
  it.each([
    ['nothing stored', null, 0],
    ['not JSON', '{oops', 0],
    ['not a list', '{"id":1}', 0],
    ['entries without the required keys are dropped', '[{"id":1,"name":"A","slug":"a"},{"id":2},null,"x"]', 1],
  ])('%s', (_, raw, length) => expect(parseFavourites(raw)).toHaveLength(length));
});

describe('savedCarsPath', () => {
  it('is /saved-cars unless the site has a garage path', () => {
    expect(savedCarsPath({})).toBe('/saved-cars');
    expect(savedCarsPath({ garage_path: '/my-garage' })).toBe('/my-garage');
  });
});

describe('toggleSavedCar (localStorage, per site)', () => {
  let events: TrackedEvent[];
  beforeEach(() => {
    localStorage.clear();
    events = [];
    setEventSink((e) => events.push(e));
  });
  afterEach(() => setEventSink(() => undefined));

  it('saves under the site key, records event 39 on add and nothing on remove', () => {
    expect(toggleSavedCar('sunshine', car())).toBe(true);
    expect(parseFavourites(localStorage.getItem(favouritesKey('sunshine')))).toHaveLength(1);
    expect(localStorage.getItem(favouritesKey('other-site'))).toBeNull();
    expect(events.map((e) => e.id)).toEqual([39]);
    expect(toggleSavedCar('sunshine', car())).toBe(false);
    expect(parseFavourites(localStorage.getItem(favouritesKey('sunshine')))).toEqual([]);
    expect(events.map((e) => e.id)).toEqual([39]);
  });
});
