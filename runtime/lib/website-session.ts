// The website session data (spec section 7: GET {dashboard}/api/v1/websites/{id}/website_session_data.json,
// "per-site session data, navigation and special_hours"; section 3: its `stock` summary). The
// server reads it once per site (server/dashboard/website-sessions.ts) and seeds it into every
// first page under 'website-session'; the header reads the stock counts from it. Its navigation
// and special hours replace site.json's when the dashboard sends well-formed ones.
import type { Site, SpecialHours } from '../../schemas/types/site';
import type { PublicSite } from './public-site';
import type { StockSummary } from './stock-summary';

export interface WebsiteSessionData {
  website: { id: number | string | null; slug: string; name: string; garage_enabled: boolean };
  navigation: Site['navigation'];
  special_hours: SpecialHours[];
  stock: StockSummary;
  /**
   * Not the dashboard's: added by the server to the data it seeds with a page, the number of cars
   * each header menu link leads to, by href (runtime/lib/menu-stock-count.ts).
   */
  menu_counts?: Record<string, number>;
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const isText = (v: unknown): v is string => typeof v === 'string';
const allOf = (v: unknown, ok: (item: Record<string, unknown>) => boolean): boolean => Array.isArray(v) && v.every((i) => isObject(i) && ok(i));
const navLinks = (v: unknown) => v === undefined || allOf(v, (l) => isText(l.label) && isText(l.href));

function isNavigation(v: unknown): v is Site['navigation'] {
  return (
    isObject(v) &&
    allOf(
      v.header,
      (i) => isText(i.label) && (i.href === undefined || isText(i.href)) && navLinks(i.children) && (i.menu === undefined || i.menu === 'models'),
    ) &&
    allOf(v.footer, (g) => isText(g.title) && navLinks(g.links) && (g.menu === undefined || g.menu === 'models' || g.menu === 'body-types')) &&
    (v.cta === undefined || (isObject(v.cta) && isText(v.cta.label) && isText(v.cta.href)))
  );
}

const isSpecialHours = (v: unknown): v is SpecialHours[] => allOf(v, (d) => isText(d.date) && /^\d{4}-\d{2}-\d{2}$/.test(d.date) && isText(d.status));

const counts = (v: unknown): v is Record<string, number> => isObject(v) && Object.values(v).every((n) => Number.isInteger(n) && (n as number) >= 0);
const isStock = (v: unknown): v is StockSummary =>
  isObject(v) && Number.isInteger(v.count) && (v.count as number) >= 0 && counts(v.makes) && counts(v.models) && isObject(v.car_types) && counts(v.car_types);

/**
 * An external dashboard's answer over the site's own (`fallback`, the standalone answer): each part
 * the dashboard sends in the expected shape wins, anything else (missing, malformed) is the site's.
 * Returns the names of the parts that were refused, for the log.
 */
export function sessionDataOf(answer: unknown, fallback: WebsiteSessionData): { data: WebsiteSessionData; refused: string[] } {
  const a = isObject(answer) ? answer : {};
  const refused: string[] = [];
  const pick = <T>(name: string, ok: (v: unknown) => v is T, own: T): T => {
    if (a[name] === undefined) return own;
    if (ok(a[name])) return a[name];
    refused.push(name);
    return own;
  };
  const stock = pick('stock', isStock, fallback.stock);
  return {
    data: {
      website: fallback.website,
      navigation: pick('navigation', isNavigation, fallback.navigation),
      special_hours: pick('special_hours', isSpecialHours, fallback.special_hours),
      // A dashboard may leave out a car type it has none of.
      stock: { ...stock, car_types: { ...{ new: 0, used: 0, demo: 0 }, ...(stock.car_types as Partial<StockSummary['car_types']>) } },
    },
    refused,
  };
}

/** The site as the pages see it: site.json with the session data's navigation and special hours. */
export function siteWithSession(site: PublicSite, session: Pick<WebsiteSessionData, 'navigation' | 'special_hours'>): PublicSite {
  const sameHours = site.special_hours === session.special_hours || (!site.special_hours?.length && session.special_hours.length === 0);
  if (site.navigation === session.navigation && sameHours) return site;
  return { ...site, navigation: session.navigation, special_hours: session.special_hours };
}
