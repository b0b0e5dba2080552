// POST /api/admin/stock: re-read the tenant's stock.json and reindex, for `builder-cli stock import`.
// With DATABASE_URL the rows go to the database in one transaction and every server reloads them.
// POST /api/admin/tenants/reload: read the tenant folders again, as SIGHUP does, and with
// DATABASE_URL tell every other server to read its own (NOTIFY, or the version poll).
// Guarded by a per-tenant key from the environment: STOCK_ADMIN_KEY_<SLUG> (upper snake case) or STOCK_ADMIN_KEY,
// a per-client rate limit, and a lockout after repeated wrong keys.
import { Router, type Request, type Response } from 'express';
import { timingSafeEqual } from 'node:crypto';
import { loadStock } from '../tenants/load-stock';
import { withMediaVersions } from '../../runtime/lib/media-url';
import { mediaVersions } from './media-version';
import { deepFreeze } from '../tenants/merge';
import { shareValues } from '../tenants/shared-values';
import type { TenantRegistry } from '../tenants/tenant-registry';
import { HttpError } from './http-error';
import { tenantOf } from './request-tenant';
import { log } from '../log';
import { KeyLockout, type Lockout } from './admin-lockout';
import { sharedLockout } from '../ops/shared-counters';
import { sharedStock } from '../stock/stock-sync';
import type { Tenant } from '../tenants/tenant';
import { ADMIN_PER_MINUTE, limitFromEnv, perMinuteLimit } from './rate-limits';

export function adminKeyVariable(slug: string): string {
  return `STOCK_ADMIN_KEY_${slug.toUpperCase().replace(/[^A-Z0-9]+/g, '_')}`;
}

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * The site's admin key (`Authorization: Bearer`), or throws: 403 while no key is set, 429 while the
 * client is locked out after wrong keys, 401 for a wrong one. Used by the stock admin and the
 * dealer's booking confirmation.
 */
export async function requireAdminKey(req: Request, res: Response, tenant: Tenant, env: NodeJS.ProcessEnv, lockout: Lockout): Promise<void> {
  const expected = env[adminKeyVariable(tenant.slug)] ?? env.STOCK_ADMIN_KEY;
  if (!expected) {
    // The operator learns which variable to set from the log; a visitor learns nothing about the server.
    log.warn({ tenant: tenant.slug, variable: adminKeyVariable(tenant.slug) }, 'stock admin called while disabled');
    throw new HttpError(403, 'Stock admin is disabled for this site');
  }
  const client = `${tenant.slug}\n${req.ip ?? ''}`;
  const wait = await lockout.lockedFor(client);
  if (wait > 0) {
    res.setHeader('Retry-After', String(Math.ceil(wait / 1000)));
    throw new HttpError(429, 'Too many wrong admin keys: try again later');
  }
  const given = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
  if (!sameSecret(given, expected)) {
    if (await lockout.fail(client)) log.warn({ tenant: tenant.slug, ip: req.ip }, 'stock admin locked out after repeated wrong keys');
    throw new HttpError(401, 'Invalid admin key');
  }
  await lockout.succeed(client);
}

type TenantReload = () => Promise<{ loaded: number; removed: string[] }>;
/** This process's tenant reload (set by startServer), for POST /api/admin/tenants/reload. */
let installedReload: TenantReload | undefined;

export function installTenantReload(reload: TenantReload | undefined): void {
  installedReload = reload;
}

export function adminRoutes(registry: TenantRegistry, env: NodeJS.ProcessEnv = process.env, lockout: Lockout = sharedLockout() ?? new KeyLockout()): Router {
  const router = Router();
  router.post('/stock', perMinuteLimit(limitFromEnv('ADMIN_RATE_LIMIT_PER_MIN', ADMIN_PER_MINUTE, env), 'admin-stock'), async (req, res) => {
    const tenant = tenantOf(req);
    await requireAdminKey(req, res, tenant, env, lockout);

    const stock = await loadStock(tenant.dir);
    const fatal = stock.problems.filter((p) => p.severity === 'error');
    if (fatal.length) throw new HttpError(422, 'stock.json is invalid', { problems: fatal.map((p) => `${p.file}:${p.line}:${p.col} ${p.message}`) });
    const load = registry.get(tenant.slug);
    if (!load) throw new HttpError(404, 'Unknown site');
    const shared = sharedStock();
    if (shared) {
      const version = await shared.publish(tenant.slug, stock.cars);
      log.info({ tenant: tenant.slug, cars: stock.cars.length, version }, 'stock stored in the database for every server');
      res.json({ cars: stock.cars.length, skipped: stock.problems.length });
      return;
    }
    registry.put({
      ...load,
      tenant: deepFreeze({ ...tenant, stock: shareValues(withMediaVersions(stock.cars, mediaVersions(tenant.mediaDirs))) }),
      problems: stock.problems,
    });
    log.info({ tenant: tenant.slug, cars: stock.cars.length }, 'stock reloaded');
    res.json({ cars: stock.cars.length, skipped: stock.problems.length });
  });
  router.post('/tenants/reload', perMinuteLimit(limitFromEnv('ADMIN_RATE_LIMIT_PER_MIN', ADMIN_PER_MINUTE, env), 'admin-reload'), async (req, res) => {
    const tenant = tenantOf(req);
    await requireAdminKey(req, res, tenant, env, lockout);
    if (!installedReload) throw new HttpError(503, 'Tenant reload is not available while the server starts or stops');
    const result = await installedReload();
    await sharedStock()?.announceFolderReload();
    log.info({ tenant: tenant.slug, tenants: result.loaded, everyServer: Boolean(sharedStock()) }, 'tenant reload asked for through the admin API');
    res.json({ tenants: result.loaded, removed: result.removed });
  });
  return router;
}
