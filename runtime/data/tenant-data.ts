import { useSuspenseQuery } from '@tanstack/react-query';
import { apiPaths, queryKeys, type DataKind, type ResolvedPage, type TenantCollections } from './query-keys';
import { fetchJson } from './fetch-json';

/**
 * One of the tenant's collections. Blocks that call this must list the kind in their registry
 * entry's `data`, so the server prefetches it and the first render never waits.
 */
export function useTenantData<K extends DataKind>(kind: K): TenantCollections[K] {
  return useSuspenseQuery({
    queryKey: queryKeys.data(kind),
    queryFn: () => fetchJson<TenantCollections[K]>(apiPaths.data(kind)),
  }).data;
}

export function usePage(id: string): ResolvedPage {
  return useSuspenseQuery({
    queryKey: queryKeys.page(id),
    queryFn: () => fetchJson<ResolvedPage>(apiPaths.page(id)),
  }).data;
}
