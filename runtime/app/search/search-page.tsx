// The stock search screen (/cars/ and /search/...): state from the URL, results from the
// multi-search contract, rendered on the server from the same cache key. The sidebar is a GET
// form, so filtering works without JavaScript; once hydrated, changes navigate client-side.
import { useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { RouterLink } from '../../ui/router-link';
import { useSite } from '../../data/site-context';
import { useSearchView } from '../../data/search';
import { formatNumber } from '../../lib/format';
import { carTypesForSearchPath, defaultSearchPath } from '../../lib/search/search-paths';
import { clearFilters, offersNearest, parseSearchLocation, searchHref, sortOptionsFor, withPage, withQuery } from '../../lib/search/search-url';
import { siteSettings } from '../../lib/site-settings';
import { distanceAway } from '../../lib/search/distance-away';
import { listViewEvent } from '../../lib/search/list-view-event';
import { trackEvent } from '../../data/events';
import type { SearchSite, SearchState, SearchView } from '../../lib/search/search-types';
import { CarCard } from '../../ui/car-card';
import { PageHead } from '../page-head';
import { AppliedFilters } from './applied-filters';
import { FilterForm } from './filter-form';
import { NearestSlot } from './nearest-slot';
import { Pagination } from './pagination';
import { SearchToolbar } from './search-toolbar';
import { carTypesPhrase, resultCountText, searchHeading } from './search-text';
import { useFilterDrawer } from './use-filter-drawer';
import { useSearchNavigation } from './use-search-navigate';

// The stylesheet ships with this lazy chunk (the server links the chunk's CSS).
import '../../styles/search.css';

const FORM_ID = 'search-filters';
const EAGER_IMAGES = 3;

export default function SearchPage() {
  const site = useSite();
  const { pathname, search } = useLocation();
  const fromUrl = useMemo(() => parseSearchLocation(pathname, search, site), [pathname, search, site]);
  const { shown: state, go } = useSearchNavigation(fromUrl);
  const query = useSearchView(state, site);
  const view = query.data;
  const drawer = useFilterDrawer();
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);

  // Each used list shown (a new address: filters, page) is a used list view (event 49).
  const listEvent = listViewEvent(state);
  const address = searchHref(state);
  useEffect(() => {
    if (listEvent !== null) trackEvent(listEvent, { path: address });
  }, [listEvent, address]);

  const results = useRef<HTMLElement>(null);
  const shownPage = useRef(state.page);
  useEffect(() => {
    // A new page of results starts at the top of the results, not where the pagination was.
    if (shownPage.current === state.page) return;
    shownPage.current = state.page;
    if ((results.current?.getBoundingClientRect().top ?? 0) < 0) results.current?.scrollIntoView();
  }, [state.page]);

  const showAll = new URLSearchParams(search).get(SHOW_ALL_PARAM) === 'all';
  const text = searchHeading(state, site);
  const selectionCount = Object.values(state.values).reduce((n, v) => n + v.length, 0) + Object.keys(state.ranges).length;
  const hasSelection = state.q !== '' || selectionCount > 0;
  const clearHref = searchHref(withQuery(clearFilters(state), ''));
  const countText = view ? resultCountText(view.total, site.vehicles) : query.isError ? 'Search is unavailable' : 'Searching…';
  const sortOptions = sortOptionsFor({
    km: siteSettings(site).kmSorts,
    subscription: site.flags?.offers_subscription === true,
    nearest: state.sort === 'nearest',
  });

  return (
    <div className="search-page container" data-enhanced={enhanced ? '' : undefined}>
      <PageHead title={text.title} description={text.description} path={searchHref(state)} />
      <h1 className="search-heading">{text.heading}</h1>
      <div className="row">
        <aside className="col-md-3 search-sidebar" aria-label="Filters">
          {/* Phones before (or without) script: a link opens the panel with :target, taking the
              place the Filters button takes after hydration, so the results never move. */}
          <a className="btn btn-outline filters-toggle filters-toggle-link no-js-only" href={`#${FORM_ID}-panel`}>
            Filters{selectionCount > 0 ? ` (${selectionCount})` : ''}
          </a>
          <button
            ref={drawer.toggleRef}
            type="button"
            className="btn btn-outline filters-toggle filters-toggle-button"
            aria-expanded={drawer.open}
            aria-controls={`${FORM_ID}-panel`}
            onClick={() => drawer.setOpen(true)}
          >
            Filters{selectionCount > 0 ? ` (${selectionCount})` : ''}
          </button>
          <div
            ref={drawer.panelRef}
            id={`${FORM_ID}-panel`}
            className={`filter-panel${drawer.open ? ' is-open' : ''}`}
            onKeyDown={drawer.onKeyDown}
            {...(drawer.open ? { role: 'dialog', 'aria-modal': true, 'aria-labelledby': `${FORM_ID}-title` } : {})}
          >
            <div className="filter-panel-head">
              <h2 id={`${FORM_ID}-title`}>Filter {site.vehicles.plural}</h2>
              {hasSelection && (
                <RouterLink to={clearHref} className="clear-all">
                  Clear all
                </RouterLink>
              )}
              <button type="button" className="filter-panel-close" aria-label="Close filters" onClick={drawer.close} data-autofocus>
                ×
              </button>
            </div>
            <FilterForm id={FORM_ID} action={pathname} state={state} view={view} site={site} subscription={site.flags?.offers_subscription === true} go={go} />
            <div className="filter-panel-foot">
              <button type="button" className="btn btn-primary" onClick={drawer.close}>
                {view && view.total > 0
                  ? `Show ${formatNumber(view.total)} ${view.total === 1 ? site.vehicles.singular : site.vehicles.plural}`
                  : 'Show results'}
              </button>
            </div>
          </div>
        </aside>
        <section ref={results} className="col-md-9 search-results" aria-label="Search results">
          <SearchToolbar formId={FORM_ID} state={state} sortOptions={sortOptions} locale={site.locale} go={go} />
          {offersNearest(site, state.dealershipSlug) && <NearestSlot state={state} locale={site.locale} go={go} />}
          <p className="search-count" role="status" aria-live="polite">
            {countText}
          </p>
          <AppliedFilters state={state} site={site} clearHref={clearHref} />
          {view && (
            <div className="search-hits" aria-busy={query.isPlaceholderData}>
              {view.hits.length > 0 ? (
                <ResultGrid
                  key={searchHref(state)}
                  moreHref={showAllHref(searchHref(state))}
                  showAll={showAll}
                  view={view}
                  now={query.dataUpdatedAt}
                  locale={site.locale}
                />
              ) : (
                <NoResults state={state} view={view} clearHref={hasSelection ? clearHref : undefined} />
              )}
              <Pagination state={state} pages={view.pages} />
            </div>
          )}
          {!view && query.isError && (
            <p className="search-error">
              Sorry, we couldn't load the {site.vehicles.plural} just now.{' '}
              <button type="button" className="btn btn-outline btn-small" onClick={() => void query.refetch()}>
                Try again
              </button>
            </p>
          )}
        </section>
      </div>
    </div>
  );
}

/** Cards rendered at first; "Show more" reveals the rest of the page's hits, already loaded. */
const FIRST_CARDS = 24;
const SHOW_ALL_PARAM = 'show';
const showAllHref = (href: string) => `${href}${href.includes('?') ? '&' : '?'}${SHOW_ALL_PARAM}=all`;

function ResultGrid({
  view,
  now,
  locale,
  moreHref,
  showAll,
}: {
  view: SearchView;
  now: number;
  locale: SearchSite['locale'];
  moreHref: string;
  showAll: boolean;
}) {
  const [all, setAll] = useState(showAll);
  const grid = useRef<HTMLUListElement>(null);
  const cards = (hits: SearchView['hits']) =>
    hits.map((car, i) => {
      // Hits sorted by _geoPoint carry _geoDistance (metres).
      const metres = (car as { _geoDistance?: unknown })._geoDistance;
      return (
        <li key={String(car.id)}>
          <CarCard car={car} now={now} eager={i < EAGER_IMAGES} headingLevel="h2" />
          {typeof metres === 'number' && <p className="car-distance">{distanceAway(metres, locale)}</p>}
        </li>
      );
    });
  const rest = view.hits.slice(FIRST_CARDS);
  const showMore = (e: MouseEvent) => {
    // Without JavaScript the link asks the server for the page with every card (?show=all).
    e.preventDefault();
    setAll(true);
    // Keyboard users carry on at the first car revealed.
    requestAnimationFrame(() => grid.current?.children[FIRST_CARDS]?.querySelector<HTMLElement>('a.car-card-link')?.focus());
  };
  return (
    <>
      <ul className="car-grid" ref={grid}>
        {cards(all ? view.hits : view.hits.slice(0, FIRST_CARDS))}
      </ul>
      {rest.length > 0 && !all && (
        <p className="show-more">
          <a href={moreHref} className="btn btn-outline" onClick={showMore}>
            Show more ({rest.length})
          </a>
        </p>
      )}
    </>
  );
}

function NoResults({ state, view, clearHref }: { state: SearchState; view: SearchView; clearHref?: string }) {
  const site = useSite();
  const home = defaultSearchPath(site);
  const homeTypes = carTypesPhrase(carTypesForSearchPath(home) ?? [], site).toLowerCase();
  const pastTheEnd = view.total > 0;
  return (
    <div className="search-empty">
      <h2>{pastTheEnd ? 'This page is past the last result' : `No ${site.vehicles.plural} match your search`}</h2>
      <p>{pastTheEnd ? 'The results have fewer pages now.' : 'Try removing a filter or searching for something else.'}</p>
      <div className="button-row">
        {pastTheEnd && (
          <RouterLink className="btn btn-primary" to={searchHref(withPage(state, 1))}>
            Back to page 1
          </RouterLink>
        )}
        {!pastTheEnd && clearHref && (
          <RouterLink className="btn btn-primary" to={clearHref}>
            Clear all filters
          </RouterLink>
        )}
        <RouterLink className="btn btn-outline" to={home}>
          See all {homeTypes ? `${homeTypes} ` : ''}
          {site.vehicles.plural}
        </RouterLink>
      </div>
    </div>
  );
}
