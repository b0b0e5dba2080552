// Template merge rules: objects deep-merge, arrays and scalars from the later document replace.

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A copy of parsed JSON (objects, arrays, strings, numbers, booleans, null): what structuredClone
 * makes of it, at a fraction of the cost (every tenant copies its templates' documents). Nesting
 * too deep for the stack throws a RangeError at about the depth structuredClone does.
 */
export function copyJson(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map(copyJson);
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) setData(out, key, copyJson((value as Record<string, unknown>)[key]));
  return out;
}

export function deepMerge(base: unknown, over: unknown): unknown {
  if (over === undefined) return copyJson(base);
  if (!isPlainObject(base) || !isPlainObject(over)) return copyJson(over);
  // Each value is copied once: base's keys in base's order, then over's new keys in over's order.
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(base)) setData(out, key, Object.hasOwn(over, key) ? deepMerge(base[key], over[key]) : copyJson(base[key]));
  for (const key of Object.keys(over)) if (!Object.hasOwn(base, key)) setData(out, key, deepMerge(undefined, over[key]));
  return out;
}

/**
 * Sets a data property of an object this module made. A "__proto__" key stays data (defineProperty)
 * instead of replacing the prototype; every other key is assigned, which is the same property and,
 * for the thousands of keys a tenant merges, far cheaper than defineProperty.
 */
function setData(target: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__') Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  else target[key] = value;
}

/** Merges documents first to last (templates first, the tenant last). */
export function mergeAll(docs: readonly unknown[]): unknown {
  return docs.reduce<unknown>((acc, doc) => (acc === undefined ? copyJson(doc) : mergeOwned(acc, doc)), undefined);
}

/** deepMerge into a value this module made (so it is changed in place, not copied again). */
function mergeOwned(owned: unknown, over: unknown): unknown {
  if (over === undefined) return owned;
  if (!isPlainObject(owned) || !isPlainObject(over)) return copyJson(over);
  for (const key of Object.keys(over)) setData(owned, key, mergeOwned(Object.hasOwn(owned, key) ? owned[key] : undefined, over[key]));
  return owned;
}

export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
