import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { EVENT, trackEvent } from '../../data/events';
import { searchHref } from '../../lib/search/search-url';
import type { SearchState } from '../../lib/search/search-types';

/**
 * Moves the screen to another search state: the URL changes client-side (the results follow from
 * the query keyed by it) and the search is recorded as event 29. Typing commits with `replace`, so
 * one number typed digit by digit is one history entry; discrete changes push.
 */
export function useSearchNavigate(current: SearchState) {
  const navigate = useNavigate();
  const currentHref = searchHref(current);
  return useCallback(
    (next: SearchState, options: { replace?: boolean } = {}) => {
      const href = searchHref(next);
      if (href === currentHref) return;
      navigate(href, { replace: options.replace === true, preventScrollReset: true });
      trackEvent(EVENT.search, { url: href, q: next.q, filters: next.values, ranges: next.ranges, sort: next.sort, page: next.page });
    },
    [navigate, currentHref],
  );
}
