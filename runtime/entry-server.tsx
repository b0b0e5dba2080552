// Server entry: renders a tenant page as a stream. The server decides status and data beforehand.
import { StrictMode } from 'react';
import { renderToPipeableStream, type PipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { QueryClient, dehydrate } from '@tanstack/react-query';
import { App } from './app/app';
import { Document } from './app/document';
import { serializeBoot, type Assets, type BootData } from './app/boot-data';
import type { PublicSite, RouteEntry } from './lib/public-site';

export interface RenderRequest {
  url: string;
  site: PublicSite;
  routes: RouteEntry[];
  /** Data the page needs, keyed like the runtime's queries, so the first render never waits. */
  queries: { key: readonly unknown[]; data: unknown }[];
  assets: Assets;
  clientEntry: string;
  /** CSP nonce for the inline boot script. */
  nonce?: string;
}

export interface RenderCallbacks {
  onShellReady(): void;
  onShellError(error: unknown): void;
  onError(error: unknown): void;
}

export function renderPage(req: RenderRequest, callbacks: RenderCallbacks): PipeableStream {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  for (const q of req.queries) queryClient.setQueryData(q.key, q.data);
  const dehydrated = dehydrate(queryClient);
  const boot: BootData = { site: req.site, routes: req.routes, dehydrated, assets: req.assets };
  return renderToPipeableStream(
    <StrictMode>
      <Document site={req.site} assets={req.assets}>
        <StaticRouter location={req.url}>
          <App site={req.site} routes={req.routes} queryClient={queryClient} dehydrated={dehydrated} />
        </StaticRouter>
      </Document>
    </StrictMode>,
    {
      bootstrapScriptContent: serializeBoot(boot),
      bootstrapModules: [req.clientEntry],
      nonce: req.nonce,
      onShellReady: callbacks.onShellReady,
      onShellError: callbacks.onShellError,
      onError: callbacks.onError,
    },
  );
}
