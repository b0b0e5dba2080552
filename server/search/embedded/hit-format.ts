// A hit as Meilisearch returns it: the retrieved (and displayed) attributes, plus `_formatted`
// (highlighted and cropped attributes) and `_matchesPosition` when asked for.
import { isCoveredBy } from './document-values';
import { cropText, highlightText, matchPositions } from './highlight';
import type { HitProjection } from './hit-shapes';
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

/** Whether a configured attribute lies below `path` (`location.name` below `location`). */
function reachesBelow(path: string, configured: readonly string[]): boolean {
  for (const c of configured) if (c.length > path.length && c.charCodeAt(path.length) === 46 && c.startsWith(path)) return true;
  return false;
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
      // Nothing below is highlighted or cropped: the value as it is, shared like the hit's own
      // copy shares it (a copy per hit was most of a page's garbage).
      if (!highlighted && !cropped && !reachesBelow(path, f.highlight) && !reachesBelow(path, f.crop)) return value;
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

/** What the engine adds to a hit beside its attributes. */
export interface HitExtras {
  geoDistance?: number;
  rankingScore?: number;
}

/** Fast-properties copies (hit-shapes.ts) of the hit's attributes and of `_formatted`'s. */
export interface HitCopies {
  doc: number;
  hit: HitProjection | null;
  formatted: HitProjection | null;
}

export function formatHit(source: Record<string, unknown>, f: HitFormat, extras: HitExtras = {}, copies?: HitCopies): Record<string, unknown> {
  const matching = f.query.terms.length > 0;
  let formatted: Record<string, unknown> | undefined;
  if (f.highlight.length > 0 || f.crop.length > 0) {
    formatted =
      copies?.formatted?.copy(copies.doc, source, 0) ?? (f.retrieve === null ? { ...source } : project(source, [...f.retrieve, ...f.highlight, ...f.crop]));
    // Overwritten in place, which keeps the copy's fast properties.
    for (const key in formatted) formatted[key] = formatValue(formatted[key], key, f, matching);
  }
  let positions: Record<string, { start: number; length: number }[]> | undefined;
  if (f.showMatchesPosition) {
    positions = {};
    if (matching) for (const key in source) collectPositions(source[key], key, f, positions);
  }
  const mask =
    (formatted !== undefined ? 1 : 0) |
    (positions !== undefined ? 2 : 0) |
    (extras.geoDistance !== undefined ? 4 : 0) |
    (extras.rankingScore !== undefined ? 8 : 0);
  const hit = copies?.hit?.copy(copies.doc, source, mask) ?? (f.retrieve === null ? { ...source } : project(source, f.retrieve));
  if (formatted !== undefined) hit._formatted = formatted;
  if (positions !== undefined) hit._matchesPosition = positions;
  if (extras.geoDistance !== undefined) hit._geoDistance = extras.geoDistance;
  if (extras.rankingScore !== undefined) hit._rankingScore = extras.rankingScore;
  return hit;
}
