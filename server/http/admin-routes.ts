// POST /api/admin/stock: re-read the tenant's stock.json and reindex, for `builder-cli stock import`.
// Guarded by a per-tenant key from the environment: STOCK_ADMIN_KEY_<SLUG> (upper snake case) or STOCK_ADMIN_KEY.
import { Router } from 'express';
import { timingSafeEqual } from 'node:crypto';
import { loadStock } from '../tenants/load-stock';
import { deepFreeze } from '../tenants/merge';
import type { TenantRegistry } from '../tenants/tenant-registry';
import { HttpError } from './http-error';
import { tenantOf } from './tenant-routes';
import { log } from '../log';

export function adminKeyVariable(slug: string): string {
  return `STOCK_ADMIN_KEY_${slug.toUpperCase().replace(/[^A-Z0-9]+/g, '_')}`;
}

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function adminRoutes(registry: TenantRegistry, env: NodeJS.ProcessEnv = process.env): Router {
  const router = Router();
  router.post('/stock', async (req, res) => {
    const tenant = tenantOf(req);
    const expected = env[adminKeyVariable(tenant.slug)] ?? env.STOCK_ADMIN_KEY;
    if (!expected) throw new HttpError(403, `Stock admin is disabled for this site: set ${adminKeyVariable(tenant.slug)}`);
    const given = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    if (!sameSecret(given, expected)) throw new HttpError(401, 'Invalid admin key');

    const stock = await loadStock(tenant.dir);
    const fatal = stock.problems.filter((p) => p.severity === 'error');
    if (fatal.length) throw new HttpError(422, 'stock.json is invalid', { problems: fatal.map((p) => `${p.file}:${p.line}:${p.col} ${p.message}`) });
    const load = registry.get(tenant.slug);
    if (!load) throw new HttpError(404, 'Unknown site');
    registry.put({ ...load, tenant: deepFreeze({ ...tenant, stock: stock.cars }), problems: stock.problems });
    log.info({ tenant: tenant.slug, cars: stock.cars.length }, 'stock reloaded');
    res.json({ cars: stock.cars.length, skipped: stock.problems.length });
  });
  return router;
}
