// Validation of a search query's parameters, with Meilisearch's error codes and messages.

import { isCoveredBy } from './document-values';
import { SearchError, describeJsonValue } from './errors';
import { parseGeoPoint } from './geo';
import type { SearchQuery } from './index-types';
import type { SortRule } from './ranking';
import type { SortColumn } from './sort-column';

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

/** The `sort` parameter's rules, with the columns (or distances) they sort by. */
export function parseSort(sort: unknown, sources: SortSources): SortRule[] {
  if (sort === undefined || sort === null) return [];
  if (!Array.isArray(sort)) {
    throw new SearchError('invalid_search_sort', `Invalid value type at \`.sort\`: expected an array, but found ${describeJsonValue(sort)}`);
  }
  const { sortable } = sources;
  return sort.map((expression: unknown, i) => {
    if (typeof expression !== 'string') {
      throw new SearchError('invalid_search_sort', `Invalid value type at \`.sort[${i}]\`: expected a string, but found ${describeJsonValue(expression)}`);
    }
    const colon = expression.lastIndexOf(':');
    const direction = colon < 0 ? '' : expression.slice(colon + 1);
    const attribute = colon < 0 ? expression : expression.slice(0, colon);
    if (direction !== 'asc' && direction !== 'desc') {
      throw new SearchError(
        'invalid_search_sort',
        `Invalid syntax for the sort parameter: expected expression ending by \`:asc\` or \`:desc\`, found \`${expression}\`.`,
      );
    }
    const point = direction === 'asc' || direction === 'desc' ? parseGeoPoint(attribute, expression) : null;
    if (point !== null) {
      if (!isCoveredBy('_geo', sortable)) {
        throw new SearchError('invalid_search_sort', `Attribute \`_geo\` is not sortable. Available sortable attributes are: \`${backtickList(sortable)}\`.`);
      }
      return sources.geoSortRule(point.lat, point.lng, direction === 'desc');
    }
    if (attribute === '_geo') {
      throw new SearchError(
        'invalid_search_sort',
        "`_geo` is a reserved keyword and thus can't be used as a sort expression. Use the _geoPoint(latitude, longitude) built-in rule to sort on _geo field coordinates.",
      );
    }
    if (attribute === '_geoDistance') {
      throw new SearchError('invalid_search_sort', "`_geoDistance` is a reserved keyword and thus can't be used as a sort expression.");
    }
    if (!isCoveredBy(attribute, sortable)) {
      throw new SearchError(
        'invalid_search_sort',
        sortable.length === 0
          ? `Attribute \`${attribute}\` is not sortable. This index does not have configured sortable attributes.`
          : `Attribute \`${attribute}\` is not sortable. Available sortable attributes are: \`${backtickList(sortable)}\`.`,
      );
    }
    const column = sources.sortColumn(attribute);
    return { keys: direction === 'asc' ? column.asc : column.desc };
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
