// Nearest first for a group of several dealerships: a postcode, or the browser's location (asked
// only when the shopper presses the button). Without JavaScript it is a GET form carrying the
// current filters; the server finds the postcode's point. With it, the lookup and the location
// code load on first use (nearest-actions.ts), so the stock page's first visit carries neither.
import { useState, type FormEvent } from 'react';
import { localeMessages } from '../../lib/locale-messages';
import { normalisePostcode, postcodeMessage, postcodeWord } from '../../lib/search/near-text';
import { searchHref, withNearest, withSort } from '../../lib/search/search-url';
import type { SearchSite, SearchState } from '../../lib/search/search-types';
import type { SearchGo } from './use-search-navigate';

interface NearestControlProps {
  state: SearchState;
  locale: SearchSite['locale'];
  /** Hydrated: the location button works only with script. */
  enhanced: boolean;
  go: SearchGo;
}

const ID = 'nearest-postcode';

export function NearestControl({ state, locale, enhanced, go }: NearestControlProps) {
  const [message, setMessage] = useState<string>();
  const [busy, setBusy] = useState(false);
  const label = localeMessages(locale).postcodeLabel;
  // A postcode in the URL without its point is one the server could not place.
  const problem =
    state.postcode && !state.near ? postcodeMessage(normalisePostcode(state.postcode, locale) ? 'unknown' : 'format', state.postcode, locale) : undefined;
  const shown = message ?? problem;
  const kept = [...new URLSearchParams(searchHref(withSort(state, 'relevance')).split('?')[1] ?? '')];

  const run = async (find: (actions: typeof import('./nearest-actions')) => Promise<SearchState | string>) => {
    setBusy(true);
    const next = await find(await import('./nearest-actions'));
    setBusy(false);
    setMessage(typeof next === 'string' ? next : undefined);
    if (typeof next !== 'string') go(next);
  };
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const postcode = String(new FormData(e.currentTarget).get('postcode') ?? '');
    void run(async (a) => {
      const found = await a.postcodePoint(postcode, locale);
      return typeof found === 'string' ? found : withNearest(state, found, found.postcode);
    });
  };

  return (
    <form className="nearest-box" method="get" action={state.path} onSubmit={onSubmit} aria-busy={busy}>
      {kept.map(([name, value], i) => (
        <input key={i} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="sort" value="nearest" />
      <label htmlFor={ID}>{label} for nearest first</label>
      <input
        id={ID}
        name="postcode"
        inputMode="numeric"
        autoComplete="postal-code"
        defaultValue={state.postcode ?? ''}
        aria-invalid={problem !== undefined || undefined}
        aria-describedby={`${ID}-status`}
      />
      <button type="submit" className="btn btn-outline" disabled={busy}>
        Sort by distance
      </button>
      {enhanced && (
        <button type="button" className="btn btn-outline" disabled={busy} onClick={() => void run(async (a) => a.browserNearest(state, locale))}>
          Use my location
        </button>
      )}
      <p id={`${ID}-status`} className="nearest-status" role="status">
        {shown ?? (state.near ? `Nearest first from ${state.postcode ? `${postcodeWord(locale)} ${state.postcode}` : 'your location'}.` : '')}
      </p>
    </form>
  );
}
