import type { Car } from '../../schemas/types/car';
import type { MultiSearchResponse, SearchQuery } from '../../runtime/lib/search/search-types';

/** Where a tenant's cars are indexed and searched. Queries arrive already scoped to the tenant. */
export interface SearchProvider {
  readonly name: 'embedded' | 'meilisearch';
  replaceStock(tenantSlug: string, cars: readonly Car[]): Promise<{ documents: number; ms: number }>;
  multiSearch(tenantSlug: string, queries: SearchQuery[]): Promise<MultiSearchResponse>;
  close?(): Promise<void>;
}
