// Per-tenant JSON the runtime fetches after hydration. Every handler reads only req.tenant.
import express, { Router } from 'express';
import path from 'node:path';
import { DATA_KINDS, type DataKind } from '../../runtime/data/query-keys';
import { HttpError } from './http-error';
import { isContentAddressed } from './media-version';
import { tenantOf } from './request-tenant';

export function tenantApi(): Router {
  const api = Router();
  api.get('/pages/:id', (req, res) => {
    const page = Object.hasOwn(tenantOf(req).pages, req.params.id) ? tenantOf(req).pages[req.params.id] : undefined;
    if (!page) throw new HttpError(404, `No page "${req.params.id}"`);
    res.json(page);
  });
  api.get('/data/:kind', (req, res) => {
    const kind = req.params.kind as DataKind;
    if (!DATA_KINDS.includes(kind)) throw new HttpError(404, `No data "${req.params.kind}"`);
    res.json(tenantOf(req).collections[kind]);
  });
  return api;
}

/** /media/<file> from the tenant's public/ folder, then its templates'. Never another tenant's. */
export function tenantMedia(): express.RequestHandler {
  const handlers = new Map<string, express.RequestHandler>();
  const serve = (dir: string) => {
    let h = handlers.get(dir);
    if (!h)
      handlers.set(
        dir,
        (h = express.static(dir, {
          fallthrough: true,
          maxAge: '1h',
          dotfiles: 'ignore',
          index: false,
          // A content-hashed name (docs/sample-photos.md) or a current `?v=` is cached for good.
          setHeaders: (res, file, stat) => {
            if (isContentAddressed(file, stat, res.req.query.v)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
          },
        })),
      );
    return h;
  };
  return (req, res, next) => {
    const dirs = tenantOf(req).mediaDirs;
    const tryDir = (i: number): void => {
      if (i >= dirs.length) return next(new HttpError(404, 'Not found'));
      serve(path.resolve(dirs[i]!))(req, res, (err?: unknown) => (err ? next(err) : tryDir(i + 1)));
    };
    tryDir(0);
  };
}
