// GET /api/cars/:slug: what the vehicle page reads after client navigation (SSR seeds the same data).
import { Router } from 'express';
import type { SearchProvider } from '../search/search-provider';
import { vehiclePageData } from '../stock/car-lookup';
import { tenantOf } from './tenant-routes';

export function carRoutes(search: SearchProvider): Router {
  const router = Router();
  router.get('/:slug', async (req, res) => {
    const data = await vehiclePageData(tenantOf(req), req.params.slug, search);
    res.status(data.car ? 200 : 404).json(data);
  });
  return router;
}
