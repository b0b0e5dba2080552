// The signed-in garage's watchlist follows every heart click (issue 14): the session cookie is
// httpOnly, so the browser keeps a marker per site that it is signed in (set when a sign-in or a
// session check says so, cleared on sign-out or when the server answers 401). While it is set,
// each save or unsave also goes to the watchlist API; a failure is logged and the local list stays.

import { signedInKey } from './favourites';

export { signedInKey };

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function rememberSignedIn(siteSlug: string, signedIn: boolean): void {
  try {
    if (signedIn) storage()?.setItem(signedInKey(siteSlug), '1');
    else storage()?.removeItem(signedInKey(siteSlug));
  } catch (error) {
    console.warn('Sign-in state not stored', error);
  }
}

export function isSignedIn(siteSlug: string): boolean {
  return storage()?.getItem(signedInKey(siteSlug)) === '1';
}

/** Sends one toggle to the watchlist: POST to add, DELETE to remove. Never throws. */
export async function pushFavouriteToggle(siteSlug: string, carId: number | string, added: boolean, fetchImpl: typeof fetch = fetch): Promise<void> {
  const init: RequestInit = added
    ? { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify({ car_id: carId }) }
    : { method: 'DELETE', headers: { Accept: 'application/json' } };
  const url = added ? '/api/garage/watchlist' : `/api/garage/watchlist/${encodeURIComponent(String(carId))}`;
  try {
    const res = await fetchImpl(url, { ...init, credentials: 'same-origin' });
    if (res.status === 401) return rememberSignedIn(siteSlug, false);
    if (!res.ok) console.error(`Watchlist ${added ? 'add' : 'remove'} failed: HTTP ${res.status}`);
  } catch (error) {
    console.error(`Watchlist ${added ? 'add' : 'remove'} failed`, error);
  }
}
