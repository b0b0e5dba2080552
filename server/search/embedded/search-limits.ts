// Every per-request cost of a search is bounded here, so one request can never stall the process.
// Where Meilisearch has the same limit we take its value (milli's search/new/limits.rs, lib.rs and
// filter-parser); the others are ours and documented in docs/search.md.

/** Meilisearch keeps the first 10 words of `q` (milli `Search::words_limit`). */
export const MAX_QUERY_WORDS = 10;
/** Tokens of `q` looked at before the word limit applies (milli `MAX_TOKEN_COUNT`). */
export const MAX_QUERY_TOKENS = 1000;
/** A query word longer than this (UTF-8 bytes) matches only exactly: no prefix, no typo (milli `MAX_WORD_LENGTH`). */
export const MAX_WORD_BYTES = 250;
/** Terms a prefix may expand to (milli `MAX_PREFIX_COUNT`). */
export const MAX_PREFIX_TERMS = 1000;
/** Terms a word may reach with typos (milli `MAX_ONE_TYPO_COUNT` + `MAX_TWO_TYPOS_COUNT`). */
export const MAX_TYPO_TERMS = 200;
/** Characters of `q` read at all; the rest is ignored (a 64 KB word would otherwise be tokenized whole). */
export const MAX_QUERY_CHARS = 2000;
/** Queries in one multi-search (the stock page sends at most 18). */
export const MAX_QUERIES = 20;
/** Hits returned by one request, summed over its queries (each query is also capped by maxTotalHits). */
export const MAX_HITS_PER_REQUEST = 1000;
/** Characters of one filter expression, and of all of a query's filter strings together. */
export const MAX_FILTER_CHARS = 16_384;
/** Conditions (comparisons, IN values, EXISTS ...) in one query's filter. */
export const MAX_FILTER_CONDITIONS = 1000;
/** Nesting of a JSON request body (objects and arrays). */
export const MAX_JSON_DEPTH = 32;
/** Sub-attribute columns (`location.slug`) kept per index beyond the declared ones. */
export const MAX_DYNAMIC_COLUMNS = 32;
/**
 * An index of at most this many documents builds each declared filterable or sortable column on
 * its first use (column-store.ts), and its word postings on its first query with words
 * (embedded-index.ts), not with the documents: building a column over 2,000 documents takes well
 * under a millisecond, a dealer's stock page reads 23 of the 41 car columns and sends no words,
 * and what is never built is never kept (513 -> 286 KB a 150-car dealer after its stock and car
 * page: tests/bench/RESULTS.md, "Memory and uncached renders (session 13)").
 */
export const LAZY_COLUMNS_MAX_DOCUMENTS = 2000;
/** Parsed filters kept per index. */
export const FILTER_CACHE_ENTRIES = 256;
/** Filters longer than this are parsed every time instead of cached. */
export const FILTER_CACHE_KEY_CHARS = 4096;

/** Depth of the deepest object or array in a parsed JSON value, without recursion. */
export function jsonDepth(value: unknown, stopAt = Infinity): number {
  let max = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!;
    if (v === null || typeof v !== 'object') continue;
    const d = depth + 1;
    if (d > max) {
      max = d;
      if (max > stopAt) return max;
    }
    for (const child of Array.isArray(v) ? v : Object.values(v as Record<string, unknown>)) {
      if (child !== null && typeof child === 'object') stack.push([child, d]);
    }
  }
  return max;
}
