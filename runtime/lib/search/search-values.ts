// Small value helpers shared by the search screen and the query builder. Kept apart from
// build-queries.ts so the screen's first load does not carry the query builder, which loads
// with the search client on the first search the browser makes itself.
import type { CarType, SearchState } from './search-types';

/** Splits a stored model value into its make and model; make is undefined for a bare model. */
export function splitModelValue(value: string): { make?: string; model: string } {
  const bar = value.indexOf('|');
  return bar < 0 ? { model: value } : { make: value.slice(0, bar), model: value.slice(bar + 1) };
}

/** The car types a state searches: an explicit car_type selection, else the path's preselection. */
export function effectiveCarTypes(state: Pick<SearchState, 'values' | 'pathCarTypes'>): CarType[] {
  const chosen = (state.values.car_type ?? []).filter(isCarType);
  return chosen.length > 0 ? chosen : state.pathCarTypes;
}

export function isCarType(v: string): v is CarType {
  return v === 'new' || v === 'used' || v === 'demo';
}
