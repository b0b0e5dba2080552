// Shared by the two-server PostgreSQL suites (scale-out-*.pg.test.ts): the dealer whose leads go to
// the test's webhook receiver, a data folder per server inside the sandbox (removed with it),
// one-shot SQL on the test database, and the webhook's view of the leads it received.
import { mkdtempSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { Tenant } from '../../server/tenants/tenant';
import { loadTenants } from '../helpers/tenants';
import { waitFor, type Receiver, type Sandbox } from './leads-support';

/** The dealer of the lead, reserve and garage cases: no captcha, its leads to the receiver's /hook, garage on. */
export const LEAD_DEALER = 'riverbend-mazda';

/** Points LEAD_DEALER's leads at `receiver` (before the servers start) and loads it. */
export async function leadDealer(sandbox: Sandbox, receiver: Receiver): Promise<Tenant> {
  sandbox.editSite(LEAD_DEALER, (site) => {
    site.captcha = { provider: 'off' };
    site.leadDelivery = [{ kind: 'webhook', url: `${receiver.url}/hook` }];
    site.garage_enabled = true;
  });
  const dealer = (await loadTenants(sandbox.tenantsDir)).find((t) => t.slug === LEAD_DEALER);
  if (!dealer) throw new Error(`no tenant ${LEAD_DEALER} in the test tenants`);
  return dealer;
}

/** The form a lead case submits: the enquiry form when the tenant has one. */
export const leadForm = (tenant: Tenant): string => (Object.hasOwn(tenant.forms, 'enquiry') ? 'enquiry' : Object.keys(tenant.forms)[0]!);

/** An empty DATA_DIR for one server process, inside the sandbox. */
export function dataDirIn(sandbox: Sandbox): string {
  return mkdtempSync(path.join(sandbox.root, 'data-'));
}

/** One statement on its own connection. */
export async function pgQuery<T extends pg.QueryResultRow>(databaseUrl: string, text: string, values: unknown[] = []): Promise<T[]> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    return (await db.query<T>(text, values)).rows;
  } finally {
    await db.end();
  }
}

/**
 * Waits until every delivery row of these leads is marked delivered: a delivered row is never sent
 * again, so what the receiver holds then is all it will ever get for them.
 */
export async function allDelivered(databaseUrl: string, leadIds: readonly string[], timeoutMs = 15_000): Promise<void> {
  await waitFor(
    `the deliveries of ${leadIds.length} leads marked delivered`,
    async () => {
      const rows = await pgQuery<{ state: string }>(databaseUrl, 'SELECT state FROM deliveries WHERE lead_id = ANY($1)', [leadIds]);
      return rows.length === leadIds.length && rows.every((r) => r.state === 'delivered');
    },
    timeoutMs,
  );
}

/** The Idempotency-Key of every webhook request the receiver got at /hook, in order (`<lead id>-…`). */
export const hookKeys = (receiver: Receiver): string[] => receiver.received.filter((r) => r.path === '/hook').map((r) => String(r.headers['idempotency-key']));
