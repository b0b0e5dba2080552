// Builds a tenant's search index when the tenant is first searched (a stock page, a car page, the
// search API), not at start-up: a process with a thousand dealers becomes ready without indexing
// all their cars, and a dealer nobody visits never costs an index. Replacing the stock only
// records the new cars; the next search indexes them before it runs, so no search ever sees
// older stock than the last replaceStock.
import type { Car } from '../../schemas/types/car';
import type { SearchProvider } from './search-provider';
import type { TenantIndexSettings } from './tenant-index';

export class LazyIndexProvider implements SearchProvider {
  private pending = new Map<string, { cars: readonly Car[]; settings?: TenantIndexSettings }>();
  private indexing = new Map<string, Promise<unknown>>();

  constructor(private readonly inner: SearchProvider) {}

  get name() {
    return this.inner.name;
  }

  /** Whether a tenant has cars waiting to be indexed. */
  isPending(slug: string): boolean {
    return this.pending.has(slug) || this.indexing.has(slug);
  }

  async replaceStock(slug: string, cars: readonly Car[], settings?: TenantIndexSettings): Promise<{ documents: number; ms: number }> {
    this.pending.set(slug, { cars, settings });
    return { documents: cars.length, ms: 0 };
  }

  /** Indexes the tenant's latest cars now, if any wait (e.g. to warm it in the background). */
  async ready(slug: string): Promise<void> {
    for (;;) {
      const running = this.indexing.get(slug);
      if (running) {
        await running.catch(() => undefined);
        continue;
      }
      const cars = this.pending.get(slug);
      if (!cars) return;
      this.pending.delete(slug);
      const job = this.inner.replaceStock(slug, cars.cars, cars.settings).finally(() => this.indexing.delete(slug));
      this.indexing.set(slug, job);
      try {
        await job;
      } catch (error) {
        // Keep the cars for the next search unless newer ones arrived meanwhile.
        if (!this.pending.has(slug)) this.pending.set(slug, cars);
        throw error;
      }
    }
  }

  async multiSearch(slug: string, queries: Parameters<SearchProvider['multiSearch']>[1]) {
    await this.ready(slug);
    return this.inner.multiSearch(slug, queries);
  }

  async facetSearch(slug: string, body: Record<string, unknown>) {
    await this.ready(slug);
    return this.inner.facetSearch(slug, body);
  }

  async patchCars(slug: string, patches: Parameters<SearchProvider['patchCars']>[1]) {
    await this.ready(slug);
    return this.inner.patchCars(slug, patches);
  }

  async settings(slug: string) {
    await this.ready(slug);
    return this.inner.settings(slug);
  }

  close(): Promise<void> {
    return this.inner.close?.() ?? Promise.resolve();
  }
}

/** The embedded engine indexes in this process, so it indexes lazily; Meilisearch keeps its own. */
export function lazyEmbeddedIndex(provider: SearchProvider): SearchProvider {
  return provider.name === 'embedded' && !(provider instanceof LazyIndexProvider) ? new LazyIndexProvider(provider) : provider;
}
