// Search data for the search screens: the official meilisearch client against our multi-search
// endpoint, with results cached per canonical search URL. Loaded only with the search chunk.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Meilisearch } from 'meilisearch';
import { buildMultiSearch, readSearchView } from '../lib/search/build-queries';
import { searchHref } from '../lib/search/search-url';
import type { MultiSearchResponse, SearchSite, SearchState, SearchView } from '../lib/search/search-types';
import { searchQueryKey } from './search-key';

let client: Promise<Meilisearch> | undefined;

/** The client loads on the first search the browser makes itself: the first page comes from SSR. */
function searchClient(): Promise<Meilisearch> {
  client ??= import('meilisearch').then(({ Meilisearch }) => new Meilisearch({ host: `${window.location.origin}/api/search` }));
  return client;
}

export async function fetchSearchView(state: SearchState, site: SearchSite): Promise<SearchView> {
  const request = buildMultiSearch(state, site, Math.floor(Date.now() / 1000));
  const response = (await (await searchClient()).multiSearch(request)) as unknown as MultiSearchResponse;
  return readSearchView(response, request, state);
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
