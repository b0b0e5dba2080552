// A real Meilisearch server (MEILI_HOST, MEILI_API_KEY): one index per tenant, `cars_<slug>`.
import { Meilisearch, MeilisearchApiError } from 'meilisearch';
import type { Car } from '../../schemas/types/car';
import type { MultiSearchResponse, SearchQuery } from '../../runtime/lib/search/search-types';
import { CARS_INDEX } from '../../runtime/lib/search/search-types';
import { CAR_INDEX_SETTINGS, carIndexSettings, toIndexDocument } from './car-index';
import type { FacetSearchResponse } from './embedded/facet-search';
import type { TenantIndexSettings } from './tenant-index';
import { SearchError, type SearchErrorCode } from './embedded';
import type { CarPatch, SearchProvider } from './search-provider';

export class MeilisearchProvider implements SearchProvider {
  readonly name = 'meilisearch' as const;
  private client: Meilisearch;

  constructor(
    private readonly host: string,
    apiKey?: string,
    private readonly prefix = process.env.MEILI_INDEX_PREFIX ?? 'cars_',
  ) {
    this.client = new Meilisearch({ host, ...(apiKey ? { apiKey } : {}) });
  }

  indexUid(tenantSlug: string): string {
    return `${this.prefix}${tenantSlug}`;
  }

  /** The index as every server sharing this Meilisearch names it (the host and the index uid). */
  indexKey(tenantSlug: string): string {
    return `${this.host} ${this.indexUid(tenantSlug)}`;
  }

  async replaceStock(tenantSlug: string, cars: readonly Car[], tenantSettings?: TenantIndexSettings) {
    const settings = carIndexSettings(tenantSettings);
    const started = performance.now();
    const uid = this.indexUid(tenantSlug);
    // Build beside the live index and swap, so searches never see a half-filled index.
    const staging = `${uid}_next`;
    await this.client.deleteIndex(staging).waitTask();
    await this.client.createIndex(staging, { primaryKey: CAR_INDEX_SETTINGS.primaryKey }).waitTask();
    const index = this.client.index(staging);
    await index
      .updateSettings({
        filterableAttributes: settings.filterableAttributes,
        sortableAttributes: settings.sortableAttributes,
        searchableAttributes: settings.searchableAttributes,
        ...(settings.displayedAttributes ? { displayedAttributes: settings.displayedAttributes } : {}),
        ...(settings.rankingRules ? { rankingRules: settings.rankingRules } : {}),
        ...(settings.distinctAttribute !== undefined ? { distinctAttribute: settings.distinctAttribute } : {}),
        ...(settings.synonyms ? { synonyms: settings.synonyms } : {}),
        ...(settings.stopWords ? { stopWords: settings.stopWords } : {}),
        ...(settings.typoTolerance ? { typoTolerance: settings.typoTolerance } : {}),
        pagination: { maxTotalHits: 1000 },
      })
      .waitTask();
    if (cars.length) {
      const task = await index.addDocuments(cars.map((car) => toIndexDocument(car, tenantSettings?.places ?? {}))).waitTask({ timeout: 120_000 });
      if (task.status !== 'succeeded') throw new Error(`Meilisearch could not index ${tenantSlug}: ${task.error?.message ?? task.status}`);
    }
    await this.client.createIndex(uid, { primaryKey: CAR_INDEX_SETTINGS.primaryKey }).waitTask();
    await this.client.swapIndexes([{ indexes: [uid, staging], rename: false }]).waitTask();
    await this.client.deleteIndex(staging).waitTask();
    return { documents: cars.length, ms: performance.now() - started };
  }

  /** How many documents the tenant's live index holds; 0 when it does not exist. */
  async documentCount(tenantSlug: string): Promise<number> {
    try {
      return (await this.client.index(this.indexUid(tenantSlug)).getStats()).numberOfDocuments;
    } catch (error) {
      if (error instanceof MeilisearchApiError && error.response.status === 404) return 0;
      throw error;
    }
  }

  async patchCars(tenantSlug: string, patches: readonly CarPatch[]): Promise<void> {
    if (!patches.length) return;
    const task = await this.client
      .index(this.indexUid(tenantSlug))
      .updateDocuments(patches.map((p) => ({ ...p })))
      .waitTask();
    if (task.status !== 'succeeded') throw new Error(`Meilisearch could not update ${tenantSlug}: ${task.error?.message ?? task.status}`);
  }

  async multiSearch(tenantSlug: string, queries: SearchQuery[]): Promise<MultiSearchResponse> {
    const uid = this.indexUid(tenantSlug);
    return this.translated(uid, async () => {
      const response = await this.client.multiSearch({ queries: queries.map((q) => ({ ...q, indexUid: uid })) });
      return { results: response.results.map((r) => ({ ...r, indexUid: CARS_INDEX })) } as unknown as MultiSearchResponse;
    });
  }

  async facetSearch(tenantSlug: string, body: Record<string, unknown>): Promise<FacetSearchResponse> {
    const uid = this.indexUid(tenantSlug);
    return this.translated(uid, async () => (await this.client.index(uid).searchForFacetValues(body as never)) as unknown as FacetSearchResponse);
  }

  async settings(tenantSlug: string): Promise<Record<string, unknown>> {
    const uid = this.indexUid(tenantSlug);
    return this.translated(uid, async () => (await this.client.index(uid).getSettings()) as unknown as Record<string, unknown>);
  }

  private async translated<T>(uid: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      // Meilisearch's own error (bad filter, sort ...) passes through in its shape, naming our index uid.
      if (error instanceof MeilisearchApiError && error.cause) {
        const cause = error.cause as { message: string; code: string };
        throw new SearchError(cause.code as SearchErrorCode, cause.message.replaceAll(uid, CARS_INDEX), error.response.status);
      }
      throw error;
    }
  }
}
