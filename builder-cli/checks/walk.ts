// Walks a JSON value, calling back for every string with its JSON pointer and property name.
import { toPointer } from '../../server/tenants/json-document';

export interface StringAt {
  pointer: string;
  /** The property holding the string ('' inside arrays). */
  key: string;
  value: string;
}

export function stringsOf(value: unknown, prefix: readonly (string | number)[] = []): StringAt[] {
  const out: StringAt[] = [];
  const visit = (v: unknown, at: (string | number)[], key: string) => {
    if (typeof v === 'string') out.push({ pointer: toPointer(at), key, value: v });
    else if (Array.isArray(v)) v.forEach((item, i) => visit(item, [...at, i], ''));
    else if (v && typeof v === 'object') for (const [k, item] of Object.entries(v)) visit(item, [...at, k], k);
  };
  visit(value, [...prefix], '');
  return out;
}

/** Objects anywhere in a value, with their pointers. */
export function objectsOf(value: unknown, prefix: readonly (string | number)[] = []): { pointer: string; key: string; value: Record<string, unknown> }[] {
  const out: { pointer: string; key: string; value: Record<string, unknown> }[] = [];
  const visit = (v: unknown, at: (string | number)[], key: string) => {
    if (Array.isArray(v)) v.forEach((item, i) => visit(item, [...at, i], key));
    else if (v && typeof v === 'object') {
      out.push({ pointer: toPointer(at), key, value: v as Record<string, unknown> });
      for (const [k, item] of Object.entries(v)) visit(item, [...at, k], k);
    }
  };
  visit(value, [...prefix], '');
  return out;
}

/** href values of <a> tags in dealer HTML. */
export function anchorsIn(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*\bhref\s*=\s*["']([^"']*)["']/gi)].map((m) => m[1]!);
}
