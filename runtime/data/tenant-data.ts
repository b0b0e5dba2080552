import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { shellCollection, type ShellCollections, type ShellKind } from '../lib/shell-collections';
import { apiPaths, queryKeys, type DataKind, type ResolvedPage, type TenantCollections } from './query-keys';
import { fetchJson } from './fetch-json';

/**
 * One of the tenant's collections. Blocks that call this must list the kind in their registry
 * entry's `data`, so the server prefetches it and the first render never waits.
 */
export function useTenantData<K extends DataKind>(kind: K): TenantCollections[K] {
  return useSuspenseQuery(tenantDataQuery(kind)).data;
}

/** The query of a whole collection, for fetching it before something that reads it opens (a form dialog). */
export function tenantDataQuery<K extends DataKind>(kind: K) {
  return {
    queryKey: queryKeys.data(kind),
    queryFn: () => fetchJson<TenantCollections[K]>(apiPaths.data(kind)),
  };
}

/**
 * What a shell block (header, footer) reads of a collection: its summary. A content page's boot
 * data carries only the summary; a page that has the whole collection (its blocks or screen read
 * it) has no summary seeded, and the summary is made from the whole one.
 */
export function useShellData<K extends ShellKind>(kind: K): ShellCollections[K] {
  const client = useQueryClient();
  return useSuspenseQuery({
    queryKey: queryKeys.shell(kind),
    queryFn: async () => shellCollection(kind, await fetchJson<TenantCollections[K]>(apiPaths.data(kind))),
    initialData: () => {
      const whole = client.getQueryData<TenantCollections[K]>(queryKeys.data(kind));
      return whole && shellCollection(kind, whole);
    },
  }).data;
}

export function usePage(id: string): ResolvedPage {
  return useSuspenseQuery({
    queryKey: queryKeys.page(id),
    queryFn: () => fetchJson<ResolvedPage>(apiPaths.page(id)),
  }).data;
}
