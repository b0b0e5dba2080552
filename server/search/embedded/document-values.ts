// Reading an attribute (possibly dotted, possibly through arrays of objects) out of a plain JSON
// document, the way Meilisearch flattens documents before indexing facets.

export type Scalar = string | number | boolean;

export interface AttributeValues {
  /** The field is present in the document (even as null, "" or []). */
  present: boolean;
  /** The field holds null (or an array holding null). */
  isNull: boolean;
  /** The field holds "", [] or {}. */
  isEmpty: boolean;
  /** Every scalar reached, arrays flattened. */
  leaves: Scalar[];
}

export function splitPath(attribute: string): string[] {
  return attribute.split('.');
}

function visitLeaf(value: unknown, out: AttributeValues): void {
  if (value === null || value === undefined) {
    out.isNull = true;
  } else if (Array.isArray(value)) {
    if (value.length === 0) out.isEmpty = true;
    for (const element of value) {
      if (Array.isArray(element)) visitLeaf(element, out);
      else if (element === null) out.isNull = true;
      else if (typeof element === 'string' || typeof element === 'boolean') out.leaves.push(element);
      else if (typeof element === 'number' && Number.isFinite(element)) out.leaves.push(element);
    }
  } else if (typeof value === 'string') {
    if (value === '') out.isEmpty = true;
    out.leaves.push(value);
  } else if (typeof value === 'number') {
    if (Number.isFinite(value)) out.leaves.push(value);
  } else if (typeof value === 'boolean') {
    out.leaves.push(value);
  } else if (typeof value === 'object' && Object.keys(value as object).length === 0) {
    out.isEmpty = true;
  }
}

function walk(value: unknown, path: readonly string[], index: number, out: AttributeValues): void {
  if (index === path.length) {
    out.present = true;
    visitLeaf(value, out);
    return;
  }
  if (Array.isArray(value)) {
    for (const element of value) walk(element, path, index, out);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  const record = value as Record<string, unknown>;
  // A key may itself contain dots ({"location.slug": ...}); try every split of the remaining path.
  let key = '';
  for (let j = index; j < path.length; j++) {
    key = j === index ? path[j]! : `${key}.${path[j]}`;
    if (Object.prototype.hasOwnProperty.call(record, key)) walk(record[key], path, j + 1, out);
  }
}

export function readAttribute(document: unknown, path: readonly string[]): AttributeValues {
  const out: AttributeValues = { present: false, isNull: false, isEmpty: false, leaves: [] };
  walk(document, path, 0, out);
  return out;
}

/** Meilisearch compares facet strings trimmed and lower-cased. */
export function normalizeFacetString(value: string): string {
  return value.trim().toLowerCase();
}

const NUMBER_LITERAL = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

/** A filter operand as a finite number, or null (Rust's f64 parsing, minus inf/NaN). */
export function parseFiniteNumber(text: string): number | null {
  const trimmed = text.trim();
  if (!NUMBER_LITERAL.test(trimmed)) return null;
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : null;
}

const DOT = 46; // '.'

/** Whether `attribute` is covered by a configured attribute: itself or one of its parents. */
export function isCoveredBy(attribute: string, configured: readonly string[]): boolean {
  // No `${c}.` string per test: this runs for every attribute of every hit formatted.
  for (const c of configured) {
    if (c === '*' || attribute === c || (attribute.length > c.length && attribute.charCodeAt(c.length) === DOT && attribute.startsWith(c))) return true;
  }
  return false;
}
