// The event of a stock list view (spec section 9: "49: Used list view"; the page view itself is
// event 2). A list is the used list when the only car type it shows is used: a used path
// (/search/used-cars/, /used-car/list) or a car_type=used selection, with any other filters.
import { effectiveCarTypes } from './search-values';
import type { SearchState } from './search-types';

const USED_LIST_VIEW = 49;

export function listViewEvent(state: Pick<SearchState, 'values' | 'pathCarTypes'>): typeof USED_LIST_VIEW | null {
  const types = effectiveCarTypes(state);
  return types.length === 1 && types[0] === 'used' ? USED_LIST_VIEW : null;
}
