// The layout every route renders inside: header, the routed screen, footer, and the
// behaviour every page has (visit tracking, the EMAIL US dialog, link prefetch).
import { Suspense } from 'react';
import { useSite } from '../data/site-context';
import { RoutePrefetchProvider } from '../data/route-prefetch';
import { prefetchRouteData } from '../data/route-data-client';
import { BlockView } from './block-renderer';
import { EmailUsDialog } from './email-us';
import { VisitTracker } from './visit-tracker';
import { AppRoutes } from './routes';
import type { ClientRouteEntry } from '../lib/route-table';

export function Shell({ routes }: { routes: readonly ClientRouteEntry[] }) {
  const site = useSite();
  return (
    <RoutePrefetchProvider prefetch={prefetchRouteData}>
      <BlockView instance={{ type: 'header', props: site.layout?.header ?? {} }} />
      <main id="main" tabIndex={-1}>
        <Suspense
          fallback={
            <div className="page-loading container" role="status">
              Loading…
            </div>
          }
        >
          <AppRoutes table={routes} />
        </Suspense>
      </main>
      <BlockView instance={{ type: 'footer', props: site.layout?.footer ?? {} }} />
      <VisitTracker site={site.slug} />
      <EmailUsDialog />
    </RoutePrefetchProvider>
  );
}
