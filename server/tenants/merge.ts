// Template merge rules: objects deep-merge, arrays and scalars from the later document replace.

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function deepMerge(base: unknown, over: unknown): unknown {
  if (over === undefined) return structuredClone(base);
  if (!isPlainObject(base) || !isPlainObject(over)) return structuredClone(over);
  // Each value is copied once: base's keys in base's order, then over's new keys in over's order.
  const out: Record<string, unknown> = {};
  const set = (key: string, value: unknown) =>
    // defineProperty keeps a "__proto__" key as data instead of replacing the prototype.
    Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
  for (const key of Object.keys(base)) set(key, Object.hasOwn(over, key) ? deepMerge(base[key], over[key]) : structuredClone(base[key]));
  for (const key of Object.keys(over)) if (!Object.hasOwn(base, key)) set(key, deepMerge(undefined, over[key]));
  return out;
}

/** Merges documents first to last (templates first, the tenant last). */
export function mergeAll(docs: readonly unknown[]): unknown {
  return docs.reduce<unknown>((acc, doc) => (acc === undefined ? structuredClone(doc) : mergeOwned(acc, doc)), undefined);
}

/** deepMerge into a value this module made (so it is changed in place, not copied again). */
function mergeOwned(owned: unknown, over: unknown): unknown {
  if (over === undefined) return owned;
  if (!isPlainObject(owned) || !isPlainObject(over)) return structuredClone(over);
  for (const key of Object.keys(over)) {
    Object.defineProperty(owned, key, {
      value: mergeOwned(Object.hasOwn(owned, key) ? owned[key] : undefined, over[key]),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return owned;
}

export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
