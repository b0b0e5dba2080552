// The browser's calls to the garage API (docs/garage.md). A failed session check is logged and
// the page goes on signed out (spec section 8 "Auth load failure").
import { fetchJson } from '../../data/fetch-json';
import type { WatchedCar } from '../../lib/garage/watchlist';
import { rememberSignedIn } from '../../data/watchlist-sync';

interface GarageUser {
  id: string;
  email: string;
}

export interface GarageSession {
  user: GarageUser | null;
  watchlist: WatchedCar[];
}

const post = <T>(url: string, body: unknown) =>
  fetchJson<T>(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body), credentials: 'same-origin' });

/** The session check; its answer also sets or clears the signed-in marker the heart button reads. */
export async function loadSession(siteSlug: string): Promise<GarageSession> {
  try {
    const session = await fetchJson<GarageSession>('/api/auth', { credentials: 'same-origin' });
    rememberSignedIn(siteSlug, session.user !== null);
    return session;
  } catch (error) {
    console.error('Auth load failed', error);
    return { user: null, watchlist: [] };
  }
}

export const requestCode = (email: string) => post<{ sent: boolean; email: string; expires_in: number }>('/api/auth/code', { email });

export async function verifyCode(siteSlug: string, email: string, code: string, favourites: readonly { id: number | string }[]) {
  const session = await post<GarageSession & { first_sign_in: boolean }>('/api/auth/verify', {
    email,
    code,
    favourites: favourites.map((f) => ({ id: f.id })),
  });
  rememberSignedIn(siteSlug, true);
  return session;
}

export async function signOut(siteSlug: string): Promise<void> {
  rememberSignedIn(siteSlug, false);
  await fetchJson<unknown>('/api/auth/sign-out', { method: 'POST', credentials: 'same-origin' }).catch(() => undefined);
}

export const syncWatchlist = (favourites: readonly { id: number | string }[]) =>
  fetchJson<{ watchlist: WatchedCar[] }>('/api/garage/watchlist', {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ cars: favourites.map((f) => ({ id: f.id })) }),
    credentials: 'same-origin',
  });

export const removeFromWatchlist = (carId: number | string) =>
  fetchJson<{ watchlist: WatchedCar[] }>(`/api/garage/watchlist/${encodeURIComponent(String(carId))}`, { method: 'DELETE', credentials: 'same-origin' });
