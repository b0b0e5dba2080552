// Where nearest first sits on the stock page. The server renders the form (nearest-control.tsx)
// into this slot; the browser build folds `import.meta.env.SSR` to false, so on a first visit
// hydration keeps the server's form as it is and its code is not downloaded until a submit or a
// click on "Use my location". After a client-side navigation here there is no server form, so the
// form's module loads and renders at once.
import { useEffect, useRef, useState, type ComponentType, type FormEvent, type MouseEvent } from 'react';
import { searchHref, withNearest, withSort } from '../../lib/search/search-url';
import type { GeoPoint, SearchSite, SearchState } from '../../lib/search/search-types';
import type { NearestControlProps } from './nearest-control';
import type { SearchGo } from './use-search-navigate';

// Server build only (a static import would keep the module in the browser's stock page chunk).
const ServerControl = import.meta.env.SSR ? (await import('./nearest-control')).NearestControl : undefined;

interface NearestSlotProps {
  state: SearchState;
  locale: SearchSite['locale'];
  go: SearchGo;
}

export function NearestSlot({ state, locale, go }: NearestSlotProps) {
  const slot = useRef<HTMLDivElement>(null);
  const [Control, setControl] = useState<ComponentType<NearestControlProps>>();
  const load = () => import('./nearest-control');
  useEffect(() => {
    if (!slot.current?.firstChild) void load().then((m) => setControl(() => m.NearestControl));
  }, []);
  const onNear = (point: GeoPoint, postcode?: string) => go(withNearest(state, point, postcode));

  if (import.meta.env.SSR && ServerControl) {
    const kept = [...new URLSearchParams(searchHref(withSort(state, 'relevance')).split('?')[1] ?? '')];
    return (
      <div className="nearest-slot">
        <ServerControl state={state} locale={locale} kept={kept} onNear={onNear} />
      </div>
    );
  }
  if (Control) {
    return (
      <div className="nearest-slot">
        <Control state={state} locale={locale} kept={[]} onNear={onNear} />
      </div>
    );
  }
  // The server's form, enhanced through its events until (unless) the module above loads.
  const find = (form: HTMLFormElement | null, from: 'postcode' | 'browser') => form && void load().then((m) => m.findFromForm(form, from, locale, onNear));
  return (
    <div
      ref={slot}
      className="nearest-slot"
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: '' }}
      onSubmit={(e: FormEvent<HTMLDivElement>) => {
        e.preventDefault();
        find(e.target as HTMLFormElement, 'postcode');
      }}
      onClick={(e: MouseEvent<HTMLDivElement>) => {
        if ((e.target as Element).closest('[data-locate]')) find((e.target as HTMLButtonElement).form, 'browser');
      }}
    />
  );
}
