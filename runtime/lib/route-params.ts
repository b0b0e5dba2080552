// What a route's parameters range over (issue 20, "links checked against the tenant's data"): a
// parameter route names the tenant data its parameter must name a record of (`/:modelSlug` ranges
// over models.json's slugs), so an address whose parameter names no record is a 404 decided from
// the table, by the server before any block loads and by `builder-cli validate` for a link, and
// `builder-cli routes` prints the values. Pure: the callers hand in the tenant's data.
import type { Car } from '../../schemas/types/car';
import type { Location } from '../../schemas/types/location';
import type { Model } from '../../schemas/types/model';
import type { Offer } from '../../schemas/types/offer';
import { displayedLocations } from './displayed-locations';
import { contactSlug } from './location-slug';
import { shownOffers } from './offers';
import { isCarShown, soldWindowDays } from './vehicle/visibility';
import { unknownOption } from './unknown-option';

/** The tenant data a route parameter ranges over. */
export type ParamDomain = 'models' | 'offers' | 'locations' | 'posts' | 'cars';

/** Where each domain's values come from, for people (`builder-cli routes`, lint messages). */
export const PARAM_DOMAIN_SOURCES: Readonly<Record<ParamDomain, string>> = {
  models: 'models.json slugs',
  offers: 'offers.json ids shown on this site',
  locations: 'location slugs shown on this site',
  posts: 'blog post slugs',
  cars: 'slugs of the cars the site shows',
};

/** A route's named parameters and the data each ranges over (`{ modelSlug: 'models' }`). */
export type RouteParams = Readonly<Record<string, ParamDomain>>;

/** One value a parameter may take, and where that address leads when it redirects (a model's override address). */
interface ParamValue {
  value: string;
  redirectsTo?: string;
}

/** The tenant data the domains are read from. `cars` is absent where the stock is not at hand. */
export interface ParamData {
  site: { id?: string | number; manufacturer?: string | null; locations?: readonly string[] | null; include_sold_cars_days?: number | null };
  collections: {
    models: readonly Pick<Model, 'slug' | 'override_url'>[];
    offers: readonly Offer[];
    locations: readonly Location[];
    posts: readonly { slug: string }[];
  };
  cars?: readonly Pick<Car, 'slug' | 'status' | 'sold_date_timestamp' | 'show_on_dealer_website'>[];
  nowSeconds: number;
}

/** The values of one domain, or null when its data is not at hand (then any value passes). */
export function paramValues(domain: ParamDomain, data: ParamData): ParamValue[] | null {
  const { site, collections } = data;
  switch (domain) {
    case 'models':
      return collections.models.map((m) => ({ value: m.slug, ...(m.override_url && m.override_url !== `/${m.slug}` ? { redirectsTo: m.override_url } : {}) }));
    case 'offers':
      return shownOffers(collections.offers, site).map((o) => ({ value: String(o.id) }));
    case 'locations': {
      const slugs = displayedLocations(collections.locations, site.locations ? { slugs: site.locations } : {}).map((l) => contactSlug(l.name));
      return [...new Set(slugs)].map((value) => ({ value }));
    }
    case 'posts':
      return collections.posts.map((p) => ({ value: p.slug }));
    case 'cars':
      return data.cars ? data.cars.filter((c) => isCarShown(c, data.nowSeconds, soldWindowDays(site))).map((c) => ({ value: c.slug })) : null;
    default:
      return unknownOption(domain);
  }
}

/** A parameter of a matched address that names no record of its domain. */
export interface DeadParam {
  name: string;
  domain: ParamDomain;
  value: string;
  /** The domain's real values, for a did-you-mean. */
  values: readonly string[];
}

/**
 * The first parameter of a matched address whose value names no record, or null when every named
 * parameter does (or its domain's data is not at hand). `valuesOf` is paramValues over the tenant,
 * remembered by the caller.
 */
export function deadParam(
  routeParams: RouteParams | undefined,
  params: Readonly<Record<string, string | undefined>>,
  valuesOf: (domain: ParamDomain) => readonly string[] | null,
): DeadParam | null {
  if (!routeParams) return null;
  for (const [name, domain] of Object.entries(routeParams)) {
    const values = valuesOf(domain);
    const value = params[name];
    if (values === null || value === undefined) continue;
    if (!values.includes(value)) return { name, domain, value, values };
  }
  return null;
}

/** paramValues' plain strings per domain, each read once: what deadParam's callers hand it. */
export function paramValueLookup(data: ParamData): (domain: ParamDomain) => readonly string[] | null {
  const cache = new Map<ParamDomain, readonly string[] | null>();
  return (domain) => {
    if (!cache.has(domain)) cache.set(domain, paramValues(domain, data)?.map((v) => v.value) ?? null);
    return cache.get(domain)!;
  };
}
