// Streams the server-rendered page for the request's tenant and path.
import type { Request, Response, NextFunction } from 'express';
import { matchPage } from './page-data';
import { lazyPartSources } from '../../runtime/app/lazy-parts';
import type { SsrRuntime } from './ssr-runtime';
import { tenantOf } from '../http/tenant-routes';
import { log } from '../log';
import type { SearchProvider } from '../search/search-provider';

export function renderRoute(runtime: SsrRuntime, search: SearchProvider) {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const tenant = tenantOf(req);
      const query = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : '';
      const { status, queries, lazy, redirect } = await matchPage(tenant, req.path, query, search);
      if (redirect) {
        res.redirect(301, redirect);
        return;
      }
      const [renderPage, assets] = await Promise.all([runtime.renderer(), runtime.assets(req.originalUrl, lazyPartSources(lazy))]);
      const nonce = res.locals.cspNonce as string | undefined;
      let failed = false;
      const stream = await renderPage(
        { url: req.originalUrl, site: tenant.publicSite, routes: [...tenant.routes], queries, assets, clientEntry: runtime.clientEntry, nonce, lazy },
        {
          onShellReady(stream) {
            res.status(failed ? 500 : status);
            res.setHeader('Content-Type', 'text/html; charset=utf-8');
            res.setHeader('Cache-Control', 'no-cache');
            stream.pipe(res);
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
