import { useEffect, useRef, useState } from 'react';
import { sortLabel, withSort } from '../../lib/search/search-url';
import type { SearchSite, SearchState, SortOption } from '../../lib/search/search-types';

interface SearchToolbarProps {
  /** The filter form these controls belong to (the `form` attribute), so one GET submit carries everything. */
  formId: string;
  state: SearchState;
  sortOptions: readonly SortOption[];
  locale: SearchSite['locale'];
  go: (next: SearchState) => void;
}

/** Keyword box and sort select above the results. */
export function SearchToolbar({ formId, state, sortOptions, locale, go }: SearchToolbarProps) {
  const [q, setQ] = useState(state.q);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (document.activeElement !== input.current) setQ(state.q);
  }, [state.q]);

  return (
    <div className="search-toolbar">
      <div className="keyword-box" role="search">
        <label htmlFor={`${formId}-q`} className="sr-only">
          Search by keyword
        </label>
        <input
          ref={input}
          id={`${formId}-q`}
          type="search"
          name="q"
          form={formId}
          value={q}
          placeholder="Make, model or stock number"
          onChange={(e) => setQ(e.currentTarget.value)}
        />
        <button type="submit" form={formId} className="btn btn-primary">
          Search
        </button>
      </div>
      <div className="sort-box">
        <label htmlFor={`${formId}-sort`}>Sort by</label>
        <select id={`${formId}-sort`} name="sort" form={formId} value={state.sort} onChange={(e) => go(withSort(state, e.currentTarget.value as SortOption))}>
          {sortOptions.map((o) => (
            <option key={o} value={o}>
              {sortLabel(o, locale)}
            </option>
          ))}
        </select>
        <button type="submit" form={formId} className="btn btn-outline btn-small no-js-only">
          Sort
        </button>
      </div>
    </div>
  );
}
