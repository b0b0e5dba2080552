// @vitest-environment jsdom
// The heart button's watchlist sync: only while signed in, POST to add and DELETE to remove; a
// failure is logged and changes nothing locally; a 401 means the session is gone.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { favouritesKey, parseFavourites, toggleSavedCar } from '../../../runtime/data/favourites';
import { isSignedIn, pushFavouriteToggle, rememberSignedIn } from '../../../runtime/data/watchlist-sync';

const SLUG = 'southern-cross-autos';
const car = { id: 2201001, name: '2021 Toyota HiLux SR5', slug: '2021-toyota-hilux', make: 'Toyota', model: 'HiLux' };

function fetchReplying(status: number) {
  return vi.fn(async (_url: string, _init?: RequestInit) => new Response(status === 204 ? null : '{"watchlist":[]}', { status }));
}

afterEach(() => {
  window.localStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('pushFavouriteToggle', () => {
  it('adds with POST {car_id} and removes with DELETE /:carId', async () => {
    const fetchImpl = fetchReplying(201);
    await pushFavouriteToggle(SLUG, car.id, true, fetchImpl as unknown as typeof fetch);
    await pushFavouriteToggle(SLUG, 'a/b', false, fetchImpl as unknown as typeof fetch);
    expect(fetchImpl.mock.calls[0]![0]).toBe('/api/garage/watchlist');
    expect(fetchImpl.mock.calls[0]![1]).toMatchObject({ method: 'POST', body: JSON.stringify({ car_id: car.id }), credentials: 'same-origin' });
    expect(fetchImpl.mock.calls[1]![0]).toBe('/api/garage/watchlist/a%2Fb');
    expect(fetchImpl.mock.calls[1]![1]).toMatchObject({ method: 'DELETE' });
  });

  it('logs a failed call and does not throw; a 401 forgets the sign-in without logging', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    rememberSignedIn(SLUG, true);
    await pushFavouriteToggle(SLUG, car.id, true, fetchReplying(500) as unknown as typeof fetch);
    await pushFavouriteToggle(SLUG, car.id, true, vi.fn().mockRejectedValue(new TypeError('offline')) as unknown as typeof fetch);
    expect(logged).toHaveBeenCalledTimes(2);
    expect(isSignedIn(SLUG)).toBe(true);
    await pushFavouriteToggle(SLUG, car.id, true, fetchReplying(401) as unknown as typeof fetch);
    expect(logged).toHaveBeenCalledTimes(2);
    expect(isSignedIn(SLUG)).toBe(false);
  });
});

describe('toggleSavedCar', () => {
  it('signed out, saves locally only', async () => {
    const fetchMock = fetchReplying(201);
    vi.stubGlobal('fetch', fetchMock);
    toggleSavedCar(SLUG, car);
    await vi.dynamicImportSettled();
    expect(fetchMock.mock.calls.filter(([u]) => String(u).includes('/api/garage'))).toEqual([]);
    expect(parseFavourites(window.localStorage.getItem(favouritesKey(SLUG))).map((f) => f.id)).toEqual([car.id]);
  });

  it('signed in, each click also reaches the watchlist; a failure keeps the local change', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    rememberSignedIn(SLUG, true);
    const fetchMock = fetchReplying(503);
    vi.stubGlobal('fetch', fetchMock);
    toggleSavedCar(SLUG, car);
    await vi.waitFor(() => expect(fetchMock.mock.calls.some(([u, i]) => u === '/api/garage/watchlist' && i?.method === 'POST')).toBe(true));
    toggleSavedCar(SLUG, car);
    await vi.waitFor(() => expect(fetchMock.mock.calls.some(([u, i]) => u === `/api/garage/watchlist/${car.id}` && i?.method === 'DELETE')).toBe(true));
    expect(parseFavourites(window.localStorage.getItem(favouritesKey(SLUG)))).toEqual([]);
  });
});
