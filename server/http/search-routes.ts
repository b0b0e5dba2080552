// POST /api/search/multi-search: Meilisearch's multi-search contract, scoped to the Host's tenant.
import express, { Router, type NextFunction, type Request, type Response } from 'express';
import { SearchError } from '../search/embedded';
import type { SearchProvider } from '../search/search-provider';
import { scopeQueries } from '../search/tenant-scope';
import { tenantOf } from './tenant-routes';

export function searchRoutes(provider: SearchProvider): Router {
  const router = Router();
  router.post('/multi-search', express.json({ limit: '64kb' }), async (req, res) => {
    const tenant = tenantOf(req);
    const queries = scopeQueries(req.body, tenant.site);
    res.json(await provider.multiSearch(tenant.slug, queries));
  });
  // Search errors keep Meilisearch's shape: {message, code, type, link}.
  router.use((error: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (error instanceof SearchError) return res.status(error.httpStatus).json(error.toJSON());
    if ((error as { type?: string })?.type === 'entity.parse.failed') {
      return res.status(400).json(new SearchError('bad_request', 'The request body is not valid JSON.').toJSON());
    }
    next(error);
  });
  return router;
}
