// What a route kind's server loader (runtime/app/routes/<kind>/loader.ts) answers, and the answers
// every loader shares: the shell's collections, the 404 page, a redirect.
import { getContract, shellBlockTypes } from '../../blocks/registry';
import { queryKeys } from '../../runtime/data/query-keys';
import { isShellKind, shellCollection, type ShellKind } from '../../runtime/lib/shell-collections';
import type { RouteEntry } from '../../runtime/lib/route-table';
import type { PublicSite } from '../../runtime/lib/public-site';
import type { SearchProvider } from '../search/search-provider';
import type { Tenant } from '../tenants/tenant';
import type { QuerySeed } from './block-load-context';

export interface RouteData {
  /** The route-table entry the address resolved to. */
  routeId: string;
  /** What the browser keys this answer by (runtime/data/route-data-client.ts). */
  address: string;
  status: 200 | 301 | 400 | 404;
  /** With status 301: where to (a path on the same site). */
  redirect?: string;
  queries: QuerySeed[];
  /** Code-split parts the page renders (runtime/app/lazy-parts.ts keys). */
  lazy: string[];
  /** The page takes a card payment with Stripe.js (its CSP lets Stripe in: server/http/csp.ts allowStripe). */
  stripe?: true;
}

export interface RouteRequest {
  tenant: Tenant;
  pathname: string;
  /** The query string with its `?`, or empty. */
  search: string;
  provider: SearchProvider;
  /** The render clock: one instant for everything the request shows. */
  nowSeconds: number;
  /** The public site with the website session data's navigation and special hours (server/dashboard/website-sessions.ts); else the tenant's. */
  site?: PublicSite;
}

type RouteAnswer = Omit<RouteData, 'routeId' | 'address'>;

/** A route kind's server loader: the status, the query seeds and the code-split parts of an address. */
export type RouteLoader = (entry: RouteEntry, params: Record<string, string | undefined>, req: RouteRequest) => Promise<RouteAnswer>;

/**
 * The collections the shell blocks (and the given blocks) read, seeded with every page. With
 * `summaries` (a content page: its blocks are all it renders), a collection only the shell reads is
 * seeded as the shell's summary (runtime/lib/shell-collections.ts); screens that read collections
 * in code (vehicle, forms, checkout, search) keep the whole ones.
 */
export function collectionSeeds(tenant: Tenant, blockTypes: readonly string[] = [], summaries = false): QuerySeed[] {
  const kinds = (types: readonly string[]) => new Set(types.flatMap((type) => getContract(type)?.data ?? []));
  const whole = kinds(summaries ? blockTypes : [...shellBlockTypes, ...blockTypes]);
  const seeds: QuerySeed[] = [...whole].map((kind) => ({ key: queryKeys.data(kind), data: tenant.collections[kind] }));
  if (!summaries) return seeds;
  for (const kind of kinds(shellBlockTypes)) {
    if (whole.has(kind)) continue;
    if (!isShellKind(kind)) throw new Error(`A shell block reads "${kind}", which has no shell summary (runtime/lib/shell-collections.ts)`);
    seeds.push({ key: queryKeys.shell(kind), data: shellSummary(tenant, kind) });
  }
  return seeds;
}

/** A tenant version's summary of a collection, made once (its collections do not change). */
const summaryCache = new WeakMap<object, unknown>();
function shellSummary(tenant: Tenant, kind: ShellKind): unknown {
  const whole = tenant.collections[kind];
  let summary = summaryCache.get(whole);
  if (summary === undefined) {
    summary = shellCollection(kind, whole);
    summaryCache.set(whole, summary);
  }
  return summary;
}

export const notFoundData = (tenant: Tenant): RouteAnswer => ({ status: 404, queries: collectionSeeds(tenant), lazy: ['route:notFound'] });
/**
 * The site's 400 page: an address asking for something the site refuses to work out (a search
 * filter the search engine refuses, e.g. more than 1,000 `make=` values). Rendered by the 404
 * page's part with its bad-request wording, inside the site's header and footer.
 */
export const badRequestData = (tenant: Tenant): RouteAnswer => ({ status: 400, queries: collectionSeeds(tenant), lazy: ['route:notFound'] });

/** Whether an error is the search engine refusing the request itself (its 4xx), not a failure. */
export function isRefusedRequest(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

export const redirectTo = (to: string): RouteAnswer => ({ status: 301, redirect: to, queries: [], lazy: [] });

/** The answer of a screen that needs only the shell's data (its own data is read in the browser). */
export const shellOnly = (tenant: Tenant, part: string): RouteAnswer => ({ status: 200, lazy: [`route:${part}`], queries: collectionSeeds(tenant) });
