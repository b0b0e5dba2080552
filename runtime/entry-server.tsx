// Server entry: renders a tenant page as a stream. The server resolved the route and loaded its
// data beforehand (server/ssr/route-data.ts); React Router's static handler renders that route.
import { StrictMode } from 'react';
import { renderToPipeableStream, type PipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { HydrationBoundary, QueryClient, QueryClientProvider, dehydrate } from '@tanstack/react-query';
import { loadLazyParts } from './app/lazy-parts';
// Forms on pages are rendered here only; the browser keeps their HTML (runtime/forms/form-island.tsx).
import './forms/server-forms';
import { Document } from './app/document';
import { routeObjects } from './app/routes';
import { themeCss } from './lib/theme-css';
import { serializeBoot, type Assets, type BootData } from './app/boot-data';
import type { PublicSite } from './lib/public-site';
import type { RouteEntry } from './lib/route-table';
import { SiteProvider } from './data/site-context';
import { RenderClockProvider } from './data/render-clock';

export interface RenderRequest {
  url: string;
  site: PublicSite;
  routes: RouteEntry[];
  /** The entry the server resolved the address to, and the status it answers with. */
  route: { id: string; status: number };
  /** Data the page needs, keyed like the runtime's queries, so the first render never waits. */
  queries: { key: readonly unknown[]; data: unknown }[];
  assets: Assets;
  clientEntry: string;
  /** Code-split parts the page renders (loaded before rendering; see runtime/app/lazy-parts.ts). */
  lazy: string[];
  /** The render clock (ms): the instant the page's data was loaded for. */
  renderedAt: number;
  /** CSP nonce for the inline boot script. */
  nonce?: string;
}

export interface RenderCallbacks {
  /** The shell is ready: pipe the stream to the response. */
  onShellReady(stream: PipeableStream): void;
  onShellError(error: unknown): void;
  onError(error: unknown): void;
}

export async function renderPage(req: RenderRequest, callbacks: RenderCallbacks): Promise<PipeableStream> {
  await loadLazyParts(req.lazy);
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  for (const q of req.queries) queryClient.setQueryData(q.key, q.data);
  const dehydrated = dehydrate(queryClient);
  const loaderData = { status: req.route.status };
  const handler = createStaticHandler(routeObjects(req.routes, (entry) => async () => (entry.id === req.route.id ? loaderData : null)));
  const context = await handler.query(new Request(new URL(req.url, `http://${req.site.primaryDomain}`)));
  if (context instanceof Response) throw new Error(`the route loaders answered ${context.status} for ${req.url}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const boot: BootData = {
    site: req.site,
    routes: req.routes,
    route: req.route,
    dehydrated,
    assets: req.assets,
    lazy: req.lazy,
    themeCss: themeCss(req.site.theme),
    renderedAt: req.renderedAt,
  };
  // React may report the shell ready before renderToPipeableStream returns; hand the stream over
  // once it exists.
  const stream: PipeableStream = renderToPipeableStream(
    <StrictMode>
      <Document site={req.site} assets={req.assets} themeCss={boot.themeCss}>
        <QueryClientProvider client={queryClient}>
          <HydrationBoundary state={dehydrated}>
            <SiteProvider site={req.site}>
              <RenderClockProvider renderedAt={req.renderedAt}>
                <StaticRouterProvider router={router} context={context} hydrate={false} nonce={req.nonce} />
              </RenderClockProvider>
            </SiteProvider>
          </HydrationBoundary>
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
