// Browser entry: hydrates the server-rendered document, then routes on the client.
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import { App } from './app/app';
import { Document } from './app/document';
import { BOOT_GLOBAL, type BootData } from './app/boot-data';
import { loadLazyParts } from './app/lazy-parts';
import { installEventDelivery } from './data/event-delivery';
import './styles/app.css';

const boot = (window as unknown as Record<string, BootData>)[BOOT_GLOBAL]!;
installEventDelivery(boot.site);
const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 5 * 60_000, retry: 1 } } });

// The page's code-split parts were preloaded by <link rel=modulepreload>; load them before
// hydrating so the browser renders the same tree the server sent.
await loadLazyParts(boot.lazy);

hydrateRoot(
  document,
  <StrictMode>
    <Document site={boot.site} assets={boot.assets} themeCss={boot.themeCss}>
      <BrowserRouter>
        <App site={boot.site} routes={boot.routes} queryClient={queryClient} dehydrated={boot.dehydrated} />
      </BrowserRouter>
    </Document>
  </StrictMode>,
);
