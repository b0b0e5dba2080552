// A built-in route's table entries, declared in its folder (runtime/app/routes/<kind>/route.ts):
// what addresses it answers, from the site's config. React-free: the server, the browser and the
// CLI build the table from these (route-table.ts, through the generated built-in-routes.gen.ts).
import type { PublicSite } from './public-site';
import type { RouteEntry } from './route-table';
import type { RouteParams } from './route-params';
import type { ServiceBookingPage } from './service-booking-pages';

export interface RouteTableInput {
  site: Pick<PublicSite, 'vehicles' | 'default_search_path' | 'garage_path' | 'flags' | 'features'> &
    Partial<Pick<PublicSite, 'garage_enabled' | 'payment_processor'>>;
  /** Content pages: id, path pattern and what its parameters range over (named by the page's blocks). */
  pages: readonly { id: string; path: string; params?: RouteParams }[];
  /** The names of the site's form documents: a form screen exists only for a form the site has. */
  forms: readonly string[];
  /** The per-location service booking pages (runtime/lib/service-booking-pages.ts), from the site and its locations. */
  serviceBookings?: readonly ServiceBookingPage[];
}

export interface RouteDefinition {
  /**
   * Where the folder's entries go in the table: lower first. The first entry at a path wins
   * (content pages, rank 0, over every built-in route), and the 404 comes last.
   */
  rank: number;
  /** The folder's entries for a site (none when the site does not have the feature). */
  entries(input: RouteTableInput & { base: string }): RouteEntry[];
}

export const BUILT_IN = 'built-in';

/** A path without its trailing slashes (the root stays `/`). */
export const bare = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

export function defineRoute(definition: RouteDefinition): RouteDefinition {
  return definition;
}
