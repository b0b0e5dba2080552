import { EmbeddedProvider } from './embedded-provider';
import { MeilisearchProvider } from './meilisearch-provider';
import type { SearchProvider } from './search-provider';

/** MEILI_HOST (+ MEILI_API_KEY) selects a real Meilisearch server; the embedded index is the default. */
export function createSearchProvider(env: NodeJS.ProcessEnv = process.env): SearchProvider {
  if (env.MEILI_HOST) return new MeilisearchProvider(env.MEILI_HOST, env.MEILI_API_KEY);
  return new EmbeddedProvider();
}
