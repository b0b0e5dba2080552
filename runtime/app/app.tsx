import { Suspense, useCallback, useMemo } from 'react';
import { Route, Routes, matchRoutes } from 'react-router';
import { HydrationBoundary, QueryClientProvider, type QueryClient, type DehydratedState } from '@tanstack/react-query';
import type { PublicSite, RouteEntry } from '../lib/public-site';
import { SiteProvider } from '../data/site-context';
import { RoutePrefetchProvider } from '../data/route-prefetch';
import { apiPaths, queryKeys } from '../data/query-keys';
import { fetchJson } from '../data/fetch-json';
import { BlockView } from './block-renderer';
import { BlockPage } from './block-page';
import { NotFound } from './not-found';

import { searchScreen, vehicleScreen } from './lazy-parts';

// Heavy screens load with their route: their code is not part of the first visit elsewhere.
const SearchPage = searchScreen.Component;
const VehiclePage = vehicleScreen.Component;

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
                  <Route path="/search/*" element={<SearchPage />} />
                  <Route path={site.vehicles.basePath} element={<SearchPage />} />
                  <Route path={`${site.vehicles.basePath}/:slug`} element={<VehiclePage />} />
                  <Route path="*" element={<NotFound />} />
                </Routes>
              </Suspense>
            </main>
            <BlockView instance={{ type: 'footer', props: site.layout?.footer ?? {} }} />
          </RoutePrefetchProvider>
        </SiteProvider>
      </HydrationBoundary>
    </QueryClientProvider>
  );
}
