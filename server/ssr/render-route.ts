// Streams the server-rendered page for the request's tenant and path, and serves the same route
// data as JSON for client navigation (GET /api/route-data?path=).
import { Router, type Request, type Response, type NextFunction } from 'express';
import { loadRoute, type RouteData } from './route-data';
import { lazyPartSources } from '../../runtime/app/lazy-sources';
import type { SsrRuntime } from './ssr-runtime';
import { tenantOf } from '../http/request-tenant';
import { HttpError } from '../http/http-error';
import { log } from '../log';
import { allowStripe } from '../http/csp';
import type { SearchProvider } from '../search/search-provider';
import { clientRouteTable } from '../../runtime/lib/route-table';
import { CoalescedDestination } from './coalesced-destination';
import type { WebsiteSessions } from '../dashboard/website-sessions';
import { WEBSITE_SESSION_KEY } from '../../runtime/data/website-session';

const MAX_ADDRESS = 2048;

function queryOf(url: string): string {
  const i = url.indexOf('?');
  return i === -1 ? '' : url.slice(i);
}

export function renderRoute(runtime: SsrRuntime, search: SearchProvider, sessions: WebsiteSessions, options: { leadsMode?: 'mock' } = {}) {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const tenant = tenantOf(req);
      const renderedAt = Date.now();
      const session = await sessions.forTenant(tenant, renderedAt);
      const data = await loadRoute({
        tenant,
        pathname: req.path,
        search: queryOf(req.originalUrl),
        provider: search,
        nowSeconds: Math.floor(renderedAt / 1000),
        site: session.site,
      });
      if (data.redirect) {
        res.redirect(301, data.redirect);
        return;
      }
      if (data.stripe) allowStripe(res);
      const [renderPage, assets] = await Promise.all([runtime.renderer(), runtime.assets(req.originalUrl, lazyPartSources(data.lazy))]);
      const nonce = res.locals.cspNonce as string | undefined;
      let failed = false;
      const stream = await renderPage(
        {
          url: req.originalUrl,
          site: session.site,
          routes: clientRouteTable(tenant.routes),
          route: { id: data.routeId, status: data.status, address: data.address },
          // The session data goes with the first page only: the browser keeps it for the visit (never refetched).
          queries: [...data.queries, { key: [WEBSITE_SESSION_KEY], data: session.data }],
          assets,
          clientEntry: runtime.clientEntry,
          ...(runtime.cssText ? { cssText: runtime.cssText } : {}),
          nonce,
          lazy: data.lazy,
          renderedAt,
          leadsMode: options.leadsMode,
        },
        {
          onShellReady(stream) {
            res.status(failed ? 500 : data.status);
            res.setHeader('Content-Type', 'text/html; charset=utf-8');
            if (!data.stripe) res.setHeader('Cache-Control', 'no-cache');
            // React uses only write, flush, end and the drain/error/close events of what it pipes into.
            stream.pipe(new CoalescedDestination(res) as unknown as NodeJS.WritableStream);
          },
          onShellError(error) {
            log.error({ err: error, tenant: tenant.slug, url: req.originalUrl }, 'page shell failed to render');
            if (!res.headersSent) res.status(500).type('text/plain').send('Something went wrong rendering this page.');
          },
          onError(error) {
            failed = true;
            log.error({ err: error, tenant: tenant.slug, url: req.originalUrl }, 'render error');
          },
        },
      );
      // A client that goes away must not keep a render running.
      res.on('close', () => stream.abort());
    } catch (error) {
      runtime.vite?.ssrFixStacktrace(error as Error);
      next(error);
    }
  };
}

/** GET /api/route-data?path=/offers/12: what a page at that address loads, for client navigation. */
export function routeDataApi(search: SearchProvider, sessions: WebsiteSessions): Router {
  const api = Router();
  api.get('/route-data', async (req, res) => {
    const address = req.query.path;
    if (typeof address !== 'string' || !address.startsWith('/') || address.startsWith('//') || address.length > MAX_ADDRESS) {
      throw new HttpError(400, 'path must be a site path starting with /');
    }
    let url: URL;
    try {
      url = new URL(address, 'http://site.invalid');
    } catch {
      throw new HttpError(400, 'path is not a valid address');
    }
    const tenant = tenantOf(req);
    const now = Date.now();
    const data: RouteData = await loadRoute({
      tenant,
      pathname: url.pathname,
      search: url.search,
      provider: search,
      nowSeconds: Math.floor(now / 1000),
      site: (await sessions.forTenant(tenant, now)).site,
    });
    res.set('Cache-Control', 'no-cache').json(data);
  });
  return api;
}
