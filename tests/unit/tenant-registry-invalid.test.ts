// What the registry says and does when a tenant's load is invalid: a tenant that was serving keeps
// its last valid version (and the log says so); a tenant never loaded is not served.
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { log } from '../../server/log';
import { loadTenant } from '../../server/tenants/load-tenant';
import type { Problem } from '../../server/tenants/problem';
import { TenantRegistry } from '../../server/tenants/tenant-registry';
import type { TenantLoad } from '../../server/tenants/tenant';
import { repoRoot } from './cli-run';

const broken = (slug: string): TenantLoad => {
  const problem = { file: `${slug}/site.json`, line: 1, col: 1, severity: 'error', code: 'schema', pointer: '/phone', message: 'must be string' };
  return { slug, dir: `/nowhere/${slug}`, tenant: null, problems: [problem as Problem], sourceDirs: [], layers: [] };
};

afterEach(() => vi.restoreAllMocks());

describe('an invalid tenant load', () => {
  it('keeps the last valid version serving, and the log says that, not "not served"', async () => {
    const errors = vi.spyOn(log, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const registry = new TenantRegistry();
    registry.put(await loadTenant(path.join(repoRoot, 'tenants', 'riverbend-mazda')));
    registry.put(broken('riverbend-mazda'));
    expect(registry.tenants().map((t) => t.slug)).toContain('riverbend-mazda');
    expect(errors).toHaveBeenCalledWith({ tenant: 'riverbend-mazda', problems: 1 }, 'tenant riverbend-mazda is invalid: its last valid version keeps serving');
  });

  it('of a tenant never loaded: it is not served', () => {
    const errors = vi.spyOn(log, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const registry = new TenantRegistry();
    registry.put(broken('acme-motors'));
    expect(registry.tenants().map((t) => t.slug)).not.toContain('acme-motors');
    expect(errors).toHaveBeenCalledWith({ tenant: 'acme-motors', problems: 1 }, 'tenant acme-motors is invalid: it is not served');
  });
});
