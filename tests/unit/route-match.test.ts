// The React-free matcher (runtime/lib/route-match.ts) must pick the entry React Router's own
// matchRoutes picks (the browser's <Routes>), for every sample tenant's table and for addresses
// made from every pattern, with slashes, case, encoding and unknown paths thrown in.
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { matchRoute, type RouteEntry } from '../../runtime/lib/route-table';
import { loadTenantsFromSource, testTenantsDir } from '../helpers/tenants';

const tenants = await loadTenantsFromSource(await testTenantsDir());

function reactRouterPick(table: readonly RouteEntry[], pathname: string): { id: string; params: Record<string, string | undefined> } {
  const found = matchRoutes(
    table.map((entry) => ({ path: entry.path, id: entry.id })),
    pathname,
  );
  const last = found?.[found.length - 1];
  return { id: last?.route.id ?? table[table.length - 1]!.id, params: { ...last?.params } };
}

function addressesOf(table: readonly RouteEntry[]): string[] {
  const out: string[] = [];
  for (const { path } of table) {
    const filled = path.replace(/:[\w-]+/g, 'a-slug-9').replace(/\*$/, 'deep/er/path');
    out.push(filled, `${filled}/`, filled.toUpperCase(), `${filled}/extra`);
  }
  return [...out, '/', '//', '/%E2%82%AC', '/a%2Fb', '/cars/%zz', '/nothing/at/all'];
}

describe('route matching agrees with React Router', () => {
  it.each(tenants.map((t) => [t.slug, t] as const))('%s: every address made from its table', (_slug, tenant) => {
    for (const address of addressesOf(tenant.routes)) {
      const ours = matchRoute(tenant.routes, address);
      const theirs = reactRouterPick(tenant.routes, address);
      expect(ours.entry.id, address).toBe(theirs.id);
    }
  });

  it('random addresses over a table with params and splats (seeded)', () => {
    const table = tenants[0]!.routes;
    const segment = fc.stringMatching(/^[a-zA-Z0-9._~%-]{0,8}$/);
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 5 }), fc.boolean(), (segments, slash) => {
        const address = `/${segments.join('/')}${slash ? '/' : ''}`;
        expect(matchRoute(table, address).entry.id, address).toBe(reactRouterPick(table, address).id);
      }),
      { seed: 20261124, numRuns: 400 },
    );
  });

  it('captures the params React Router captures', () => {
    const table = tenants[0]!.routes;
    for (const address of ['/cars/mazda-cx-5-2021', '/search/used-cars/', '/pages/about-us']) {
      const ours = matchRoute(table, address);
      const theirs = reactRouterPick(table, address);
      for (const [name, value] of Object.entries(ours.params)) expect(value, `${address} ${name}`).toBe(theirs.params[name]?.replace(/^\/+/, ''));
    }
  });
});
