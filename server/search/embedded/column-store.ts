// The attribute columns of one index generation: declared filterable/sortable attributes built
// with the documents, sub-attribute paths (`location.slug`) built on first use, least recently
// used first, bounded by MAX_DYNAMIC_COLUMNS. In a small index (LAZY_COLUMNS_MAX_DOCUMENTS) the
// declared columns too are built on first use: a dealer's stock page reads a third of the 41 car
// attributes, and a column of 150 documents costs tens of microseconds to build.

import { AttributeColumn } from './attribute-column';
import { readAttribute, splitPath } from './document-values';
import { LAZY_COLUMNS_MAX_DOCUMENTS, MAX_DYNAMIC_COLUMNS } from './search-limits';
import { SortColumn } from './sort-column';
import { type Steps, runToEnd } from './time-slice';

const EMPTY_DOCUMENTS: readonly Record<string, unknown>[] = [];
const MAX_KNOWN_PATHS = 2000;
const PATHS_CHUNK = 256;

export class ColumnStore {
  private readonly columns = new Map<string, AttributeColumn>();
  private readonly sortColumns = new Map<string, SortColumn>();
  /** Sub-attribute columns built on demand, least recently used first. */
  private readonly dynamicColumns = new Map<string, AttributeColumn>();
  private readonly dynamicSortColumns = new Map<string, SortColumn>();
  /** Dotted paths the documents hold below the declared attributes: only these may get a column. */
  private knownPaths: Set<string>;
  /** Every document tied: the sort of a path no document holds. */
  private tiedSort: SortColumn | undefined;
  /** Declared attributes whose column is built on first use (a small index's). */
  private readonly lazyColumns = new Set<string>();
  private readonly lazySortColumns = new Set<string>();

  constructor(
    private readonly documents: readonly Record<string, unknown>[],
    filterableAttributes: readonly string[],
    sortableAttributes: readonly string[],
  ) {
    runToEnd(this.buildSteps(filterableAttributes, sortableAttributes));
    this.knownPaths = runToEnd(subPaths(documents, [...filterableAttributes, ...sortableAttributes]));
  }

  /** A store whose columns are built one by one, pausable between two (time-slice.ts). */
  static *build(
    documents: readonly Record<string, unknown>[],
    filterableAttributes: readonly string[],
    sortableAttributes: readonly string[],
  ): Steps<ColumnStore> {
    const store = new ColumnStore(documents, [], []);
    yield* store.buildSteps(filterableAttributes, sortableAttributes);
    store.knownPaths = yield* subPaths(documents, [...filterableAttributes, ...sortableAttributes]);
    return store;
  }

  private *buildSteps(filterableAttributes: readonly string[], sortableAttributes: readonly string[]): Steps<void> {
    if (this.documents.length <= LAZY_COLUMNS_MAX_DOCUMENTS) {
      for (const attribute of filterableAttributes) if (attribute !== '*') this.lazyColumns.add(attribute);
      for (const attribute of sortableAttributes) if (attribute !== '*') this.lazySortColumns.add(attribute);
      return;
    }
    for (const attribute of new Set(filterableAttributes)) {
      if (attribute !== '*') this.columns.set(attribute, yield* AttributeColumn.build(attribute, this.documents));
      yield;
    }
    for (const attribute of new Set(sortableAttributes)) {
      if (attribute !== '*') this.sortColumns.set(attribute, new SortColumn(attribute, this.documents));
      yield;
    }
  }

  /**
   * A declared attribute's column, or a sub-attribute's built on first use. A path no document
   * holds gets an empty column that is never kept, so made-up names cost nothing and keep nothing.
   */
  column(attribute: string): AttributeColumn {
    const declared = this.columns.get(attribute);
    if (declared !== undefined) return declared;
    if (this.lazyColumns.delete(attribute)) {
      const column = new AttributeColumn(attribute, this.documents);
      this.columns.set(attribute, column);
      return column;
    }
    if (!this.knownPaths.has(attribute)) return new AttributeColumn(attribute, EMPTY_DOCUMENTS);
    return lruGet(this.dynamicColumns, attribute, () => new AttributeColumn(attribute, this.documents));
  }

  sortColumn(attribute: string): SortColumn {
    const declared = this.sortColumns.get(attribute);
    if (declared !== undefined) return declared;
    if (this.lazySortColumns.delete(attribute)) {
      const column = new SortColumn(attribute, this.documents);
      this.sortColumns.set(attribute, column);
      return column;
    }
    if (!this.knownPaths.has(attribute))
      return (this.tiedSort ??= new SortColumn(
        attribute,
        this.documents.map(() => ({})),
      ));
    return lruGet(this.dynamicSortColumns, attribute, () => new SortColumn(attribute, this.documents));
  }
}

/** The cached value for `key` (moved to most recent), or a new one, evicting the oldest past the bound. */
function lruGet<T>(cache: Map<string, T>, key: string, build: () => T): T {
  let value = cache.get(key);
  if (value !== undefined) {
    cache.delete(key);
  } else {
    value = build();
    if (cache.size >= MAX_DYNAMIC_COLUMNS) cache.delete(cache.keys().next().value!);
  }
  cache.set(key, value);
  return value;
}

/** Every dotted path below the attributes (or below any key for `*`) that some document holds; pausable every PATHS_CHUNK documents. */
function* subPaths(docs: readonly Record<string, unknown>[], attributes: readonly string[]): Steps<Set<string>> {
  const out = new Set<string>();
  const all = attributes.includes('*');
  const visit = (value: unknown, path: string, depth: number): void => {
    if (out.size >= MAX_KNOWN_PATHS || depth > 4) return;
    if (Array.isArray(value)) {
      for (const v of value) if (v !== null && typeof v === 'object') visit(v, path, depth);
      return;
    }
    if (value === null || typeof value !== 'object') return;
    for (const key in value as Record<string, unknown>) {
      const child = `${path}.${key}`;
      out.add(child);
      visit((value as Record<string, unknown>)[key], child, depth + 1);
    }
  };
  for (let d = 0; d < docs.length; d++) {
    const doc = docs[d]!;
    if (d % PATHS_CHUNK === PATHS_CHUNK - 1) yield;
    if (all) {
      for (const key in doc) {
        out.add(key);
        visit(doc[key], key, 1);
      }
    } else {
      for (const attribute of attributes) {
        const { leaves, present } = readAttribute(doc, splitPath(attribute));
        if (!present && leaves.length === 0) continue;
        const top = attribute.split('.').reduce<unknown>((v, k) => (v !== null && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined), doc);
        if (top !== null && typeof top === 'object') visit(top, attribute, 1);
      }
    }
    if (out.size >= MAX_KNOWN_PATHS) break;
  }
  return out;
}
