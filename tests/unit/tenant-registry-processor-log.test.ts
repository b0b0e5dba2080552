// "online purchase is off" is said once per version of a site: a stock-only replacement (stock-sync
// puts the same load again after reading the database) does not repeat it; a reload from disk does.
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { log } from '../../server/log';
import { loadTenant } from '../../server/tenants/load-tenant';
import { TenantRegistry } from '../../server/tenants/tenant-registry';
import { repoRoot } from './cli-run';

const SLUG = 'lone-star-trucks';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe('a site whose online purchase has no card processor', () => {
  it('is logged when it starts serving and when its folder is read again, not when only its stock is replaced', async () => {
    vi.stubEnv('STRIPE_SECRET_KEY', '');
    vi.stubEnv(`STRIPE_SECRET_KEY_${SLUG.toUpperCase().replaceAll('-', '_')}`, '');
    const errors = vi.spyOn(log, 'error').mockImplementation(() => undefined);
    const refused = () => errors.mock.calls.filter(([, message]) => String(message).includes('online purchase is off')).length;
    const registry = new TenantRegistry();
    const load = await loadTenant(path.join(repoRoot, 'tenants', SLUG));
    expect(load.tenant?.site.features?.online_purchase).toBe(true);

    registry.put(load);
    expect(refused()).toBe(1);
    registry.put(load); // stock-sync after a stock import: same site
    expect(refused()).toBe(1);
    registry.put(await loadTenant(path.join(repoRoot, 'tenants', SLUG))); // SIGHUP: the folder read again
    expect(refused()).toBe(2);
  });
});
