// Browser entry: hydrates the server-rendered document, then routes on the client with a data
// router built from the same route table. Each route's loader fetches GET /api/route-data (what
// the server would have seeded) before the screen renders; the first page's data is in the boot.
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, redirect, redirectDocument } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { HydrationBoundary, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Document } from './app/document';
import { BOOT_GLOBAL, type BootData } from './app/boot-data';
import { loadLazyParts } from './app/lazy-parts';
import { ROOT_ROUTE_ID, routeObjects } from './app/routes';
import { installEventDelivery } from './data/event-delivery';
import { seedQueries, takeRouteData } from './data/route-data-client';
import { SiteProvider } from './data/site-context';
import { RenderClockProvider } from './data/render-clock';
import './styles/app.css';

const boot = (window as unknown as Record<string, BootData>)[BOOT_GLOBAL]!;
installEventDelivery(boot.site);
const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 5 * 60_000, retry: 1 } } });

const router = createBrowserRouter(
  routeObjects(boot.routes, (entry) => async ({ request }) => {
    const url = new URL(request.url);
    const address = url.pathname + url.search;
    // Files for machines (sitemap, feeds) are the server's: leave the app for them.
    if (entry.kind === 'file') throw redirectDocument(address);
    const data = await takeRouteData(address);
    if (data.redirect) throw redirect(data.redirect);
    seedQueries(queryClient, data.queries);
    await loadLazyParts(data.lazy);
    return { status: data.status };
  }),
  { hydrationData: { loaderData: { [ROOT_ROUTE_ID]: null, [boot.route.id]: { status: boot.route.status } } } },
);

// The page's code-split parts were preloaded by <link rel=modulepreload>; load them before
// hydrating so the browser renders the same tree the server sent.
await loadLazyParts(boot.lazy);

hydrateRoot(
  document,
  <StrictMode>
    <Document site={boot.site} assets={boot.assets} themeCss={boot.themeCss}>
      <QueryClientProvider client={queryClient}>
        <HydrationBoundary state={boot.dehydrated}>
          <SiteProvider site={boot.site}>
            <RenderClockProvider renderedAt={boot.renderedAt}>
              <RouterProvider router={router} />
            </RenderClockProvider>
          </SiteProvider>
        </HydrationBoundary>
      </QueryClientProvider>
    </Document>
  </StrictMode>,
);
