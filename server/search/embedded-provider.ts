// The default provider: one in-memory index per tenant, rebuilt whole and swapped on stock change.
import type { Car } from '../../schemas/types/car';
import type { MultiSearchResponse, SearchQuery } from '../../runtime/lib/search/search-types';
import { CARS_INDEX } from '../../runtime/lib/search/search-types';
import { EmbeddedIndex, multiSearch } from './embedded';
import { CAR_INDEX_SETTINGS, toIndexDocument } from './car-index';
import type { SearchProvider } from './search-provider';

export class EmbeddedProvider implements SearchProvider {
  readonly name = 'embedded' as const;
  private indexes = new Map<string, EmbeddedIndex>();

  async replaceStock(tenantSlug: string, cars: readonly Car[]) {
    const started = performance.now();
    const index = new EmbeddedIndex(CARS_INDEX, CAR_INDEX_SETTINGS);
    index.replaceAll(cars.map(toIndexDocument) as unknown as Record<string, unknown>[]);
    this.indexes.set(tenantSlug, index);
    return { documents: cars.length, ms: performance.now() - started };
  }

  async multiSearch(tenantSlug: string, queries: SearchQuery[]): Promise<MultiSearchResponse> {
    const index = this.indexes.get(tenantSlug);
    return multiSearch((uid) => (uid === CARS_INDEX ? index : undefined), { queries }) as MultiSearchResponse;
  }
}
