// Walks a JSON value once, collecting its strings and objects with their JSON pointers.

export interface StringAt {
  pointer: string;
  /** The property holding the string ('' inside arrays). */
  key: string;
  value: string;
}

interface ObjectAt {
  pointer: string;
  /** The property holding the object (an array's items keep the array's property). */
  key: string;
  value: Record<string, unknown>;
}

/** Strings and objects of one value, in document order (an object before what it holds). */
export interface Visited {
  strings: StringAt[];
  objects: ObjectAt[];
}

const escapeKey = (key: string) => (key.includes('~') || key.includes('/') ? key.replace(/~/g, '~0').replace(/\//g, '~1') : key);

/** One pass over `value`, whose own pointer is `pointer`; child pointers are built as it descends. */
export function visitValue(value: unknown, pointer = ''): Visited {
  const out: Visited = { strings: [], objects: [] };
  const step = (v: unknown, at: string, stringKey: string, objectKey: string) => {
    if (typeof v === 'string') out.strings.push({ pointer: at, key: stringKey, value: v });
    else if (Array.isArray(v)) for (let i = 0; i < v.length; i++) step(v[i], `${at}/${i}`, '', objectKey);
    else if (v && typeof v === 'object') {
      out.objects.push({ pointer: at, key: objectKey, value: v as Record<string, unknown> });
      for (const k of Object.keys(v)) step((v as Record<string, unknown>)[k], `${at}/${escapeKey(k)}`, k, k);
    }
  };
  step(value, pointer, '', '');
  return out;
}

/** Whether `pointer` is `prefix` or lies beneath it. */
export function isUnder(pointer: string, prefix: string): boolean {
  return pointer === prefix || pointer.startsWith(prefix + '/');
}

/** href values of <a> tags in dealer HTML. */
export function anchorsIn(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*\bhref\s*=\s*["']([^"']*)["']/gi)].map((m) => m[1]!);
}
