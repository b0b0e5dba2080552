// The featured-stock block's query: hand-picked cars (ids or stock numbers) or the latest
// arrivals. The key and API path are shared by the server (which seeds the cache) and the browser.
const FEATURED_DEFAULT_LIMIT = 6;
const FEATURED_MAX_LIMIT = 12;

export interface FeaturedStockQuery {
  /** Car ids or stock numbers, in the order to show; empty means the latest arrivals. */
  ids: string[];
  limit: number;
}

export function featuredStockQuery(props: { carIds?: readonly (string | number)[]; limit?: number }): FeaturedStockQuery {
  const ids = [...new Set((props.carIds ?? []).map((id) => String(id).trim()).filter(Boolean))];
  const wanted = Number.isInteger(props.limit) && props.limit! > 0 ? props.limit! : FEATURED_DEFAULT_LIMIT;
  return { ids, limit: Math.min(wanted, FEATURED_MAX_LIMIT) };
}

export const featuredStockKey = (q: FeaturedStockQuery) => ['featured-stock', q.ids.join(','), q.limit] as const;

export function featuredStockPath(q: FeaturedStockQuery): string {
  const query = new URLSearchParams({ limit: String(q.limit) });
  if (q.ids.length) query.set('ids', q.ids.join(','));
  return `/api/featured-stock?${query}`;
}

/** GET /api/featured-stock's query string back into a query (the same normalisation as the block's props). */
export function parseFeaturedStockQuery(params: { ids?: unknown; limit?: unknown }): FeaturedStockQuery {
  const ids = typeof params.ids === 'string' ? params.ids.split(',') : [];
  const limit = typeof params.limit === 'string' ? Number(params.limit) : undefined;
  return featuredStockQuery({ carIds: ids.slice(0, FEATURED_MAX_LIMIT * 2), limit });
}
