// The browser's calls to the garage API (docs/garage.md). A failed session check is logged and
// the page goes on signed out (spec section 8 "Auth load failure").
import { fetchJson } from '../../data/fetch-json';
import type { WatchedCar } from '../../lib/garage/watchlist';

export interface GarageUser {
  id: string;
  email: string;
}

export interface GarageSession {
  user: GarageUser | null;
  watchlist: WatchedCar[];
}

export const garageSessionKey = ['garage-session'] as const;

const post = <T>(url: string, body: unknown) =>
  fetchJson<T>(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body), credentials: 'same-origin' });

export async function loadSession(): Promise<GarageSession> {
  try {
    return await fetchJson<GarageSession>('/api/auth', { credentials: 'same-origin' });
  } catch (error) {
    console.error('Auth load failed', error);
    return { user: null, watchlist: [] };
  }
}

export const requestCode = (email: string) => post<{ sent: boolean; email: string; expires_in: number }>('/api/auth/code', { email });

export const verifyCode = (email: string, code: string, favourites: readonly { id: number | string }[]) =>
  post<GarageSession & { first_sign_in: boolean }>('/api/auth/verify', { email, code, favourites: favourites.map((f) => ({ id: f.id })) });

export const signOut = () => fetchJson<unknown>('/api/auth/sign-out', { method: 'POST', credentials: 'same-origin' }).catch(() => undefined);

export const syncWatchlist = (favourites: readonly { id: number | string }[]) =>
  fetchJson<{ watchlist: WatchedCar[] }>('/api/garage/watchlist', {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ cars: favourites.map((f) => ({ id: f.id })) }),
    credentials: 'same-origin',
  });

export const removeFromWatchlist = (carId: number | string) =>
  fetchJson<{ watchlist: WatchedCar[] }>(`/api/garage/watchlist/${encodeURIComponent(String(carId))}`, { method: 'DELETE', credentials: 'same-origin' });
