// Plugs the render cache into the server: which tenant a request is for, and the events that
// invalidate a tenant's pages (its JSON reloading, its stock being imported or reindexed).
import type { Request, RequestHandler } from 'express';
import { addsScriptsAfterLoad } from '../../runtime/lib/page-scripts';
import { nextStockChangeMs } from '../../runtime/lib/time-windows';
import type { SearchProvider } from '../search/search-provider';
import type { Tenant } from '../tenants/tenant';
import type { TenantRegistry } from '../tenants/tenant-registry';
import type { CacheTenant, RenderCache } from './render-cache';

const cacheTenants = new WeakMap<Tenant, CacheTenant>();

function cacheTenant(tenant: Tenant): CacheTenant {
  let found = cacheTenants.get(tenant);
  if (!found) {
    // The answer holds until the moment it names (no change lies between): one pass over the
    // stock (a Date.parse a car) per change, not per stored page.
    let known = { from: Number.POSITIVE_INFINITY, next: 0 };
    found = {
      slug: tenant.slug,
      nextChangeMs: (now) => {
        if (now >= known.from && now < known.next) return known.next;
        known = { from: now, next: nextStockChangeMs(tenant.stock, tenant.site.include_sold_cars_days, now) };
        return known.next;
      },
      addsScripts: addsScriptsAfterLoad(tenant.site),
    };
    cacheTenants.set(tenant, found);
  }
  return found;
}

/** The cache in front of the HTML routes of the request's tenant (set by the Host middleware). */
export function cachedPages(cache: RenderCache): RequestHandler {
  return cache.middleware((req: Request) => {
    return req.tenant ? cacheTenant(req.tenant) : undefined;
  });
}

/** A tenant that starts serving or is replaced (preview reload, stock import) drops its pages. */
export function invalidateOnServe(cache: RenderCache, registry: TenantRegistry): void {
  registry.onServe((tenant) => cache.invalidate(tenant.slug));
}

/**
 * The same provider, dropping a tenant's pages when its stock is replaced, both when the reindex
 * starts and when it ends, so no page rendered from the old index meanwhile survives it.
 */
export function invalidatingSearch(provider: SearchProvider, cache: RenderCache): SearchProvider {
  return {
    get name() {
      return provider.name;
    },
    async replaceStock(slug, cars, settings) {
      cache.invalidate(slug);
      try {
        return await provider.replaceStock(slug, cars, settings);
      } finally {
        cache.invalidate(slug);
      }
    },
    multiSearch: (slug, queries) => provider.multiSearch(slug, queries),
    facetSearch: (slug, body) => provider.facetSearch(slug, body),
    // A reservation changes what the car's page and the stock pages show.
    async patchCars(slug, patches) {
      try {
        await provider.patchCars(slug, patches);
      } finally {
        cache.invalidate(slug);
      }
    },
    settings: (slug) => provider.settings(slug),
    close: provider.close ? () => provider.close!() : undefined,
  };
}
