// Addresses of the content behind parameterised pages (offers, models, contact-us locations, blog
// posts) for the sitemap: every one that resolves to a content page of the tenant's route table.
import { blogHref } from '../../runtime/lib/blog';
import { rewriteHref } from '../../runtime/lib/links';
import { contactSlug } from '../../runtime/lib/location-slug';
import { offerHref, shownOffers } from '../../runtime/lib/offers';
import { matchRoute } from '../../runtime/lib/route-table';
import { displayedLocations } from '../../runtime/ui/locations';
import type { Tenant } from '../tenants/tenant';

export function contentUrls(tenant: Tenant): string[] {
  const { site, collections } = tenant;
  const rules = { usePagesPath: site.flags?.use_pages_path, blogToNews: site.features?.blog_to_news };
  const candidates = [
    ...shownOffers(collections.offers, site).map((o) => offerHref(o, site)),
    ...collections.models.filter((m) => !m.override_url).map((m) => `/${m.slug}`),
    ...displayedLocations(collections.locations, { slugs: site.locations }).map((l) => `/contact-us/${contactSlug(l.name)}`),
    ...collections.posts.map((p) => blogHref(p.slug)),
  ].map((path) => rewriteHref(path, rules));
  return [...new Set(candidates)].filter((path) => {
    const { entry } = matchRoute(tenant.routes, path);
    return entry.kind === 'page' && /[:*]/.test(entry.path) && !tenant.pages[entry.page ?? '']?.noindex;
  });
}
