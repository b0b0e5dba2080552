import { Suspense, useCallback, useMemo } from 'react';
import { Navigate, Route, Routes, matchRoutes, useLocation } from 'react-router';
import { HydrationBoundary, QueryClientProvider, type QueryClient, type DehydratedState } from '@tanstack/react-query';
import type { PublicSite, RouteEntry } from '../lib/public-site';
import { SiteProvider } from '../data/site-context';
import { RoutePrefetchProvider } from '../data/route-prefetch';
import { apiPaths, queryKeys } from '../data/query-keys';
import { fetchJson } from '../data/fetch-json';
import { BlockView } from './block-renderer';
import { BlockPage } from './block-page';
import { NotFound } from './not-found';

import { EmailUsDialog } from './email-us';
import { VisitTracker } from './visit-tracker';
import { formRouteAt, formRoutes, PRE_APPROVAL_PATH, SUCCESS_PATH } from '../lib/form-routes';

import { formScreen, savedCarsScreen, searchScreen, successScreen, vehicleScreen } from './lazy-parts';
import { savedCarsPath } from '../data/favourites';

// Heavy screens load with their route: their code is not part of the first visit elsewhere.
const SearchPage = searchScreen.Component;
const VehiclePage = vehicleScreen.Component;
const SavedCarsPage = savedCarsScreen.Component;
const FormPage = formScreen.Component;
const SuccessPage = successScreen.Component;

/** /finance-pre-approval: the finance form where the site allows pre-approval, else /finance (the server answers 301). */
function PreApproval({ site }: { site: PublicSite }) {
  const { search } = useLocation();
  const route = formRouteAt(PRE_APPROVAL_PATH, site.vehicles.basePath, site.features?.finance_pre_approval === true);
  return route ? <FormPage route={route} /> : <Navigate to={`/finance${search}`} replace />;
}

interface AppProps {
  site: PublicSite;
  routes: readonly RouteEntry[];
  queryClient: QueryClient;
  dehydrated: DehydratedState;
}

/** The site shell: header, the routed page, footer. Routes come from the tenant's pages. */
export function App({ site, routes, queryClient, dehydrated }: AppProps) {
  const prefetch = useCallback(
    (path: string) => {
      const match = matchRoutes(routes.map((r) => ({ path: r.path, id: r.page })), path.split(/[?#]/)[0] ?? path);
      const id = match?.[0]?.route.id;
      if (id) void queryClient.prefetchQuery({ queryKey: queryKeys.page(id), queryFn: () => fetchJson(apiPaths.page(id)) });
    },
    [queryClient, routes],
  );
  const routeElements = useMemo(
    () => routes.map((r) => <Route key={r.page} path={r.path} element={<BlockPage pageId={r.page} />} />),
    [routes],
  );
  // Built-in form screens and /success, except where a content page has the path (the page wins).
  const formElements = useMemo(() => {
    const taken = new Set(routes.map((r) => r.path.replace(/(.)\/+$/, '$1')));
    const elements = formRoutes(site.vehicles.basePath)
      .filter((r) => !taken.has(r.path))
      .map((r) => <Route key={r.path} path={r.path} element={<FormPage route={r} />} />);
    if (!taken.has(PRE_APPROVAL_PATH)) elements.push(<Route key={PRE_APPROVAL_PATH} path={PRE_APPROVAL_PATH} element={<PreApproval site={site} />} />);
    if (!taken.has(SUCCESS_PATH)) elements.push(<Route key={SUCCESS_PATH} path={SUCCESS_PATH} element={<SuccessPage />} />);
    return elements;
  }, [routes, site]);
  return (
    <QueryClientProvider client={queryClient}>
      <HydrationBoundary state={dehydrated}>
        <SiteProvider site={site}>
          <RoutePrefetchProvider prefetch={prefetch}>
            <BlockView instance={{ type: 'header', props: site.layout?.header ?? {} }} />
            <main id="main" tabIndex={-1}>
              <Suspense fallback={<div className="page-loading container" role="status">Loading…</div>}>
                <Routes>
                  {routeElements}
                  {formElements}
                  <Route path="/search/*" element={<SearchPage />} />
                  <Route path={site.vehicles.basePath} element={<SearchPage />} />
                  <Route path={`${site.vehicles.basePath}/:slug`} element={<VehiclePage />} />
                  <Route path={savedCarsPath(site)} element={<SavedCarsPage />} />
                  <Route path="*" element={<NotFound />} />
                </Routes>
              </Suspense>
            </main>
            <BlockView instance={{ type: 'footer', props: site.layout?.footer ?? {} }} />
            <VisitTracker site={site.slug} />
            <EmailUsDialog />
          </RoutePrefetchProvider>
        </SiteProvider>
      </HydrationBoundary>
    </QueryClientProvider>
  );
}
