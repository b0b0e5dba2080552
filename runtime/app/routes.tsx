// The router's routes from the tenant's route table, one <Route> per entry. Each screen first
// reads its route data (what GET /api/route-data answers: status, redirect, query seeds, parts):
// seeded by the server for the first page, fetched on client navigation. Navigations run in a
// transition, so the current page stays until the next one's data and code are in.
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import type { ClientRouteEntry } from '../lib/route-table';
import { routeDataAddress, routeDataKey, seedQueries, takeRouteData, type RouteLoaderData } from '../data/route-data-client';
import { loadLazyParts } from './lazy-parts';
import { screens } from './routes/screens.gen';
import { PageIdContext } from '../data/page-id-context';

function RouteScreen({ entry }: { entry: ClientRouteEntry }) {
  const { pathname, search } = useLocation();
  const queryClient = useQueryClient();
  const address = routeDataAddress(entry, pathname, search);
  const { data } = useSuspenseQuery({
    queryKey: routeDataKey(address),
    queryFn: async (): Promise<RouteLoaderData> => {
      const answer = await takeRouteData(address);
      seedQueries(queryClient, answer.queries);
      await loadLazyParts(answer.lazy);
      return { status: answer.status, ...(answer.redirect ? { redirect: answer.redirect } : {}) };
    },
    staleTime: Infinity,
  });
  if (data.redirect) return <Navigate to={data.redirect} replace />;
  return <PageIdContext.Provider value={entry.page ?? entry.id}>{screens[entry.kind](entry, data.status)}</PageIdContext.Provider>;
}

export function AppRoutes({ table }: { table: readonly ClientRouteEntry[] }) {
  return (
    <Routes>
      {table.map((entry) => (
        <Route key={entry.id} path={entry.path} element={<RouteScreen entry={entry} />} />
      ))}
    </Routes>
  );
}
