// A hit as Meilisearch returns it: the retrieved (and displayed) attributes, plus `_formatted`
// (highlighted and cropped attributes) and `_matchesPosition` when asked for.
import { isCoveredBy } from './document-values';
import { cropText, highlightText, matchPositions } from './highlight';
import type { ParsedQuery } from './query-words';

export interface HitFormat {
  /** Attributes a hit carries: attributesToRetrieve within displayedAttributes. null: all. */
  retrieve: readonly string[] | null;
  highlight: readonly string[];
  crop: readonly string[];
  cropLength: number;
  cropMarker: string;
  pre: string;
  post: string;
  showMatchesPosition: boolean;
  query: ParsedQuery;
  /** Extra fields to add to every hit (`_geoDistance`). */
}

/** Keeps the attributes of `record` covered by `attributes` (dotted paths reach into objects). */
export function project(record: Record<string, unknown>, attributes: readonly string[], prefix = ''): Record<string, unknown> {
  if (attributes.includes('*')) return { ...record };
  const out: Record<string, unknown> = {};
  for (const key in record) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    const value = record[key];
    if (isCoveredBy(path, attributes)) out[key] = value;
    else if (value !== null && typeof value === 'object' && attributes.some((a) => a.startsWith(`${path}.`))) {
      out[key] = Array.isArray(value)
        ? value.map((v: unknown) => (v !== null && typeof v === 'object' && !Array.isArray(v) ? project(v as Record<string, unknown>, attributes, path) : v))
        : project(value as Record<string, unknown>, attributes, path);
    }
  }
  return out;
}

function formatValue(value: unknown, path: string, f: HitFormat, matching: boolean): unknown {
  const highlighted = isCoveredBy(path, f.highlight);
  const cropped = isCoveredBy(path, f.crop);
  switch (typeof value) {
    case 'string': {
      let text = cropped ? cropText(value, f.query, f.cropLength, f.cropMarker) : value;
      if (highlighted && matching) text = highlightText(text, f.query, f.pre, f.post);
      return text;
    }
    case 'number':
      // Meilisearch formats highlighted or cropped attributes as text: numbers become strings.
      if (!highlighted && !cropped) return value;
      return highlighted && matching ? highlightText(String(value), f.query, f.pre, f.post) : String(value);
    case 'object': {
      if (value === null) return null;
      if (Array.isArray(value)) return value.map((v: unknown) => formatValue(v, path, f, matching));
      const out: Record<string, unknown> = {};
      for (const key in value) out[key] = formatValue((value as Record<string, unknown>)[key], `${path}.${key}`, f, matching);
      return out;
    }
    default:
      return value;
  }
}

function collectPositions(value: unknown, path: string, f: HitFormat, out: Record<string, { start: number; length: number }[]>): void {
  if (typeof value === 'string' || typeof value === 'number') {
    const found = matchPositions(String(value), f.query);
    if (found.length > 0) (out[path] ??= []).push(...found);
  } else if (Array.isArray(value)) {
    for (const v of value) collectPositions(v, path, f, out);
  } else if (value !== null && typeof value === 'object') {
    for (const key in value) collectPositions((value as Record<string, unknown>)[key], `${path}.${key}`, f, out);
  }
}

export function formatHit(source: Record<string, unknown>, f: HitFormat): Record<string, unknown> {
  const hit = f.retrieve === null ? { ...source } : project(source, f.retrieve);
  const matching = f.query.terms.length > 0;
  if (f.highlight.length > 0 || f.crop.length > 0) {
    const formatted: Record<string, unknown> = {};
    const shown = f.retrieve === null ? source : project(source, [...f.retrieve, ...f.highlight, ...f.crop]);
    for (const key in shown) formatted[key] = formatValue(shown[key], key, f, matching);
    hit._formatted = formatted;
  }
  if (f.showMatchesPosition) {
    const positions: Record<string, { start: number; length: number }[]> = {};
    if (matching) for (const key in source) collectPositions(source[key], key, f, positions);
    hit._matchesPosition = positions;
  }
  return hit;
}
