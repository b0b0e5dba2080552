// Middleware for state-changing endpoints that read a cookie: 403 {error} unless the browser says
// the request came from the site's own pages (runtime/lib/http/cross-site.ts).
import type { RequestHandler } from 'express';
import { CROSS_SITE_MESSAGE, crossSiteVerdict } from '../../runtime/lib/http/cross-site';
import { HttpError } from './http-error';

const header = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

export const sameOriginOnly: RequestHandler = (req, _res, next) => {
  const verdict = crossSiteVerdict({
    secFetchSite: header(req.headers['sec-fetch-site']),
    origin: header(req.headers.origin),
    host: req.headers.host,
  });
  next(verdict.ok ? undefined : new HttpError(403, CROSS_SITE_MESSAGE));
};
