import { RouterLink } from '../../ui/router-link';
import { searchHref, withFilter, withoutPresetSelection, withQuery, withRange } from '../../lib/search/search-url';
import { RANGE_FACETS, VALUE_FACETS, type SearchSite, type SearchState } from '../../lib/search/search-types';
import { rangeText, valueLabel } from './search-text';

/** Each selection as a link that removes it, then Clear all. Nothing when nothing is selected. */
export function AppliedFilters({ state, site, clearHref }: { state: SearchState; site: SearchSite; clearHref: string }) {
  const chips: { key: string; text: string; href: string }[] = [];
  if (state.q) chips.push({ key: 'q', text: `“${state.q}”`, href: searchHref(withQuery(state, '')) });
  for (const facet of VALUE_FACETS) {
    const values = state.values[facet] ?? [];
    for (const v of values) {
      chips.push({
        key: `${facet}=${v}`,
        text: valueLabel(facet, v, site, true),
        href: searchHref(
          withFilter(
            state,
            facet,
            values.filter((x) => x !== v),
          ),
        ),
      });
    }
  }
  for (const facet of RANGE_FACETS) {
    const r = state.ranges[facet];
    if (r) chips.push({ key: facet, text: rangeText(facet, r, site.locale), href: searchHref(withRange(state, facet, undefined)) });
  }
  if (state.cities?.length) chips.push({ key: 'city', text: state.cities.join(', '), href: searchHref(withoutPresetSelection(state, 'cities')) });
  if (state.minPhotos !== undefined)
    chips.push({ key: 'min_photos', text: `${state.minPhotos}+ photos`, href: searchHref(withoutPresetSelection(state, 'minPhotos')) });
  if (chips.length === 0) return null;
  return (
    <ul className="applied-filters" aria-label="Applied filters">
      {chips.map((c) => (
        <li key={c.key}>
          <RouterLink to={c.href} className="chip" aria-label={`Remove ${c.text}`}>
            {c.text} <span aria-hidden="true">×</span>
          </RouterLink>
        </li>
      ))}
      <li>
        <RouterLink to={clearHref} className="clear-all">
          Clear all
        </RouterLink>
      </li>
    </ul>
  );
}
