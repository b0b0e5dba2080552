// The website session data each page is rendered with (spec section 7): the external dashboard's
// answer when DASHBOARD_URL is set, kept per site for a few minutes (a page render never waits on
// the dashboard more than once per site and interval), over the site's own standalone answer; the
// standalone answer alone otherwise. Its navigation and special hours are what the pages show.
import { siteWithSession, sessionDataOf, type WebsiteSessionData } from '../../runtime/lib/website-session';
import { menuStockCounts } from '../../runtime/lib/menu-stock-count';
import type { PublicSite } from '../../runtime/lib/public-site';
import { log } from '../log';
import type { Tenant } from '../tenants/tenant';
import type { DashboardClient } from './dashboard-client';
import { standaloneSessionData } from './standalone-dashboard';

/** How long an external answer is used before the dashboard is asked again. */
export const SESSION_DATA_TTL_MS = 5 * 60_000;
/** The standalone stock summary is counted again at most this often (and on every new stock). */
const SUMMARY_MS = 60_000;

export interface RenderedSession {
  data: WebsiteSessionData;
  /** The public site with the session's navigation and special hours. */
  site: PublicSite;
}

interface Kept {
  at: number;
  value: RenderedSession;
}

interface KeptOwn extends Kept {
  /** The stock the summary counted (a new stock is counted again at once). */
  stock: Tenant['stock'];
}

export class WebsiteSessions {
  private readonly external = new WeakMap<Tenant, Kept>();
  private readonly asking = new WeakMap<Tenant, Promise<RenderedSession>>();
  private readonly standalone = new WeakMap<Tenant, KeptOwn>();

  constructor(private readonly client: DashboardClient | null) {}

  async forTenant(tenant: Tenant, nowMs: number): Promise<RenderedSession> {
    const websiteId = tenant.site.dashboard?.website_id ?? tenant.site.id;
    if (!this.client || websiteId === undefined) return this.own(tenant, nowMs);
    const kept = this.external.get(tenant);
    if (kept && nowMs >= kept.at && nowMs - kept.at < SESSION_DATA_TTL_MS) return kept.value;
    let pending = this.asking.get(tenant);
    if (!pending) {
      pending = this.ask(this.client, websiteId, tenant, nowMs).finally(() => this.asking.delete(tenant));
      this.asking.set(tenant, pending);
    }
    return pending;
  }

  private async ask(client: DashboardClient, websiteId: string | number, tenant: Tenant, nowMs: number): Promise<RenderedSession> {
    const answer = await client.websiteSessionData(websiteId);
    const own = this.own(tenant, nowMs);
    // A failure is logged by the client; the site's own data until the next try.
    let value = own;
    if (answer !== false) {
      const { data, refused } = sessionDataOf(answer, own.data);
      if (refused.length) log.warn({ tenant: tenant.slug, refused }, 'website session data: parts not in the expected shape, site.json used for them');
      value = rendered(tenant, data);
    }
    this.external.set(tenant, { at: nowMs, value });
    return value;
  }

  private own(tenant: Tenant, nowMs: number): RenderedSession {
    const kept = this.standalone.get(tenant);
    if (kept && kept.stock === tenant.stock && nowMs >= kept.at && nowMs - kept.at < SUMMARY_MS) return kept.value;
    const data: WebsiteSessionData = standaloneSessionData(tenant, nowMs);
    const value = rendered(tenant, data);
    this.standalone.set(tenant, { at: nowMs, value, stock: tenant.stock });
    return value;
  }
}

/** The session data as pages use it: the site with its navigation and special hours, and the menu's counts. */
function rendered(tenant: Tenant, session: WebsiteSessionData): RenderedSession {
  const site = siteWithSession(tenant.publicSite, session);
  return { data: { ...session, menu_counts: menuStockCounts(site.navigation, site, session.stock) }, site };
}
