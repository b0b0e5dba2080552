// Renders a block the way the server does: react-dom/server inside the providers the app shell
// supplies (query client with the block's data already fetched, the site, the router).
import type { ReactElement, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { JSDOM } from 'jsdom';
import { RenderClockProvider } from '../../../runtime/data/render-clock';
import { SiteProvider } from '../../../runtime/data/site-context';
import { queryKeys, type TenantCollections } from '../../../runtime/data/query-keys';
import type { PublicSite } from '../../../runtime/lib/public-site';
import * as fixtures from './fixtures';

export interface RenderOptions {
  site?: PublicSite;
  /** Collections seeded into the query cache; defaults to the fixture locations and models. */
  data?: Partial<TenantCollections>;
  /** Router location, default "/". */
  path?: string;
  /** The server's render instant (ms) that useNow() returns; default the live clock. */
  renderedAt?: number;
}

export function seededQueryClient(data: Partial<TenantCollections> = { locations: fixtures.locations, models: fixtures.models }): QueryClient {
  // staleTime Infinity: the seeded data is what the server prefetched; tests must never fetch.
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  for (const [kind, value] of Object.entries(data)) client.setQueryData(queryKeys.data(kind as keyof TenantCollections), value);
  return client;
}

export function BlockProviders({
  children,
  site = fixtures.site,
  data,
  path = '/',
  client,
  renderedAt,
}: RenderOptions & { children: ReactNode; client?: QueryClient }) {
  const routed = (
    <QueryClientProvider client={client ?? seededQueryClient(data)}>
      <SiteProvider site={site}>
        <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
      </SiteProvider>
    </QueryClientProvider>
  );
  return renderedAt === undefined ? routed : <RenderClockProvider renderedAt={renderedAt}>{routed}</RenderClockProvider>;
}

export function renderBlockToString(element: ReactElement, options: RenderOptions = {}): string {
  return renderToString(<BlockProviders {...options}>{element}</BlockProviders>);
}

/** Server HTML of the block, parsed so tests can query it like the browser would. */
export function renderBlock(element: ReactElement, options: RenderOptions = {}): { html: string; root: HTMLElement } {
  const html = renderBlockToString(element, options);
  const { document } = new JSDOM('<!doctype html><body></body>').window;
  document.body.innerHTML = html;
  return { html, root: document.body };
}

/** The visible text of an element with whitespace collapsed. */
export function text(el: Element | null | undefined): string {
  return (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
}
