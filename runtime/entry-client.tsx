// Browser entry: hydrates the server-rendered document, then routes on the client from the same
// route table (runtime/app/routes.tsx): each new address fetches GET /api/route-data (what the
// server would have seeded) before its screen renders; the first page's data is in the boot.
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { QueryClient, QueryClientProvider, hydrate } from '@tanstack/react-query';
import { Document } from './app/document';
import { BOOT_GLOBAL, type BootData } from './app/boot-data';
import { loadLazyParts } from './app/lazy-parts';
import { Shell } from './app/shell';
import { installEventDelivery } from './data/event-delivery';
import { setLeadsMode } from './data/leads-mode';
import { SiteProvider } from './data/site-context';
import { RenderClockProvider } from './data/render-clock';
import './styles/app.css';

const boot = (window as unknown as Record<string, BootData>)[BOOT_GLOBAL]!;
installEventDelivery(boot.site);
setLeadsMode(boot.leadsMode);
const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 5 * 60_000, retry: 1 } } });
// The server's data for this page, before the first render (cheaper than a HydrationBoundary).
hydrate(queryClient, boot.dehydrated);

// The page's code-split parts were preloaded by <link rel=modulepreload>; load them before
// hydrating so the browser renders the same tree the server sent.
await loadLazyParts(boot.lazy);

hydrateRoot(
  document,
  <StrictMode>
    <Document site={boot.site} assets={boot.assets} themeCss={boot.themeCss}>
      <QueryClientProvider client={queryClient}>
        <SiteProvider site={boot.site}>
          <RenderClockProvider renderedAt={boot.renderedAt}>
            <BrowserRouter>
              <Shell routes={boot.routes} />
            </BrowserRouter>
          </RenderClockProvider>
        </SiteProvider>
      </QueryClientProvider>
    </Document>
  </StrictMode>,
);
