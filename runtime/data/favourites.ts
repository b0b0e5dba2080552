// Favourite cars (spec sections 3 and 4): stored in localStorage per site as
// {id, name, slug, make, model, primary_image_url}. The server has no favourites, so every
// reader renders the empty list first (server and hydration alike) and fills in afterwards.
import { useSyncExternalStore } from 'react';
import type { Car } from '../../schemas/types/car';
import type { PublicSite } from '../lib/public-site';
import { EVENT, trackEvent } from './events';

/** The marker runtime/data/watchlist-sync.ts keeps while the visitor is signed in to the garage (named here so the shell need not load that module). */
export const signedInKey = (siteSlug: string) => `garage-signed-in:${siteSlug}`;

export interface FavouriteEntry {
  id: number | string;
  name: string;
  slug: string;
  make: string;
  model: string;
  primary_image_url: string | null;
}

export type FavouriteCar = Pick<Car, 'id' | 'name' | 'slug' | 'make' | 'model'> & Partial<Pick<Car, 'primary_image_url' | 'thumbnails' | 'images'>>;

export const favouritesKey = (siteSlug: string) => `favourites:${siteSlug}`;

/** Where the saved-cars list lives: the site's garage path when it has one, else /my-garage with the garage, else /saved-cars. */
export function savedCarsPath(site: Pick<PublicSite, 'garage_path'> & Partial<Pick<PublicSite, 'garage_enabled' | 'flags'>>): string {
  return site.garage_path?.trim() || (site.garage_enabled === true || site.flags?.garage_enabled === true ? '/my-garage' : '/saved-cars');
}

export function favouriteEntry(car: FavouriteCar): FavouriteEntry {
  const image = car.primary_image_url || car.thumbnails?.[0] || car.images?.[0]?.thumb.url || null;
  return { id: car.id, name: car.name, slug: car.slug, make: car.make, model: car.model, primary_image_url: image };
}

const sameId = (a: FavouriteEntry['id'], b: FavouriteEntry['id']) => String(a) === String(b);

/** Adds the car when absent, removes it when present (spec section 4). */
export function toggleFavourite(list: readonly FavouriteEntry[], car: FavouriteCar): { list: FavouriteEntry[]; added: boolean } {
  if (list.some((e) => sameId(e.id, car.id))) return { list: list.filter((e) => !sameId(e.id, car.id)), added: false };
  return { list: [...list, favouriteEntry(car)], added: true };
}

const isEntry = (v: unknown): v is FavouriteEntry => {
  const e = v as Partial<FavouriteEntry> | null;
  return !!e && (typeof e.id === 'string' || typeof e.id === 'number') && typeof e.name === 'string' && typeof e.slug === 'string';
};

/** The stored list: unreadable data (another app's, a hand edit) reads as empty, malformed entries are dropped. */
export function parseFavourites(raw: string | null): FavouriteEntry[] {
  if (!raw) return [];
  try {
    const data: unknown = JSON.parse(raw);
    return Array.isArray(data) ? data.filter(isEntry) : [];
  } catch {
    return [];
  }
}

const EMPTY: FavouriteEntry[] = [];
const listeners = new Set<() => void>();
let cache: { key: string; raw: string | null; list: FavouriteEntry[] } | null = null;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function read(key: string): FavouriteEntry[] {
  const raw = storage()?.getItem(key) ?? null;
  if (cache?.key !== key || cache.raw !== raw) cache = { key, raw, list: parseFavourites(raw) };
  return cache.list;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab saving a car updates this one too.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The site's favourites: empty on the server and during hydration, then the stored list. */
export function useFavourites(siteSlug: string): FavouriteEntry[] {
  const key = favouritesKey(siteSlug);
  return useSyncExternalStore(subscribe, () => read(key), () => EMPTY);
}

/** Saves or forgets a car; adding records event 39; signed in, the garage watchlist follows. */
export function toggleSavedCar(siteSlug: string, car: FavouriteCar): boolean {
  const key = favouritesKey(siteSlug);
  const { list, added } = toggleFavourite(read(key), car);
  try {
    storage()?.setItem(key, JSON.stringify(list));
  } catch (error) {
    console.warn('Favourites could not be saved', error);
  }
  if (added) trackEvent(EVENT.addFavourite, { car_id: car.id });
  listeners.forEach((l) => l());
  // Signed in to the garage: the watchlist follows (its code loads on the click, not with the page).
  if (storage()?.getItem(signedInKey(siteSlug)) === '1')
    void import('./watchlist-sync').then(({ pushFavouriteToggle }) => pushFavouriteToggle(siteSlug, car.id, added));
  return added;
}
