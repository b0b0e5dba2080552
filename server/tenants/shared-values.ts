// A dealer's stock as the server keeps it: the cars are frozen copies in which every repeated
// string is one string and every repeated nested value (a location, an image entry, an empty
// `payment_processors`) is one frozen object, shared by the cars of that list. Each car is built
// key by key in its own order, so cars with the same keys share one hidden class: a car copied
// with a spread and then frozen got a hidden class of its own (~1 KB each).
// tests/bench/RESULTS.md, "Memory per dealer (session 12)": 546 -> ~140 KB for 150 sample cars.

/** JSON data: what a stock row holds. */
type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/**
 * `rows`, frozen, with equal strings and equal nested objects and arrays shared within the list.
 * The rows themselves are never merged (two equal cars stay two objects), and nothing is shared
 * with other lists, so a dealer's stock lives and goes as one.
 */
export function shareValues<T extends object>(rows: readonly T[]): readonly T[] {
  const pool = new ValuePool();
  return Object.freeze(rows.map((row) => pool.row(row as unknown as Json) as unknown as T));
}

class ValuePool {
  /** Each distinct string and its number. */
  private readonly strings = new Map<string, { value: string; id: number }>();
  /** Each distinct nested object or array by its key, and its number. */
  private readonly values = new Map<string, { value: Json; id: number }>();

  /** A frozen copy of a row; its nested values come from the pool. */
  row(value: Json): Json {
    const { value: copy } = this.copy(value);
    Object.freeze(copy);
    return copy;
  }

  private string(value: string): { value: string; id: number } {
    let known = this.strings.get(value);
    if (known === undefined) this.strings.set(value, (known = { value, id: this.strings.size }));
    return known;
  }

  /**
   * The pooled value and a short key, equal for two values exactly when they are equal JSON:
   * strings and nested values are keyed by their number in the pool, numbers by their text
   * (-0 apart from 0).
   */
  private nested(value: Json): { value: Json; key: string } {
    if (typeof value === 'string') {
      const known = this.string(value);
      return { value: known.value, key: `s${known.id}` };
    }
    if (typeof value !== 'object' || value === null) return { value, key: Object.is(value, -0) ? '-0' : String(value) };
    const made = this.copy(value);
    let known = this.values.get(made.key);
    if (known === undefined) {
      Object.freeze(made.value);
      this.values.set(made.key, (known = { value: made.value, id: this.values.size }));
    }
    return { value: known.value, key: `o${known.id}` };
  }

  private copy(value: Json): { value: Json; key: string } {
    if (typeof value !== 'object' || value === null) return this.nested(value);
    if (Array.isArray(value)) {
      const items = value.map((item) => this.nested(item));
      return { value: items.map((i) => i.value), key: `[${items.map((i) => i.key).join(',')}]` };
    }
    const out: { [key: string]: Json } = {};
    let key = '{';
    for (const name of Object.keys(value)) {
      const item = this.nested(value[name]!);
      const own = this.string(name);
      // A "__proto__" key stays data (as in merge.ts's copies) instead of replacing the prototype.
      if (own.value === '__proto__') Object.defineProperty(out, own.value, { value: item.value, enumerable: true, writable: true, configurable: true });
      else out[own.value] = item.value;
      key += `${own.id}:${item.key},`;
    }
    return { value: out, key: `${key}}` };
  }
}
