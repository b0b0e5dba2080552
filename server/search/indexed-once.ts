// Several servers on one database (DATABASE_URL) share one Meilisearch (MEILI_HOST). Every server
// is told of a stock change and rebuilds what it serves, but the shared index takes the documents
// once: each server records in the database what it pushed (the stock version and a digest of the
// documents and settings), and a server that finds the same or a newer push recorded only drops
// its cached pages (render-cache-hooks does that around every replaceStock). The decision and the
// push run under a lock per index (StockStore.pushOnce), so two servers told at once push once.
import { createHash } from 'node:crypto';
import type { IndexPush } from '../../runtime/lib/search/index-push';
import { log } from '../log';
import type { SearchProvider } from './search-provider';

/** The database's record of pushes (StockSync with its store), and the stock versions this server serves. */
export interface PushRecord {
  versionOf(slug: string): number;
  pushOnce(indexKey: string, mine: IndexPush, push: () => Promise<unknown>, holds?: () => Promise<boolean>): Promise<boolean>;
}

/** The shared index: how many documents a tenant's index holds (0 when it is missing). */
export interface SharedIndex extends SearchProvider {
  documentCount(slug: string): Promise<number>;
}

/** A digest of what a push sends: the documents and the index settings. */
export function pushDigest(cars: unknown, settings: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify([cars, settings ?? null]))
    .digest('base64url');
}

/**
 * `provider` (a shared index) pushed to once per change across every server. `indexKey` names the
 * index every server shares (the Meilisearch host and index uid). This process pushes one tenant
 * at a time: the shared index runs its tasks one after another anyway, and each push holds a
 * database connection while it runs.
 */
export function indexedOnce(provider: SharedIndex, record: PushRecord, indexKey: (slug: string) => string): SearchProvider {
  let queue: Promise<unknown> = Promise.resolve();
  return {
    name: provider.name,
    async replaceStock(slug, cars, settings) {
      const started = performance.now();
      const mine = { version: record.versionOf(slug), digest: pushDigest(cars, settings) };
      // A recorded push counts only while the index still holds that many documents (a search server emptied meanwhile is filled again).
      const holds = async () => (await provider.documentCount(slug)) === cars.length;
      const run = queue.then(() => record.pushOnce(indexKey(slug), mine, () => provider.replaceStock(slug, cars, settings), holds));
      queue = run.catch(() => undefined);
      const pushed = await run;
      if (!pushed) log.info({ tenant: slug, version: mine.version }, 'search index already holds this stock; not pushed again');
      return { documents: pushed ? cars.length : 0, ms: performance.now() - started };
    },
    multiSearch: (slug, queries) => provider.multiSearch(slug, queries),
    facetSearch: (slug, body) => provider.facetSearch(slug, body),
    settings: (slug) => provider.settings(slug),
    patchCars: (slug, patches) => provider.patchCars(slug, patches),
    ...(provider.close ? { close: () => provider.close?.() ?? Promise.resolve() } : {}),
  };
}
