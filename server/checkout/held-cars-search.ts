// The search index always shows held and reserved cars as reserved: every (re)index of a
// tenant's stock (start-up, a stock import, a tenant edit) lays the live holds over the feed.
import type { SearchProvider } from '../search/search-provider';
import type { HoldStore } from './hold-store';

export function withHeldCars(provider: SearchProvider, holds: HoldStore): SearchProvider {
  return {
    name: provider.name,
    async replaceStock(slug, cars, settings) {
      const live = await holds.liveCarIds(slug);
      return provider.replaceStock(slug, live.size ? cars.map((c) => (live.has(String(c.id)) ? { ...c, reserved: true } : c)) : cars, settings);
    },
    multiSearch: (slug, queries) => provider.multiSearch(slug, queries),
    facetSearch: (slug, body) => provider.facetSearch(slug, body),
    settings: (slug) => provider.settings(slug),
    patchCars: (slug, patches) => provider.patchCars(slug, patches),
    ...(provider.close ? { close: () => provider.close?.() ?? Promise.resolve() } : {}),
  };
}
