// The garage watchlist (issue 14): merged with the local favourites on first sign-in, and shown
// with each car's live status (sold, reserved, price changed since it was saved).
import type { Car } from '../../../schemas/types/car';

export interface WatchlistEntry {
  id: number | string;
  name: string;
  slug: string;
  make: string;
  model: string;
  primary_image_url: string | null;
  /** The price when the car was saved (null when it had none). */
  saved_price?: number | null;
}

type LiveStatus = 'available' | 'reserved' | 'sold' | 'gone';

export interface WatchedCar extends WatchlistEntry {
  status: LiveStatus;
  price: number | null;
  /** True when the car has a price now and it differs from the saved one. */
  price_changed: boolean;
}

export const WATCHLIST_LIMIT = 100;

const key = (id: WatchlistEntry['id']) => String(id);

/** The account's list first, then local favourites it lacks, in their order; at most WATCHLIST_LIMIT. */
export function mergeWatchlists(account: readonly WatchlistEntry[], local: readonly WatchlistEntry[]): WatchlistEntry[] {
  const seen = new Set(account.map((e) => key(e.id)));
  const merged = [...account];
  for (const entry of local) {
    if (seen.has(key(entry.id))) continue;
    seen.add(key(entry.id));
    merged.push(entry);
  }
  return merged.slice(0, WATCHLIST_LIMIT);
}

type StatusCar = Pick<Car, 'status'> & Partial<Pick<Car, 'sold' | 'reserved' | 'price'>>;

/** Sold beats reserved; a car no longer in stock is gone. */
export function liveStatus(car: StatusCar | undefined): LiveStatus {
  if (!car) return 'gone';
  if (car.status === 'sold' || car.sold === true) return 'sold';
  if (car.reserved === true) return 'reserved';
  return 'available';
}

export function watchedCar(entry: WatchlistEntry, car: StatusCar | undefined): WatchedCar {
  const price = typeof car?.price === 'number' ? car.price : null;
  const saved = entry.saved_price ?? null;
  return { ...entry, status: liveStatus(car), price, price_changed: price !== null && saved !== null && price !== saved };
}

export const LIVE_STATUS_TEXT: Record<LiveStatus, string> = {
  available: 'Available',
  reserved: 'Reserved',
  sold: 'Sold',
  gone: 'No longer listed',
};
