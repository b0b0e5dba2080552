import type { Car } from '../../schemas/types/car';
import type { MultiSearchResponse, SearchQuery } from '../../runtime/lib/search/search-types';
import type { FacetSearchResponse } from './embedded/facet-search';
import type { TenantIndexSettings } from './tenant-index';

export type CarPatch = Pick<Car, 'id'> & Partial<Car>;

/** Where a tenant's cars are indexed and searched. Queries arrive already scoped to the tenant. */
export interface SearchProvider {
  readonly name: 'embedded' | 'meilisearch';
  replaceStock(tenantSlug: string, cars: readonly Car[], settings?: TenantIndexSettings): Promise<{ documents: number; ms: number }>;
  multiSearch(tenantSlug: string, queries: SearchQuery[]): Promise<MultiSearchResponse>;
  /** Meilisearch's facet search; `body.filter` is already scoped. */
  facetSearch(tenantSlug: string, body: Record<string, unknown>): Promise<FacetSearchResponse>;
  /** The index settings in Meilisearch's GET /indexes/{uid}/settings shape. */
  settings(tenantSlug: string): Promise<Record<string, unknown>>;
  /** Changes fields of indexed cars in place (a reservation marks its car reserved at once); unknown ids are ignored. */
  patchCars(tenantSlug: string, patches: readonly CarPatch[]): Promise<void>;
  close?(): Promise<void>;
}
