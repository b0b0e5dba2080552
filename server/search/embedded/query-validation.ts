// Validation of a search query's parameters, with Meilisearch's error codes and messages.

import { isCoveredBy } from './document-values';
import { SearchError, describeJsonValue } from './errors';
import type { SearchQuery } from './index-types';
import type { SortRule } from './ranking';
import type { SortColumn } from './sort-column';
import type { SortExpression } from './sort-expression';

export function backtickList(values: readonly string[]): string {
  return [...values].sort().join(', ');
}

/** Sorted values, each in backticks: "`a`, `b`" (milli's not-filterable filter error). */
export function backtickEach(values: readonly string[]): string {
  return [...values]
    .sort()
    .map((v) => `\`${v}\``)
    .join(', ');
}

export function validateQ(q: unknown): string {
  if (q === undefined || q === null) return '';
  if (typeof q !== 'string') {
    throw new SearchError('invalid_search_q', `Invalid value type at \`.q\`: expected a string, but found ${describeJsonValue(q)}`);
  }
  return q;
}

export function validateHighlight(query: SearchQuery): { attributes: readonly string[]; pre: string; post: string } | null {
  const { attributesToHighlight, highlightPreTag, highlightPostTag } = query;
  for (const [name, value, code] of [
    ['highlightPreTag', highlightPreTag, 'invalid_search_highlight_pre_tag'],
    ['highlightPostTag', highlightPostTag, 'invalid_search_highlight_post_tag'],
  ] as const) {
    if (value !== undefined && typeof value !== 'string') {
      throw new SearchError(code, `Invalid value type at \`.${name}\`: expected a string, but found ${describeJsonValue(value)}`);
    }
  }
  if (attributesToHighlight === undefined || attributesToHighlight === null) return null;
  if (!Array.isArray(attributesToHighlight) || attributesToHighlight.some((a) => typeof a !== 'string')) {
    throw new SearchError(
      'invalid_search_attributes_to_highlight',
      `Invalid value type at \`.attributesToHighlight\`: expected an array, but found ${describeJsonValue(attributesToHighlight)}`,
    );
  }
  if (attributesToHighlight.length === 0) return null;
  return { attributes: attributesToHighlight, pre: highlightPreTag ?? '<em>', post: highlightPostTag ?? '</em>' };
}

export interface SortSources {
  sortable: readonly string[];
  sortColumn(attribute: string): SortColumn;
  geoSortRule(lat: number, lng: number, descending: boolean): Extract<SortRule, { distance: Float64Array }>;
}

/**
 * milli's check_sort_criteria, run while the search executes: the `sort` ranking rule must be
 * listed, then each expression's attribute (or `_geo`) sortable.
 */
export function checkSortCriteria(expressions: readonly SortExpression[], rankingRules: readonly string[], sortable: readonly string[]): void {
  if (expressions.length === 0) return;
  if (!rankingRules.includes('sort')) {
    throw new SearchError(
      'invalid_search_sort',
      'You must specify where `sort` is listed in the rankingRules setting to use the sort parameter at search time.',
    );
  }
  for (const e of expressions) {
    if ('point' in e) {
      if (!isCoveredBy('_geo', sortable)) {
        throw new SearchError('invalid_search_sort', `Attribute \`_geo\` is not sortable. Available sortable attributes are: \`${backtickList(sortable)}\`.`);
      }
    } else if (!isCoveredBy(e.attribute, sortable)) {
      throw new SearchError(
        'invalid_search_sort',
        sortable.length === 0
          ? `Attribute \`${e.attribute}\` is not sortable. This index does not have configured sortable attributes.`
          : `Attribute \`${e.attribute}\` is not sortable. Available sortable attributes are: \`${backtickList(sortable)}\`.`,
      );
    }
  }
}

/** The checked expressions' rules, with the columns (or distances) they sort by. */
export function sortRules(expressions: readonly SortExpression[], sources: SortSources): SortRule[] {
  return expressions.map((e) => {
    if ('point' in e) return sources.geoSortRule(e.point.lat, e.point.lng, e.descending);
    const column = sources.sortColumn(e.attribute);
    return { keys: e.descending ? column.desc : column.asc };
  });
}

export function validateFacets(facets: unknown, filterable: readonly string[]): string[] | null {
  if (facets === undefined || facets === null) return null;
  if (!Array.isArray(facets) || facets.some((f) => typeof f !== 'string')) {
    throw new SearchError('invalid_search_facets', `Invalid value type at \`.facets\`: expected an array, but found ${describeJsonValue(facets)}`);
  }
  // `*` counts every filterable attribute but `_geo`, whose coordinates are no facet values.
  const requested = facets.includes('*') ? filterable.filter((f) => f !== '*' && f !== '_geo') : [...new Set(facets as string[])];
  const refused = requested.filter((f) => !isCoveredBy(f, filterable));
  if (refused.length > 0) {
    // milli's InvalidFacetsDistribution (error.rs): the first pattern refused, the sorted list.
    const message = `Invalid facet distribution: Pattern \`${refused[0]}\` is not filterable. ${
      filterable.length === 0
        ? 'This index does not have configured filterable attributes.'
        : `Available filterable attributes patterns are: \`${backtickList(filterable)}\`.`
    }`;
    throw new SearchError('invalid_search_facets', message);
  }
  return requested;
}

export function validateDistinct(attribute: string | undefined, filterable: readonly string[]): string | undefined {
  if (attribute === undefined) return undefined;
  if (!isCoveredBy(attribute, filterable)) {
    throw new SearchError(
      'invalid_search_distinct',
      `Attribute \`${attribute}\` is not filterable and thus, cannot be used as distinct attribute. ${
        filterable.length === 0
          ? 'This index does not have configured filterable attributes.'
          : `Available filterable attributes patterns are: \`${backtickList(filterable)}\`.`
      }`,
    );
  }
  return attribute;
}
