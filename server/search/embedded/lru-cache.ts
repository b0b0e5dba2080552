// A small least-recently-used cache: the index keeps recent geo sorts and facet counts in one.

export class LruCache<V> {
  private readonly entries = new Map<string, V>();

  constructor(private readonly capacity: number) {}

  /** The value under `key`, made by `make` (and the oldest entry dropped when full) if absent. */
  getOrMake(key: string, make: () => V): V {
    const cached = this.get(key);
    if (cached !== undefined) return cached;
    const value = make();
    this.makeRoom();
    this.entries.set(key, value);
    return value;
  }

  /** The value under `key`, now the most recently used; undefined if absent. */
  get(key: string): V | undefined {
    const cached = this.entries.get(key);
    if (cached !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, cached);
    }
    return cached;
  }

  /** Drops the oldest entry when full, returning it: a value made slowly (in slices) goes in after. */
  makeRoom(): V | undefined {
    if (this.entries.size < this.capacity) return undefined;
    const oldest = this.entries.keys().next().value!;
    const value = this.entries.get(oldest);
    this.entries.delete(oldest);
    return value;
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    if (this.entries.size >= this.capacity) this.makeRoom();
    this.entries.set(key, value);
  }

  get size(): number {
    return this.entries.size;
  }
}
