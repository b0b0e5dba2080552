// GET /api/cars/:slug: what the vehicle page reads after client navigation (SSR seeds the same data),
// limited per client so nobody walks the whole stock (hidden cars included) at full speed.
import { Router } from 'express';
import type { SearchProvider } from '../search/search-provider';
import { vehiclePageData } from '../stock/car-lookup';
import { tenantOf } from './request-tenant';
import { CAR_API_PER_MINUTE, limitFromEnv, perMinuteLimit } from './rate-limits';

export function carRoutes(search: SearchProvider): Router {
  const router = Router();
  router.get('/:slug', perMinuteLimit(limitFromEnv('CAR_API_RATE_LIMIT_PER_MIN', CAR_API_PER_MINUTE), 'car-api'), async (req, res) => {
    const data = await vehiclePageData(tenantOf(req), String(req.params.slug), search);
    // A 404 still carries the page data (similar cars to offer), plus the {error} every 4xx has.
    if (data.car) res.json(data);
    else res.status(404).json({ error: 'No such car on this site', ...data });
  });
  return router;
}
