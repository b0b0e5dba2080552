// Search data for the search screens: the official meilisearch client against our multi-search
// endpoint, with results cached per canonical search URL. Loaded only with the search chunk.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Meilisearch } from 'meilisearch';
import { searchHref } from '../lib/search/search-url';
import type { MultiSearchResponse, SearchSite, SearchState, SearchView } from '../lib/search/search-types';
import { searchQueryKey } from './search-key';

interface SearchClient {
  client: Meilisearch;
  queries: typeof import('../lib/search/build-queries');
  view: typeof import('../lib/search/search-view');
}

let loading: Promise<SearchClient> | undefined;

/**
 * The meilisearch client and the query builder load on the first search the browser makes
 * itself: the first page comes from SSR, so neither is part of a first visit.
 */
function searchClient(): Promise<SearchClient> {
  loading ??= Promise.all([import('meilisearch'), import('../lib/search/build-queries'), import('../lib/search/search-view')]).then(
    ([{ Meilisearch }, queries, view]) => ({
      client: new Meilisearch({ host: `${window.location.origin}/api/search` }),
      queries,
      view,
    }),
  );
  return loading;
}

async function fetchSearchView(state: SearchState, site: SearchSite): Promise<SearchView> {
  const { client, queries, view } = await searchClient();
  const request = queries.buildMultiSearch(state, site, Math.floor(Date.now() / 1000));
  const response = (await client.multiSearch(request)) as unknown as MultiSearchResponse;
  return view.readSearchView(response, request, state);
}

/** Results for a search state; the previous results stay on screen while a new filter loads. */
export function useSearchView(state: SearchState, site: SearchSite) {
  return useQuery({
    queryKey: searchQueryKey(searchHref(state)),
    queryFn: () => fetchSearchView(state, site),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
