// The default provider: one in-memory index per tenant, rebuilt whole and swapped on stock change.
import type { Car } from '../../schemas/types/car';
import type { MultiSearchResponse, SearchQuery } from '../../runtime/lib/search/search-types';
import { CARS_INDEX } from '../../runtime/lib/search/search-types';
import { EmbeddedIndex, SearchError } from './embedded';
import { facetSearch } from './embedded/facet-search';
import { type Steps, runSliced, searchTurns } from './embedded/time-slice';

/** Lets other requests run between two queries of one multi-search, so none waits for all of them. */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));
import { carIndexSettings, toIndexDocument } from './car-index';
import type { CarPatch, SearchProvider } from './search-provider';
import type { TenantIndexSettings } from './tenant-index';

/** The cars as index documents, pausable every INDEX_CHUNK cars. */
function* indexDocuments(cars: readonly Car[], settings?: TenantIndexSettings): Steps<Record<string, unknown>[]> {
  const documents: Record<string, unknown>[] = [];
  for (const car of cars) {
    documents.push(toIndexDocument(car, settings?.places ?? {}) as unknown as Record<string, unknown>);
    if (documents.length % INDEX_CHUNK === 0) yield;
  }
  return documents;
}
const INDEX_CHUNK = 256;

export class EmbeddedProvider implements SearchProvider {
  readonly name = 'embedded' as const;
  private indexes = new Map<string, EmbeddedIndex>();
  private stock = new Map<string, { cars: readonly Car[]; settings?: TenantIndexSettings }>();

  async replaceStock(tenantSlug: string, cars: readonly Car[], settings?: TenantIndexSettings) {
    const started = performance.now();
    const index = new EmbeddedIndex(CARS_INDEX, carIndexSettings(settings));
    // Built in slices (time-slice.ts), so other requests are answered while a large stock list is
    // indexed; searches meanwhile use the previous index.
    const documents = await runSliced(indexDocuments(cars, settings));
    await index.replaceAllSliced(documents);
    this.indexes.set(tenantSlug, index);
    this.stock.set(tenantSlug, { cars, settings });
    return { documents: cars.length, ms: performance.now() - started };
  }

  /** Rebuilds the tenant's index with the patched cars (the index is immutable once built). */
  async patchCars(tenantSlug: string, patches: readonly CarPatch[]): Promise<void> {
    const stock = this.stock.get(tenantSlug);
    if (!stock || !patches.length) return;
    const byId = new Map(patches.map((p) => [String(p.id), p]));
    await this.replaceStock(
      tenantSlug,
      stock.cars.map((car) => (byId.has(String(car.id)) ? { ...car, ...byId.get(String(car.id)) } : car)),
      stock.settings,
    );
  }

  private index(tenantSlug: string): EmbeddedIndex {
    const index = this.indexes.get(tenantSlug);
    if (!index) throw new SearchError('index_not_found', `Index \`${CARS_INDEX}\` not found.`, 404);
    return index;
  }

  async multiSearch(tenantSlug: string, queries: SearchQuery[]): Promise<MultiSearchResponse> {
    const index = this.index(tenantSlug);
    const results = [];
    // Each query runs in slices and takes its turn (time-slice.ts): other requests are answered
    // while one runs, and between two queries of one multi-search.
    for (const [i, query] of queries.entries()) {
      if (i > 0) await yieldToEventLoop();
      try {
        results.push(await index.searchSliced(query));
      } catch (e) {
        if (e instanceof SearchError) throw new SearchError(e.code, `Inside \`.queries[${i}]\`: ${e.message}`, e.httpStatus);
        throw e;
      }
    }
    return { results } as MultiSearchResponse;
  }

  async facetSearch(tenantSlug: string, body: Record<string, unknown>) {
    const index = this.index(tenantSlug);
    return searchTurns.run(async () => facetSearch(index, body));
  }

  async settings(tenantSlug: string) {
    const s = this.index(tenantSlug).settings;
    return {
      displayedAttributes: s.displayedAttributes ?? ['*'],
      searchableAttributes: s.searchableAttributes,
      filterableAttributes: s.filterableAttributes,
      sortableAttributes: s.sortableAttributes,
      rankingRules: s.rankingRules ?? ['words', 'typo', 'proximity', 'attribute', 'sort', 'exactness'],
      stopWords: [...(s.stopWords ?? [])].sort(),
      nonSeparatorTokens: [],
      separatorTokens: [],
      dictionary: [],
      synonyms: s.synonyms ?? {},
      distinctAttribute: s.distinctAttribute ?? null,
      proximityPrecision: 'byWord',
      typoTolerance: {
        enabled: s.typoTolerance?.enabled ?? true,
        minWordSizeForTypos: { oneTypo: s.typoTolerance?.minWordSizeForTypos?.oneTypo ?? 5, twoTypos: s.typoTolerance?.minWordSizeForTypos?.twoTypos ?? 9 },
        disableOnWords: s.typoTolerance?.disableOnWords ?? [],
        disableOnAttributes: s.typoTolerance?.disableOnAttributes ?? [],
        disableOnNumbers: s.typoTolerance?.disableOnNumbers ?? false,
      },
      faceting: { maxValuesPerFacet: s.maxValuesPerFacet ?? 100, sortFacetValuesBy: { '*': 'alpha' } },
      pagination: { maxTotalHits: s.maxTotalHits ?? 1000 },
    };
  }
}
