// React Router route objects from the tenant's route table: one layout route (the shell) with a
// child per table entry. The server gives each child a loader that returns what it already
// loaded; the browser's loaders fetch GET /api/route-data (runtime/entry-client.tsx).
import type { LoaderFunction, RouteObject, ShouldRevalidateFunction } from 'react-router';
import { useLoaderData } from 'react-router';
import type { RouteEntry } from '../lib/route-table';
import type { RouteLoaderData } from '../data/route-data-client';
import { screens } from './screens';
import { Shell } from './shell';

function RouteScreen({ entry }: { entry: RouteEntry }) {
  const data = useLoaderData() as RouteLoaderData | undefined;
  return screens[entry.kind](entry, data?.status ?? 200);
}

// A search screen fetches its own results when only the filters change (the meilisearch client).
const searchRevalidation: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;

export const ROOT_ROUTE_ID = 'root';

export function routeObjects(table: readonly RouteEntry[], loaderFor: (entry: RouteEntry) => LoaderFunction): RouteObject[] {
  return [
    {
      id: ROOT_ROUTE_ID,
      element: <Shell />,
      children: table.map((entry) => ({
        id: entry.id,
        path: entry.path,
        loader: loaderFor(entry),
        element: <RouteScreen entry={entry} />,
        ...(entry.kind === 'search' ? { shouldRevalidate: searchRevalidation } : {}),
      })),
    },
  ];
}
