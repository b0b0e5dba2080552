// The ranked pages of recent searches, by what decides the order (filter, q, matching strategy,
// sort): a stock page's multi-search ranks the same matches for its main query and for each facet
// query sharing its filter, and the next page view or a shorter page reuses them. A page of
// [offset, end) is the first `end` documents of the order, so an order ranked to `end` answers
// every page ending there or before. Cleared when the documents change (the index makes a new one).

const ENTRIES = 64;

export class RankedPages {
  private readonly entries = new Map<string, number[]>();

  /**
   * The documents ranked [offset, end): from a cached order of at least `end` documents under
   * `key`, else `rank(end)` (the first `end` documents of the order, or all of them when fewer
   * match), cached. A null key (a filter too large to name) is never cached.
   */
  page(key: string | null, offset: number, end: number, rank: (end: number) => number[]): number[] {
    const ranked = this.get(key, end) ?? this.put(key, rank(end));
    return ranked.slice(offset, end);
  }

  /** A cached order of at least `end` documents under `key` (made most recent), if any. */
  get(key: string | null, end: number): number[] | undefined {
    if (key === null) return undefined;
    const cached = this.entries.get(key);
    if (cached === undefined || cached.length < end) return undefined;
    this.entries.delete(key);
    this.entries.set(key, cached);
    return cached;
  }

  /** Keeps `ranked` under `key` (unless null), evicting the oldest past the bound; returns it. */
  put(key: string | null, ranked: number[]): number[] {
    if (key === null) return ranked;
    this.entries.delete(key);
    if (this.entries.size >= ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, ranked);
    return ranked;
  }
}

/** The key of a search's order: its filter's key (null when not cacheable), q, strategy and sort. */
export function rankedPageKey(filterKey: string | null, q: string, strategy: string, sort: readonly string[] | undefined): string | null {
  if (filterKey === null) return null;
  return `${filterKey}\u0000${q}\u0000${strategy}\u0000${(sort ?? []).join('\u0001')}`;
}
