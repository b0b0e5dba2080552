import { startTransition, useCallback, useOptimistic } from 'react';
import { useNavigate } from 'react-router';
import { EVENT, trackEvent } from '../../data/events';
import { searchHref } from '../../lib/search/search-url';
import type { SearchState } from '../../lib/search/search-types';

export type SearchGo = (next: SearchState, options?: { replace?: boolean }) => void;

/**
 * The state the controls show, and the way to change it. A change moves the URL client-side (the
 * results follow from the query keyed by it) and records the search as event 29. The router
 * applies a navigation as a transition, so the new state is shown optimistically meanwhile: a
 * ticked box stays ticked instead of springing back until the page re-renders. Typing commits
 * with `replace`, so a number typed digit by digit is one history entry; discrete changes push.
 */
export function useSearchNavigation(current: SearchState): { shown: SearchState; go: SearchGo } {
  const navigate = useNavigate();
  const [shown, show] = useOptimistic(current);
  const currentHref = searchHref(current);
  const go = useCallback<SearchGo>(
    (next, options = {}) => {
      const href = searchHref(next);
      if (href === currentHref) return;
      startTransition(() => {
        show(next);
        navigate(href, { replace: options.replace === true, preventScrollReset: true });
      });
      trackEvent(EVENT.search, { url: href, q: next.q, filters: next.values, ranges: next.ranges, sort: next.sort, page: next.page });
    },
    [navigate, currentHref, show],
  );
  return { shown, go };
}
