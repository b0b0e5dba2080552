// Server entry: renders a tenant page as a stream. The server resolved the route and loaded its
// data beforehand (server/ssr/route-data.ts); the route's own answer is seeded too, so the screen
// renders at once here and when the browser hydrates.
import { StrictMode } from 'react';
import { renderToPipeableStream, type PipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { QueryClient, QueryClientProvider, dehydrate } from '@tanstack/react-query';
import { loadLazyParts } from './app/lazy-parts';
// Forms on pages are rendered here only; the browser keeps their HTML (runtime/forms/form-island.tsx).
import './forms/server-forms';
import { Document } from './app/document';
import { Shell } from './app/shell';
import { routeDataKey } from './data/route-data-client';
import { themeCss } from './lib/theme-css';
import { localeOf } from './lib/locales';
import { serializeBoot, type Assets, type BootData } from './app/boot-data';
import type { PublicSite } from './lib/public-site';
import type { ClientRouteEntry } from './lib/route-table';
import { SiteProvider } from './data/site-context';
import { RenderClockProvider } from './data/render-clock';
import { vehicleCategory } from './lib/vehicle/category';

interface RenderRequest {
  url: string;
  site: PublicSite;
  routes: readonly ClientRouteEntry[];
  /** The entry the server resolved the address to, the status it answers with, and the address its data is keyed by. */
  route: { id: string; status: number; address: string };
  /** Data the page needs, keyed like the runtime's queries, so the first render never waits. */
  queries: { key: readonly unknown[]; data: unknown }[];
  assets: Assets;
  clientEntry: string;
  /** Code-split parts the page renders (loaded before rendering; see runtime/app/lazy-parts.ts). */
  lazy: string[];
  /** The render clock (ms): the instant the page's data was loaded for. */
  renderedAt: number;
  /** The text of each stylesheet, by address, when `assets.inlineCss` (server/ssr/ssr-runtime.ts). */
  cssText?: Readonly<Record<string, string>>;
  /** CSP nonce for the inline boot script. */
  nonce?: string;
  /** The server's LEADS_MODE when it is mock (passed to the browser's lead client). */
  leadsMode?: 'mock';
}

interface RenderCallbacks {
  /** The shell is ready: pipe the stream to the response. */
  onShellReady(stream: PipeableStream): void;
  onShellError(error: unknown): void;
  onError(error: unknown): void;
}

export async function renderPage(req: RenderRequest, callbacks: RenderCallbacks): Promise<PipeableStream> {
  await loadLazyParts(req.lazy);
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  for (const q of req.queries) queryClient.setQueryData(q.key, q.data);
  queryClient.setQueryData(routeDataKey(req.route.address), { status: req.route.status });
  const dehydrated = dehydrate(queryClient);
  // The router gets only the entry the server resolved the address to (the same one React Router
  // ranks first: tests/unit/route-match.test.ts), so it does not flatten and rank the whole table
  // on every render; the page is the same. The browser's router gets the whole table (boot data).
  const served = req.routes.find((entry) => entry.id === req.route.id);
  const boot: BootData = {
    site: req.site,
    routes: req.routes,
    locale: localeOf(req.site.locale),
    route: { id: req.route.id, status: req.route.status },
    dehydrated,
    assets: req.assets,
    lazy: req.lazy,
    themeCss: themeCss(req.site.theme),
    renderedAt: req.renderedAt,
    ...(req.leadsMode ? { leadsMode: req.leadsMode } : {}),
  };
  // React may report the shell ready before renderToPipeableStream returns; hand the stream over
  // once it exists.
  const stream: PipeableStream = renderToPipeableStream(
    <StrictMode>
      <Document
        site={req.site}
        assets={req.assets}
        themeCss={boot.themeCss}
        nonce={req.nonce}
        cssText={req.cssText}
        vehicleCategory={vehicleCategory(req.site.vehicles.singular)}
      >
        <QueryClientProvider client={queryClient}>
          <SiteProvider site={req.site}>
            <RenderClockProvider renderedAt={req.renderedAt}>
              <StaticRouter location={req.url}>
                <Shell routes={served ? [served] : req.routes} />
              </StaticRouter>
            </RenderClockProvider>
          </SiteProvider>
        </QueryClientProvider>
      </Document>
    </StrictMode>,
    {
      bootstrapScriptContent: serializeBoot(boot),
      bootstrapModules: [req.clientEntry],
      nonce: req.nonce,
      // Keep the page inside <main> in document order: by default React moves a large Suspense
      // boundary's content after the shell, which leaves "Loading…" there until a script runs.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onShellReady: () => queueMicrotask(() => callbacks.onShellReady(stream)),
      onShellError: callbacks.onShellError,
      onError: callbacks.onError,
    },
  );
  return stream;
}
