// The nearest-first form for a group of several dealerships, and its lookups: a postcode (its
// point comes from the server, GET /api/postcodes/:postcode, so the postcode table never ships to
// the browser) or the browser's location (asked only when the shopper presses the button). A GET
// form: without JavaScript the server finds the postcode's point (the hidden inputs carry the
// current filters). The server renders it into nearest-slot.tsx; the browser loads this module
// only on the form's first use or after a client-side navigation to the stock page, so it is
// never part of a first visit.
import { useState, type FormEvent } from 'react';
import { localeMessages } from '../../lib/locale-messages';
import { normalisePostcode, postcodeMessage, postcodeWord } from '../../lib/search/near-text';
import type { GeoPoint, SearchSite, SearchState } from '../../lib/search/search-types';

export interface NearestControlProps {
  state: SearchState;
  locale: SearchSite['locale'];
  /** The current search's query pairs but sort, point and page, for the form sent without JavaScript. */
  kept: readonly (readonly [string, string])[];
  /** Sort nearest first from this point. */
  onNear: (point: GeoPoint, postcode?: string) => void;
}

const NEAREST_ID = 'nearest-postcode';

export function NearestControl({ state, locale, kept, onNear }: NearestControlProps) {
  const [message, setMessage] = useState<string>();
  // A postcode in the URL without its point is one the server could not place.
  const problem =
    state.postcode && !state.near ? postcodeMessage(normalisePostcode(state.postcode, locale) ? 'unknown' : 'format', state.postcode, locale) : undefined;
  const shown = message ?? problem;

  const find = async (from: 'postcode' | 'browser', postcode = '') => {
    const found = await nearestFrom(from, postcode, locale);
    setMessage(typeof found === 'string' ? found : undefined);
    if (typeof found !== 'string') onNear(found.point, found.postcode);
  };
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    void find('postcode', String(new FormData(e.currentTarget).get('postcode') ?? ''));
  };

  return (
    <form className="nearest-box" method="get" action={state.path} onSubmit={onSubmit}>
      {kept.map(([name, value], i) => (
        <input key={i} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="sort" value="nearest" />
      <label htmlFor={NEAREST_ID}>{localeMessages(locale).postcodeLabel} for nearest first</label>
      <input
        id={NEAREST_ID}
        name="postcode"
        inputMode="numeric"
        autoComplete="postal-code"
        defaultValue={state.postcode ?? ''}
        aria-invalid={!!shown}
        aria-describedby={`${NEAREST_ID}-status`}
      />
      <button type="submit" className="btn btn-outline">
        Sort by distance
      </button>
      {/* Hidden until the page is hydrated (search.css): it needs script. */}
      <button type="button" className="btn btn-outline nearest-locate" data-locate="" onClick={() => void find('browser')}>
        Use my location
      </button>
      <p id={`${NEAREST_ID}-status`} className="nearest-status" role="status">
        {shown}
      </p>
    </form>
  );
}

type NearestFound = { point: GeoPoint; postcode?: string } | string;

/** The point to sort from, or the message to show instead. */
async function nearestFrom(from: 'postcode' | 'browser', postcode: string, locale: SearchSite['locale']): Promise<NearestFound> {
  if (from === 'browser') {
    const point = await new Promise<GeoPoint | null>((resolve) => {
      if (!('geolocation' in navigator)) return resolve(null);
      navigator.geolocation.getCurrentPosition(
        (p) => resolve({ lat: p.coords.latitude, lng: p.coords.longitude }),
        () => resolve(null),
        { maximumAge: 600_000, timeout: 20_000 },
      );
    });
    return point ? { point } : `We couldn't get your location. Enter a ${postcodeWord(locale)} instead.`;
  }
  const code = postcode.trim();
  if (!normalisePostcode(code, locale)) return postcodeMessage('format', code, locale);
  try {
    const res = await fetch(`/api/postcodes/${encodeURIComponent(code)}`, { headers: { Accept: 'application/json' } });
    const body = (await res.json()) as Partial<GeoPoint & { postcode: string; error: string }>;
    if (res.ok && typeof body.lat === 'number' && typeof body.lng === 'number')
      return { point: { lat: body.lat, lng: body.lng }, postcode: body.postcode ?? code };
    return body.error ?? postcodeMessage('unknown', code, locale);
  } catch {
    return postcodeMessage('unknown', code, locale);
  }
}

/** Writes a message into the server-rendered form (before its React code has loaded). */
function showMessage(form: HTMLFormElement, message: string): void {
  const status = form.querySelector('.nearest-status');
  if (status) status.textContent = message;
  form.querySelector('input[name="postcode"]')?.setAttribute('aria-invalid', String(message !== ''));
}

/** The server-rendered form's submit or location click, before React renders this module's form. */
export async function findFromForm(
  form: HTMLFormElement,
  from: 'postcode' | 'browser',
  locale: SearchSite['locale'],
  onNear: NearestControlProps['onNear'],
): Promise<void> {
  const found = await nearestFrom(from, String(new FormData(form).get('postcode') ?? ''), locale);
  showMessage(form, typeof found === 'string' ? found : '');
  if (typeof found !== 'string') onNear(found.point, found.postcode);
}
