// The session data pages are rendered with: the site's own (standalone) without a dashboard; with
// one, its answer over the site's own, asked once per site and interval, and the site's own when
// it fails. Riverbend loaded from tenants/; the dashboard is a DashboardClient answering in memory.
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadTenant } from '../../server/tenants/load-tenant';
import type { Tenant } from '../../server/tenants/tenant';
import type { DashboardClient } from '../../server/dashboard/dashboard-client';
import { SESSION_DATA_TTL_MS, WebsiteSessions } from '../../server/dashboard/website-sessions';
import { standaloneSessionData } from '../../server/dashboard/standalone-dashboard';

let tenant: Tenant;
beforeAll(async () => {
  tenant = (await loadTenant(path.resolve('tenants/riverbend-mazda'))).tenant!;
});

const NOW = Date.parse('2026-11-29T20:00:00Z');
const navigation = { header: [{ label: 'Cars for sale', href: '/cars/' }], footer: [] };
const special_hours = [{ date: '2026-12-25', status: 'Closed', label: 'Christmas Day' }];

function dashboard(answers: unknown[]): DashboardClient & { asked: (string | number)[] } {
  const asked: (string | number)[] = [];
  const none = () => Promise.resolve(false as const);
  return {
    asked,
    manufacturer: none,
    serviceBookings: none,
    appointmentBookings: none,
    websiteSessionData: (id) => {
      asked.push(id);
      return Promise.resolve(answers.shift() ?? false);
    },
  };
}

describe('WebsiteSessions', () => {
  it('without a dashboard: the standalone answer, and the site as it is', async () => {
    const session = await new WebsiteSessions(null).forTenant(tenant, NOW);
    const own = standaloneSessionData(tenant, NOW);
    expect(session.data).toEqual({ ...own, menu_counts: { '/cars/': own.stock.makes.Mazda, '/search/new-used-and-demo-cars/': own.stock.makes.Mazda } });
    expect(session.site).toBe(tenant.publicSite);
  });

  it('with a dashboard: its navigation and special hours are the site’s, its stock the menu’s', async () => {
    const client = dashboard([{ navigation, special_hours, stock: { count: 3, makes: { Mazda: 3 }, models: {}, car_types: { new: 3, used: 0, demo: 0 } } }]);
    const session = await new WebsiteSessions(client).forTenant(tenant, NOW);
    expect(client.asked).toEqual([tenant.site.id]);
    expect(session.site.navigation).toEqual(navigation);
    expect(session.site.special_hours).toEqual(special_hours);
    expect(session.data.stock.count).toBe(3);
    expect(session.data.menu_counts).toEqual({ '/cars/': 3, '/search/new-used-and-demo-cars/': 3 });
    expect(session.data.website).toEqual(standaloneSessionData(tenant, NOW).website);
    expect(tenant.publicSite.navigation).not.toEqual(navigation);
  });

  it('asks once per interval, also for requests at the same time', async () => {
    const client = dashboard([{ navigation }, { special_hours }]);
    const sessions = new WebsiteSessions(client);
    const [a, b] = await Promise.all([sessions.forTenant(tenant, NOW), sessions.forTenant(tenant, NOW)]);
    expect(a).toBe(b);
    expect((await sessions.forTenant(tenant, NOW + SESSION_DATA_TTL_MS - 1)).site.navigation).toEqual(navigation);
    expect(client.asked).toHaveLength(1);
    const later = await sessions.forTenant(tenant, NOW + SESSION_DATA_TTL_MS);
    expect(client.asked).toHaveLength(2);
    expect(later.site.navigation).toBe(tenant.publicSite.navigation);
    expect(later.site.special_hours).toEqual(special_hours);
  });

  it('a failed or malformed answer leaves the site’s own data', async () => {
    const failed = await new WebsiteSessions(dashboard([false])).forTenant(tenant, NOW);
    expect(failed.site).toBe(tenant.publicSite);
    const malformed = await new WebsiteSessions(dashboard([{ navigation: { header: 'x' }, special_hours: 'closed' }])).forTenant(tenant, NOW);
    expect(malformed.site).toBe(tenant.publicSite);
    expect(malformed.data.stock).toEqual(standaloneSessionData(tenant, NOW).stock);
  });
});
