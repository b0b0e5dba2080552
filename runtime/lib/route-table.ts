// A tenant's route table: every address the site answers, declared once, each with its kind and
// where it comes from. The server matches requests against it, the browser router is built from
// it and `builder-cli routes <slug>` prints it. Pure data: no React, no server code.
import { bestMatch, compilePattern, type CompiledPattern } from './route-match';
import type { PublicSite } from './public-site';
import { formRoutes, PRE_APPROVAL_PATH, SUCCESS_PATH, type FormRoute } from './form-routes';
import { normaliseSearchPath } from './search/search-paths';
import { ALWAYS_STRIPPED } from './links';

export type RouteKind =
  /** A content page from the tenant's pages/*.json (blocks). */
  | 'page'
  /** A built-in form screen (finance, trade-in, test drive ...). */
  | 'form'
  /** Shown after a lead is submitted. */
  | 'success'
  /** Stock search: the default search path, /search/*, the vehicle base path. */
  | 'search'
  /** A car's detail page under the vehicle base path. */
  | 'vehicle'
  /** Favourites kept in the browser. */
  | 'saved-cars'
  /** The signed-in garage (sites with garage_enabled), at the garage path. */
  | 'garage'
  /** Garage sign-in by emailed code (`sign-in?type=finance&redirect=`). */
  | 'sign-in'
  /** Reserve a car: `{base}/{slug}/checkout`, `/buy-online`, `/checkout` and `/checkout-journey` (?car_id=). */
  | 'checkout'
  /** A file for machines (sitemap, robots.txt, feeds), served by the server, never by React. */
  | 'file'
  /** A permanent redirect to `to`. */
  | 'redirect'
  /** Anything else: the site's own 404 page. */
  | 'not-found';

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
}

export interface RouteTableInput {
  site: Pick<PublicSite, 'vehicles' | 'default_search_path' | 'garage_path' | 'flags' | 'features'> &
    Partial<Pick<PublicSite, 'garage_enabled' | 'payment_processor'>>;
  /** Content pages: id and path pattern. */
  pages: readonly { id: string; path: string }[];
  /** The names of the site's form documents: a form screen exists only for a form the site has. */
  forms: readonly string[];
}

const BUILT_IN = 'built-in';
const bare = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** Every route of a site, content pages first; a content page wins over a built-in route at the same path. */
export function buildRouteTable({ site, pages, forms }: RouteTableInput): RouteEntry[] {
  const table: RouteEntry[] = [];
  const taken = new Set<string>();
  const add = (entry: RouteEntry) => {
    const key = bare(entry.path);
    if (taken.has(key)) return;
    taken.add(key);
    table.push(entry);
  };
  for (const page of [...pages].sort((a, b) => a.path.localeCompare(b.path))) {
    add({ id: `page:${page.id}`, path: page.path, kind: 'page', source: `pages/${page.id}.json`, page: page.id });
  }

  // Spec section 2: /our-locations/... is the locations screen too; a location's address there
  // answers with its contact-us page, so each location keeps one canonical address.
  const contactPage = pages.find((p) => /^\/contact-us\/:[A-Za-z_]+$/.test(bare(p.path)));
  if (contactPage) {
    const param = bare(contactPage.path).split(':')[1]!;
    add({
      id: 'redirect:our-locations',
      path: `/our-locations/:${param}`,
      kind: 'redirect',
      source: `${BUILT_IN} (locations, pages/${contactPage.id}.json)`,
      to: `/contact-us/:${param}`,
    });
  }

  const base = bare(site.vehicles.basePath);
  const hasForm = new Set(forms);
  for (const form of formRoutes(base).filter((f) => hasForm.has(f.form)))
    add({ id: `form:${form.path}`, path: form.path, kind: 'form', source: `${BUILT_IN} (form screens)`, form });
  if (site.features?.finance_pre_approval === true && hasForm.has('finance')) {
    const [finance] = formRoutes(base);
    add({
      id: `form:${PRE_APPROVAL_PATH}`,
      path: PRE_APPROVAL_PATH,
      kind: 'form',
      source: 'site.json features.finance_pre_approval',
      form: { ...finance!, path: PRE_APPROVAL_PATH, title: 'Finance Pre-Approval' },
    });
  } else if (hasForm.has('finance')) {
    add({ id: `redirect:${PRE_APPROVAL_PATH}`, path: PRE_APPROVAL_PATH, kind: 'redirect', source: `${BUILT_IN} (no finance_pre_approval)`, to: '/finance' });
  }
  add({ id: 'success', path: SUCCESS_PATH, kind: 'success', source: BUILT_IN });

  // Stock search. The configured default path is served as it is normalised (with /search/); a
  // configured value without the prefix also answers, by redirect, so old links keep working.
  const configured = (site.default_search_path ?? '').trim();
  const searchPath = normaliseSearchPath(configured);
  add({ id: 'search:default', path: searchPath, kind: 'search', source: 'site.json default_search_path' });
  const rooted = configured.startsWith('/') ? configured : `/${configured}`;
  if (configured && bare(rooted) !== bare(searchPath) && bare(rooted) !== '/' && !rooted.startsWith('/search')) {
    add({ id: 'redirect:default-search', path: rooted, kind: 'redirect', source: 'site.json default_search_path', to: searchPath });
  }
  add({ id: 'search:stock', path: base, kind: 'search', source: 'site.json vehicles.basePath' });
  add({ id: 'search:any', path: '/search/*', kind: 'search', source: BUILT_IN });
  add({ id: 'vehicle', path: `${base}/:slug`, kind: 'vehicle', source: 'site.json vehicles.basePath' });
  if (base !== '/cars') {
    add({ id: 'redirect:cars', path: '/cars', kind: 'redirect', source: `${BUILT_IN} (vehicle base path is ${base})`, to: `${base}/` });
    add({ id: 'redirect:cars-slug', path: '/cars/:slug', kind: 'redirect', source: `${BUILT_IN} (vehicle base path is ${base})`, to: `${base}/:slug` });
  }
  const garage = site.garage_enabled === true || site.flags?.garage_enabled === true;
  if (garage) {
    add({
      id: 'garage',
      path: site.garage_path?.trim() || '/my-garage',
      kind: 'garage',
      source: site.garage_path?.trim() ? 'site.json garage_path' : 'site.json garage_enabled',
    });
    add({ id: 'sign-in', path: '/sign-in', kind: 'sign-in', source: 'site.json garage_enabled' });
  } else {
    add({
      id: 'saved-cars',
      path: site.garage_path?.trim() || '/saved-cars',
      kind: 'saved-cars',
      source: site.garage_path?.trim() ? 'site.json garage_path' : BUILT_IN,
    });
  }
  // No checkout route where no processor can take the deposit (issue 24): it could only say "call us".
  if (site.features?.online_purchase === true && site.payment_processor?.ready === true) {
    add({ id: 'checkout:car', path: `${base}/:slug/checkout`, kind: 'checkout', source: 'site.json features.online_purchase' });
    add({ id: 'checkout:buy-online', path: `${base}/:slug/buy-online`, kind: 'checkout', source: 'site.json features.online_purchase' });
    add({ id: 'checkout', path: '/checkout', kind: 'checkout', source: 'site.json features.online_purchase' });
    add({ id: 'checkout:journey', path: '/checkout-journey', kind: 'checkout', source: 'site.json features.online_purchase' });
  }

  for (const file of ['/sitemap.xml', '/robots.txt', '/feeds/vehicles.xml', '/feeds/google-vehicle-ads.xml', '/feeds/meta-vehicles.xml'])
    add({ id: `file:${file}`, path: file, kind: 'file', source: `${BUILT_IN} (server/seo)` });
  if (site.flags?.use_pages_path !== true) {
    add({ id: 'redirect:pages-root', path: '/pages', kind: 'redirect', source: `${BUILT_IN} (link rules)`, to: 'legacy' });
    add({ id: 'redirect:pages', path: '/pages/*', kind: 'redirect', source: `${BUILT_IN} (link rules)`, to: 'legacy' });
  } else {
    for (const legal of ALWAYS_STRIPPED) add({ id: `redirect:${legal}`, path: legal, kind: 'redirect', source: `${BUILT_IN} (link rules)`, to: 'legacy' });
  }
  if (site.features?.blog_to_news === true) {
    add({ id: 'redirect:blog', path: '/blog', kind: 'redirect', source: 'site.json features.blog_to_news', to: 'legacy' });
    add({ id: 'redirect:blog-post', path: '/blog/*', kind: 'redirect', source: 'site.json features.blog_to_news', to: 'legacy' });
  }
  add({ id: 'not-found', path: '*', kind: 'not-found', source: BUILT_IN });
  return table;
}

export interface RouteMatch {
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

export type PageRoute = RouteEntry & { kind: 'page'; page: string };

/** The content pages of a table; `staticOnly` leaves out patterns with params (`/offers/:id`). */
export function contentRoutes(table: readonly RouteEntry[], options: { staticOnly?: boolean } = {}): PageRoute[] {
  return table.filter((r): r is PageRoute => r.kind === 'page' && typeof r.page === 'string' && (!options.staticOnly || !/[:*]/.test(r.path)));
}
