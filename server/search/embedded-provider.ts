// The default provider: one in-memory index per tenant, rebuilt whole and swapped on stock change.
import type { Car } from '../../schemas/types/car';
import type { MultiSearchResponse, SearchQuery } from '../../runtime/lib/search/search-types';
import { CARS_INDEX } from '../../runtime/lib/search/search-types';
import { EmbeddedIndex, multiSearch } from './embedded';
import { CAR_INDEX_SETTINGS, toIndexDocument } from './car-index';
import type { CarPatch, SearchProvider } from './search-provider';

export class EmbeddedProvider implements SearchProvider {
  readonly name = 'embedded' as const;
  private indexes = new Map<string, EmbeddedIndex>();
  private stock = new Map<string, readonly Car[]>();

  async replaceStock(tenantSlug: string, cars: readonly Car[]) {
    const started = performance.now();
    const index = new EmbeddedIndex(CARS_INDEX, CAR_INDEX_SETTINGS);
    index.replaceAll(cars.map(toIndexDocument) as unknown as Record<string, unknown>[]);
    this.indexes.set(tenantSlug, index);
    this.stock.set(tenantSlug, cars);
    return { documents: cars.length, ms: performance.now() - started };
  }

  /** Rebuilds the tenant's index with the patched cars (the index is immutable once built). */
  async patchCars(tenantSlug: string, patches: readonly CarPatch[]): Promise<void> {
    const cars = this.stock.get(tenantSlug);
    if (!cars || !patches.length) return;
    const byId = new Map(patches.map((p) => [String(p.id), p]));
    await this.replaceStock(tenantSlug, cars.map((car) => (byId.has(String(car.id)) ? { ...car, ...byId.get(String(car.id)) } : car)));
  }

  async multiSearch(tenantSlug: string, queries: SearchQuery[]): Promise<MultiSearchResponse> {
    const index = this.indexes.get(tenantSlug);
    return multiSearch((uid) => (uid === CARS_INDEX ? index : undefined), { queries }) as MultiSearchResponse;
  }
}
