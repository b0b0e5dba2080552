// A tenant's route table: every address the site answers, declared once, each with its kind and
// where it comes from. The server matches requests against it, the browser router is built from
// it and `builder-cli routes <slug>` prints it. Pure data: no React, no server code.
// Each built-in route kind is a folder, runtime/app/routes/<kind>/ (its table entries in route.ts,
// its server loader, its screen); built-in-routes.gen.ts lists the folders.
import { bestMatch, compilePattern, type CompiledPattern } from './route-match';
import type { FormRoute } from './form-routes';
import { bare, type RouteTableInput } from './route-definition';
import { ROUTE_DEFINITIONS, type RouteKind } from './built-in-routes.gen';
import type { RouteParams } from './route-params';

export type { RouteKind, RouteTableInput };

export interface RouteEntry {
  /** Unique within the table; the browser router's route id. */
  id: string;
  /** A React Router path pattern (`/offers/:offerId`, `/search/*`). */
  path: string;
  kind: RouteKind;
  /** Where the route is declared, as `builder-cli routes` prints it. */
  source: string;
  /** kind page: the page document id (file name under pages/ without .json). */
  page?: string;
  /** kind form: which form screen. */
  form?: FormRoute;
  /**
   * kind redirect: the target. `:name` and `*` take the matched values; `legacy` means the
   * link rules of runtime/lib/links.ts decide (the /pages/ prefix, /blog on news sites).
   */
  to?: string;
  /**
   * The tenant data each named parameter ranges over (runtime/lib/route-params.ts): an address
   * whose parameter names no record is a 404 (`/:modelSlug` -> models).
   */
  params?: RouteParams;
}

/**
 * What the browser's router needs of an entry. `source` (printed by `builder-cli routes`) and
 * `params` (checked by the server's loaders) stay on the server: about 2 KB of every page's boot
 * data on the sample tenants.
 */
export type ClientRouteEntry = Omit<RouteEntry, 'source' | 'params'>;

const clientTables = new WeakMap<readonly RouteEntry[], readonly ClientRouteEntry[]>();

/** The table the browser gets (built once per table). */
export function clientRouteTable(table: readonly RouteEntry[]): readonly ClientRouteEntry[] {
  let client = clientTables.get(table);
  if (!client) {
    client = table.map(({ source: _source, params: _params, ...entry }) => entry);
    clientTables.set(table, client);
  }
  return client;
}

/** The folders' definitions in table order: by rank, then by kind. */
const DEFINITIONS = Object.entries(ROUTE_DEFINITIONS).sort(([ka, a], [kb, b]) => a.rank - b.rank || ka.localeCompare(kb));

/** Every route of a site, content pages first; the first entry at a path wins (a content page over a built-in route). */
export function buildRouteTable(input: RouteTableInput): RouteEntry[] {
  const table: RouteEntry[] = [];
  const taken = new Set<string>();
  const base = bare(input.site.vehicles.basePath);
  for (const [, definition] of DEFINITIONS) {
    for (const entry of definition.entries({ ...input, base })) {
      const key = bare(entry.path);
      if (taken.has(key)) continue;
      taken.add(key);
      table.push(entry);
    }
  }
  return table;
}

interface RouteMatch {
  entry: RouteEntry;
  params: Record<string, string | undefined>;
}

const compiledTables = new WeakMap<readonly RouteEntry[], { pattern: CompiledPattern; value: RouteEntry }[]>();

/** The entry a pathname resolves to (React Router's ranking: static beats dynamic beats splat). */
export function matchRoute(table: readonly RouteEntry[], pathname: string): RouteMatch {
  let compiled = compiledTables.get(table);
  if (!compiled) compiledTables.set(table, (compiled = table.map((entry) => ({ pattern: compilePattern(entry.path), value: entry }))));
  const found = bestMatch(compiled, pathname);
  if (!found) return { entry: table[table.length - 1]!, params: {} };
  return { entry: found.value, params: found.params };
}

/** A redirect entry's target with the matched params filled in (legacy targets are resolved by the caller). */
export function redirectPath(entry: RouteEntry, params: Record<string, string | undefined>): string {
  return (entry.to ?? '/').replace(/:([A-Za-z_]+)|\*/g, (token, name?: string) => encodeURIComponent(params[name ?? '*'] ?? '').replace(/%2F/gi, '/'));
}

type PageRoute = RouteEntry & { kind: 'page'; page: string };

/** The content pages of a table; `staticOnly` leaves out patterns with params (`/offers/:id`). */
export function contentRoutes(table: readonly RouteEntry[], options: { staticOnly?: boolean } = {}): PageRoute[] {
  return table.filter((r): r is PageRoute => r.kind === 'page' && typeof r.page === 'string' && (!options.staticOnly || !/[:*]/.test(r.path)));
}
