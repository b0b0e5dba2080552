import type { FormEvent } from 'react';
import { effectiveCarTypes, splitModelValue } from '../../lib/search/search-values';
import { withFilter, withQuery, withRange } from '../../lib/search/search-url';
import {
  RANGE_FACETS,
  VALUE_FACETS,
  type FacetCount,
  type RangeFacet,
  type SearchSite,
  type SearchState,
  type SearchView,
  type ValueFacet,
} from '../../lib/search/search-types';
import { RangeFilter } from './range-filter';
import { facetLegend, formatFacetNumber, sidebarValues, valueLabel } from './search-text';

/**
 * The sidebar's order (issue: make, model, car type, price, km, year, body ... certified): the
 * value facets with the range facets after car type, so a facet added to either list shows.
 */
const SIDEBAR: readonly (ValueFacet | RangeFacet)[] = [...VALUE_FACETS.slice(0, 3), ...RANGE_FACETS, ...VALUE_FACETS.slice(3)];

const isRange = (f: ValueFacet | RangeFacet): f is RangeFacet => (RANGE_FACETS as readonly string[]).includes(f);

interface FilterFormProps {
  id: string;
  /** Where the form submits without JavaScript: the current path, so the server renders the filtered page. */
  action: string;
  state: SearchState;
  view?: SearchView;
  site: SearchSite;
  subscription: boolean;
  go: (next: SearchState, options?: { replace?: boolean }) => void;
}

/**
 * The filter sidebar: a real GET form, so it works before (and without) JavaScript. Once hydrated,
 * each change navigates client-side instead; Enter in a text or number field submits through onSubmit.
 */
export function FilterForm({ id, action, state, view, site, subscription, go }: FilterFormProps) {
  const selected = (facet: ValueFacet): string[] => (facet === 'car_type' ? effectiveCarTypes(state) : (state.values[facet] ?? []));

  const toggle = (facet: ValueFacet, value: string, on: boolean) => {
    const current = selected(facet);
    let next = on ? [...current, value] : current.filter((v) => v !== value);
    // Ticking back to exactly the path's car types is no selection: /search/used-cars/ stays clean.
    if (facet === 'car_type' && sameSet(next, state.pathCarTypes)) next = [];
    go(withFilter(state, facet, next));
  };

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    let next = withQuery(state, String(data.get('q') ?? ''));
    for (const facet of RANGE_FACETS) {
      if (!data.has(`${facet}_min`)) continue;
      next = withRange(next, facet, { min: numberOf(data.get(`${facet}_min`)), max: numberOf(data.get(`${facet}_max`)) });
    }
    go(next);
  };

  return (
    <form id={id} method="get" action={action} className="filter-form" onSubmit={onSubmit}>
      {SIDEBAR.map((facet) => {
        if (isRange(facet)) {
          if (facet === 'subscription_price' && !subscription) return null;
          return (
            <RangeFilter
              key={facet}
              name={facet}
              legend={facetLegend(facet, site.locale)}
              range={state.ranges[facet]}
              stats={view?.stats[facet]}
              formatStat={(n) => formatFacetNumber(facet, n)}
              onCommit={(range) => go(withRange(state, facet, range), { replace: true })}
            />
          );
        }
        if (facet === 'model') return <ModelFilter key={facet} state={state} view={view} site={site} onToggle={toggle} />;
        const counts = sidebarValues(facet, view?.facets[facet] ?? []);
        if (counts.length === 0 || (counts.length === 1 && isNoChoice(facet, counts[0]!, selected(facet), view))) return null;
        return (
          <ValueFilter
            key={facet}
            facet={facet}
            legend={facetLegend(facet, site.locale)}
            counts={counts}
            selected={selected(facet)}
            label={(v) => valueLabel(facet, v, site)}
            onToggle={toggle}
          />
        );
      })}
      <button type="submit" className="btn btn-primary no-js-only filter-apply">
        Apply filters
      </button>
    </form>
  );
}

interface ValueFilterProps {
  facet: ValueFacet;
  legend: string;
  counts: readonly FacetCount[];
  selected: readonly string[];
  label: (value: string) => string;
  onToggle: (facet: ValueFacet, value: string, on: boolean) => void;
}

function ValueFilter({ facet, legend, counts, selected, label, onToggle }: ValueFilterProps) {
  return (
    <fieldset className="facet">
      <legend>{legend}</legend>
      <ul className={`facet-values${counts.length > 8 ? ' facet-values-long' : ''}`}>
        {counts.map(({ value, count }) => (
          <li key={value}>
            <label className="facet-option">
              <input
                type="checkbox"
                name={facet}
                value={value}
                checked={selected.includes(value)}
                onChange={(e) => onToggle(facet, value, e.currentTarget.checked)}
              />{' '}
              <span className="facet-label">{label(value)}</span> <span className="facet-count">({count})</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/**
 * Models of the chosen makes only (values are "Make|Model", the index's make_model). A site whose
 * stock has one make shows that make's models straight away.
 */
function ModelFilter({ state, view, site, onToggle }: { state: SearchState; view?: SearchView; site: SearchSite; onToggle: ValueFilterProps['onToggle'] }) {
  const makesInStock = view?.facets.make ?? [];
  const chosen = state.values.make?.length ? state.values.make : makesInStock.length === 1 ? [makesInStock[0]!.value] : [];
  const makes = new Set(chosen.map((m) => m.toLowerCase()));
  const picked = state.values.model ?? [];
  const counts = sidebarValues(
    'model',
    (view?.facets.model ?? []).filter((c) => picked.includes(c.value) || makes.has(splitModelValue(c.value).make?.toLowerCase() ?? '')),
  );
  const legend = facetLegend('model', site.locale);
  if (counts.length === 0) {
    return makesInStock.length > 1 ? (
      <fieldset className="facet" disabled>
        <legend>{legend}</legend>
        <p className="facet-hint">Choose a make to see its models.</p>
      </fieldset>
    ) : null;
  }
  return (
    <ValueFilter
      facet="model"
      legend={legend}
      counts={counts}
      selected={picked}
      label={(v) => valueLabel('model', v, site, chosen.length > 1)}
      onToggle={onToggle}
    />
  );
}

/** One value that every result has (one make, one state) or the only car type: nothing to choose. */
function isNoChoice(facet: ValueFacet, only: FacetCount, picked: readonly string[], view?: SearchView): boolean {
  return facet === 'car_type' || (picked.length === 0 && only.count === view?.total);
}

function numberOf(v: FormDataEntryValue | null): number | undefined {
  const text = typeof v === 'string' ? v.trim() : '';
  return text !== '' && Number.isFinite(Number(text)) ? Number(text) : undefined;
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((v) => b.includes(v));
}
