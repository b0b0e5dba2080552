// Template merge rules: objects deep-merge, arrays and scalars from the later document replace.

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function deepMerge(base: unknown, over: unknown): unknown {
  if (over === undefined) return structuredClone(base);
  if (!isPlainObject(base) || !isPlainObject(over)) return structuredClone(over);
  const out: Record<string, unknown> = structuredClone(base);
  for (const [key, value] of Object.entries(over)) {
    // defineProperty keeps a "__proto__" key as data instead of replacing the prototype.
    Object.defineProperty(out, key, {
      value: deepMerge(Object.hasOwn(base, key) ? base[key] : undefined, value),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out;
}

/** Merges documents first to last (templates first, the tenant last). */
export function mergeAll(docs: readonly unknown[]): unknown {
  return docs.reduce<unknown>((acc, doc) => (acc === undefined ? structuredClone(doc) : deepMerge(acc, doc)), undefined);
}

export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
