// The express app: tenant by Host, link-rule redirects, media, the JSON APIs, assets and SSR.
import express, { type Request, type Response, type NextFunction } from 'express';
import helmet from 'helmet';
import { HttpError } from './http-error';
import { tenantApi, tenantMedia } from './tenant-routes';
import { imageRoute } from './image-route';
import { imageSettings, type ImageSettings } from './image/image-settings';
import type { ResizeQueue } from './image/resize-queue';
import { thirdPartyAllowed, widgetRoutes } from './widget-routes';
import path from 'node:path';
import { renderRoute, routeDataApi } from '../ssr/render-route';
import { WebsiteSessions } from '../dashboard/website-sessions';
import type { SsrRuntime } from '../ssr/ssr-runtime';
import type { TenantRegistry } from '../tenants/tenant-registry';
import { log } from '../log';
import { searchRoutes } from './search-routes';
import { postcodeRoutes } from '../search/postcodes/postcode-routes';
import { carRoutes } from './car-routes';
import { adminRoutes } from './admin-routes';
import { vehicleRoutes } from './vehicle-routes';
import { seoRoutes } from '../seo/seo-routes';
import type { SearchProvider } from '../search/search-provider';
import { leadRoutes } from './lead-routes';
import { eventRoutes } from './event-routes';
import { formRoutes } from './form-routes';
import { sameHostRedirects } from './same-host-redirect';
import { dynamicCompression, precompressedAssets } from './compression';
import { securityPolicyHeaders } from './csp';
import type { RenderCache } from './render-cache';
import { cachedPages } from './render-cache-hooks';
import type { LeadPipeline } from '../leads/lead-pipeline';
import type { GarageServices } from '../garage/garage-services';
import { isStoreUnavailable, STORE_RETRY_AFTER_S, STORE_UNAVAILABLE_MESSAGE } from '../ops/store-outage';

const UNKNOWN_SITE_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Site not found</title><meta name="robots" content="noindex"></head><body><h1>Site not found</h1><p>No website is configured for this address.</p></body></html>`;

export function createApp(
  registry: TenantRegistry,
  runtime: SsrRuntime,
  search: SearchProvider,
  leads?: LeadPipeline,
  renderCache?: RenderCache,
  garage?: GarageServices,
  /** /healthz, /readyz and /metrics (server/ops/ops-routes.ts), answered for any Host. */
  ops?: express.Router,
  /** /_image's settings and resize queue, shared with /metrics (the environment's and a queue of the route's own when absent). */
  images?: { settings: ImageSettings; queue: ResizeQueue },
  /** The environment that decides whether third-party scripts are listed (server/http/widget-routes.ts). */
  env: NodeJS.ProcessEnv = process.env,
): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use(dynamicCompression());

  if (ops) app.use(ops);

  // The same policy in production, `npm run dev` and `builder-cli preview` (server/http/csp.ts).
  app.use(
    helmet({ contentSecurityPolicy: false }),
    securityPolicyHeaders((req) => registry.forHost(req.headers.host)?.publicSite),
  );
  if (runtime.mode === 'production') {
    // Built assets carry content hashes: cache them for a year, precompressed at build.
    app.use('/assets', precompressedAssets(`${runtime.clientDir}/assets`));
  } else if (runtime.vite) {
    app.use(runtime.vite.middlewares);
  }

  // Every route below belongs to the tenant named by the Host header.
  app.use((req: Request, res: Response, next: NextFunction) => {
    const tenant = registry.forHost(req.headers.host);
    if (!tenant) {
      if (req.path.startsWith('/api/')) return next(new HttpError(404, 'Unknown site'));
      res.status(404).type('html').send(UNKNOWN_SITE_HTML);
      return;
    }
    req.tenant = tenant;
    next();
  });

  app.use(sameHostRedirects());

  app.use('/media', tenantMedia());
  app.get(
    '/_image',
    imageRoute(
      images?.settings.cacheDir ?? path.join(leads?.settings.dataDir ?? path.resolve(process.env.DATA_DIR ?? 'data'), 'image-cache'),
      images?.settings ?? imageSettings(),
      images?.queue,
    ),
  );
  app.use(seoRoutes());
  // Browsers ask for /favicon.ico on every site; a tenant's own icon is served from /media/favicon.svg.
  app.get('/favicon.ico', (_req, res) => {
    res.status(204).end();
  });
  app.use('/api/search', searchRoutes(search));
  app.use('/api', postcodeRoutes());
  app.use('/api/cars', carRoutes(search));
  app.use('/api', vehicleRoutes(search));
  app.use('/api/admin', adminRoutes(registry));
  app.use('/api/forms', formRoutes());
  if (garage) app.use('/api', garage.routes());
  if (garage) app.use('/mock', garage.mockRoutes());
  if (leads) {
    app.use('/api', leadRoutes(leads));
    app.use('/api', eventRoutes({ rateLimitPerMinute: leads.settings.eventRateLimitPerMinute }));
  }
  app.use('/api', widgetRoutes(thirdPartyAllowed(runtime.mode, env)));
  app.use('/api', tenantApi());
  const sessions = garage?.websiteSessions ?? new WebsiteSessions(null);
  app.use('/api', routeDataApi(search, sessions));
  app.use('/api', (_req, _res, next) => next(new HttpError(404, 'Not found')));
  if (renderCache && runtime.mode === 'production') app.use(cachedPages(renderCache));
  app.get('/{*path}', renderRoute(runtime, search, sessions, { leadsMode: garage?.leadsMode }));

  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    if (isStoreUnavailable(error)) {
      // The database is down or cannot take the write now: nothing was stored, say so, try again later.
      log.error({ err: error, url: req.originalUrl }, 'store unavailable');
      if (res.headersSent) return res.end();
      res.setHeader('Retry-After', String(STORE_RETRY_AFTER_S));
      return res.status(503).json({ error: STORE_UNAVAILABLE_MESSAGE });
    }
    const status =
      error instanceof HttpError ? error.status : typeof (error as { status?: unknown })?.status === 'number' ? (error as { status: number }).status : 500;
    if (status >= 500) log.error({ err: error, url: req.originalUrl }, 'request failed');
    if (res.headersSent) return res.end();
    const message = status >= 500 ? 'Internal server error' : error instanceof Error ? error.message : 'Bad request';
    res.status(status).json({ error: message, ...(error instanceof HttpError ? error.extra : {}) });
  });
  return app;
}
