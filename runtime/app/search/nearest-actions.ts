// Nearest first's network and browser calls, loaded on first use by nearest-control.tsx.
import { fetchJson } from '../../data/fetch-json';
import { postcodeMessage, postcodeWord } from '../../lib/search/near-text';
import { withNearest } from '../../lib/search/search-url';
import type { GeoPoint, SearchSite, SearchState } from '../../lib/search/search-types';

/** The postcode's point from the server (GET /api/postcodes/:postcode), or the message to show. */
export async function postcodePoint(postcode: string, locale: SearchSite['locale']): Promise<(GeoPoint & { postcode: string }) | string> {
  if (postcode.trim() === '') return postcodeMessage('format', postcode, locale);
  try {
    return await fetchJson<GeoPoint & { postcode: string }>(`/api/postcodes/${encodeURIComponent(postcode.trim())}`);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** Asks the browser where the shopper is (its permission prompt shows now, on the click). */
export function browserNearest(state: SearchState, locale: SearchSite['locale']): Promise<SearchState | string> {
  const failed = `We couldn't get your location. Enter a ${postcodeWord(locale)} instead.`;
  return new Promise((resolve) => {
    if (!('geolocation' in navigator)) return resolve(failed);
    navigator.geolocation.getCurrentPosition(
      (position) => resolve(withNearest(state, { lat: position.coords.latitude, lng: position.coords.longitude })),
      () => resolve(failed),
      { maximumAge: 600_000, timeout: 20_000 },
    );
  });
}
